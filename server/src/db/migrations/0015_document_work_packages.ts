import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Work packages linked to a document (issue 15, "create tasks from a document selection"): the tasks made from a
 * passage of a document, so the document lists them with their status. A link goes with its document or its work
 * package.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = isPostgres(db) ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('document_work_packages')
    .addColumn('document_id', 'integer', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('work_package_id', 'integer', (col) => col.notNull().references('work_packages.id').onDelete('cascade'))
    .addColumn('linked_by_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('document_work_packages_pkey', ['document_id', 'work_package_id'])
    .execute();
  // The primary key serves a document's list; these serve the cascades from work packages and principals.
  await db.schema.createIndex('document_work_packages_work_package_id').on('document_work_packages').column('work_package_id').execute();
  await db.schema.createIndex('document_work_packages_linked_by_id').on('document_work_packages').column('linked_by_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_work_packages').execute();
}
