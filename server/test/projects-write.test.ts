import { ApiError } from '../src/http/errors.ts';
import { insertMemberships } from '../src/seed/bulk.ts';
import { insertProjectOrConflict } from '../src/modules/projects/service.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const roleIds: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'manager', 'member']) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  cookies.sofia = await login(ctx.app, 'sofia.rossi@tessera.local', DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('roles').select(['id', 'name']).execute()) roleIds[row.name] = row.id;
});
afterAll(async () => {
  await ctx.close();
});

// 'member' is Priya: Team Leader in website_relaunch (edit_project, add_subprojects; no archive/delete), Reader in
// design_system, Member in q3_campaign and mobile_ios_3; internal_tools is private and not hers.
type Who = 'admin' | 'manager' | 'member' | 'sofia';
const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, who: Who, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
const create = (body: unknown, who: Who = 'admin') => send('POST', '/api/v3/projects', who, body);
const patch = (id: number, body: unknown, who: Who = 'admin') => send('PATCH', `/api/v3/projects/${id}`, who, body);
const remove = (id: number, who: Who = 'admin') => send('DELETE', `/api/v3/projects/${id}`, who);
const projectHref = (id: number) => `/api/v3/projects/${id}`;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function createOk(body: Record<string, unknown>, who: Who = 'admin'): Promise<{ id: number; [key: string]: unknown }> {
  const response = await create(body, who);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Every row a project write could touch, to prove a refused request changed nothing. */
async function snapshot(): Promise<string> {
  const [projects, memberships, memberRoles] = await Promise.all([
    ctx.db.selectFrom('projects').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('memberships').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('member_roles').selectAll().orderBy('id').execute(),
  ]);
  return JSON.stringify({ projects, memberships, memberRoles });
}

async function expectRefused(request: () => Promise<Awaited<ReturnType<typeof send>>>, status: number, identifier: string, attribute?: string, message?: string) {
  const before = await snapshot();
  const body = expectError(await request(), status, identifier);
  if (attribute !== undefined) expect(body._embedded.details.attribute).toBe(attribute);
  if (message !== undefined) expect(body.message).toBe(message);
  expect(await snapshot()).toBe(before);
  return body;
}

describe('POST /projects', () => {
  test('creates with the defaults; the creator becomes a Project admin member', async () => {
    const response = await create({ name: '  Apollo  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      _type: 'Project',
      name: 'Apollo',
      identifier: 'apollo',
      public: true,
      active: true,
      templated: false,
      description: { raw: '' },
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
    expect(body._links.parent).toEqual({ href: null });
    expect(body._links.status).toEqual({ href: null });
    expect(body._embedded.currentUserMembership._embedded.roles.map((r: { name: string }) => r.name)).toEqual(['Project admin']);
    expect((await send('GET', projectHref(body.id), 'admin')).json().name).toBe('Apollo');
  });

  test('a manager creates a top-level project with every attribute and may manage it', async () => {
    const body = await createOk(
      {
        name: 'Gemini',
        identifier: 'gemini_2',
        description: { raw: 'Two seats.', format: 'markdown' },
        statusExplanation: { raw: 'Started.' },
        public: false,
        active: true,
        templated: true,
        _links: { status: { href: '/api/v3/project_statuses/at_risk' } },
      },
      'manager',
    );
    expect(body).toMatchObject({ identifier: 'gemini_2', public: false, templated: true, description: { raw: 'Two seats.' }, statusExplanation: { raw: 'Started.' } });
    expect((body._links as Record<string, unknown>).status).toEqual({ href: '/api/v3/project_statuses/at_risk', title: 'At risk' });
    // Project admin of what they created: every action link.
    expect(Object.keys(body._links as object)).toEqual(expect.arrayContaining(['update', 'updateImmediately', 'delete']));
    // A private project the manager created is visible to them through that membership.
    const list = (await send('GET', `/api/v3/projects?filters=${q([{ principal: { operator: '=', values: ['me'] } }])}&pageSize=100`, 'manager')).json();
    expect(list._embedded.elements.map((p: { identifier: string }) => p.identifier)).toContain('gemini_2');
  });

  test('a blank identifier is derived from the lowercased name (other characters to "_", trimmed, at most 100)', async () => {
    expect((await createOk({ name: 'Q4 Roadmap: Mobile & Web!' })).identifier).toBe('q4_roadmap__mobile___web');
    expect((await createOk({ name: '__Zeta 9__', identifier: '   ' })).identifier).toBe('zeta_9');
    // The 100-character cut lands on an underscore, which is trimmed too.
    expect((await createOk({ name: `${'a'.repeat(99)} bcd` })).identifier).toBe('a'.repeat(99));
    await expectRefused(() => create({ name: '*** !!!' }), 422, 'PropertyConstraintViolation', 'identifier');
  });

  test('every validation rule is a 422 naming the attribute, with the spec message, and changes nothing', async () => {
    const violation = 'PropertyConstraintViolation';
    await expectRefused(() => create({ identifier: 'no_name' }), 422, violation, 'name', 'Project name is required');
    await expectRefused(() => create({ name: '   ', identifier: 'blank_name' }), 422, violation, 'name', 'Project name is required');
    await expectRefused(() => create({ name: 'x'.repeat(256) }), 422, violation, 'name', 'Name is too long (maximum is 255 characters).');
    expect((await createOk({ name: 'y'.repeat(255), identifier: 'long_name' })).name).toBe('y'.repeat(255));
    const identifierMessage = 'Identifier can only contain lowercase letters, numbers, and underscores';
    for (const identifier of ['Upper_case', 'with-dash', 'with space', 'ümlaut']) {
      await expectRefused(() => create({ name: 'Bad identifier', identifier }), 422, violation, 'identifier', identifierMessage);
    }
    await expectRefused(() => create({ name: 'Long', identifier: 'a'.repeat(101) }), 422, violation, 'identifier', 'Identifier is too long (maximum is 100 characters).');
    expect((await createOk({ name: 'Hundred', identifier: 'b'.repeat(100) })).identifier).toBe('b'.repeat(100));
    for (const href of ['/api/v3/project_statuses/archived', '/api/v3/statuses/1', 'on_track']) {
      await expectRefused(() => create({ name: 'Status', _links: { status: { href } } }), 422, violation, 'status');
    }
  });

  test('a duplicate identifier is a 422 naming identifier, also when given or derived', async () => {
    await expectRefused(() => create({ name: 'Copy', identifier: 'website_relaunch' }), 422, 'PropertyConstraintViolation', 'identifier', 'Identifier has already been taken.');
    await expectRefused(() => create({ name: 'Website relaunch' }), 422, 'PropertyConstraintViolation', 'identifier', 'Identifier has already been taken.');
  });

  test('concurrent creates with one identifier: one 201, the others the same 422, never a 500', async () => {
    const responses = await Promise.all([1, 2, 3, 4].map((n) => create({ name: `Race ${n}`, identifier: 'race_identifier' })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422]);
    for (const response of responses.filter((r) => r.statusCode === 422)) {
      expect(response.json()._embedded.details.attribute).toBe('identifier');
    }
    // The race path itself (check passed, insert hits the unique index) maps to the same 422.
    const now = ctx.clock.now().toISOString();
    const row = { identifier: 'race_identifier', name: 'Late', description: '', status_explanation: '', public: true, active: true, templated: false, parent_id: null, status_code: null, created_at: now, updated_at: now };
    const error = await insertProjectOrConflict(ctx.db, row).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 422, identifier: 'PropertyConstraintViolation', attribute: 'identifier' });
  });
});

describe('who may create', () => {
  test('a member without privileges gets 403 for a top-level project', async () => {
    await expectRefused(() => create({ name: 'Mine' }, 'member'), 403, 'MissingPermission', undefined, 'Only administrators and managers can create top-level projects.');
  });

  test('a Team Leader adds a sub-project where they hold add_subprojects, and becomes its Project admin', async () => {
    const body = await createOk({ name: 'Web sub', _links: { parent: { href: projectHref(projectIds.website_relaunch), title: 'ignored' } } }, 'member');
    expect((body._links as Record<string, unknown>).parent).toEqual({ href: projectHref(projectIds.website_relaunch), title: 'Website relaunch' });
    const membership = (body._embedded as { currentUserMembership: { _embedded: { roles: { name: string }[] } } }).currentUserMembership;
    expect(membership._embedded.roles.map((r) => r.name)).toEqual(['Project admin']);
  });

  test('a parent without add_subprojects is 403; an invisible or missing parent is a 422 naming parent', async () => {
    await expectRefused(() => create({ name: 'Sub', _links: { parent: { href: projectHref(projectIds.design_system) } } }, 'member'), 403, 'MissingPermission');
    await expectRefused(() => create({ name: 'Sub', _links: { parent: { href: projectHref(projectIds.mobile_app) } } }, 'member'), 403, 'MissingPermission');
    // Invisible and non-existent look the same: no existence leak.
    for (const id of [projectIds.internal_tools, 999_999]) {
      await expectRefused(() => create({ name: 'Sub', _links: { parent: { href: projectHref(id) } } }, 'member'), 422, 'PropertyConstraintViolation', 'parent', 'Parent does not exist.');
    }
    // A manager holds no project permission in a project they are not a member of.
    await expectRefused(() => create({ name: 'Sub', _links: { parent: { href: projectHref(projectIds.internal_tools) } } }, 'manager'), 422, 'PropertyConstraintViolation', 'parent');
    expect((await createOk({ name: 'Tools sub', _links: { parent: { href: projectHref(projectIds.internal_tools) } } }, 'admin'))._links).toBeDefined();
  });

  test('a parent href that is not a project path is a 422 naming parent', async () => {
    for (const href of ['/api/v3/users/1', 'garbage', 'urn:openproject-org:api:v3:undisclosed', '/api/v3/projects/0', '/api/v3/projects/1/extra', `${projectHref(projectIds.website_relaunch)}?x=1`]) {
      await expectRefused(() => create({ name: 'Bad parent', _links: { parent: { href } } }), 422, 'PropertyConstraintViolation', 'parent');
    }
  });
});

describe('PATCH /projects/{id}', () => {
  test('changes the attributes, moves updatedAt to now and answers the project', async () => {
    const { id } = await createOk({ name: 'Editable', identifier: 'editable' });
    ctx.clock.advance(60_000);
    const response = await patch(id, {
      name: ' Edited ',
      identifier: 'editable',
      description: { format: 'markdown', raw: 'New text', html: '<p>ignored</p>' },
      public: false,
      templated: true,
      _links: { status: { href: '/api/v3/project_statuses/finished' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Edited',
      identifier: 'editable',
      public: false,
      templated: true,
      description: { raw: 'New text', html: '<p>New text</p>' },
      updatedAt: ctx.clock.now().toISOString(),
      _links: { status: { href: '/api/v3/project_statuses/finished', title: 'Finished' } },
    });
    const cleared = (await patch(id, { _links: { status: { href: null } } })).json();
    expect(cleared._links.status).toEqual({ href: null });
  });

  test('identifier is read-only: a different one is 422 PropertyIsReadOnly, the same one is accepted', async () => {
    const { id } = await createOk({ name: 'Fixed id', identifier: 'fixed_id' });
    await expectRefused(() => patch(id, { identifier: 'other_id', name: 'Renamed' }), 422, 'PropertyIsReadOnly', 'identifier');
    expect((await patch(id, { identifier: 'fixed_id', name: 'Renamed' })).json()).toMatchObject({ identifier: 'fixed_id', name: 'Renamed' });
  });

  test('the create rules apply to changed attributes', async () => {
    const { id } = await createOk({ name: 'Rules' });
    await expectRefused(() => patch(id, { name: '  ' }), 422, 'PropertyConstraintViolation', 'name', 'Project name is required');
    await expectRefused(() => patch(id, { name: 'z'.repeat(256) }), 422, 'PropertyConstraintViolation', 'name');
    await expectRefused(() => patch(id, { _links: { status: { href: '/api/v3/project_statuses/nope' } } }), 422, 'PropertyConstraintViolation', 'status');
  });

  test('parent rules: no cycles (self, child, grandchild), top level with null, visible parents only', async () => {
    const a = await createOk({ name: 'Tree A' });
    const b = await createOk({ name: 'Tree B', _links: { parent: { href: projectHref(a.id) } } });
    const c = await createOk({ name: 'Tree C', _links: { parent: { href: projectHref(b.id) } } });
    const cycle = 'A project cannot be its own ancestor.';
    for (const target of [a.id, b.id, c.id]) {
      await expectRefused(() => patch(a.id, { _links: { parent: { href: projectHref(target) } } }), 422, 'PropertyConstraintViolation', 'parent', cycle);
    }
    await expectRefused(() => patch(b.id, { _links: { parent: { href: projectHref(c.id) } } }), 422, 'PropertyConstraintViolation', 'parent', cycle);
    await expectRefused(() => patch(a.id, { _links: { parent: { href: projectHref(999_999) } } }), 422, 'PropertyConstraintViolation', 'parent');
    await expectRefused(() => patch(a.id, { _links: { parent: { href: '/api/v3/versions/1' } } }), 422, 'PropertyConstraintViolation', 'parent');

    const topLevel = (await patch(c.id, { _links: { parent: { href: null } } })).json();
    expect(topLevel._links.parent).toEqual({ href: null });
    expect(topLevel._links.ancestors).toEqual([]);
    const moved = (await patch(c.id, { _links: { parent: { href: projectHref(a.id) } } })).json();
    expect(moved._links.ancestors).toEqual([{ href: projectHref(a.id), title: 'Tree A' }]);
    // The undisclosed link sent back keeps the parent.
    const kept = (await patch(c.id, { name: 'Tree C2', _links: { parent: { href: 'urn:openproject-org:api:v3:undisclosed' } } })).json();
    expect(kept._links.parent.href).toBe(projectHref(a.id));
  });

  test('permissions: edit_project to edit, archive_project to archive, 404 when invisible', async () => {
    const web = projectIds.website_relaunch;
    // Team Leader: edit yes, archive no; an unchanged active flag in a full settings save needs no archive right.
    const asLeader = await patch(web, { name: 'Website relaunch (TL)', active: true }, 'member');
    expect(asLeader.statusCode).toBe(200);
    // The action links tell the UI what to offer: update yes, archive no.
    expect(asLeader.json()._links.updateImmediately).toBeDefined();
    expect(asLeader.json()._links.archive).toBeUndefined();
    await expectRefused(() => patch(web, { active: false }, 'member'), 403, 'MissingPermission');
    // Reader, and a non-member of a public project: visible, not allowed.
    await expectRefused(() => patch(projectIds.design_system, { name: 'Nope' }, 'member'), 403, 'MissingPermission');
    await expectRefused(() => patch(projectIds.mobile_app, { name: 'Nope' }, 'member'), 403, 'MissingPermission');
    await expectRefused(() => patch(projectIds.mobile_app, {}, 'member'), 403, 'MissingPermission');
    await expectRefused(() => patch(projectIds.internal_tools, { name: 'Nope' }, 'member'), 404, 'NotFound');
    await expectRefused(() => patch(999_999, { name: 'Nope' }), 404, 'NotFound');
    // Project admin (the manager) archives and unarchives.
    const archived = (await patch(web, { active: false }, 'manager')).json();
    expect(archived.active).toBe(false);
    expect(archived._links.unarchive).toEqual({ href: projectHref(web), method: 'patch' });
    expect(archived._links.archive).toBeUndefined();
    const restored = (await patch(web, { active: true }, 'manager')).json();
    expect(restored.active).toBe(true);
    expect(restored._links.archive).toEqual({ href: projectHref(web), method: 'patch' });
  });

  test('moving needs add_subprojects in the new parent; making top-level needs admin or manager', async () => {
    const sub = await createOk({ name: 'Priya sub', _links: { parent: { href: projectHref(projectIds.website_relaunch) } } }, 'member');
    // Member (no add_subprojects) in q3_campaign.
    await expectRefused(() => patch(sub.id, { _links: { parent: { href: projectHref(projectIds.q3_campaign) } } }, 'member'), 403, 'MissingPermission');
    await expectRefused(() => patch(sub.id, { _links: { parent: { href: null } } }, 'member'), 403, 'MissingPermission');
    await expectRefused(() => patch(sub.id, { _links: { parent: { href: projectHref(projectIds.internal_tools) } } }, 'member'), 422, 'PropertyConstraintViolation', 'parent');
    // Sofia is Team Leader of q3_campaign but not a member of the sub-project.
    await expectRefused(() => patch(sub.id, { _links: { parent: { href: projectHref(projectIds.q3_campaign) } } }, 'sofia'), 403, 'MissingPermission');
    // Permissions are per project: the manager administers the old parent, not this sub-project.
    await expectRefused(() => patch(sub.id, { _links: { parent: { href: null } } }, 'manager'), 403, 'MissingPermission');
    expect((await patch(sub.id, { _links: { parent: { href: null } } }, 'admin')).json()._links.parent).toEqual({ href: null });
  });
});

describe('archiving and the list cache', () => {
  test('archive then unarchive: the Active/Archived filters and the cached elements reflect it at once', async () => {
    const { id } = await createOk({ name: 'Cached', identifier: 'cached_project' });
    const activeFilter = (value: 't' | 'f') => `/api/v3/projects?pageSize=1000&filters=${q([{ active: { operator: '=', values: [value] } }])}`;
    const find = async (value: 't' | 'f') => {
      const body = (await send('GET', activeFilter(value), 'admin')).json();
      return body._embedded.elements.find((p: { id: number }) => p.id === id) as { active: boolean; name: string } | undefined;
    };
    // Warm the cache, then write twice within the same clock instant (the test clock does not move).
    expect((await find('t'))?.active).toBe(true);
    expect((await patch(id, { active: false })).statusCode).toBe(200);
    expect(await find('t')).toBeUndefined();
    expect((await find('f'))?.active).toBe(false);
    expect((await patch(id, { active: true, name: 'Cached again' })).statusCode).toBe(200);
    expect(await find('f')).toBeUndefined();
    expect(await find('t')).toMatchObject({ active: true, name: 'Cached again' });
  });
});

describe('the createWorkPackage and createWorkPackageImmediately action links', () => {
  const createLink = (id: number) => ({ href: `/api/v3/projects/${id}/work_packages`, method: 'post' });
  const formLink = (id: number) => ({ href: `/api/v3/projects/${id}/work_packages/form`, method: 'post' });
  const inList = async (id: number, who: Who) =>
    (await send('GET', '/api/v3/projects?pageSize=1000', who)).json()._embedded.elements.find((p: { id: number }) => p.id === id);

  test('is offered where the caller may add work packages to an active project, in the project and in the list', async () => {
    const { id } = await createOk({ name: 'Add here', identifier: 'add_here' });
    expect((await send('GET', projectHref(id), 'admin')).json()._links).toMatchObject({ createWorkPackage: formLink(id), createWorkPackageImmediately: createLink(id) });
    expect((await inList(id, 'admin'))._links.createWorkPackageImmediately).toEqual(createLink(id));
    // Priya: Team Leader in the website (adds work packages), Reader in the design system (does not).
    expect((await send('GET', projectHref(projectIds.website_relaunch), 'member')).json()._links.createWorkPackageImmediately).toEqual(createLink(projectIds.website_relaunch));
    expect((await send('GET', projectHref(projectIds.design_system), 'member')).json()._links.createWorkPackageImmediately).toBeUndefined();
    expect((await send('GET', projectHref(projectIds.design_system), 'member')).json()._links.createWorkPackage).toBeUndefined();
    expect((await inList(projectIds.design_system, 'member'))._links.createWorkPackageImmediately).toBeUndefined();
  });

  test('is gone while the project is archived (the server refuses the create), and back when it is unarchived', async () => {
    const { id } = await createOk({ name: 'Archive me', identifier: 'archive_me_links' });
    expect((await inList(id, 'admin'))._links.createWorkPackageImmediately).toEqual(createLink(id));
    const archived = (await patch(id, { active: false })).json();
    expect(archived._links.createWorkPackageImmediately).toBeUndefined();
    expect(archived._links.createWorkPackage).toBeUndefined();
    expect((await inList(id, 'admin'))._links.createWorkPackageImmediately).toBeUndefined();
    const refused = expectError(await send('POST', `/api/v3/projects/${id}/work_packages`, 'admin', { subject: 'Too late' }), 403, 'MissingPermission');
    expect(refused.message).toBe('The project is archived: its work packages cannot be changed.');
    expect((await patch(id, { active: true })).json()._links.createWorkPackageImmediately).toEqual(createLink(id));
  });
});

describe('DELETE /projects/{id}', () => {
  test('removes the project, its sub-projects recursively and their memberships', async () => {
    const root = await createOk({ name: 'Doomed root' });
    const child = await createOk({ name: 'Doomed child', _links: { parent: { href: projectHref(root.id) } } });
    const grandchild = await createOk({ name: 'Doomed grandchild', _links: { parent: { href: projectHref(child.id) } } });
    const survivor = await createOk({ name: 'Survivor' });
    const priya = await ctx.db.selectFrom('principals').select('id').where('login', '=', 'member').executeTakeFirstOrThrow();
    await insertMemberships(ctx.db, [{ projectId: grandchild.id, principalId: priya.id, roleIds: [roleIds.Member, roleIds.Reader] }], ctx.clock.now().toISOString());
    const doomed = [root.id, child.id, grandchild.id];

    const response = await remove(root.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await ctx.db.selectFrom('projects').select('id').where('id', 'in', doomed).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('memberships').select('id').where('project_id', 'in', doomed).execute()).toEqual([]);
    const dangling = await ctx.db
      .selectFrom('member_roles')
      .leftJoin('memberships', 'memberships.id', 'member_roles.membership_id')
      .select('member_roles.id')
      .where('memberships.id', 'is', null)
      .execute();
    expect(dangling).toEqual([]);
    expectError(await send('GET', projectHref(child.id), 'admin'), 404, 'NotFound');
    expect((await send('GET', projectHref(survivor.id), 'admin')).statusCode).toBe(200);
    expectError(await remove(root.id), 404, 'NotFound');
  });

  test('needs delete_project: 403 for a Team Leader, 404 when invisible; a Project admin may', async () => {
    await expectRefused(() => remove(projectIds.website_relaunch, 'member'), 403, 'MissingPermission');
    await expectRefused(() => remove(projectIds.q3_campaign, 'member'), 403, 'MissingPermission');
    await expectRefused(() => remove(projectIds.internal_tools, 'member'), 404, 'NotFound');
    // The manager is Project admin of customer_portal.
    expect((await remove(projectIds.customer_portal, 'manager')).statusCode).toBe(204);
    await expectRefused(() => remove(projectIds.internal_tools, 'manager'), 404, 'NotFound');
  });
});

describe('the form and the action links', () => {
  test('update, updateImmediately and delete point at routes that answer', async () => {
    const created = await createOk({ name: 'Linked' });
    const links = created._links as Record<string, { href: string; method: string }>;
    const form = await send(links.update.method.toUpperCase() as 'POST', links.update.href, 'admin', { name: 'Linked 2' });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({
      _type: 'Form',
      _embedded: { payload: { name: 'Linked 2', identifier: 'linked', public: true, _links: { parent: { href: null } } }, validationErrors: {} },
      _links: { commit: { href: projectHref(created.id), method: 'patch' } },
    });
    expect((await send('GET', projectHref(created.id), 'admin')).json().name).toBe('Linked');
    expect((await send(links.updateImmediately.method.toUpperCase() as 'PATCH', links.updateImmediately.href, 'admin', { name: 'Linked 3' })).statusCode).toBe(200);
    expect((await send(links.delete.method.toUpperCase() as 'DELETE', links.delete.href, 'admin')).statusCode).toBe(204);
  });

  test('createSubproject goes to holders of add_subprojects, in the project and in the list, and leads to a create that works', async () => {
    const web = projectIds.website_relaunch;
    const linkIn = async (id: number, who: Who) => (await send('GET', projectHref(id), who)).json()._links.createSubproject;
    // Priya: Team Leader in website_relaunch (add_subprojects), Reader in design_system.
    expect(await linkIn(web, 'member')).toEqual({ href: '/api/v3/projects', method: 'post' });
    expect(await linkIn(projectIds.design_system, 'member')).toBeUndefined();
    expect(await linkIn(projectIds.design_system, 'admin')).toEqual({ href: '/api/v3/projects', method: 'post' });
    const list = (await send('GET', `/api/v3/projects?pageSize=100`, 'member')).json();
    const links = Object.fromEntries(list._embedded.elements.map((project: { id: number; _links: { createSubproject?: unknown } }) => [project.id, project._links.createSubproject]));
    expect(links[web]).toEqual({ href: '/api/v3/projects', method: 'post' });
    expect(links[projectIds.design_system]).toBeUndefined();
    const created = await create({ name: 'Relaunch microsite', _links: { parent: { href: projectHref(web) } } }, 'member');
    expect(created.statusCode).toBe(201);
    await expectRefused(() => create({ name: 'Design notes', _links: { parent: { href: projectHref(projectIds.design_system) } } }, 'member'), 403, 'MissingPermission');
    expect((await remove(created.json().id)).statusCode).toBe(204);
  });

  test('an invalid form answers 200 with every validation error and no commit link, saving nothing', async () => {
    const { id } = await createOk({ name: 'Form check', identifier: 'form_check' });
    const before = await snapshot();
    const response = await send('POST', `/api/v3/projects/${id}/form`, 'admin', { name: '', identifier: 'changed', _links: { parent: { href: projectHref(id) } } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body._embedded.validationErrors).sort()).toEqual(['identifier', 'name', 'parent']);
    expect(body._embedded.validationErrors.name.message).toBe('Project name is required');
    expect(body._embedded.validationErrors.identifier.errorIdentifier).toBe('urn:openproject-org:api:v3:errors:PropertyIsReadOnly');
    expect(body._links.commit).toBeUndefined();
    expect(await snapshot()).toBe(before);
    await expectRefused(() => send('POST', `/api/v3/projects/${projectIds.mobile_app}/form`, 'member', {}), 403, 'MissingPermission');
    await expectRefused(() => send('POST', `/api/v3/projects/${projectIds.internal_tools}/form`, 'member', {}), 404, 'NotFound');
  });
});

describe('bad input is a 4xx, never a 500, and changes nothing', () => {
  const raw = (method: 'POST' | 'PATCH', url: string, payload: string, contentType = 'application/json') =>
    ctx.app.inject({ method, url, headers: { cookie: cookies.admin, ...XHR, 'content-type': contentType }, payload });

  test('malformed JSON, a non-object body, no body, a non-JSON content type', async () => {
    const id = projectIds.website_relaunch;
    for (const [method, url] of [['POST', '/api/v3/projects'], ['PATCH', projectHref(id)]] as const) {
      await expectRefused(() => raw(method, url, '{"name": "x",'), 400, 'InvalidRequestBody');
      await expectRefused(() => raw(method, url, '[{"name": "x"}]'), 400, 'InvalidRequestBody');
      await expectRefused(() => raw(method, url, '"name"'), 400, 'InvalidRequestBody');
      await expectRefused(() => raw(method, url, ''), 400, 'InvalidRequestBody');
      await expectRefused(() => raw(method, url, 'name=x', 'text/plain'), 415, 'TypeNotSupported');
    }
  });

  test('wrong types are refused exactly (no coercion), naming the attribute', async () => {
    const id = projectIds.website_relaunch;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 123 }, 'name'],
      [{ name: null }, 'name'],
      [{ name: 'ok', identifier: 42 }, 'identifier'],
      [{ name: 'ok', public: 'true' }, 'public'],
      [{ name: 'ok', active: 0 }, 'active'],
      [{ name: 'ok', templated: null }, 'templated'],
      [{ name: 'ok', description: 'plain text' }, 'description'],
      [{ name: 'ok', description: { raw: 5 } }, 'description'],
      [{ name: 'ok', _links: { parent: projectHref(id) } }, '_links'],
      [{ name: 'ok', _links: { parent: { href: 7 } } }, '_links'],
      [{ name: 'ok', _links: [] }, '_links'],
    ];
    for (const [body, attribute] of cases) {
      await expectRefused(() => create(body), 400, 'InvalidRequestBody', attribute);
      await expectRefused(() => patch(id, body), 400, 'InvalidRequestBody', attribute);
    }
  });

  test('unknown properties, unknown links, a link without href', async () => {
    const id = projectIds.website_relaunch;
    await expectRefused(() => create({ name: 'ok', owner: 'me' }), 400, 'InvalidRequestBody', 'owner');
    await expectRefused(() => patch(id, { createdAt: '2020-01-01T00:00:00Z' }), 400, 'InvalidRequestBody', 'createdAt');
    await expectRefused(() => create({ name: 'ok', _links: { project: { href: projectHref(id) } } }), 400, 'InvalidRequestBody', '_links');
    await expectRefused(() => patch(id, { description: { raw: 'x', extra: true } }), 400, 'InvalidRequestBody', 'description');
    await expectRefused(() => patch(id, { _links: { parent: {} } }), 422, 'PropertyConstraintViolation', '_links');
  });

  test('an id that cannot exist is a 404; anonymous writes are a 401', async () => {
    await expectRefused(() => patch(-1 as number, { name: 'x' }), 404, 'NotFound');
    await expectRefused(() => send('DELETE', '/api/v3/projects/abc', 'admin'), 404, 'NotFound');
    await expectRefused(() => ctx.app.inject({ method: 'POST', url: '/api/v3/projects', payload: { name: 'Anon' } }), 401, 'Unauthenticated');
    await expectRefused(() => ctx.app.inject({ method: 'DELETE', url: projectHref(projectIds.website_relaunch) }), 401, 'Unauthenticated');
  });
});
