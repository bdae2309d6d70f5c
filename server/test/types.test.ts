import { sql } from 'kysely';
import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};

// 'member' is Priya: Team Leader in website_relaunch (manage_types), Project admin of types_lab (created below), Reader
// in design_system, not a member of the public mobile_app nor of the private customer_portal. 'tomas' is a plain
// Member of website_relaunch and no member of types_lab.
type Who = 'admin' | 'manager' | 'member' | 'tomas';

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'manager', 'member'] as const) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  cookies.tomas = await login(ctx.app, 'tomas.herrera@tessera.local', DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  // A project of Priya's own (she may add sub-projects to website_relaunch and becomes its Project admin) with no work
  // packages yet (the demo's projects have some), public so Tomás sees it without being a member.
  const lab = await send('POST', '/api/v3/projects', 'member', { name: 'Types lab', _links: { parent: { href: `/api/v3/projects/${projectIds.website_relaunch}` } } });
  if (lab.statusCode !== 201) throw new Error(`lab project: ${lab.statusCode} ${lab.body}`);
  projectIds.types_lab = lab.json().id;
});
afterAll(async () => {
  await ctx.close();
});

const send = (method: 'GET' | 'PATCH' | 'POST', url: string, who: Who, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
const available = (projectId: number, who: Who = 'member') => send('GET', `/api/v3/projects/${projectId}/available_types`, who);
const patchTypes = (projectId: number, body: unknown, who: Who = 'member') => send('PATCH', `/api/v3/projects/${projectId}/available_types`, who, body);

interface AvailableType {
  id: number;
  name: string;
  enabled: boolean;
  is_default: boolean;
  in_use: boolean;
}
/** "id" per enabled type, "*" marking the default and (withUse) "!" a type in use; disabled types left out. */
const summary = (body: { _embedded: { elements: AvailableType[] } }, withUse = true) =>
  body._embedded.elements.filter((type) => type.enabled).map((type) => `${type.id}${type.is_default ? '*' : ''}${withUse && type.in_use ? '!' : ''}`);

async function snapshot(): Promise<string> {
  const [types, projects] = await Promise.all([
    ctx.db.selectFrom('project_types').selectAll().orderBy('project_id').orderBy('type_id').execute(),
    ctx.db.selectFrom('projects').select(['id', 'updated_at']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ types, projects });
}

async function expectRefused(request: () => ReturnType<typeof send>, status: number, identifier: string, attribute?: string, message?: string) {
  const before = await snapshot();
  const body = expectError(await request(), status, identifier);
  if (attribute !== undefined) expect(body._embedded.details.attribute).toBe(attribute);
  if (message !== undefined) expect(body.message).toBe(message);
  expect(await snapshot()).toBe(before);
}

describe('GET /types and /types/{id}', () => {
  test('every type in OpenProject\'s Type shape, by position', async () => {
    const response = await send('GET', '/api/v3/types', 'tomas');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ _type: 'Collection', total: 6, count: 6, _links: { self: { href: '/api/v3/types' } } });
    expect(body._embedded.elements.map((type: { name: string }) => type.name)).toEqual(['Task', 'Bug', 'User story', 'Epic', 'Feature', 'Milestone']);
    expect(body._embedded.elements[0]).toEqual({
      _type: 'Type',
      id: 1,
      name: 'Task',
      color: '#1677ff',
      position: 1,
      isDefault: true,
      isMilestone: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      _links: { self: { href: '/api/v3/types/1', title: 'Task' } },
    });
    expect(body._embedded.elements[5]).toMatchObject({ name: 'Milestone', isMilestone: true, isDefault: false });
  });

  test('one type; unknown ids are 404; no session is 401', async () => {
    expect((await send('GET', '/api/v3/types/2', 'tomas')).json()).toMatchObject({ _type: 'Type', id: 2, name: 'Bug' });
    expectError(await send('GET', '/api/v3/types/99', 'tomas'), 404, 'NotFound');
    expectError(await send('GET', '/api/v3/types/abc', 'tomas'), 404, 'NotFound');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/types' }), 401, 'Unauthenticated');
  });
});

