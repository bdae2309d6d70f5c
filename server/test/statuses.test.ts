import { createTestContext, DEMO_PASSWORD, expectError, login, type TestContext } from './helpers.ts';

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await login(ctx.app, 'member@tessera.local', DEMO_PASSWORD);
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = { cookie }) => ctx.app.inject({ method: 'GET', url, headers });

describe('GET /statuses', () => {
  test('the standard statuses by position, with colours, the closed flag and the default', async () => {
    const response = await get('/api/v3/statuses');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ _type: 'Collection', total: 5, count: 5, _links: { self: { href: '/api/v3/statuses' } } });
    expect(body._embedded.elements.map((s: { id: number; name: string; isClosed: boolean; isDefault: boolean }) => [s.id, s.name, s.isClosed, s.isDefault])).toEqual([
      [1, 'New', false, true],
      [2, 'In Progress', false, false],
      [3, 'On Hold', false, false],
      [4, 'Completed', true, false],
      [5, 'Rejected', true, false],
    ]);
    for (const status of body._embedded.elements) expect(status.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  test('GET /statuses/{id}; 404 for an unknown id; 401 without a login', async () => {
    expect((await get('/api/v3/statuses/2')).json()).toEqual({
      _type: 'Status',
      id: 2,
      name: 'In Progress',
      color: '#fa8c16',
      position: 2,
      isClosed: false,
      isDefault: false,
      isReadonly: false,
      _links: { self: { href: '/api/v3/statuses/2', title: 'In Progress' } },
    });
    expectError(await get('/api/v3/statuses/99'), 404, 'NotFound');
    expectError(await get('/api/v3/statuses', {}), 401, 'Unauthenticated');
  });
});

describe('GET /priorities', () => {
  test('Low 7, Normal 8 (default), High 9, Immediate 10 (spec 001 section 4)', async () => {
    const body = (await get('/api/v3/priorities')).json();
    expect(body).toMatchObject({ _type: 'Collection', total: 4 });
    expect(body._embedded.elements.map((p: { id: number; name: string; isDefault: boolean; position: number }) => [p.id, p.name, p.isDefault, p.position])).toEqual([
      [7, 'Low', false, 1],
      [8, 'Normal', true, 2],
      [9, 'High', false, 3],
      [10, 'Immediate', false, 4],
    ]);
    expect((await get('/api/v3/priorities/10')).json()).toMatchObject({ _type: 'Priority', name: 'Immediate', isActive: true, _links: { self: { href: '/api/v3/priorities/10' } } });
    expectError(await get('/api/v3/priorities/1'), 404, 'NotFound');
  });
});
