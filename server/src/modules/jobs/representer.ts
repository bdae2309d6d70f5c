import type { Selectable } from 'kysely';
import type { JobsTable } from '../../db/schema.ts';
import { toIsoString, toIsoStringOrNull } from '../../db/values.ts';
import { link } from '../../http/hal.ts';

/** What a job says before it has a message of its own. */
const PENDING_MESSAGES: Record<string, string> = {
  in_queue: 'The job is waiting to start.',
  in_process: 'The job is running.',
};

const parseJson = <T>(text: string | null, fallback: T): T => (text === null ? fallback : (JSON.parse(text) as T));

/**
 * OpenProject's JobStatus (modules/job_status): jobId, status, message, payload (for a finished project copy:
 * `_links.project` and `redirect`; on failure `errors`); plus `errors` at the top level and the job's times.
 */
export function representJobStatus(job: Selectable<JobsTable>) {
  return {
    _type: 'JobStatus',
    jobId: job.id,
    status: job.status,
    message: job.message ?? PENDING_MESSAGES[job.status] ?? null,
    payload: parseJson<Record<string, unknown> | null>(job.result, null),
    errors: parseJson<string[]>(job.errors, []),
    createdAt: toIsoString(job.created_at),
    updatedAt: toIsoString(job.updated_at),
    startedAt: toIsoStringOrNull(job.started_at),
    finishedAt: toIsoStringOrNull(job.finished_at),
    _links: { self: link(`/job_statuses/${job.id}`) },
  };
}

export type JobStatusRepresentation = ReturnType<typeof representJobStatus>;
