import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { PUBLIC_PROJECT_PERMISSIONS } from '../../access/index.ts';
import { totalledPage } from '../../http/collection.ts';
import { notFound } from '../../http/errors.ts';
import type { PageRequest, ParsedFilter, ParsedSort, QueryContext } from '../../http/query.ts';
import * as queries from './queries.ts';
import type { NotificationReason } from './filters.ts';
import { representNotification, type NotificationRepresentation } from './representer.ts';

export interface NotificationEntry {
  recipientId: number;
  reason: NotificationReason;
  resourceType: queries.NotificationResourceType;
  resourceId: number;
  projectId: number;
  /** Who caused it: never notified of their own doing. */
  actorId: number;
  /** The activity (journal) that caused it, when there is one. */
  journalId?: number | null;
}

/** A notification just written, for publishNotifications once the transaction has committed. */
export interface CreatedNotification {
  id: number;
  recipientId: number;
  actorId: number;
}

const keyOf = (entry: { recipientId: number; reason: string; resourceType: string; resourceId: number }) =>
  `${entry.recipientId}:${entry.reason}:${entry.resourceType}:${entry.resourceId}`;

/**
 * Writes notifications inside the caller's transaction (pass the transaction: they commit or roll back with the change
 * that caused them). Leaves out the actor themself, users who are not active, users who may not see the resource
 * (or hold a share on it; `shared` skips that check: the share being written is what lets them see it), and a reason the recipient already
 * has unread for the same resource. A constant number of statements: two visibility checks (roles, then shares) per
 * project and kind of resource named, one de-duplication read and one insert. Returns what was written, for publishNotifications.
 */
export async function notify(db: Db, entries: readonly NotificationEntry[], at: Date = new Date()): Promise<CreatedNotification[]> {
  const unique = new Map<string, NotificationEntry>();
  for (const entry of entries) if (entry.recipientId !== entry.actorId && !unique.has(keyOf(entry))) unique.set(keyOf(entry), entry);
  if (unique.size === 0) return [];

  // Who may see what: one statement per (project, kind of resource), whatever the number of recipients.
  const groups = new Map<string, NotificationEntry[]>();
  for (const entry of unique.values()) {
    const group = `${entry.projectId}:${entry.resourceType}:${entry.reason === 'shared' ? 'shared' : 'view'}`;
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  const allowed: NotificationEntry[] = [];
  for (const group of groups.values()) {
    const { projectId, resourceType, reason } = group[0];
    const permission = queries.RESOURCE_TYPES[resourceType].viewPermission;
    const candidates = [...new Set(group.map((entry) => entry.recipientId))];
    if (reason === 'shared') {
      const active = await queries.activeUsers(db, candidates);
      allowed.push(...group.filter((entry) => active.has(entry.recipientId)));
      continue;
    }
    const may = await queries.usersWhoMay(db, candidates, permission, projectId, PUBLIC_PROJECT_PERMISSIONS.includes(permission));
    const outsiders = candidates.filter((id) => !may.has(id));
    // Those without a role there may still hold a share on the very resource.
    const shared = await queries.sharedWith(db, outsiders, resourceType, [...new Set(group.map((entry) => entry.resourceId))]);
    allowed.push(...group.filter((entry) => may.has(entry.recipientId) || shared.has(`${entry.recipientId}:${entry.resourceId}`)));
  }
  if (allowed.length === 0) return [];

  const existing = await queries.unreadFor(
    db,
    [...new Set(allowed.map((entry) => entry.recipientId))],
    [...new Set(allowed.map((entry) => entry.resourceId))],
    [...new Set(allowed.map((entry) => entry.reason))],
  );
  const unread = new Set(existing.map((row) => keyOf({ recipientId: row.recipient_id, reason: row.reason, resourceType: row.resource_type, resourceId: row.resource_id })));
  const fresh = allowed.filter((entry) => !unread.has(keyOf(entry)));
  if (fresh.length === 0) return [];

  const now = at.toISOString();
  const inserted = await queries.insertNotifications(
    db,
    fresh.map((entry) => ({
      recipient_id: entry.recipientId,
      actor_id: entry.actorId,
      reason: entry.reason,
      resource_type: entry.resourceType,
      resource_id: entry.resourceId,
      project_id: entry.projectId,
      journal_id: entry.journalId ?? null,
      created_at: now,
      updated_at: now,
    })),
  );
  return inserted.map((row, index) => ({ id: row.id, recipientId: row.recipient_id, actorId: fresh[index].actorId }));
}

/** After the commit: tells each recipient's open streams (GET /events/me) that a notification arrived. */
export function publishNotifications(app: FastifyInstance, created: readonly CreatedNotification[]): void {
  for (const notification of created) {
    app.events.publish({ type: 'notification.created', userId: notification.recipientId, notificationId: notification.id, actorId: notification.actorId });
  }
}

async function represent(db: Db, ids: number[]): Promise<NotificationRepresentation[]> {
  const records = await queries.findNotifications(db, ids);
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [representNotification(record)] : [];
  });
}

/** GET /notifications: the caller's own notifications (those they may still see), in three statements for any page. */
export function listNotifications(app: FastifyInstance, user: PrincipalRow, filters: ParsedFilter<queries.NotificationsEB>[], sort: ParsedSort[], page: PageRequest) {
  const context: QueryContext = { currentUserId: user.id };
  return totalledPage(page, {
    count: () => queries.countNotifications(app.db, user.id, filters, context),
    page: (limit, offset) => queries.notificationPage(app.db, user.id, filters, context, sort, limit, offset),
    hydrate: (ids) => represent(app.db, ids),
  });
}

/** One of the caller's notifications; 404 for anyone else's (as OpenProject: only the recipient may see it). */
export async function getNotification(app: FastifyInstance, user: PrincipalRow, id: number): Promise<NotificationRepresentation> {
  if (!(await queries.visibleNotificationId(app.db, user.id, id))) throw notFound();
  const [notification] = await represent(app.db, [id]);
  if (!notification) throw notFound();
  return notification;
}

/** POST /notifications/{id}/read_ian and /unread_ian: 404 unless the caller is the recipient; the same answer when it already was. */
export async function markNotification(app: FastifyInstance, user: PrincipalRow, id: number, read: boolean): Promise<void> {
  if (!(await queries.visibleNotificationId(app.db, user.id, id))) throw notFound();
  if (await queries.markOne(app.db, id, read, app.clock.now().toISOString())) {
    app.events.publish({ type: 'notification.read', userId: user.id, notificationId: id, actorId: user.id });
  }
}

/** POST /notifications/read_ian and /unread_ian: every one of the caller's notifications the filters match, in one statement. */
export async function markNotifications(app: FastifyInstance, user: PrincipalRow, filters: ParsedFilter<queries.NotificationsEB>[], read: boolean): Promise<void> {
  const changed = await queries.markMany(app.db, user.id, filters, { currentUserId: user.id }, read, app.clock.now().toISOString());
  if (changed > 0) app.events.publish({ type: 'notification.read', userId: user.id, actorId: user.id });
}
