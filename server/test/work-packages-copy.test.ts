import { workPackagesCopier } from '../src/modules/work-packages/copier.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { type CopyOption } from '../src/copying/index.ts';

let ctx: TestContext;
const projectIds: Record<string, number> = {};
const userIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) userIds[row.login!] = row.id;
});
afterAll(async () => ctx.close());

let targets = 0;
async function targetProject(memberLogins: string[] = []): Promise<number> {
  const now = ctx.clock.now().toISOString();
  targets += 1;
  const [project] = await ctx.db
    .insertInto('projects')
    .values({ identifier: `copy_target_${targets}`, name: `Copy target ${targets}`, description: '', public: false, active: true, templated: false, parent_id: null, status_code: null, status_explanation: '', created_at: now, updated_at: now })
    .returning('id')
    .execute();
  const role = await ctx.db.selectFrom('roles').select('id').where('name', '=', 'Member').executeTakeFirstOrThrow();
  for (const login of memberLogins) {
    const [membership] = await ctx.db.insertInto('memberships').values({ project_id: project.id, principal_id: userIds[login], created_at: now, updated_at: now }).returning('id').execute();
    await ctx.db.insertInto('member_roles').values({ membership_id: membership.id, role_id: role.id, inherited_from_membership_id: null }).execute();
  }
  return project.id;
}

function copy(sourceProjectId: number, targetProjectId: number, idMaps = new Map<string, Map<number, number>>(), options: CopyOption[] = ['work_packages', 'members']) {
  return ctx.db.transaction().execute((trx) =>
    workPackagesCopier.copy({ trx, sourceProjectId, targetProjectId, now: ctx.clock.now().toISOString(), userId: userIds.admin, idMaps, options: new Set(options) }),
  );
}

const rowsOf = (projectId: number) => ctx.db.selectFrom('work_packages').selectAll().where('project_id', '=', projectId).orderBy('id').execute();

