import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * In-app notifications (issue 14 item 6, OpenProject's `notifications`): one row per recipient and event that concerns
 * them (assigned to a work package, mentioned in a comment or a document, a document shared with them, ...).
 * `resource_type` + `resource_id` name what it is about ('WorkPackage', 'Document'); `journal_id` the activity that
 * caused it, when there is one. `read_ian` is OpenProject's "read in app" flag.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('notifications')
    .addColumn('id', idType, id)
    .addColumn('recipient_id', 'integer', (col) => col.notNull().references('principals.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('reason', 'varchar(32)', (col) => col.notNull())
    .addColumn('resource_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('resource_id', 'integer', (col) => col.notNull())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('journal_id', 'integer', (col) => col.references('journals.id').onDelete('set null'))
    .addColumn('read_ian', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // The recipient's list (newest first) and unread count; the de-duplication of an unread reason per resource; the
  // filters by resource and project; the foreign keys that set null or cascade.
  const indexes: [string, string[]][] = [
    ['notifications_recipient_read_id', ['recipient_id', 'read_ian', 'id']],
    ['notifications_resource', ['resource_type', 'resource_id', 'recipient_id']],
    ['notifications_project_id', ['project_id']],
    ['notifications_actor_id', ['actor_id']],
    ['notifications_journal_id', ['journal_id']],
  ];
  for (const [name, columns] of indexes) await db.schema.createIndex(name).on('notifications').columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
