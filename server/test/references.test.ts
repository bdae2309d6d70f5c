// References and backlinks (issue 22): what a task's description or comment, or a document, names (tasks by #id or
// URL, documents by URL) is kept on every save, and a target lists what refers to it: only sources the caller may
// see, in a constant number of statements.
import * as backfill from '../src/db/migrations/0033_backfill_text_references.ts';
import { referencesInContent, referencesInMarkdown } from '../src/modules/references/index.ts';
import { createTestContext, DEMO_PASSWORD, login, XHR, type TestContext } from './helpers.ts';

// Seeded: Website relaunch is public; Content migration is private (Priya 'member' is a member; Sofia is not).
let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const LOGINS = ['member', 'sofia.rossi', 'admin'];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of LOGINS) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
});
afterAll(async () => ctx.close());

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH', url: string, who: string, payload: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, payload: payload as object });

async function must(method: 'POST' | 'PATCH', url: string, payload: unknown, who = 'member') {
  const response = await send(method, url, who, payload);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}
const createTask = (project: string, subject: string, description?: string) =>
  must('POST', `/api/v3/projects/${projectIds[project]}/work_packages`, { subject, ...(description === undefined ? {} : { description: { raw: description } }) });
const paragraph = (text: string, href?: string) => ({ type: 'paragraph', content: [{ type: 'text', text, ...(href ? { marks: [{ type: 'link', attrs: { href } }] } : {}) }] });
const backlinks = async (url: string, who = 'member') => {
  const response = await get(`${url}/backlinks`, who);
  expect(response.statusCode).toBe(200);
  return response.json() as { total: number; _embedded: { elements: { sourceType: string; id: number; title: string; projectName: string }[] } };
};
const sources = (body: Awaited<ReturnType<typeof backlinks>>) => body._embedded.elements.map((element) => `${element.sourceType} ${element.id}`);

describe('what a text refers to', () => {
  test('#id, task URLs and document URLs; not in code, not URL fragments or entities', () => {
    const raw = [
      'See #12 and [the plan](/docs/7), also http://tessera.local/projects/3?task=44 and /work_packages/45.',
      'Not page#13, &#39; or `#14`:',
      '```',
      '#15 /docs/16',
      '```',
      '(#17) /api/v3/documents/18',
    ].join('\n');
    expect(referencesInMarkdown(raw)).toEqual({ workPackageIds: [12, 17, 44, 45], documentIds: [7, 18] });
  });

  test('a document: its text and its links, code left out', () => {
    const content = JSON.stringify({
      type: 'doc',
      content: [
        paragraph('Follows #21'),
        paragraph('the spec', '/docs/9'),
        { type: 'codeBlock', content: [{ type: 'text', text: '#22' }] },
        { type: 'paragraph', content: [{ type: 'text', text: '#23', marks: [{ type: 'code' }] }] },
      ],
    });
    expect(referencesInContent(content)).toEqual({ workPackageIds: [21], documentIds: [9] });
  });
});