describe('workPackagesCopier', () => {
  test('is the work_packages option, after members and versions', () => {
    expect(workPackagesCopier.option).toBe('work_packages');
    expect(workPackagesCopier.order).toBe(30);
  });

  test('copies every package with its hierarchy, mapped versions, member assignees, lockVersion 0 and a creation journal', async () => {
    const sourceId = projectIds.website_relaunch;
    const source = await rowsOf(sourceId);
    const now = ctx.clock.now().toISOString();
    const newVersion = async (projectId: number, name: string, sharing: 'none' | 'system') =>
      (await ctx.db.insertInto('versions').values({ project_id: projectId, name, description: '', start_date: null, end_date: null, status: 'open', sharing, lock_version: 0, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const sprints = new Map((await ctx.db.selectFrom('versions').select(['id', 'name']).where('project_id', '=', sourceId).execute()).map((row) => [row.name, row.id]));
    // Packages in the seeded sprints: Sprint 5 is mapped to a copy the versions copier made, Sprint 1 is not (it
    // stays behind); a version another project shares with every project stays as it is.
    const targetId = await targetProject(['tomas.herrera']);
    const copiedSprint = await newVersion(targetId, 'Sprint 5', 'none');
    const systemWide = await newVersion(projectIds.data_warehouse, 'Company offsite', 'system');
    await ctx.db.updateTable('work_packages').set({ version_id: systemWide, lock_version: 4 }).where('id', '=', source[0].id).execute();
    const sourceBefore = await rowsOf(sourceId);
    expect(sourceBefore.some((row) => row.version_id === sprints.get('Sprint 5'))).toBe(true);
    expect(sourceBefore.some((row) => row.version_id === sprints.get('Sprint 1'))).toBe(true);
    const idMaps = new Map([['versions', new Map([[sprints.get('Sprint 5')!, copiedSprint]])]]);

    const result = await copy(sourceId, targetId, idMaps);

    expect(result).toEqual({ copied: source.length });
    const copies = await rowsOf(targetId);
    expect(copies).toHaveLength(source.length);
    const map = idMaps.get('work_packages')!;
    expect(map.size).toBe(source.length);
    const copyOf = (id: number) => copies.find((row) => row.id === map.get(id))!;
    for (const original of sourceBefore) {
      const copied = copyOf(original.id);
      expect(copied).toMatchObject({
        subject: original.subject,
        description: original.description,
        type_id: original.type_id,
        status_id: original.status_id,
        priority_id: original.priority_id,
        start_date: original.start_date,
        due_date: original.due_date,
        estimated_hours: original.estimated_hours,
        story_points: original.story_points,
        position: original.position,
        lock_version: 0,
        author_id: userIds.admin,
        parent_id: original.parent_id === null ? null : map.get(original.parent_id),
        // Only Tomás is a member of the new project.
        assigned_to_id: original.assigned_to_id === userIds['tomas.herrera'] ? original.assigned_to_id : null,
      });
    }
    expect(copies.some((row) => row.parent_id !== null)).toBe(true);
    expect(copies.some((row) => row.assigned_to_id === userIds['tomas.herrera'])).toBe(true);
    for (const original of sourceBefore) {
      const expected = original.version_id === sprints.get('Sprint 5') ? copiedSprint : original.version_id === systemWide ? systemWide : null;
      expect([original.subject, copyOf(original.id).version_id]).toEqual([original.subject, expected]);
    }

    const journals = await ctx.db.selectFrom('journals').selectAll().where('project_id', '=', targetId).execute();
    expect(journals).toHaveLength(source.length);
    expect(journals.every((journal) => journal.version === 1 && journal.user_id === userIds.admin && journal.journable_type === 'WorkPackage')).toBe(true);
    const details = await ctx.db.selectFrom('journal_details').selectAll().where('journal_id', '=', journals[0].id).execute();
    const journaled = copies.find((row) => row.id === journals[0].journable_id)!;
    expect(details.find((detail) => detail.property === 'subject')).toMatchObject({ old_value: null, new_value: journaled.subject });

    // The source is untouched.
    expect(await rowsOf(sourceId)).toEqual(sourceBefore);
  });

  test('without the members the new project has, assignees are dropped', async () => {
    const targetId = await targetProject();
    await copy(projectIds.mobile_ios_3, targetId, new Map(), ['work_packages']);
    const copies = await rowsOf(targetId);
    expect(copies.length).toBeGreaterThan(0);
    expect(copies.every((row) => row.assigned_to_id === null && row.responsible_id === null)).toBe(true);
  });

  test('an empty project copies nothing and still fills its id map', async () => {
    const sourceId = await targetProject();
    const idMaps = new Map<string, Map<number, number>>();
    expect(await copy(sourceId, await targetProject(), idMaps)).toEqual({ copied: 0 });
    expect(idMaps.get('work_packages')?.size).toBe(0);
  });

  test('2,000 packages in a three-level hierarchy copy set-based, well under 5 seconds', async () => {
    const sourceId = await targetProject(['tomas.herrera']);
    const now = ctx.clock.now().toISOString();
    const base = { project_id: sourceId, type_id: 1, status_id: 1, priority_id: 8, description: 'Generated.', author_id: userIds.admin, lock_version: 0, created_at: now, updated_at: now };
    const insert = async (rows: object[]) => (await ctx.db.insertInto('work_packages').values(rows as never).returning('id').execute()).map((row) => row.id);
    const roots = await insert(Array.from({ length: 100 }, (_, i) => ({ ...base, subject: `Epic ${i}`, position: i })));
    const children = await insert(Array.from({ length: 900 }, (_, i) => ({ ...base, subject: `Story ${i}`, parent_id: roots[i % 100], assigned_to_id: userIds['tomas.herrera'], position: i })));
    await insert(Array.from({ length: 1000 }, (_, i) => ({ ...base, subject: `Task ${i}`, parent_id: children[i % 900], story_points: i % 13, position: i })));
    const targetId = await targetProject(['tomas.herrera']);
    ctx.statements.count = 0;
    const started = performance.now();
    expect(await copy(sourceId, targetId)).toEqual({ copied: 2000 });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(5000);
    // Set-based: a handful of statements per hierarchy level and journal batch, not one per package.
    expect(ctx.statements.count).toBeLessThan(30);
    const copies = await rowsOf(targetId);
    expect(copies.filter((row) => row.parent_id === null)).toHaveLength(100);
    const copiedIds = new Set(copies.map((row) => row.id));
    expect(copies.filter((row) => row.parent_id !== null).every((row) => copiedIds.has(row.parent_id!))).toBe(true);
    expect(copies.filter((row) => row.assigned_to_id === userIds['tomas.herrera'])).toHaveLength(900);
  });
});
