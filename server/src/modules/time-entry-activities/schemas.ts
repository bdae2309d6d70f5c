import { ID_PARAMS } from '../../http/query.ts';
import { halCollection, ok } from '../../http/responses.ts';

const TAGS = ['Time entries'];

export const listActivitiesSchema = {
  tags: TAGS,
  summary: 'Time entry activities by position (filter project: those available in that project)',
  querystring: {
    type: 'object',
    properties: { filters: { type: 'string', description: 'JSON: [{"project": {"operator": "=", "values": ["5"]}}].' } },
  },
  response: ok(halCollection()),
} as const;

export const getActivitySchema = { tags: TAGS, summary: 'A time entry activity', params: ID_PARAMS, response: ok() } as const;
