import { initialiseEmptyDatabase, workingDemoLogins } from '../src/seed/index.ts';
import { DEMO_LOGIN_EMAILS } from '../src/seed/demo.ts';
import { toBoolean } from '../src/db/values.ts';
import { createTestContext, DEMO_PASSWORD, login, XHR, type TestContext } from './helpers.ts';

describe('demo organisation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false, config: { seed: true, publicUrl: new URL('https://pm.example.com') } });
    expect(await initialiseEmptyDatabase(ctx.db, ctx.config, ctx.clock.now())).toBe('demo');
  });
  afterAll(async () => ctx.close());

  test('a second start leaves the data alone', async () => {
    expect(await initialiseEmptyDatabase(ctx.db, ctx.config, ctx.clock.now())).toBe('existing');
  });

  test('has an admin, a manager, eight members and a group with members', async () => {
    const principals = await ctx.db.selectFrom('principals').select(['type', 'role_type', 'name']).execute();
    const users = principals.filter((p) => p.type === 'User');
    expect(users.filter((u) => u.role_type === 'admin')).toHaveLength(1);
    expect(users.filter((u) => u.role_type === 'manager')).toHaveLength(1);
    expect(users.filter((u) => u.role_type === 'member')).toHaveLength(8);
    expect(principals.filter((p) => p.type === 'Group').map((g) => g.name)).toEqual(['Design guild']);
    const guildMembers = await ctx.db.selectFrom('group_users').select('user_id').execute();
    expect(guildMembers.length).toBeGreaterThanOrEqual(2);
  });

  test('has the project roles, with view_members on Coordinator', async () => {
    const roles = await ctx.db.selectFrom('roles').leftJoin('role_permissions', 'role_permissions.role_id', 'roles.id').select(['roles.name', 'role_permissions.permission']).execute();
    expect([...new Set(roles.map((r) => r.name))].sort()).toEqual(['Coordinator', 'Member', 'Project admin', 'Reader', 'Team Leader']);
    expect(roles.some((r) => r.name === 'Coordinator' && r.permission === 'view_members')).toBe(true);
    expect(roles.some((r) => r.name === 'Reader' && r.permission === 'view_members')).toBe(false);
  });

  test('has a dozen projects with sub-projects, one archived and one template, all with members', async () => {
    const projects = await ctx.db.selectFrom('projects').selectAll().execute();
    expect(projects.length).toBeGreaterThanOrEqual(12);
    expect(projects.filter((p) => p.parent_id !== null).length).toBeGreaterThanOrEqual(3);
    expect(projects.filter((p) => !toBoolean(p.active))).toHaveLength(1);
    expect(projects.filter((p) => toBoolean(p.templated))).toHaveLength(1);
    const withMembers = new Set((await ctx.db.selectFrom('memberships').select('project_id').execute()).map((m) => m.project_id));
    expect(projects.every((p) => withMembers.has(p.id))).toBe(true);
  });

  test('the demo logins work and are reported until their password changes', async () => {
    expect(await workingDemoLogins(ctx.db)).toEqual([...DEMO_LOGIN_EMAILS]);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v3/session', payload: { email: 'manager@tessera.local', password: DEMO_PASSWORD } });
    // PUBLIC_URL is https: the session cookie is Secure.
    expect(response.cookies.find((c) => c.name === 'tessera_session')?.secure).toBe(true);
    const cookie = await login(ctx.app, 'manager@tessera.local', DEMO_PASSWORD);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/v3/users/me/password',
      headers: { cookie, ...XHR, origin: 'https://pm.example.com' },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Changed-password-7' },
    });
    expect(change.statusCode).toBe(204);
    expect(await workingDemoLogins(ctx.db)).toEqual(['admin@tessera.local', 'member@tessera.local']);
  });
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  test('the first admin uses the configured credentials instead of the demo login', async () => {
    const ctx = await createTestContext({ seed: false, config: { seed: true, adminEmail: 'ops@example.com', adminPassword: 'Ops-password-99' } });
    try {
      await initialiseEmptyDatabase(ctx.db, ctx.config, ctx.clock.now());
      const cookie = await login(ctx.app, 'ops@example.com', 'Ops-password-99');
      const me = (await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { cookie } })).json();
      expect(me).toMatchObject({ roleType: 'admin', email: 'ops@example.com' });
      expect(await workingDemoLogins(ctx.db)).toEqual(['manager@tessera.local', 'member@tessera.local']);
    } finally {
      await ctx.close();
    }
  });

  test('with SEED off, an empty database gets only the roles and the configured admin', async () => {
    const ctx = await createTestContext({ seed: false, config: { seed: false, adminEmail: 'ops@example.com', adminPassword: 'Ops-password-99' } });
    try {
      expect(await initialiseEmptyDatabase(ctx.db, ctx.config, ctx.clock.now())).toBe('baseline');
      expect(await ctx.db.selectFrom('projects').select('id').execute()).toHaveLength(0);
      expect((await ctx.db.selectFrom('principals').select('email').execute()).map((p) => p.email)).toEqual(['ops@example.com']);
      expect((await ctx.db.selectFrom('roles').select('name').execute()).length).toBe(5);
    } finally {
      await ctx.close();
    }
  });
});
