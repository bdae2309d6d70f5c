import { MAX_ROW_ID } from '../../db/values.ts';
import { ID_PARAMS } from '../../http/query.ts';
import { writableLink } from '../../http/body.ts';
import { created, halCollection, halResource, NO_CONTENT, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const hourlyRateBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    rate: { type: ['number', 'null'] },
    validFrom: { type: ['string', 'null'], maxLength: 64 },
    _links: { type: 'object', additionalProperties: false, properties: { user: writableLink, project: writableLink } },
  },
} as const;

const TAGS = ['Costs'];

export const HOURLY_RATE_COMPONENTS: readonly ComponentSchema[] = [
  halResource('HourlyRate', 'HourlyRate', {
    id: { type: 'integer' },
    rate: { type: 'number' },
    validFrom: { type: 'string', format: 'date' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  }, ['id', 'rate', 'validFrom', 'createdAt', 'updatedAt']),
];

const RATES = halCollection(ref('HourlyRate'));

/** The rate valid today in a project: the project's own, else the user's default (null: neither). */
const CURRENT_RATE = {
  anyOf: [
    object({
      rate: { type: 'number' },
      validFrom: { type: 'string', format: 'date' },
      source: { type: 'string', enum: ['project', 'default'] },
      _links: object({ project: ref('Link') }),
    }),
    { type: 'null' },
  ],
} as const;

const PROJECT_RATES = { ...RATES, required: [...RATES.required, 'currentRate'], properties: { ...RATES.properties, currentRate: CURRENT_RATE } } as const;

export const userRatesSchema = { tags: TAGS, summary: "A user's hourly rates the caller may see (default and per project)", params: ID_PARAMS, response: ok(RATES) } as const;

export const userProjectRatesSchema = {
  tags: TAGS,
  summary: "A user's hourly rates in a project, with the rate valid today (the project's, else the default)",
  params: {
    type: 'object',
    required: ['id', 'projectId'],
    properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID }, projectId: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } },
  },
  response: ok(PROJECT_RATES),
} as const;

export const getRateSchema = { tags: TAGS, summary: 'An hourly rate', params: ID_PARAMS, response: ok(ref('HourlyRate')) } as const;
export const createRateSchema = { tags: TAGS, summary: 'Set a rate from a day on (project: edit_hourly_rates; default: administrators)', body: hourlyRateBodySchema, response: created(ref('HourlyRate')) } as const;
export const updateRateSchema = { tags: TAGS, summary: 'Change a rate or its first day', params: ID_PARAMS, body: hourlyRateBodySchema, response: ok(ref('HourlyRate')) } as const;
export const deleteRateSchema = { tags: TAGS, summary: 'Delete a rate', params: ID_PARAMS, response: NO_CONTENT } as const;
