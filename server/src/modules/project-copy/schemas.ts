import { ID_PARAMS } from '../../http/query.ts';
import { projectBodySchema } from '../projects/index.ts';
import { COPY_FLAGS } from './options.ts';
import { ok, ref } from '../../http/responses.ts';

const { active: _active, templated: _templated, ...copiedAttributes } = projectBodySchema.properties;

/**
 * The new project's attributes (as POST /projects, without `active` and `templated`: a copy starts active and is
 * not a template) and OpenProject's `_meta`: the copy flags and sendNotifications.
 */
export const copyBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...copiedAttributes,
    _meta: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...Object.fromEntries(COPY_FLAGS.map((entry) => [entry.flag, { type: 'boolean' }])),
        sendNotifications: { type: 'boolean' },
      },
    },
  },
} as const;

export const copyFormSchema = {
  tags: ['Projects'],
  summary: 'Validate a copy of a project without starting it (Form with payload, schema of the copy flags, validationErrors)',
  params: ID_PARAMS,
  body: copyBodySchema,
  response: ok(),
} as const;

export const copyProjectSchema = {
  tags: ['Projects'],
  summary:
    'Copy a project in a background job (copy_projects in the source, and the right to create the copy where it goes): 302 to the job status, with the JobStatus as body',
  params: ID_PARAMS,
  body: copyBodySchema,
  response: { 302: { ...ref('JobStatus'), description: 'The JobStatus of the copy; Location names it' } },
} as const;
