import { ID_PARAMS } from '../../http/query.ts';

const TAGS = ['Time entries'];

export const listActivitiesSchema = {
  tags: TAGS,
  summary: 'Time entry activities by position (filter project: those available in that project)',
  querystring: {
    type: 'object',
    properties: { filters: { type: 'string', description: 'JSON: [{"project": {"operator": "=", "values": ["5"]}}].' } },
  },
} as const;

export const getActivitySchema = { tags: TAGS, summary: 'A time entry activity', params: ID_PARAMS } as const;
