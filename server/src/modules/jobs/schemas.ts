import { halResource, nullable, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const JOB_COMPONENTS: readonly ComponentSchema[] = [
  halResource('JobStatus', 'JobStatus', {
    jobId: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['in_queue', 'in_process', 'success', 'failure', 'cancelled'] },
    message: nullable('string'),
    payload: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: 'What the job reports (a finished project copy: _links.project and redirect; on failure errors).',
    },
    errors: { type: 'array', items: { type: 'string' } },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    startedAt: nullable('string', { format: 'date-time' }),
    finishedAt: nullable('string', { format: 'date-time' }),
  }, ['jobId', 'status', 'message', 'payload', 'errors', 'createdAt', 'updatedAt', 'startedAt', 'finishedAt']),
];

/** Job ids are UUIDs; anything else cannot name a job (a 404, as for an unknown id). */
export const JOB_ID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const getJobStatusSchema = {
  tags: ['Jobs'],
  summary: 'The status of a background job (only for the user who started it, and admins)',
  params: { type: 'object', required: ['jobId'], properties: { jobId: { type: 'string', pattern: JOB_ID_PATTERN } } },
  response: ok(ref('JobStatus')),
} as const;
