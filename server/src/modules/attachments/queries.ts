import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { AttachmentsTable, Database } from '../../db/schema.ts';
import type { Insertable } from 'kysely';

/**
 * What an attachment is attached to. Activities are work package journals; documents hold their editor's images;
 * messages are forum topics and replies.
 */
export type ContainerType = 'WorkPackage' | 'Activity' | 'Document' | 'Message';

export interface Container {
  type: ContainerType;
  id: number;
}

function withAuthor(db: Db) {
  return db.selectFrom('attachments').leftJoin('principals', 'principals.id', 'attachments.author_id').selectAll('attachments').select('principals.name as author_name');
}

export type AttachmentRecord = Awaited<ReturnType<typeof findAttachment>> & object;

export function findAttachment(db: Db, id: number) {
  return withAuthor(db).where('attachments.id', '=', id).executeTakeFirst();
}

/** A container's attachments, oldest first, one statement. */
export function listAttachments(db: Db, container: Container) {
  return withAuthor(db)
    .where('attachments.container_type', '=', container.type)
    .where('attachments.container_id', '=', container.id)
    .orderBy('attachments.created_at')
    .orderBy('attachments.id')
    .execute();
}

export async function insertAttachment(db: Db, row: Insertable<AttachmentsTable>): Promise<number> {
  const inserted = await db.insertInto('attachments').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Deletes one attachment; its file name when it existed. */
export async function deleteAttachment(db: Db, id: number): Promise<string | undefined> {
  const row = await db.deleteFrom('attachments').where('id', '=', id).returning('disk_file').executeTakeFirst();
  return row?.disk_file;
}


/**
 * Locks a document's row for the rest of the transaction (PostgreSQL; SQLite transactions already run one at a time);
 * false when it is gone.
 */
export async function lockDocument(db: Db, id: number): Promise<boolean> {
  let query = db.selectFrom('documents').select('id').where('id', '=', id);
  if (isPostgres<Database>(db)) query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/** As lockDocument, for a forum message: its deletion (which takes its attachments) and a new attachment come one after the other. */
export async function lockMessage(db: Db, id: number): Promise<boolean> {
  let query = db.selectFrom('forum_messages').select('id').where('id', '=', id);
  if (isPostgres<Database>(db)) query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}
