import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/index.ts';
import { isPostgres } from '../src/db/dialect.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx.close());

test('migrating again is a no-op', async () => {
  await expect(migrateToLatest(ctx.db)).resolves.toBeUndefined();
});

test('foreign keys are enforced', async () => {
  const now = new Date().toISOString();
  await expect(
    ctx.db.insertInto('memberships').values({ project_id: 999, principal_id: 999, created_at: now, updated_at: now }).execute(),
  ).rejects.toThrow();
});

test('booleans round-trip on both databases', async () => {
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('projects')
    .values({ identifier: 'flags', name: 'Flags', description: '', public: true, active: false, templated: true, parent_id: null, status_code: null, status_explanation: '', created_at: now, updated_at: now })
    .execute();
  const found = await ctx.db.selectFrom('projects').select(['identifier']).where('public', '=', true).where('active', '=', false).execute();
  expect(found.map((row) => row.identifier)).toEqual(['flags']);
});

test('SQLite runs in WAL mode', async () => {
  if (isPostgres(ctx.db)) return expect(process.env.TEST_DATABASE_URL).toBeTruthy();
  const result = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(ctx.db);
  expect(result.rows[0].journal_mode).toBe('wal');
});
