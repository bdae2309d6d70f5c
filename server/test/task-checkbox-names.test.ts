import * as nameTaskCheckboxes from '../src/db/migrations/0036_name_task_checkboxes.ts';
import { createTestContext, DEMO_PASSWORD, login, XHR, type TestContext } from './helpers.ts';

// A task list's checkbox is rendered in a label of its own, beside the item's text: unnamed, a screen reader says only
// "checkbox" (WCAG 4.1.2). Every rendering of a task list names each checkbox by its item's own text: documents and
// forum messages (stored HTML, and migration 0036 for what was stored before), task descriptions (rendered Markdown).
let ctx: TestContext;
let admin: string;
let projectId: number;

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const item = (text: string, checked: boolean, nested?: object) => ({
  type: 'taskItem',
  attrs: { checked },
  content: [paragraph(text), ...(nested ? [nested] : [])],
});
/** An item with a nested list (whose text is not the outer item's name), an escaped name, a mention and a line break, and a blank item. */
const TASKS = {
  type: 'doc',
  content: [
    paragraph('Before the list'),
    {
      type: 'taskList',
      content: [
        item('Book the "big" room & <confirm>', true, { type: 'taskList', content: [item('Ask facilities', false)] }),
        item('  Send   the invite  ', false),
        {
          type: 'taskItem',
          attrs: { checked: false },
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'Ask ' }, { type: 'mention', attrs: { id: '3', label: 'Tomás' } }, { type: 'text', text: ' first' }, { type: 'hardBreak' }, { type: 'text', text: 'then book' }],
            },
          ],
        },
        { type: 'taskItem', attrs: { checked: false }, content: [{ type: 'paragraph' }] },
      ],
    },
  ],
};
const NAMED = [
  '<input type="checkbox" disabled checked aria-label="Book the &quot;big&quot; room &amp; &lt;confirm&gt;" />',
  '<input type="checkbox" disabled aria-label="Ask facilities" />',
  '<input type="checkbox" disabled aria-label="Send the invite" />',
  '<input type="checkbox" disabled aria-label="Ask @Tomás first then book" />',
  '<input type="checkbox" disabled aria-label="Task" />',
];
const checkboxesOf = (html: string) => html.match(/<input [^>]*>/g);

const send = async (method: 'POST', url: string, payload: object) => {
  const response = await ctx.app.inject({ method, url, headers: { cookie: admin, ...XHR }, payload });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD);
  projectId = (await ctx.db.selectFrom('projects').select('id').where('identifier', '=', 'website_relaunch').executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx.close());

test("a document's checkboxes are named by their items' own text, in order", async () => {
  const document = await send('POST', `/api/v3/projects/${projectId}/documents`, { title: 'Launch checklist', content: TASKS });
  expect(checkboxesOf(document.description.html)).toEqual(NAMED);
  // The export renders the same HTML.
  const read = await ctx.app.inject({ method: 'GET', url: `/api/v3/documents/${document.id}`, headers: { cookie: admin } });
  expect(checkboxesOf(read.json().description.html)).toEqual(NAMED);
});

test("a forum message's checkboxes are named too", async () => {
  const forum = await ctx.db.selectFrom('forums').select('id').where('project_id', '=', projectId).executeTakeFirstOrThrow();
  const topic = await send('POST', `/api/v3/forums/${forum.id}/topics`, { subject: 'Launch checklist', content: TASKS });
  expect(checkboxesOf(topic.content.html)).toEqual(NAMED);
});

test("a task description's checkboxes are named by their items' text", async () => {
  const task = await send('POST', `/api/v3/projects/${projectId}/work_packages`, {
    subject: 'Checklist task',
    description: { raw: '- [x] Write the **release** notes\n- [ ] Tag `v2` & "ship" it\n  - [ ] Nested step' },
  });
  expect(checkboxesOf(task.description.html)).toEqual([
    '<input type="checkbox" disabled checked aria-label="Write the release notes" />',
    '<input type="checkbox" disabled aria-label="Tag v2 &amp; &quot;ship&quot; it" />',
    '<input type="checkbox" disabled aria-label="Nested step" />',
  ]);
});

test('migration 0036 names the checkboxes of HTML stored before, as a save now writes them', async () => {
  const document = await send('POST', `/api/v3/projects/${projectId}/documents`, { title: 'Stored before', content: TASKS });
  const forum = await ctx.db.selectFrom('forums').select('id').where('project_id', '=', projectId).executeTakeFirstOrThrow();
  const topic = await send('POST', `/api/v3/forums/${forum.id}/topics`, { subject: 'Stored before', content: TASKS });
  const current = { documents: document.description.html as string, forum_messages: topic.content.html as string };
  // As an older release stored them: the same HTML without the names.
  const unnamed = (html: string) => html.replace(/ aria-label="[^"]*"/g, '');
  await ctx.db.updateTable('documents').set({ content_html: unnamed(current.documents) }).where('id', '=', document.id).execute();
  await ctx.db.updateTable('forum_messages').set({ content_html: unnamed(current.forum_messages) }).where('id', '=', topic.id).execute();
  // A row whose checkboxes do not match its task items keeps its HTML.
  const mismatched = await send('POST', `/api/v3/projects/${projectId}/documents`, { title: 'Mismatched', content: TASKS });
  const mismatchedHtml = '<ul data-type="taskList"><li data-type="taskItem"><label><input type="checkbox" disabled /></label></li></ul>';
  await ctx.db.updateTable('documents').set({ content_html: mismatchedHtml }).where('id', '=', mismatched.id).execute();

  await nameTaskCheckboxes.up(ctx.db as never);

  const stored = async (table: 'documents' | 'forum_messages', id: number) =>
    (await ctx.db.selectFrom(table).select('content_html').where('id', '=', id).executeTakeFirstOrThrow()).content_html;
  expect(await stored('documents', document.id)).toBe(current.documents);
  expect(await stored('forum_messages', topic.id)).toBe(current.forum_messages);
  expect(await stored('documents', mismatched.id)).toBe(mismatchedHtml);
});
