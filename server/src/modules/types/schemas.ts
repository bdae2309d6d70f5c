import { ID_PARAMS } from '../../http/query.ts';
import { halCollection, halResource, ok, ref, type ComponentSchema } from '../../http/responses.ts';

const typeProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  color: { type: 'string' },
  position: { type: 'integer' },
  isMilestone: { type: 'boolean' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;
const TYPE_REQUIRED = ['id', 'name', 'color', 'position', 'isMilestone', 'createdAt', 'updatedAt'];

export const TYPE_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Type', 'Type', { ...typeProperties, isDefault: { type: 'boolean' } }, [...TYPE_REQUIRED, 'isDefault']),
  /** A type as a project's settings show it: spec 000's own field names (is_default is the project's default). */
  halResource('AvailableType', 'Type', {
    ...typeProperties,
    enabled: { type: 'boolean' },
    is_default: { type: 'boolean', description: "The project's default type." },
    in_use: { type: 'boolean', description: 'Work packages of the project have this type.' },
  }, [...TYPE_REQUIRED, 'enabled', 'is_default', 'in_use']),
];
const AVAILABLE_TYPES = halCollection(ref('AvailableType'));

export const listTypesSchema = { tags: ['Types'], summary: 'All work package types, by position', response: ok(halCollection(ref('Type'))) } as const;

export const getTypeSchema = { tags: ['Types'], summary: 'A work package type', params: ID_PARAMS, response: ok(ref('Type')) } as const;

export const listProjectTypesSchema = {
  tags: ['Types'],
  summary: 'The types a project enables (view_work_packages or manage_types; 404 otherwise)',
  params: ID_PARAMS,
  response: ok(halCollection(ref('Type'))),
} as const;

export const getAvailableTypesSchema = {
  tags: ['Types'],
  summary: 'Every type with enabled, is_default (the project default) and in_use (work packages of the project have it)',
  params: ID_PARAMS,
  response: ok(AVAILABLE_TYPES),
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
  response: ok(AVAILABLE_TYPES),
} as const;
