import { allowedTo, permissionsInProjects } from '../src/access/index.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
const users: Record<string, number> = {};
const projects: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) users[row.login!] = row.id;
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projects[row.identifier] = row.id;
});
afterAll(async () => ctx.close());

const actor = (login: string, admin = false) => ({ id: users[login], admin });

describe('allowedTo', () => {
  test('follows the roles of direct memberships', async () => {
    expect(await allowedTo(ctx.db, actor('member'), 'edit_project', projects.website_relaunch)).toBe(true); // Team Leader
    expect(await allowedTo(ctx.db, actor('member'), 'edit_project', projects.mobile_ios_3)).toBe(false); // Member + Reader
    expect(await allowedTo(ctx.db, actor('member'), 'edit_work_packages', projects.mobile_ios_3)).toBe(true);
  });

  test('follows group memberships', async () => {
    // Sofia holds nothing directly on the design system; the Design guild is a Member there.
    expect(await allowedTo(ctx.db, actor('sofia.rossi'), 'edit_work_packages', projects.design_system)).toBe(true);
    expect(await allowedTo(ctx.db, actor('sofia.rossi'), 'manage_members', projects.design_system)).toBe(false);
  });

  test('grants the public permissions in public projects only', async () => {
    expect(await allowedTo(ctx.db, actor('noah.fischer'), 'view_project', projects.onboarding_handbook)).toBe(true);
    expect(await allowedTo(ctx.db, actor('noah.fischer'), 'edit_work_packages', projects.onboarding_handbook)).toBe(false);
    expect(await allowedTo(ctx.db, actor('noah.fischer'), 'view_project', projects.customer_portal)).toBe(false);
  });

  test('admins may do everything', async () => {
    expect(await allowedTo(ctx.db, actor('admin', true), 'delete_project', projects.customer_portal)).toBe(true);
  });
});

describe('permissionsInProjects', () => {
  test('answers a whole page in one statement', async () => {
    const ids = Object.values(projects);
    ctx.statements.count = 0;
    const result = await permissionsInProjects(ctx.db, actor('member'), ids, [projects.mobile_app]);
    expect(ctx.statements.count).toBe(1);
    expect(result.get(projects.website_relaunch)?.has('manage_members')).toBe(true);
    expect([...(result.get(projects.mobile_app) ?? [])].sort()).toEqual(['view_documents', 'view_forums', 'view_project', 'view_work_packages']);
    expect(result.get(projects.internal_tools)?.size).toBe(0);
  });
});
