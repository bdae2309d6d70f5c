import { createDatabase, migrateToLatest } from '../src/db/index.ts';
import { initialiseEmptyDatabase, workingDemoLogins } from '../src/seed/index.ts';
import { DEMO_LOGIN_EMAILS, seedDemoOrganisation } from '../src/seed/demo.ts';
import { toBoolean } from '../src/db/values.ts';
import { createTestContext, DEMO_PASSWORD, login, TEST_PASSWORD_HASHING, XHR, type TestContext } from './helpers.ts';

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

  test('has work packages in every project: a mix of types, statuses and priorities, assigned to members', async () => {
    const projects = await ctx.db.selectFrom('projects').select(['id', 'identifier', 'active', 'templated']).execute();
    const packages = await ctx.db.selectFrom('work_packages').selectAll().execute();
    for (const project of projects) {
      const count = packages.filter((wp) => wp.project_id === project.id).length;
      if (toBoolean(project.active) && !toBoolean(project.templated)) expect([project.identifier, count >= 15 && count <= 40]).toEqual([project.identifier, true]);
      else expect(count).toBeGreaterThan(0);
    }
    expect(new Set(packages.map((wp) => wp.type_id)).size).toBeGreaterThanOrEqual(5);
    expect([...new Set(packages.map((wp) => wp.status_id))].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect([...new Set(packages.map((wp) => wp.priority_id))].sort((a, b) => a - b)).toEqual([7, 8, 9, 10]);
    expect(packages.filter((wp) => wp.parent_id !== null).length).toBeGreaterThan(30);
    const byId = new Map(packages.map((wp) => [wp.id, wp]));
    expect(packages.every((wp) => wp.parent_id === null || byId.get(wp.parent_id)?.project_id === wp.project_id)).toBe(true);
    // Dates around the seed date: some overdue, some ahead.
    const today = ctx.clock.now().toISOString().slice(0, 10);
    expect(packages.some((wp) => wp.due_date !== null && wp.due_date < today && wp.status_id !== 4)).toBe(true);
    expect(packages.some((wp) => wp.due_date !== null && wp.due_date > today)).toBe(true);
    // Assignees are members, directly or through the Design guild.
    const direct = await ctx.db.selectFrom('memberships').select(['project_id', 'principal_id']).execute();
    const viaGroup = await ctx.db.selectFrom('memberships').innerJoin('group_users', 'group_users.group_id', 'memberships.principal_id').select(['memberships.project_id', 'group_users.user_id as principal_id']).execute();
    const members = new Set([...direct, ...viaGroup].map((m) => `${m.project_id}:${m.principal_id}`));
    const assigned = packages.filter((wp) => wp.assigned_to_id !== null);
    expect(assigned.length).toBeGreaterThan(packages.length / 2);
    expect(assigned.every((wp) => members.has(`${wp.project_id}:${wp.assigned_to_id}`))).toBe(true);
  });

  test("every work package's journals tell its history: creation, each change (one lockVersion each), comments", async () => {
    const packages = await ctx.db.selectFrom('work_packages').select(['id', 'status_id', 'lock_version', 'updated_at']).execute();
    const journals = await ctx.db.selectFrom('journals').selectAll().where('journable_type', '=', 'WorkPackage').orderBy('version').execute();
    const details = await ctx.db.selectFrom('journal_details').select(['journal_id', 'property', 'new_value']).orderBy('journal_id').orderBy('id').execute();
    const journalsWithDetails = new Set(details.map((detail) => detail.journal_id));
    expect(journals.some((journal) => journal.notes !== '')).toBe(true);
    for (const wp of packages) {
      const own = journals.filter((journal) => journal.journable_id === wp.id);
      expect(own.map((journal) => journal.version)).toEqual(own.map((_, index) => index + 1));
      expect(own.filter((journal) => journalsWithDetails.has(journal.id)).length - 1).toBe(wp.lock_version);
      // The last status detail is the current status.
      const statusDetails = details.filter((detail) => detail.property === 'status_id' && own.some((journal) => journal.id === detail.journal_id));
      expect(Number(statusDetails.at(-1)?.new_value)).toBe(wp.status_id);
    }
  });

  test('sprints: Website relaunch has four closed two-week sprints, the current one and the next; others share or plan theirs', async () => {
    const today = ctx.clock.now().toISOString().slice(0, 10);
    const projects = new Map((await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()).map((p) => [p.identifier, p.id]));
    const versions = await ctx.db.selectFrom('versions').selectAll().orderBy('start_date').orderBy('name').execute();
    const web = versions.filter((v) => v.project_id === projects.get('website_relaunch'));
    expect(web.map((v) => [v.name, v.status])).toEqual([
      ['Sprint 1', 'closed'], ['Sprint 2', 'closed'], ['Sprint 3', 'closed'], ['Sprint 4', 'closed'], ['Sprint 5', 'open'], ['Sprint 6', 'open'],
    ]);
    for (const [index, version] of web.entries()) {
      // Monday to the Friday after, back to back.
      expect(new Date(`${version.start_date}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(Date.parse(`${version.end_date}T00:00:00Z`) - Date.parse(`${version.start_date}T00:00:00Z`)).toBe(11 * 86_400_000);
      if (index > 0) expect(Date.parse(`${version.start_date}T00:00:00Z`) - Date.parse(`${web[index - 1].start_date}T00:00:00Z`)).toBe(14 * 86_400_000);
    }
    expect(web[3].end_date! < today).toBe(true);
    expect(web[4].start_date! < today && web[4].end_date! > today).toBe(true);
    expect(web[5].start_date! > today).toBe(true);
    expect(versions.find((v) => v.name === 'Release 3.0')).toMatchObject({ project_id: projects.get('mobile_app'), sharing: 'descendants' });
    expect(versions.filter((v) => v.project_id === projects.get('software_delivery_template')).map((v) => v.name).sort()).toEqual(['Release 1.0', 'Sprint 1', 'Sprint 2']);
    // Every version is journaled: created, and closed when finished.
    const journals = await ctx.db.selectFrom('journals').select(['journable_id', 'version']).where('journable_type', '=', 'Version').execute();
    for (const version of versions) expect(journals.filter((journal) => journal.journable_id === version.id)).toHaveLength(version.status === 'closed' ? 2 : 1);
    // Work was planned into the sprints: every sprint of Website relaunch holds packages, the finished ones mostly done.
    const packages = await ctx.db.selectFrom('work_packages').select(['version_id', 'status_id', 'story_points', 'created_at']).where('version_id', 'is not', null).execute();
    for (const version of web) expect(packages.filter((wp) => wp.version_id === version.id).length).toBeGreaterThanOrEqual(3);
    expect(packages.every((wp) => new Date(wp.created_at).getTime() <= ctx.clock.now().getTime())).toBe(true);
    const finished = packages.filter((wp) => web.slice(0, 4).some((v) => v.id === wp.version_id));
    expect(finished.every((wp) => wp.status_id === 4)).toBe(true);
    // Journals never lie in the future.
    const latest = await ctx.db.selectFrom('journals').select((eb) => eb.fn.max('created_at').as('at')).executeTakeFirstOrThrow();
    expect(new Date(latest.at as string).getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime());
  });

  test('has project forums whose counters match their topics and replies, read by their authors', async () => {
    const web = await ctx.db.selectFrom('projects').select('id').where('identifier', '=', 'website_relaunch').executeTakeFirstOrThrow();
    const cookie = await login(ctx.app, 'member@tessera.local', DEMO_PASSWORD);
    const forums = (await ctx.app.inject({ method: 'GET', url: `/api/v3/projects/${web.id}/forums`, headers: { cookie } })).json();
    expect(forums._embedded.elements.length).toBeGreaterThanOrEqual(2);
    for (const forum of forums._embedded.elements) {
      const messages = await ctx.db.selectFrom('forum_messages').select(['id', 'parent_id', 'replies_count', 'created_at']).where('forum_id', '=', forum.id).execute();
      expect(forum.topicsCount).toBe(messages.filter((m) => m.parent_id === null).length);
      expect(forum.messagesCount).toBe(messages.length);
      const time = (at: unknown) => new Date(at as string).getTime();
      const newest = messages.reduce((a, b) => (time(a.created_at) >= time(b.created_at) ? a : b));
      expect(forum._links.lastMessage.href).toBe(`/api/v3/messages/${newest.id}`);
      for (const topic of messages.filter((m) => m.parent_id === null)) expect(topic.replies_count).toBe(messages.filter((m) => m.parent_id === topic.id).length);
    }
    const topics = (await ctx.app.inject({ method: 'GET', url: `/api/v3/forums/${forums._embedded.elements[0].id}/topics`, headers: { cookie } })).json();
    expect(topics._embedded.elements[0].subject).toBe('Build phase starts Monday');
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

describe('the demo history is consistent whatever day and hour the seed runs', () => {
  // The sprints follow the seed's weekday; a week of starts at shifting hours covers every case (in an in-memory SQLite
  // database: this checks the seed's own dates, not a database).
  const starts = Array.from({ length: 7 }, (_, day) => new Date(Date.parse('2026-03-02T00:20:00Z') + day * (86_400_000 + 3 * 3_600_000 + 31 * 60_000)));
  test.each(starts.map((start) => [start.toISOString()]))('%s', async (iso) => {
    const now = new Date(iso);
    const db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
    try {
      await migrateToLatest(db);
      await seedDemoOrganisation(db, { hashing: TEST_PASSWORD_HASHING, now });
      const journals = await db.selectFrom('journals').selectAll().orderBy('journable_type').orderBy('journable_id').orderBy('version').execute();
      const time = (value: Date | string) => new Date(value).getTime();
      expect(journals.filter((journal) => time(journal.created_at) > now.getTime())).toEqual([]);
      // Each journable's versions follow the order things happened.
      const backwards = journals.filter((journal, index) => {
        const before = journals[index - 1];
        return index > 0 && before.journable_type === journal.journable_type && before.journable_id === journal.journable_id && time(journal.created_at) < time(before.created_at);
      });
      expect(backwards).toEqual([]);
      const today = iso.slice(0, 10);
      const current = await db.selectFrom('versions').select(['start_date', 'end_date']).where('name', '=', 'Sprint 5').executeTakeFirstOrThrow();
      expect(current.start_date! < today && current.end_date! > today).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
