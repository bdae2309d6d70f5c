import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { insertMemberships, insertRowsReturningIds } from '../src/seed/bulk.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'manager', 'member']) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  cookies.sofia = await login(ctx.app, 'sofia.rossi@tessera.local', DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const identifiersOf = (body: { _embedded: { elements: { identifier: string }[] } }) => body._embedded.elements.map((p) => p.identifier);
const list = async (query: string, who = 'member') => {
  const response = await get(`/api/v3/projects?pageSize=100${query}`, who);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
};

describe('visibility', () => {
  test('a member sees public projects and their own; admins see all', async () => {
    const member = await list('');
    expect(identifiersOf(member).sort()).toEqual(
      ['content_migration', 'design_system', 'mobile_app', 'mobile_ios_3', 'onboarding_handbook', 'q3_campaign', 'website_relaunch'],
    );
    const admin = await list('', 'admin');
    expect(admin.total).toBe(13);
  });

  test("another team's private project is a 404 for a member, visible to the admin", async () => {
    expectError(await get(`/api/v3/projects/${projectIds.internal_tools}`), 404, 'NotFound');
    expect((await get(`/api/v3/projects/${projectIds.internal_tools}`, 'admin')).statusCode).toBe(200);
  });

  test('membership through a group makes a private project visible', async () => {
    expectError(await get(`/api/v3/projects/${projectIds.data_warehouse}`, 'sofia'), 404, 'NotFound');
    const guild = await ctx.db.selectFrom('principals').select('id').where('name', '=', 'Design guild').executeTakeFirstOrThrow();
    const reader = await ctx.db.selectFrom('roles').select('id').where('name', '=', 'Reader').executeTakeFirstOrThrow();
    await insertMemberships(ctx.db, [{ projectId: projectIds.data_warehouse, principalId: guild.id, roleIds: [reader.id] }], ctx.clock.now().toISOString());
    expect((await get(`/api/v3/projects/${projectIds.data_warehouse}`, 'sofia')).statusCode).toBe(200);
    expect(identifiersOf(await list(`&filters=${q([{ principal: { operator: '=', values: ['me'] } }])}`, 'sofia'))).toContain('data_warehouse');
  });

  test('an invisible ancestor is an undisclosed link', async () => {
    const now = ctx.clock.now().toISOString();
    const [secretId] = await insertRowsReturningIds(ctx.db, 'projects', [
      { identifier: 'secret_programme', name: 'Secret programme', description: '', public: false, active: true, templated: false, parent_id: null, status_code: null, status_explanation: '', created_at: now, updated_at: now },
    ]);
    const [childId] = await insertRowsReturningIds(ctx.db, 'projects', [
      { identifier: 'open_child', name: 'Open child', description: '', public: true, active: true, templated: false, parent_id: secretId, status_code: null, status_explanation: '', created_at: now, updated_at: now },
    ]);
    const child = (await get(`/api/v3/projects/${childId}`)).json();
    expect(child._links.parent).toEqual({ href: 'urn:openproject-org:api:v3:undisclosed', title: 'Undisclosed' });
    const asAdmin = (await get(`/api/v3/projects/${childId}`, 'admin')).json();
    expect(asAdmin._links.parent).toEqual({ href: `/api/v3/projects/${secretId}`, title: 'Secret programme' });
    await ctx.db.deleteFrom('projects').where('id', 'in', [childId]).execute();
    await ctx.db.deleteFrom('projects').where('id', 'in', [secretId]).execute();
  });
});

