import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { MODULE_OF_PERMISSION, projectIdsWithPermission, publicProjectIdsWithPermission, type ProjectPermission } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';
import { whereFilters } from '../../http/collection.ts';
import { sortExpression, type ParsedFilter, type ParsedSort, type QueryContext } from '../../http/query.ts';

export type NotificationsEB = ExpressionBuilder<Database, 'notifications'>;

/** What a notification can be about, and the permission that lets its recipient see it. */
export const RESOURCE_TYPES = {
  WorkPackage: { path: 'work_packages', viewPermission: 'view_work_packages' },
  Document: { path: 'documents', viewPermission: 'view_documents' },
  /** A forum topic (its followers hear of its replies). */
  Message: { path: 'messages', viewPermission: 'view_forums' },
} as const satisfies Record<string, { path: string; viewPermission: ProjectPermission }>;

export type NotificationResourceType = keyof typeof RESOURCE_TYPES;

/**
 * The notifications a user still may see: theirs, about a resource that still exists, in a project where they may
 * still view that kind of resource or shared with them (a revoked membership or share hides what it notified).
 * Admins see every project.
 */
export function recipientCondition(eb: NotificationsEB, userId: number): Expression<SqlBool> {
  const isAdmin = sql<SqlBool>`exists (select 1 from principals as na where na.id = ${userId} and na.role_type = 'admin')`;
  const seen = (type: NotificationResourceType, existing: Expression<SqlBool>) =>
    eb.and([
      eb('notifications.resource_type', '=', type),
      existing,
      eb.or([
        isAdmin,
        eb('notifications.project_id', 'in', publicProjectIdsWithPermission(eb, RESOURCE_TYPES[type].viewPermission)),
        eb('notifications.project_id', 'in', projectIdsWithPermission(eb, userId, RESOURCE_TYPES[type].viewPermission)),
        // A share shows its one resource to a user without a role there (and so its notifications).
        ...(type === 'Message' ? [] : [eb('notifications.resource_id', 'in', eb.selectFrom('shares as ns').select('ns.entity_id').where('ns.entity_type', '=', type).where('ns.user_id', '=', userId))]),
      ]),
    ]);
  const kinds = [
    seen('WorkPackage', eb('notifications.resource_id', 'in', eb.selectFrom('work_packages as rw').select('rw.id'))),
    seen('Document', eb('notifications.resource_id', 'in', eb.selectFrom('documents as rd').select('rd.id'))),
    seen('Message', eb('notifications.resource_id', 'in', eb.selectFrom('forum_messages as rm').select('rm.id'))),
  ];
  return eb.and([eb('notifications.recipient_id', '=', userId), eb.or(kinds)]);
}

function filtered(db: Db, userId: number, filters: ParsedFilter<NotificationsEB>[], context: QueryContext) {
  return whereFilters(
    db.selectFrom('notifications').where((eb) => recipientCondition(eb, userId)),
    filters,
    context,
  );
}

export async function countNotifications(db: Db, userId: number, filters: ParsedFilter<NotificationsEB>[], context: QueryContext): Promise<number> {
  const row = await filtered(db, userId, filters, context).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return toCount(row?.total);
}

/** One page of ids in order with the total (a scalar subquery: a window count sorts every match first); id breaks ties, newest first. */
export async function notificationPage(
  db: Db,
  userId: number,
  filters: ParsedFilter<NotificationsEB>[],
  context: QueryContext,
  sort: ParsedSort[],
  limit: number,
  offset: number,
): Promise<{ rows: number[]; total: number | null }> {
  const total = filtered(db, userId, filters, context).select((eb) => eb.fn.countAll<string | number>().as('count'));
  let query = filtered(db, userId, filters, context).select(['notifications.id', total.as('total')]);
  for (const entry of sort) query = query.orderBy(sortExpression(entry), entry.direction);
  if (!sort.some((entry) => entry.column === 'notifications.id')) query = query.orderBy('notifications.id', 'desc');
  const rows = await query.limit(limit).offset(offset).execute();
  return { rows: rows.map((row) => row.id), total: rows.length > 0 ? toCount(rows[0].total) : null };
}

/** Notifications with the names they link to (actor, project, the resource's subject or title): one statement. */
export function findNotifications(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('notifications')
    .innerJoin('projects', 'projects.id', 'notifications.project_id')
    .leftJoin('principals as actor', 'actor.id', 'notifications.actor_id')
    .leftJoin('work_packages as wp', (join) =>
      join.onRef('wp.id', '=', 'notifications.resource_id').on('notifications.resource_type', '=', 'WorkPackage'),
    )
    .leftJoin('documents as doc', (join) => join.onRef('doc.id', '=', 'notifications.resource_id').on('notifications.resource_type', '=', 'Document'))
    .leftJoin('forum_messages as fm', (join) => join.onRef('fm.id', '=', 'notifications.resource_id').on('notifications.resource_type', '=', 'Message'))
    .select([
      'notifications.id',
      'notifications.recipient_id',
      'notifications.actor_id',
      'notifications.reason',
      'notifications.resource_type',
      'notifications.resource_id',
      'notifications.project_id',
      'notifications.journal_id',
      'notifications.read_ian',
      'notifications.created_at',
      'notifications.updated_at',
      'projects.name as project_name',
      'actor.name as actor_name',
      sql<string | null>`coalesce(wp.subject, doc.title, fm.subject)`.as('resource_title'),
      'fm.forum_id as resource_forum_id',
    ])
    .where('notifications.id', 'in', ids)
    .execute();
}

