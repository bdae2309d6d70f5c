import type { RealtimeEvent } from '../src/realtime/events.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

// Seeded (seed/sprints.ts, clock 2026-03-02, a Monday): Website relaunch has Sprint 1-4 (closed), Sprint 5 (open,
// 2026-02-23..03-06) and Sprint 6 (open, 03-09..03-20). 'member' is Priya: Team Leader there (manage_versions), Reader
// in Design system, Member in Content migration and iOS; Tomás is a Member (assign_versions only) in Website relaunch;
// Hannah leads Design system; Kwame leads Mobile app, iOS and Android. Data warehouse is private and not Priya's.
let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const userIds: Record<string, number> = {};
const sprintIds: Record<string, number> = {};
const events: RealtimeEvent[] = [];

const LOGINS = ['admin', 'manager', 'member', 'tomas.herrera', 'hannah.becker', 'kwame.mensah', 'liam.oconnor', 'noah.fischer'];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of LOGINS) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) userIds[row.login!] = row.id;
  for (const row of await ctx.db.selectFrom('versions').select(['id', 'name']).where('project_id', '=', projectIds.website_relaunch).execute()) sprintIds[row.name] = row.id;
  ctx.app.events.subscribe((event) => events.push(event));
});
afterAll(async () => ctx.close());

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who = 'member', payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const projectHref = (identifier: string) => `/api/v3/projects/${projectIds[identifier]}`;
const versionHref = (id: number) => `/api/v3/versions/${id}`;

interface Version {
  id: number;
  name: string;
  status: string;
  sharing: string;
  startDate: string | null;
  endDate: string | null;
  lockVersion: number;
  daysRemaining: number | null;
  description: { raw: string };
  _links: Record<string, { href: string | null; title?: string; method?: string }>;
}

