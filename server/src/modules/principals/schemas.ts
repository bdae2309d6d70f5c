import { collectionQuerySchema } from '../../http/query.ts';

export const listPrincipalsSchema = {
  tags: ['Principals'],
  summary: 'Users and groups (filters: type, name, status, member; sortBy: id, name)',
  querystring: collectionQuerySchema,
} as const;
