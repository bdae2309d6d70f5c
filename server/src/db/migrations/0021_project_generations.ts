import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Generations per project instead of one for everything (migration 0007's 'work_packages' row): every write to a
 * table behind work package pages or sprint figures moves the generation of the project(s) it touches, and writes to
 * reference data every project reads (statuses, types, priorities, principals' names, versions, which other projects
 * share) move project_id 0, 'reference'. Caches key an answer by the generations it reads (work-packages/page-cache.ts),
 * so writes in different projects never queue on a shared row, and other instances' writes still count.
 *
 * PostgreSQL: an immediate row trigger notes the projects a transaction touched in a transaction-local setting; a
 * deferred trigger moves them once, at commit, in project order (two transactions touching the same projects lock
 * them in the same order: no deadlock), so a row lock is held only while the transaction commits and only by writers
 * of the same project. SQLite has one writer at a time: plain row triggers move them at once.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.
const REFERENCE = 0;
const OLD_INPUTS = ['work_packages', 'journals', 'time_entries', 'cost_entries', 'hourly_rates', 'principals', 'projects', 'statuses', 'types', 'priorities', 'versions'];
/** Principals' columns the representations show; logins (failed_login_count, locked_until...) move nothing. */
const PRINCIPAL_COLUMNS = ['type', 'login', 'email', 'first_name', 'last_name', 'name', 'status'];

/** Per table: the project ids a changed row touches, as SQL over `row` (NEW or OLD); null stands for reference data. */
const PROJECT_OF: Record<string, (row: string) => string> = {
  // A page shows a package's parent (subject) and its children, which may be in other projects.
  work_packages: (row) => `select ${row}.project_id as id union select p.project_id from work_packages p where p.id = ${row}.parent_id
    union select c.project_id from work_packages c where c.parent_id = ${row}.id`,
  journals: (row) => `select coalesce(${row}.project_id, ${REFERENCE}) as id`,
  time_entries: (row) => `select ${row}.project_id as id`,
  cost_entries: (row) => `select ${row}.project_id as id`,
  hourly_rates: (row) => `select coalesce(${row}.project_id, ${REFERENCE}) as id`,
  projects: (row) => `select ${row}.id as id`,
  // Versions are shared between projects (and their names shown on other projects' packages): reference data.
  versions: () => `select ${REFERENCE} as id`,
  principals: () => `select ${REFERENCE} as id`,
  statuses: () => `select ${REFERENCE} as id`,
  types: () => `select ${REFERENCE} as id`,
  priorities: () => `select ${REFERENCE} as id`,
};
const TABLES = Object.keys(PROJECT_OF);
const updateOf = (table: string) => (table === 'principals' ? `update of ${PRINCIPAL_COLUMNS.join(', ')}` : 'update');

export async function up(db: Kysely<unknown>): Promise<void> {
  await dropOldTriggers(db);
  await db.schema.dropTable('cache_generations').execute();
  await db.schema
    .createTable('project_generations')
    // No foreign key: 0 is the reference data, and a deleted project's row is harmless.
    .addColumn('project_id', 'bigint', (col) => col.primaryKey())
    .addColumn('generation', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  // A row for every project (and the reference data) from the start, so the generations a cache reads for a set of
  // projects also say which projects were in it.
  await sql`insert into project_generations (project_id, generation) select ${REFERENCE}, 0 union all select id, 0 from projects`.execute(db);

  if (isPostgres(db)) {
    await sql`
      create function note_project_generations(projects bigint[]) returns void language plpgsql as $$
      declare
        pending text := coalesce(current_setting('tessera.pending_generations', true), '');
        project bigint;
      begin
        foreach project in array projects loop
          if project is not null and position(',' || project || ',' in pending) = 0 then
            pending := coalesce(nullif(pending, ''), ',') || project || ',';
          end if;
        end loop;
        perform set_config('tessera.pending_generations', pending, true);
      end $$`.execute(db);
    await sql`
      create function move_project_generations() returns trigger language plpgsql as $$
      declare pending text := coalesce(current_setting('tessera.pending_generations', true), '');
      begin
        if pending = '' then return null; end if;
        perform set_config('tessera.pending_generations', '', true);
        insert into project_generations as g (project_id, generation)
          select distinct id, 1 from unnest(string_to_array(trim(both ',' from pending), ',')::bigint[]) as id order by id
          on conflict (project_id) do update set generation = g.generation + 1;
        return null;
      end $$`.execute(db);
    for (const table of TABLES) {
      const projectsOf = (row: string) => `array(${PROJECT_OF[table](row)})::bigint[]`;
      await sql`
        create function ${sql.raw(`note_${table}_generations`)}() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'DELETE' then perform note_project_generations(${sql.raw(projectsOf('new'))}); end if;
          if tg_op <> 'INSERT' then perform note_project_generations(${sql.raw(projectsOf('old'))}); end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_notes_project_generations`)}
        after insert or ${sql.raw(updateOf(table))} or delete on ${sql.table(table)}
        for each row execute function ${sql.raw(`note_${table}_generations`)}()`.execute(db);
      await sql`create constraint trigger ${sql.raw(`${table}_moves_project_generations`)}
        after insert or ${sql.raw(updateOf(table))} or delete on ${sql.table(table)} deferrable initially deferred
        for each row execute function move_project_generations()`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      const rows = event === 'insert' ? ['new'] : event === 'delete' ? ['old'] : ['new', 'old'];
      const projects = rows.map((row) => PROJECT_OF[table](row)).join(' union ');
      await sql`create trigger ${sql.raw(`${table}_${event}_moves_project_generations`)}
        after ${sql.raw(event === 'update' ? updateOf(table) : event)} on ${sql.table(table)}
        begin
          insert into project_generations (project_id, generation) select id, 1 from (${sql.raw(projects)}) as touched where id is not null
            on conflict (project_id) do update set generation = generation + 1;
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES) {
      await sql`drop trigger ${sql.raw(`${table}_moves_project_generations`)} on ${sql.table(table)}`.execute(db);
      await sql`drop trigger ${sql.raw(`${table}_notes_project_generations`)} on ${sql.table(table)}`.execute(db);
      await sql`drop function ${sql.raw(`note_${table}_generations`)}()`.execute(db);
    }
    await sql`drop function move_project_generations()`.execute(db);
    await sql`drop function note_project_generations(bigint[])`.execute(db);
  } else {
    for (const table of TABLES) {
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`${table}_${event}_moves_project_generations`)}`.execute(db);
    }
  }
  await db.schema.dropTable('project_generations').execute();
  await restoreOldTriggers(db);
}

/** Migrations 0007 and 0008's single generation, its triggers and function. */
async function dropOldTriggers(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of OLD_INPUTS) await sql`drop trigger ${sql.raw(`${table}_moves_work_packages_generation`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function move_work_packages_generation()`.execute(db);
    return;
  }
  for (const table of OLD_INPUTS) {
    for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`${table}_${event}_moves_work_packages_generation`)}`.execute(db);
  }
}

async function restoreOldTriggers(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_generations')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('generation', 'bigint', (col) => col.notNull().defaultTo(0))
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
    for (const table of OLD_INPUTS) {
      await sql`create constraint trigger ${sql.raw(`${table}_moves_work_packages_generation`)}
        after insert or update or delete on ${sql.table(table)} deferrable initially deferred
        for each row execute function move_work_packages_generation()`.execute(db);
    }
    return;
  }
  for (const table of OLD_INPUTS) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`${table}_${event}_moves_work_packages_generation`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update cache_generations set generation = generation + 1 where name = 'work_packages'; end`.execute(db);
    }
  }
}
