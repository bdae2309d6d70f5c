import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { actorOf, authoriseWrite, permissionsInProjects, PROJECT_ARCHIVED_MESSAGE, type Actor } from '../../access/index.ts';
import { BoundedCache } from '../../bounded-cache.ts';
import type { Db } from '../../db/index.ts';
import type { ForumMessagesTable, PrincipalRow } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { totalledPage } from '../../http/collection.ts';
import { ApiError, constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { hrefPattern, linkedId, nextUpdatedAt, type LinkInput } from '../../http/inputs.ts';
import type { PageRequest } from '../../http/query.ts';
import { deriveContent, imageAttachmentIds, parseContent, type DerivedContent } from '../documents/index.ts';
import { findForumCategory, forumProjectAccess, visibleForum, type ForumRights } from '../forums/index.ts';
import { notify, publishNotifications, type CreatedNotification } from '../notifications/index.ts';
import { attachmentsOfContainers, deleteAttachmentsOfMessages, mayDeleteAttachment, removeUnusedFiles, representAttachment } from '../../storage/index.ts';
import * as queries from './queries.ts';
import { editableUntil, messageAttachmentRights, messageRights, representDraft, representMessage, type MessageRepresentation } from './representer.ts';

/** Spec 003 sections 5 and 9: lengths count the content's plain text. */
export const SUBJECT_MIN_LENGTH = 3;
export const SUBJECT_MAX_LENGTH = 255;
export const TOPIC_CONTENT_MIN_LENGTH = 10;
export const REPLY_CONTENT_MIN_LENGTH = 3;
export const CONTENT_MAX_LENGTH = 10_000;
/** The editor's JSON of a message at most (its text is at most 10,000 characters; marks and nodes add to it). */
export const MESSAGE_CONTENT_MAX_BYTES = 256 * 1024;
/** At most one typing event per user and topic in this time: clients show it for 3 s and repeat it while typing. */
export const TYPING_INTERVAL_MS = 1000;

export const MESSAGE_MESSAGES = {
  topicSubjectRequired: 'Topic subject is required',
  topicSubjectTooShort: 'Subject must be at least 3 characters long',
  subjectTooLong: 'Subject too long',
  topicContentRequired: 'Topic content is required',
  topicContentTooShort: 'Content must be at least 10 characters long',
  contentTooLong: 'Content too long',
  replyContentRequired: 'Reply content is required',
  replyContentTooShort: 'Reply must be at least 3 characters long',
  subjectRequired: 'Subject is required',
  contentRequired: 'Content is required',
  replyLocked: 'Cannot reply to a locked topic.',
  deleteReplyLocked: 'Cannot delete messages in a locked topic.',
  deleteTopicLocked: 'Cannot delete a locked topic.',
  editLocked: 'Cannot edit messages in a locked topic.',
  editTimeLimit: 'Edit time limit exceeded. Messages can only be edited within 15 minutes of creation.',
  deleteTimeLimit: 'Delete time limit exceeded. Messages can only be deleted within 15 minutes of creation.',
  editForbidden: "You don't have permission to edit this message.",
  deleteForbidden: "You don't have permission to delete this message.",
  postForbidden: "You don't have permission to post in this forum.",
  moderateForbidden: "You don't have permission to moderate this forum.",
  onlyTopics: 'Only a topic can be pinned, locked, moved or given a category.',
  categoryNotALink: 'The category must be a forum category link (/api/v3/forum_categories/{id}).',
  categoryNotFound: 'The forum category does not exist.',
  forumNotALink: 'The forum must be a forum link (/api/v3/forums/{id}).',
  forumNotFound: 'The forum does not exist or is not in the topic\'s project.',
  imagesNotAllowed: 'The content is not a valid message: its images must be https URLs (attached files are listed under the message, not embedded in it).',
  topicNotANumber: 'The topic must be the id of a topic of this forum.',
} as const;

const CATEGORY_HREF = hrefPattern('forum_categories');
const FORUM_HREF = hrefPattern('forums');

export interface TopicInput {
  subject?: string | null;
  content?: unknown;
  sticky?: boolean;
  locked?: boolean;
  _links?: { category?: LinkInput };
}

export interface ReplyInput {
  subject?: string | null;
  content?: unknown;
}

export interface MessageChanges {
  subject?: string | null;
  content?: unknown;
  sticky?: boolean;
  locked?: boolean;
  _links?: { forum?: LinkInput; category?: LinkInput };
}

export interface DraftInput {
  topic?: number | null;
  subject?: string | null;
  content?: unknown;
}

// ---------------------------------------------------------------------------------------------------------------
// Access

/** A message the caller may read, with their rights in its project; 404 otherwise. */
async function visibleMessage(db: Db, actor: Actor, id: number) {
  const message = await queries.findMessage(db, id);
  if (!message) throw notFound();
  const rights = await forumProjectAccess(db, actor, message.project_id);
  return { message, rights };
}

/**
 * A message as the attachments module needs it (a message is an attachment container): 404/403 exactly as reading
 * the message, then who may change its attachments (messageAttachmentRights: the same rules as the delete links of the
 * files a message embeds).
 */
export async function messageForAttachments(db: Db, actor: Actor, id: number, now: Date) {
  const { message, rights } = await visibleMessage(db, actor, id);
  const { permissions, project } = rights.access;
  return {
    id: message.id,
    subject: message.subject,
    forumId: message.forum_id,
    topicId: message.parent_id ?? message.id,
    projectId: message.project_id,
    projectActive: project.active,
    ...messageAttachmentRights(message, permissions, actor.id, now),
  };
}

/** A topic (not a reply) the caller may read. */
async function visibleTopic(db: Db, actor: Actor, id: number) {
  const found = await visibleMessage(db, actor, id);
  if (found.message.parent_id !== null) throw notFound();
  return found;
}

/** The caller's rights in a message's project: the forum's (as links) and the permissions its files' rules read. */
type PageRights = Pick<ForumRights, 'mayPost' | 'mayModerate'> & { permissions: ReadonlySet<string> };

const pageRights = (rights: ForumRights): PageRights => ({ mayPost: rights.mayPost, mayModerate: rights.mayModerate, permissions: rights.access.permissions });

/**
 * Read messages as represented, in page order, with their files embedded: the files of the whole page in one
 * statement, whatever the number of messages and files.
 */
async function representViews(app: FastifyInstance, user: PrincipalRow, ids: number[], views: queries.MessageView[], rightsOfProject: (projectId: number) => PageRights) {
  const byId = new Map(views.map((view) => [view.id, view]));
  const files = await attachmentsOfContainers(app.db, 'Message', views.map((view) => view.id));
  const now = app.clock.now();
  return ids.flatMap((id) => {
    const view = byId.get(id);
    if (!view) return [];
    const rights = rightsOfProject(view.project_id);
    const fileRights = messageAttachmentRights(view, rights.permissions, user.id, now);
    const attachments = (files.get(id) ?? []).map((file) => representAttachment(file, { containerTitle: view.subject, mayDelete: mayDeleteAttachment(file, user.id, fileRights) }));
    return [representMessage(view, messageRights(view, rights, user.id, now), attachments)];
  });
}

/** A page of messages as represented, in page order (two statements: the messages, their files), with the caller's rights. */
async function represent(app: FastifyInstance, user: PrincipalRow, ids: number[], rights: ForumRights) {
  return representViews(app, user, ids, await queries.findMessageViews(app.db, ids, user.id), () => pageRights(rights));
}

async function representOne(app: FastifyInstance, user: PrincipalRow, id: number, rights: ForumRights): Promise<MessageRepresentation> {
  const [message] = await represent(app, user, [id], rights);
  if (!message) throw notFound();
  return message;
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

export interface TopicListOptions {
  q?: string;
  sortBy?: queries.TopicSort;
  status?: queries.TopicStatus;
  category?: number;
  author?: number;
}

/** The words of a search, or undefined when there is nothing to search for (an empty q). */
function wordsOf(q: string | undefined): string[] | undefined {
  if (q === undefined || q.trim() === '') return undefined;
  // None when q is only punctuation: nothing can match it.
  return queries.searchWords(q);
}

/** GET /forums/{id}/topics: sticky first, then the sort; q searches the topics and their replies (full text). */
export async function listTopics(app: FastifyInstance, user: PrincipalRow, forumId: number, options: TopicListOptions, page: PageRequest) {
  const { rights } = await visibleForum(app.db, actorOf(user), forumId);
  const words = wordsOf(options.q);
  if (words !== undefined && words.length === 0) return { total: 0, elements: [] };
  const query: queries.TopicQuery = {
    forumId,
    userId: user.id,
    sort: options.sortBy ?? 'latest',
    status: options.status ?? 'all',
    words,
    categoryId: options.category,
    authorId: options.author,
  };
  return totalledPage(page, {
    count: () => queries.countTopics(app.db, query),
    page: (limit, offset) => queries.topicPage(app.db, query, limit, offset),
    hydrate: (ids) => represent(app, user, ids, rights),
  });
}

/** GET /forums/{id}/messages: the forum's topics and replies, newest first. */
export async function listForumMessages(app: FastifyInstance, user: PrincipalRow, forumId: number, page: PageRequest) {
  const { rights } = await visibleForum(app.db, actorOf(user), forumId);
  return totalledPage(page, {
    count: () => queries.countForumMessages(app.db, forumId),
    page: (limit, offset) => queries.forumMessagePage(app.db, forumId, limit, offset),
    hydrate: (ids) => represent(app, user, ids, rights),
  });
}

/**
 * GET /messages/{id}/replies: a topic's replies, oldest first. The replies shown are read afterwards: the answer
 * still says which were new to the caller.
 */
export async function listReplies(app: FastifyInstance, user: PrincipalRow, topicId: number, page: PageRequest) {
  const { rights } = await visibleTopic(app.db, actorOf(user), topicId);
  const result = await totalledPage(page, {
    count: () => queries.countReplies(app.db, topicId),
    page: (limit, offset) => queries.replyPage(app.db, topicId, limit, offset),
    hydrate: (ids) => represent(app, user, ids, rights),
  });
  await queries.markRead(app.db, user.id, result.elements.filter((element) => !element.read).map((element) => element.id));
  return result;
}

/** GET /topics/{id}: the topic, one more view, and read by the caller (the answer says whether it was new to them). */
export async function getTopic(app: FastifyInstance, user: PrincipalRow, id: number): Promise<MessageRepresentation> {
  const { rights } = await visibleTopic(app.db, actorOf(user), id);
  await queries.countView(app.db, id);
  const topic = await representOne(app, user, id, rights);
  if (!topic.read) await queries.markRead(app.db, user.id, [id]);
  return topic;
}

/** GET /messages/{id}: a topic or a reply. */
export async function getMessage(app: FastifyInstance, user: PrincipalRow, id: number): Promise<MessageRepresentation> {
  const { rights } = await visibleMessage(app.db, actorOf(user), id);
  return representOne(app, user, id, rights);
}

export interface SearchOptions {
  q?: string;
  forum?: number;
  project?: number;
  category?: number;
  author?: number;
  dateFrom?: string;
  dateTo?: string;
}

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date (a whole UTC day) or an instant; `end` turns a day into the start of the next. */
function instantOf(value: string | undefined, parameter: string, end: boolean): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const time = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
  const year = new Date(time).getUTCFullYear();
  if (Number.isNaN(time) || year < 1 || year > 9999) throw new ApiError(400, 'InvalidQuery', `${parameter} must be a date (YYYY-MM-DD) or an ISO 8601 time.`);
  return new Date(end && DATE_ONLY.test(value) ? time + DAY_MS : end ? time + 1 : time).toISOString();
}

/** GET /messages: topics and replies of every forum the caller may read, newest first (q: full text). */
export async function searchMessages(app: FastifyInstance, user: PrincipalRow, options: SearchOptions, page: PageRequest) {
  const actor = actorOf(user);
  const words = wordsOf(options.q);
  const from = instantOf(options.dateFrom, 'dateFrom', false);
  const to = instantOf(options.dateTo, 'dateTo', true);
  if (words !== undefined && words.length === 0) return { total: 0, elements: [] };
  const query: queries.SearchQuery = {
    userId: user.id,
    admin: actor.admin,
    words,
    forumId: options.forum,
    projectId: options.project,
    categoryId: options.category,
    authorId: options.author,
    from,
    to,
  };
  return totalledPage(page, {
    count: () => queries.countSearch(app.db, query),
    page: (limit, offset) => queries.searchPage(app.db, query, limit, offset),
    hydrate: async (ids) => {
      const views = await queries.findMessageViews(app.db, ids, user.id);
      const projects = new Map(views.map((view) => [view.project_id, view]));
      const publicIds = [...projects.values()].filter((view) => toBoolean(view.project_public)).map((view) => view.project_id);
      const permissions = await permissionsInProjects(app.db, actor, [...projects.keys()], publicIds);
      const rightsByProject = new Map(
        [...projects.values()].map((view) => {
          const active = toBoolean(view.project_active);
          const granted = permissions.get(view.project_id) ?? new Set<string>();
          return [view.project_id, { mayPost: active && granted.has('add_messages'), mayModerate: active && granted.has('moderate_forums'), permissions: granted }];
        }),
      );
      return representViews(app, user, ids, views, (projectId) => rightsByProject.get(projectId)!);
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

/** A text field as sent, trimmed; null and absent are undefined. */
const trimmed = (value: string | null | undefined) => (value === null || value === undefined ? undefined : value.trim());

interface ContentRules {
  required: string;
  tooShort?: string;
  minLength?: number;
}

/** Content as sent: an editor document (422 content otherwise, 413 over the size), its text within the lengths. */
function checkContent(raw: unknown, rules: ContentRules): DerivedContent {
  if (raw === undefined || raw === null) throw constraintViolation('content', rules.required);
  const node = parseContent(raw, MESSAGE_CONTENT_MAX_BYTES);
  if (imageAttachmentIds(node).length > 0) throw constraintViolation('content', MESSAGE_MESSAGES.imagesNotAllowed);
  const derived = deriveContent(node);
  const length = derived.text.trim().length;
  if (length === 0) throw constraintViolation('content', rules.required);
  if (rules.minLength !== undefined && rules.tooShort !== undefined && length < rules.minLength) throw constraintViolation('content', rules.tooShort);
  if (length > CONTENT_MAX_LENGTH) throw constraintViolation('content', MESSAGE_MESSAGES.contentTooLong);
  return derived;
}

function checkSubject(raw: string | null | undefined, required: string, tooShort?: string): string {
  const subject = trimmed(raw) ?? '';
  if (subject === '') throw constraintViolation('subject', required);
  if (tooShort !== undefined && subject.length < SUBJECT_MIN_LENGTH) throw constraintViolation('subject', tooShort);
  if (subject.length > SUBJECT_MAX_LENGTH) throw constraintViolation('subject', MESSAGE_MESSAGES.subjectTooLong);
  return subject;
}

/** A category link: its id (422 when malformed or unknown); null when sent empty; undefined when not sent. */
async function resolveCategory(db: Db, link: LinkInput | undefined): Promise<number | null | undefined> {
  const id = linkedId(link, 'category', CATEGORY_HREF, MESSAGE_MESSAGES.categoryNotALink);
  if (id === undefined || id === null) return id;
  const category = id === 0 ? undefined : await findForumCategory(db, id);
  if (!category) throw constraintViolation('category', MESSAGE_MESSAGES.categoryNotFound);
  return category.id;
}

function publish(app: FastifyInstance, type: 'forum_message.created' | 'forum_message.updated' | 'forum_message.deleted', projectId: number, forumId: number, topicId: number, messageId: number, actorId: number): void {
  app.events.publish({ type, projectId, forumId, topicId, messageId, actorId });
}

/**
 * POST /forums/{id}/topics: add_messages (403), then subject, content and category (422). sticky and locked count
 * for moderators only. The author follows the topic and has read it; their draft of a new topic in the forum goes.
 */
export async function createTopic(app: FastifyInstance, user: PrincipalRow, forumId: number, input: TopicInput): Promise<MessageRepresentation> {
  const { forum, rights } = await visibleForum(app.db, actorOf(user), forumId);
  authoriseWrite(rights.access, 'add_messages', MESSAGE_MESSAGES.postForbidden);
  const subject = checkSubject(input.subject, MESSAGE_MESSAGES.topicSubjectRequired, MESSAGE_MESSAGES.topicSubjectTooShort);
  const content = checkContent(input.content, { required: MESSAGE_MESSAGES.topicContentRequired, tooShort: MESSAGE_MESSAGES.topicContentTooShort, minLength: TOPIC_CONTENT_MIN_LENGTH });
  const categoryId = (await resolveCategory(app.db, input._links?.category)) ?? (await defaultCategoryId(app.db));
  const now = app.clock.now().toISOString();
  const id = await app.db.transaction().execute(async (trx) => {
    const inserted = await queries.insertMessage(trx, {
      forum_id: forumId,
      parent_id: null,
      author_id: user.id,
      subject,
      content: content.json,
      content_html: content.html,
      content_text: content.text,
      sticky: rights.mayModerate && input.sticky === true,
      locked: rights.mayModerate && input.locked === true,
      category_id: categoryId,
      last_activity_at: now,
      created_at: now,
      updated_at: now,
    });
    await queries.countNewTopic(trx, forumId, inserted, now);
    await queries.markRead(trx, user.id, [inserted]);
    await queries.follow(trx, user.id, inserted);
    await queries.deleteDraft(trx, user.id, forumId, null);
    return inserted;
  });
  publish(app, 'forum_message.created', forum.project_id, forumId, id, id, user.id);
  return representOne(app, user, id, rights);
}

async function defaultCategoryId(db: Db): Promise<number | null> {
  const row = await db.selectFrom('forum_categories').select('id').orderBy('position').orderBy('id').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * POST /topics/{id}/reply: add_messages (403), an open topic (422), then the content (422); the subject defaults to
 * 'Re: <topic subject>'. The topic's followers but the author hear of it (in-app notifications); the author's draft
 * of a reply to it goes.
 */
export async function replyToTopic(app: FastifyInstance, user: PrincipalRow, topicId: number, input: ReplyInput): Promise<MessageRepresentation> {
  const { message: topic, rights } = await visibleTopic(app.db, actorOf(user), topicId);
  authoriseWrite(rights.access, 'add_messages', MESSAGE_MESSAGES.postForbidden);
  if (toBoolean(topic.locked)) throw constraintViolation('locked', MESSAGE_MESSAGES.replyLocked);
  const sent = trimmed(input.subject);
  const subject = sent === undefined || sent === '' ? `Re: ${topic.subject}`.slice(0, SUBJECT_MAX_LENGTH) : sent;
  if (subject.length > SUBJECT_MAX_LENGTH) throw constraintViolation('subject', MESSAGE_MESSAGES.subjectTooLong);
  const content = checkContent(input.content, { required: MESSAGE_MESSAGES.replyContentRequired, tooShort: MESSAGE_MESSAGES.replyContentTooShort, minLength: REPLY_CONTENT_MIN_LENGTH });
  const at = app.clock.now();
  const now = at.toISOString();
  const { id, created } = await app.db.transaction().execute(async (trx) => {
    const inserted = await queries.insertMessage(trx, {
      forum_id: topic.forum_id,
      parent_id: topicId,
      author_id: user.id,
      subject,
      content: content.json,
      content_html: content.html,
      content_text: content.text,
      category_id: null,
      last_activity_at: now,
      created_at: now,
      updated_at: now,
    });
    await queries.countNewReply(trx, topic.forum_id, topicId, inserted, now);
    await queries.markRead(trx, user.id, [inserted]);
    await queries.deleteDraft(trx, user.id, topic.forum_id, topicId);
    const entries = (await queries.followers(trx, topicId)).map((recipientId) => ({
      recipientId,
      reason: 'watched' as const,
      resourceType: 'Message' as const,
      resourceId: topicId,
      projectId: topic.project_id,
      actorId: user.id,
    }));
    const notified: CreatedNotification[] = await notify(trx, entries, at);
    return { id: inserted, created: notified };
  });
  publish(app, 'forum_message.created', topic.project_id, topic.forum_id, topicId, id, user.id);
  publishNotifications(app, created);
  return representOne(app, user, id, rights);
}

/**
 * Who may change or delete a message: moderators always; otherwise its author holding add_messages (403), not in a
 * locked topic (422), within the window (403). An archived project takes no change (403).
 */
function authoriseOwn(app: FastifyInstance, user: PrincipalRow, message: queries.MessageRecord, rights: ForumRights, action: 'edit' | 'delete'): void {
  if (!toBoolean(rights.access.project.active)) throw missingPermission(PROJECT_ARCHIVED_MESSAGE);
  if (rights.mayModerate) return;
  const forbidden = action === 'edit' ? MESSAGE_MESSAGES.editForbidden : MESSAGE_MESSAGES.deleteForbidden;
  if (!rights.mayPost || message.author_id !== user.id) throw missingPermission(forbidden);
  if (toBoolean(message.topic_locked)) {
    const locked = action === 'edit' ? MESSAGE_MESSAGES.editLocked : message.parent_id === null ? MESSAGE_MESSAGES.deleteTopicLocked : MESSAGE_MESSAGES.deleteReplyLocked;
    throw constraintViolation('locked', locked);
  }
  if (app.clock.now() >= editableUntil(message.created_at)) throw missingPermission(action === 'edit' ? MESSAGE_MESSAGES.editTimeLimit : MESSAGE_MESSAGES.deleteTimeLimit);
}

/**
 * PATCH /messages/{id}: subject and content (the author within the window, or a moderator); sticky, locked and
 * _links.forum (moving the topic with its replies to another forum of the project) for moderators; a topic's category.
 */
export async function updateMessage(app: FastifyInstance, user: PrincipalRow, id: number, input: MessageChanges): Promise<MessageRepresentation> {
  const { message, rights } = await visibleMessage(app.db, actorOf(user), id);
  const isTopic = message.parent_id === null;
  const topicOnly = input.sticky !== undefined || input.locked !== undefined || input._links?.forum !== undefined || input._links?.category !== undefined;
  if (topicOnly && !isTopic) throw constraintViolation(input.sticky !== undefined ? 'sticky' : input.locked !== undefined ? 'locked' : input._links?.forum !== undefined ? 'forum' : 'category', MESSAGE_MESSAGES.onlyTopics);
  authoriseOwn(app, user, message, rights, 'edit');
  const changes: Updateable<ForumMessagesTable> = {};
  if (input.subject !== undefined) {
    const subject = checkSubject(input.subject, MESSAGE_MESSAGES.subjectRequired);
    if (subject !== message.subject) changes.subject = subject;
  }
  if (input.content !== undefined) {
    const content = checkContent(input.content, { required: MESSAGE_MESSAGES.contentRequired });
    changes.content = content.json;
    changes.content_html = content.html;
    changes.content_text = content.text;
  }
  // Pinning, locking and moving are moderation: the author may send the values as they stand, not change them.
  const moderation = (field: 'sticky' | 'locked', value: boolean | undefined) => {
    if (value === undefined || value === toBoolean(message[field])) return;
    if (!rights.mayModerate) throw missingPermission(MESSAGE_MESSAGES.moderateForbidden);
    changes[field] = value;
  };
  moderation('sticky', input.sticky);
  moderation('locked', input.locked);
  let targetForumId = message.forum_id;
  const linkedForum = linkedId(input._links?.forum, 'forum', FORUM_HREF, MESSAGE_MESSAGES.forumNotALink);
  if (linkedForum === null) throw constraintViolation('forum', MESSAGE_MESSAGES.forumNotFound);
  if (linkedForum !== undefined && linkedForum !== message.forum_id) {
    if (!rights.mayModerate) throw missingPermission(MESSAGE_MESSAGES.moderateForbidden);
    const target = linkedForum === 0 ? undefined : await app.db.selectFrom('forums').select(['id', 'project_id']).where('id', '=', linkedForum).executeTakeFirst();
    if (!target || target.project_id !== message.project_id) throw constraintViolation('forum', MESSAGE_MESSAGES.forumNotFound);
    targetForumId = target.id;
  }
  const categoryId = await resolveCategory(app.db, input._links?.category);
  if (categoryId !== undefined && categoryId !== message.category_id) changes.category_id = categoryId;
  const moved = targetForumId !== message.forum_id;
  if (Object.keys(changes).length > 0 || moved) {
    await app.db.transaction().execute(async (trx) => {
      if (Object.keys(changes).length > 0) await queries.updateMessage(trx, id, { ...changes, updated_at: nextUpdatedAt(message.updated_at, app.clock.now()) });
      if (moved) {
        await queries.moveTopic(trx, id, targetForumId);
        await queries.recountForums(trx, [message.forum_id, targetForumId]);
      }
    });
    publish(app, 'forum_message.updated', message.project_id, targetForumId, message.parent_id ?? id, id, user.id);
  }
  return representOne(app, user, id, rights);
}

/**
 * DELETE /messages/{id}: the rules of authoriseOwn; a topic goes with its replies, each message with its attachments
 * (their files after the commit). The counters are recounted.
 */
export async function deleteMessage(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  const { message, rights } = await visibleMessage(app.db, actorOf(user), id);
  authoriseOwn(app, user, message, rights, 'delete');
  const removedFiles = await app.db.transaction().execute(async (trx) => {
    const deletedIds = await queries.deleteMessage(trx, id);
    if (deletedIds.length === 0) throw notFound();
    if (message.parent_id !== null) await queries.recountTopic(trx, message.parent_id);
    await queries.recountForums(trx, [message.forum_id]);
    // After the messages' rows: an upload holding a message's lock commits first, and its attachment goes here too.
    return deleteAttachmentsOfMessages(trx, deletedIds);
  });
  await removeUnusedFiles(app, removedFiles);
  publish(app, 'forum_message.deleted', message.project_id, message.forum_id, message.parent_id ?? id, id, user.id);
}

/** POST and DELETE /topics/{id}/follow: anyone who reads the topic; the same answer when it already was so. */
export async function setFollowing(app: FastifyInstance, user: PrincipalRow, topicId: number, following: boolean): Promise<void> {
  await visibleTopic(app.db, actorOf(user), topicId);
  if (following) await queries.follow(app.db, user.id, topicId);
  else await queries.unfollow(app.db, user.id, topicId);
}

/** When each user last said they type in each topic (a bounded in-process map: losing an entry only repeats an event). */
const lastTyping = new BoundedCache<string, number>(10_000);

/** POST /topics/{id}/typing: whoever may reply says they are typing (forum.typing), at most once a second. */
export async function typing(app: FastifyInstance, user: PrincipalRow, topicId: number): Promise<void> {
  const { message: topic, rights } = await visibleTopic(app.db, actorOf(user), topicId);
  authoriseWrite(rights.access, 'add_messages', MESSAGE_MESSAGES.postForbidden);
  if (toBoolean(topic.locked)) throw constraintViolation('locked', MESSAGE_MESSAGES.replyLocked);
  const key = `${user.id}:${topicId}`;
  const now = app.clock.now().getTime();
  const last = lastTyping.get(key);
  if (last !== undefined && now - last < TYPING_INTERVAL_MS && now >= last) return;
  lastTyping.set(key, now);
  app.events.publish({ type: 'forum.typing', projectId: topic.project_id, forumId: topic.forum_id, topicId, actorId: user.id, actorName: user.name });
}

// ---------------------------------------------------------------------------------------------------------------
// Drafts: one per user and forum (a new topic) or topic (a reply), kept on the server.

/** The forum and, when named, its topic (404 when the topic is not one of the forum's). */
async function draftScope(app: FastifyInstance, user: PrincipalRow, forumId: number, topicId: number | null | undefined) {
  const { rights } = await visibleForum(app.db, actorOf(user), forumId);
  if (topicId === undefined || topicId === null) return { rights, topicId: null };
  const topic = await queries.findMessage(app.db, topicId);
  if (!topic || topic.parent_id !== null || topic.forum_id !== forumId) throw notFound();
  return { rights, topicId };
}

export async function getDraft(app: FastifyInstance, user: PrincipalRow, forumId: number, topicId: number | undefined) {
  const scope = await draftScope(app, user, forumId, topicId);
  const draft = await queries.findDraft(app.db, user.id, forumId, scope.topicId);
  if (!draft) throw notFound();
  return representDraft(draft);
}

/** PUT /forums/{id}/draft: the caller's draft (add_messages); content must be an editor document, of any length. */
export async function saveDraft(app: FastifyInstance, user: PrincipalRow, forumId: number, input: DraftInput): Promise<void> {
  if (input.topic !== undefined && input.topic !== null && !(Number.isSafeInteger(input.topic) && input.topic > 0)) throw constraintViolation('topic', MESSAGE_MESSAGES.topicNotANumber);
  const scope = await draftScope(app, user, forumId, input.topic);
  authoriseWrite(scope.rights.access, 'add_messages', MESSAGE_MESSAGES.postForbidden);
  const subject = trimmed(input.subject) ?? '';
  if (subject.length > SUBJECT_MAX_LENGTH) throw constraintViolation('subject', MESSAGE_MESSAGES.subjectTooLong);
  if (input.content === undefined || input.content === null) throw constraintViolation('content', MESSAGE_MESSAGES.contentRequired);
  const content = deriveContent(parseContent(input.content, MESSAGE_CONTENT_MAX_BYTES));
  await queries.saveDraft(app.db, { userId: user.id, forumId, topicId: scope.topicId, subject, content: content.json, at: app.clock.now().toISOString() });
}

export async function deleteDraft(app: FastifyInstance, user: PrincipalRow, forumId: number, topicId: number | undefined): Promise<void> {
  const scope = await draftScope(app, user, forumId, topicId);
  await queries.deleteDraft(app.db, user.id, forumId, scope.topicId);
}
