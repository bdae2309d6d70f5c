import type { Db } from '../db/index.ts';
import { DOCUMENT_JOURNABLE, insertJournals } from '../journals/index.ts';
import { storedContent } from '../modules/documents/index.ts';

// A few documents of the kind teams keep next to their tasks: minutes, a spec, a checklist, a runbook.
type Inline = string | { text: string; marks: string[] };
const text = (value: Inline) => (typeof value === 'string' ? { type: 'text', text: value } : { type: 'text', text: value.text, marks: value.marks.map((type) => ({ type })) });
const paragraph = (...parts: Inline[]) => ({ type: 'paragraph', content: parts.map(text) });
const heading = (level: number, value: string) => ({ type: 'heading', attrs: { level }, content: [text(value)] });
const bullets = (...items: string[]) => ({ type: 'bulletList', content: items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })) });
const tasks = (...items: [string, boolean][]) => ({
  type: 'taskList',
  content: items.map(([item, checked]) => ({ type: 'taskItem', attrs: { checked }, content: [paragraph(item)] })),
});
const doc = (...content: object[]) => ({ type: 'doc', content });

interface DemoDocument {
  project: string;
  author: string;
  title: string;
  content: object;
  daysAgo: number;
}

const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    project: 'web',
    author: 'priya',
    title: 'Kickoff meeting minutes',
    daysAgo: 40,
    content: doc(
      heading(2, 'Attendees'),
      paragraph('Priya (lead), Tomás, the design guild, Noah for operations.'),
      heading(2, 'Decisions'),
      bullets('The new site ships in three sprints after design sign-off.', 'Every page meets WCAG 2.2 AA before it goes live.', 'Marketing edits content without a developer.'),
      heading(2, 'Actions'),
      tasks(['Share the brand guidelines with the team', true], ['Book the accessibility audit', false], ['Draft the redirect plan with Content migration', false]),
    ),
  },
  {
    project: 'web',
    author: 'tomas',
    title: 'Page performance budget',
    daysAgo: 12,
    content: doc(
      paragraph('Every template stays inside this budget on a mid-range phone over 4G.'),
      bullets('Largest contentful paint under 2.5 s', 'Total JavaScript under 170 KB compressed', 'No layout shift after the first paint'),
      paragraph({ text: 'Pages over budget do not ship.', marks: ['bold'] }),
    ),
  },
  {
    project: 'content',
    author: 'liam',
    title: 'Redirect mapping rules',
    daysAgo: 6,
    content: doc(
      paragraph('Old CMS paths map to new ones by section; anything without a match goes to the section index with a 301.'),
      heading(3, 'Exceptions'),
      bullets('Press releases keep their dates in the path', 'Retired products redirect to the support page'),
    ),
  },
  {
    project: 'mobile',
    author: 'kwame',
    title: 'Release checklist',
    daysAgo: 20,
    content: doc(
      tasks(['Bump the version and build numbers', true], ['Update the store screenshots', true], ['Run the offline-mode test plan', false], ['Submit for review', false]),
    ),
  },
  {
    project: 'onboarding',
    author: 'hannah',
    title: 'Your first week',
    daysAgo: 90,
    content: doc(
      paragraph('Welcome! This page lists what to set up and whom to meet in your first five days.'),
      heading(2, 'Day one'),
      bullets('Collect your laptop and badge', 'Join the team channels', 'Read the handbook'),
    ),
  },
];

/** The demo documents with their first version each (as if their authors had created them). */
export async function seedDemoDocuments(db: Db, projectIds: Map<string, number>, userIds: Map<string, number>, now: Date): Promise<void> {
  const category = await db.selectFrom('document_categories').select('id').orderBy('is_default', 'desc').orderBy('id').executeTakeFirstOrThrow();
  for (const plan of DEMO_DOCUMENTS) {
    const projectId = projectIds.get(plan.project)!;
    const authorId = userIds.get(plan.author)!;
    const at = new Date(now.getTime() - plan.daysAgo * 86_400_000).toISOString();
    const stored = storedContent(plan.title, plan.content);
    const { id } = await db
      .insertInto('documents')
      .values({ project_id: projectId, category_id: category.id, title: plan.title, ...stored, author_id: authorId, lock_version: 0, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertJournals(db, [
      {
        journableType: DOCUMENT_JOURNABLE,
        journableId: id,
        projectId,
        userId: authorId,
        notes: '',
        createdAt: at,
        details: [
          { property: 'title', old_value: null, new_value: plan.title },
          { property: 'category_id', old_value: null, new_value: String(category.id) },
          { property: 'content', old_value: null, new_value: stored.content },
        ],
      },
    ]);
  }
}
