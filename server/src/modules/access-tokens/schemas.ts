import { ID_PARAMS } from '../../http/query.ts';
import { collectionQuerySchema } from '../../http/query.ts';
import { created, halCollection, halResource, NO_CONTENT, nullable, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const ACCESS_TOKEN_COMPONENTS: readonly ComponentSchema[] = [
  halResource('AccessToken', 'AccessToken', {
    id: { type: 'integer' },
    name: { type: 'string' },
    token: { type: 'string', description: 'The token itself: only in the answer that creates it (only its hash is stored).' },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: nullable('string', { format: 'date-time' }),
    expiresAt: nullable('string', { format: 'date-time' }),
  }, ['id', 'name', 'createdAt', 'lastUsedAt', 'expiresAt']),
];

export const listAccessTokensSchema = {
  tags: ['Access tokens'],
  summary: "The caller's API tokens",
  querystring: { type: 'object', properties: { offset: collectionQuerySchema.properties.offset, pageSize: collectionQuerySchema.properties.pageSize } },
  response: ok(halCollection(ref('AccessToken'))),
} as const;

export const createAccessTokenSchema = {
  tags: ['Access tokens'],
  summary: 'Create an API token (the token is shown once)',
  body: {
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: {
      name: { type: 'string' },
      expiresAt: { type: ['string', 'null'], format: 'date-time' },
    },
  },
  response: created({ ...ref('AccessToken'), description: 'The new token, with `token` (shown this once).' }),
} as const;

export const accessTokenIdParamsSchema = ID_PARAMS;

export const deleteAccessTokenSchema = {
  tags: ['Access tokens'],
  summary: 'Revoke an API token',
  params: accessTokenIdParamsSchema,
  response: NO_CONTENT,
} as const;
