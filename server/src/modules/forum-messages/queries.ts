import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool, type Updateable } from 'kysely';
import { projectIdsWithoutModule, projectIdsWithPermission, publicProjectIdsWithPermission } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Database, ForumMessagesTable, NewForumMessage } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';

type MessagesEB = ExpressionBuilder<Database, 'forum_messages'>;

// ---------------------------------------------------------------------------------------------------------------
// Full-text search

/** Words searched at most, and the longest word kept: a query is a handful of words, not a document. */
const MAX_SEARCH_WORDS = 16;
const MAX_WORD_LENGTH = 64;

/** The words of a search (letters and digits; everything else separates them), or none. */
export function searchWords(q: string): string[] {
  return (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH).toLowerCase());
}

/**
 * The ids of the messages whose subject or text holds every word (English stemming; the last word also as a prefix, so
 * results follow the typing), as a subquery: SQLite's FTS5 index, PostgreSQL's tsvector and GIN index. Words are
 * letters and digits only, so nothing in them is query syntax.
 */
export function matchingMessageIds(db: Db, words: string[], column: string): Expression<SqlBool> {
  if (isPostgres(db)) {
    const query = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
    return sql<SqlBool>`${sql.ref(column)} in (select fts.id from forum_messages as fts where fts.search_vector @@ to_tsquery('english', ${query}))`;
  }
  const query = words.map((word, index) => `"${word}"${index === words.length - 1 ? '*' : ''}`).join(' ');
  return sql<SqlBool>`${sql.ref(column)} in (select rowid from forum_messages_fts where forum_messages_fts match ${query})`;
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

/** A message with what its rules need: its forum's project, and its topic's subject and lock (a topic's own). */
export function findMessage(db: Db, id: number) {
  return db
    .selectFrom('forum_messages as m')
    .innerJoin('forums as f', 'f.id', 'm.forum_id')
    .leftJoin('forum_messages as t', 't.id', 'm.parent_id')
    .select([
      'm.id',
      'm.forum_id',
      'm.parent_id',
      'm.author_id',
      'm.subject',
      'm.sticky',
      'm.locked',
      'm.category_id',
      'm.created_at',
      'm.updated_at',
      'f.project_id',
      sql<string>`coalesce(t.subject, m.subject)`.as('topic_subject'),
      sql<boolean | number>`coalesce(t.locked, m.locked)`.as('topic_locked'),
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export type MessageRecord = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/**
 * Messages as represented, for any number of ids in one statement: names of what they link to, and the user's state
 * (read, following the topic, unread replies).
 */
export function findMessageViews(db: Db, ids: number[], userId: number) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('forum_messages as m')
    .innerJoin('forums as f', 'f.id', 'm.forum_id')
    .innerJoin('projects as p', 'p.id', 'f.project_id')
    .leftJoin('forum_messages as t', 't.id', 'm.parent_id')
    .leftJoin('principals as a', 'a.id', 'm.author_id')
    .leftJoin('forum_categories as c', 'c.id', 'm.category_id')
    .selectAll('m')
    .select([
      'f.name as forum_name',
      'f.project_id',
      'p.name as project_name',
      'p.active as project_active',
      'p.public as project_public',
      'a.name as author_name',
      'c.name as category_name',
      sql<string>`coalesce(t.subject, m.subject)`.as('topic_subject'),
      sql<boolean | number>`coalesce(t.locked, m.locked)`.as('topic_locked'),
    ])
    .select((eb) => [
      eb.exists(eb.selectFrom('forum_message_reads as r').select('r.message_id').where('r.user_id', '=', userId).whereRef('r.message_id', '=', 'm.id')).as('read'),
      eb.exists(eb.selectFrom('forum_topic_follows as ff').select('ff.topic_id').where('ff.user_id', '=', userId).whereRef('ff.topic_id', '=', 'm.id')).as('followed'),
      eb
        .selectFrom('forum_messages as reply')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('reply.parent_id', '=', 'm.id')
        .where((inner) => inner.not(inner.exists(inner.selectFrom('forum_message_reads as rr').select('rr.message_id').where('rr.user_id', '=', userId).whereRef('rr.message_id', '=', 'reply.id'))))
        .as('unread_replies'),
    ])
    .where('m.id', 'in', ids)
    .execute();
}

export type MessageView = Awaited<ReturnType<typeof findMessageViews>>[number];

export type TopicSort = 'latest' | 'popular' | 'unanswered' | 'views';
export type TopicStatus = 'all' | 'open' | 'locked' | 'pinned' | 'unread' | 'followed';

export interface TopicQuery {
  forumId: number;
  userId: number;
  sort: TopicSort;
  status: TopicStatus;
  words?: string[];
  categoryId?: number;
  authorId?: number;
}

const notReadBy = (eb: MessagesEB, userId: number, column: 'forum_messages.id' | 'um.id') =>
  eb.not(eb.exists(eb.selectFrom('forum_message_reads as ur').select('ur.message_id').where('ur.user_id', '=', userId).whereRef('ur.message_id', '=', column as 'forum_messages.id')));

function topics(db: Db, query: TopicQuery) {
  let base = db.selectFrom('forum_messages').where('forum_messages.forum_id', '=', query.forumId).where('forum_messages.parent_id', 'is', null);
  if (query.sort === 'unanswered') base = base.where('forum_messages.replies_count', '=', 0);
  if (query.categoryId !== undefined) base = base.where('forum_messages.category_id', '=', query.categoryId);
  if (query.authorId !== undefined) base = base.where('forum_messages.author_id', '=', query.authorId);
  // open and locked: index forum_messages_topics_locked; pinned: the sorts' indexes (sticky follows parent_id).
  if (query.status === 'open' || query.status === 'locked') base = base.where('forum_messages.locked', '=', query.status === 'locked');
  if (query.status === 'pinned') base = base.where('forum_messages.sticky', '=', true);
  if (query.status === 'followed') {
    base = base.where('forum_messages.id', 'in', (eb) => eb.selectFrom('forum_topic_follows as tf').select('tf.topic_id').where('tf.user_id', '=', query.userId));
  }
  if (query.status === 'unread') {
    // The topic itself or one of its replies is unread.
    base = base.where((eb) =>
      eb.or([
        notReadBy(eb, query.userId, 'forum_messages.id'),
        eb.exists(
          eb
            .selectFrom('forum_messages as um')
            .select('um.id')
            .whereRef('um.parent_id', '=', 'forum_messages.id')
            .where((inner) => inner.not(inner.exists(inner.selectFrom('forum_message_reads as ur2').select('ur2.message_id').where('ur2.user_id', '=', query.userId).whereRef('ur2.message_id', '=', 'um.id')))),
        ),
      ]),
    );
  }
  if (query.words !== undefined) {
    // The topic's or any of its replies' subject or text.
    const words = query.words;
    base = base.where((eb) =>
      eb.or([
        matchingMessageIds(db, words, 'forum_messages.id'),
        eb('forum_messages.id', 'in', eb.selectFrom('forum_messages as matched').select('matched.parent_id').where(matchingMessageIds(db, words, 'matched.id'))),
      ]),
    );
  }
  return base;
}

const SORT_COLUMN = {
  latest: 'forum_messages.last_activity_at',
  popular: 'forum_messages.replies_count',
  unanswered: 'forum_messages.created_at',
  views: 'forum_messages.views',
} as const;

export async function countTopics(db: Db, query: TopicQuery): Promise<number> {
  const row = await topics(db, query).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  return toCount(row?.n);
}

/** One page of a forum's topic ids: sticky first, then the sort (newest activity breaking ties), then id; with the total. */
export async function topicPage(db: Db, query: TopicQuery, limit: number, offset: number) {
  const total = topics(db, query).select((eb) => eb.fn.countAll<string | number>().as('n'));
  let ordered = topics(db, query).select(['forum_messages.id', total.as('total')]).orderBy('forum_messages.sticky', 'desc').orderBy(SORT_COLUMN[query.sort], 'desc');
  if (query.sort === 'popular' || query.sort === 'views') ordered = ordered.orderBy('forum_messages.last_activity_at', 'desc');
  const rows = await ordered.orderBy('forum_messages.id', 'desc').limit(limit).offset(offset).execute();
  return { rows: rows.map((row) => row.id), total: rows.length > 0 ? toCount(rows[0].total) : null };
}

export async function countReplies(db: Db, topicId: number): Promise<number> {
  const row = await db.selectFrom('forum_messages').select((eb) => eb.fn.countAll<string | number>().as('n')).where('parent_id', '=', topicId).executeTakeFirst();
  return toCount(row?.n);
}

/** A topic's replies, oldest first, with the total. */
export async function replyPage(db: Db, topicId: number, limit: number, offset: number) {
  const total = db.selectFrom('forum_messages as counted').select((eb) => eb.fn.countAll<string | number>().as('n')).where('counted.parent_id', '=', topicId);
  const rows = await db
    .selectFrom('forum_messages')
    .select(['id', total.as('total')])
    .where('parent_id', '=', topicId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows.map((row) => row.id), total: rows.length > 0 ? toCount(rows[0].total) : null };
}

export async function countForumMessages(db: Db, forumId: number): Promise<number> {
  const row = await db.selectFrom('forum_messages').select((eb) => eb.fn.countAll<string | number>().as('n')).where('forum_id', '=', forumId).executeTakeFirst();
  return toCount(row?.n);
}

/** A forum's topics and replies, newest first, with the total. */
export async function forumMessagePage(db: Db, forumId: number, limit: number, offset: number) {
  const total = db.selectFrom('forum_messages as counted').select((eb) => eb.fn.countAll<string | number>().as('n')).where('counted.forum_id', '=', forumId);
  const rows = await db
    .selectFrom('forum_messages')
    .select(['id', total.as('total')])
    .where('forum_id', '=', forumId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows.map((row) => row.id), total: rows.length > 0 ? toCount(rows[0].total) : null };
}

export interface SearchQuery {
  userId: number;
  admin: boolean;
  words?: string[];
  forumId?: number;
  projectId?: number;
  categoryId?: number;
  authorId?: number;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

/** Forums of the projects where the user may view forums (module on; admins every such project). */
function visibleForumCondition(eb: MessagesEB, query: SearchQuery): Expression<SqlBool> {
  const forumsIn = (projects: Parameters<typeof eb>[2]) => eb('forum_messages.forum_id', 'in', eb.selectFrom('forums as vf').select('vf.id').where('vf.project_id', 'in', projects as never));
  if (query.admin) return eb('forum_messages.forum_id', 'in', eb.selectFrom('forums as vf').select('vf.id').where('vf.project_id', 'not in', projectIdsWithoutModule(eb, 'forums')));
  return eb.or([forumsIn(projectIdsWithPermission(eb, query.userId, 'view_forums')), forumsIn(publicProjectIdsWithPermission(eb, 'view_forums'))]);
}

/**
 * Where a search reads messages from. On SQLite a word search reads them through the narrow index of migration 0024
 * (id, forum, date: what the count, the visibility check and the order need), about half the cost of a row read each;
 * SQLite keeps the INDEXED BY of a subquery it flattens, and its planner would not choose the index by itself.
 */
function searchSource(db: Db, query: SearchQuery) {
  if (query.words === undefined || isPostgres(db)) return db.selectFrom('forum_messages');
  const throughIndex = sql<Selectable<ForumMessagesTable>>`(select * from forum_messages indexed by forum_messages_search)`.as('forum_messages');
  return db.selectFrom(throughIndex) as unknown as ReturnType<typeof db.selectFrom<'forum_messages'>>;
}

function searched(db: Db, query: SearchQuery) {
  let base = searchSource(db, query).where((eb) => visibleForumCondition(eb, query));
  if (query.forumId !== undefined) base = base.where('forum_messages.forum_id', '=', query.forumId);
  if (query.projectId !== undefined) base = base.where('forum_messages.forum_id', 'in', (eb) => eb.selectFrom('forums as pf').select('pf.id').where('pf.project_id', '=', query.projectId!));
  if (query.categoryId !== undefined) {
    const categoryId = query.categoryId;
    // A reply is in its topic's category.
    base = base.where((eb) =>
      eb.or([
        eb.and([eb('forum_messages.parent_id', 'is', null), eb('forum_messages.category_id', '=', categoryId)]),
        eb('forum_messages.parent_id', 'in', eb.selectFrom('forum_messages as ct').select('ct.id').where('ct.category_id', '=', categoryId)),
      ]),
    );
  }
  if (query.authorId !== undefined) base = base.where('forum_messages.author_id', '=', query.authorId);
  if (query.from !== undefined) base = base.where('forum_messages.created_at', '>=', query.from);
  if (query.to !== undefined) base = base.where('forum_messages.created_at', '<', query.to);
  if (query.words !== undefined) base = base.where(matchingMessageIds(db, query.words, 'forum_messages.id'));
  return base;
}

export async function countSearch(db: Db, query: SearchQuery): Promise<number> {
  const row = await searched(db, query).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  return toCount(row?.n);
}

/** The messages found, newest first, with the total. */
export async function searchPage(db: Db, query: SearchQuery, limit: number, offset: number) {
  const total = searched(db, query).select((eb) => eb.fn.countAll<string | number>().as('n'));
  const rows = await searched(db, query)
    .select(['forum_messages.id', total.as('total')])
    .orderBy('forum_messages.created_at', 'desc')
    .orderBy('forum_messages.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows.map((row) => row.id), total: rows.length > 0 ? toCount(rows[0].total) : null };
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

export async function insertMessage(db: Db, row: NewForumMessage): Promise<number> {
  return (await db.insertInto('forum_messages').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateMessage(db: Db, id: number, changes: Updateable<ForumMessagesTable>): Promise<void> {
  await db.updateTable('forum_messages').set(changes).where('id', '=', id).execute();
}

/** A new topic in the forum's counters: one more topic and message, and the newest. */
export async function countNewTopic(db: Db, forumId: number, messageId: number, at: string): Promise<void> {
  await db
    .updateTable('forums')
    .set((eb) => ({ topics_count: eb('topics_count', '+', 1), messages_count: eb('messages_count', '+', 1), last_message_id: messageId, last_message_at: at }))
    .where('id', '=', forumId)
    .execute();
}

/** A new reply in its topic's and forum's counters. */
export async function countNewReply(db: Db, forumId: number, topicId: number, messageId: number, at: string): Promise<void> {
  await db
    .updateTable('forum_messages')
    .set((eb) => ({ replies_count: eb('replies_count', '+', 1), last_activity_at: at }))
    .where('id', '=', topicId)
    .execute();
  await db
    .updateTable('forums')
    .set((eb) => ({ messages_count: eb('messages_count', '+', 1), last_message_id: messageId, last_message_at: at }))
    .where('id', '=', forumId)
    .execute();
}

/** A topic's counters recounted (after a reply went): its replies and last activity. One statement. */
export async function recountTopic(db: Db, topicId: number): Promise<void> {
  await sql`update forum_messages set
      replies_count = (select count(*) from forum_messages r where r.parent_id = ${topicId}),
      last_activity_at = coalesce((select max(r.created_at) from forum_messages r where r.parent_id = ${topicId}), created_at)
    where id = ${topicId}`.execute(db);
}

/** Forums' counters recounted (after messages went or moved): topics, messages and the newest. One statement. */
export async function recountForums(db: Db, forumIds: number[]): Promise<void> {
  if (forumIds.length === 0) return;
  const newest = sql`(select n.id from forum_messages n where n.forum_id = forums.id order by n.created_at desc, n.id desc limit 1)`;
  await sql`update forums set
      topics_count = (select count(*) from forum_messages t where t.forum_id = forums.id and t.parent_id is null),
      messages_count = (select count(*) from forum_messages m where m.forum_id = forums.id),
      last_message_id = ${newest},
      last_message_at = (select l.created_at from forum_messages l where l.id = ${newest})
    where id in (${sql.join(forumIds)})`.execute(db);
}

/** Moves a topic and its replies to another forum. */
export async function moveTopic(db: Db, topicId: number, forumId: number): Promise<void> {
  await db
    .updateTable('forum_messages')
    .set({ forum_id: forumId })
    .where((eb) => eb.or([eb('id', '=', topicId), eb('parent_id', '=', topicId)]))
    .execute();
}

/**
 * Deletes a message (a topic with its replies first: the cascade would do it, the FTS triggers see each row either
 * way); the ids deleted (their attachments go too), none when it was gone.
 */
export async function deleteMessage(db: Db, id: number): Promise<number[]> {
  const replies = await db.deleteFrom('forum_messages').where('parent_id', '=', id).returning('id').execute();
  const message = await db.deleteFrom('forum_messages').where('id', '=', id).returning('id').executeTakeFirst();
  return message ? [...replies.map((reply) => reply.id), message.id] : [];
}

export async function countView(db: Db, topicId: number): Promise<void> {
  await db
    .updateTable('forum_messages')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', topicId)
    .execute();
}

/** The messages read by the user (those already read stay so). One statement. */
export async function markRead(db: Db, userId: number, messageIds: number[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .insertInto('forum_message_reads')
    .values(messageIds.map((messageId) => ({ user_id: userId, message_id: messageId })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

// Follows

export async function follow(db: Db, userId: number, topicId: number): Promise<void> {
  await db.insertInto('forum_topic_follows').values({ user_id: userId, topic_id: topicId }).onConflict((conflict) => conflict.doNothing()).execute();
}

export async function unfollow(db: Db, userId: number, topicId: number): Promise<void> {
  await db.deleteFrom('forum_topic_follows').where('user_id', '=', userId).where('topic_id', '=', topicId).execute();
}

export async function followers(db: Db, topicId: number): Promise<number[]> {
  return (await db.selectFrom('forum_topic_follows').select('user_id').where('topic_id', '=', topicId).execute()).map((row) => row.user_id);
}

// Drafts

const draftOf = (db: Db, userId: number, forumId: number, topicId: number | null) => {
  const query = db.selectFrom('forum_drafts').where('user_id', '=', userId).where('forum_id', '=', forumId);
  return topicId === null ? query.where('topic_id', 'is', null) : query.where('topic_id', '=', topicId);
};

export function findDraft(db: Db, userId: number, forumId: number, topicId: number | null) {
  return draftOf(db, userId, forumId, topicId).selectAll().executeTakeFirst();
}

/** Writes the user's draft of a topic (topicId null) or reply: one statement (the unique index settles a race). */
export async function saveDraft(db: Db, draft: { userId: number; forumId: number; topicId: number | null; subject: string; content: string; at: string }): Promise<void> {
  await sql`insert into forum_drafts (user_id, forum_id, topic_id, subject, content, updated_at)
    values (${draft.userId}, ${draft.forumId}, ${draft.topicId}, ${draft.subject}, ${draft.content}, ${draft.at})
    on conflict (user_id, forum_id, (coalesce(topic_id, 0))) do update set subject = excluded.subject, content = excluded.content, updated_at = excluded.updated_at`.execute(db);
}

export async function deleteDraft(db: Db, userId: number, forumId: number, topicId: number | null): Promise<void> {
  let query = db.deleteFrom('forum_drafts').where('user_id', '=', userId).where('forum_id', '=', forumId);
  query = topicId === null ? query.where('topic_id', 'is', null) : query.where('topic_id', '=', topicId);
  await query.execute();
}
