import { arrayOf, halResource, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const JOB_COMPONENTS: readonly ComponentSchema[] = [
  {
    $id: 'JobStatusPayload',
    description:
      'What a finished job reports. A project copy: on success _links.project, redirect (its path), copied (rows per ' +
      'option) and skipped (selected options no copier handles, with the reason); on failure errors.',
    type: 'object',
    additionalProperties: true,
    properties: {
      _links: { type: 'object', additionalProperties: ref('Link'), required: ['project'], properties: { project: ref('Link') } },
      redirect: { type: 'string' },
      copied: { type: 'object', additionalProperties: { type: 'integer' } },
      skipped: arrayOf(object({ option: { type: 'string' }, reason: { type: 'string' } })),
      errors: arrayOf({ type: 'string' }),
    },
  },
  halResource('JobStatus', 'JobStatus', {
    jobId: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['in_queue', 'in_process', 'success', 'failure', 'cancelled'] },
    message: nullable('string'),
    payload: { anyOf: [ref('JobStatusPayload'), { type: 'null' }], description: 'null until the job has finished, and for a job that reports nothing.' },
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
