import { ID_PARAMS } from '../../http/query.ts';
import { projectBodySchema } from '../projects/index.ts';
import { COPY_FLAGS } from './options.ts';
import { halResource, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

const boolean = { type: 'boolean' } as const;
const string = { type: 'string' } as const;
const COPY_FLAG_NAMES = COPY_FLAGS.map((entry) => entry.flag);

export const PROJECT_COPY_COMPONENTS: readonly ComponentSchema[] = [
  {
    $id: 'CopyFlagSchema',
    description: "One copy flag in the copy form's schema: `available` says whether this server copies that area.",
    ...object({ type: string, name: string, required: boolean, hasDefault: boolean, writable: boolean, location: { type: 'string', enum: ['_meta'] }, available: boolean }),
  },
  halResource('ProjectCopyForm', 'Form', {
    _embedded: object({
      payload: object({
        name: string,
        identifier: string,
        description: object({ raw: { type: ['string', 'null'] } }),
        statusExplanation: object({ raw: { type: ['string', 'null'] } }),
        public: boolean,
        _links: object({ parent: ref('Link'), status: ref('Link') }),
        _meta: object({ ...Object.fromEntries(COPY_FLAG_NAMES.map((flag) => [flag, boolean])), sendNotifications: boolean }),
      }),
      schema: {
        type: 'object',
        additionalProperties: true,
        required: COPY_FLAG_NAMES,
        properties: Object.fromEntries(COPY_FLAG_NAMES.map((flag) => [flag, ref('CopyFlagSchema')])),
      },
      validationErrors: { type: 'object', additionalProperties: ref('Error'), description: 'The first error of each attribute; empty when the copy would start.' },
    }),
  }, ['_embedded']),
];

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
  response: ok(ref('ProjectCopyForm')),
} as const;

export const copyProjectSchema = {
  tags: ['Projects'],
  summary:
    'Copy a project in a background job (copy_projects in the source, and the right to create the copy where it goes): 302 to the job status, with the JobStatus as body',
  params: ID_PARAMS,
  body: copyBodySchema,
  response: { 302: { ...ref('JobStatus'), description: 'The JobStatus of the copy; Location names it' } },
} as const;
