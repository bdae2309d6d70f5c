import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase, migrateToLatest, SCHEMA_CHANGE_LOCK } from '../src/db/index.ts';
import * as versionsMigration from '../src/db/migrations/0008_versions.ts';
import * as projectGenerationsMigration from '../src/db/migrations/0021_project_generations.ts';
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

test('on PostgreSQL a migration waits while a schema is being dropped (the migrator reads every schema)', async () => {
  if (!isPostgres(ctx.db)) return expect(process.env.TEST_DATABASE_URL).toBeFalsy();
  // Advisory locks belong to a database: the other session works in this file's.
  const dropper = new pg.Client({ connectionString: ctx.databaseUrl ?? '' });
  await dropper.connect();
  try {
    await dropper.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    let migrated = false;
    const migrating = migrateToLatest(ctx.db).then(() => (migrated = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(migrated).toBe(false);
    await dropper.query('select pg_advisory_unlock($1)', [SCHEMA_CHANGE_LOCK]);
    await migrating;
    expect(migrated).toBe(true);
  } finally {
    await dropper.end();
  }
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

test('migration 0008 clears version links written before versions existed, journaling each, and enforces them from then on', async () => {
  const db = ctx.db;
  const legacy = db as unknown as Kysely<unknown>;
  // 0021 replaced the triggers 0008 reinstalls: step back over it first, and forward again after.
  await projectGenerationsMigration.down(legacy);
  await versionsMigration.down(legacy);
  const now = '2026-01-05T10:00:00.000Z';
  const [project] = await db
    .insertInto('projects')
    .values({ identifier: 'legacy_links', name: 'Legacy links', description: '', public: false, active: true, templated: false, parent_id: null, status_code: null, status_explanation: '', created_at: now, updated_at: now })
    .returning('id')
    .execute();
  const [wp] = await db
    .insertInto('work_packages')
    .values({ project_id: project.id, type_id: 1, status_id: 1, priority_id: 8, subject: 'Linked to nothing', description: '', version_id: 5, lock_version: 2, position: 1, created_at: now, updated_at: now })
    .returning('id')
    .execute();
  await db.insertInto('journals').values({ journable_type: 'WorkPackage', journable_id: wp.id, project_id: project.id, user_id: null, version: 1, notes: '', created_at: now, updated_at: now }).execute();
  await versionsMigration.up(legacy);
  await projectGenerationsMigration.up(legacy);
  expect(await db.selectFrom('work_packages').select(['version_id', 'lock_version']).where('id', '=', wp.id).executeTakeFirstOrThrow()).toEqual({ version_id: null, lock_version: 3 });
  const journal = await db.selectFrom('journals').selectAll().where('journable_type', '=', 'WorkPackage').where('journable_id', '=', wp.id).where('version', '=', 2).executeTakeFirstOrThrow();
  expect(journal.user_id).toBeNull();
  expect(await db.selectFrom('journal_details').select(['property', 'old_value', 'new_value']).where('journal_id', '=', journal.id).execute()).toEqual([
    { property: 'version_id', old_value: '5', new_value: null },
  ]);
  await expect(db.updateTable('work_packages').set({ version_id: 5 }).where('id', '=', wp.id).execute()).rejects.toThrow();
  await expect(migrateToLatest(db)).resolves.toBeUndefined();
});

test('on PostgreSQL a connection prepares a statement once, and sends one whose columns changed unprepared after one refusal', async () => {
  if (!isPostgres(ctx.db)) return expect(process.env.TEST_DATABASE_URL).toBeFalsy();
  await ctx.db.connection().execute(async (connection) => {
    await sql`create table prepared_probe (a integer)`.execute(connection);
    await sql`insert into prepared_probe (a) values (${1})`.execute(connection);
    const read = () => connection.selectFrom('prepared_probe' as never).selectAll().where('a' as never, '=', 1 as never).execute();
    expect(await read()).toEqual([{ a: 1 }]);
    expect(await read()).toEqual([{ a: 1 }]);
    const named = await sql<{ statement: string }>`select statement from pg_prepared_statements where statement like ${'%prepared_probe%'}`.execute(connection);
    // The insert and the read, once each however often they ran.
    expect(named.rows).toHaveLength(2);
    // Another instance's migration adds a column: PostgreSQL refuses the prepared read once; then it goes unprepared.
    await sql`alter table prepared_probe add column b integer`.execute(connection);
    await expect(read()).rejects.toMatchObject({ code: '0A000' });
    expect(await read()).toEqual([{ a: 1, b: null }]);
    await sql`drop table prepared_probe`.execute(connection);
  });
});

test('on PostgreSQL statements are not prepared when the configuration says so (a pooler that cannot keep them)', async () => {
  if (!isPostgres(ctx.db)) return expect(process.env.TEST_DATABASE_URL).toBeFalsy();
  const unprepared = createDatabase({ databaseUrl: ctx.databaseUrl, sqliteFile: '', preparedStatements: false });
  try {
    await unprepared.connection().execute(async (connection) => {
      await connection.selectFrom('projects').select('id').where('id', '=', 1).execute();
      const named = await sql<{ n: number }>`select count(*)::integer as n from pg_prepared_statements`.execute(connection);
      expect(named.rows[0].n).toBe(0);
    });
  } finally {
    await unprepared.destroy();
  }
});
