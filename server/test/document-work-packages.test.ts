// Work packages linked to a document (issue 15, tasks created from a document selection): linking, the list with
// each task's status, who may do what, bad input, what the list leaves out, cascades, and constant SQL.
import type { RealtimeEvent } from '../src/realtime/events.ts';
import { insertProjectRoles } from '../src/seed/bulk.ts';
import { DEFAULT_PROJECT_ROLES } from '../src/seed/roles.ts';
import { createUser } from '../src/modules/users/service.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, TEST_PASSWORD_HASHING, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const users: Record<string, number> = {};
let project = 0;
let hidden = 0;
let document = 0;

// A private project: the reader views (Reader), the member edits (Member); the outsider is no member. `hidden` is a
// second private project where only the member works.
const WHO = ['admin', 'reader', 'member', 'outsider'] as const;
type Who = (typeof WHO)[number];

const get = (url: string, who: Who) => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function must(method: 'POST' | 'PATCH', url: string, who: Who, payload?: unknown) {
  const response = await send(method, url, who, payload);
  if (response.statusCode >= 300) throw new Error(`${method} ${url} as ${who}: ${response.statusCode} ${response.body}`);
  return response.json();
}

const linksUrl = (documentId = document) => `/api/v3/documents/${documentId}/work_packages`;
const linkBody = (workPackageId: number | string) => ({ _links: { workPackage: { href: typeof workPackageId === 'number' ? `/api/v3/work_packages/${workPackageId}` : workPackageId } } });
const newTask = async (subject: string, projectId = project) => (await must('POST', `/api/v3/projects/${projectId}/work_packages`, 'member', { subject })).id as number;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const roles = await insertProjectRoles(ctx.db, DEFAULT_PROJECT_ROLES);
  for (const who of WHO) {
    const user = await createUser(
      ctx.db,
      TEST_PASSWORD_HASHING,
      { email: `${who}@linked.test`, firstName: who, lastName: 'Tester', password: DEMO_PASSWORD, roleType: who === 'admin' ? 'admin' : 'member' },
      ctx.clock.now(),
    );
    users[who] = user.id;
    cookies[who] = await login(ctx.app, `${who}@linked.test`, DEMO_PASSWORD);
  }
  const member = async (projectId: number, who: Who, role: string) =>
    must('POST', '/api/v3/memberships', 'admin', {
      _links: { principal: { href: `/api/v3/users/${users[who]}` }, project: { href: `/api/v3/projects/${projectId}` }, roles: [{ href: `/api/v3/roles/${roles.get(role)}` }] },
    });
  project = (await must('POST', '/api/v3/projects', 'admin', { name: 'Linked', identifier: 'linked', public: false })).id;
  hidden = (await must('POST', '/api/v3/projects', 'admin', { name: 'Elsewhere', identifier: 'elsewhere', public: false })).id;
  await member(project, 'reader', 'Reader');
  await member(project, 'member', 'Member');
  await member(hidden, 'member', 'Member');
  document = (await must('POST', `/api/v3/projects/${project}/documents`, 'member', { title: 'Release plan' })).id;
});

afterAll(async () => {
  await ctx?.close();
});

test('who may edit a document links a task to it; whoever sees the document sees the task with its status', async () => {
  const task = await newTask('Write the release notes');
  const created = await send('POST', linksUrl(), 'member', linkBody(task));
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({ _type: 'DocumentWorkPackage', id: task, subject: 'Write the release notes', status: 'New', isClosed: false });
  expect(created.json()._links.workPackage).toEqual({ href: `/api/v3/work_packages/${task}`, title: 'Write the release notes' });

  // Linking again keeps one link.
  expect((await send('POST', linksUrl(), 'member', linkBody(task))).statusCode).toBe(201);
  const list = (await get(linksUrl(), 'reader')).json();
  expect(list.total).toBe(1);
  expect(list._embedded.elements[0]).toMatchObject({ id: task, status: 'New' });
  // The reader may not link or unlink: no action links for them.
  expect(list._links.link).toBeUndefined();
  expect(list._embedded.elements[0]._links.unlink).toBeUndefined();
  expect((await get(linksUrl(), 'member')).json()._links.link).toEqual({ href: `/api/v3/documents/${document}/work_packages`, method: 'post' });

  // The status follows the task: closed once it is completed.
  const current = (await get(`/api/v3/work_packages/${task}`, 'member')).json();
  await must('PATCH', `/api/v3/work_packages/${task}`, 'member', { lockVersion: current.lockVersion, _links: { status: { href: '/api/v3/statuses/4' } } });
  expect((await get(linksUrl(), 'reader')).json()._embedded.elements[0]).toMatchObject({ id: task, status: 'Completed', isClosed: true });
});

