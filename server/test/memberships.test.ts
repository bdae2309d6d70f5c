import { insertMemberships, insertRowsReturningIds } from '../src/seed/bulk.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const roleIds: Record<string, number> = {};
const userIds: Record<string, number> = {};
let guildId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'manager', 'member']) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const who of ['sofia.rossi', 'tomas.herrera']) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('roles').select(['id', 'name']).execute()) roleIds[row.name] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login', 'name', 'type']).execute()) {
    if (row.type === 'Group') guildId = row.id;
    else userIds[row.login!] = row.id;
  }
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const byProject = (id: number) => q([{ project: { operator: '=', values: [String(id)] } }]);
const names = (body: { _embedded: { elements: { _links: { principal: { title: string } } }[] } }) =>
  body._embedded.elements.map((m) => m._links.principal.title);
const userHref = (login: string) => `/api/v3/users/${userIds[login]}`;
const roleHref = (name: string) => `/api/v3/roles/${roleIds[name]}`;
const projectHref = (identifier: string) => `/api/v3/projects/${projectIds[identifier]}`;
const membershipId = async (identifier: string, principalId: number) =>
  (await ctx.db.selectFrom('memberships').select('id').where('project_id', '=', projectIds[identifier]).where('principal_id', '=', principalId).executeTakeFirstOrThrow()).id;
