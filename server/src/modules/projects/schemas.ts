import { collectionQuerySchema } from '../../http/query.ts';

export const listProjectsSchema = {
  tags: ['Projects'],
  summary: 'Visible projects (filters: active, status, name_and_identifier, name, public, templated, parent_id, id, principal, created_at, updated_at)',
  querystring: collectionQuerySchema,
} as const;

export const getProjectSchema = {
  tags: ['Projects'],
  summary: 'A project, with its first memberships and the caller\'s membership',
  params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
} as const;