describe('types of a project', () => {
  test('seeded and newly created projects enable every type, Task as their default', async () => {
    expect(summary((await available(projectIds.website_relaunch)).json(), false)).toEqual(['1*', '2', '3', '4', '5', '6']);
    const created = await send('POST', '/api/v3/projects', 'manager', { name: 'Typed project' });
    expect(created.statusCode).toBe(201);
    expect(summary((await available(created.json().id, 'manager')).json())).toEqual(['1*', '2', '3', '4', '5', '6']);
  });

  test('available_types: every type with enabled, is_default and in_use; the update link only for who may manage types', async () => {
    const body = (await available(projectIds.types_lab)).json();
    expect(body).toMatchObject({
      _type: 'Collection',
      total: 6,
      _links: {
        self: { href: `/api/v3/projects/${projectIds.types_lab}/available_types` },
        updateImmediately: { href: `/api/v3/projects/${projectIds.types_lab}/available_types`, method: 'patch' },
      },
    });
    expect(body._embedded.elements[1]).toMatchObject({ _type: 'Type', id: 2, name: 'Bug', color: '#cf1322', enabled: true, is_default: false, in_use: false });
    // The project's default, not the global one, is what is_default says.
    expect(body._embedded.elements[1].isDefault).toBeUndefined();
    expect((await available(projectIds.website_relaunch)).json()._links.updateImmediately).toBeDefined();
    expect((await available(projectIds.website_relaunch, 'tomas')).json()._links.updateImmediately).toBeUndefined();
    expect((await available(projectIds.types_lab, 'tomas')).json()._links.updateImmediately).toBeUndefined();
    // A public project is readable by anyone signed in (view_work_packages), without the link.
    const outsider = await available(projectIds.mobile_app);
    expect(outsider.statusCode).toBe(200);
    expect(outsider.json()._links.updateImmediately).toBeUndefined();
  });

  test('invisible or unknown projects are 404', async () => {
    expectError(await available(projectIds.customer_portal), 404, 'NotFound');
    expectError(await send('GET', `/api/v3/projects/${projectIds.customer_portal}/types`, 'member'), 404, 'NotFound');
    expectError(await available(999_999, 'admin'), 404, 'NotFound');
  });
});

