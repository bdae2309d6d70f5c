import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * A generation counter per cached representation, moved by database triggers on every table the representation
 * reads, so a cache keyed by it can never serve an answer older than the data, whichever instance or code path
 * wrote (spec 001 section 9's list speed; see work-packages/page-cache.ts).
 *
 * 'work_packages' covers a project's work package pages: the rows, their linked names (project, type, status,
 * priority, principals, parent), children, comment counts (journals), and spent time and costs.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.
const WORK_PACKAGE_INPUTS = [
  'work_packages', 'journals', 'time_entries', 'cost_entries', 'hourly_rates',
  'principals', 'projects', 'statuses', 'types', 'priorities',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_generations')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('generation', 'bigint', (col) => col.notNull().defaultTo(0))
    // PostgreSQL: the transaction that last moved it, so a transaction moves it once however many rows it writes.
    .addColumn('moved_by_transaction', 'bigint')
    .execute();
  await db.insertInto('cache_generations' as never).values({ name: 'work_packages', generation: 0 } as never).execute();

  if (isPostgres(db)) {
    await sql`
      create function move_work_packages_generation() returns trigger language plpgsql as $$
      begin
        update cache_generations set generation = generation + 1, moved_by_transaction = txid_current()
          where name = 'work_packages' and moved_by_transaction is distinct from txid_current();
        return null;
      end $$`.execute(db);
    // Deferred to commit, so the counter's row lock is the last one a transaction takes and is held only while it
    // commits: two writers can never wait on each other through it (no deadlock), and the new generation becomes
    // visible in the same commit as the data.
    for (const table of WORK_PACKAGE_INPUTS) {
      await sql`create constraint trigger ${sql.raw(`${table}_moves_work_packages_generation`)}
        after insert or update or delete on ${sql.table(table)} deferrable initially deferred
        for each row execute function move_work_packages_generation()`.execute(db);
    }
    return;
  }
  // SQLite has one writer at a time, so a plain row trigger is enough.
  for (const table of WORK_PACKAGE_INPUTS) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`${table}_${event}_moves_work_packages_generation`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update cache_generations set generation = generation + 1 where name = 'work_packages'; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of WORK_PACKAGE_INPUTS) await sql`drop trigger ${sql.raw(`${table}_moves_work_packages_generation`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function move_work_packages_generation()`.execute(db);
  } else {
    for (const table of WORK_PACKAGE_INPUTS) {
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`${table}_${event}_moves_work_packages_generation`)}`.execute(db);
    }
  }
  await db.schema.dropTable('cache_generations').execute();
}
