import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { WORK_PACKAGE_JOURNABLE } from '../journals/index.ts';
import type { FileRemovalLog, FileStore } from './file-store.ts';

/**
 * For the services that delete attachments' containers (work packages, documents, projects): delete the rows inside their
 * transaction, then, after the commit, the files no remaining attachment uses.
 */
export const deleteAttachmentsOfWorkPackages = (trx: Db, workPackageIds: number[]) => deleteForWorkPackages(trx, workPackageIds);
export const deleteAttachmentsOfProjects = (trx: Db, projectIds: number[]) => deleteForProjects(trx, projectIds);
export const deleteAttachmentsOfDocuments = (trx: Db, documentIds: number[]) => deleteForDocuments(trx, documentIds);
export const deleteAttachmentsOfMessages = (trx: Db, messageIds: number[]) => deleteForMessages(trx, messageIds);

/** After a commit that deleted attachments: removes their files unless a project copy's attachment still uses them. */
export async function removeUnusedFiles(app: FastifyInstance, diskFiles: string[], log: FastifyBaseLogger = app.log): Promise<void> {
  if (diskFiles.length === 0) return;
  await app.files.remove(await unreferencedFiles(app.db, diskFiles), log);
}

/**
 * Files younger than this are never swept: an upload is stored before its row commits (and a local file's time moves
 * while it is written), so a young file without a row may be one on its way.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;

export interface SweepResult {
  /** Stored files looked at. */
  checked: number;
  /** Of those, removed: no attachment uses them and they are older than the grace period. */
  removed: number;
}

/**
 * Removes stored files that no attachment row uses (their removal after a deletion failed, or the server stopped
 * between the commit and the removal), on either store: one reference lookup per listed page.
 */
export async function sweepUnusedFiles(db: Db, store: FileStore, now: Date, log: FileRemovalLog, graceMs = SWEEP_GRACE_MS): Promise<SweepResult> {
  const cutoff = now.getTime() - graceMs;
  let checked = 0;
  let removed = 0;
  for await (const page of store.list()) {
    checked += page.length;
    const unused = await unreferencedFiles(
      db,
      page.filter((object) => object.modifiedAt.getTime() < cutoff).map((object) => object.diskFile),
    );
    await store.remove(unused, log);
    removed += unused.length;
  }
  return { checked, removed };
}

/** Of these files, those no attachment uses any more (a project copy's attachments share their source's files). */
async function unreferencedFiles(db: Db, diskFiles: string[]): Promise<string[]> {
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
async function deleteForWorkPackages(db: Db, workPackageIds: number[]): Promise<string[]> {
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

/** Deletes the attachments of documents (their editor's images) in the caller's transaction; returns their files. */
async function deleteForDocuments(db: Db, documentIds: number[]): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const rows = await db.deleteFrom('attachments').where('container_type', '=', 'Document').where('container_id', 'in', documentIds).returning('disk_file').execute();
  return rows.map((row) => row.disk_file);
}

/** Deletes the attachments of forum messages (topics and replies) in the caller's transaction; returns their files. */
async function deleteForMessages(db: Db, messageIds: number[]): Promise<string[]> {
  if (messageIds.length === 0) return [];
  const rows = await db.deleteFrom('attachments').where('container_type', '=', 'Message').where('container_id', 'in', messageIds).returning('disk_file').execute();
  return rows.map((row) => row.disk_file);
}

/** The same for every work package, journal, document and forum message of some projects (a project deletion). */
async function deleteForProjects(db: Db, projectIds: number[]): Promise<string[]> {
  if (projectIds.length === 0) return [];
  const workPackages = db.selectFrom('work_packages').select('work_packages.id').where('work_packages.project_id', 'in', projectIds);
  const journals = db.selectFrom('journals').select('journals.id').where('journals.project_id', 'in', projectIds);
  const documents = db.selectFrom('documents').select('documents.id').where('documents.project_id', 'in', projectIds);
  const messages = db.selectFrom('forum_messages').innerJoin('forums', 'forums.id', 'forum_messages.forum_id').select('forum_messages.id').where('forums.project_id', 'in', projectIds);
  const rows = await db
    .deleteFrom('attachments')
    .where((eb) =>
      eb.or([
        eb.and([eb('container_type', '=', 'WorkPackage'), eb('container_id', 'in', workPackages)]),
        eb.and([eb('container_type', '=', 'Activity'), eb('container_id', 'in', journals)]),
        eb.and([eb('container_type', '=', 'Document'), eb('container_id', 'in', documents)]),
        eb.and([eb('container_type', '=', 'Message'), eb('container_id', 'in', messages)]),
      ]),
    )
    .returning('disk_file')
    .execute();
  await db.deleteFrom('emoji_reactions').where('reactable_type', '=', 'Activity').where('reactable_id', 'in', journals).execute();
  return rows.map((row) => row.disk_file);
}
