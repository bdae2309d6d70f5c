// Issue 18: what one create and one status move cost, in statements (each a round trip on PostgreSQL). The counts are
// pinned per database, so a read or write added to the path fails here; the answers are checked against a fresh read.
import { createTestContext, DEMO_PASSWORD, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
let projectId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'member']) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  projectId = (await ctx.db.selectFrom('projects').select('id').where('identifier', '=', 'website_relaunch').executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx.close());

const postgres = () => ctx.databaseUrl !== null;
const send = (method: 'GET' | 'POST' | 'PATCH', url: string, who: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload ? { payload } : {}) });

/** The statements of one request, after one that settles the session's sliding-expiry write. */
async function statementsOf<T>(request: () => Promise<T>): Promise<{ result: T; count: number }> {
  ctx.statements.count = 0;
  const result = await request();
  return { result, count: ctx.statements.count };
}

/**
 * Authentication (session and user: 2 reads on SQLite, 1 join on PostgreSQL); the project and the caller's roles there (1 for an admin, 2 for a member); the
 * statuses, priorities and types with the project's enabled types (1); begin, the insert, the journal with its details
 * (1 on PostgreSQL, 3 on SQLite: versions, journals, details), commit; the new package as represented (1).
 */
const CREATE = { sqlite: { admin: 11, member: 12 }, postgres: { admin: 8, member: 9 } };
/**
 * Authentication (2 or 1); the package with its project (1) and the caller's roles there (none for an admin, 1 for a
 * member); the reference data (1); begin, the update, the journal (1 or 3), commit; the package as represented (1).
 */
const STATUS_MOVE = { sqlite: { admin: 11, member: 12 }, postgres: { admin: 8, member: 9 } };

describe.each(['admin', 'member'] as const)('as %s', (who) => {
  test('a create and a status move cost a fixed number of statements, and answer what a fresh read shows', async () => {
    const expected = postgres() ? { create: CREATE.postgres[who], move: STATUS_MOVE.postgres[who] } : { create: CREATE.sqlite[who], move: STATUS_MOVE.sqlite[who] };
    await send('GET', '/api/v3/users/me', who);

    const created = await statementsOf(() => send('POST', `/api/v3/projects/${projectId}/work_packages`, who, { subject: `Counted by ${who}` }));
    expect(created.result.statusCode).toBe(201);
    expect(created.count).toBe(expected.create);
    const body = created.result.json();
    expect(body).toMatchObject({ subject: `Counted by ${who}`, lockVersion: 0 });
    expect(body).toEqual((await send('GET', `/api/v3/work_packages/${body.id}`, who)).json());

    const moved = await statementsOf(() => send('PATCH', `/api/v3/work_packages/${body.id}/status`, who, { _links: { status: { href: '/api/v3/statuses/2' } } }));
    expect(moved.result.statusCode).toBe(200);
    expect(moved.count).toBe(expected.move);
    const after = moved.result.json();
    expect(after).toMatchObject({ lockVersion: 1, _links: { status: { href: '/api/v3/statuses/2' } } });
    expect(after).toEqual((await send('GET', `/api/v3/work_packages/${body.id}`, who)).json());

    // Each write journaled once, versions 1 and 2, the move's detail old -> new.
    const journals = await ctx.db.selectFrom('journals').select(['id', 'version']).where('journable_type', '=', 'WorkPackage').where('journable_id', '=', body.id).orderBy('version').execute();
    expect(journals.map((journal) => journal.version)).toEqual([1, 2]);
    const details = await ctx.db.selectFrom('journal_details').select(['property', 'old_value', 'new_value']).where('journal_id', '=', journals[1].id).execute();
    expect(details).toEqual([{ property: 'status_id', old_value: '1', new_value: '2' }]);
  });
});

test('a package in a hierarchy is answered with its parent, ancestors and children (the relatives read it adds)', async () => {
  const create = async (payload: object) => (await send('POST', `/api/v3/projects/${projectId}/work_packages`, 'admin', payload)).json();
  const root = await create({ subject: 'Root' });
  const middle = await create({ subject: 'Middle', _links: { parent: { href: `/api/v3/work_packages/${root.id}` } } });
  const leaf = await create({ subject: 'Leaf', _links: { parent: { href: `/api/v3/work_packages/${middle.id}` } } });
  expect(leaf._links.parent).toEqual({ href: `/api/v3/work_packages/${middle.id}`, title: 'Middle' });
  expect(leaf._links.ancestors).toEqual([
    { href: `/api/v3/work_packages/${root.id}`, title: 'Root' },
    { href: `/api/v3/work_packages/${middle.id}`, title: 'Middle' },
  ]);
  const read = (await send('GET', `/api/v3/work_packages/${middle.id}`, 'admin')).json();
  expect(read._links.children).toEqual([{ href: `/api/v3/work_packages/${leaf.id}`, title: 'Leaf' }]);
  expect(read._links.ancestors).toEqual([{ href: `/api/v3/work_packages/${root.id}`, title: 'Root' }]);
});
