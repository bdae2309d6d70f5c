import { ID_PARAMS } from '../../http/query.ts';
import { halCollection, halResource, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const ROLE_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Role', 'Role', { id: { type: 'integer' }, name: { type: 'string' } }, ['id', 'name']),
];

export const listRolesSchema = {
  tags: ['Roles'],
  summary: 'Roles (project roles unless filtered by unit; filters: unit = project|system, grantable = t|f)',
  querystring: { type: 'object', properties: { filters: { type: 'string', description: 'JSON array of {"name": {"operator", "values"}} filters, AND-ed.' } } },
  response: ok(halCollection(ref('Role'))),
} as const;

export const getRoleSchema = {
  tags: ['Roles'],
  summary: 'A role',
  params: ID_PARAMS,
  response: ok(ref('Role')),
} as const;
