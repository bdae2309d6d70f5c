import { sql } from 'kysely';
import { isPostgres } from '../src/db/dialect.ts';
import { createTestContext, DEMO_PASSWORD, login, type TestContext } from './helpers.ts';

// Migration 0021: each project has its own cache generation (0 is the reference data), moved by database triggers, so
// writers in different projects share no row. These tests write straight in the database, as another instance would.
let ctx: TestContext;
let cookie: string;
let projectA: number;
let projectB: number;
let packageA: number;
let packageB: number;

const REFERENCE = 0;
async function generation(projectId: number): Promise<number> {
  const row = await ctx.db.selectFrom('project_generations').select('generation').where('project_id', '=', projectId).executeTakeFirst();
  return Number(row?.generation ?? -1);
}
const generations = async () => ({ a: await generation(projectA), b: await generation(projectB), reference: await generation(REFERENCE) });
const packageIn = async (projectId: number) =>
  (await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', projectId).orderBy('id').executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD);
  const projects = await ctx.db.selectFrom('projects').select('id').where('identifier', 'in', ['website_relaunch', 'mobile_app']).orderBy('identifier').execute();
  [projectA, projectB] = projects.map((project) => project.id);
  packageA = await packageIn(projectA);
  packageB = await packageIn(projectB);
});
afterAll(async () => ctx.close());

test('every project has a generation from the start, and a new project gets one', async () => {
  const projects = await ctx.db.selectFrom('projects').select('id').execute();
  const rows = await ctx.db.selectFrom('project_generations').select('project_id').execute();
  const ids = new Set(rows.map((row) => Number(row.project_id)));
  expect(projects.every((project) => ids.has(project.id))).toBe(true);
  expect(ids.has(REFERENCE)).toBe(true);
  const created = await ctx.app.inject({ method: 'POST', url: '/api/v3/projects', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' }, payload: { name: 'Generations' } });
  expect(created.statusCode).toBe(201);
  expect(await generation(created.json().id)).toBeGreaterThanOrEqual(0);
});

test("a write moves its project's generation only; reference data moves the reference generation", async () => {
  let before = await generations();
  await ctx.db.updateTable('work_packages').set({ subject: 'Moved A' }).where('id', '=', packageA).execute();
  let after = await generations();
  expect(after.a).toBeGreaterThan(before.a);
  expect([after.b, after.reference]).toEqual([before.b, before.reference]);

  before = after;
  await ctx.db.insertInto('journals').values({ journable_type: 'WorkPackage', journable_id: packageB, project_id: projectB, user_id: null, version: 99, notes: 'A comment', created_at: new Date().toISOString(), updated_at: new Date().toISOString() }).execute();
  after = await generations();
  expect(after.b).toBeGreaterThan(before.b);
  expect([after.a, after.reference]).toEqual([before.a, before.reference]);

  before = after;
  await ctx.db.updateTable('statuses').set({ color: '#123456' }).where('id', '=', 1).execute();
  after = await generations();
  expect(after.reference).toBeGreaterThan(before.reference);
  expect([after.a, after.b]).toEqual([before.a, before.b]);

  // A failed login writes the user's row but nothing a page shows: no generation moves.
  before = after;
  await ctx.db.updateTable('principals').set({ failed_login_count: 1 }).where('login', '=', 'tomas.herrera').execute();
  expect(await generations()).toEqual(before);
});

test("a package whose parent is in another project moves both, so the parent's subject shows on the child's page", async () => {
  await ctx.db.updateTable('work_packages').set({ parent_id: packageB }).where('id', '=', packageA).execute();
  const url = `/api/v3/projects/${projectA}/work_packages?filters=${encodeURIComponent(JSON.stringify([{ id: { operator: '=', values: [String(packageA)] } }]))}`;
  const parentTitle = async () => (await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).json()._embedded.elements[0]._links.parent.title;
  expect(await parentTitle()).toBe((await ctx.db.selectFrom('work_packages').select('subject').where('id', '=', packageB).executeTakeFirstOrThrow()).subject);
  const before = await generations();
  await ctx.db.updateTable('work_packages').set({ subject: 'Renamed parent in B' }).where('id', '=', packageB).execute();
  const after = await generations();
  expect(after.a).toBeGreaterThan(before.a);
  expect(after.b).toBeGreaterThan(before.b);
  expect(await parentTitle()).toBe('Renamed parent in B');
  await ctx.db.updateTable('work_packages').set({ parent_id: null }).where('id', '=', packageA).execute();
});

test('writers in different projects never wait on each other (PostgreSQL; SQLite has a single writer anyway)', async () => {
  if (!isPostgres(ctx.db)) return expect(process.env.TEST_DATABASE_URL).toBeFalsy();
  const before = await generations();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  // Transaction 1 writes in A and runs its commit-time triggers now (SET CONSTRAINTS ... IMMEDIATE), so it holds every
  // lock its commit would take, then stays open.
  const first = ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('work_packages').set({ subject: 'Held open in A' }).where('id', '=', packageA).execute();
    await sql`set constraints all immediate`.execute(trx);
    holding();
    await released;
  });
  await held;
  const writeWithin = (projectPackage: number, subject: string) =>
    ctx.db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '1s'`.execute(trx);
      await trx.updateTable('work_packages').set({ subject }).where('id', '=', projectPackage).execute();
    });
  try {
    // Transaction 2, in B, commits at once (its lock_timeout would fail it after a second of waiting).
    const started = Date.now();
    await writeWithin(packageB, 'Written in B meanwhile');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await generation(projectB)).toBe(before.b + 1);
    // The same check fails for a writer of another package in A: it queues on A's generation until 1 commits.
    const otherInA = (await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', projectA).where('id', '!=', packageA).executeTakeFirstOrThrow()).id;
    await expect(writeWithin(otherInA, 'Written in A meanwhile')).rejects.toThrow(/lock timeout/);
  } finally {
    release();
    await first;
  }
  expect(await generation(projectA)).toBe(before.a + 1);
});

test('a transaction moves each generation it touches once, however many rows it writes (PostgreSQL)', async () => {
  if (!isPostgres(ctx.db)) return expect(process.env.TEST_DATABASE_URL).toBeFalsy();
  const before = await generations();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('work_packages').set({ description: 'Bulk edit' }).where('project_id', 'in', [projectA, projectB]).execute();
    await trx.updateTable('statuses').set({ color: '#654321' }).where('id', '=', 1).execute();
  });
  expect(await generations()).toEqual({ a: before.a + 1, b: before.b + 1, reference: before.reference + 1 });
});
