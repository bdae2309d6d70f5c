import { ID_PARAMS, pageQuerySchema } from '../../http/query.ts';
import { created, halCollection, halResource, NO_CONTENT, nullable, ok, ref, type ComponentSchema } from '../../http/responses.ts';

/** POST /projects/{id}/forums and PATCH /forums/{id}: the service checks the values (422 naming the field). */
export const forumBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: ['string', 'null'], maxLength: 10_000 },
    description: { type: ['string', 'null'], maxLength: 100_000 },
    // A number: the service answers a 422 naming position for anything but a whole number of 0 or more.
    position: { type: 'number' },
  },
} as const;

export const FORUMS_SORTS = ['position', 'name', 'updatedAt', 'lastMessage'] as const;

export const listForumsQuerySchema = {
  type: 'object',
  properties: {
    ...pageQuerySchema.properties,
    sortBy: { type: 'string', enum: FORUMS_SORTS, description: 'position (default), name, updatedAt or lastMessage (forums without messages last).' },
    sortOrder: { type: 'string', enum: ['asc', 'desc'], description: 'Default: asc for position and name, desc for updatedAt and lastMessage.' },
  },
} as const;

const TAGS = ['Forums'];
const TIMESTAMP = { type: 'string', format: 'date-time' };

export const FORUM_COMPONENTS: readonly ComponentSchema[] = [
  halResource(
    'Forum',
    'Forum',
    {
      id: { type: 'integer' },
      name: { type: 'string' },
      description: { type: 'string' },
      position: { type: 'integer' },
      topicsCount: { type: 'integer' },
      messagesCount: { type: 'integer', description: 'Topics and replies.' },
      unreadCount: { type: 'integer', description: 'Messages of the forum the caller has not read.' },
      createdAt: TIMESTAMP,
      updatedAt: TIMESTAMP,
      lastMessageAt: nullable('string', { format: 'date-time' }),
      lastMessageAuthor: {
        anyOf: [{ type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } }, { type: 'null' }],
      },
    },
    ['id', 'name', 'description', 'position', 'topicsCount', 'messagesCount', 'unreadCount', 'createdAt', 'updatedAt', 'lastMessageAt', 'lastMessageAuthor'],
  ),
  halResource('ForumCategory', 'ForumCategory', { id: { type: 'integer' }, name: { type: 'string' }, position: { type: 'integer' } }, ['id', 'name', 'position']),
];

export const listForumsSchema = {
  tags: TAGS,
  summary: "A project's forums (view_forums; 403 when the Forums module is switched off), 30 a page",
  params: ID_PARAMS,
  querystring: listForumsQuerySchema,
  response: ok(halCollection(ref('Forum'))),
} as const;

export const createForumSchema = {
  tags: TAGS,
  summary: 'Create a forum (moderate_forums): name 3 to 99 characters, unique in the project whatever the case (409); description up to 500',
  params: ID_PARAMS,
  body: forumBodySchema,
  response: created(ref('Forum')),
} as const;

export const getForumSchema = { tags: TAGS, summary: 'A forum with its counts, the caller\'s unread count and its last message', params: ID_PARAMS, response: ok(ref('Forum')) } as const;

export const updateForumSchema = {
  tags: TAGS,
  summary: 'Change a forum (moderate_forums): name 1 to 255 characters, description up to 1000, position 0 or more',
  params: ID_PARAMS,
  body: forumBodySchema,
  response: ok(ref('Forum')),
} as const;

export const deleteForumSchema = { tags: TAGS, summary: 'Delete a forum (moderate_forums); 409 while it has topics', params: ID_PARAMS, response: NO_CONTENT } as const;

export const markForumReadSchema = { tags: TAGS, summary: "Mark every message of the forum read for the caller ('Mark all read')", params: ID_PARAMS, response: NO_CONTENT } as const;

export const listForumCategoriesSchema = {
  tags: TAGS,
  summary: "The topic categories (global; 'General' first, the default)",
  response: ok(halCollection(ref('ForumCategory'))),
} as const;

export const getForumCategorySchema = { tags: TAGS, summary: 'A topic category', params: ID_PARAMS, response: ok(ref('ForumCategory')) } as const;
