import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * GitHub activity beyond pull requests (issue 17): a repository's issues (auto-linked to the work packages they
 * name), the reviews and check runs of pull requests (check runs belong to a commit: pull requests keep their head
 * SHA), pushes, and the state of the GitHub App's installation (suspended, deleted) and of each repository's access
 * through it (removed from the installation). Only what the product shows is kept; each filter and join has an index.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  // The check runs of a pull request are those of its head commit.
  await db.schema.alterTable('github_pull_requests').addColumn('head_sha', 'varchar(64)').execute();
  await db.schema.createIndex('github_pull_requests_repository_head_sha').on('github_pull_requests').columns(['repository_id', 'head_sha']).execute();

  // 'active' | 'suspended' | 'deleted' (null: no installation event received yet), from installation events.
  await db.schema.alterTable('github_settings').addColumn('installation_state', 'varchar(20)').execute();
  await db.schema.alterTable('github_settings').addColumn('installation_state_at', timestamp).execute();
  await db.schema.alterTable('github_settings').addColumn('installation_event_id', 'bigint').execute();
  await db.schema.alterTable('github_settings').addColumn('installation_account', 'text').execute();
  // Set when the repository is removed from the app's installation (its events stop); cleared when added back.
  await db.schema.alterTable('github_repositories').addColumn('installation_removed_at', timestamp).execute();

  await db.schema
    .createTable('github_issues')
    .addColumn('id', idType, id)
    .addColumn('repository_id', 'integer', (col) => col.notNull().references('github_repositories.id').onDelete('cascade'))
    .addColumn('github_id', 'bigint', (col) => col.notNull().unique())
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('state', 'varchar(20)', (col) => col.notNull())
    .addColumn('author_login', 'text')
    .addColumn('html_url', 'text', (col) => col.notNull())
    .addColumn('closed_at', timestamp)
    .addColumn('github_created_at', timestamp, (col) => col.notNull())
    .addColumn('github_updated_at', timestamp, (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('github_issues_repository_state').on('github_issues').columns(['repository_id', 'state']).execute();
  await db.schema.createIndex('github_issues_repository_updated').on('github_issues').columns(['repository_id', 'github_updated_at']).execute();

  await db.schema
    .createTable('github_issue_links')
    .addColumn('issue_id', 'integer', (col) => col.notNull().references('github_issues.id').onDelete('cascade'))
    .addColumn('work_package_id', 'integer', (col) => col.notNull().references('work_packages.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('github_issue_links_pk', ['issue_id', 'work_package_id'])
    .execute();
  await db.schema.createIndex('github_issue_links_work_package').on('github_issue_links').column('work_package_id').execute();

  await db.schema
    .createTable('github_pull_request_reviews')
    .addColumn('id', idType, id)
    .addColumn('pull_request_id', 'integer', (col) => col.notNull().references('github_pull_requests.id').onDelete('cascade'))
    .addColumn('github_id', 'bigint', (col) => col.notNull().unique())
    .addColumn('reviewer_login', 'text')
    .addColumn('reviewer_avatar_url', 'text')
    // GitHub's, in lower case: 'approved' | 'changes_requested' | 'commented' | 'dismissed' | 'pending'.
    .addColumn('state', 'varchar(30)', (col) => col.notNull())
    .addColumn('html_url', 'text')
    .addColumn('submitted_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('github_pull_request_reviews_pull_request').on('github_pull_request_reviews').columns(['pull_request_id', 'submitted_at']).execute();

  await db.schema
    .createTable('github_check_runs')
    .addColumn('id', idType, id)
    .addColumn('repository_id', 'integer', (col) => col.notNull().references('github_repositories.id').onDelete('cascade'))
    .addColumn('github_id', 'bigint', (col) => col.notNull().unique())
    .addColumn('head_sha', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    // GitHub's: 'queued' | 'in_progress' | 'completed' (and 'waiting', 'requested', 'pending').
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    // 0 not started, 1 in progress, 2 completed: a check run only moves forward, so a late event never goes back.
    .addColumn('progress', 'integer', (col) => col.notNull())
    .addColumn('conclusion', 'varchar(30)')
    .addColumn('details_url', 'text')
    .addColumn('html_url', 'text')
    .addColumn('app_owner_avatar_url', 'text')
    .addColumn('started_at', timestamp)
    .addColumn('completed_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('github_check_runs_repository_head_sha').on('github_check_runs').columns(['repository_id', 'head_sha']).execute();

  await db.schema
    .createTable('github_pushes')
    .addColumn('id', idType, id)
    .addColumn('repository_id', 'integer', (col) => col.notNull().references('github_repositories.id').onDelete('cascade'))
    .addColumn('ref', 'text', (col) => col.notNull())
    .addColumn('after_sha', 'varchar(64)', (col) => col.notNull())
    .addColumn('pusher_login', 'text')
    .addColumn('commit_count', 'integer', (col) => col.notNull())
    .addColumn('compare_url', 'text')
    .addColumn('pushed_at', timestamp, (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    // One push per ref and resulting commit: a redelivery is the same push.
    .addUniqueConstraint('github_pushes_repository_ref_after', ['repository_id', 'ref', 'after_sha'])
    .execute();
  await db.schema.createIndex('github_pushes_repository_pushed').on('github_pushes').columns(['repository_id', 'pushed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['github_pushes', 'github_check_runs', 'github_pull_request_reviews', 'github_issue_links', 'github_issues']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('github_repositories').dropColumn('installation_removed_at').execute();
  for (const column of ['installation_account', 'installation_event_id', 'installation_state_at', 'installation_state']) {
    await db.schema.alterTable('github_settings').dropColumn(column).execute();
  }
  await db.schema.dropIndex('github_pull_requests_repository_head_sha').execute();
  await db.schema.alterTable('github_pull_requests').dropColumn('head_sha').execute();
}