const membershipCount = async () => Number((await ctx.db.selectFrom('memberships').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const memberRoleCount = async () => Number((await ctx.db.selectFrom('member_roles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('GET /memberships', () => {
  test("a project's memberships by principal name, in the documented shape", async () => {
    const response = await get(`/api/v3/memberships?filters=${byProject(projectIds.website_relaunch)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ _type: 'Collection', total: 5, count: 5, pageSize: 100, offset: 1 });
    expect(names(body)).toEqual(['Design guild', 'Marcus Lindqvist', 'Noah Fischer', 'Priya Raman', 'Tomás Herrera']);
    const tomas = body._embedded.elements[4];
    expect(tomas).toMatchObject({
      _type: 'Membership',
      _links: {
        self: { href: `/api/v3/memberships/${tomas.id}` },
        project: { href: projectHref('website_relaunch'), title: 'Website relaunch' },
        principal: { href: userHref('tomas.herrera'), title: 'Tomás Herrera' },
        roles: [{ href: roleHref('Member'), title: 'Member' }],
      },
      _embedded: { principal: { _type: 'User', id: userIds['tomas.herrera'], name: 'Tomás Herrera' }, roles: [{ _type: 'Role', name: 'Member' }] },
    });
    expect(tomas.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Priya is Team Leader here (manage_members): she may change others, not herself.
    expect(tomas._links.updateImmediately).toEqual({ href: `/api/v3/memberships/${tomas.id}`, method: 'patch' });
    expect(tomas._links.delete).toEqual({ href: `/api/v3/memberships/${tomas.id}`, method: 'delete' });
    const own = body._embedded.elements[3];
    expect(own._links.updateImmediately).toBeUndefined();
    expect(own._links.delete).toBeUndefined();
    const guild = body._embedded.elements[0];
    expect(guild._links.principal.href).toBe(`/api/v3/groups/${guildId}`);
    expect(guild._embedded.principal._type).toBe('Group');
  });

  test('a plain member sees the members of their projects but gets no action links', async () => {
    const body = (await get(`/api/v3/memberships?filters=${byProject(projectIds.website_relaunch)}`, 'tomas.herrera')).json();
    expect(body.total).toBe(5);
    expect(body._embedded.elements.every((m: { _links: Record<string, unknown> }) => !('delete' in m._links) && !('updateImmediately' in m._links))).toBe(true);
  });

  test('members of projects the caller is not in are left out; admins see all', async () => {
    // Mobile app is public, but Priya is not a member and holds no view_members there.
    expect((await get(`/api/v3/memberships?filters=${byProject(projectIds.mobile_app)}`)).json().total).toBe(0);
    const all = (await get('/api/v3/memberships?pageSize=0', 'admin')).json();
    expect(all.total).toBe(34);
    const mine = (await get('/api/v3/memberships?pageSize=0')).json();
    // Website (5), design system (3), content (3), iOS (3), onboarding (2), campaign (3).
    expect(mine.total).toBe(19);
  });

  test('a member of a group sees the memberships of the group\'s projects', async () => {
    const body = (await get(`/api/v3/memberships?filters=${byProject(projectIds.q3_campaign)}`, 'tomas.herrera')).json();
    expect(body.total).toBe(0);
    const sofia = (await get(`/api/v3/memberships?filters=${byProject(projectIds.design_system)}`, 'sofia.rossi')).json();
    expect(names(sofia)).toEqual(['Design guild', 'Hannah Becker', 'Priya Raman']);
  });

  test('principal filter, "me", and sorting', async () => {
    const mine = (await get(`/api/v3/memberships?filters=${q([{ principal: { operator: '=', values: ['me'] } }])}&sortBy=${q([['id', 'desc']])}`)).json();
    expect(mine.total).toBe(6);
    const ids = mine._embedded.elements.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(mine._embedded.elements.every((m: { _links: { principal: { href: string } } }) => m._links.principal.href === userHref('member'))).toBe(true);
    const desc = (await get(`/api/v3/memberships?filters=${byProject(projectIds.website_relaunch)}&sortBy=${q([['name', 'desc']])}`)).json();
    expect(names(desc)).toEqual(['Tomás Herrera', 'Priya Raman', 'Noah Fischer', 'Marcus Lindqvist', 'Design guild']);
  });

  test.each([
    [`filters=${q([{ role: { operator: '=', values: ['1'] } }])}`, 'Unknown filter: role'],
    [`filters=${q([{ project: { operator: '~', values: ['1'] } }])}`, 'does not support the operator'],
    [`filters=${q([{ project: { operator: '=', values: ['x'] } }])}`, 'is not a valid id'],
    [`sortBy=${q([['email', 'asc']])}`, 'Unknown sort field: email'],
    ['offset=0', 'offset'],
  ])('%s is a 400 InvalidQuery', async (query, message) => {
    expect(expectError(await get(`/api/v3/memberships?${query}`), 400, 'InvalidQuery').message).toContain(message);
  });

  test('pageSize is clamped to 100', async () => {
    const body = (await get('/api/v3/memberships?pageSize=500', 'admin')).json();
    expect(body.pageSize).toBe(100);
    expect(body.count).toBe(34);
  });

  test('needs authentication', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/memberships' }), 401, 'Unauthenticated');
  });
});

describe('GET /projects/{id}/memberships and /memberships/{id}', () => {
  test("the project's memberships, an empty list without view_members, 404 when the project is invisible", async () => {
    const body = (await get(`/api/v3/projects/${projectIds.mobile_ios_3}/memberships`)).json();
    expect(body._links.self.href).toBe(`/api/v3/projects/${projectIds.mobile_ios_3}/memberships?offset=1&pageSize=100`);
    expect(names(body)).toEqual(['Kwame Mensah', 'Mei Chen', 'Priya Raman']);
    const publicNotMember = await get(`/api/v3/projects/${projectIds.mobile_app}/memberships`);
    expect(publicNotMember.statusCode).toBe(200);
    expect(publicNotMember.json()).toMatchObject({ total: 0, count: 0 });
    expectError(await get(`/api/v3/projects/${projectIds.internal_tools}/memberships`), 404, 'NotFound');
    expectError(await get('/api/v3/projects/999999/memberships'), 404, 'NotFound');
    expect((await get(`/api/v3/projects/${projectIds.internal_tools}/memberships`, 'admin')).json().total).toBe(2);
  });

  test('a single membership: visible to members of its project, 404 otherwise', async () => {
    const id = await membershipId('internal_tools', userIds['tomas.herrera']);
    expectError(await get(`/api/v3/memberships/${id}`), 404, 'NotFound');
    const asTomas = (await get(`/api/v3/memberships/${id}`, 'tomas.herrera')).json();
    expect(asTomas).toMatchObject({ _type: 'Membership', id, _links: { roles: [{ title: 'Team Leader' }] } });
    expect(asTomas._embedded.roles[0].permissions).toContain('manage_members');
    const publicProject = await membershipId('mobile_app', userIds['mei.chen']);
    expectError(await get(`/api/v3/memberships/${publicProject}`), 404, 'NotFound');
    expectError(await get('/api/v3/memberships/999999'), 404, 'NotFound');
    expectError(await get('/api/v3/memberships/abc'), 404, 'NotFound');
  });
});

describe('POST /memberships', () => {
  const body = (principal: string | null, project: string | null, roles: (string | null)[] | undefined) => ({
    _links: {
      ...(principal === null ? {} : { principal: { href: principal } }),
      ...(project === null ? {} : { project: { href: project } }),
      ...(roles === undefined ? {} : { roles: roles.map((href) => ({ href })) }),
    },
  });

  test('a Team Leader adds a user with roles: 201 Membership, visible in the list', async () => {
    ctx.clock.advance(60_000);
    const response = await send('POST', '/api/v3/memberships', 'member', body(userHref('sofia.rossi'), projectHref('website_relaunch'), [roleHref('Member'), roleHref('Reader'), roleHref('Member')]));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      _type: 'Membership',
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
      _links: {
        principal: { href: userHref('sofia.rossi'), title: 'Sofia Rossi' },
        project: { href: projectHref('website_relaunch') },
        roles: [{ title: 'Member' }, { title: 'Reader' }],
        delete: { method: 'delete' },
      },
    });
    expect(names((await get(`/api/v3/memberships?filters=${byProject(projectIds.website_relaunch)}`)).json())).toContain('Sofia Rossi');
    // Sofia now sees the project's team.
    expect((await get(`/api/v3/memberships?filters=${byProject(projectIds.website_relaunch)}`, 'sofia.rossi')).json().total).toBe(6);
  });

  test('an admin adds a group', async () => {
    const response = await send('POST', '/api/v3/memberships', 'admin', body(`/api/v3/groups/${guildId}`, projectHref('mobile_app'), [roleHref('Reader')]));
    expect(response.statusCode).toBe(201);
    expect(response.json()._embedded.principal).toMatchObject({ _type: 'Group', name: 'Design guild' });
  });

  test.each<[string, () => unknown, string, string]>([
    ['no principal', () => body(null, projectHref('website_relaunch'), [roleHref('Member')]), 'principal', 'Please select a user or group'],
    ['a null principal href', () => body('', projectHref('website_relaunch'), [roleHref('Member')]), 'principal', 'Please select a user or group'],
    ['a project as principal', () => body(projectHref('website_relaunch'), projectHref('website_relaunch'), [roleHref('Member')]), 'principal', 'user'],
    ['a malformed user href', () => body('/api/v3/users/abc', projectHref('website_relaunch'), [roleHref('Member')]), 'principal', 'user'],
    ['a missing user', () => body('/api/v3/users/999999', projectHref('website_relaunch'), [roleHref('Member')]), 'principal', 'does not exist'],
    ['a user id under groups', () => body(`/api/v3/groups/${userIds['mei.chen']}`, projectHref('website_relaunch'), [roleHref('Member')]), 'principal', 'does not exist'],
    ['a duplicate member', () => body(userHref('tomas.herrera'), projectHref('website_relaunch'), [roleHref('Member')]), 'principal', 'Tomás Herrera is already a member'],
    ['no roles', () => body(userHref('mei.chen'), projectHref('website_relaunch'), undefined), 'roles', 'Please select at least one role'],
    ['an empty role list', () => body(userHref('mei.chen'), projectHref('website_relaunch'), []), 'roles', 'Please select at least one role'],
    ['a user as role', () => body(userHref('mei.chen'), projectHref('website_relaunch'), [userHref('mei.chen')]), 'roles', 'role link'],
    ['a role href with junk', () => body(userHref('mei.chen'), projectHref('website_relaunch'), ['/api/v3/roles/1; drop table roles']), 'roles', 'role link'],
    ['a missing role', () => body(userHref('mei.chen'), projectHref('website_relaunch'), ['/api/v3/roles/999999']), 'roles', 'does not exist'],
    ['no project', () => body(userHref('mei.chen'), null, [roleHref('Member')]), 'project', 'Please select a project'],
    ['a malformed project href', () => body(userHref('mei.chen'), '/api/v3/projects/website_relaunch/x', [roleHref('Member')]), 'project', 'project link'],
    ['a missing project', () => body(userHref('mei.chen'), '/api/v3/projects/999999', [roleHref('Member')]), 'project', 'does not exist or is not visible'],
    ['an invisible project', () => body(userHref('mei.chen'), projectHref('internal_tools'), [roleHref('Member')]), 'project', 'does not exist or is not visible'],
    ['no _links at all', () => ({}), 'principal', 'Please select a user or group'],
  ])('%s is a 422 naming the attribute, and nothing changes', async (_name, payload, attribute, message) => {
    const before = [await membershipCount(), await memberRoleCount()];
    const error = expectError(await send('POST', '/api/v3/memberships', 'member', payload()), 422, 'PropertyConstraintViolation');
    expect(error._embedded.details.attribute).toBe(attribute);
    expect(error.message).toContain(message);
    expect([await membershipCount(), await memberRoleCount()]).toEqual(before);
  });

  test('two simultaneous adds of the same member: one 201, one 422 naming principal', async () => {
    const payload = body(userHref('kwame.mensah'), projectHref('website_relaunch'), [roleHref('Reader')]);
    const responses = await Promise.all([send('POST', '/api/v3/memberships', 'admin', payload), send('POST', '/api/v3/memberships', 'admin', payload)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const failed = responses.find((r) => r.statusCode === 422)!;
    expect(expectError(failed, 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('principal');
    const id = await membershipId('website_relaunch', userIds['kwame.mensah']);
    expect((await send('DELETE', `/api/v3/memberships/${id}`, 'admin')).statusCode).toBe(204);
  });

  test('a global role cannot be granted in a project', async () => {
    const [globalRoleId] = await insertRowsReturningIds(ctx.db, 'roles', [{ name: 'Auditor', scope: 'global', position: 99, builtin: false }]);
    const error = expectError(
      await send('POST', '/api/v3/memberships', 'admin', body(userHref('mei.chen'), projectHref('website_relaunch'), [roleHref('Member'), `/api/v3/roles/${globalRoleId}`])),
      422,
      'PropertyConstraintViolation',
    );
    expect(error._embedded.details.attribute).toBe('roles');
    expect(error.message).toBe('Auditor is not a project role.');
    await ctx.db.deleteFrom('roles').where('id', '=', globalRoleId).execute();
  });

  test('403 without manage_members in a visible project; wrong body types are a 400', async () => {
    const before = await membershipCount();
    // Priya is a Reader in the (public) design system and a plain Member of iOS.
    for (const project of ['design_system', 'mobile_ios_3']) {
      const error = expectError(await send('POST', '/api/v3/memberships', 'member', body(userHref('mei.chen'), projectHref(project), [roleHref('Member')])), 403, 'MissingPermission');
      expect(error.message).toContain('Manage members');
    }
    // A manager without a role in the project is no exception.
    expectError(await send('POST', '/api/v3/memberships', 'manager', body(userHref('mei.chen'), projectHref('design_system'), [roleHref('Member')])), 403, 'MissingPermission');
    expectError(await send('POST', '/api/v3/memberships', 'member', { ...body(userHref('mei.chen'), projectHref('website_relaunch'), [roleHref('Member')]), name: 'x' }), 400, 'InvalidRequestBody');
    expectError(await send('POST', '/api/v3/memberships', 'member', { _links: { roles: 'x' } }), 400, 'InvalidRequestBody');
    expect(await membershipCount()).toBe(before);
  });
});

describe('PATCH /memberships/{id}', () => {
  test("replaces the role set and bumps updatedAt", async () => {
    const id = await membershipId('website_relaunch', userIds['tomas.herrera']);
    ctx.clock.advance(60_000);
    const response = await send('PATCH', `/api/v3/memberships/${id}`, 'member', { _links: { roles: [{ href: roleHref('Reader') }, { href: roleHref('Coordinator') }] } });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated._links.roles.map((r: { title: string }) => r.title)).toEqual(['Reader', 'Coordinator']);
    expect(updated.updatedAt).toBe(ctx.clock.now().toISOString());
    expect(updated.createdAt).not.toBe(updated.updatedAt);
    const rows = await ctx.db.selectFrom('member_roles').select('role_id').where('membership_id', '=', id).execute();
    expect(rows.map((r) => r.role_id).sort()).toEqual([roleIds.Reader, roleIds.Coordinator].sort());
    // Echoing the unchanged principal and project back is fine.
    const echoed = await send('PATCH', `/api/v3/memberships/${id}`, 'member', {
      _links: { principal: { href: userHref('tomas.herrera'), title: 'Tomás Herrera' }, project: { href: projectHref('website_relaunch') }, roles: [{ href: roleHref('Member') }] },
    });
    expect(echoed.statusCode).toBe(200);
    expect(echoed.json()._links.roles).toEqual([{ href: roleHref('Member'), title: 'Member' }]);
  });

  test('the new roles take effect at once', async () => {
    // As Reader+Coordinator Tomás could see members; promoted to Team Leader he may manage them.
    const id = await membershipId('website_relaunch', userIds['tomas.herrera']);
    expect((await send('PATCH', `/api/v3/memberships/${id}`, 'member', { _links: { roles: [{ href: roleHref('Team Leader') }] } })).statusCode).toBe(200);
    const noah = await membershipId('website_relaunch', userIds['noah.fischer']);
    expect((await send('PATCH', `/api/v3/memberships/${noah}`, 'tomas.herrera', { _links: { roles: [{ href: roleHref('Member') }] } })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/v3/memberships/${id}`, 'member', { _links: { roles: [{ href: roleHref('Member') }] } })).statusCode).toBe(200);
    expectError(await send('PATCH', `/api/v3/memberships/${noah}`, 'tomas.herrera', { _links: { roles: [{ href: roleHref('Reader') }] } }), 403, 'MissingPermission');
  });

  test('own membership: 403 for a member, allowed for an admin', async () => {
    const own = await membershipId('website_relaunch', userIds.member);
    const error = expectError(await send('PATCH', `/api/v3/memberships/${own}`, 'member', { _links: { roles: [{ href: roleHref('Project admin') }] } }), 403, 'MissingPermission');
    expect(error.message).toContain('your own membership');
    const created = await send('POST', '/api/v3/memberships', 'admin', { _links: { principal: { href: userHref('admin') }, project: { href: projectHref('data_warehouse') }, roles: [{ href: roleHref('Reader') }] } });
    expect(created.statusCode).toBe(201);
    const patched = await send('PATCH', `/api/v3/memberships/${created.json().id}`, 'admin', { _links: { roles: [{ href: roleHref('Member') }] } });
    expect(patched.statusCode).toBe(200);
    expect((await send('DELETE', `/api/v3/memberships/${created.json().id}`, 'admin')).statusCode).toBe(204);
  });

  test('validation, 403 and 404, changing nothing', async () => {
    const id = await membershipId('website_relaunch', userIds['noah.fischer']);
    const before = await ctx.db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const rolesBefore = await ctx.db.selectFrom('member_roles').select('role_id').where('membership_id', '=', id).execute();
    const empty = expectError(await send('PATCH', `/api/v3/memberships/${id}`, 'member', { _links: { roles: [] } }), 422, 'PropertyConstraintViolation');
    expect(empty._embedded.details.attribute).toBe('roles');
    expect(empty.message).toBe('Please select at least one role');
    expect(expectError(await send('PATCH', `/api/v3/memberships/${id}`, 'member', { _links: { roles: [{ href: '/api/v3/roles/999999' }] } }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('roles');
    expect(expectError(await send('PATCH', `/api/v3/memberships/${id}`, 'member', { _links: { roles: [{ href: 'roles/4' }] } }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('roles');
    const readOnly = expectError(await send('PATCH', `/api/v3/memberships/${id}`, 'member', { _links: { principal: { href: userHref('mei.chen') } } }), 422, 'PropertyIsReadOnly');
    expect(readOnly._embedded.details.attribute).toBe('principal');
    expect(expectError(await send('PATCH', `/api/v3/memberships/${id}`, 'member', { _links: { project: { href: projectHref('mobile_app') } } }), 422, 'PropertyIsReadOnly')._embedded.details.attribute).toBe('project');
    // Plain member of the project: visible, not allowed.
    expectError(await send('PATCH', `/api/v3/memberships/${id}`, 'sofia.rossi', { _links: { roles: [{ href: roleHref('Reader') }] } }), 403, 'MissingPermission');
    // A project the caller cannot see: 404.
    const tools = await membershipId('internal_tools', userIds['noah.fischer']);
    expectError(await send('PATCH', `/api/v3/memberships/${tools}`, 'member', { _links: { roles: [{ href: roleHref('Reader') }] } }), 404, 'NotFound');
    expectError(await send('PATCH', '/api/v3/memberships/999999', 'admin', { _links: { roles: [{ href: roleHref('Reader') }] } }), 404, 'NotFound');
    expect(await ctx.db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await ctx.db.selectFrom('member_roles').select('role_id').where('membership_id', '=', id).execute()).toEqual(rolesBefore);
  });
});

describe('DELETE /memberships/{id}', () => {
  test('removes the membership and its roles; own membership is a 403; invisible is a 404', async () => {
    const own = await membershipId('website_relaunch', userIds.member);
    expect(expectError(await send('DELETE', `/api/v3/memberships/${own}`, 'member'), 403, 'MissingPermission').message).toContain('your own membership');
    const tools = await membershipId('internal_tools', userIds['noah.fischer']);
    expectError(await send('DELETE', `/api/v3/memberships/${tools}`, 'member'), 404, 'NotFound');
    const noah = await membershipId('website_relaunch', userIds['noah.fischer']);
    expectError(await send('DELETE', `/api/v3/memberships/${noah}`, 'sofia.rossi'), 403, 'MissingPermission');
    expect((await send('DELETE', `/api/v3/memberships/${noah}`, 'member')).statusCode).toBe(204);
    expect(await ctx.db.selectFrom('member_roles').select('id').where('membership_id', '=', noah).execute()).toEqual([]);
    expectError(await get(`/api/v3/memberships/${noah}`), 404, 'NotFound');
    expectError(await send('DELETE', `/api/v3/memberships/${noah}`, 'member'), 404, 'NotFound');
  });
});

describe('group memberships', () => {
  test("a group's users gain the project when the group is added, and lose it when it is removed", async () => {
    // Sofia is in the Design guild and not a member of the private data warehouse.
    const url = `/api/v3/projects/${projectIds.data_warehouse}`;
    expectError(await get(url, 'sofia.rossi'), 404, 'NotFound');
    const created = await send('POST', '/api/v3/memberships', 'admin', {
      _links: { principal: { href: `/api/v3/groups/${guildId}` }, project: { href: projectHref('data_warehouse') }, roles: [{ href: roleHref('Team Leader') }] },
    });
    expect(created.statusCode).toBe(201);
    expect((await get(url, 'sofia.rossi')).statusCode).toBe(200);
    // The group's role counts as hers: Team Leader lets her manage the members.
    const tomas = await membershipId('data_warehouse', userIds['tomas.herrera']);
    expect((await send('PATCH', `/api/v3/memberships/${tomas}`, 'sofia.rossi', { _links: { roles: [{ href: roleHref('Reader') }] } })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/v3/memberships/${created.json().id}`, 'admin')).statusCode).toBe(204);
    expectError(await get(url, 'sofia.rossi'), 404, 'NotFound');
    expectError(await send('PATCH', `/api/v3/memberships/${tomas}`, 'sofia.rossi', { _links: { roles: [{ href: roleHref('Member') }] } }), 404, 'NotFound');
  });
});

describe('ids beyond the integer column range', () => {
  // PostgreSQL refuses them as parameters; they must read as "no such row", never a 500.
  const huge = '99999999999';
  test('paths are 404s, filters are 400s, links are 422s', async () => {
    expectError(await get(`/api/v3/memberships/${huge}`, 'admin'), 404, 'NotFound');
    expectError(await get(`/api/v3/projects/${huge}/memberships`, 'admin'), 404, 'NotFound');
    expectError(await send('DELETE', `/api/v3/memberships/${huge}`, 'admin'), 404, 'NotFound');
    // In a filter such an id is not a valid id at all (the query parser says so for every resource).
    expectError(await get(`/api/v3/memberships?filters=${q([{ project: { operator: '=', values: [huge] } }])}`, 'admin'), 400, 'InvalidQuery');
    expectError(await get(`/api/v3/memberships?filters=${q([{ principal: { operator: '=', values: [huge] } }])}`, 'admin'), 400, 'InvalidQuery');
    const links = (principal: string, project: string, role: string) => ({ _links: { principal: { href: principal }, project: { href: project }, roles: [{ href: role }] } });
    const cases: [unknown, string][] = [
      [links(userHref('mei.chen'), `/api/v3/projects/${huge}`, roleHref('Member')), 'project'],
      [links(`/api/v3/users/${huge}`, projectHref('website_relaunch'), roleHref('Member')), 'principal'],
      [links(userHref('mei.chen'), projectHref('website_relaunch'), `/api/v3/roles/${huge}`), 'roles'],
    ];
    for (const [payload, attribute] of cases) {
      expect(expectError(await send('POST', '/api/v3/memberships', 'admin', payload), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe(attribute);
    }
  });
});

describe('statement count per memberships list is constant', () => {
  test('pageSize 5 and 100 execute the same number of statements', async () => {
    const now = ctx.clock.now().toISOString();
    const users = Array.from({ length: 120 }, (_, index) => ({
      type: 'User' as const,
      login: `bulk.user.${index}`,
      email: `bulk.user.${index}@tessera.local`,
      first_name: 'Bulk',
      last_name: `User ${index}`,
      name: `Bulk User ${index}`,
      password_hash: null,
      role_type: 'member' as const,
      status: 'active' as const,
      created_at: now,
      updated_at: now,
    }));
    const ids = await insertRowsReturningIds(ctx.db, 'principals', users);
    await insertMemberships(ctx.db, ids.map((principalId) => ({ projectId: projectIds.onboarding_handbook, principalId, roleIds: [roleIds.Member, roleIds.Reader] })), now);
    const measure = async (pageSize: number, who: string) => {
      const url = `/api/v3/memberships?pageSize=${pageSize}&filters=${byProject(projectIds.onboarding_handbook)}`;
      await get(url, who); // settle the session's sliding-expiry write
      ctx.statements.count = 0;
      const response = await get(url, who);
      expect(response.statusCode).toBe(200);
      expect(response.json().count).toBe(pageSize);
      return ctx.statements.count;
    };
    for (const who of ['member', 'admin']) {
      const small = await measure(5, who);
      expect(await measure(100, who)).toBe(small);
      // Authentication (2), count, page ids, the caller's permissions (for an admin: the projects' modules), three to
      // hydrate; an admin sees every hourly rate, one more.
      expect(small).toBeLessThanOrEqual(who === 'admin' ? 9 : 8);
    }
  });
});
