import type { Kysely } from 'kysely';

/**
 * References between texts (issue 22): a task's description or comment, or a document's content, that links a task
 * (`#123`, a task's URL) or a document (its /docs/{id} URL). The server rewrites a source's rows whenever that text is
 * saved, so a target lists its backlinks with one indexed read. A row has one source (a work package, with the
 * comment's journal when it comes from a comment, or a document) and one target (a work package or a document); each
 * goes with what it points at.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('text_references')
    .addColumn('source_work_package_id', 'integer', (col) => col.references('work_packages.id').onDelete('cascade'))
    .addColumn('source_journal_id', 'integer', (col) => col.references('journals.id').onDelete('cascade'))
    .addColumn('source_document_id', 'integer', (col) => col.references('documents.id').onDelete('cascade'))
    .addColumn('target_work_package_id', 'integer', (col) => col.references('work_packages.id').onDelete('cascade'))
    .addColumn('target_document_id', 'integer', (col) => col.references('documents.id').onDelete('cascade'))
    .execute();
  // The targets' backlink lists read by target; saves rewrite by source; the cascades need the rest.
  await db.schema.createIndex('text_references_target_work_package').on('text_references').columns(['target_work_package_id', 'source_work_package_id', 'source_document_id']).execute();
  await db.schema.createIndex('text_references_target_document').on('text_references').columns(['target_document_id', 'source_work_package_id', 'source_document_id']).execute();
  await db.schema.createIndex('text_references_source_work_package').on('text_references').columns(['source_work_package_id', 'source_journal_id']).execute();
  await db.schema.createIndex('text_references_source_journal').on('text_references').column('source_journal_id').execute();
  await db.schema.createIndex('text_references_source_document').on('text_references').column('source_document_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('text_references').execute();
}
