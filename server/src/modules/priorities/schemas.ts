import { ID_PARAMS } from '../../http/query.ts';
import { halCollection, ok } from '../../http/responses.ts';

export const listPrioritiesSchema = { tags: ['Priorities'], summary: 'Work package priorities by position (plain collection)', response: ok(halCollection()) } as const;
export const getPrioritySchema = { tags: ['Priorities'], summary: 'A work package priority', params: ID_PARAMS, response: ok() } as const;
