import { sql, type Kysely } from 'kysely';
import { referencesInContent, referencesInMarkdown, type References } from '../../text-references.ts';

/**
 * The references of the texts written before 0031 (issue 22): every task description, task comment and document is
 * read once, a page at a time, and its references written as a save would write them (targets that exist, never the
 * text's own container). Later saves keep them in step. The extraction rules are the references module's, so a
 * backlink shows for a link made before the upgrade exactly as for one made after it.
 */
const PAGE = 1_000;

type Row = { source_work_package_id: number | null; source_journal_id: number | null; source_document_id: number | null; target_work_package_id: number | null; target_document_id: number | null };

// Migrations are frozen in time: they must not depend on the current Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  const ids = async (table: 'work_packages' | 'documents') =>
    new Set((await sql<{ id: number }>`select id from ${sql.table(table)}`.execute(db)).rows.map((row) => Number(row.id)));
  const workPackages = await ids('work_packages');
  const documents = await ids('documents');
  if (workPackages.size === 0 && documents.size === 0) return;

  const rowsOf = (source: Pick<Row, 'source_work_package_id' | 'source_journal_id' | 'source_document_id'>, references: References): Row[] => [
    ...references.workPackageIds
      .filter((id) => workPackages.has(id) && id !== source.source_work_package_id)
      .map((id) => ({ ...source, target_work_package_id: id, target_document_id: null })),
    ...references.documentIds
      .filter((id) => documents.has(id) && id !== source.source_document_id)
      .map((id) => ({ ...source, target_work_package_id: null, target_document_id: id })),
  ];
  const write = async (rows: Row[]) => {
    for (let start = 0; start < rows.length; start += PAGE) await db.insertInto('text_references' as never).values(rows.slice(start, start + PAGE) as never).execute();
  };

  // Each kind of text in pages by id, so a large install never holds all its texts at once.
  let after = 0;
  for (;;) {
    const page = (await sql<{ id: number; description: string | null }>`select id, description from work_packages where id > ${after} order by id limit ${PAGE}`.execute(db)).rows;
    if (page.length === 0) break;
    after = Number(page[page.length - 1].id);
    await write(page.flatMap((row) => rowsOf({ source_work_package_id: Number(row.id), source_journal_id: null, source_document_id: null }, referencesInMarkdown(row.description ?? ''))));
  }
  after = 0;
  for (;;) {
    const page = (await sql<{ id: number; journable_id: number; notes: string }>`
      select id, journable_id, notes from journals
      where journable_type = 'WorkPackage' and id > ${after} and notes is not null and notes <> '' order by id limit ${PAGE}`.execute(db)).rows;
    if (page.length === 0) break;
    after = Number(page[page.length - 1].id);
    // Only comments of packages that exist are sources (the table's keys say so).
    const comments = page.filter((row) => workPackages.has(Number(row.journable_id)));
    await write(comments.flatMap((row) => rowsOf({ source_work_package_id: Number(row.journable_id), source_journal_id: Number(row.id), source_document_id: null }, referencesInMarkdown(row.notes))));
  }
  after = 0;
  for (;;) {
    const page = (await sql<{ id: number; content: string }>`select id, content from documents where id > ${after} order by id limit ${PAGE}`.execute(db)).rows;
    if (page.length === 0) break;
    after = Number(page[page.length - 1].id);
    await write(page.flatMap((row) => rowsOf({ source_work_package_id: null, source_journal_id: null, source_document_id: Number(row.id) }, referencesInContent(row.content))));
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from text_references`.execute(db);
}
