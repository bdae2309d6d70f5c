// A notification as the bell shows it, from OpenProject's representation (GET /notifications).
import { paths, TASK_SEARCH_PARAM, type NotificationHal } from '@tessera/shared';

export interface NotificationItem {
  id: number;
  reason: string;
  read: boolean;
  createdAt: string;
  actorName: string | null;
  resourceType: 'WorkPackage' | 'Document' | 'Message' | string;
  resourceId: number | null;
  resourceTitle: string;
  projectId: number | null;
  /** A forum topic's forum (resourceType 'Message'). */
  forumId: number | null;
}

const idOf = (href: string | null | undefined): number | null => {
  const match = href ? /\/(\d+)$/.exec(href) : null;
  return match ? Number(match[1]) : null;
};

type LinkLike = { href?: string | null; title?: string } | undefined;

export function mapNotification(hal: NotificationHal): NotificationItem {
  const links = (hal._links ?? {}) as Record<string, LinkLike>;
  return {
    id: hal.id,
    reason: hal.reason,
    read: hal.readIAN,
    createdAt: hal.createdAt,
    actorName: links.actor?.href ? (links.actor.title ?? null) : null,
    resourceType: hal.resourceType,
    resourceId: idOf(links.resource?.href),
    resourceTitle: links.resource?.title ?? 'Untitled',
    projectId: idOf(links.project?.href),
    forumId: idOf(links.forum?.href),
  };
}

/** What happened, as a sentence: 'Ada Lovelace mentioned you in "Spec"'. */
export function notificationText(item: NotificationItem): string {
  const who = item.actorName ?? 'Someone';
  const what = `"${item.resourceTitle}"`;
  switch (item.reason) {
    case 'assigned':
      return `${who} assigned you to ${what}`;
    case 'mentioned':
      return `${who} mentioned you in ${what}`;
    case 'shared':
      return `${who} shared ${what} with you`;
    case 'commented':
      return `${who} commented on ${what}`;
    case 'watched':
      return item.resourceType === 'Message' ? `${who} replied to ${what}` : `${who} updated ${what}`;
    default:
      return `${who} updated ${what}`;
  }
}

/** Where the notification's source opens: a document's page, the task panel over the project's board, a forum topic. */
export function notificationTarget(item: NotificationItem): string | null {
  if (item.resourceId === null) return null;
  if (item.resourceType === 'Document') return paths.doc(item.resourceId);
  if (item.resourceType === 'WorkPackage' && item.projectId !== null) {
    return `${paths.projectView(item.projectId, 'kanban')}&${TASK_SEARCH_PARAM}=${item.resourceId}`;
  }
  // A reply to a followed topic opens the topic in its forum.
  if (item.resourceType === 'Message' && item.projectId !== null && item.forumId !== null) {
    return `${paths.projectView(item.projectId, 'forums')}/${item.forumId}/topics/${item.resourceId}`;
  }
  return null;
}
