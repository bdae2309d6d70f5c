import { createApiToken, createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'manager', 'member']) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, who: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });

describe('GET /users/me', () => {
  test.each([
    ['admin', { roleType: 'admin', admin: true, isManager: false, globalRoles: ['Administrator'], name: 'Ada Okafor' }],
    ['manager', { roleType: 'manager', admin: false, isManager: true, globalRoles: ['Manager'], name: 'Marcus Lindqvist' }],
    ['member', { roleType: 'member', admin: false, isManager: false, globalRoles: [], name: 'Priya Raman' }],
  ])('%s', async (who, expected) => {
    const response = await get('/api/v3/users/me', who);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/hal+json; charset=utf-8');
    const body = response.json();
    expect(body).toMatchObject({ _type: 'User', email: `${who}@tessera.local`, status: 'active', avatar: null, ...expected });
    expect(body._links.self.href).toBe(`/api/v3/users/${body.id}`);
    expect(body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(body).not.toHaveProperty('password_hash');
  });
});

describe('GET /users/{id} and /users', () => {
  test('emails are shown to the user themself and to admins only', async () => {
    const me = (await get('/api/v3/users/me', 'member')).json();
    const admin = (await get('/api/v3/users/me', 'admin')).json();
    expect((await get(`/api/v3/users/${admin.id}`, 'member')).json()).not.toHaveProperty('email');
    expect((await get(`/api/v3/users/${me.id}`, 'admin')).json().email).toBe('member@tessera.local');
    const list = (await get('/api/v3/users?pageSize=100', 'member')).json();
    const emails = list._embedded.elements.filter((u: { email?: string }) => u.email !== undefined).map((u: { email: string }) => u.email);
    expect(emails).toEqual(['member@tessera.local']);
  });

  test('an unknown or malformed id is a 404', async () => {
    expectError(await get('/api/v3/users/9999', 'member'), 404, 'NotFound');
    expectError(await get('/api/v3/users/abc', 'member'), 404, 'NotFound');
  });

  test('lists users sorted by name, paginated, without groups', async () => {
    const page1 = (await get('/api/v3/users?pageSize=4', 'member')).json();
    expect(page1).toMatchObject({ _type: 'Collection', total: 10, count: 4, pageSize: 4, offset: 1 });
    const names = page1._embedded.elements.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(page1._links.nextByOffset.href).toBe('/api/v3/users?offset=2&pageSize=4');
    const page3 = (await get('/api/v3/users?pageSize=4&offset=3', 'member')).json();
    expect(page3.count).toBe(2);
    expect(page3._links.nextByOffset).toBeUndefined();
    expect(page3._links.previousByOffset.href).toBe('/api/v3/users?offset=2&pageSize=4');
  });

  test('filters by name and status', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ name: { operator: '~', values: ['hopper'] } }]));
    expect((await get(`/api/v3/users?filters=${filters}`, 'member')).json().total).toBe(0);
    const byName = encodeURIComponent(JSON.stringify([{ name: { operator: '~', values: ['ROSS'] } }]));
    expect((await get(`/api/v3/users?filters=${byName}`, 'member')).json()._embedded.elements.map((u: { login: string }) => u.login)).toEqual(['sofia.rossi']);
    const locked = encodeURIComponent(JSON.stringify([{ status: { operator: '=', values: ['locked'] } }]));
    expect((await get(`/api/v3/users?filters=${locked}`, 'member')).json().total).toBe(0);
  });
});

describe('POST /users', () => {
  test('admins create users; the password policy applies; others get 403', async () => {
    const payload = { email: 'grace.hopper@tessera.local', firstName: 'Grace', lastName: 'Hopper', password: 'weakpassword' };
    const weak = await ctx.app.inject({ method: 'POST', url: '/api/v3/users', headers: { cookie: cookies.admin, ...XHR }, payload });
    expect(expectError(weak, 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('password');

    const denied = await ctx.app.inject({ method: 'POST', url: '/api/v3/users', headers: { cookie: cookies.manager, ...XHR }, payload: { ...payload, password: 'Str0ng-enough' } });
    expectError(denied, 403, 'MissingPermission');

    const created = await ctx.app.inject({ method: 'POST', url: '/api/v3/users', headers: { cookie: cookies.admin, ...XHR }, payload: { ...payload, password: 'Str0ng-enough' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ login: 'grace.hopper', roleType: 'member', name: 'Grace Hopper' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v3/session', payload: { email: payload.email, password: 'Str0ng-enough' } })).statusCode).toBe(200);

    const duplicate = await ctx.app.inject({ method: 'POST', url: '/api/v3/users', headers: { cookie: cookies.admin, ...XHR }, payload: { ...payload, password: 'Str0ng-enough' } });
    expect(expectError(duplicate, 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('email');
  });

  test('works with an admin API token and no CSRF header', async () => {
    const { token } = await createApiToken(ctx.app, cookies.admin);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v3/users',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: 'alan.t@tessera.local', firstName: 'Alan', lastName: 'Turing', password: 'Enigma-1912x', roleType: 'manager' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().isManager).toBe(true);
  });
});
