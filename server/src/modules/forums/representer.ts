import type { ForumCategoryRow } from '../../db/schema.ts';
import { toCount, toIsoString, toIsoStringOrNull } from '../../db/values.ts';
import { actionLink, link, type Link } from '../../http/hal.ts';
import type { ForumRights } from './access.ts';
import type { ForumView } from './queries.ts';

export const forumPath = (id: number) => `/forums/${id}`;
export const forumCategoryPath = (id: number) => `/forum_categories/${id}`;

/**
 * A forum: its counts (topics; messages are topics and replies), how many of its messages the caller has not read,
 * and its last message (link, time and author) for the list's 'Last Message' column. Action links as the caller's
 * rights allow: createTopic (add_messages), update and delete (moderate_forums), markAllRead (anyone who reads it).
 */
export function representForum(forum: ForumView, rights: Pick<ForumRights, 'mayPost' | 'mayModerate'>) {
  const self = forumPath(forum.id);
  const links: Record<string, Link> = {
    self: link(self, forum.name),
    project: link(`/projects/${forum.project_id}`, forum.project_name),
    topics: link(`${self}/topics`),
    lastMessage: forum.last_message_id === null ? { href: null } : link(`/messages/${forum.last_message_id}`, forum.last_message_subject ?? undefined),
  };
  if (rights.mayPost) links.createTopic = actionLink(`${self}/topics`, 'post');
  if (rights.mayModerate) {
    links.update = actionLink(self, 'patch');
    links.delete = actionLink(self, 'delete');
  }
  links.markAllRead = actionLink(`${self}/read`, 'post');
  const hasLast = forum.last_message_id !== null;
  return {
    _type: 'Forum' as const,
    id: forum.id,
    name: forum.name,
    description: forum.description,
    position: forum.position,
    topicsCount: forum.topics_count,
    messagesCount: forum.messages_count,
    unreadCount: toCount(forum.unread_count),
    createdAt: toIsoString(forum.created_at),
    updatedAt: toIsoString(forum.updated_at),
    lastMessageAt: hasLast ? toIsoStringOrNull(forum.last_message_at) : null,
    lastMessageAuthor: hasLast && forum.last_author_id !== null ? { id: forum.last_author_id, name: forum.last_author_name ?? '' } : null,
    _links: links,
  };
}

export type ForumRepresentation = ReturnType<typeof representForum>;

export function representForumCategory(category: ForumCategoryRow) {
  return {
    _type: 'ForumCategory' as const,
    id: category.id,
    name: category.name,
    position: category.position,
    _links: { self: link(forumCategoryPath(category.id), category.name) },
  };
}
