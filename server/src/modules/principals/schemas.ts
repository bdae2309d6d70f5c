import { collectionQuerySchema } from '../../http/query.ts';
import { halCollection, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const PRINCIPAL_COMPONENTS: readonly ComponentSchema[] = [
  { $id: 'Principal', description: 'A user or a group (`_type` says which).', anyOf: [ref('User'), ref('Group')] },
];

export const listPrincipalsSchema = {
  tags: ['Principals'],
  summary: 'Users and groups (filters: type, name, status, member; sortBy: id, name)',
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('Principal'))),
} as const;
