import { ID_PARAMS } from '../../http/query.ts';
export const getGroupSchema = {
  tags: ['Groups'],
  summary: 'A group with its users',
  params: ID_PARAMS,
} as const;
