import { ID_PARAMS } from '../../http/query.ts';
import { collectionQuerySchema } from '../../http/query.ts';
import { created, halCollection, NO_CONTENT, ok } from '../../http/responses.ts';

export const listAccessTokensSchema = {
  tags: ['Access tokens'],
  summary: "The caller's API tokens",
  querystring: { type: 'object', properties: { offset: collectionQuerySchema.properties.offset, pageSize: collectionQuerySchema.properties.pageSize } },
  response: ok(halCollection()),
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
  response: created(),
} as const;

export const accessTokenIdParamsSchema = ID_PARAMS;

export const deleteAccessTokenSchema = {
  tags: ['Access tokens'],
  summary: 'Revoke an API token',
  params: accessTokenIdParamsSchema,
  response: NO_CONTENT,
} as const;