export type NotificationRecord = Awaited<ReturnType<typeof findNotifications>>[number];

/** The ids of a user's visible notifications among `ids` (the 404 check of a single read or write). */
export async function visibleNotificationId(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('notifications.id')
    .where('notifications.id', '=', id)
    .where((eb) => recipientCondition(eb, userId))
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks one notification read or unread; whether it changed. */
export async function markOne(db: Db, id: number, read: boolean, now: string): Promise<boolean> {
  const result = await db.updateTable('notifications').set({ read_ian: read, updated_at: now }).where('id', '=', id).where('read_ian', '=', !read).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks every visible notification matching the filters read (or unread); how many changed. One statement. */
export async function markMany(db: Db, userId: number, filters: ParsedFilter<NotificationsEB>[], context: QueryContext, read: boolean, now: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_ian: read, updated_at: now })
    .where('notifications.id', 'in', filtered(db, userId, filters, context).select('notifications.id'))
    .where('read_ian', '=', !read)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface NewNotificationRow {
  recipient_id: number;
  actor_id: number;
  reason: string;
  resource_type: NotificationResourceType;
  resource_id: number;
  project_id: number;
  journal_id: number | null;
  created_at: string;
  updated_at: string;
}

export function insertNotifications(db: Db, rows: NewNotificationRow[]) {
  return db.insertInto('notifications').values(rows).returning(['id', 'recipient_id']).execute();
}

/** The unread notifications the candidates already hold for these resources and reasons (de-duplication). */
export function unreadFor(db: Db, recipientIds: number[], resourceIds: number[], reasons: string[]) {
  return db
    .selectFrom('notifications')
    .select(['recipient_id', 'reason', 'resource_type', 'resource_id'])
    .where('recipient_id', 'in', recipientIds)
    .where('resource_id', 'in', resourceIds)
    .where('reason', 'in', reasons)
    .where('read_ian', '=', false)
    .execute();
}

/**
 * Which of the candidates are active users who may see resources of `permission` in the project: members with a
 * role carrying it (directly or through a group), anyone for a public project's public permissions, admins. One
 * statement for any number of candidates.
 */
export async function usersWhoMay(db: Db, candidates: number[], permission: ProjectPermission, projectId: number, publicPermission: boolean): Promise<Set<number>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .selectFrom('principals as u')
    .select('u.id')
    .where('u.id', 'in', candidates)
    .where('u.type', '=', 'User')
    .where('u.status', '=', 'active')
    // Nobody hears of a resource of a module the project switched off.
    .where((eb) => {
      const module = MODULE_OF_PERMISSION[permission];
      return module ? eb.not(eb.exists(eb.selectFrom('disabled_modules as dm').select('dm.project_id').where('dm.project_id', '=', projectId).where('dm.name', '=', module))) : sql<SqlBool>`1 = 1`;
    })
    .where((eb) => {
      const member = eb.exists(
        eb
          .selectFrom('memberships as m')
          .innerJoin('member_roles as mr', 'mr.membership_id', 'm.id')
          .innerJoin('role_permissions as rp', 'rp.role_id', 'mr.role_id')
          .select('m.id')
          .where('m.project_id', '=', projectId)
          .where('rp.permission', '=', permission)
          .where((inner) =>
            inner.or([
              inner('m.principal_id', '=', inner.ref('u.id')),
              inner('m.principal_id', 'in', inner.selectFrom('group_users as g').select('g.group_id').whereRef('g.user_id', '=', 'u.id')),
            ]),
          ),
      );
      const options = [eb('u.role_type', '=', 'admin'), member];
      if (publicPermission) options.push(eb.exists(eb.selectFrom('projects as p').select('p.id').where('p.id', '=', projectId).where('p.public', '=', true)));
      return eb.or(options);
    })
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Which of the candidates hold a share on which of these resources (active users only), as `userId:resourceId`: a
 * share lets a user without a role in the project see that one resource, so its notifications reach them. One statement.
 */
export async function sharedWith(db: Db, candidates: number[], resourceType: NotificationResourceType, resourceIds: number[]): Promise<Set<string>> {
  // Forum topics are never shared.
  if (candidates.length === 0 || resourceIds.length === 0 || resourceType === 'Message') return new Set();
  const rows = await db
    .selectFrom('shares as s')
    .innerJoin('principals as u', 'u.id', 's.user_id')
    .select(['s.user_id', 's.entity_id'])
    .where('s.entity_type', '=', resourceType)
    .where('s.entity_id', 'in', resourceIds)
    .where('s.user_id', 'in', candidates)
    .where('u.type', '=', 'User')
    .where('u.status', '=', 'active')
    .execute();
  return new Set(rows.map((row) => `${row.user_id}:${row.entity_id}`));
}

/** Which of the candidates are active users (no permission asked). */
export async function activeUsers(db: Db, candidates: number[]): Promise<Set<number>> {
  if (candidates.length === 0) return new Set();
  const rows = await db.selectFrom('principals').select('id').where('id', 'in', candidates).where('type', '=', 'User').where('status', '=', 'active').execute();
  return new Set(rows.map((row) => row.id));
}