describe('backlinks', () => {
  test('a description, a comment and a document referring to a task are listed on it, each source once', async () => {
    const target = await createTask('website_relaunch', 'Backlink target');
    const byDescription = await createTask('website_relaunch', 'Refers by description', `Blocked by #${target.id}; also #${target.id} again`);
    const byComment = await createTask('website_relaunch', 'Refers by comment');
    await must('POST', `/api/v3/work_packages/${byComment.id}/activities`, { comment: { raw: `Same as #${target.id}` } });
    const document = await must('POST', `/api/v3/projects/${projectIds.website_relaunch}/documents`, {
      title: 'Refers by content',
      content: { type: 'doc', content: [paragraph(`Tracked in #${target.id}`)] },
    });
    const body = await backlinks(`/api/v3/work_packages/${target.id}`);
    expect(body.total).toBe(3);
    expect(sources(body)).toEqual([`WorkPackage ${byDescription.id}`, `WorkPackage ${byComment.id}`, `Document ${document.id}`]);
    expect(body._embedded.elements[0]).toMatchObject({ title: 'Refers by description', projectName: 'Website relaunch', status: expect.any(String) });

    // Saving the description without the reference removes it; the comment's stays.
    await must('PATCH', `/api/v3/work_packages/${byDescription.id}`, { lockVersion: byDescription.lockVersion, description: { raw: 'No longer blocked' } });
    expect(sources(await backlinks(`/api/v3/work_packages/${target.id}`))).toEqual([`WorkPackage ${byComment.id}`, `Document ${document.id}`]);
  });

  test('a document lists the tasks linking it; a reference to itself or to nothing that exists is not kept', async () => {
    const document = await must('POST', `/api/v3/projects/${projectIds.website_relaunch}/documents`, { title: 'Linked spec' });
    const task = await createTask('website_relaunch', 'Links the spec', `Read [the spec](/docs/${document.id}) and #999999999`);
    await must('PATCH', `/api/v3/documents/${document.id}`, { lockVersion: document.lockVersion, content: { type: 'doc', content: [paragraph('Myself', `/docs/${document.id}`)] } });
    expect(sources(await backlinks(`/api/v3/documents/${document.id}`))).toEqual([`WorkPackage ${task.id}`]);
    const stored = await ctx.db.selectFrom('text_references').selectAll().where('source_work_package_id', '=', task.id).execute();
    expect(stored).toEqual([expect.objectContaining({ target_document_id: document.id, target_work_package_id: null, source_journal_id: null })]);
  });

  test('a source the caller may not see is not listed, nor counted; an invisible target is a 404', async () => {
    const target = await createTask('website_relaunch', 'Public target');
    const secret = await createTask('content_migration', 'Secret source title', `Depends on #${target.id}`);
    const member = await backlinks(`/api/v3/work_packages/${target.id}`);
    expect(sources(member)).toEqual([`WorkPackage ${secret.id}`]);
    // Sofia sees the public target but not the private project: no backlink, and the title never shows.
    const outsider = await get(`/api/v3/work_packages/${target.id}/backlinks`, 'sofia.rossi');
    expect(outsider.statusCode).toBe(200);
    expect(outsider.json().total).toBe(0);
    expect(outsider.body).not.toContain('Secret source title');
    expect((await get(`/api/v3/work_packages/${secret.id}/backlinks`, 'sofia.rossi')).statusCode).toBe(404);
  });

  test('a comment edited without the reference drops it', async () => {
    const target = await createTask('website_relaunch', 'Comment target');
    const source = await createTask('website_relaunch', 'Comment source');
    const comment = await must('POST', `/api/v3/work_packages/${source.id}/activities`, { comment: { raw: `See #${target.id}` } });
    expect((await backlinks(`/api/v3/work_packages/${target.id}`)).total).toBe(1);
    await must('PATCH', `/api/v3/activities/${comment.id}`, { comment: { raw: 'Never mind' } });
    expect((await backlinks(`/api/v3/work_packages/${target.id}`)).total).toBe(0);
  });

  test('the number of statements does not grow with the number of backlinks', async () => {
    const target = await createTask('website_relaunch', 'Popular target');
    await createTask('website_relaunch', 'First referrer', `#${target.id}`);
    const count = async () => {
      const before = ctx.statements.count;
      await backlinks(`/api/v3/work_packages/${target.id}`);
      return ctx.statements.count - before;
    };
    const few = await count();
    for (let index = 0; index < 5; index += 1) await createTask('website_relaunch', `Referrer ${index}`, `See #${target.id}`);
    expect((await backlinks(`/api/v3/work_packages/${target.id}`)).total).toBe(6);
    expect(await count()).toBe(few);
  });
});

describe('texts written before references were kept (migration 0033)', () => {
  test('the backfill finds the links of descriptions, comments and documents, as saves would have kept them', async () => {
    const target = await createTask('website_relaunch', 'Linked before the upgrade');
    const described = await createTask('website_relaunch', 'Old description');
    const commented = await createTask('website_relaunch', 'Old comment');
    const comment = await must('POST', `/api/v3/work_packages/${commented.id}/activities`, { comment: { raw: 'placeholder' } });
    const document = await must('POST', `/api/v3/projects/${projectIds.website_relaunch}/documents`, { title: 'Old notes', content: { type: 'doc', content: [paragraph('placeholder')] } });
    // Written as an older release wrote them: straight into the rows, with no references kept.
    await ctx.db.updateTable('work_packages').set({ description: `Follows #${target.id}; see \`#${described.id}\` in code` }).where('id', '=', described.id).execute();
    await ctx.db.updateTable('journals').set({ notes: `Blocked by /work_packages/${target.id}` }).where('id', '=', comment.id).execute();
    await ctx.db.updateTable('documents').set({ content: JSON.stringify({ type: 'doc', content: [paragraph('the task', `/work_packages/${target.id}`)] }) }).where('id', '=', document.id).execute();
    await ctx.db.deleteFrom('text_references').execute();
    expect((await backlinks(`/api/v3/work_packages/${target.id}`)).total).toBe(0);

    await backfill.up(ctx.db as never);
    expect(sources(await backlinks(`/api/v3/work_packages/${target.id}`)).sort()).toEqual([`Document ${document.id}`, `WorkPackage ${commented.id}`, `WorkPackage ${described.id}`].sort());
    // Code refers to nothing, and a text never refers to its own task.
    expect((await backlinks(`/api/v3/work_packages/${described.id}`)).total).toBe(0);
  });
});