test('a reader may not link (403), an outsider does not see the document (404)', async () => {
  const task = await newTask('Reader cannot link this');
  expectError(await send('POST', linksUrl(), 'reader', linkBody(task)), 403, 'MissingPermission');
  expectError(await send('POST', linksUrl(), 'outsider', linkBody(task)), 404, 'NotFound');
  expectError(await get(linksUrl(), 'outsider'), 404, 'NotFound');
  expectError(await get(linksUrl(999_999), 'member'), 404, 'NotFound');
});

test('bad input is a 422 naming workPackage and links nothing', async () => {
  const before = (await get(linksUrl(), 'member')).json().total;
  for (const body of [{}, { _links: {} }, linkBody('/api/v3/projects/1'), linkBody('not a link'), linkBody(999_999)]) {
    const response = await send('POST', linksUrl(), 'member', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errorIdentifier).toMatch(/PropertyConstraintViolation|InvalidRequestBody/);
  }
  expect(expectError(await send('POST', linksUrl(), 'member', linkBody(999_999)), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('workPackage');
  // A task the outsider cannot see does not exist for them, and the admin's own link of it is left out of lists for
  // those who cannot see it.
  const elsewhere = await newTask('Secret elsewhere', hidden);
  expect((await send('POST', linksUrl(), 'reader', linkBody(elsewhere))).statusCode).toBe(403);
  expect((await send('POST', linksUrl(), 'admin', linkBody(elsewhere))).statusCode).toBe(201);
  const forReader = (await get(linksUrl(), 'reader')).json();
  expect(forReader.total).toBe(before);
  expect(forReader._embedded.elements.map((element: { subject: string }) => element.subject)).not.toContain('Secret elsewhere');
  expect((await get(linksUrl(), 'member')).json().total).toBe(before + 1);
});

test('unlinking, and a deleted task or document takes its links along', async () => {
  const task = await newTask('Unlinked soon');
  await must('POST', linksUrl(), 'member', linkBody(task));
  expectError(await send('DELETE', `${linksUrl()}/${task}`, 'reader'), 403, 'MissingPermission');
  expect((await send('DELETE', `${linksUrl()}/${task}`, 'member')).statusCode).toBe(204);
  expectError(await send('DELETE', `${linksUrl()}/${task}`, 'member'), 404, 'NotFound');

  const gone = await newTask('Deleted soon');
  await must('POST', linksUrl(), 'member', linkBody(gone));
  expect((await send('DELETE', `/api/v3/work_packages/${gone}`, 'admin')).statusCode).toBe(204);
  const subjects = (await get(linksUrl(), 'admin')).json()._embedded.elements.map((element: { subject: string }) => element.subject);
  expect(subjects).not.toContain('Deleted soon');

  const other = (await must('POST', `/api/v3/projects/${project}/documents`, 'member', { title: 'Short lived' })).id;
  await must('POST', linksUrl(other), 'member', linkBody(await newTask('Of a short-lived document')));
  expect((await send('DELETE', `/api/v3/documents/${other}`, 'member')).statusCode).toBe(204);
  const left = await ctx.db.selectFrom('document_work_packages').select('work_package_id').where('document_id', '=', other).execute();
  expect(left).toEqual([]);
});

test("linking and unlinking tell the document's readers live (a document.updated of the project)", async () => {
  const events: RealtimeEvent[] = [];
  const unsubscribe = ctx.app.events.subscribe((event) => events.push(event));
  try {
    const task = await newTask('Announced');
    events.length = 0;
    await must('POST', linksUrl(), 'member', linkBody(task));
    expect(events).toEqual([expect.objectContaining({ type: 'document.updated', projectId: project, documentId: document, actorId: users.member })]);
    events.length = 0;
    expect((await send('DELETE', `${linksUrl()}/${task}`, 'member')).statusCode).toBe(204);
    expect(events).toEqual([expect.objectContaining({ type: 'document.updated', documentId: document })]);
    events.length = 0;
    expectError(await send('DELETE', `${linksUrl()}/${task}`, 'member'), 404, 'NotFound');
    expect(events).toEqual([]);
  } finally {
    unsubscribe();
  }
});

test('the list costs the same statements whatever the number of links on its page', async () => {
  for (let index = 0; index < 3; index += 1) await must('POST', linksUrl(), 'member', linkBody(await newTask(`Counted ${index}`)));
  const statementsFor = async (pageSize: number) => {
    ctx.statements.count = 0;
    const response = await get(`${linksUrl()}?pageSize=${pageSize}`, 'reader');
    expect(response.json().count).toBe(Math.min(pageSize, response.json().total));
    return ctx.statements.count;
  };
  const one = await statementsFor(1);
  expect(await statementsFor(500)).toBe(one);
  expect(one).toBeLessThanOrEqual(7);
});
