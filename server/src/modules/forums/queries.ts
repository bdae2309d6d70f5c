import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { ForumsTable, NewForum } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';
import type { SortDirection } from '../../http/query.ts';

export type ForumSort = 'position' | 'name' | 'updatedAt' | 'lastMessage';

/** A forum with its project's name. */
export function findForum(db: Db, id: number) {
  return db
    .selectFrom('forums')
    .innerJoin('projects', 'projects.id', 'forums.project_id')
    .selectAll('forums')
    .select('projects.name as project_name')
    .where('forums.id', '=', id)
    .executeTakeFirst();
}

export type ForumRow = NonNullable<Awaited<ReturnType<typeof findForum>>>;

/**
 * Forums as represented, for any number of ids in one statement: the project's name, the last message's subject and
 * author, and how many of the forum's messages the user has not read.
 */
export function findForumViews(db: Db, ids: number[], userId: number) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('forums')
    .innerJoin('projects', 'projects.id', 'forums.project_id')
    .leftJoin('forum_messages as last', 'last.id', 'forums.last_message_id')
    .leftJoin('principals as last_author', 'last_author.id', 'last.author_id')
    .selectAll('forums')
    .select(['projects.name as project_name', 'last.subject as last_message_subject', 'last.author_id as last_author_id', 'last_author.name as last_author_name'])
    .select((eb) =>
      eb
        .selectFrom('forum_messages as unread')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('unread.forum_id', '=', 'forums.id')
        .where((inner) => inner.not(inner.exists(inner.selectFrom('forum_message_reads as r').select('r.message_id').where('r.user_id', '=', userId).whereRef('r.message_id', '=', 'unread.id'))))
        .as('unread_count'),
    )
    .where('forums.id', 'in', ids)
    .execute();
}

export type ForumView = Awaited<ReturnType<typeof findForumViews>>[number];

export async function countForums(db: Db, projectId: number): Promise<number> {
  const row = await db.selectFrom('forums').select((eb) => eb.fn.countAll<string | number>().as('n')).where('project_id', '=', projectId).executeTakeFirst();
  return toCount(row?.n);
}

/** One page of a project's forum ids in order, with the total in the same statement; id breaks ties. */
export async function forumPage(db: Db, projectId: number, sort: ForumSort, direction: SortDirection, limit: number, offset: number) {
  const total = db.selectFrom('forums as counted').select((eb) => eb.fn.countAll<string | number>().as('n')).where('counted.project_id', '=', projectId);
  let query = db.selectFrom('forums').select(['forums.id', total.as('total')]).where('forums.project_id', '=', projectId);
  switch (sort) {
    case 'position':
      query = query.orderBy('forums.position', direction);
      break;
    case 'name':
      query = query.orderBy(sql`lower(forums.name)`, direction);
      break;
    case 'updatedAt':
      query = query.orderBy('forums.updated_at', direction);
      break;
    case 'lastMessage':
      // Forums without messages last, either way (the databases disagree on where nulls go).
      query = query.orderBy(sql`case when forums.last_message_at is null then 1 else 0 end`).orderBy('forums.last_message_at', direction);
      break;
  }
  const rows = await query.orderBy('forums.id', direction).limit(limit).offset(offset).execute();
  return { rows: rows.map((row) => row.id), total: rows.length > 0 ? toCount(rows[0].total) : null };
}

/** Another forum of the project with this name, whatever its case. */
export async function nameTaken(db: Db, projectId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('forums').select('id').where('project_id', '=', projectId).where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The position after the project's last forum. */
export async function nextPosition(db: Db, projectId: number): Promise<number> {
  const row = await db.selectFrom('forums').select((eb) => eb.fn.max('position').as('last')).where('project_id', '=', projectId).executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 1 : Number(row.last) + 1;
}

export async function insertForum(db: Db, row: NewForum): Promise<number> {
  return (await db.insertInto('forums').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateForum(db: Db, id: number, changes: Updateable<ForumsTable>): Promise<void> {
  await db.updateTable('forums').set(changes).where('id', '=', id).execute();
}

export async function hasTopics(db: Db, forumId: number): Promise<boolean> {
  return (await db.selectFrom('forum_messages').select('id').where('forum_id', '=', forumId).limit(1).executeTakeFirst()) !== undefined;
}

export async function deleteForum(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('forums').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Every message of the forum read by the user ('Mark all read'): one statement. */
export async function markForumRead(db: Db, userId: number, forumId: number): Promise<void> {
  await db
    .insertInto('forum_message_reads')
    .columns(['user_id', 'message_id'])
    .expression((eb) =>
      eb
        .selectFrom('forum_messages as m')
        .select([sql<number>`cast(${userId} as integer)`.as('user_id'), 'm.id'])
        .where('m.forum_id', '=', forumId)
        .where((inner) => inner.not(inner.exists(inner.selectFrom('forum_message_reads as r').select('r.message_id').where('r.user_id', '=', userId).whereRef('r.message_id', '=', 'm.id')))),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

// Categories

export function listCategories(db: Db) {
  return db.selectFrom('forum_categories').selectAll().orderBy('position').orderBy('id').execute();
}

export function findCategory(db: Db, id: number) {
  return db.selectFrom('forum_categories').selectAll().where('id', '=', id).executeTakeFirst();
}
