// A comment thread as the panel shows it, mapped from the API's representation, and the panel's order.
import { hasAction, linkOf } from '@tessera/shared';
import type { DocumentCommentHal, DocumentCommentThreadHal } from '@tessera/shared';

export interface DocumentComment {
  id: number;
  /** null once the author's account is deleted. */
  authorName: string | null;
  /** The server's rendering of the markdown, sanitised there. */
  html: string;
  raw: string;
  createdAt: string;
}

export interface CommentThread {
  id: number;
  /** What the comment mark's threadId holds for this thread. */
  markId: string;
  quote: string;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedByName: string | null;
  createdAt: string;
  lockVersion: number;
  comments: DocumentComment[];
  /** The action links, present only when the requester may act now. */
  addCommentHref: string | null;
  resolveHref: string | null;
  reopenHref: string | null;
}

const actionHref = (resource: DocumentCommentThreadHal, name: string) => (hasAction(resource, name) ? (linkOf(resource, name)?.href ?? null) : null);

const nameOf = (resource: { _links?: Record<string, unknown> }, name: string) => {
  const link = linkOf(resource as DocumentCommentThreadHal, name);
  return link?.href ? (link.title ?? null) : null;
};

export function mapComment(hal: DocumentCommentHal): DocumentComment {
  return { id: hal.id, authorName: nameOf(hal, 'author'), html: hal.comment.html ?? '', raw: hal.comment.raw, createdAt: hal.createdAt };
}

export function mapThread(hal: DocumentCommentThreadHal): CommentThread {
  return {
    id: hal.id,
    markId: String(hal.id),
    quote: hal.quote,
    resolved: hal.resolved,
    resolvedAt: hal.resolvedAt,
    resolvedByName: nameOf(hal, 'resolvedBy'),
    createdAt: hal.createdAt,
    lockVersion: hal.lockVersion,
    comments: (hal._embedded?.comments ?? []).map(mapComment),
    addCommentHref: actionHref(hal, 'addComment'),
    resolveHref: actionHref(hal, 'resolve'),
    reopenHref: actionHref(hal, 'reopen'),
  };
}

export interface OrderedThreads {
  /** Oldest first, as they were started. */
  open: CommentThread[];
  /** The most recently resolved first. */
  resolved: CommentThread[];
}

/** Open threads first (in the order they were started), resolved ones apart (latest resolution first). */
export function orderThreads(threads: readonly CommentThread[]): OrderedThreads {
  const open = threads.filter((thread) => !thread.resolved).sort((a, b) => a.id - b.id);
  const resolved = threads
    .filter((thread) => thread.resolved)
    .sort((a, b) => (b.resolvedAt ?? '').localeCompare(a.resolvedAt ?? '') || b.id - a.id);
  return { open, resolved };
}

/** The contract's limits: a quote of 1..1000 characters, a comment of 1..10000 (after trimming). */
export const QUOTE_MAX_LENGTH = 1000;
export const COMMENT_MAX_LENGTH = 10_000;

/** The selected text as a thread's quote: trimmed, and cut (with an ellipsis) to what the server takes. */
export function quoteOf(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= QUOTE_MAX_LENGTH ? trimmed : `${trimmed.slice(0, QUOTE_MAX_LENGTH - 1).trimEnd()}…`;
}

/** The threads of the pages loaded so far, each once (a thread started while paging can move a page). */
export function threadsOfPages(pages: ReadonlyArray<{ threads: readonly CommentThread[] }> | undefined): CommentThread[] {
  const byId = new Map<number, CommentThread>();
  for (const page of pages ?? []) for (const thread of page.threads) byId.set(thread.id, thread);
  return [...byId.values()];
}

/** How many of the loaded threads are open (the Comments buttons' count). */
export const openThreadCount = (pages: ReadonlyArray<{ threads: readonly CommentThread[] }>): number =>
  threadsOfPages(pages).filter((thread) => !thread.resolved).length;
