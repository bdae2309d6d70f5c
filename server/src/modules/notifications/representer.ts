import { toBoolean, toIsoString } from '../../db/values.ts';
import { actionLink, link, type Link } from '../../http/hal.ts';
import { RESOURCE_TYPES, type NotificationRecord, type NotificationResourceType } from './queries.ts';

export const notificationPath = (id: number) => `/notifications/${id}`;

const resourcePath = (type: string, id: number) => `/${RESOURCE_TYPES[type as NotificationResourceType]?.path ?? 'work_packages'}/${id}`;

/**
 * OpenProject's Notification: id, reason, readIAN, details, createdAt, updatedAt, and links to its project, actor,
 * resource (a work package or a document) and activity, each with its title, so a list shows them without embedding
 * whole resources. `readIAN` / `unreadIAN` action links as the notification's state allows.
 */
export function representNotification(record: NotificationRecord) {
  const read = toBoolean(record.read_ian);
  const self = notificationPath(record.id);
  const links: Record<string, Link> = {
    self: link(self),
    project: link(`/projects/${record.project_id}`, record.project_name),
    actor: record.actor_id === null ? { href: null } : link(`/users/${record.actor_id}`, record.actor_name ?? undefined),
    resource: link(resourcePath(record.resource_type, record.resource_id), record.resource_title ?? undefined),
    activity: record.journal_id === null ? { href: null } : link(`/activities/${record.journal_id}`),
  };
  // A forum topic opens in its forum: /projects/{project}/forums/{forum}/topics/{topic}.
  if (record.resource_forum_id !== null) links.forum = link(`/forums/${record.resource_forum_id}`);
  if (read) links.unreadIAN = actionLink(`${self}/unread_ian`, 'post');
  else links.readIAN = actionLink(`${self}/read_ian`, 'post');
  return {
    _type: 'Notification' as const,
    id: record.id,
    reason: record.reason,
    readIAN: read,
    /** The resource's kind ('WorkPackage' | 'Document' | 'Message', a forum topic): the resource link's href says it too. */
    resourceType: record.resource_type,
    details: [] as unknown[],
    createdAt: toIsoString(record.created_at),
    updatedAt: toIsoString(record.updated_at),
    _links: links,
  };
}

export type NotificationRepresentation = ReturnType<typeof representNotification>;
