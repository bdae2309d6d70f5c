import { ID_PARAMS } from '../../http/query.ts';
import { halCollection, halResource, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const TIME_ENTRY_ACTIVITY_COMPONENTS: readonly ComponentSchema[] = [
  halResource('TimeEntriesActivity', 'TimeEntriesActivity', {
    id: { type: 'integer' },
    name: { type: 'string' },
    position: { type: 'integer' },
    default: { type: 'boolean' },
    isDefault: { type: 'boolean', description: 'default, as spec 001 spells it.' },
    active: { type: 'boolean' },
  }, ['id', 'name', 'position', 'default', 'isDefault', 'active']),
];

const TAGS = ['Time entries'];

export const listActivitiesSchema = {
  tags: TAGS,
  summary: 'Time entry activities by position (filter project: those available in that project)',
  querystring: {
    type: 'object',
    properties: { filters: { type: 'string', description: 'JSON: [{"project": {"operator": "=", "values": ["5"]}}].' } },
  },
  response: ok(halCollection(ref('TimeEntriesActivity'))),
} as const;

export const getActivitySchema = { tags: TAGS, summary: 'A time entry activity', params: ID_PARAMS, response: ok(ref('TimeEntriesActivity')) } as const;
