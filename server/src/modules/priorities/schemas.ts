import { ID_PARAMS } from '../../http/query.ts';

export const listPrioritiesSchema = { tags: ['Priorities'], summary: 'Work package priorities by position (plain collection)' } as const;
export const getPrioritySchema = { tags: ['Priorities'], summary: 'A work package priority', params: ID_PARAMS } as const;
