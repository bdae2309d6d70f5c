import { ID_PARAMS } from '../../http/query.ts';
import { halCollection, halResource, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const listStatusesSchema = { tags: ['Statuses'], summary: 'Work package statuses by position (plain collection)', response: ok(halCollection(ref('Status'))) } as const;
export const getStatusSchema = { tags: ['Statuses'], summary: 'A work package status', params: ID_PARAMS, response: ok(ref('Status')) } as const;

export const STATUS_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Status', 'Status', {
    id: { type: 'integer' },
    name: { type: 'string' },
    color: { type: 'string' },
    position: { type: 'integer' },
    isClosed: { type: 'boolean' },
    isDefault: { type: 'boolean' },
    isReadonly: { type: 'boolean' },
  }, ['id', 'name', 'color', 'position', 'isClosed', 'isDefault', 'isReadonly']),
];
