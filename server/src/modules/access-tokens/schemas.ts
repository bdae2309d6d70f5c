import { ID_PARAMS } from '../../http/query.ts';
import { collectionQuerySchema } from '../../http/query.ts';

export const listAccessTokensSchema = {
  tags: ['Access tokens'],
  summary: "The caller's API tokens",
  querystring: { type: 'object', properties: { offset: collectionQuerySchema.properties.offset, pageSize: collectionQuerySchema.properties.pageSize } },
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
} as const;

export const accessTokenIdParamsSchema = ID_PARAMS;

export const deleteAccessTokenSchema = {
  tags: ['Access tokens'],
  summary: 'Revoke an API token',
  params: accessTokenIdParamsSchema,
} as const;
