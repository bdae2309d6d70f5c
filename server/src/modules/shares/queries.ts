import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { projectIdsWithPermission, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { Database, ShareEntityType, ShareLevel } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';
import { whereFilters } from '../../http/collection.ts';
import type { ParsedFilter, QueryContext } from '../../http/query.ts';

export type SharesEB = ExpressionBuilder<Database, 'shares'>;

/** The characters of text a shared document's list element previews. */
export const SHARED_DOCUMENT_PREVIEW_LENGTH = 200;

/** The permission that lets a project role share its work packages (sharing admits a non-member, as managing members does). */
export const SHARE_WORK_PACKAGES_PERMISSION = 'manage_members';

/**
 * The shares whose entity the actor manages: admins all; documents of projects where they hold manage_documents;
 * work packages of projects where they hold manage_members; and any entity they hold a manage share of.
 */
export function managedCondition(eb: SharesEB, actor: Actor): Expression<SqlBool> {
  if (actor.admin) return sql<SqlBool>`1 = 1`;
  const documents = eb.selectFrom('documents as md').select('md.id').where('md.project_id', 'in', projectIdsWithPermission(eb, actor.id, 'manage_documents'));
  const workPackages = eb
    .selectFrom('work_packages as mw')
    .select('mw.id')
    .where('mw.project_id', 'in', projectIdsWithPermission(eb, actor.id, SHARE_WORK_PACKAGES_PERMISSION));
  const manageShare = eb.exists(
    eb
      .selectFrom('shares as ms')
      .select('ms.id')
      .where('ms.user_id', '=', actor.id)
      .where('ms.level', '=', 'manage')
      .whereRef('ms.entity_type', '=', 'shares.entity_type')
      .whereRef('ms.entity_id', '=', 'shares.entity_id'),
  );
  return eb.or([
    eb.and([eb('shares.entity_type', '=', 'Document'), eb('shares.entity_id', 'in', documents)]),
    eb.and([eb('shares.entity_type', '=', 'WorkPackage'), eb('shares.entity_id', 'in', workPackages)]),
    manageShare,
  ]);
}

/** The shares the actor may see: those they received, and those of entities they manage. */
export function visibleShareCondition(eb: SharesEB, actor: Actor): Expression<SqlBool> {
  return eb.or([eb('shares.user_id', '=', actor.id), managedCondition(eb, actor)]);
}

/** Shares whose entity still exists (a share of an entity deleted with its project matches nothing). */
function existingEntity(eb: SharesEB): Expression<SqlBool> {
  return eb.or([
    eb.and([eb('shares.entity_type', '=', 'Document'), eb.exists(eb.selectFrom('documents as ed').select('ed.id').whereRef('ed.id', '=', 'shares.entity_id'))]),
    eb.and([eb('shares.entity_type', '=', 'WorkPackage'), eb.exists(eb.selectFrom('work_packages as ew').select('ew.id').whereRef('ew.id', '=', 'shares.entity_id'))]),
  ]);
}

/** A share with its recipient and its entity's title and project (a statement whatever the number of shares). */
function shareViews(db: Kysely<Database>) {
  return db
    .selectFrom('shares')
    .innerJoin('principals as recipient', 'recipient.id', 'shares.user_id')
    .leftJoin('documents as sd', (join) => join.onRef('sd.id', '=', 'shares.entity_id').on('shares.entity_type', '=', 'Document'))
    .leftJoin('work_packages as sw', (join) => join.onRef('sw.id', '=', 'shares.entity_id').on('shares.entity_type', '=', 'WorkPackage'))
    .leftJoin('projects as sp', (join) => join.on((eb) => eb('sp.id', '=', eb.fn.coalesce('sd.project_id', 'sw.project_id'))))
    .select([
      'shares.id',
      'shares.entity_type',
      'shares.entity_id',
      'shares.user_id',
      'shares.level',
      'shares.creator_id',
      'shares.created_at',
      'shares.updated_at',
      'recipient.name as user_name',
      'recipient.email as user_email',
      'sd.title as document_title',
      'sw.subject as work_package_subject',
      'sp.active as project_active',
    ])
    .where((eb) => eb.or([eb('sd.id', 'is not', null), eb('sw.id', 'is not', null)]));
}

export type ShareRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof shareViews>['executeTakeFirst']>>>;

export const findShare = (db: Kysely<Database>, id: number) => shareViews(db).where('shares.id', '=', id).executeTakeFirst();

/** Shares by id with, per share, whether the actor manages its entity (one statement). */
export function findSharesByIds(db: Db, actor: Actor, ids: number[]) {
  return shareViews(db)
    .select((eb) => sql<number | boolean>`case when ${managedCondition(eb as unknown as SharesEB, actor)} then 1 else 0 end`.as('managed'))
    .where('shares.id', 'in', ids)
    .execute();
}

/** The shares of one entity, by the recipients' names. */
export function entityShares(db: Db, entityType: ShareEntityType, entityId: number) {
  return shareViews(db).where('shares.entity_type', '=', entityType).where('shares.entity_id', '=', entityId).orderBy('recipient.name').orderBy('shares.id').execute();
}

export const findEntityShare = (db: Kysely<Database>, entityType: ShareEntityType, entityId: number, userId: number) =>
  db.selectFrom('shares').select(['id', 'level']).where('entity_type', '=', entityType).where('entity_id', '=', entityId).where('user_id', '=', userId).executeTakeFirst();

export async function insertShare(
  db: Kysely<Database>,
  values: { entity_type: ShareEntityType; entity_id: number; user_id: number; level: ShareLevel; creator_id: number; created_at: string; updated_at: string },
): Promise<number> {
  const row = await db.insertInto('shares').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateShareLevel(db: Kysely<Database>, id: number, level: ShareLevel, now: string): Promise<void> {
  await db.updateTable('shares').set({ level, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteShare(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('shares').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function visibleShares(db: Db, actor: Actor, filters: ParsedFilter<SharesEB>[], context: QueryContext) {
  return whereFilters(
    db.selectFrom('shares').where((eb) => eb.and([visibleShareCondition(eb, actor), existingEntity(eb)])),
    filters,
    context,
  );
}

export async function countShares(db: Db, actor: Actor, filters: ParsedFilter<SharesEB>[], context: QueryContext): Promise<number> {
  const row = await visibleShares(db, actor, filters, context).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return toCount(row?.total);
}

/** A page of visible share ids, newest first, with the total (a window count). */
export async function sharePage(db: Db, actor: Actor, filters: ParsedFilter<SharesEB>[], context: QueryContext, limit: number, offset: number) {
  const rows = await visibleShares(db, actor, filters, context)
    .select(['shares.id', (eb) => eb.fn.countAll<string | number>().over().as('total')])
    .orderBy('shares.created_at', 'desc')
    .orderBy('shares.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows.map((row) => row.id), total: rows.length > 0 ? toCount(rows[0].total) : null };
}

/** The documents shared with the user, except those they wrote (spec 002 section 6), most recently changed first. */
function sharedDocuments(db: Db, userId: number) {
  return db
    .selectFrom('shares')
    .innerJoin('documents as d', (join) => join.onRef('d.id', '=', 'shares.entity_id').on('shares.entity_type', '=', 'Document'))
    .where('shares.user_id', '=', userId)
    .where((eb) => eb.or([eb('d.author_id', 'is', null), eb('d.author_id', '!=', userId)]));
}

export async function countSharedDocuments(db: Db, userId: number): Promise<number> {
  const row = await sharedDocuments(db, userId).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return toCount(row?.total);
}

/** One page of them, whole (one statement: they are few columns, and a preview instead of the content). */
export async function sharedDocumentPage(db: Db, userId: number, limit: number, offset: number) {
  const rows = await sharedDocuments(db, userId)
    .leftJoin('principals as author', 'author.id', 'd.author_id')
    .select([
      'd.id',
      'd.title',
      sql<string>`substr(d.content_text, 1, ${SHARED_DOCUMENT_PREVIEW_LENGTH})`.as('preview'),
      'd.author_id',
      'author.name as author_name',
      'd.created_at',
      'd.updated_at',
      'shares.id as share_id',
      'shares.level',
      (eb) => eb.fn.countAll<string | number>().over().as('total'),
    ])
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: rows.length > 0 ? toCount(rows[0].total) : null };
}

export type SharedDocumentRecord = Awaited<ReturnType<typeof sharedDocumentPage>>['rows'][number];

/** A user a share may name: an existing, active user (not a group). */
export const findRecipient = (db: Db, id: number) =>
  db.selectFrom('principals').select(['id', 'type', 'status']).where('id', '=', id).executeTakeFirst();
