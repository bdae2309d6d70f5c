import { ID_PARAMS } from '../../http/query.ts';
import { formattableInput } from '../../http/body.ts';
import { arrayOf, created, halCollection, halResource, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const ACTIVITY_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Activity', 'Activity', {
    _type: { type: 'string', enum: ['Activity', 'Activity::Comment'], description: 'Activity::Comment when it carries a comment.' },
    id: { type: 'integer' },
    version: { type: 'integer' },
    comment: ref('Formattable'),
    details: arrayOf({ ...object({ format: { type: 'string', enum: ['custom'] }, raw: { type: 'string' }, html: { type: 'string' } }), description: 'One line per change ("Status changed from New to In progress").' }),
    internal: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  }, ['id', 'version', 'comment', 'details', 'internal', 'createdAt', 'updatedAt']),
];

export const commentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['comment'],
  properties: { comment: formattableInput, internal: { type: 'boolean' } },
} as const;

export const commentsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['content', '_links'],
  properties: {
    content: formattableInput,
    _links: {
      type: 'object',
      additionalProperties: false,
      required: ['commentable'],
      properties: { commentable: { type: 'object', properties: { href: { type: ['string', 'null'], maxLength: 2048 } } } },
    },
  },
} as const;

const TAGS = ['Activities'];

export const listActivitiesSchema = {
  tags: TAGS,
  summary: "A work package's activities (journals: changes and comments), oldest first",
  params: ID_PARAMS,
  querystring: {
    type: 'object',
    properties: {
      sortBy: { type: 'string', description: 'JSON array of [field, "asc"|"desc"] pairs (version, id, createdAt).' },
      offset: { type: 'integer', minimum: 1, description: '1-based page number.' },
      pageSize: { type: 'integer', minimum: 0, description: 'Elements per page (default 10, clamped to the maximum); 0 returns only the total.' },
    },
  },
  response: ok(halCollection(ref('Activity'))),
} as const;

export const addCommentSchema = {
  tags: TAGS,
  summary: 'Comment on a work package (add_work_package_notes)',
  params: ID_PARAMS,
  querystring: { type: 'object', properties: { notify: { type: 'boolean', description: 'Accepted (Tessera sends no mail).' } } },
  body: commentBodySchema,
  response: created(ref('Activity')),
} as const;

export const getActivitySchema = { tags: TAGS, summary: 'An activity', params: ID_PARAMS, response: ok(ref('Activity')) } as const;

export const updateActivitySchema = {
  tags: TAGS,
  summary: "Edit an activity's comment (its author only)",
  params: ID_PARAMS,
  body: commentBodySchema,
  response: ok(ref('Activity')),
} as const;

export const createCommentSchema = {
  tags: TAGS,
  summary: 'Comment on the work package named by _links.commentable',
  querystring: { type: 'object', properties: { notify: { type: 'boolean', description: 'Accepted (Tessera sends no mail).' } } },
  body: commentsBodySchema,
  response: created(ref('Activity')),
} as const;