describe('GET /projects/{id}', () => {
  test('has the ProjectModel shape, ancestors, and the first memberships by principal name', async () => {
    const response = await get(`/api/v3/projects/${projectIds.mobile_ios_3}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      _type: 'Project',
      id: projectIds.mobile_ios_3,
      identifier: 'mobile_ios_3',
      name: 'iOS release 3.0',
      active: true,
      public: false,
      templated: false,
      description: { format: 'markdown', raw: expect.any(String), html: expect.stringContaining('<p>') },
    });
    expect(body._links.parent).toEqual({ href: `/api/v3/projects/${projectIds.mobile_app}`, title: 'Mobile app' });
    expect(body._links.ancestors).toEqual([{ href: `/api/v3/projects/${projectIds.mobile_app}`, title: 'Mobile app' }]);
    expect(body._links.status).toEqual({ href: '/api/v3/project_statuses/off_track', title: 'Off track' });
    // Priya is a plain Member here: no edit/delete actions.
    expect(body._links.updateImmediately).toBeUndefined();
    expect(body._links.delete).toBeUndefined();
    const memberships = body._embedded.memberships;
    expect(memberships.total).toBe(3);
    expect(memberships._embedded.elements.map((m: { _links: { principal: { title: string } } }) => m._links.principal.title)).toEqual(['Kwame Mensah', 'Mei Chen', 'Priya Raman']);
    const own = body._embedded.currentUserMembership;
    expect(own._links.principal.title).toBe('Priya Raman');
    expect(own._embedded.roles.map((r: { name: string }) => r.name)).toEqual(['Member', 'Reader']);
    expect(own._embedded.roles[0].permissions).toContain('edit_work_packages');
  });

  test('caps embedded memberships at 10 with the real total', async () => {
    const users = await ctx.db.selectFrom('principals').select('id').where('type', '=', 'User').execute();
    const reader = await ctx.db.selectFrom('roles').select('id').where('name', '=', 'Reader').executeTakeFirstOrThrow();
    const existing = new Set((await ctx.db.selectFrom('memberships').select('principal_id').where('project_id', '=', projectIds.onboarding_handbook).execute()).map((r) => r.principal_id));
    await insertMemberships(
      ctx.db,
      users.filter((u) => !existing.has(u.id)).map((u) => ({ projectId: projectIds.onboarding_handbook, principalId: u.id, roleIds: [reader.id] })),
      ctx.clock.now().toISOString(),
    );
    const body = (await get(`/api/v3/projects/${projectIds.onboarding_handbook}`, 'admin')).json();
    expect(body._embedded.memberships.total).toBe(10);
    expect(body._embedded.memberships.count).toBe(10);
    expect(body._embedded.currentUserMembership).not.toBeNull();
  });

  test('a Team Leader gets the update link; an admin gets every action', async () => {
    const asLeader = (await get(`/api/v3/projects/${projectIds.website_relaunch}`)).json();
    expect(asLeader._links.updateImmediately).toEqual({ href: `/api/v3/projects/${projectIds.website_relaunch}`, method: 'patch' });
    expect(asLeader._links.delete).toBeUndefined();
    const asAdmin = (await get(`/api/v3/projects/${projectIds.website_relaunch}`, 'admin')).json();
    expect(asAdmin._links.delete).toEqual({ href: `/api/v3/projects/${projectIds.website_relaunch}`, method: 'delete' });
    expect(asAdmin._embedded.currentUserMembership).toBeNull();
  });

  test('a public project viewed by a non-member has no embedded member list', async () => {
    const body = (await get(`/api/v3/projects/${projectIds.mobile_app}`)).json();
    expect(body._embedded.memberships).toBeUndefined();
    expect(body._embedded.currentUserMembership).toBeNull();
  });

  test.each(['-1', '0', 'abc', '1.5', '99999'])('id %s is a 404', async (id) => {
    expectError(await get(`/api/v3/projects/${id}`), 404, 'NotFound');
  });
});

describe('GET /projects filters, sorting and pagination', () => {
  test('default sort is updatedAt descending', async () => {
    const body = await list('', 'admin');
    const updated = body._embedded.elements.map((p: { updatedAt: string }) => p.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  test('sortBy name asc and id desc', async () => {
    const byName = await list(`&sortBy=${q([['name', 'asc']])}`, 'admin');
    const names = byName._embedded.elements.map((p: { name: string }) => p.name);
    expect(names[0]).toBe('Android release 3.0');
    expect(names.at(-1)).toBe('Website relaunch');
    const byId = await list(`&sortBy=${q([['id', 'desc']])}`, 'admin');
    const ids = byId._embedded.elements.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  test.each([
    [[{ active: { operator: '=', values: ['f'] } }], ['legacy_crm_migration']],
    [[{ templated: { operator: '=', values: ['t'] } }], ['software_delivery_template']],
    [[{ status: { operator: '=', values: ['at_risk'] } }], ['content_migration', 'q3_campaign']],
    [[{ name_and_identifier: { operator: '~', values: ['MOBILE'] } }], ['mobile_android_3', 'mobile_app', 'mobile_ios_3']],
    [[{ name: { operator: '~', values: ['release 3'] } }], ['mobile_android_3', 'mobile_ios_3']],
    [[{ name: { operator: '~', values: ['100%'] } }], []],
    [[{ public: { operator: '=', values: ['t'] } }, { parent_id: { operator: '!*', values: [] } }], ['mobile_app', 'onboarding_handbook', 'q3_campaign', 'website_relaunch']],
    [[{ id: { operator: '!', values: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] } }], ['internal_tools']],
  ])('filters %j', async (filters, expected) => {
    expect(identifiersOf(await list(`&filters=${q(filters)}`, 'admin')).sort()).toEqual(expected);
  });

  test('parent_id = the parent id lists its children', async () => {
    const body = await list(`&filters=${q([{ parent_id: { operator: '=', values: [String(projectIds.website_relaunch)] } }])}`, 'admin');
    expect(identifiersOf(body).sort()).toEqual(['content_migration', 'design_system']);
  });

  test('principal filter with a user id', async () => {
    const member = (await get('/api/v3/users/me')).json();
    const body = await list(`&filters=${q([{ principal: { operator: '=', values: [String(member.id)] } }])}`, 'admin');
    expect(identifiersOf(body).sort()).toEqual(['content_migration', 'design_system', 'mobile_ios_3', 'onboarding_handbook', 'q3_campaign', 'website_relaunch']);
  });

  test('date filters: created in a range, updated in the last days', async () => {
    const created = await list(`&filters=${q([{ created_at: { operator: '<>d', values: ['2026-01-01', '2026-02-10'] } }])}`, 'admin');
    // TEST_START is 2026-03-02: 2026-01-01 is 60 days before (iOS), 2026-02-10 is 20 days before (portal, 'to' is inclusive).
    expect(identifiersOf(created).sort()).toEqual(['customer_portal', 'mobile_android_3', 'mobile_ios_3', 'q3_campaign']);
    const recent = await list(`&filters=${q([{ updatedAt: { operator: '>t-', values: ['3'] } }])}`, 'admin');
    expect(identifiersOf(recent).sort()).toEqual(['design_system', 'mobile_ios_3', 'website_relaunch']);
  });

  test('pagination: offset is a page number; links carry the query', async () => {
    const filters = q([{ active: { operator: '=', values: ['t'] } }]);
    const page2 = (await get(`/api/v3/projects?pageSize=5&offset=2&filters=${filters}`, 'admin')).json();
    expect(page2).toMatchObject({ total: 12, count: 5, pageSize: 5, offset: 2 });
    expect(page2._links.nextByOffset.href).toBe(`/api/v3/projects?filters=${filters}&offset=3&pageSize=5`);
    expect(page2._links.previousByOffset.href).toBe(`/api/v3/projects?filters=${filters}&offset=1&pageSize=5`);
    expect(page2._links.jumpTo).toEqual({ href: `/api/v3/projects?filters=${filters}&offset={offset}&pageSize=5`, templated: true });
    const page1 = (await get(`/api/v3/projects?pageSize=5&offset=1&filters=${filters}`, 'admin')).json();
    const page3 = (await get(`/api/v3/projects?pageSize=5&offset=3&filters=${filters}`, 'admin')).json();
    const all = [...identifiersOf(page1), ...identifiersOf(page2), ...identifiersOf(page3)];
    expect(new Set(all).size).toBe(12);
    expect(page3._links.nextByOffset).toBeUndefined();
    const beyond = (await get(`/api/v3/projects?pageSize=5&offset=9`, 'admin')).json();
    expect(beyond).toMatchObject({ total: 13, count: 0 });
  });

  test('pageSize is clamped to 1000; pageSize=0 returns only the total; default is 20', async () => {
    expect((await get('/api/v3/projects?pageSize=5000', 'admin')).json().pageSize).toBe(1000);
    const countOnly = (await get('/api/v3/projects?pageSize=0', 'admin')).json();
    expect(countOnly).toMatchObject({ total: 13, count: 0, pageSize: 0 });
    expect(countOnly._embedded.elements).toEqual([]);
    expect((await get('/api/v3/projects', 'admin')).json().pageSize).toBe(20);
  });
});

describe('malformed queries are 400 InvalidQuery naming the problem', () => {
  test.each([
    ['filters=not-json', 'not valid JSON'],
    [`filters=${q({ active: {} })}`, 'JSON array'],
    [`filters=${q([{ colour: { operator: '=', values: ['red'] } }])}`, 'Unknown filter: colour'],
    [`filters=${q([{ active: { operator: '~', values: ['t'] } }])}`, 'operator "~"'],
    [`filters=${q([{ active: { operator: '=', values: ['maybe'] } }])}`, 'not a boolean'],
    [`filters=${q([{ id: { operator: '=', values: ['-4'] } }])}`, 'not a valid id'],
    [`filters=${q([{ id: { operator: '=', values: [4] } }])}`, 'array of strings'],
    [`filters=${q([{ active: { operator: '=', values: [] } }])}`, 'at least one value'],
    [`filters=${q([{ created_at: { operator: '<>d', values: ['2026-13-45', ''] } }])}`, 'not a date'],
    [`sortBy=${q([['colour', 'asc']])}`, 'Unknown sort field: colour'],
    [`sortBy=${q([['name', 'sideways']])}`, 'asc'],
    ['sortBy=[[', 'not valid JSON'],
    ['offset=0', 'offset'],
    ['pageSize=-1', 'pageSize'],
    ['pageSize=lots', 'pageSize'],
  ])('%s', async (query, messagePart) => {
    const body = expectError(await get(`/api/v3/projects?${query}`), 400, 'InvalidQuery');
    expect(body.message).toContain(messagePart);
  });
});

describe('statement count per list request is constant', () => {
  test('pageSize 10 and 500 execute the same number of statements', async () => {
    const now = ctx.clock.now().toISOString();
    const rows = Array.from({ length: 600 }, (_, index) => ({
      identifier: `bulk_${index}`,
      name: `Bulk project ${index}`,
      description: 'Generated for the statement count test.',
      public: index % 2 === 0,
      active: true,
      templated: false,
      parent_id: index % 3 === 0 ? projectIds.website_relaunch : null,
      status_code: 'on_track',
      status_explanation: '',
      created_at: now,
      updated_at: now,
    }));
    const ids = await insertRowsReturningIds(ctx.db, 'projects', rows);
    const member = (await get('/api/v3/users/me')).json();
    const memberRole = await ctx.db.selectFrom('roles').select('id').where('name', '=', 'Member').executeTakeFirstOrThrow();
    await insertMemberships(ctx.db, ids.filter((_, index) => index % 2 === 1).map((projectId) => ({ projectId, principalId: member.id, roleIds: [memberRole.id] })), now);

    const measure = async (pageSize: number) => {
      await get(`/api/v3/projects?pageSize=${pageSize}`); // settle the session's sliding-expiry write
      ctx.statements.count = 0;
      const response = await get(`/api/v3/projects?pageSize=${pageSize}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().count).toBe(pageSize);
      return ctx.statements.count;
    };
    const small = await measure(10);
    const large = await measure(500);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(6);
  });
});

