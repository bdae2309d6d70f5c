import { toIsoString } from '../../db/values.ts';
import { actionLink, link, type Link } from '../../http/hal.ts';
import type { CommentRecord, ThreadRecord } from './queries.ts';

export const threadPath = (id: number) => `/document_comment_threads/${id}`;
export const commentPath = (id: number) => `/document_comments/${id}`;
export const documentThreadsPath = (documentId: number) => `/documents/${documentId}/comment_threads`;

/** What the caller may do with the comments of one document (see service.ts commentAccess). */
export interface CommentRights {
  actorId: number;
  documentTitle: string;
  /** Start threads and reply: anyone who sees the document, while comments are on and the project is active. */
  mayComment: boolean;
  /** Resolve and reopen anyone's thread: who may edit the document (a thread's author may always, see mayResolve). */
  mayModerate: boolean;
}

/** A thread's author resolves and reopens it whenever comments may be written; others need to be allowed to edit. */
export const mayResolve = (thread: Pick<ThreadRecord, 'author_id'>, rights: CommentRights) =>
  rights.mayModerate || (rights.mayComment && thread.author_id !== null && thread.author_id === rights.actorId);

const userLink = (id: number | null, name: string | null): Link => (id === null ? { href: null } : link(`/users/${id}`, name ?? undefined));

export function representComment(comment: CommentRecord) {
  return {
    _type: 'DocumentComment' as const,
    id: comment.id,
    comment: { format: 'markdown' as const, raw: comment.comment_raw, html: comment.comment_html },
    createdAt: toIsoString(comment.created_at),
    updatedAt: toIsoString(comment.updated_at),
    _links: {
      self: link(commentPath(comment.id)),
      thread: link(threadPath(comment.thread_id)),
      author: userLink(comment.author_id, comment.author_name),
    },
  };
}

export type CommentRepresentation = ReturnType<typeof representComment>;

/** A thread with all its comments (oldest first) and the action links the caller may follow now. */
export function representThread(thread: ThreadRecord, comments: CommentRecord[], rights: CommentRights) {
  const self = threadPath(thread.id);
  const resolved = thread.resolved_at !== null;
  const links: Record<string, Link> = {
    self: link(self),
    document: link(`/documents/${thread.document_id}`, rights.documentTitle),
    author: userLink(thread.author_id, thread.author_name),
    resolvedBy: userLink(thread.resolved_by_id, thread.resolved_by_name),
  };
  if (rights.mayComment && !resolved) links.addComment = actionLink(`${self}/comments`, 'post');
  if (mayResolve(thread, rights)) links[resolved ? 'reopen' : 'resolve'] = actionLink(self, 'patch');
  return {
    _type: 'DocumentCommentThread' as const,
    id: thread.id,
    quote: thread.quote,
    resolved,
    resolvedAt: thread.resolved_at === null ? null : toIsoString(thread.resolved_at),
    createdAt: toIsoString(thread.created_at),
    updatedAt: toIsoString(thread.updated_at),
    lockVersion: thread.lock_version,
    _embedded: { comments: comments.map(representComment) },
    _links: links,
  };
}

export type ThreadRepresentation = ReturnType<typeof representThread>;
