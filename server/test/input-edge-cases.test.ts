// Server errors the malformed-input suite found, each kept as a plain regression test (both databases).
import { MAX_FILTER_VALUES } from '../src/http/query.ts';
import { createTestContext, DEMO_PASSWORD, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: string;
let projectId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD);
  projectId = (await ctx.db.selectFrom('projects').select('id').where('identifier', '=', 'website_relaunch').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await ctx.close();
});

const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: admin, ...XHR }, payload: payload as object });

test('a work package at the largest board position: the next new one is still created, last', async () => {
  const top = await send('POST', `/api/v3/projects/${projectId}/work_packages`, { subject: 'At the very end', position: 2_147_483_647 });
  expect(top.statusCode).toBe(201);
  const next = await send('POST', `/api/v3/projects/${projectId}/work_packages`, { subject: 'After it' });
  expect(next.statusCode).toBe(201);
  expect(next.json().position).toBe(2_147_483_647);
});

test('a body nested 150,000 levels deep (under the 1 MB limit) is checked in linear time: a 422, not a stalled server', async () => {
  const depth = 150_000;
  const payload = `${'{"a":'.repeat(depth)}"\\u0000"${'}'.repeat(depth)}`;
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v3/access_tokens', headers: { cookie: admin, ...XHR, 'content-type': 'application/json' }, payload });
  expect(response.statusCode).toBe(422);
  expect(response.json()._embedded.details.attribute).toBe('a');
});

test(`a filter takes at most ${MAX_FILTER_VALUES} values (each is an SQL parameter; SQLite allows 32766)`, async () => {
  const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));
  const filter = (count: number) => encodeURIComponent(JSON.stringify([{ id: { operator: '=', values: ids(count) } }]));
  const get = (count: number) => ctx.app.inject({ method: 'GET', url: `/api/v3/work_packages?filters=${filter(count)}`, headers: { cookie: admin } });
  expect((await get(MAX_FILTER_VALUES)).statusCode).toBe(200);
  expect((await get(MAX_FILTER_VALUES + 1)).statusCode).toBe(400);
  expect((await get(40_000)).json().message).toBe(`Filter id takes at most ${MAX_FILTER_VALUES} values.`);
});
