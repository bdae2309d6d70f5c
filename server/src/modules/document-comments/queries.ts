import type { Db } from '../../db/index.ts';
import type { DocumentCommentThreadsTable } from '../../db/schema.ts';
import type { Insertable, Updateable } from 'kysely';
import { toCount } from '../../db/values.ts';

/** A thread's columns with the names of its author and of who resolved it. */
function threadViews(db: Db) {
  return db
    .selectFrom('document_comment_threads as t')
    .leftJoin('principals as author', 'author.id', 't.author_id')
    .leftJoin('principals as resolver', 'resolver.id', 't.resolved_by_id')
    .select([
      't.id',
      't.document_id',
      't.author_id',
      't.quote',
      't.resolved_at',
      't.resolved_by_id',
      't.lock_version',
      't.created_at',
      't.updated_at',
      'author.name as author_name',
      'resolver.name as resolved_by_name',
    ]);
}

export type ThreadRecord = NonNullable<Awaited<ReturnType<typeof findThread>>>;

export function findThread(db: Db, id: number) {
  return threadViews(db).where('t.id', '=', id).executeTakeFirst();
}

export async function countThreads(db: Db, documentId: number): Promise<number> {
  const row = await db
    .selectFrom('document_comment_threads')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return toCount(row?.total);
}

/**
 * One page of a document's threads, oldest first, whole (authors' names joined), with the total in the same statement
 * (a scalar subquery: the index on (document_id, id) serves both).
 */
export async function threadPage(db: Db, documentId: number, limit: number, offset: number): Promise<{ rows: ThreadRecord[]; total: number | null }> {
  const total = db
    .selectFrom('document_comment_threads as counted')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('counted.document_id', '=', documentId);
  const rows = await threadViews(db)
    .select(total.as('total'))
    .where('t.document_id', '=', documentId)
    .orderBy('t.id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: rows.length > 0 ? toCount(rows[0].total) : null };
}

/** A comment's columns with its author's name and its thread's document. */
function commentViews(db: Db) {
  return db
    .selectFrom('document_comments as c')
    .innerJoin('document_comment_threads as ct', 'ct.id', 'c.thread_id')
    .leftJoin('principals as author', 'author.id', 'c.author_id')
    .select(['c.id', 'c.thread_id', 'c.author_id', 'c.comment_raw', 'c.comment_html', 'c.created_at', 'c.updated_at', 'ct.document_id', 'author.name as author_name']);
}

export type CommentRecord = NonNullable<Awaited<ReturnType<typeof findComment>>>;

export function findComment(db: Db, id: number) {
  return commentViews(db).where('c.id', '=', id).executeTakeFirst();
}

/** The comments of several threads in one statement, by thread then id. */
export function findComments(db: Db, threadIds: number[]): Promise<CommentRecord[]> {
  if (threadIds.length === 0) return Promise.resolve([]);
  return commentViews(db).where('c.thread_id', 'in', threadIds).orderBy('c.thread_id').orderBy('c.id').execute();
}

export async function insertThread(db: Db, row: Insertable<DocumentCommentThreadsTable>): Promise<number> {
  return (await db.insertInto('document_comment_threads').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertComment(
  db: Db,
  row: { thread_id: number; author_id: number; comment_raw: string; comment_html: string; created_at: string; updated_at: string },
): Promise<number> {
  return (await db.insertInto('document_comments').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Marks an open thread as just commented on; false when it was resolved in the meantime (no reply then). */
export async function touchOpenThread(db: Db, id: number, updatedAt: string): Promise<boolean> {
  const result = await db.updateTable('document_comment_threads').set({ updated_at: updatedAt }).where('id', '=', id).where('resolved_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Resolves or reopens at the lockVersion it was read at (false when another write came first). */
export async function updateThread(db: Db, id: number, lockVersion: number, changes: Updateable<DocumentCommentThreadsTable>): Promise<boolean> {
  const result = await db
    .updateTable('document_comment_threads')
    .set({ ...changes, lock_version: lockVersion + 1 })
    .where('id', '=', id)
    .where('lock_version', '=', lockVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who took part in a thread: its author and everyone who commented on it (one statement). */
export async function participants(db: Db, threadId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('document_comments')
    .select('author_id')
    .where('thread_id', '=', threadId)
    .union(db.selectFrom('document_comment_threads').select('author_id').where('id', '=', threadId))
    .execute();
  return [...new Set(rows.flatMap((row) => (row.author_id === null ? [] : [row.author_id])))];
}