describe('cached list representations never go stale', () => {
  test('a project changed since the last list shows its new state, and so do its children', async () => {
    const byIds = (ids: number[]) => list(`&filters=${q([{ id: { operator: '=', values: ids.map(String) } }])}&sortBy=${q([['id', 'asc']])}`, 'admin');
    const ids = [projectIds.website_relaunch, projectIds.design_system];
    const [parentBefore, childBefore] = (await byIds(ids))._embedded.elements;
    expect(parentBefore.name).toBe('Website relaunch');
    expect(childBefore._links.parent.title).toBe('Website relaunch');

    // Only the parent's row changes (as every write does, with its updated_at).
    const later = new Date(ctx.clock.now().getTime() + 60_000).toISOString();
    await ctx.db.updateTable('projects').set({ name: 'Website relaunch 2027', updated_at: later }).where('id', '=', projectIds.website_relaunch).execute();

    const [parentAfter, childAfter] = (await byIds(ids))._embedded.elements;
    expect(parentAfter.name).toBe('Website relaunch 2027');
    // The child's own row did not change, yet its parent link carries the new name.
    expect(childAfter.updatedAt).toBe(childBefore.updatedAt);
    expect(childAfter._links.parent.title).toBe('Website relaunch 2027');
  });

  test('action links follow the caller: the same project is represented with and without them', async () => {
    const adminView = (await list(`&filters=${q([{ id: { operator: '=', values: [String(projectIds.onboarding_handbook)] } }])}`, 'admin'))._embedded.elements[0];
    const memberView = (await list(`&filters=${q([{ id: { operator: '=', values: [String(projectIds.onboarding_handbook)] } }])}`, 'member'))._embedded.elements[0];
    expect(adminView._links.updateImmediately).toBeDefined();
    expect(memberView._links.updateImmediately).toBeUndefined();
  });
});

