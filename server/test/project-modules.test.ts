// Project modules (issue 16): a project admin switches areas off and on; a switched-off module's permissions count
// for nobody there (admins included), its API answers 403 naming the module, lists leave its items out, copies keep
// the source's modules, and bad input is a 422 naming enabledModules.
import { insertProjectRoles } from '../src/seed/bulk.ts';
import { DEFAULT_PROJECT_ROLES } from '../src/seed/roles.ts';
import { createUser } from '../src/modules/users/service.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, TEST_PASSWORD_HASHING, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const users: Record<string, number> = {};
let project = 0;
let open = 0;
let document = 0;
let task = 0;

// 'lead' is the project's Project admin, 'member' a Member, 'outsider' no member (the open project is public).
const WHO = ['admin', 'lead', 'member', 'outsider'] as const;
type Who = (typeof WHO)[number];

const ALL = ['work_package_tracking', 'backlogs', 'costs', 'documents', 'forums', 'github'];
const get = (url: string, who: Who) => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function must(method: 'POST' | 'PATCH', url: string, who: Who, payload?: unknown) {
  const response = await send(method, url, who, payload);
  if (response.statusCode >= 300) throw new Error(`${method} ${url} as ${who}: ${response.statusCode} ${response.body}`);
  return response.json();
}

const setModules = (projectId: number, modules: string[], who: Who = 'lead') => send('PATCH', `/api/v3/projects/${projectId}`, who, { enabledModules: modules });
const without = (...off: string[]) => ALL.filter((module) => !off.includes(module));

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const roles = await insertProjectRoles(ctx.db, DEFAULT_PROJECT_ROLES);
  for (const who of WHO) {
    const user = await createUser(
      ctx.db,
      TEST_PASSWORD_HASHING,
      { email: `${who}@modules.test`, firstName: who, lastName: 'Tester', password: DEMO_PASSWORD, roleType: who === 'admin' ? 'admin' : 'member' },
      ctx.clock.now(),
    );
    users[who] = user.id;
    cookies[who] = await login(ctx.app, `${who}@modules.test`, DEMO_PASSWORD);
  }
  const member = async (projectId: number, who: Who, role: string) =>
    must('POST', '/api/v3/memberships', 'admin', {
      _links: { principal: { href: `/api/v3/users/${users[who]}` }, project: { href: `/api/v3/projects/${projectId}` }, roles: [{ href: `/api/v3/roles/${roles.get(role)}` }] },
    });
  project = (await must('POST', '/api/v3/projects', 'admin', { name: 'Modular', identifier: 'modular', public: false })).id;
  open = (await must('POST', '/api/v3/projects', 'admin', { name: 'Open house', identifier: 'open_house', public: true })).id;
  await member(project, 'lead', 'Project admin');
  await member(project, 'member', 'Member');
  document = (await must('POST', `/api/v3/projects/${project}/documents`, 'member', { title: 'Handbook' })).id;
  task = (await must('POST', `/api/v3/projects/${project}/work_packages`, 'member', { subject: 'Paint the shed' })).id;
  await must('POST', `/api/v3/projects/${open}/documents`, 'admin', { title: 'Open notes' });
});

afterAll(async () => {
  await ctx?.close();
});

afterEach(async () => {
  for (const id of [project, open]) expect((await setModules(id, ALL, 'admin')).statusCode).toBe(200);
});

test('a project has every module until one is switched off; the project and its form say which', async () => {
  expect((await get(`/api/v3/projects/${project}`, 'member')).json().enabledModules).toEqual(ALL);
  const changed = await setModules(project, ['forums', 'documents', 'work_package_tracking']);
  expect(changed.statusCode).toBe(200);
  // Always in one order, whatever order they were sent in.
  expect(changed.json().enabledModules).toEqual(['work_package_tracking', 'documents', 'forums']);
  const listed = (await get(`/api/v3/projects?filters=${encodeURIComponent(JSON.stringify([{ id: { operator: '=', values: [String(project)] } }]))}`, 'member')).json();
  expect(listed._embedded.elements[0].enabledModules).toEqual(['work_package_tracking', 'documents', 'forums']);
  const form = (await send('POST', `/api/v3/projects/${project}/form`, 'lead', { enabledModules: ['forums'] })).json();
  expect(form._embedded.payload.enabledModules).toEqual(['forums']);
});

