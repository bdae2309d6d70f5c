import { collectionQuerySchema } from '../../http/query.ts';
import { halCollection, ok } from '../../http/responses.ts';

export const listPrincipalsSchema = {
  tags: ['Principals'],
  summary: 'Users and groups (filters: type, name, status, member; sortBy: id, name)',
  querystring: collectionQuerySchema,
  response: ok(halCollection()),
} as const;
