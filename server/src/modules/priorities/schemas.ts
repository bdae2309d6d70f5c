import { ID_PARAMS } from '../../http/query.ts';
import { halCollection, halResource, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const PRIORITY_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Priority', 'Priority', {
    id: { type: 'integer' },
    name: { type: 'string' },
    color: { type: 'string' },
    position: { type: 'integer' },
    isDefault: { type: 'boolean' },
    isActive: { type: 'boolean' },
  }, ['id', 'name', 'color', 'position', 'isDefault', 'isActive']),
];

export const listPrioritiesSchema = { tags: ['Priorities'], summary: 'Work package priorities by position (plain collection)', response: ok(halCollection(ref('Priority'))) } as const;
export const getPrioritySchema = { tags: ['Priorities'], summary: 'A work package priority', params: ID_PARAMS, response: ok(ref('Priority')) } as const;
