import { ID_PARAMS } from '../../http/query.ts';
import { halCollection, ok } from '../../http/responses.ts';

export const listTypesSchema = { tags: ['Types'], summary: 'All work package types, by position', response: ok(halCollection()) } as const;

export const getTypeSchema = { tags: ['Types'], summary: 'A work package type', params: ID_PARAMS, response: ok() } as const;

export const listProjectTypesSchema = {
  tags: ['Types'],
  summary: 'The types a project enables (view_work_packages or manage_types; 404 otherwise)',
  params: ID_PARAMS,
  response: ok(halCollection()),
} as const;

export const getAvailableTypesSchema = {
  tags: ['Types'],
  summary: 'Every type with enabled, is_default (the project default) and in_use (work packages of the project have it)',
  params: ID_PARAMS,
  response: ok(),
} as const;

/** There are a handful of types; the bound only keeps a request small. */
const MAX_TYPE_IDS = 100;

/** Ids are checked by the service, so an unknown (or impossible) id is a 422 naming the field, not a 400. */
export const availableTypesBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type_ids'],
  properties: {
    type_ids: { type: 'array', maxItems: MAX_TYPE_IDS, items: { type: 'integer' } },
    default_type_id: { type: 'integer' },
  },
} as const;

export const updateAvailableTypesSchema = {
  tags: ['Types'],
  summary: 'Set the enabled types and the default (manage_types): at least one stays enabled, types in use stay enabled',
  params: ID_PARAMS,
  body: availableTypesBodySchema,
  response: ok(),
} as const;
