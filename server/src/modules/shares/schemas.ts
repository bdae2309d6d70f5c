import { writableLink } from '../../http/body.ts';
import { collectionQuerySchema, ID_PARAMS } from '../../http/query.ts';
import { MAX_ROW_ID } from '../../db/values.ts';
import { created, halCollection, halResource, NO_CONTENT, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

/** A share's writable properties: the level, and (when creating) the user it is for. */
export const shareBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    permissionLevel: { type: 'string', maxLength: 100 },
    _links: { type: 'object', additionalProperties: false, properties: { user: writableLink } },
    _meta: { type: 'object' },
  },
} as const;

/** PUT /sharing_permissions/{id} changes only the level. */
export const shareLevelBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { permissionLevel: { type: 'string', maxLength: 100 }, _meta: { type: 'object' } },
} as const;

const TAGS = ['Sharing'];
const LEVEL = { type: 'string', enum: ['view', 'edit', 'manage'] };
const TIMESTAMPS = { createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' } };

export const SHARE_COMPONENTS: readonly ComponentSchema[] = [
  halResource(
    'Share',
    'Share',
    {
      id: { type: 'integer' },
      permissionLevel: LEVEL,
      ...TIMESTAMPS,
      user: object({ id: { type: 'integer' }, name: { type: 'string' }, email: { ...nullable('string'), description: 'Only for the user themself and admins.' } }),
      sharedEntity: object({ type: { type: 'string', enum: ['Document', 'WorkPackage'] }, id: { type: 'integer' }, title: { type: 'string' } }),
    },
    ['id', 'permissionLevel', 'createdAt', 'updatedAt', 'user', 'sharedEntity'],
  ),
  halResource(
    'SharedDocument',
    'SharedDocument',
    {
      id: { type: 'integer' },
      title: { type: 'string' },
      preview: { type: 'string' },
      authorId: nullable('integer'),
      authorName: nullable('string'),
      permissionLevel: LEVEL,
      ...TIMESTAMPS,
    },
    ['id', 'title', 'preview', 'authorId', 'authorName', 'permissionLevel', 'createdAt', 'updatedAt'],
  ),
];

export const SHARE_PARAMS = {
  type: 'object',
  required: ['id', 'shareId'],
  properties: { id: ID_PARAMS.properties.id, shareId: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } },
} as const;

/** The entity share routes of one kind of entity. */
export function entityShareSchemas(entity: 'document' | 'work package') {
  return {
    list: { tags: TAGS, summary: `The shares of a ${entity} (whoever sees the ${entity}), by the recipients' names`, params: ID_PARAMS, response: ok(halCollection(ref('Share'))) },
    create: {
      tags: TAGS,
      summary: `Share a ${entity} with a user: permissionLevel (view, edit, manage) and _links.user. Sharing again with the same user changes the level (200); a new share is a 201. Only who may share it`,
      params: ID_PARAMS,
      body: shareBodySchema,
      response: { ...ok(ref('Share')), ...created(ref('Share')) },
    },
    remove: { tags: TAGS, summary: `Remove a share of a ${entity} (only who may share it)`, params: SHARE_PARAMS, response: NO_CONTENT },
  } as const;
}

export const wikiShareSchemas = {
  list: { tags: TAGS, summary: "A wiki page's shares: always 422 'Unsupported entity type for sharing' (there are no wikis yet)", params: ID_PARAMS, response: ok(halCollection(ref('Share'))) },
  create: { tags: TAGS, summary: "Share a wiki page: always 422 'Unsupported entity type for sharing'", params: ID_PARAMS, body: shareBodySchema, response: created(ref('Share')) },
  remove: { tags: TAGS, summary: "Remove a wiki page's share: always 422 'Unsupported entity type for sharing'", params: SHARE_PARAMS, response: NO_CONTENT },
} as const;

export const listSharingPermissionsSchema = {
  tags: TAGS,
  summary: 'The shares the caller may see: those they received and those of entities they manage, newest first (filters: entityType, entityId, user (=))',
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('Share'))),
} as const;

export const getSharingPermissionSchema = { tags: TAGS, summary: 'A share (its recipient, or who manages its entity)', params: ID_PARAMS, response: ok(ref('Share')) } as const;

export const updateSharingPermissionSchema = {
  tags: TAGS,
  summary: "Change a share's permissionLevel (only who may share its entity)",
  params: ID_PARAMS,
  body: shareLevelBodySchema,
  response: ok(ref('Share')),
} as const;

export const deleteSharingPermissionSchema = { tags: TAGS, summary: 'Remove a share (only who may share its entity)', params: ID_PARAMS, response: NO_CONTENT } as const;

export const listSharedDocumentsSchema = {
  tags: TAGS,
  summary: 'Documents shared with the caller, without those they wrote, with their permission level; most recently changed first',
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('SharedDocument'))),
} as const;
