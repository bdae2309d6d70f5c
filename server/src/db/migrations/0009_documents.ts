import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Documents (issue 14): a project's pages written in the documents editor. `content` is the editor's JSON document
 * (validated against the editor's schema before it is stored); `content_html` (sanitised) and `content_text` are
 * derived from it on every write, for previews, search and export. `search_text` is the lowered title and text: the
 * text search is a LIKE over it, the same on both databases (no index serves an infix LIKE; the search runs inside
 * the project and category conditions, which are indexed).
 *
 * Document categories are global, as OpenProject's (an enumeration): 'Default' is the default one.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const now = new Date().toISOString();

  await db.schema
    .createTable('document_categories')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await sql`create unique index document_categories_lower_name on document_categories (lower(name))`.execute(db);
  await db
    .insertInto('document_categories' as never)
    .values({ name: 'Default', position: 1, is_default: true, created_at: now, updated_at: now } as never)
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('document_categories.id'))
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('content_html', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('author_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('lock_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // One index per filter and sort: a project's list (newest changes first), the category filter, the list across
  // projects by updated_at, and the author (principals being deleted set it to null).
  const indexes: [string, string[]][] = [
    ['documents_project_updated_at', ['project_id', 'updated_at']],
    ['documents_category_id', ['category_id']],
    ['documents_updated_at', ['updated_at']],
    ['documents_author_id', ['author_id']],
  ];
  for (const [name, columns] of indexes) await db.schema.createIndex(name).on('documents').columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').execute();
  await db.schema.dropTable('document_categories').execute();
}
