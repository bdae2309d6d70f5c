import type { FastifyInstance } from 'fastify';
import type { PrincipalRow } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import * as queries from './queries.ts';
import { representJobStatus } from './representer.ts';

/** A job's status for the user who started it (and admins); anyone else gets the same 404 as for an unknown id. */
export async function getJobStatus(app: FastifyInstance, user: PrincipalRow, jobId: string) {
  const job = await queries.findJob(app.db, jobId);
  if (!job || (job.user_id !== user.id && user.role_type !== 'admin')) throw notFound();
  return representJobStatus(job);
}