describe('compression', () => {
  test('a large answer is compressed for clients that accept it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v3/projects?pageSize=100', headers: { cookie: cookies.admin, 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('application/hal+json');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).count).toBeGreaterThan(0);
    const gzipped = await ctx.app.inject({ method: 'GET', url: '/api/v3/projects?pageSize=100', headers: { cookie: cookies.admin, 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString()).total).toBe(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).total);
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/v3/projects?pageSize=100', headers: { cookie: cookies.admin } });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('ids beyond what an id column can hold', () => {
  test('are a 404 in the path, a 400 in a filter and a 422 as a parent link, never a 500', async () => {
    expectError(await get('/api/v3/projects/99999999999', 'admin'), 404, 'NotFound');
    expectError(await get(`/api/v3/projects?filters=${q([{ id: { operator: '=', values: ['99999999999'] } }])}`, 'admin'), 400, 'InvalidQuery');
    expectError(await get(`/api/v3/projects?filters=${q([{ parent_id: { operator: '=', values: ['99999999999'] } }])}`, 'admin'), 400, 'InvalidQuery');
    const created = await ctx.app.inject({
      method: 'POST', url: '/api/v3/projects', headers: { cookie: cookies.admin, 'x-requested-with': 'XMLHttpRequest' },
      payload: { name: 'Far away', _links: { parent: { href: '/api/v3/projects/9999999999' } } },
    });
    expectError(created, 422, 'PropertyConstraintViolation');
  });
});
