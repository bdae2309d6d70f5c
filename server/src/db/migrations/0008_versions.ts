import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Versions (sprints, spec 002): a time box defined in a project, shared with other projects by `sharing` (none,
 * descendants, hierarchy, tree, system), that work packages are assigned to (work_packages.version_id, indexed since
 * migration 0004). Dates are 'YYYY-MM-DD' text, as for work packages.
 *
 * work_packages.version_id gets its reference: a foreign key with ON DELETE SET NULL on PostgreSQL; SQLite cannot add
 * one to an existing table, so triggers do the same there (refuse a version that does not exist, clear the link when
 * a version goes). Before, any version id was accepted; those links named nothing, so they are cleared first, each
 * with a journal, so that burndowns replaying journals never count them in a new version that receives the same id.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

/** The representation generation of work package pages (migration 0007): pages show the version name as link title. */
const WORK_PACKAGE_PAGES = 'work_packages';
/** Rows per statement when journaling the cleared links (far under both databases' parameter limits). */
const CHUNK = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const now = new Date().toISOString();

  await db.schema
    .createTable('versions')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('start_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('sharing', 'varchar(16)', (col) => col.notNull().defaultTo('none'))
    .addColumn('lock_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // A name is unique in its project, ignoring case (also when two creates race). Both databases index expressions.
  await sql`create unique index versions_project_lower_name on versions (project_id, lower(name))`.execute(db);
  // One index per filter and sort the API offers (docs/api.md, Versions): the project's list (by start date), the
  // sharing conditions of the availability rules, status, and the global list's sorts.
  const indexes: [string, string[]][] = [
    ['versions_project_start_date', ['project_id', 'start_date']],
    ['versions_sharing', ['sharing']],
    ['versions_status', ['status']],
    ['versions_start_date', ['start_date']],
    ['versions_end_date', ['end_date']],
  ];
  for (const [name, columns] of indexes) await db.schema.createIndex(name).on('versions').columns(columns).execute();
  await db.schema.createIndex('versions_lower_name').on('versions').expression(sql`lower(name)`).execute();

  // Burndowns and sprint statistics find the work packages that were ever in a version through their journals'
  // version_id details. Partial indexes: only those values (other properties hold long texts, e.g. descriptions).
  await sql`create index journal_details_version_new_value on journal_details (new_value) where property = 'version_id'`.execute(db);
  await sql`create index journal_details_version_old_value on journal_details (old_value) where property = 'version_id'`.execute(db);

  await clearDanglingVersionLinks(db, now);

  if (postgres) {
    await sql`alter table work_packages add constraint work_packages_version_id_fkey
              foreign key (version_id) references versions (id) on delete set null`.execute(db);
    // As migration 0007's tables: deferred to commit, once per transaction.
    await sql`create constraint trigger versions_moves_work_packages_generation
              after insert or update or delete on versions deferrable initially deferred
              for each row execute function move_work_packages_generation()`.execute(db);
    return;
  }
  await sql`create trigger work_packages_version_exists_on_insert before insert on work_packages
            when new.version_id is not null and not exists (select 1 from versions where id = new.version_id)
            begin select raise(abort, 'FOREIGN KEY constraint failed: work_packages.version_id'); end`.execute(db);
  await sql`create trigger work_packages_version_exists_on_update before update of version_id on work_packages
            when new.version_id is not null and not exists (select 1 from versions where id = new.version_id)
            begin select raise(abort, 'FOREIGN KEY constraint failed: work_packages.version_id'); end`.execute(db);
  // Also fires for versions deleted by the projects cascade.
  await sql`create trigger versions_delete_clears_work_packages after delete on versions
            begin update work_packages set version_id = null where version_id = old.id; end`.execute(db);
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.raw(`versions_${event}_moves_work_packages_generation`)} after ${sql.raw(event)} on versions
      begin update cache_generations set generation = generation + 1 where name = ${sql.lit(WORK_PACKAGE_PAGES)}; end`.execute(db);
  }
}

/**
 * Clears work_packages.version_id values written before versions existed (nothing they could name), journaling each
 * as a change (version_id old -> null, by no user) with a new lockVersion, as any other change of a work package.
 */
async function clearDanglingVersionLinks(db: Kysely<unknown>, now: string): Promise<void> {
  const linked = await sql<{ id: number; project_id: number; version_id: number; journal_version: number | string | null }>`
    select wp.id, wp.project_id, wp.version_id,
           (select max(j.version) from journals j where j.journable_type = 'WorkPackage' and j.journable_id = wp.id) as journal_version
    from work_packages wp where wp.version_id is not null order by wp.id`.execute(db);
  for (let start = 0; start < linked.rows.length; start += CHUNK) {
    const chunk = linked.rows.slice(start, start + CHUNK);
    const journals = await db
      .insertInto('journals' as never)
      .values(
        chunk.map((row) => ({
          journable_type: 'WorkPackage',
          journable_id: row.id,
          project_id: row.project_id,
          user_id: null,
          version: Number(row.journal_version ?? 0) + 1,
          notes: '',
          created_at: now,
          updated_at: now,
        })) as never,
      )
      .returning('id' as never)
      .execute();
    await db
      .insertInto('journal_details' as never)
      .values(chunk.map((row, index) => ({ journal_id: (journals[index] as { id: number }).id, property: 'version_id', old_value: String(row.version_id), new_value: null })) as never)
      .execute();
  }
  if (linked.rows.length > 0) {
    await sql`update work_packages set version_id = null, lock_version = lock_version + 1, updated_at = ${now} where version_id is not null`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger versions_moves_work_packages_generation on versions`.execute(db);
    await sql`alter table work_packages drop constraint work_packages_version_id_fkey`.execute(db);
  } else {
    for (const trigger of [
      'work_packages_version_exists_on_insert',
      'work_packages_version_exists_on_update',
      'versions_delete_clears_work_packages',
      'versions_insert_moves_work_packages_generation',
      'versions_update_moves_work_packages_generation',
      'versions_delete_moves_work_packages_generation',
    ]) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
  }
  await sql`drop index journal_details_version_new_value`.execute(db);
  await sql`drop index journal_details_version_old_value`.execute(db);
  await db.schema.dropTable('versions').execute();
}
