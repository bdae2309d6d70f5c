import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The GitHub figures computed afresh (issue 17's bench: 20 repositories, 50,000 pull requests), and their cache's
 * generations per repository instead of one row every GitHub write moves.
 *
 * Indexes (github-repositories/aggregates.ts):
 * - the links from the work package side, covering (work package, unlinked_at, pull request): the linked counts read
 *   the included projects' work packages and their links without a row lookup; they replace the work package indexes
 *   of migrations 0018 and 0020, which they start with;
 * - the pull requests changed in the period, covering what the contributors and the activity per day read; it
 *   replaces 0018's (repository_id, github_updated_at), which it starts with (the newest pull requests per repository
 *   are read from it too).
 *
 * Generations: migration 0023's github_generation row was moved by every GitHub write, so webhook jobs of unrelated
 * repositories queued on one row and each of them made every project's cached figures stale. Now the GitHub tables
 * move the generation of the repository a row belongs to (github_repository_generations), and github_generation is
 * left to what decides which projects, work packages and people count (settings, projects, memberships, roles,
 * modules, a work package moving project): rare writes. A cached answer is keyed by the generations of the
 * repositories it reads and that one row (github-repositories/stats-cache.ts). Check runs are not read by the figures
 * and move nothing any more.
 *
 * PostgreSQL: as migration 0021, an immediate row trigger notes the repositories a transaction touched in a
 * transaction-local setting and a deferred trigger moves them once, at commit, in id order (no deadlock, a row lock
 * held only while committing). SQLite has one writer at a time: plain row triggers move them at once.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

