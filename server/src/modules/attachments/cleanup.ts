import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import * as queries from './queries.ts';
import { removeFiles } from './storage.ts';

/**
 * For the services that delete attachments' containers (work packages, projects): delete the rows inside their
 * transaction, then, after the commit, the files no remaining attachment uses.
 */
export const deleteAttachmentsOfWorkPackages = (trx: Db, workPackageIds: number[]) => queries.deleteForWorkPackages(trx, workPackageIds);
export const deleteAttachmentsOfProjects = (trx: Db, projectIds: number[]) => queries.deleteForProjects(trx, projectIds);

/** After a commit that deleted attachments: removes their files unless a project copy's attachment still uses them. */
export async function removeUnusedFiles(app: FastifyInstance, diskFiles: string[], log: FastifyBaseLogger = app.log): Promise<void> {
  if (diskFiles.length === 0) return;
  await removeFiles(app.config.dataDir, await queries.unreferencedFiles(app.db, diskFiles), log);
}
