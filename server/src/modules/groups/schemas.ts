import { ID_PARAMS } from '../../http/query.ts';
import { halResource, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const GROUP_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Group', 'Group', {
    id: { type: 'integer' },
    name: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    memberCount: { type: 'integer', description: 'GET /groups/{id} only (with _links.members, its users); lists leave both out.' },
  }, ['id', 'name', 'createdAt', 'updatedAt']),
];

export const getGroupSchema = {
  tags: ['Groups'],
  summary: 'A group with its users',
  params: ID_PARAMS,
  response: ok(ref('Group')),
} as const;
