import { ok } from '../../http/responses.ts';
/** Job ids are UUIDs; anything else cannot name a job (a 404, as for an unknown id). */
export const JOB_ID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const getJobStatusSchema = {
  tags: ['Jobs'],
  summary: 'The status of a background job (only for the user who started it, and admins)',
  params: { type: 'object', required: ['jobId'], properties: { jobId: { type: 'string', pattern: JOB_ID_PATTERN } } },
  response: ok(),
} as const;
