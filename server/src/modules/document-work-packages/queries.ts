import { sql, type SqlBool } from 'kysely';
import { viewableProjectIds, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import { toCount } from '../../db/values.ts';

/**
 * A document's links to work packages the actor may see (view_work_packages in the work package's project, or a
 * public project): the list shows only those, and counts only those.
 */
function visibleLinks(db: Db, actor: Actor, documentId: number) {
  let query = db
    .selectFrom('document_work_packages as dw')
    .innerJoin('work_packages as wp', 'wp.id', 'dw.work_package_id')
    .where('dw.document_id', '=', documentId);
  if (!actor.admin) query = query.where(sql<SqlBool>`wp.project_id in ${viewableProjectIds(db, actor)}`);
  return query;
}

/** What a link shows of its work package. */
const LINK_COLUMNS = ['dw.work_package_id', 'dw.created_at', 'wp.subject', 'wp.status_id', 's.name as status_name', 's.is_closed', 's.color'] as const;

export type LinkRecord = Awaited<ReturnType<typeof linkPage>>['rows'][number];

export async function countLinks(db: Db, actor: Actor, documentId: number): Promise<number> {
  const row = await visibleLinks(db, actor, documentId)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirst();
  return toCount(row?.total);
}

/** One page of the visible links, oldest link first, with the work package's subject and status, and the total. */
export async function linkPage(db: Db, actor: Actor, documentId: number, limit: number, offset: number) {
  const total = visibleLinks(db, actor, documentId).select((eb) => eb.fn.countAll<string | number>().as('count'));
  const rows = await visibleLinks(db, actor, documentId)
    .innerJoin('statuses as s', 's.id', 'wp.status_id')
    .select(LINK_COLUMNS)
    .select(total.as('total'))
    .orderBy('dw.created_at')
    .orderBy('dw.work_package_id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: rows.length === 0 ? null : toCount(rows[0]!.total) };
}

/** One visible link (the answer to a POST). */
export async function findLink(db: Db, actor: Actor, documentId: number, workPackageId: number) {
  return visibleLinks(db, actor, documentId)
    .innerJoin('statuses as s', 's.id', 'wp.status_id')
    .select(LINK_COLUMNS)
    .where('dw.work_package_id', '=', workPackageId)
    .executeTakeFirst();
}

export async function countAllLinks(db: Db, documentId: number): Promise<number> {
  const row = await db
    .selectFrom('document_work_packages')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return toCount(row?.total);
}

/** Links once: linking a work package again keeps the first link. */
export async function insertLink(db: Db, row: { document_id: number; work_package_id: number; linked_by_id: number; created_at: string }): Promise<void> {
  await db
    .insertInto('document_work_packages')
    .values(row)
    .onConflict((conflict) => conflict.columns(['document_id', 'work_package_id']).doNothing())
    .execute();
}

/** false when there was no such link. */
export async function deleteLink(db: Db, documentId: number, workPackageId: number): Promise<boolean> {
  const result = await db.deleteFrom('document_work_packages').where('document_id', '=', documentId).where('work_package_id', '=', workPackageId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
