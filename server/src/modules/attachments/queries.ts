import type { Db } from '../../db/index.ts';
import type { AttachmentsTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';
import { WORK_PACKAGE_JOURNABLE } from '../../journals/index.ts';

/** What an attachment is attached to. Activities are work package journals. */
export type ContainerType = 'WorkPackage' | 'Activity';

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

/** Of these files, those no attachment uses any more (a project copy's attachments share their source's files). */
export async function unreferencedFiles(db: Db, diskFiles: string[]): Promise<string[]> {
  const unique = [...new Set(diskFiles)];
  if (unique.length === 0) return [];
  const used = new Set<string>();
  for (let start = 0; start < unique.length; start += FILES_PER_STATEMENT) {
    const rows = await db.selectFrom('attachments').select('disk_file').distinct().where('disk_file', 'in', unique.slice(start, start + FILES_PER_STATEMENT)).execute();
    for (const row of rows) used.add(row.disk_file);
  }
  return unique.filter((file) => !used.has(file));
}
const FILES_PER_STATEMENT = 10_000;

/**
 * Deletes the attachments of work packages and of their activities, and the reactions to those activities, in the
 * caller's transaction; returns the files the deleted attachments used (remove them after the commit).
 */
export async function deleteForWorkPackages(db: Db, workPackageIds: number[]): Promise<string[]> {
  if (workPackageIds.length === 0) return [];
  const journals = db.selectFrom('journals').select('journals.id').where('journals.journable_type', '=', WORK_PACKAGE_JOURNABLE).where('journals.journable_id', 'in', workPackageIds);
  const rows = await db
    .deleteFrom('attachments')
    .where((eb) =>
      eb.or([
        eb.and([eb('container_type', '=', 'WorkPackage'), eb('container_id', 'in', workPackageIds)]),
        eb.and([eb('container_type', '=', 'Activity'), eb('container_id', 'in', journals)]),
      ]),
    )
    .returning('disk_file')
    .execute();
  await db.deleteFrom('emoji_reactions').where('reactable_type', '=', 'Activity').where('reactable_id', 'in', journals).execute();
  return rows.map((row) => row.disk_file);
}

/** The same for every work package and journal of some projects (a project deletion). */
export async function deleteForProjects(db: Db, projectIds: number[]): Promise<string[]> {
  if (projectIds.length === 0) return [];
  const workPackages = db.selectFrom('work_packages').select('work_packages.id').where('work_packages.project_id', 'in', projectIds);
  const journals = db.selectFrom('journals').select('journals.id').where('journals.project_id', 'in', projectIds);
  const rows = await db
    .deleteFrom('attachments')
    .where((eb) =>
      eb.or([
        eb.and([eb('container_type', '=', 'WorkPackage'), eb('container_id', 'in', workPackages)]),
        eb.and([eb('container_type', '=', 'Activity'), eb('container_id', 'in', journals)]),
      ]),
    )
    .returning('disk_file')
    .execute();
  await db.deleteFrom('emoji_reactions').where('reactable_type', '=', 'Activity').where('reactable_id', 'in', journals).execute();
  return rows.map((row) => row.disk_file);
}
