import type { FastifyInstance } from 'fastify';
import { sweepUnusedFiles } from '../../storage/index.ts';
import type { JobHandler } from '../jobs/index.ts';

/** The background job that removes stored files no attachment uses (FILE_SWEEP_INTERVAL_MS), on either store. */
export const FILE_SWEEP_JOB = 'sweep_attachment_files';

export function fileSweepJob(app: FastifyInstance): JobHandler {
  return async () => {
    const result = await sweepUnusedFiles(app.db, app.files, app.clock.now(), app.log);
    if (result.removed > 0) app.log.info(result, 'swept attachment files that no attachment uses');
    return { message: `Removed ${result.removed} of ${result.checked} stored files: no attachment used them.`, result: { ...result } };
  };
}
