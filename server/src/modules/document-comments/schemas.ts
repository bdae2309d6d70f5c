import { formattableInput } from '../../http/body.ts';
import { ID_PARAMS, pageQuerySchema } from '../../http/query.ts';
import { arrayOf, created, halCollection, halResource, nullable, ok, ref, type ComponentSchema } from '../../http/responses.ts';

// Lengths are checked by the service (422 naming quote or comment); the schema only bounds what is read at all.
export const threadBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    quote: { type: 'string', maxLength: 100_000 },
    comment: formattableInput,
  },
} as const;

export const commentBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { comment: formattableInput },
} as const;

export const threadUpdateBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { resolved: { type: 'boolean' }, lockVersion: { type: 'number' } },
} as const;

const TAGS = ['Documents'];
const TIMESTAMPS = { createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' } };

export const DOCUMENT_COMMENT_COMPONENTS: readonly ComponentSchema[] = [
  halResource(
    'DocumentComment',
    'DocumentComment',
    { id: { type: 'integer' }, comment: ref('Formattable'), ...TIMESTAMPS },
    ['id', 'comment', 'createdAt', 'updatedAt'],
  ),
  halResource(
    'DocumentCommentThread',
    'DocumentCommentThread',
    {
      id: { type: 'integer' },
      quote: { type: 'string', description: 'The text selected when the thread started (the editor marks that text with the thread id).' },
      resolved: { type: 'boolean' },
      resolvedAt: nullable('string', { format: 'date-time' }),
      lockVersion: { type: 'integer' },
      ...TIMESTAMPS,
      _embedded: {
        type: 'object',
        required: ['comments'],
        properties: { comments: { ...arrayOf(ref('DocumentComment')), description: "All of the thread's comments, oldest first." } },
      },
    },
    ['id', 'quote', 'resolved', 'resolvedAt', 'lockVersion', 'createdAt', 'updatedAt', '_embedded'],
  ),
  {
    $id: 'DocumentCommentThreadCollection',
    description: "A document's comment threads; `_links.createThread` when the caller may start one.",
    ...halCollection(ref('DocumentCommentThread')),
  },
];


export const listThreadsSchema = {
  tags: TAGS,
  summary: "A document's comment threads, oldest first, each with all its comments (who may view the document)",
  params: ID_PARAMS,
  querystring: pageQuerySchema,
  response: ok(ref('DocumentCommentThreadCollection')),
} as const;

export const createThreadSchema = {
  tags: TAGS,
  summary:
    "Start a comment thread on selected text: quote and the first comment (anyone who may view the document, while the project's documentCommentsEnabled is on)",
  params: ID_PARAMS,
  body: threadBodySchema,
  response: created(ref('DocumentCommentThread')),
} as const;

export const getThreadSchema = { tags: TAGS, summary: 'A comment thread with its comments', params: ID_PARAMS, response: ok(ref('DocumentCommentThread')) } as const;

export const updateThreadSchema = {
  tags: TAGS,
  summary: "Resolve or reopen a thread (its author, or who may edit the document; lockVersion required, 409 when stale)",
  params: ID_PARAMS,
  body: threadUpdateBodySchema,
  response: ok(ref('DocumentCommentThread')),
} as const;

export const createCommentSchema = {
  tags: TAGS,
  summary: 'Reply to an open thread (as starting one; a resolved thread must be reopened first)',
  params: ID_PARAMS,
  body: commentBodySchema,
  response: created(ref('DocumentComment')),
} as const;

export const getCommentSchema = { tags: TAGS, summary: 'One comment of a thread', params: ID_PARAMS, response: ok(ref('DocumentComment')) } as const;
