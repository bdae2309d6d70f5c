import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The GitHub tab's figures (issue 17's bench: 20 repositories, 50,000 pull requests) read every pull request of the
 * project's repositories on each request:
 * - covering indexes, so those aggregates read an index instead of the wide rows (title, body, labels): the pull
 *   requests' figure columns per repository, and the active links per pull request;
 * - a generation counter for the figures, moved by triggers on every table they read (the GitHub tables, and the
 *   projects, memberships, roles and modules that decide which projects a caller sees), so an answer cached under it
 *   (github-repositories/stats-cache.ts) is never older than the data, whichever instance or code path wrote.
 *   PostgreSQL moves it once per transaction, at commit (as migration 0007 did), so the counter's row is locked only
 *   while a writer commits.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.
const GENERATION_INPUTS: Record<string, string> = {
  github_settings: 'insert or update or delete',
  github_repositories: 'insert or update or delete',
  github_project_repositories: 'insert or update or delete',
  github_pull_requests: 'insert or update or delete',
  github_pull_request_links: 'insert or update or delete',
  github_issues: 'insert or update or delete',
  github_issue_links: 'insert or update or delete',
  github_pull_request_reviews: 'insert or update or delete',
  github_pushes: 'insert or update or delete',
  github_check_runs: 'insert or update or delete',
  // Which projects and work packages count, and who sees them.
  projects: 'insert or update or delete',
  work_packages: 'update of project_id or delete',
  memberships: 'insert or update or delete',
  member_roles: 'insert or update or delete',
  role_permissions: 'insert or update or delete',
  group_users: 'insert or update or delete',
  disabled_modules: 'insert or update or delete',
  principals: 'update of role_type, status or delete',
};

const triggerName = (table: string) => `${table}_moves_github_generation`;
/** SQLite wants one event per trigger: 'update of a, b or delete' becomes ['update of a, b', 'delete']. */
const eventsOf = (events: string) => events.split(' or ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('github_pull_requests_figures').on('github_pull_requests')
    .columns(['repository_id', 'state', 'merged', 'draft', 'merged_at', 'github_created_at', 'github_updated_at']).execute();
  await db.schema.createIndex('github_pull_request_links_active').on('github_pull_request_links').columns(['pull_request_id', 'unlinked_at', 'work_package_id']).execute();

  await db.schema
    .createTable('github_generation')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('generation', 'bigint', (col) => col.notNull().defaultTo(0))
    // PostgreSQL: the transaction that last moved it, so a transaction moves it once however many rows it writes.
    .addColumn('moved_by_transaction', 'bigint')
    .execute();
  await sql`insert into github_generation (id, generation) values (1, 0)`.execute(db);

  if (isPostgres(db)) {
    await sql`
      create function move_github_generation() returns trigger language plpgsql as $$
      begin
        update github_generation set generation = generation + 1, moved_by_transaction = txid_current()
          where id = 1 and moved_by_transaction is distinct from txid_current();
        return null;
      end $$`.execute(db);
    for (const [table, events] of Object.entries(GENERATION_INPUTS)) {
      await sql`create constraint trigger ${sql.raw(triggerName(table))}
        after ${sql.raw(events)} on ${sql.table(table)} deferrable initially deferred
        for each row execute function move_github_generation()`.execute(db);
    }
    return;
  }
  // SQLite has one writer at a time, so a plain row trigger is enough.
  for (const [table, events] of Object.entries(GENERATION_INPUTS)) {
    for (const [index, event] of eventsOf(events).entries()) {
      await sql`create trigger ${sql.raw(`${triggerName(table)}_${index}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update github_generation set generation = generation + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of Object.keys(GENERATION_INPUTS)) await sql`drop trigger ${sql.raw(triggerName(table))} on ${sql.table(table)}`.execute(db);
    await sql`drop function move_github_generation()`.execute(db);
  } else {
    for (const [table, events] of Object.entries(GENERATION_INPUTS)) {
      for (const index of eventsOf(events).keys()) await sql`drop trigger ${sql.raw(`${triggerName(table)}_${index}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('github_generation').execute();
  await db.schema.dropIndex('github_pull_request_links_active').execute();
  await db.schema.dropIndex('github_pull_requests_figures').execute();
}
