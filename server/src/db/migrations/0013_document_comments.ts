import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Inline comments on documents (issue 14, spec 002 "Comments in the editor"): a thread starts on a selection of a
 * document (the editor marks that text with the thread's id; `quote` keeps the selected text as it was), holds
 * comments (markdown, with their sanitised HTML) and can be resolved and reopened (`lock_version` guards that).
 * `projects.document_comments_enabled` turns the feature on or off for a project's documents.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .alterTable('projects')
    .addColumn('document_comments_enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('document_comment_threads')
    .addColumn('id', idType, id)
    .addColumn('document_id', 'integer', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('quote', 'text', (col) => col.notNull())
    .addColumn('resolved_at', timestamp)
    .addColumn('resolved_by_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('lock_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('document_comments')
    .addColumn('id', idType, id)
    .addColumn('thread_id', 'integer', (col) => col.notNull().references('document_comment_threads.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('comment_raw', 'text', (col) => col.notNull())
    .addColumn('comment_html', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  // A document's threads in order (the list and its count), a page of threads' comments in order, and the
  // principals' foreign keys (principals being deleted set them to null).
  const indexes: [string, string, string[]][] = [
    ['document_comment_threads_document_id', 'document_comment_threads', ['document_id', 'id']],
    ['document_comment_threads_author_id', 'document_comment_threads', ['author_id']],
    ['document_comment_threads_resolved_by_id', 'document_comment_threads', ['resolved_by_id']],
    ['document_comments_thread_id', 'document_comments', ['thread_id', 'id']],
    ['document_comments_author_id', 'document_comments', ['author_id']],
  ];
  for (const [name, table, columns] of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_comments').execute();
  await db.schema.dropTable('document_comment_threads').execute();
  await db.schema.alterTable('projects').dropColumn('document_comments_enabled').execute();
}
