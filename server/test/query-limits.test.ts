// Query parameters at and past their limits: page numbers, relative and absolute filter dates, control characters.
// Each answers a 400 InvalidQuery (or a normal page) on both databases, never a 500.
import { MAX_PAGE_OFFSET, MAX_RELATIVE_DAYS } from '../src/http/query.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: string;
let ids: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD);
  const first = async (table: 'projects' | 'work_packages' | 'time_entries' | 'versions' | 'documents') =>
    (await ctx.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ids = { projects: await first('projects'), work_packages: await first('work_packages'), time_entries: await first('time_entries'), versions: await first('versions'), documents: await first('documents') };
  // A parent project (one with sub-projects), for the admin dashboard's drill-down lists.
  ids.parentProject = (await ctx.db.selectFrom('projects').select('parent_id').where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).parent_id!;
  // The demo has no forums: one forum with a topic, for the forum lists.
  const forum = await ctx.app.inject({ method: 'POST', url: `/api/v3/projects/${ids.projects}/forums`, headers: { cookie: admin, 'x-requested-with': 'XMLHttpRequest' }, payload: { name: 'Limits forum' } });
  ids.forums = forum.json().id;
  const content = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A topic for the limits' }] }] };
  const topic = await ctx.app.inject({ method: 'POST', url: `/api/v3/forums/${ids.forums}/topics`, headers: { cookie: admin, 'x-requested-with': 'XMLHttpRequest' }, payload: { subject: 'Limits topic', content } });
  ids.messages = topic.json().id;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: admin } });
const filtersParam = (filters: unknown) => `filters=${encodeURIComponent(JSON.stringify(filters))}`;

/** Every paginated list in the API (from its OpenAPI description), with its path id filled in. */
function paginatedLists(): string[] {
  const document = ctx.app.swagger() as { paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }> };
  return Object.entries(document.paths)
    .filter(([, operations]) => operations.get?.parameters?.some((parameter) => parameter.in === 'query' && parameter.name === 'offset'))
    .map(([path]) =>
      path.replace('/admin/dashboard/parent-projects/{id}', `/admin/dashboard/parent-projects/${ids.parentProject}`).replace(/^\/api\/v3\/(\w+)\/\{id\}/, (_whole, collection: string) => {
        if (!(collection in ids)) throw new Error(`No id for the paginated list ${path}: add one to this test.`);
        return `/api/v3/${collection}/${ids[collection]}`;
      }),
    );
}

describe('page numbers', () => {
  test('the lists are found (a route table change cannot empty this test)', () => {
    expect(paginatedLists().length).toBeGreaterThanOrEqual(15);
  });

  test.each([['10000000000000000'], ['1e300'], [String(MAX_PAGE_OFFSET + 1)]])('offset=%s is a 400 naming offset on every list', async (offset) => {
    for (const url of paginatedLists()) {
      const response = await get(`${url}?offset=${offset}&pageSize=1000`);
      const body = expectError(response, 400, 'InvalidQuery');
      expect(`${url}: ${body.message}`).toMatch(/offset/);
    }
  });

  test('the largest page number answers an empty page, with the total, on every list', async () => {
    for (const url of paginatedLists()) {
      const response = await get(`${url}?offset=${MAX_PAGE_OFFSET}&pageSize=1000`);
      expect(`${url} ${response.statusCode}`).toBe(`${url} 200`);
      const body = response.json();
      // Collections embed their page; the reports (finance, costs, admin dashboard) carry theirs beside their figures.
      const page = body._type === 'Collection' ? body._embedded.elements : (body.elements ?? body.entries);
      expect(`${url} ${body._type} ${body.offset}`).toBe(`${url} ${body._type} ${MAX_PAGE_OFFSET}`);
      expect(page).toEqual([]);
    }
  });
});

/** Lists with relative date filters (`>t-`, `<t-`, `<t+`, `>t+`), each with one filter name. */
const RELATIVE_DATE_FILTERS: [string, string, string][] = [
  ['/api/v3/projects', 'updated_at', '>t-'],
  ['/api/v3/projects', 'created_at', '<t-'],
  ['/api/v3/work_packages', 'updated_at', '>t-'],
  ['/api/v3/work_packages', 'due_date', '>t+'],
  ['/api/v3/work_packages', 'start_date', '<t+'],
  ['/api/v3/time_entries', 'spent_on', '>t-'],
  ['/api/v3/time_entries/available_projects', 'updated_at', '>t-'],
];

describe('relative date filters', () => {
  test.each(RELATIVE_DATE_FILTERS)(`%s %s %s: more than ${MAX_RELATIVE_DAYS} days is a 400, the bound itself is answered`, async (url, name, operator) => {
    const tooFar = await get(`${url}?${filtersParam([{ [name]: { operator, values: ['999999'] } }])}`);
    expect(expectError(tooFar, 400, 'InvalidQuery').message).toContain(name);
    expectError(await get(`${url}?${filtersParam([{ [name]: { operator, values: [String(MAX_RELATIVE_DAYS + 1)] } }])}`), 400, 'InvalidQuery');
    expect((await get(`${url}?${filtersParam([{ [name]: { operator, values: [String(MAX_RELATIVE_DAYS)] } }])}`)).statusCode).toBe(200);
  });

  test('project /work_packages take the same bound', async () => {
    const url = `/api/v3/projects/${ids.projects}/work_packages?${filtersParam([{ created_at: { operator: '<t-', values: ['999999'] } }])}`;
    expectError(await get(url), 400, 'InvalidQuery');
  });
});

describe('absolute filter dates', () => {
  test.each([
    ['year 0', ['0000-01-01', '2026-01-01'], 400],
    ['a day that does not exist', ['2026-02-30', ''], 400],
    ['the last representable day', ['2026-01-01', '9999-12-31'], 200],
    ['the first day of year 1', ['0001-01-01', ''], 200],
  ])('%s', async (_label, values, status) => {
    for (const [url, name] of [['/api/v3/work_packages', 'updated_at'], ['/api/v3/projects', 'created_at'], ['/api/v3/time_entries', 'spent_on']]) {
      const response = await get(`${url}?${filtersParam([{ [name]: { operator: '<>d', values } }])}`);
      expect(`${url} ${name} ${response.statusCode}`).toBe(`${url} ${name} ${status}`);
    }
  });
});

describe('control characters in queries', () => {
  test('a NUL in a filter value is a 400 on every text filter, not a database error', async () => {
    for (const [url, name] of [
      ['/api/v3/projects', 'name_and_identifier'],
      ['/api/v3/work_packages', 'subject'],
      ['/api/v3/users', 'name'],
      ['/api/v3/principals', 'name'],
      [`/api/v3/projects/${ids.projects}/versions`, 'name'],
    ]) {
      const response = await get(`${url}?${filtersParam([{ [name]: { operator: '~', values: ['web\u0000site'] } }])}`);
      expect(expectError(response, 400, 'InvalidQuery').message).toMatch(/control characters/);
    }
  });

  test('a control character in any query parameter is a 400; tabs and line breaks in a search are fine', async () => {
    expectError(await get('/api/v3/projects?sortBy=%01'), 400, 'InvalidQuery');
    expectError(await get('/api/v3/projects?unknownParameter=a%00b'), 400, 'InvalidQuery');
    const search = await get(`/api/v3/projects?${filtersParam([{ name_and_identifier: { operator: '~', values: ['web\tsite\r\n'] } }])}`);
    expect(search.statusCode).toBe(200);
  });
});
