import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Attachments (files on work packages and on activities) and emoji reactions (on activities).
 * Both point at their container polymorphically (container_type/id, reactable_type/id), as OpenProject does, so
 * the services delete them with their containers. An attachment's bytes live in DATA_DIR/attachments under
 * `disk_file`, a random name; copies of a project's attachments share the file (see modules/attachments).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('attachments')
    .addColumn('id', idType, id)
    .addColumn('container_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('container_id', 'integer', (col) => col.notNull())
    .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('disk_file', 'varchar(64)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(255)', (col) => col.notNull())
    .addColumn('file_size', 'integer', (col) => col.notNull())
    /** sha256 of the content, hex. */
    .addColumn('digest', 'varchar(64)', (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('attachments_container').on('attachments').columns(['container_type', 'container_id']).execute();
  // Deleting a file checks that no other attachment (a project copy's) still uses it.
  await db.schema.createIndex('attachments_disk_file').on('attachments').column('disk_file').execute();
  await db.schema.createIndex('attachments_author_id').on('attachments').column('author_id').execute();

  await db.schema
    .createTable('emoji_reactions')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('principals.id').onDelete('cascade'))
    .addColumn('reactable_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('reactable_id', 'integer', (col) => col.notNull())
    .addColumn('reaction', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('emoji_reactions_user_reactable_reaction_unique', ['user_id', 'reactable_type', 'reactable_id', 'reaction'])
    .execute();
  await db.schema.createIndex('emoji_reactions_reactable').on('emoji_reactions').columns(['reactable_type', 'reactable_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('emoji_reactions').execute();
  await db.schema.dropTable('attachments').execute();
}
