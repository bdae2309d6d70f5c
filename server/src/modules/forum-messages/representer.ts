import { toBoolean, toCount, toIsoString } from '../../db/values.ts';
import { actionLink, link, type Link } from '../../http/hal.ts';
import { attachmentCollection, type AttachmentRepresentation, type ContainerAttachmentRights } from '../../storage/index.ts';
import { forumCategoryPath, forumPath, type ForumRights } from '../forums/index.ts';
import type { MessageView } from './queries.ts';

/** Spec 003 section 9: authors edit and delete their own messages for 15 minutes after posting. */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;

export const messagePath = (id: number) => `/messages/${id}`;
export const topicPath = (id: number) => `/topics/${id}`;

/** When the author's window to edit and delete a message closes. */
export const editableUntil = (createdAt: Date | string) => new Date(new Date(createdAt).getTime() + EDIT_WINDOW_MS);

/** What the caller may do with one message (the rules the service enforces, as links). */
export interface MessageRights {
  update: boolean;
  delete: boolean;
  reply: boolean;
  moderate: boolean;
}

/**
 * Moderators edit and delete any message any time. Authors holding add_messages edit and delete their own within
 * the window, and not in a locked topic. Replies need add_messages and an open topic.
 */
export function messageRights(message: { author_id: number | null; created_at: Date | string; topic_locked: boolean | number }, rights: Pick<ForumRights, 'mayPost' | 'mayModerate'>, userId: number, now: Date): MessageRights {
  const locked = toBoolean(message.topic_locked);
  const own = rights.mayPost && message.author_id === userId && now < editableUntil(message.created_at) && !locked;
  return { update: rights.mayModerate || own, delete: rights.mayModerate || own, reply: rights.mayPost && !locked, moderate: rights.mayModerate };
}

/** Why the caller may not change the attachments of a message as its author now. */
export type OwnMessageRefusal = 'notAuthor' | 'locked' | 'timeLimit';

/**
 * Who may change a message's attachments (the attachments module's rules for a message, and the delete links of the
 * files a message embeds): moderators any message's; its author theirs under the rules of editing it (add_messages,
 * an open topic, the 15-minute window), else `ownRefusal` says why. Permissions count here in archived projects too,
 * so the attachments module names that refusal.
 */
export function messageAttachmentRights(
  message: { author_id: number | null; created_at: Date | string; topic_locked: boolean | number },
  permissions: ReadonlySet<string>,
  userId: number,
  now: Date,
): ContainerAttachmentRights & { mayModerate: boolean; ownRefusal?: OwnMessageRefusal } {
  let ownRefusal: OwnMessageRefusal | undefined;
  if (!permissions.has('add_messages') || message.author_id !== userId) ownRefusal = 'notAuthor';
  else if (toBoolean(message.topic_locked)) ownRefusal = 'locked';
  else if (now >= editableUntil(message.created_at)) ownRefusal = 'timeLimit';
  const mayModerate = permissions.has('moderate_forums');
  return { mayModerate, ownRefusal, mayAdd: mayModerate || ownRefusal === undefined, mayDeleteAny: mayModerate };
}

/**
 * A topic (`_type` Topic) or a reply (Message). Content as documents give it: the editor's document
 * (`contentDocument`), its plain text (`content.raw`) and sanitised HTML (`content.html`). Its files are embedded
 * (`_embedded.attachments`, as GET /messages/{id}/attachments answers), so a page of messages needs no request per
 * message for them.
 */
export function representMessage(message: MessageView, rights: MessageRights, attachments: AttachmentRepresentation[]) {
  const isTopic = message.parent_id === null;
  const topicId = message.parent_id ?? message.id;
  const self = messagePath(message.id);
  const links: Record<string, Link> = {
    self: link(self, message.subject),
    topic: link(topicPath(topicId), message.topic_subject),
    forum: link(forumPath(message.forum_id), message.forum_name),
    project: link(`/projects/${message.project_id}`, message.project_name),
    author: message.author_id === null ? { href: null } : link(`/users/${message.author_id}`, message.author_name ?? undefined),
  };
  if (isTopic) {
    if (message.category_id !== null) links.category = link(forumCategoryPath(message.category_id), message.category_name ?? undefined);
    links.replies = link(`${self}/replies`);
  }
  if (rights.reply) links.reply = actionLink(`${topicPath(topicId)}/reply`, 'post');
  if (rights.update) links.update = actionLink(self, 'patch');
  if (rights.delete) links.delete = actionLink(self, 'delete');
  // OpenProject's attachable resource: who may edit the message may attach files to it (the attachments module's rule).
  links.attachments = link(`${self}/attachments`);
  if (rights.update) links.addAttachment = actionLink(`${self}/attachments`, 'post');
  if (isTopic && rights.moderate) links.moderate = actionLink(self, 'patch');
  const followed = toBoolean(message.followed);
  if (isTopic) {
    if (followed) links.unfollow = actionLink(`${topicPath(topicId)}/follow`, 'delete');
    else links.follow = actionLink(`${topicPath(topicId)}/follow`, 'post');
  }
  return {
    _type: isTopic ? ('Topic' as const) : ('Message' as const),
    id: message.id,
    subject: message.subject,
    content: { format: 'custom' as const, raw: message.content_text, html: message.content_html },
    contentDocument: JSON.parse(message.content) as Record<string, unknown>,
    sticky: toBoolean(message.sticky),
    locked: toBoolean(message.locked),
    repliesCount: message.replies_count,
    views: message.views,
    createdAt: toIsoString(message.created_at),
    updatedAt: toIsoString(message.updated_at),
    lastActivityAt: toIsoString(message.last_activity_at),
    editableUntil: editableUntil(message.created_at).toISOString(),
    read: toBoolean(message.read),
    ...(isTopic
      ? {
          category: message.category_id === null ? null : { id: message.category_id, name: message.category_name ?? '' },
          followed,
          unreadRepliesCount: toCount(message.unread_replies),
        }
      : {}),
    _embedded: { attachments: attachmentCollection({ type: 'Message', id: message.id }, attachments) },
    _links: links,
  };
}

export type MessageRepresentation = ReturnType<typeof representMessage>;

export function representDraft(draft: { forum_id: number; topic_id: number | null; subject: string; content: string; updated_at: Date | string }) {
  const query = draft.topic_id === null ? '' : `?topic=${draft.topic_id}`;
  return {
    _type: 'ForumDraft' as const,
    subject: draft.subject,
    contentDocument: JSON.parse(draft.content) as Record<string, unknown>,
    updatedAt: toIsoString(draft.updated_at),
    _links: {
      self: link(`${forumPath(draft.forum_id)}/draft${query}`),
      forum: link(forumPath(draft.forum_id)),
      topic: draft.topic_id === null ? { href: null } : link(topicPath(draft.topic_id)),
    },
  };
}
