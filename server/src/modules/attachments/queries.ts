import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { AttachmentsTable, Database } from '../../db/schema.ts';
import { attachmentsOfContainers, attachmentsWithAuthor, type AttachmentRecord, type Container } from '../../storage/index.ts';
import type { Insertable } from 'kysely';

// The rows with their author, and the containers they hang on, live in the storage kernel: forum messages embed
// their files with the same query and representation (see storage/attachments.ts).
export type { AttachmentRecord, Container, ContainerType } from '../../storage/index.ts';

export function findAttachment(db: Db, id: number): Promise<AttachmentRecord | undefined> {
  return attachmentsWithAuthor(db).where('attachments.id', '=', id).executeTakeFirst();
}

/** A container's attachments, oldest first, one statement: the same query as a page of containers' (attachmentsOfContainers). */
export async function listAttachments(db: Db, container: Container): Promise<AttachmentRecord[]> {
  return (await attachmentsOfContainers(db, container.type, [container.id])).get(container.id) ?? [];
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