describe('PATCH /projects/{id}/available_types', () => {
  test('sets the enabled types and the default; GET /projects/{id}/types follows; the project\'s updatedAt moves', async () => {
    const id = projectIds.types_lab;
    const before = (await send('GET', `/api/v3/projects/${id}`, 'member')).json().updatedAt;
    ctx.clock.advance(60_000);
    const response = await patchTypes(id, { type_ids: [6, 1, 2, 2], default_type_id: 6 });
    expect(response.statusCode).toBe(200);
    expect(summary(response.json())).toEqual(['1', '2', '6*']);
    expect(response.json()._embedded.elements.find((type: AvailableType) => type.id === 3)).toMatchObject({ enabled: false, is_default: false });
    const enabled = (await send('GET', `/api/v3/projects/${id}/types`, 'tomas')).json();
    expect(enabled).toMatchObject({ _type: 'Collection', total: 3, _links: { self: { href: `/api/v3/projects/${id}/types` } } });
    expect(enabled._embedded.elements.map((type: { name: string }) => type.name)).toEqual(['Task', 'Bug', 'Milestone']);
    const after = (await send('GET', `/api/v3/projects/${id}`, 'member')).json().updatedAt;
    expect(after).toBe(ctx.clock.now().toISOString());
    expect(after > before).toBe(true);
  });

  test('without a default: the current one if it stays enabled, else the first enabled by position', async () => {
    const id = projectIds.types_lab;
    expect(summary((await patchTypes(id, { type_ids: [4, 3] })).json())).toEqual(['3*', '4']);
    expect(summary((await patchTypes(id, { type_ids: [2, 3, 4] })).json())).toEqual(['2', '3*', '4']);
  });

  test('validation: 422 naming type_ids or default_type_id; 400 for wrong JSON types; nothing changes', async () => {
    const id = projectIds.types_lab;
    await expectRefused(() => patchTypes(id, { type_ids: [] }), 422, 'PropertyConstraintViolation', 'type_ids', 'At least one type must stay enabled.');
    await expectRefused(() => patchTypes(id, { type_ids: [1, 99] }), 422, 'PropertyConstraintViolation', 'type_ids', 'Type 99 does not exist.');
    await expectRefused(() => patchTypes(id, { type_ids: [0, -3] }), 422, 'PropertyConstraintViolation', 'type_ids', 'Types 0, -3 do not exist.');
    await expectRefused(() => patchTypes(id, { type_ids: [1, 2], default_type_id: 3 }), 422, 'PropertyConstraintViolation', 'default_type_id', 'The default type must be one of the enabled types.');
    await expectRefused(() => patchTypes(id, { type_ids: [1, 2], default_type_id: 99 }), 422, 'PropertyConstraintViolation', 'default_type_id');
    await expectRefused(() => patchTypes(id, {}), 422, 'PropertyConstraintViolation', 'type_ids');
    await expectRefused(() => patchTypes(id, { type_ids: '1' }), 400, 'InvalidRequestBody', 'type_ids');
    await expectRefused(() => patchTypes(id, { type_ids: 1 }), 400, 'InvalidRequestBody', 'type_ids');
    await expectRefused(() => patchTypes(id, { type_ids: ['1'] }), 400, 'InvalidRequestBody', 'type_ids');
    await expectRefused(() => patchTypes(id, { type_ids: [1.5] }), 400, 'InvalidRequestBody', 'type_ids');
    await expectRefused(() => patchTypes(id, { type_ids: [1], default_type_id: '1' }), 400, 'InvalidRequestBody', 'default_type_id');
    await expectRefused(() => patchTypes(id, { type_ids: [1], enabled: true }), 400, 'InvalidRequestBody', 'enabled');
  });

  test('permissions: 403 without manage_types in a visible project, 404 in an invisible one', async () => {
    await expectRefused(() => patchTypes(projectIds.types_lab, { type_ids: [1] }, 'tomas'), 403, 'MissingPermission', undefined, 'You need the "Manage types" permission in this project.');
    await expectRefused(() => patchTypes(projectIds.design_system, { type_ids: [1] }), 403, 'MissingPermission');
    await expectRefused(() => patchTypes(projectIds.mobile_app, { type_ids: [1] }), 403, 'MissingPermission');
    await expectRefused(() => patchTypes(projectIds.customer_portal, { type_ids: [1] }), 404, 'NotFound');
    await expectRefused(() => ctx.app.inject({ method: 'PATCH', url: `/api/v3/projects/${projectIds.types_lab}/available_types`, payload: { type_ids: [1] } }), 401, 'Unauthenticated');
    // Admins may everywhere (all six stay enabled, whatever the project's work packages use).
    expect((await patchTypes(projectIds.customer_portal, { type_ids: [1, 2, 3, 4, 5, 6], default_type_id: 5 }, 'admin')).statusCode).toBe(200);
  });

  test('a type its work packages use is in_use and cannot be disabled', async () => {
    const id = (await send('POST', '/api/v3/projects', 'admin', { name: 'In use lab' })).json().id;
    const now = ctx.clock.now().toISOString();
    await sql`insert into work_packages (project_id, type_id, status_id, priority_id, subject, created_at, updated_at)
              values (${id}, ${2}, (select min(id) from statuses), (select min(id) from priorities), ${'Broken button'}, ${now}, ${now})`.execute(ctx.db);
    expect(summary((await available(id, 'admin')).json())).toEqual(['1*', '2!', '3', '4', '5', '6']);
    await expectRefused(() => patchTypes(id, { type_ids: [1, 3] }, 'admin'), 422, 'PropertyConstraintViolation', 'type_ids', 'Bug cannot be disabled: 1 work package of this project uses it.');
    expect(summary((await patchTypes(id, { type_ids: [2] }, 'admin')).json())).toEqual(['2*!']);
  });
});
