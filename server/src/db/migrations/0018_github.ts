import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * GitHub (issue 17): one row of integration settings (secrets encrypted at rest, see outbound/secrets.ts), the
 * organization's repositories we know of and the projects they are connected to, their pull requests (the newest
 * state by GitHub's updated_at), the links between pull requests and work packages (a manual unlink is kept as
 * unlinked_at, so auto-linking does not bring it back), each project's rule for merged pull requests, and the webhook
 * deliveries (unique by GitHub's delivery id).
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  let settings = db.schema
    .createTable('github_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('api_url', 'text')
    .addColumn('app_id', 'text')
    .addColumn('installation_id', 'text')
    .addColumn('organization', 'text');
  for (const secret of ['private_key', 'webhook_secret', 'token']) {
    settings = settings.addColumn(`${secret}_ciphertext`, 'text').addColumn(`${secret}_iv`, 'text').addColumn(`${secret}_tag`, 'text');
  }
  await settings.addColumn('updated_at', timestamp, (col) => col.notNull()).execute();
  await sql`insert into github_settings (id, updated_at) values (1, ${new Date().toISOString()})`.execute(db);

  await db.schema
    .createTable('github_repositories')
    .addColumn('id', idType, id)
    .addColumn('github_id', 'bigint', (col) => col.notNull().unique())
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('html_url', 'text', (col) => col.notNull())
    .addColumn('private', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('default_branch', 'text')
    .addColumn('github_created_at', timestamp)
    .addColumn('backfilled_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // Webhook payloads name repositories by full name; GitHub compares names case-insensitively.
  await sql`create index github_repositories_lower_full_name on github_repositories (lower(full_name))`.execute(db);

  await db.schema
    .createTable('github_project_repositories')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('repository_id', 'integer', (col) => col.notNull().references('github_repositories.id').onDelete('cascade'))
    .addColumn('created_via_app', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_by_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('github_project_repositories_project_repository', ['project_id', 'repository_id'])
    .execute();
  await db.schema.createIndex('github_project_repositories_repository').on('github_project_repositories').column('repository_id').execute();

  await db.schema
    .createTable('github_pull_requests')
    .addColumn('id', idType, id)
    .addColumn('repository_id', 'integer', (col) => col.notNull().references('github_repositories.id').onDelete('cascade'))
    .addColumn('github_id', 'bigint', (col) => col.notNull().unique())
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('draft', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('merged', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('merged_at', timestamp)
    .addColumn('closed_at', timestamp)
    .addColumn('head_ref', 'text')
    .addColumn('base_ref', 'text')
    .addColumn('author_login', 'text')
    .addColumn('author_avatar_url', 'text')
    .addColumn('author_html_url', 'text')
    .addColumn('html_url', 'text', (col) => col.notNull())
    // [{name, color}] as JSON text (read whole with the pull request, never filtered on).
    .addColumn('labels', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('github_created_at', timestamp, (col) => col.notNull())
    .addColumn('github_updated_at', timestamp, (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('github_pull_requests_repository_number', ['repository_id', 'number'])
    .execute();
  await db.schema.createIndex('github_pull_requests_repository_state').on('github_pull_requests').columns(['repository_id', 'state']).execute();
  await db.schema.createIndex('github_pull_requests_repository_updated').on('github_pull_requests').columns(['repository_id', 'github_updated_at']).execute();

  await db.schema
    .createTable('github_pull_request_links')
    .addColumn('pull_request_id', 'integer', (col) => col.notNull().references('github_pull_requests.id').onDelete('cascade'))
    .addColumn('work_package_id', 'integer', (col) => col.notNull().references('work_packages.id').onDelete('cascade'))
    // 'auto' (the pull request names the work package) | 'manual' (assigned by a user).
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_by_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('unlinked_at', timestamp)
    .addPrimaryKeyConstraint('github_pull_request_links_pk', ['pull_request_id', 'work_package_id'])
    .execute();
  await db.schema.createIndex('github_pull_request_links_work_package').on('github_pull_request_links').column('work_package_id').execute();

  // A project's GitHub rules: the status a linked work package moves to when its pull request is merged (null: none),
  // applied in the name of the user who set it (so it never does more than they may).
  await db.schema
    .createTable('github_project_settings')
    .addColumn('project_id', 'integer', (col) => col.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('merged_status_id', 'integer', (col) => col.references('statuses.id').onDelete('set null'))
    .addColumn('merged_status_set_by_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('github_webhook_deliveries')
    .addColumn('id', idType, id)
    .addColumn('delivery_id', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('event', 'varchar(100)', (col) => col.notNull())
    .addColumn('action', 'varchar(100)')
    // 'queued' | 'processed' | 'ignored' | 'failed'; the payload is dropped once processed.
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('payload', 'text')
    .addColumn('error', 'text')
    .addColumn('received_at', timestamp, (col) => col.notNull())
    .addColumn('processed_at', timestamp)
    .execute();
  await db.schema.createIndex('github_webhook_deliveries_received').on('github_webhook_deliveries').column('received_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['github_webhook_deliveries', 'github_project_settings', 'github_pull_request_links', 'github_pull_requests', 'github_project_repositories', 'github_repositories', 'github_settings']) {
    await db.schema.dropTable(table).execute();
  }
}
