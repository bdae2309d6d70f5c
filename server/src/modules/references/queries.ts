import { sql, type SqlBool } from 'kysely';
import { projectIdsWithoutModule, projectIdsWithPermission, publicProjectIdsWithPermission, viewableProjectIds, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import { toCount } from '../../db/values.ts';
import type { References } from '../../text-references.ts';

/** Where a text lives: a task's description (journalId null) or comment, or a document's content. */
export type ReferenceSource = { workPackageId: number; journalId: number | null } | { documentId: number };
export type ReferenceTarget = { workPackageId: number } | { documentId: number };

/**
 * Replaces the references of one text by `references` (three statements at most, whatever their number): the old
 * rows go, the targets that exist are read, the new rows are written. A text never refers to its own container.
 */
export async function replaceReferences(db: Db, source: ReferenceSource, references: References): Promise<void> {
  let removal = db.deleteFrom('text_references');
  if ('documentId' in source) removal = removal.where('source_document_id', '=', source.documentId);
  else {
    removal = removal.where('source_work_package_id', '=', source.workPackageId);
    removal = source.journalId === null ? removal.where('source_journal_id', 'is', null) : removal.where('source_journal_id', '=', source.journalId);
  }
  await removal.execute();
  const workPackageIds = references.workPackageIds.filter((id) => !('workPackageId' in source) || id !== source.workPackageId);
  const documentIds = references.documentIds.filter((id) => !('documentId' in source) || id !== source.documentId);
  if (workPackageIds.length === 0 && documentIds.length === 0) return;
  // The targets that exist, both kinds in one read.
  const wpTargets = db.selectFrom('work_packages').select(['id', sql<string>`'WorkPackage'`.as('kind')]).where('id', 'in', workPackageIds.length > 0 ? workPackageIds : [0]);
  const existing = await wpTargets
    .union(db.selectFrom('documents').select(['id', sql<string>`'Document'`.as('kind')]).where('id', 'in', documentIds.length > 0 ? documentIds : [0]))
    .execute();
  if (existing.length === 0) return;
  const sourceColumns = 'documentId' in source
    ? { source_work_package_id: null, source_journal_id: null, source_document_id: source.documentId }
    : { source_work_package_id: source.workPackageId, source_journal_id: source.journalId, source_document_id: null };
  await db
    .insertInto('text_references')
    .values(existing.map((row) => ({
      ...sourceColumns,
      target_work_package_id: row.kind === 'WorkPackage' ? row.id : null,
      target_document_id: row.kind === 'Document' ? row.id : null,
    })))
    .execute();
}

/** The sources referring to a target that the actor may see: tasks they may view, documents they may read. */
function visibleSources(db: Db, actor: Actor, target: ReferenceTarget) {
  const targetColumn = 'workPackageId' in target ? 'r.target_work_package_id' : 'r.target_document_id';
  const targetId = 'workPackageId' in target ? target.workPackageId : target.documentId;
  let tasks = db
    .selectFrom('text_references as r')
    .innerJoin('work_packages as wp', 'wp.id', 'r.source_work_package_id')
    .innerJoin('projects as p', 'p.id', 'wp.project_id')
    .innerJoin('statuses as s', 's.id', 'wp.status_id')
    .where(targetColumn, '=', targetId)
    .select([sql<string>`'WorkPackage'`.as('source_type'), 'wp.id as source_id', 'wp.subject as title', sql<string | null>`s.name`.as('status'), 'p.id as project_id', 'p.name as project_name']);
  if (!actor.admin) tasks = tasks.where(sql<SqlBool>`wp.project_id in ${viewableProjectIds(db, actor)}`);
  let documents = db
    .selectFrom('text_references as r')
    .innerJoin('documents as d', 'd.id', 'r.source_document_id')
    .innerJoin('projects as p', 'p.id', 'd.project_id')
    .where(targetColumn, '=', targetId)
    .select([sql<string>`'Document'`.as('source_type'), 'd.id as source_id', 'd.title as title', sql<string | null>`null`.as('status'), 'p.id as project_id', 'p.name as project_name']);
  documents = actor.admin
    ? documents.where('d.project_id', 'not in', projectIdsWithoutModule(db, 'documents'))
    : documents.where((eb) => eb.or([eb('d.project_id', 'in', publicProjectIdsWithPermission(eb, 'view_documents')), eb('d.project_id', 'in', projectIdsWithPermission(eb, actor.id, 'view_documents'))]));
  // union (not union all): a task referring from its description and a comment is one backlink.
  return db.selectFrom(tasks.union(documents).as('b'));
}

export type BacklinkRecord = Awaited<ReturnType<typeof backlinkPage>>['rows'][number];

export async function countBacklinks(db: Db, actor: Actor, target: ReferenceTarget): Promise<number> {
  const row = await visibleSources(db, actor, target).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return toCount(row?.total);
}

/** One page of the visible backlinks, tasks first, each kind by id, with the total. */
export async function backlinkPage(db: Db, actor: Actor, target: ReferenceTarget, limit: number, offset: number) {
  const rows = await visibleSources(db, actor, target)
    .select(['b.source_type', 'b.source_id', 'b.title', 'b.status', 'b.project_id', 'b.project_name'])
    .select(sql<string | number>`count(*) over ()`.as('total'))
    .orderBy('b.source_type', 'desc')
    .orderBy('b.source_id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: rows.length === 0 ? null : toCount(rows[0]!.total) };
}
