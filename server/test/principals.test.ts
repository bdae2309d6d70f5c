import { insertRowsReturningIds } from '../src/seed/bulk.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
let guildId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'member']) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  guildId = (await ctx.db.selectFrom('principals').select('id').where('type', '=', 'Group').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const elementNames = (body: { _embedded: { elements: { name: string }[] } }) => body._embedded.elements.map((e) => e.name);

describe('roles', () => {
  test('GET /roles lists the project roles in order', async () => {
    const [globalId] = await insertRowsReturningIds(ctx.db, 'roles', [{ name: 'Auditor', scope: 'global', position: 0, builtin: false }]);
    const response = await get('/api/v3/roles');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ _type: 'Collection', total: 5, count: 5, _links: { self: { href: '/api/v3/roles' } } });
    expect(elementNames(body)).toEqual(['Project admin', 'Team Leader', 'Member', 'Reader', 'Coordinator']);
    const first = body._embedded.elements[0];
    expect(first).toEqual({ _type: 'Role', id: first.id, name: 'Project admin', _links: { self: { href: `/api/v3/roles/${first.id}`, title: 'Project admin' } } });

    const project = (await get(`/api/v3/roles?filters=${q([{ unit: { operator: '=', values: ['project'] } }])}`)).json();
    expect(project.total).toBe(5);
    const system = (await get(`/api/v3/roles?filters=${q([{ unit: { operator: '=', values: ['system'] } }])}`)).json();
    expect(elementNames(system)).toEqual(['Auditor']);
    const grantable = (await get(`/api/v3/roles?filters=${q([{ grantable: { operator: '=', values: ['t'] } }])}`)).json();
    expect(grantable.total).toBe(5);
    await ctx.db.deleteFrom('roles').where('id', '=', globalId).execute();
  });

  test('GET /roles/{id}', async () => {
    const leader = await ctx.db.selectFrom('roles').select('id').where('name', '=', 'Team Leader').executeTakeFirstOrThrow();
    expect((await get(`/api/v3/roles/${leader.id}`)).json()).toEqual({
      _type: 'Role',
      id: leader.id,
      name: 'Team Leader',
      _links: { self: { href: `/api/v3/roles/${leader.id}`, title: 'Team Leader' } },
    });
    expectError(await get('/api/v3/roles/999999'), 404, 'NotFound');
    expectError(await get('/api/v3/roles/abc'), 404, 'NotFound');
  });

  test.each([
    [`filters=${q([{ unit: { operator: '=', values: ['galaxy'] } }])}`, 'is not a role unit'],
    [`filters=${q([{ scope: { operator: '=', values: ['project'] } }])}`, 'Unknown filter: scope'],
  ])('%s is a 400', async (query, message) => {
    expect(expectError(await get(`/api/v3/roles?${query}`), 400, 'InvalidQuery').message).toContain(message);
  });

  test('needs authentication', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/roles' }), 401, 'Unauthenticated');
  });
});

