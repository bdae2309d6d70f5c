import { ID_PARAMS } from '../../http/query.ts';
import { ok } from '../../http/responses.ts';
export const getGroupSchema = {
  tags: ['Groups'],
  summary: 'A group with its users',
  params: ID_PARAMS,
  response: ok(),
} as const;
