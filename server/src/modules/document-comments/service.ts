import type { FastifyInstance } from 'fastify';
import { actorOf, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { totalledPage } from '../../http/collection.ts';
import { ApiError, constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { renderMarkdown } from '../../http/formattable.ts';
import { nextUpdatedAt } from '../../http/inputs.ts';
import type { PageRequest } from '../../http/query.ts';
import { broadcastToDocument, documentAccess } from '../documents/index.ts';
import { mentionedInComment, notify, publishNotifications, type NotificationEntry } from '../notifications/index.ts';
import * as queries from './queries.ts';
import { mayResolve, representComment, representThread, type CommentRepresentation, type CommentRights, type ThreadRepresentation } from './representer.ts';

export const QUOTE_MAX_LENGTH = 1000;
export const COMMENT_MAX_LENGTH = 10_000;

export const COMMENT_MESSAGES = {
  commentsOff: "Comments are turned off for this project's documents.",
  archived: 'The project is archived: its documents cannot be commented on.',
  resolveForbidden: 'Only the author of the thread or someone who may edit the document can resolve or reopen it.',
  quoteRequired: "Quote can't be blank: a comment thread starts on selected text.",
  quoteTooLong: `Quote is too long (maximum is ${QUOTE_MAX_LENGTH} characters).`,
  commentRequired: "Comment can't be blank.",
  commentTooLong: `Comment is too long (maximum is ${COMMENT_MAX_LENGTH} characters).`,
  threadResolved: 'Reopen the thread to reply.',
  resolvedRequired: 'Send resolved: true to resolve the thread, or false to reopen it.',
  lockVersionMissing: 'lockVersion is required: send the lockVersion of the thread as you last read it.',
  conflict: 'The thread was changed in the meantime (its lockVersion is no longer current). Reload it and try again.',
} as const;

export interface ThreadInput {
  quote?: string;
  comment?: { raw: string };
}
export interface CommentInput {
  comment?: { raw: string };
}
export interface ThreadUpdateInput {
  resolved?: boolean;
  lockVersion?: number;
}

/** The comment message every live editor of the document receives after a thread or comment write (collaboration). */
export const COMMENTS_CHANGED = 'comments.changed';

const conflict = (message: string = COMMENT_MESSAGES.conflict) => new ApiError(409, 'UpdateConflict', message);

// ---------------------------------------------------------------------------------------------------------------
// Access

/**
 * The documents module's answer (404 when the actor may not see the document: project role or share), and what it
 * means for comments: anyone who sees it may comment (viewers of a shared document too); resolving others' threads
 * needs the right to edit it. Writes need the project's setting on and the project active.
 */
async function commentAccess(db: Db, actor: Actor, documentId: number) {
  const { document, canEdit } = await documentAccess(db, actor, documentId);
  const enabled = toBoolean(document.project_document_comments_enabled);
  const active = toBoolean(document.project_active);
  const rights: CommentRights = { actorId: actor.id, documentTitle: document.title, mayComment: enabled && active, mayModerate: enabled && canEdit };
  return { document, enabled, active, rights };
}

function authoriseWrite(access: { enabled: boolean; active: boolean }): void {
  if (!access.enabled) throw missingPermission(COMMENT_MESSAGES.commentsOff);
  if (!access.active) throw missingPermission(COMMENT_MESSAGES.archived);
}

/** A thread the actor may see, with their rights on its document; 404 otherwise (as for the document itself). */
async function visibleThread(db: Db, actor: Actor, id: number) {
  const thread = await queries.findThread(db, id);
  if (!thread) throw notFound();
  return { thread, ...(await commentAccess(db, actor, thread.document_id)) };
}

function checkQuote(raw: string | undefined): string {
  const quote = (raw ?? '').trim();
  if (quote === '') throw constraintViolation('quote', COMMENT_MESSAGES.quoteRequired);
  if (quote.length > QUOTE_MAX_LENGTH) throw constraintViolation('quote', COMMENT_MESSAGES.quoteTooLong);
  return quote;
}

function checkComment(input: { raw: string } | undefined): { raw: string; html: string } {
  const raw = (input?.raw ?? '').trim();
  if (raw === '') throw constraintViolation('comment', COMMENT_MESSAGES.commentRequired);
  if (raw.length > COMMENT_MAX_LENGTH) throw constraintViolation('comment', COMMENT_MESSAGES.commentTooLong);
  return { raw, html: renderMarkdown(raw) };
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

async function threadsWithComments(db: Db, threads: queries.ThreadRecord[], rights: CommentRights): Promise<ThreadRepresentation[]> {
  const comments = await queries.findComments(db, threads.map((thread) => thread.id));
  const byThread = new Map<number, queries.CommentRecord[]>();
  for (const comment of comments) byThread.set(comment.thread_id, [...(byThread.get(comment.thread_id) ?? []), comment]);
  return threads.map((thread) => representThread(thread, byThread.get(thread.id) ?? [], rights));
}

/**
 * GET /documents/{id}/comment_threads: the document's threads, oldest first, each with all its comments. A constant
 * number of statements: the access check, the page (with its total), the page's comments.
 */
export async function listThreads(app: FastifyInstance, user: PrincipalRow, documentId: number, page: PageRequest) {
  const { rights } = await commentAccess(app.db, actorOf(user), documentId);
  const result = await totalledPage(page, {
    count: () => queries.countThreads(app.db, documentId),
    page: (limit, offset) => queries.threadPage(app.db, documentId, limit, offset),
    hydrate: (threads) => threadsWithComments(app.db, threads, rights),
  });
  return { ...result, mayComment: rights.mayComment };
}

async function threadById(db: Db, id: number, rights: CommentRights): Promise<ThreadRepresentation> {
  const thread = await queries.findThread(db, id);
  if (!thread) throw notFound();
  return (await threadsWithComments(db, [thread], rights))[0];
}

/** GET /document_comment_threads/{id}. */
export async function getThread(app: FastifyInstance, user: PrincipalRow, id: number): Promise<ThreadRepresentation> {
  const { thread, rights } = await visibleThread(app.db, actorOf(user), id);
  return (await threadsWithComments(app.db, [thread], rights))[0];
}

/** GET /document_comments/{id} (the comments' self link). */
export async function getComment(app: FastifyInstance, user: PrincipalRow, id: number): Promise<CommentRepresentation> {
  const comment = await queries.findComment(app.db, id);
  if (!comment) throw notFound();
  await commentAccess(app.db, actorOf(user), comment.document_id);
  return representComment(comment);
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

/** Everyone a comment mentions (the mention syntax of work package comments); notify leaves out who may not see it. */
const mentionEntries = (raw: string, document: { id: number; project_id: number }, actorId: number): NotificationEntry[] =>
  mentionedInComment(raw).map((recipientId) => ({ recipientId, reason: 'mentioned', resourceType: 'Document', resourceId: document.id, projectId: document.project_id, actorId }));

/** After the commit: open editors of the document (members and shared viewers alike) reload that thread. */
const announce = (app: FastifyInstance, documentId: number, threadId: number) => broadcastToDocument(app, documentId, { type: COMMENTS_CHANGED, threadId });

/**
 * POST /documents/{id}/comment_threads: 404 (document invisible) -> 403 (comments off, archived) -> 422 quote,
 * comment. The thread and its first comment in one transaction, with notifications of the mentioned.
 */
export async function createThread(app: FastifyInstance, user: PrincipalRow, documentId: number, input: ThreadInput): Promise<ThreadRepresentation> {
  const access = await commentAccess(app.db, actorOf(user), documentId);
  authoriseWrite(access);
  const quote = checkQuote(input.quote);
  const comment = checkComment(input.comment);
  const now = app.clock.now();
  const at = now.toISOString();
  const { threadId, notified } = await app.db.transaction().execute(async (trx) => {
    const id = await queries.insertThread(trx, { document_id: documentId, author_id: user.id, quote, lock_version: 0, created_at: at, updated_at: at });
    await queries.insertComment(trx, { thread_id: id, author_id: user.id, comment_raw: comment.raw, comment_html: comment.html, created_at: at, updated_at: at });
    return { threadId: id, notified: await notify(trx, mentionEntries(comment.raw, access.document, user.id), now) };
  });
  publishNotifications(app, notified);
  await announce(app, documentId, threadId);
  return threadById(app.db, threadId, access.rights);
}

/**
 * POST /document_comment_threads/{id}/comments: as creating a thread, and the thread must be open (422 naming
 * thread). The thread's author and everyone who commented on it before hear of the reply (reason commented).
 */
export async function addComment(app: FastifyInstance, user: PrincipalRow, threadId: number, input: CommentInput): Promise<CommentRepresentation> {
  const access = await visibleThread(app.db, actorOf(user), threadId);
  authoriseWrite(access);
  if (access.thread.resolved_at !== null) throw constraintViolation('thread', COMMENT_MESSAGES.threadResolved);
  const comment = checkComment(input.comment);
  const now = app.clock.now();
  const at = now.toISOString();
  const { document } = access;
  const { commentId, notified } = await app.db.transaction().execute(async (trx) => {
    // Resolved since it was read: the reply is refused as if it had been resolved before.
    if (!(await queries.touchOpenThread(trx, threadId, nextUpdatedAt(access.thread.updated_at, now)))) throw constraintViolation('thread', COMMENT_MESSAGES.threadResolved);
    const before = await queries.participants(trx, threadId);
    const id = await queries.insertComment(trx, { thread_id: threadId, author_id: user.id, comment_raw: comment.raw, comment_html: comment.html, created_at: at, updated_at: at });
    const entries: NotificationEntry[] = [
      ...before.map((recipientId) => ({ recipientId, reason: 'commented' as const, resourceType: 'Document' as const, resourceId: document.id, projectId: document.project_id, actorId: user.id })),
      ...mentionEntries(comment.raw, document, user.id),
    ];
    return { commentId: id, notified: await notify(trx, entries, now) };
  });
  publishNotifications(app, notified);
  await announce(app, document.id, threadId);
  const created = await queries.findComment(app.db, commentId);
  if (!created) throw notFound();
  return representComment(created);
}

/**
 * PATCH /document_comment_threads/{id} (resolve or reopen): 404 -> 403 (comments off, archived, neither the thread's
 * author nor allowed to edit the document) -> 409 (lockVersion missing or stale, checked again by the UPDATE) -> 422
 * resolved. A thread already in the asked state is answered as it is.
 */
export async function updateThread(app: FastifyInstance, user: PrincipalRow, threadId: number, input: ThreadUpdateInput): Promise<ThreadRepresentation> {
  const { thread, rights, ...access } = await visibleThread(app.db, actorOf(user), threadId);
  authoriseWrite(access);
  if (!mayResolve(thread, rights)) throw missingPermission(COMMENT_MESSAGES.resolveForbidden);
  if (input.lockVersion === undefined) throw conflict(COMMENT_MESSAGES.lockVersionMissing);
  if (input.lockVersion !== thread.lock_version) throw conflict();
  if (input.resolved === undefined) throw constraintViolation('resolved', COMMENT_MESSAGES.resolvedRequired);
  if (input.resolved !== (thread.resolved_at !== null)) {
    const now = app.clock.now();
    const changes = input.resolved
      ? { resolved_at: now.toISOString(), resolved_by_id: user.id, updated_at: nextUpdatedAt(thread.updated_at, now) }
      : { resolved_at: null, resolved_by_id: null, updated_at: nextUpdatedAt(thread.updated_at, now) };
    if (!(await queries.updateThread(app.db, threadId, thread.lock_version, changes))) throw conflict();
    await announce(app, thread.document_id, threadId);
  }
  return threadById(app.db, threadId, rights);
}
