import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, type Updateable } from 'kysely';
import { projectIdsWithoutModule, projectIdsWithPermission, publicProjectIdsWithPermission, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { Database, DocumentsTable, NewDocument } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';
import { whereFilters } from '../../http/collection.ts';
import type { ParsedFilter, ParsedSort, QueryContext } from '../../http/query.ts';
import { sortExpression } from '../../http/query.ts';
import { DOCUMENT_JOURNABLE } from '../../journals/index.ts';

export type DocumentsEB = ExpressionBuilder<Database, 'documents'>;

/**
 * The documents the actor may read: admins all; anyone those of public projects (view_documents is a public
 * project's non-member permission); members those of projects where a role gives them view_documents.
 */
export function visibleDocumentCondition(eb: DocumentsEB, actor: Actor): Expression<SqlBool> {
  // Admins see everything of the projects that have the module switched on.
  if (actor.admin) return eb('documents.project_id', 'not in', projectIdsWithoutModule(eb, 'documents'));
  return eb.or([
    eb('documents.project_id', 'in', publicProjectIdsWithPermission(eb, 'view_documents')),
    eb('documents.project_id', 'in', projectIdsWithPermission(eb, actor.id, 'view_documents')),
  ]);
}

/** A list's scope: every visible document, or one project's (already checked to be readable). */
export interface DocumentScope {
  actor: Actor;
  projectId?: number;
}

function filtered(db: Db, scope: DocumentScope, filters: ParsedFilter<DocumentsEB>[], context: QueryContext) {
  let query = db.selectFrom('documents');
  query = scope.projectId === undefined ? query.where((eb) => visibleDocumentCondition(eb, scope.actor)) : query.where('documents.project_id', '=', scope.projectId);
  return whereFilters(query, filters, context);
}

export async function countDocuments(db: Db, scope: DocumentScope, filters: ParsedFilter<DocumentsEB>[], context: QueryContext): Promise<number> {
  const row = await filtered(db, scope, filters, context).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return toCount(row?.total);
}

/**
 * One page of list elements in order (the summary columns, preview included) with the total, in one statement; id
 * breaks ties so pages are stable. The total is a scalar subquery, not `count(*) over()`: a window count materialises
 * and sorts every matching row before the limit (4.6 ms against 0.7 ms for a page of 100 of 1,000 documents in SQLite).
 */
export async function documentSummaryPage(
  db: Db,
  scope: DocumentScope,
  filters: ParsedFilter<DocumentsEB>[],
  context: QueryContext,
  sort: ParsedSort[],
  window: { limit: number; offset: number; previewLength: number },
): Promise<{ rows: DocumentSummaryRecord[]; total: number | null }> {
  const total = filtered(db, scope, filters, context).select((eb) => eb.fn.countAll<string | number>().as('count'));
  let query = withSummaryColumns(filtered(db, scope, filters, context), window.previewLength).select(total.as('total'));
  for (const entry of sort) query = query.orderBy(sortExpression(entry), entry.direction);
  if (!sort.some((entry) => entry.column === 'documents.id')) query = query.orderBy('documents.id', sort[0]?.direction ?? 'asc');
  const rows = await query.limit(window.limit).offset(window.offset).execute();
  return { rows, total: rows.length > 0 ? toCount(rows[0].total) : null };
}

/** The columns every representation shows, with the names of what it links to, added to a query of documents. */
function withViewColumns<O>(query: SelectQueryBuilder<Database, 'documents', O>) {
  return query
    .innerJoin('projects', 'projects.id', 'documents.project_id')
    .innerJoin('document_categories as category', 'category.id', 'documents.category_id')
    .leftJoin('principals as author', 'author.id', 'documents.author_id')
    .select([
      'documents.id',
      'documents.project_id',
      'documents.category_id',
      'documents.title',
      'documents.author_id',
      'documents.lock_version',
      'documents.created_at',
      'documents.updated_at',
      'projects.name as project_name',
      'projects.public as project_public',
      'projects.active as project_active',
      'projects.document_comments_enabled as project_document_comments_enabled',
      'category.name as category_name',
      'author.name as author_name',
    ]);
}

const documentViews = (db: Db) => withViewColumns(db.selectFrom('documents'));

/** The list form: a preview of the text, cut in SQL so a list never reads whole documents, instead of the content. */
function withSummaryColumns<O>(query: SelectQueryBuilder<Database, 'documents', O>, previewLength: number) {
  return withViewColumns(query).select(sql<string>`substr(documents.content_text, 1, ${sql.lit(previewLength)})`.as('preview'));
}

export type DocumentSummaryRecord = Awaited<ReturnType<ReturnType<typeof withSummaryColumns<object>>['execute']>>[number];

/** One document with its content and derived forms. */
export function findDocument(db: Db, id: number) {
  return documentViews(db)
    .select(['documents.content', 'documents.content_html', 'documents.content_text'])
    .where('documents.id', '=', id)
    .executeTakeFirst();
}

export type DocumentRecord = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export async function insertDocument(db: Db, row: NewDocument): Promise<number> {
  const inserted = await db.insertInto('documents').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** The write with the lockVersion it was read at (false when another write came first). */
export async function updateDocument(db: Db, id: number, lockVersion: number, changes: Updateable<DocumentsTable>): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({ ...changes, lock_version: lockVersion + 1 })
    .where('id', '=', id)
    .where('lock_version', '=', lockVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteDocument(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('documents').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// Categories

export function listCategories(db: Db) {
  return db.selectFrom('document_categories').selectAll().orderBy('position').orderBy('id').execute();
}

export function findCategory(db: Db, id: number) {
  return db.selectFrom('document_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function defaultCategory(db: Db) {
  return db.selectFrom('document_categories').selectAll().orderBy('is_default', 'desc').orderBy('position').orderBy('id').executeTakeFirst();
}

// History: the document's journals as versions.

/** The property of a version (journal) as it stood at that version: the newest detail at or before it. */
export async function valuesAtVersion(db: Db, documentId: number, version: number, properties: string[]): Promise<Map<string, string | null>> {
  const rows = await db
    .selectFrom('journal_details as d')
    .innerJoin('journals as j', 'j.id', 'd.journal_id')
    .select(['d.property', 'd.new_value', 'j.version'])
    .where('j.journable_type', '=', DOCUMENT_JOURNABLE)
    .where('j.journable_id', '=', documentId)
    .where('j.version', '<=', version)
    .where('d.property', 'in', properties)
    .where((eb) =>
      eb(
        'j.version',
        '=',
        eb
          .selectFrom('journal_details as d2')
          .innerJoin('journals as j2', 'j2.id', 'd2.journal_id')
          .select((inner) => inner.fn.max('j2.version').as('latest'))
          .where('j2.journable_type', '=', DOCUMENT_JOURNABLE)
          .where('j2.journable_id', '=', documentId)
          .where('j2.version', '<=', version)
          .whereRef('d2.property', '=', 'd.property'),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [row.property, row.new_value]));
}

/** One journal of the document by its version number, with its author's name. */
export function findVersionJournal(db: Db, documentId: number, version: number) {
  return db
    .selectFrom('journals')
    .leftJoin('principals', 'principals.id', 'journals.user_id')
    .selectAll('journals')
    .select('principals.name as user_name')
    .where('journals.journable_type', '=', DOCUMENT_JOURNABLE)
    .where('journals.journable_id', '=', documentId)
    .where('journals.version', '=', version)
    .executeTakeFirst();
}

/** The changed properties of many journals (names only: a content detail holds a whole document). */
export function changedProperties(db: Db, journalIds: number[]) {
  if (journalIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('journal_details').select(['journal_id', 'property']).where('journal_id', 'in', journalIds).orderBy('id').execute();
}

/** Spec 002 section 5: what an image of a document may be (the type detected from the bytes, and the size). */
export const DOCUMENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const DOCUMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Of these attachment ids, the document's images (an allowed type, at most DOCUMENT_IMAGE_MAX_BYTES). */
export async function documentImageIds(db: Db, documentId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('attachments')
    .select('id')
    .where('container_type', '=', 'Document')
    .where('container_id', '=', documentId)
    .where('id', 'in', ids)
    .where('content_type', 'in', DOCUMENT_IMAGE_TYPES)
    .where('file_size', '<=', DOCUMENT_IMAGE_MAX_BYTES)
    .execute();
  return rows.map((row) => row.id);
}