/** Per GitHub table: the repository a row (NEW or OLD) belongs to, as SQL. */
const REPOSITORY_OF: Record<string, (row: string) => string> = {
  github_repositories: (row) => `${row}.id`,
  github_project_repositories: (row) => `${row}.repository_id`,
  github_pull_requests: (row) => `${row}.repository_id`,
  github_pull_request_links: (row) => `(select pr.repository_id from github_pull_requests pr where pr.id = ${row}.pull_request_id)`,
  github_issues: (row) => `${row}.repository_id`,
  github_issue_links: (row) => `(select iss.repository_id from github_issues iss where iss.id = ${row}.issue_id)`,
  github_pull_request_reviews: (row) => `(select pr.repository_id from github_pull_requests pr where pr.id = ${row}.pull_request_id)`,
  github_pushes: (row) => `${row}.repository_id`,
};
const TABLES = Object.keys(REPOSITORY_OF);
/** Migration 0023's triggers on the GitHub tables (the others keep theirs). */
const OLD_TABLES = [...TABLES, 'github_check_runs'];
const oldTrigger = (table: string) => `${table}_moves_github_generation`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema.createIndex('github_pull_request_links_by_work_package').on('github_pull_request_links').columns(['work_package_id', 'unlinked_at', 'pull_request_id']).execute();
  await db.schema.dropIndex('github_pull_request_links_work_package').execute();
  await db.schema.createIndex('github_issue_links_by_work_package').on('github_issue_links').columns(['work_package_id', 'issue_id']).execute();
  await db.schema.dropIndex('github_issue_links_work_package').execute();
  await db.schema
    .createIndex('github_pull_requests_recent')
    .on('github_pull_requests')
    .columns(['repository_id', 'github_updated_at', 'id', 'github_created_at', 'merged_at', 'closed_at', 'merged', 'author_login', 'author_avatar_url'])
    .execute();
  await db.schema.dropIndex('github_pull_requests_repository_updated').execute();

  await db.schema
    .createTable('github_repository_generations')
    // No foreign key: a deleted repository's row is harmless, and its deletion still moves it.
    .addColumn('repository_id', 'bigint', (col) => col.primaryKey())
    .addColumn('generation', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into github_repository_generations (repository_id, generation) select id, 0 from github_repositories`.execute(db);

  if (postgres) {
    for (const table of OLD_TABLES) await sql`drop trigger ${sql.raw(oldTrigger(table))} on ${sql.table(table)}`.execute(db);
    await sql`
      create function note_github_repository_generations(repositories bigint[]) returns void language plpgsql as $$
      declare
        pending text := coalesce(current_setting('tessera.pending_github_repositories', true), '');
        repository bigint;
      begin
        foreach repository in array repositories loop
          if repository is not null and position(',' || repository || ',' in pending) = 0 then
            pending := coalesce(nullif(pending, ''), ',') || repository || ',';
          end if;
        end loop;
        perform set_config('tessera.pending_github_repositories', pending, true);
      end $$`.execute(db);
    await sql`
      create function move_github_repository_generations() returns trigger language plpgsql as $$
      declare pending text := coalesce(current_setting('tessera.pending_github_repositories', true), '');
      begin
        if pending = '' then return null; end if;
        perform set_config('tessera.pending_github_repositories', '', true);
        insert into github_repository_generations as g (repository_id, generation)
          select distinct id, 1 from unnest(string_to_array(trim(both ',' from pending), ',')::bigint[]) as id order by id
          on conflict (repository_id) do update set generation = g.generation + 1;
        return null;
      end $$`.execute(db);
    for (const table of TABLES) {
      const of = (row: string) => `array[${REPOSITORY_OF[table](row)}]::bigint[]`;
      await sql`
        create function ${sql.raw(`note_${table}_repository_generations`)}() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'DELETE' then perform note_github_repository_generations(${sql.raw(of('new'))}); end if;
          if tg_op <> 'INSERT' then perform note_github_repository_generations(${sql.raw(of('old'))}); end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_notes_repository_generations`)}
        after insert or update or delete on ${sql.table(table)}
        for each row execute function ${sql.raw(`note_${table}_repository_generations`)}()`.execute(db);
      await sql`create constraint trigger ${sql.raw(`${table}_moves_repository_generations`)}
        after insert or update or delete on ${sql.table(table)} deferrable initially deferred
        for each row execute function move_github_repository_generations()`.execute(db);
    }
    return;
  }
  for (const table of OLD_TABLES) {
    // 0023 made one trigger per event: 'insert or update or delete' gave _0, _1 and _2.
    for (const index of [0, 1, 2]) await sql`drop trigger ${sql.raw(`${oldTrigger(table)}_${index}`)}`.execute(db);
  }
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      const rows = event === 'insert' ? ['new'] : event === 'delete' ? ['old'] : ['new', 'old'];
      const repositories = rows.map((row) => `select ${REPOSITORY_OF[table](row)} as id`).join(' union ');
      await sql`create trigger ${sql.raw(`${table}_${event}_moves_repository_generations`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin
          insert into github_repository_generations (repository_id, generation) select id, 1 from (${sql.raw(repositories)}) as touched where id is not null
            on conflict (repository_id) do update set generation = generation + 1;
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES) {
      await sql`drop trigger ${sql.raw(`${table}_moves_repository_generations`)} on ${sql.table(table)}`.execute(db);
      await sql`drop trigger ${sql.raw(`${table}_notes_repository_generations`)} on ${sql.table(table)}`.execute(db);
      await sql`drop function ${sql.raw(`note_${table}_repository_generations`)}()`.execute(db);
    }
    await sql`drop function move_github_repository_generations()`.execute(db);
    await sql`drop function note_github_repository_generations(bigint[])`.execute(db);
    for (const table of OLD_TABLES) {
      await sql`create constraint trigger ${sql.raw(oldTrigger(table))}
        after insert or update or delete on ${sql.table(table)} deferrable initially deferred
        for each row execute function move_github_generation()`.execute(db);
    }
  } else {
    for (const table of TABLES) {
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`${table}_${event}_moves_repository_generations`)}`.execute(db);
    }
    for (const table of OLD_TABLES) {
      for (const [index, event] of ['insert', 'update', 'delete'].entries()) {
        await sql`create trigger ${sql.raw(`${oldTrigger(table)}_${index}`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update github_generation set generation = generation + 1 where id = 1; end`.execute(db);
      }
    }
  }
  await db.schema.dropTable('github_repository_generations').execute();
  await db.schema.createIndex('github_pull_requests_repository_updated').on('github_pull_requests').columns(['repository_id', 'github_updated_at']).execute();
  await db.schema.dropIndex('github_pull_requests_recent').execute();
  await db.schema.createIndex('github_issue_links_work_package').on('github_issue_links').column('work_package_id').execute();
  await db.schema.dropIndex('github_issue_links_by_work_package').execute();
  await db.schema.createIndex('github_pull_request_links_work_package').on('github_pull_request_links').column('work_package_id').execute();
  await db.schema.dropIndex('github_pull_request_links_by_work_package').execute();
}