let created = 0;
/** Creates a version (as the admin unless said) and returns it. */
async function createVersion(project: string, body: Record<string, unknown> = {}, who = 'admin'): Promise<Version> {
  created += 1;
  const response = await send('POST', '/api/v3/versions', who, { name: `Version ${created}`, ...body, _links: { definingProject: { href: projectHref(project) } } });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
const names = async (url: string, who = 'member'): Promise<string[]> => {
  const response = await get(url, who);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json()._embedded.elements.map((element: { name: string }) => element.name);
};
const versionCount = async () => Number((await ctx.db.selectFrom('versions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const journalsOf = (type: 'Version' | 'WorkPackage', id: number) =>
  ctx.db.selectFrom('journals').selectAll().where('journable_type', '=', type).where('journable_id', '=', id).orderBy('version').execute();
const detailsOf = async (journalId: number) =>
  Object.fromEntries((await ctx.db.selectFrom('journal_details').selectAll().where('journal_id', '=', journalId).execute()).map((d) => [d.property, [d.old_value, d.new_value]]));
async function eventsDuring(action: () => Promise<unknown>): Promise<RealtimeEvent[]> {
  const start = events.length;
  await action();
  return events.slice(start);
}
async function createWorkPackage(project: string, body: Record<string, unknown>, who = 'admin') {
  const response = await send('POST', `${projectHref(project)}/work_packages`, who, body);
  if (response.statusCode !== 201) throw new Error(`work package: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; lockVersion: number; _links: Record<string, { href: string | null; title?: string }> };
}

describe('reading versions', () => {
  test("a project's versions: its sprints by start date, in the documented shape", async () => {
    const response = await get(`${projectHref('website_relaunch')}/versions`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ _type: 'Collection', total: 6, count: 6, pageSize: 100, offset: 1 });
    const [first, , , , current, next] = body._embedded.elements as Version[];
    expect(body._embedded.elements.map((version: Version) => version.name)).toEqual(['Sprint 1', 'Sprint 2', 'Sprint 3', 'Sprint 4', 'Sprint 5', 'Sprint 6']);
    expect(current).toEqual({
      _type: 'Version',
      id: sprintIds['Sprint 5'],
      name: 'Sprint 5',
      description: { format: 'markdown', raw: expect.any(String), html: expect.stringMatching(/^<p>/) },
      startDate: '2026-02-23',
      endDate: '2026-03-06',
      status: 'open',
      sharing: 'none',
      lockVersion: 0,
      daysRemaining: 4,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      _links: {
        self: { href: versionHref(sprintIds['Sprint 5']), title: 'Sprint 5' },
        schema: { href: '/api/v3/versions/schema' },
        definingProject: { href: projectHref('website_relaunch'), title: 'Website relaunch' },
        availableInProjects: { href: `${versionHref(sprintIds['Sprint 5'])}/projects` },
        update: { href: versionHref(sprintIds['Sprint 5']), method: 'patch' },
        delete: { href: versionHref(sprintIds['Sprint 5']), method: 'delete' },
      },
    });
    // Closed sprints have no days remaining; the next one counts down to its end.
    expect([first.status, first.daysRemaining, first.lockVersion]).toEqual(['closed', null, 1]);
    expect(next.daysRemaining).toBe(18);
  });

  test('action links only with manage_versions; an invisible project is a 404, and so are ids that cannot exist', async () => {
    const asMember = (await get(`${projectHref('website_relaunch')}/versions`, 'tomas.herrera')).json()._embedded.elements[0] as Version;
    expect(asMember._links.update).toBeUndefined();
    expect(asMember._links.delete).toBeUndefined();
    // A public project's versions are readable by anyone signed in.
    expect((await get(`${projectHref('website_relaunch')}/versions`, 'liam.oconnor')).statusCode).toBe(200);
    expectError(await get(`${projectHref('data_warehouse')}/versions`), 404, 'NotFound');
    expectError(await get('/api/v3/projects/abc/versions'), 404, 'NotFound');
    expectError(await get('/api/v3/versions/99999999999'), 404, 'NotFound');
    expectError(await get('/api/v3/versions/-1'), 404, 'NotFound');
    expectError(await get('/api/v3/versions/123456'), 404, 'NotFound');
  });

  test('filters, sorting and pages', async () => {
    const base = `${projectHref('website_relaunch')}/versions`;
    expect(await names(`${base}?filters=${q([{ status: { operator: '=', values: ['open'] } }])}`)).toEqual(['Sprint 5', 'Sprint 6']);
    expect(await names(`${base}?filters=${q([{ status: { operator: '!', values: ['open'] } }])}`)).toHaveLength(4);
    expect(await names(`${base}?filters=${q([{ name: { operator: '~', values: ['INT 3'] } }])}`)).toEqual(['Sprint 3']);
    expect(await names(`${base}?filters=${q([{ sharing: { operator: '=', values: ['tree'] } }])}`)).toEqual([]);
    expect(await names(`${base}?sortBy=${q([['endDate', 'desc']])}`)).toEqual(['Sprint 6', 'Sprint 5', 'Sprint 4', 'Sprint 3', 'Sprint 2', 'Sprint 1']);
    const page = (await get(`${base}?pageSize=2&offset=2`)).json();
    expect(page).toMatchObject({ total: 6, count: 2, pageSize: 2, offset: 2 });
    expect(page._embedded.elements.map((version: Version) => version.name)).toEqual(['Sprint 3', 'Sprint 4']);
    expect(page._links.nextByOffset.href).toContain('offset=3');
    expect((await get(`${base}?pageSize=0`)).json()).toMatchObject({ total: 6, count: 0 });
    expect(expectError(await get(`${base}?filters=${q([{ status: { operator: '=', values: ['done'] } }])}`), 400, 'InvalidQuery').message).toContain('done');
    expectError(await get(`${base}?filters=${q([{ colour: { operator: '=', values: ['red'] } }])}`), 400, 'InvalidQuery');
    expectError(await get(`${base}?sortBy=${q([['colour', 'asc']])}`), 400, 'InvalidQuery');
  });

  test('a page of versions costs the same statements whatever its size', async () => {
    const statementsFor = async (url: string) => {
      ctx.statements.count = 0;
      expect((await get(url)).statusCode).toBe(200);
      return ctx.statements.count;
    };
    expect(await statementsFor('/api/v3/versions?pageSize=1')).toBe(await statementsFor('/api/v3/versions?pageSize=1000'));
    const project = `${projectHref('website_relaunch')}/versions`;
    expect(await statementsFor(`${project}?pageSize=1`)).toBe(await statementsFor(`${project}?pageSize=1000`));
  });

  test('GET /versions lists what the caller may see, filtered by defining project; GET /versions/{id}', async () => {
    const hidden = await createVersion('data_warehouse', { name: 'Warehouse sprint' });
    const all = await names('/api/v3/versions?pageSize=1000');
    expect(all).toEqual(expect.arrayContaining(['Sprint 1', 'Sprint 6', 'Release 3.0', 'iOS sprint 7']));
    expect(all).not.toContain('Warehouse sprint');
    expect(await names('/api/v3/versions?pageSize=1000', 'admin')).toContain('Warehouse sprint');
    const web = await names(`/api/v3/versions?filters=${q([{ definingProject: { operator: '=', values: [String(projectIds.website_relaunch)] } }])}&sortBy=${q([['name', 'desc']])}`);
    expect(web).toEqual(['Sprint 6', 'Sprint 5', 'Sprint 4', 'Sprint 3', 'Sprint 2', 'Sprint 1']);
    expectError(await get(versionHref(hidden.id)), 404, 'NotFound');
    expect((await get(versionHref(sprintIds['Sprint 2']))).json()).toMatchObject({ name: 'Sprint 2', status: 'closed' });
  });
});

test('the OpenAPI document describes the versions and sprints routes', async () => {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/v3/openapi.json' })).json();
  const paths = ['/api/v3/versions', '/api/v3/versions/{id}', '/api/v3/versions/{id}/projects', '/api/v3/projects/{id}/versions', '/api/v3/sprints/{id}/burndown', '/api/v3/sprints/{id}/statistics', '/api/v3/projects/{id}/statistics'];
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(paths));
  expect(document.paths['/api/v3/versions'].post).toMatchObject({ tags: ['Versions'], summary: expect.any(String), requestBody: expect.anything() });
  expect(Object.keys(document.paths['/api/v3/versions/{id}'])).toEqual(expect.arrayContaining(['get', 'patch', 'delete']));
  expect(document.paths['/api/v3/sprints/{id}/burndown'].get.tags).toEqual(['Sprints']);
});

describe('sharing: where a version can be used and who sees it', () => {
  const usableIn = async (project: string) => names(`${projectHref(project)}/versions?pageSize=1000`, 'admin');
  const projectsOf = async (id: number, who = 'admin') => {
    const response = await get(`${versionHref(id)}/projects?pageSize=100`, who);
    expect(response.statusCode).toBe(200);
    return (response.json()._embedded.elements as { identifier: string }[]).map((project) => project.identifier).sort();
  };

  test('none, descendants, hierarchy, tree and system across the Website relaunch tree', async () => {
    // Website relaunch has two sub-projects: Design system and Content migration.
    await createVersion('design_system', { name: 'DS only', sharing: 'none' });
    await createVersion('website_relaunch', { name: 'Web and below', sharing: 'descendants' });
    await createVersion('design_system', { name: 'DS and above', sharing: 'hierarchy' });
    await createVersion('design_system', { name: 'DS tree', sharing: 'tree' });
    const everywhere = await createVersion('data_warehouse', { name: 'Company wide', sharing: 'system' });
    const extra = (list: string[]) => list.filter((name) => !/^(Sprint|Release|iOS|Version)/.test(name)).sort();
    expect(extra(await usableIn('website_relaunch'))).toEqual(['Company wide', 'DS and above', 'DS tree', 'Web and below']);
    expect(extra(await usableIn('design_system'))).toEqual(['Company wide', 'DS and above', 'DS only', 'DS tree', 'Web and below']);
    // A sibling gets what is shared with the whole tree or downwards from the parent, not "hierarchy" (ancestors and descendants).
    expect(extra(await usableIn('content_migration'))).toEqual(['Company wide', 'DS tree', 'Web and below']);
    expect(extra(await usableIn('mobile_app'))).toEqual(['Company wide']);
    expect(await projectsOf(everywhere.id)).toHaveLength(Object.keys(projectIds).length);
  });

  test('GET /versions/{id}/projects lists where it is usable, as far as the caller may see', async () => {
    const downwards = await createVersion('mobile_app', { name: 'Mobile and below', sharing: 'descendants' });
    expect(await projectsOf(downwards.id)).toEqual(['mobile_android_3', 'mobile_app', 'mobile_ios_3']);
    // Priya sees Mobile app (public) and iOS (member), not Android.
    expect(await projectsOf(downwards.id, 'member')).toEqual(['mobile_app', 'mobile_ios_3']);
    const upwards = await createVersion('mobile_ios_3', { name: 'iOS and above', sharing: 'hierarchy' });
    expect(await projectsOf(upwards.id)).toEqual(['mobile_app', 'mobile_ios_3']);
  });

  test('visible where it can be used; a private project\'s version stays private unless shared to where the caller works', async () => {
    // Content migration is private: Hannah (Design system) is no member.
    const contentOnly = await createVersion('content_migration', { name: 'Content only', sharing: 'none' });
    const contentTree = await createVersion('content_migration', { name: 'Content tree', sharing: 'tree' });
    expectError(await get(versionHref(contentOnly.id), 'hannah.becker'), 404, 'NotFound');
    const throughTree = await get(versionHref(contentTree.id), 'hannah.becker');
    expect(throughTree.statusCode).toBe(200);
    // The private defining project is named to its members only.
    expect(throughTree.json()._links.definingProject).toEqual({ href: `/api/v3/projects/${projectIds.content_migration}` });
    expect((await get(versionHref(contentTree.id), 'member')).json()._links.definingProject.title).toBe('Content migration');
    expect((await get(versionHref(contentOnly.id), 'member')).statusCode).toBe(200);
    // Through the tree Hannah sees it, but may not change it (no role in Content migration): 403, not 404.
    expectError(await send('PATCH', versionHref(contentTree.id), 'hannah.becker', { lockVersion: 0, name: 'Renamed' }), 403, 'MissingPermission');
    const hannahsList = await names('/api/v3/versions?pageSize=1000', 'hannah.becker');
    expect(hannahsList).toContain('Content tree');
    expect(hannahsList).not.toContain('Content only');
  });

  test('holders of manage_versions see their project\'s versions even without seeing its work packages', async () => {
    const keeper = await ctx.db.insertInto('roles').values({ name: 'Version keeper', scope: 'project', position: 20, builtin: false }).returning('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('role_permissions').values({ role_id: keeper.id, permission: 'manage_versions' }).execute();
    const now = ctx.clock.now().toISOString();
    const membership = await ctx.db.insertInto('memberships').values({ project_id: projectIds.customer_portal, principal_id: userIds['noah.fischer'], created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('member_roles').values({ membership_id: membership.id, role_id: keeper.id, inherited_from_membership_id: null }).execute();
    const portal = await createVersion('customer_portal', { name: 'Portal beta' });
    const seen = await get(versionHref(portal.id), 'noah.fischer');
    expect(seen.statusCode).toBe(200);
    expect(seen.json()._links.update).toBeDefined();
    // (Besides versions shared with every project, which Noah sees anyway.)
    expect(await names(`${projectHref('customer_portal')}/versions`, 'noah.fischer')).toContain('Portal beta');
    expect((await get(versionHref(portal.id), 'liam.oconnor')).statusCode).toBe(200);
    expectError(await get(versionHref(portal.id), 'tomas.herrera'), 404, 'NotFound');
  });
});

describe('POST /versions', () => {
  test('creates a version with every field: 201, a creation journal, an event for the project', async () => {
    let response!: Awaited<ReturnType<typeof send>>;
    const published = await eventsDuring(async () => {
      response = await send('POST', '/api/v3/versions', 'member', {
        name: '  Sprint 7  ',
        description: { raw: 'Checkout polish', format: 'markdown', html: 'ignored' },
        startDate: '2026-03-23',
        endDate: '2026-04-03',
        status: 'locked',
        sharing: 'descendants',
        _links: { definingProject: { href: projectHref('website_relaunch'), title: 'ignored' } },
        _meta: { validateOnly: false },
      });
    });
    expect(response.statusCode).toBe(201);
    const version = response.json() as Version;
    expect(version).toMatchObject({
      name: 'Sprint 7',
      description: { raw: 'Checkout polish', html: '<p>Checkout polish</p>' },
      startDate: '2026-03-23',
      endDate: '2026-04-03',
      status: 'locked',
      sharing: 'descendants',
      lockVersion: 0,
      // Only open versions count days.
      daysRemaining: null,
    });
    const [journal] = await journalsOf('Version', version.id);
    expect(journal).toMatchObject({ version: 1, user_id: userIds.member, project_id: projectIds.website_relaunch });
    expect(await detailsOf(journal.id)).toEqual({
      name: [null, 'Sprint 7'],
      description: [null, 'Checkout polish'],
      start_date: [null, '2026-03-23'],
      end_date: [null, '2026-04-03'],
      status: [null, 'locked'],
      sharing: [null, 'descendants'],
    });
    // Shared with the sub-projects: one event per project it is usable in, without a work package id.
    expect(published.map((event) => event.projectId ?? 0).sort((a, b) => a - b)).toEqual(
      [projectIds.website_relaunch, projectIds.design_system, projectIds.content_migration].sort((a, b) => a - b),
    );
    expect(published[0]).toEqual({ id: expect.any(String), type: 'version.created', projectId: projectIds.website_relaunch, versionId: version.id, actorId: userIds.member, at: expect.any(String) });
  });

  test('defaults: open, shared with no project, no dates and no description; past dates are accepted', async () => {
    const version = await createVersion('website_relaunch', { name: 'Imported sprint', startDate: '2025-01-06', endDate: '2025-01-17' }, 'member');
    expect(version).toMatchObject({ status: 'open', sharing: 'none', description: { raw: '', html: '' }, daysRemaining: -409 });
    const bare = await createVersion('website_relaunch', { name: 'Undated' }, 'member');
    expect(bare).toMatchObject({ startDate: null, endDate: null, daysRemaining: null });
  });

  describe('rules: a 422 naming the property, with spec 002 messages, and nothing written', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['no name', {}, 'name', 'Sprint name is required'],
      ['a blank name', { name: '   ' }, 'name', 'Sprint name is required'],
      ['a name of one character', { name: ' A ' }, 'name', 'Sprint name must be at least 2 characters'],
      ['a name of 100 characters', { name: 'x'.repeat(100) }, 'name', 'Sprint name must be less than 100 characters'],
      ['a name the project uses, in another case', { name: 'sprint 1' }, 'name', 'Sprint name is already used in this project.'],
      ['an impossible start date', { name: 'Dates', startDate: '2026-02-30' }, 'startDate', 'Start date must be a date (YYYY-MM-DD) or null.'],
      ['an end date in another format', { name: 'Dates', endDate: '03/10/2026' }, 'endDate', 'End date must be a date (YYYY-MM-DD) or null.'],
      ['an end before the start', { name: 'Dates', startDate: '2026-03-10', endDate: '2026-03-09' }, 'endDate', 'End date must be after start date'],
      ['an end on the start day', { name: 'Dates', startDate: '2026-03-10', endDate: '2026-03-10' }, 'endDate', 'End date must be after start date'],
      ['more than 180 days', { name: 'Long', startDate: '2026-01-01', endDate: '2026-07-01' }, 'endDate', 'Sprint duration cannot exceed 6 months'],
      ['an unknown status', { name: 'Status', status: 'done' }, 'status', 'Status must be open, locked or closed.'],
      ['an unknown sharing', { name: 'Sharing', sharing: 'everyone' }, 'sharing', 'Sharing must be none, descendants, hierarchy, tree or system.'],
    ];
    test.each(cases)('%s', async (_name, body, attribute, message) => {
      const before = await versionCount();
      const response = await send('POST', '/api/v3/versions', 'member', { ...body, _links: { definingProject: { href: projectHref('website_relaunch') } } });
      const error = expectError(response, 422, 'PropertyConstraintViolation');
      expect([error._embedded.details.attribute, error.message]).toEqual([attribute, message]);
      expect(await versionCount()).toBe(before);
    });

    test('180 days is the longest sprint', async () => {
      expect((await createVersion('website_relaunch', { name: 'Half a year', startDate: '2026-01-01', endDate: '2026-06-30' }, 'member')).endDate).toBe('2026-06-30');
    });

    const projectCases: [string, unknown, string][] = [
      ['no defining project', undefined, 'Please name the project the version belongs to (_links.definingProject).'],
      ['a null defining project', { href: null }, 'Please name the project the version belongs to (_links.definingProject).'],
      ['a link that is not a project', { href: '/api/v3/users/1' }, 'The defining project must be a project link (/api/v3/projects/{id}).'],
      ['a project the caller cannot see', { href: 'DATA_WAREHOUSE' }, 'The project does not exist or is not visible to you.'],
      ['a project that cannot exist', { href: '/api/v3/projects/99999999999' }, 'The project does not exist or is not visible to you.'],
    ];
    test.each(projectCases)('%s', async (_name, link, message) => {
      const resolved = link && typeof link === 'object' && (link as { href: unknown }).href === 'DATA_WAREHOUSE' ? { href: projectHref('data_warehouse') } : link;
      const body = { name: 'Nowhere', ...(resolved === undefined ? {} : { _links: { definingProject: resolved } }) };
      const error = expectError(await send('POST', '/api/v3/versions', 'member', body), 422, 'PropertyConstraintViolation');
      expect([error._embedded.details.attribute, error.message]).toEqual(['definingProject', message]);
    });
  });

  test('wrong JSON types and unknown properties are a 400 naming them', async () => {
    const link = { definingProject: { href: projectHref('website_relaunch') } };
    for (const [body, attribute] of [
      [{ name: 42, _links: link }, 'name'],
      [{ name: 'Typed', status: 1, _links: link }, 'status'],
      [{ name: 'Typed', startDate: 20260301, _links: link }, 'startDate'],
      [{ name: 'Typed', colour: 'red', _links: link }, 'colour'],
      [{ name: 'Typed', _links: { ...link, parent: { href: null } } }, '_links'],
    ] as const) {
      expect(expectError(await send('POST', '/api/v3/versions', 'member', body), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe(attribute);
    }
    const notJson = await ctx.app.inject({ method: 'POST', url: '/api/v3/versions', headers: { cookie: cookies.member, ...XHR, 'content-type': 'text/plain' }, payload: 'name=Sprint' });
    expectError(notJson, 415, 'TypeNotSupported');
  });

  test('permissions: manage_versions in the defining project, system sharing for admins, archived projects read-only', async () => {
    const body = (project: string, extra: Record<string, unknown> = {}) => ({ name: 'Not allowed', ...extra, _links: { definingProject: { href: projectHref(project) } } });
    // Tomás is a Member of Website relaunch, Priya a Reader in Design system.
    expect(expectError(await send('POST', '/api/v3/versions', 'tomas.herrera', body('website_relaunch')), 403, 'MissingPermission').message).toBe('You are not allowed to manage versions in this project.');
    expectError(await send('POST', '/api/v3/versions', 'member', body('design_system')), 403, 'MissingPermission');
    const system = expectError(await send('POST', '/api/v3/versions', 'member', body('website_relaunch', { sharing: 'system' })), 403, 'MissingPermission');
    expect(system.message).toBe('Only administrators can share a version with every project.');
    // Marcus is Project admin of the archived Legacy CRM migration.
    expect(expectError(await send('POST', '/api/v3/versions', 'manager', body('legacy_crm_migration')), 403, 'MissingPermission').message).toBe('The project is archived: its versions cannot be changed.');
    expect((await createVersion('website_relaunch', { sharing: 'system' }, 'admin')).sharing).toBe('system');
    const noCsrf = await ctx.app.inject({ method: 'POST', url: '/api/v3/versions', headers: { cookie: cookies.member }, payload: body('website_relaunch') });
    expect(noCsrf.statusCode).toBe(403);
    expectError(await ctx.app.inject({ method: 'POST', url: '/api/v3/versions', payload: body('website_relaunch') }), 401, 'Unauthenticated');
  });
});

describe('PATCH /versions/{id}', () => {
  test('changes what the body names: lockVersion up, a journal of the changes, an event', async () => {
    const version = await createVersion('website_relaunch', { name: 'Patch me', startDate: '2026-04-06', endDate: '2026-04-17' }, 'member');
    let response!: Awaited<ReturnType<typeof send>>;
    const published = await eventsDuring(async () => {
      response = await send('PATCH', versionHref(version.id), 'member', { lockVersion: 0, name: 'Patched', endDate: '2026-04-24', status: 'closed', description: { raw: 'Done early' } });
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Patched', startDate: '2026-04-06', endDate: '2026-04-24', status: 'closed', lockVersion: 1, description: { raw: 'Done early' } });
    const journals = await journalsOf('Version', version.id);
    expect(journals.map((journal) => journal.version)).toEqual([1, 2]);
    expect(await detailsOf(journals[1].id)).toEqual({
      name: ['Patch me', 'Patched'],
      description: [null, 'Done early'],
      end_date: ['2026-04-17', '2026-04-24'],
      status: ['open', 'closed'],
    });
    expect(published).toEqual([expect.objectContaining({ type: 'version.updated', projectId: projectIds.website_relaunch, versionId: version.id, actorId: userIds.member })]);
  });

  test('a body that changes nothing: 200, the same lockVersion, no journal, no event; a case-only rename is a change', async () => {
    const version = await createVersion('website_relaunch', { name: 'Same again', sharing: 'none' }, 'member');
    const published = await eventsDuring(async () => {
      const response = await send('PATCH', versionHref(version.id), 'member', { lockVersion: 0, name: 'Same again', sharing: 'none', _links: { definingProject: { href: projectHref('website_relaunch') } } });
      expect(response.json()).toMatchObject({ lockVersion: 0 });
    });
    expect(published).toEqual([]);
    expect(await journalsOf('Version', version.id)).toHaveLength(1);
    expect((await send('PATCH', versionHref(version.id), 'member', { lockVersion: 0, name: 'SAME AGAIN' })).json()).toMatchObject({ name: 'SAME AGAIN', lockVersion: 1 });
  });

  test('lockVersion: missing or stale is a 409 that changes nothing; of two saves from the same version one wins', async () => {
    const version = await createVersion('website_relaunch', { name: 'Locked in' }, 'member');
    expect(expectError(await send('PATCH', versionHref(version.id), 'member', { name: 'No lock' }), 409, 'UpdateConflict').message).toContain('lockVersion is required');
    expectError(await send('PATCH', versionHref(version.id), 'member', { lockVersion: 3, name: 'Stale' }), 409, 'UpdateConflict');
    const [a, b] = await Promise.all([
      send('PATCH', versionHref(version.id), 'member', { lockVersion: 0, name: 'Winner A' }),
      send('PATCH', versionHref(version.id), 'admin', { lockVersion: 0, name: 'Winner B' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const row = await ctx.db.selectFrom('versions').select(['name', 'lock_version']).where('id', '=', version.id).executeTakeFirstOrThrow();
    expect(row.lock_version).toBe(1);
    expect(row.name).toBe(a.statusCode === 200 ? 'Winner A' : 'Winner B');
    // A 409 wins over validation, as for work packages.
    expectError(await send('PATCH', versionHref(version.id), 'member', { lockVersion: 0, name: '' }), 409, 'UpdateConflict');
  });

  test('404 -> 403 -> 409 -> 422; the defining project is read-only; rules as on create', async () => {
    const version = await createVersion('website_relaunch', { name: 'Order of answers', startDate: '2026-05-04', endDate: '2026-05-15' }, 'member');
    const hidden = await createVersion('data_warehouse', { name: 'Hidden' });
    expectError(await send('PATCH', versionHref(hidden.id), 'member', { lockVersion: 0, name: 'x' }), 404, 'NotFound');
    expectError(await send('PATCH', versionHref(version.id), 'tomas.herrera', { lockVersion: 9, name: '' }), 403, 'MissingPermission');
    expectError(await send('PATCH', versionHref(version.id), 'member', { lockVersion: 0, sharing: 'system' }), 403, 'MissingPermission');
    const moved = expectError(await send('PATCH', versionHref(version.id), 'member', { lockVersion: 0, _links: { definingProject: { href: projectHref('design_system') } } }), 422, 'PropertyIsReadOnly');
    expect(moved._embedded.details.attribute).toBe('definingProject');
    const before = expectError(await send('PATCH', versionHref(version.id), 'member', { lockVersion: 0, endDate: '2026-05-01' }), 422, 'PropertyConstraintViolation');
    expect([before._embedded.details.attribute, before.message]).toEqual(['endDate', 'End date must be after start date']);
    const taken = expectError(await send('PATCH', versionHref(version.id), 'member', { lockVersion: 0, name: 'Sprint 6' }), 422, 'PropertyConstraintViolation');
    expect(taken.message).toBe('Sprint name is already used in this project.');
    expect((await ctx.db.selectFrom('versions').select('lock_version').where('id', '=', version.id).executeTakeFirstOrThrow()).lock_version).toBe(0);
  });

  test('a version an admin shared with every project stays so when its team edits it; narrowing the sharing tells the projects that lose it', async () => {
    const version = await createVersion('website_relaunch', { name: 'Company sprint', sharing: 'system' });
    const renamed = await send('PATCH', versionHref(version.id), 'member', { lockVersion: 0, name: 'Company sprint 2', sharing: 'system' });
    expect(renamed.json()).toMatchObject({ name: 'Company sprint 2', sharing: 'system', lockVersion: 1 });
    const published = await eventsDuring(async () => {
      expect((await send('PATCH', versionHref(version.id), 'member', { lockVersion: 1, sharing: 'none' })).statusCode).toBe(200);
    });
    expect(new Set(published.map((event) => event.projectId)).size).toBe(Object.keys(projectIds).length);
    expect(published.every((event) => event.type === 'version.updated' && event.versionId === version.id)).toBe(true);
  });
});

describe('DELETE /versions/{id}', () => {
  test('unassigns its work packages in every project (journal, lockVersion, event each) and journals its end', async () => {
    const version = await createVersion('website_relaunch', { name: 'Short-lived', sharing: 'descendants' }, 'member');
    const here = await createWorkPackage('website_relaunch', { subject: 'In the short sprint', _links: { version: { href: versionHref(version.id) } } });
    const below = await createWorkPackage('design_system', { subject: 'Design work in it', _links: { version: { href: versionHref(version.id) } } });
    expectError(await send('DELETE', versionHref(version.id), 'tomas.herrera'), 403, 'MissingPermission');
    let response!: Awaited<ReturnType<typeof send>>;
    const published = await eventsDuring(async () => {
      response = await send('DELETE', versionHref(version.id), 'member');
    });
    expect(response.statusCode).toBe(204);
    for (const wp of [here, below]) {
      const row = await ctx.db.selectFrom('work_packages').select(['version_id', 'lock_version']).where('id', '=', wp.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ version_id: null, lock_version: 1 });
      const journals = await journalsOf('WorkPackage', wp.id);
      expect(journals.at(-1)).toMatchObject({ version: 2, user_id: userIds.member });
      expect(await detailsOf(journals.at(-1)!.id)).toEqual({ version_id: [String(version.id), null] });
    }
    expect(published.filter((event) => event.type === 'work_package.updated').map((event) => [event.projectId, event.workPackageId, event.lockVersion])).toEqual([
      [projectIds.website_relaunch, here.id, 1],
      [projectIds.design_system, below.id, 1],
    ]);
    expect(published.filter((event) => event.type === 'version.deleted').map((event) => event.projectId ?? 0).sort((a, b) => a - b)).toEqual(
      [projectIds.website_relaunch, projectIds.design_system, projectIds.content_migration].sort((a, b) => a - b),
    );
    const journals = await journalsOf('Version', version.id);
    expect(await detailsOf(journals.at(-1)!.id)).toEqual({ name: ['Short-lived', null], status: ['open', null], sharing: ['descendants', null] });
    expectError(await get(versionHref(version.id)), 404, 'NotFound');
    expectError(await send('DELETE', versionHref(version.id), 'member'), 404, 'NotFound');
  });

  test('an invisible version is a 404; an archived project\'s versions cannot be deleted', async () => {
    const hidden = await createVersion('data_warehouse', { name: 'Hidden delete' });
    expectError(await send('DELETE', versionHref(hidden.id), 'member'), 404, 'NotFound');
    const archived = await createVersion('onboarding_handbook', { name: 'Archived sprint' });
    await ctx.db.updateTable('projects').set({ active: false }).where('id', '=', projectIds.onboarding_handbook).execute();
    try {
      expectError(await send('DELETE', versionHref(archived.id), 'admin'), 403, 'MissingPermission');
      expect((await get(versionHref(archived.id), 'admin')).json()._links.delete).toBeUndefined();
    } finally {
      await ctx.db.updateTable('projects').set({ active: true }).where('id', '=', projectIds.onboarding_handbook).execute();
    }
  });
});

describe('work packages in versions', () => {
  test('the version link carries the name; lists filter by version', async () => {
    const wp = await createWorkPackage('website_relaunch', { subject: 'Sprint work', storyPoints: 3, _links: { version: { href: versionHref(sprintIds['Sprint 6']) } } }, 'tomas.herrera');
    expect(wp._links.version).toEqual({ href: versionHref(sprintIds['Sprint 6']), title: 'Sprint 6' });
    const filtered = (await get(`${projectHref('website_relaunch')}/work_packages?pageSize=200&filters=${q([{ version: { operator: '=', values: [String(sprintIds['Sprint 6'])] } }])}`)).json();
    const rows = await ctx.db.selectFrom('work_packages').select('id').where('version_id', '=', sprintIds['Sprint 6']).execute();
    expect(filtered.total).toBe(rows.length);
    expect(filtered._embedded.elements.every((element: { _links: { version: { title: string } } }) => element._links.version.title === 'Sprint 6')).toBe(true);
    const none = (await get(`${projectHref('website_relaunch')}/work_packages?pageSize=0&filters=${q([{ version: { operator: '!*', values: [] } }])}`)).json();
    expect(none.total).toBeGreaterThan(0);
  });

  test('only a version usable in the project, and only an open one; one that was closed afterwards may stay', async () => {
    const attempt = async (href: string, project = 'website_relaunch', who = 'member') => {
      const response = await send('POST', `${projectHref(project)}/work_packages`, who, { subject: 'Versioned', _links: { version: { href } } });
      const error = expectError(response, 422, 'PropertyConstraintViolation');
      expect(error._embedded.details.attribute).toBe('version');
      return error.message;
    };
    const iosSprint = await ctx.db.selectFrom('versions').select('id').where('name', '=', 'iOS sprint 7').executeTakeFirstOrThrow();
    expect(await attempt(versionHref(iosSprint.id))).toBe('The version is not available in this project.');
    expect(await attempt('/api/v3/versions/999999')).toBe('The version is not available in this project.');
    expect(await attempt('/api/v3/versions/99999999999')).toBe('The version is not available in this project.');
    expect(await attempt('/api/v3/sprints/1')).toBe('Version must be a version link (/api/v3/versions/{id}) or null.');
    expect(await attempt(versionHref(sprintIds['Sprint 1']))).toBe('Sprint 1 is closed: work packages cannot be added to it.');
    const locked = await createVersion('website_relaunch', { name: 'Frozen', status: 'locked' });
    expect(await attempt(versionHref(locked.id))).toBe('Frozen is locked: work packages cannot be added to it.');
    // Website relaunch does not share its sprints: a sub-project cannot use them.
    expect(await attempt(versionHref(sprintIds['Sprint 6']), 'design_system', 'hannah.becker')).toBe('The version is not available in this project.');

    // The release Mobile app shares with its sub-projects is usable in iOS.
    const release = await ctx.db.selectFrom('versions').select('id').where('name', '=', 'Release 3.0').executeTakeFirstOrThrow();
    const inIos = await createWorkPackage('mobile_ios_3', { subject: 'Release notes', _links: { version: { href: versionHref(release.id) } } }, 'kwame.mensah');
    expect(inIos._links.version.title).toBe('Release 3.0');

    const wp = await createWorkPackage('website_relaunch', { subject: 'Stays in its sprint', _links: { version: { href: versionHref(sprintIds['Sprint 6']) } } });
    const sprint6 = (await get(versionHref(sprintIds['Sprint 6']), 'admin')).json() as Version;
    expect((await send('PATCH', versionHref(sprint6.id), 'admin', { lockVersion: sprint6.lockVersion, status: 'locked' })).statusCode).toBe(200);
    try {
      const edited = await send('PATCH', `/api/v3/work_packages/${wp.id}`, 'admin', { lockVersion: wp.lockVersion, subject: 'Still in it', _links: { version: { href: versionHref(sprint6.id) } } });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()._links.version.title).toBe('Sprint 6');
      const moved = await send('PATCH', `/api/v3/work_packages/${wp.id}`, 'admin', { lockVersion: wp.lockVersion + 1, _links: { version: { href: null } } });
      expect(moved.json()._links.version).toEqual({ href: null });
      const back = expectError(await send('PATCH', `/api/v3/work_packages/${wp.id}`, 'admin', { lockVersion: wp.lockVersion + 2, _links: { version: { href: versionHref(sprint6.id) } } }), 422, 'PropertyConstraintViolation');
      expect(back.message).toBe('Sprint 6 is locked: work packages cannot be added to it.');
      // Bulk edits follow the same rules, naming the package.
      const bulk = expectError(await send('PATCH', '/api/v3/work_packages/bulk', 'admin', { ids: [wp.id], changes: { _links: { version: { href: versionHref(sprint6.id) } } } }), 422, 'PropertyConstraintViolation');
      expect(bulk.message).toBe(`Work package #${wp.id}: Sprint 6 is locked: work packages cannot be added to it.`);
    } finally {
      const current = (await get(versionHref(sprint6.id), 'admin')).json() as Version;
      await send('PATCH', versionHref(sprint6.id), 'admin', { lockVersion: current.lockVersion, status: 'open' });
    }
    // Renaming a version shows in its packages' links at once (the page cache follows the versions table).
    const page = async () => (await get(`${projectHref('website_relaunch')}/work_packages?filters=${q([{ id: { operator: '=', values: [String(inIos.id), String(wp.id)] } }])}`, 'admin')).json();
    await page();
    const current = (await get(versionHref(sprint6.id), 'admin')).json() as Version;
    expect((await send('PATCH', versionHref(sprint6.id), 'admin', { lockVersion: current.lockVersion, name: 'Sprint Six' })).statusCode).toBe(200);
    await send('PATCH', `/api/v3/work_packages/${wp.id}`, 'admin', { lockVersion: wp.lockVersion + 2, _links: { version: { href: versionHref(sprint6.id) } } });
    expect((await page())._embedded.elements[0]._links.version.title).toBe('Sprint Six');
    const renamedBack = (await get(versionHref(sprint6.id), 'admin')).json() as Version;
    expect((await send('PATCH', versionHref(sprint6.id), 'admin', { lockVersion: renamedBack.lockVersion, name: 'Sprint 6' })).statusCode).toBe(200);
    expect((await page())._embedded.elements[0]._links.version.title).toBe('Sprint 6');
  });

  test("a version's activity line names it", async () => {
    const wp = await createWorkPackage('website_relaunch', { subject: 'Journaled version', _links: { version: { href: versionHref(sprintIds['Sprint 5']) } } });
    const activities = (await get(`/api/v3/work_packages/${wp.id}/activities`, 'admin')).json()._embedded.elements;
    expect(activities[0].details.map((detail: { raw: string }) => detail.raw)).toContain('Version set to Sprint 5');
  });

  test('a page of work packages costs the same statements with or without versions, whatever its size', async () => {
    const statementsFor = async (pageSize: number) => {
      ctx.statements.count = 0;
      expect((await get(`/api/v3/work_packages?filters=[]&pageSize=${pageSize}&sortBy=${q([['id', 'desc']])}`, 'member')).statusCode).toBe(200);
      return ctx.statements.count;
    };
    expect(await statementsFor(1)).toBe(await statementsFor(200));
  });
});

describe('a deleted project takes its versions along', () => {
  test("other projects' packages in its shared versions are unassigned with a journal, a new lockVersion and an event", async () => {
    const doomed = await send('POST', '/api/v3/projects', 'admin', { name: 'Doomed programme', identifier: 'doomed_programme' });
    expect(doomed.statusCode).toBe(201);
    const projectId = doomed.json().id as number;
    projectIds.doomed_programme = projectId;
    const shared = await createVersion('doomed_programme', { name: 'Programme sprint', sharing: 'system' });
    const outside = await createWorkPackage('website_relaunch', { subject: 'Uses the programme sprint', _links: { version: { href: versionHref(shared.id) } } });
    const inside = await createWorkPackage('doomed_programme', { subject: 'Goes with the project', _links: { version: { href: versionHref(shared.id) } } });
    let response!: Awaited<ReturnType<typeof send>>;
    const published = await eventsDuring(async () => {
      response = await send('DELETE', `/api/v3/projects/${projectId}`, 'admin');
    });
    delete projectIds.doomed_programme;
    expect(response.statusCode).toBe(204);
    expect(await ctx.db.selectFrom('versions').select('id').where('project_id', '=', projectId).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('work_packages').select('id').where('id', '=', inside.id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('work_packages').select(['version_id', 'lock_version']).where('id', '=', outside.id).executeTakeFirstOrThrow()).toEqual({ version_id: null, lock_version: 1 });
    const journals = await journalsOf('WorkPackage', outside.id);
    expect(await detailsOf(journals.at(-1)!.id)).toEqual({ version_id: [String(shared.id), null] });
    expect(published).toEqual([
      expect.objectContaining({ type: 'work_package.updated', projectId: projectIds.website_relaunch, workPackageId: outside.id, lockVersion: 1 }),
      expect.objectContaining({ type: 'version.deleted', projectId: projectIds.website_relaunch, versionId: shared.id }),
    ]);
  });

  test('the database itself never keeps a link to a version that is gone', async () => {
    const version = await createVersion('internal_tools', { name: 'Direct delete' });
    const wp = await createWorkPackage('internal_tools', { subject: 'Linked', _links: { version: { href: versionHref(version.id) } } });
    await ctx.db.deleteFrom('versions').where('id', '=', version.id).execute();
    expect((await ctx.db.selectFrom('work_packages').select('version_id').where('id', '=', wp.id).executeTakeFirstOrThrow()).version_id).toBeNull();
    await expect(ctx.db.updateTable('work_packages').set({ version_id: 987654 }).where('id', '=', wp.id).execute()).rejects.toThrow();
  });
});

describe('a version that stops being usable in a project leaves its packages there', () => {
  const rowOf = (id: number) => ctx.db.selectFrom('work_packages').select(['version_id', 'lock_version']).where('id', '=', id).executeTakeFirstOrThrow();

  test('narrowing the sharing unassigns the packages of the projects that lose it, each journaled, in the same write', async () => {
    const version = await createVersion('website_relaunch', { name: 'Narrowing', sharing: 'descendants' }, 'member');
    const own = await createWorkPackage('website_relaunch', { subject: 'Stays', _links: { version: { href: versionHref(version.id) } } });
    const below = await createWorkPackage('design_system', { subject: 'Leaves', _links: { version: { href: versionHref(version.id) } } });
    const published = await eventsDuring(async () => {
      expect((await send('PATCH', versionHref(version.id), 'member', { lockVersion: 0, sharing: 'none' })).statusCode).toBe(200);
    });
    expect(await rowOf(own.id)).toEqual({ version_id: version.id, lock_version: 0 });
    expect(await rowOf(below.id)).toEqual({ version_id: null, lock_version: 1 });
    const journals = await journalsOf('WorkPackage', below.id);
    expect(journals.at(-1)).toMatchObject({ user_id: userIds.member });
    expect(await detailsOf(journals.at(-1)!.id)).toEqual({ version_id: [String(version.id), null] });
    expect(published.filter((event) => event.type === 'work_package.updated').map((event) => [event.projectId, event.workPackageId, event.lockVersion])).toEqual([[projectIds.design_system, below.id, 1]]);
    expect(published.filter((event) => event.type === 'version.updated')).toHaveLength(3);
  });

  test('moving a project out of a tree takes the versions shared along it out of reach, in both directions', async () => {
    // Mobile app shares Release 3.0 with its sub-projects; iOS shares one of its own with its ancestors.
    const release = await ctx.db.selectFrom('versions').select('id').where('name', '=', 'Release 3.0').executeTakeFirstOrThrow();
    const upwards = await createVersion('mobile_ios_3', { name: 'iOS upwards', sharing: 'hierarchy' });
    const inIos = await createWorkPackage('mobile_ios_3', { subject: 'iOS release work', _links: { version: { href: versionHref(release.id) } } });
    const inMobile = await createWorkPackage('mobile_app', { subject: 'Uses the iOS version', _links: { version: { href: versionHref(upwards.id) } } });
    const ownIos = await createWorkPackage('mobile_ios_3', { subject: 'Own version', _links: { version: { href: versionHref(upwards.id) } } });
    // Besides these, the seeded iOS milestone (and earlier tests' packages) are in the release.
    const inRelease = await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', projectIds.mobile_ios_3).where('version_id', '=', release.id).execute();
    expect(inRelease.length).toBeGreaterThan(1);
    const published = await eventsDuring(async () => {
      expect((await send('PATCH', projectHref('mobile_ios_3'), 'admin', { _links: { parent: { href: null } } })).statusCode).toBe(200);
    });
    try {
      expect(await rowOf(inIos.id)).toEqual({ version_id: null, lock_version: 1 });
      expect(await rowOf(inMobile.id)).toEqual({ version_id: null, lock_version: 1 });
      expect(await rowOf(ownIos.id)).toEqual({ version_id: upwards.id, lock_version: 0 });
      const expected = [...inRelease.map((row) => row.id), inMobile.id].sort((a, b) => a - b);
      expect(published.every((event) => event.type === 'work_package.updated')).toBe(true);
      expect(published.map((event) => event.workPackageId!).sort((a, b) => a - b)).toEqual(expected);
      // A move that keeps everything in reach changes no package.
      expect(await eventsDuring(async () => send('PATCH', projectHref('mobile_ios_3'), 'admin', { description: { raw: 'Still on its own' } }))).toEqual([]);
    } finally {
      expect((await send('PATCH', projectHref('mobile_ios_3'), 'admin', { _links: { parent: { href: projectHref('mobile_app') } } })).statusCode).toBe(200);
    }
  });
});

describe('copying a project copies its versions', () => {
  test('the template\'s versions with their packages pointed at the copies; no longer reported as skipped', async () => {
    const templateId = projectIds.software_delivery_template;
    const response = await send('POST', `/api/v3/projects/${templateId}/copy`, 'manager', { name: 'Copied delivery', identifier: 'copied_delivery', _meta: { copyVersions: true, copyWorkPackages: true } });
    expect(response.statusCode).toBe(302);
    await ctx.app.jobs.drain();
    const job = (await get(`/api/v3/job_statuses/${response.json().jobId}`, 'manager')).json();
    expect(job.status).toBe('success');
    expect(job.payload.copied.versions).toBe(3);
    expect(job.payload.skipped.map((entry: { option: string }) => entry.option)).not.toContain('versions');
    const copyId = Number(job.payload.redirect.split('/').pop());
    const source = await ctx.db.selectFrom('versions').selectAll().where('project_id', '=', templateId).orderBy('name').execute();
    const copies = await ctx.db.selectFrom('versions').selectAll().where('project_id', '=', copyId).orderBy('name').execute();
    expect(copies.map((row) => [row.name, row.description, row.start_date, row.end_date, row.status, row.sharing, row.lock_version])).toEqual(
      source.map((row) => [row.name, row.description, row.start_date, row.end_date, row.status, row.sharing, 0]),
    );
    const copyIds = new Set(copies.map((row) => row.id));
    const copiedPackages = await ctx.db.selectFrom('work_packages').select(['subject', 'version_id']).where('project_id', '=', copyId).execute();
    const sourcePackages = await ctx.db.selectFrom('work_packages').innerJoin('versions', 'versions.id', 'work_packages.version_id').select(['work_packages.subject', 'versions.name']).where('work_packages.project_id', '=', templateId).execute();
    expect(sourcePackages.length).toBeGreaterThan(0);
    const nameOf = new Map(copies.map((row) => [row.id, row.name]));
    for (const original of sourcePackages) {
      const copy = copiedPackages.find((candidate) => candidate.subject === original.subject)!;
      expect(copyIds.has(copy.version_id!)).toBe(true);
      expect(nameOf.get(copy.version_id!)).toBe(original.name);
    }
    const journals = await ctx.db.selectFrom('journals').select(['journable_id', 'user_id']).where('journable_type', '=', 'Version').where('journable_id', 'in', [...copyIds]).execute();
    expect(journals).toHaveLength(3);
    expect(journals.every((journal) => journal.user_id === userIds.manager)).toBe(true);
  });

  test('a version shared with every project is copied so only by an admin', async () => {
    const templateId = projectIds.software_delivery_template;
    await ctx.db.updateTable('versions').set({ sharing: 'system' }).where('project_id', '=', templateId).where('name', '=', 'Release 1.0').execute();
    try {
      const sharingOfCopy = async (who: string, identifier: string) => {
        const response = await send('POST', `/api/v3/projects/${templateId}/copy`, who, { name: identifier, identifier, _meta: { copyVersions: true } });
        expect(response.statusCode).toBe(302);
        await ctx.app.jobs.drain();
        const job = (await get(`/api/v3/job_statuses/${response.json().jobId}`, who)).json();
        expect(job.status).toBe('success');
        const copyId = Number(job.payload.redirect.split('/').pop());
        return (await ctx.db.selectFrom('versions').select('sharing').where('project_id', '=', copyId).where('name', '=', 'Release 1.0').executeTakeFirstOrThrow()).sharing;
      };
      expect(await sharingOfCopy('manager', 'copy_by_manager')).toBe('none');
      expect(await sharingOfCopy('admin', 'copy_by_admin')).toBe('system');
    } finally {
      await ctx.db.updateTable('versions').set({ sharing: 'none' }).where('project_id', '=', templateId).where('name', '=', 'Release 1.0').execute();
    }
  });
});