test('a switched-off module answers 403 naming it, for members and admins; switching it on again restores access', async () => {
  expect((await setModules(project, without('documents'))).statusCode).toBe(200);
  for (const who of ['member', 'admin'] as const) {
    expectError(await get(`/api/v3/projects/${project}/documents`, who), 403, 'MissingPermission');
    expectError(await get(`/api/v3/documents/${document}`, who), 403, 'MissingPermission');
  }
  expect((await get(`/api/v3/projects/${project}/documents`, 'member')).json().message).toBe('The Documents module is not enabled in this project.');
  // The list across projects leaves the project's documents out.
  const titles = (await get('/api/v3/documents', 'admin')).json()._embedded.elements.map((d: { title: string }) => d.title);
  expect(titles).not.toContain('Handbook');
  // The rest of the project works.
  expect((await get(`/api/v3/work_packages/${task}`, 'member')).statusCode).toBe(200);

  expect((await setModules(project, ALL)).statusCode).toBe(200);
  expect((await get(`/api/v3/documents/${document}`, 'member')).statusCode).toBe(200);
});

test('without work packages, the project keeps its page but its packages leave every list and their writes are refused', async () => {
  expect((await setModules(project, without('work_package_tracking'))).statusCode).toBe(200);
  expect((await get(`/api/v3/projects/${project}`, 'member')).statusCode).toBe(200);
  const response = await get(`/api/v3/work_packages/${task}`, 'member');
  expect([403, 404]).toContain(response.statusCode);
  const ids = (await get('/api/v3/work_packages', 'admin')).json()._embedded.elements.map((wp: { id: number }) => wp.id);
  expect(ids).not.toContain(task);
  expectError(await send('POST', `/api/v3/projects/${project}/work_packages`, 'member', { subject: 'Refused' }), 403, 'MissingPermission');
  // Nor is the project offering to create one.
  expect((await get(`/api/v3/projects/${project}`, 'admin')).json()._links.createWorkPackage).toBeUndefined();
});

test('without sprints, the project statistics answer 403 naming the module', async () => {
  expect((await setModules(project, without('backlogs'))).statusCode).toBe(200);
  const response = await get(`/api/v3/projects/${project}/statistics`, 'member');
  expect(response.statusCode).toBe(403);
  expect(response.json().message).toBe('The Sprints module is not enabled in this project.');
});

test("a public project's switched-off module is closed to non-members too", async () => {
  expect((await get(`/api/v3/projects/${open}/documents`, 'outsider')).statusCode).toBe(200);
  expect((await setModules(open, without('documents'), 'admin')).statusCode).toBe(200);
  expect((await get(`/api/v3/projects/${open}/documents`, 'outsider')).statusCode).toBe(403);
  const titles = (await get('/api/v3/documents', 'outsider')).json()._embedded.elements.map((d: { title: string }) => d.title);
  expect(titles).not.toContain('Open notes');
});

test('only who holds select_project_modules switches modules; unknown names are a 422 naming enabledModules', async () => {
  const refused = await setModules(project, without('forums'), 'member');
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe("You are not allowed to switch this project's modules.");
  const invalid = expectError(await setModules(project, ['forums', 'wiki']), 422, 'PropertyConstraintViolation');
  expect(invalid._embedded?.details?.attribute).toBe('enabledModules');
  expect((await send('PATCH', `/api/v3/projects/${project}`, 'lead', { enabledModules: 'forums' })).statusCode).toBe(400);
  // Nothing changed.
  expect((await get(`/api/v3/projects/${project}`, 'member')).json().enabledModules).toEqual(ALL);
});

test('a new project may name its modules; a copy keeps the source\'s modules', async () => {
  const created = await must('POST', '/api/v3/projects', 'admin', { name: 'Lean', identifier: 'lean', enabledModules: ['work_package_tracking'] });
  expect(created.enabledModules).toEqual(['work_package_tracking']);

  expect((await setModules(project, without('forums', 'github'))).statusCode).toBe(200);
  const copy = await send('POST', `/api/v3/projects/${project}/copy`, 'admin', { name: 'Modular copy', identifier: 'modular_copy' });
  expect(copy.statusCode).toBe(302);
  await ctx.app.jobs.drain();
  const copied = (await get('/api/v3/projects?filters=' + encodeURIComponent(JSON.stringify([{ name_and_identifier: { operator: '~', values: ['modular_copy'] } }])), 'admin')).json();
  expect(copied._embedded.elements[0].enabledModules).toEqual(without('forums', 'github'));
});