describe('GET /principals', () => {
  test('users and groups by name, paginated', async () => {
    const body = (await get('/api/v3/principals?pageSize=3')).json();
    expect(body).toMatchObject({ _type: 'Collection', total: 11, count: 3, pageSize: 3, offset: 1 });
    expect(elementNames(body)).toEqual(['Ada Okafor', 'Design guild', 'Hannah Becker']);
    const guild = body._embedded.elements[1];
    expect(guild).toMatchObject({ _type: 'Group', id: guildId, _links: { self: { href: `/api/v3/groups/${guildId}`, title: 'Design guild' } } });
    expect(body._embedded.elements[0]).toMatchObject({ _type: 'User', name: 'Ada Okafor' });
    // Other users' emails stay hidden, as on /users.
    expect(body._embedded.elements[0]).not.toHaveProperty('email');
    expect(body._links.nextByOffset.href).toBe('/api/v3/principals?offset=2&pageSize=3');
  });

  test('type, name, status and member filters', async () => {
    const groups = (await get(`/api/v3/principals?filters=${q([{ type: { operator: '=', values: ['Group'] } }])}`)).json();
    expect(elementNames(groups)).toEqual(['Design guild']);
    const users = (await get(`/api/v3/principals?filters=${q([{ type: { operator: '=', values: ['User'] } }])}`)).json();
    expect(users.total).toBe(10);
    const named = (await get(`/api/v3/principals?filters=${q([{ name: { operator: '~', values: ['GUILD'] } }])}`)).json();
    expect(elementNames(named)).toEqual(['Design guild']);
    const byLogin = (await get(`/api/v3/principals?filters=${q([{ name: { operator: '~', values: ['hannah.b'] } }])}`)).json();
    expect(elementNames(byLogin)).toEqual(['Hannah Becker']);
    const tools = await ctx.db.selectFrom('projects').select('id').where('identifier', '=', 'internal_tools').executeTakeFirstOrThrow();
    // Internal tools is private and Priya is not in it: only someone who sees its members (here an admin) finds them.
    const members = (await get(`/api/v3/principals?filters=${q([{ member: { operator: '=', values: [String(tools.id)] } }])}`, 'admin')).json();
    expect(elementNames(members)).toEqual(['Noah Fischer', 'Tomás Herrera']);
    const candidates = (await get(`/api/v3/principals?filters=${q([{ member: { operator: '!', values: [String(tools.id)] } }, { type: { operator: '=', values: ['User'] } }])}`, 'admin')).json();
    expect(candidates.total).toBe(8);
    await ctx.db.updateTable('principals').set({ status: 'locked' }).where('login', '=', 'noah.fischer').execute();
    const active = (await get(`/api/v3/principals?filters=${q([{ status: { operator: '=', values: ['active'] } }])}`)).json();
    expect(active.total).toBe(10);
    expect(elementNames(active)).not.toContain('Noah Fischer');
    await ctx.db.updateTable('principals').set({ status: 'active' }).where('login', '=', 'noah.fischer').execute();
  });

  test.each([
    [`filters=${q([{ type: { operator: '=', values: ['PlaceholderUser'] } }])}`, 'is not a principal type'],
    [`filters=${q([{ email: { operator: '=', values: ['x'] } }])}`, 'Unknown filter: email'],
    [`sortBy=${q([['login', 'asc']])}`, 'Unknown sort field: login'],
  ])('%s is a 400', async (query, message) => {
    expect(expectError(await get(`/api/v3/principals?${query}`), 400, 'InvalidQuery').message).toContain(message);
  });
});

describe('GET /groups/{id}', () => {
  test('the group with its users', async () => {
    const response = await get(`/api/v3/groups/${guildId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ _type: 'Group', id: guildId, name: 'Design guild', memberCount: 3 });
    expect(body._links.self).toEqual({ href: `/api/v3/groups/${guildId}`, title: 'Design guild' });
    expect(body._links.members.map((m: { title: string }) => m.title)).toEqual(['Hannah Becker', 'Mei Chen', 'Sofia Rossi']);
    expect(body._links.members[0].href).toMatch(/^\/api\/v3\/users\/\d+$/);
    expect(body._links.memberships.href).toContain('/api/v3/memberships?filters=');
  });

  test('a user id or an unknown id is a 404', async () => {
    const user = await ctx.db.selectFrom('principals').select('id').where('type', '=', 'User').executeTakeFirstOrThrow();
    expectError(await get(`/api/v3/groups/${user.id}`), 404, 'NotFound');
    expectError(await get('/api/v3/groups/999999'), 404, 'NotFound');
    // Beyond the integer column's range (a 500 on PostgreSQL if it reached the query).
    expectError(await get('/api/v3/groups/99999999999'), 404, 'NotFound');
    expectError(await get('/api/v3/roles/99999999999'), 404, 'NotFound');
    const huge = (operator: string) => q([{ member: { operator, values: ['99999999999'] } }]);
    expectError(await get(`/api/v3/principals?filters=${huge('=')}`), 400, 'InvalidQuery');
    expectError(await get(`/api/v3/principals?filters=${huge('!')}`), 400, 'InvalidQuery');
  });
});
