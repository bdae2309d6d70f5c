import { ID_PARAMS } from '../../http/query.ts';

export const listStatusesSchema = { tags: ['Statuses'], summary: 'Work package statuses by position (plain collection)' } as const;
export const getStatusSchema = { tags: ['Statuses'], summary: 'A work package status', params: ID_PARAMS } as const;
