// Filters must not reveal what the caller cannot see: a project id they cannot see matches nothing (as in
// OpenProject), membership shows only where members are visible, and a name search skips hidden emails.
import { createTestContext, DEMO_PASSWORD, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: string;
/** Priya: a member of some projects, not of Data warehouse (private) nor Mobile app (public). */
let priya: string;
const project: Record<string, number> = {};
let priyaId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD);
  priya = await login(ctx.app, 'member@tessera.local', DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) project[row.identifier] = row.id;
  priyaId = (await ctx.db.selectFrom('principals').select('id').where('email', '=', 'member@tessera.local').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await ctx.close();
});

const get = async (url: string, cookie = priya) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as { total: number; _embedded: { elements: { id: number; _links: { self: { href: string } } }[] } };
};
const post = async (url: string, payload: unknown) => {
  const response = await ctx.app.inject({ method: 'POST', url, headers: { cookie: admin, ...XHR }, payload: payload as object });
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number };
};
const filtered = (url: string, name: string, operator: string, values: (string | number)[]) =>
  `${url}?pageSize=1000&filters=${encodeURIComponent(JSON.stringify([{ [name]: { operator, values: values.map(String) } }]))}`;
const ids = (body: Awaited<ReturnType<typeof get>>) => body._embedded.elements.map((element) => element.id).sort((a, b) => a - b);

describe('principals: member', () => {
  test('members of a project the caller cannot see are not listed, and "!" is not their complement', async () => {
    const dwh = project.data_warehouse;
    expect((await get(filtered('/api/v3/principals', 'member', '=', [dwh]), admin)).total).toBeGreaterThan(0);
    expect((await get(filtered('/api/v3/principals', 'member', '=', [dwh]))).total).toBe(0);
    const everyone = await get('/api/v3/principals?pageSize=1000');
    expect(ids(await get(filtered('/api/v3/principals', 'member', '!', [dwh])))).toEqual(ids(everyone));
  });

  test('a public project shows its members to them only (as its memberships list does)', async () => {
    const mobile = project.mobile_app;
    expect((await get(`/api/v3/projects/${mobile}/memberships`)).total).toBe(0);
    expect((await get(filtered('/api/v3/principals', 'member', '=', [mobile]))).total).toBe(0);
  });

  test("in the caller's own project the members are listed, as on its memberships list", async () => {
    const web = project.website_relaunch;
    const memberships = await get(`/api/v3/projects/${web}/memberships?pageSize=100`);
    const principalIds = (memberships._embedded.elements as unknown as { _links: { principal: { href: string } } }[])
      .map((membership) => Number(membership._links.principal.href.split('/').pop()))
      .sort((a, b) => a - b);
    expect(principalIds.length).toBeGreaterThan(2);
    expect(ids(await get(filtered('/api/v3/principals', 'member', '=', [web])))).toEqual(principalIds);
  });
});

describe('name search and emails', () => {
  test("another user's hidden email does not match; the caller's own and an admin's search do", async () => {
    for (const url of ['/api/v3/users', '/api/v3/principals']) {
      expect((await get(filtered(url, 'name', '~', ['sofia.rossi@tessera.local']))).total).toBe(0);
      expect((await get(filtered(url, 'name', '~', ['@tessera.local']))).total).toBe(1);
      expect(ids(await get(filtered(url, 'name', '~', ['member@tessera'])))).toEqual([priyaId]);
      expect((await get(filtered(url, 'name', '~', ['sofia.rossi@tessera.local']), admin)).total).toBe(1);
    }
    // Names and logins are visible, so they still match.
    expect((await get(filtered('/api/v3/users', 'name', '~', ['sofia.ros']))).total).toBe(1);
  });
});

describe('projects: parent and principal', () => {
  test('a visible project under an invisible parent is not found by that parent', async () => {
    const secret = await post('/api/v3/projects', { name: 'Secret parent', identifier: 'secret_parent', public: false });
    const child = await post('/api/v3/projects', { name: 'Open child', identifier: 'open_child', public: true, _links: { parent: { href: `/api/v3/projects/${secret.id}` } } });
    expect(ids(await get(filtered('/api/v3/projects', 'parent_id', '=', [secret.id]), admin))).toEqual([child.id]);
    expect((await get(filtered('/api/v3/projects', 'parent_id', '=', [secret.id]))).total).toBe(0);
    expect(ids(await get(filtered('/api/v3/projects', 'parent_id', '!', [secret.id])))).toContain(child.id);
  });

  test('projects are found by a member only where the caller may see that membership', async () => {
    const kwame = (await ctx.db.selectFrom('principals').select('id').where('login', '=', 'kwame.mensah').executeTakeFirstOrThrow()).id;
    // Kwame leads Mobile app (public: Priya sees the project, not its members) and iOS (where Priya is a member).
    expect(ids(await get(filtered('/api/v3/projects', 'principal', '=', [kwame])))).toEqual([project.mobile_ios_3]);
    expect(ids(await get(filtered('/api/v3/projects', 'principal', '=', [kwame]), admin))).toEqual(
      [project.mobile_app, project.mobile_ios_3, project.mobile_android_3].sort((a, b) => a - b),
    );
  });
});

describe('other filters that take project ids', () => {
  test('a version shared with every project is not found by its invisible defining project', async () => {
    const dwh = project.data_warehouse;
    const version = await post('/api/v3/versions', { name: 'Company-wide release', sharing: 'system', _links: { definingProject: { href: `/api/v3/projects/${dwh}` } } });
    expect(ids(await get('/api/v3/versions?pageSize=1000'))).toContain(version.id);
    expect((await get(filtered('/api/v3/versions', 'definingProject', '=', [dwh]))).total).toBe(0);
    expect(ids(await get(filtered('/api/v3/versions', 'definingProject', '!', [dwh])))).toContain(version.id);
    expect(ids(await get(filtered('/api/v3/versions', 'definingProject', '=', [dwh]), admin))).toContain(version.id);
  });

  test.each([
    ['/api/v3/work_packages', 'project', ['=', '!']],
    ['/api/v3/memberships', 'project', ['=']],
    ['/api/v3/time_entries', 'project', ['=', '!']],
  ])('%s %s: an invisible project matches nothing', async (url, name, operators) => {
    const dwh = project.data_warehouse;
    expect((await get(filtered(url, name, '=', [dwh]), admin)).total).toBeGreaterThan(0);
    expect((await get(filtered(url, name, '=', [dwh]))).total).toBe(0);
    if (operators.includes('!')) expect((await get(filtered(url, name, '!', [dwh]))).total).toBe((await get(`${url}?filters=[]`)).total);
  });
});
