import type { FastifyInstance } from 'fastify';
import type { RoleScope } from '../../db/schema.ts';
import { invalidQuery, notFound } from '../../http/errors.ts';
import type { FilterDefinition, ParsedFilter } from '../../http/query.ts';
import * as queries from './queries.ts';
import type { RolesEB } from './queries.ts';

/** OpenProject's role units: "project" roles are granted per project, "system" ones globally. */
const UNIT_SCOPES: Record<string, RoleScope> = { project: 'project', system: 'global' };

const UNIT_FILTER: FilterDefinition<RolesEB> = {
  name: 'unit',
  operators: ['='],
  valueType: 'string',
  build: (eb, _operator, values) =>
    eb(
      'roles.scope',
      'in',
      values.map((value) => {
        const scope = UNIT_SCOPES[String(value)];
        if (!scope) throw invalidQuery(`Filter unit: "${String(value)}" is not a role unit (use "project" or "system").`);
        return scope;
      }),
    ),
};

export const ROLE_FILTERS: FilterDefinition<RolesEB>[] = [
  UNIT_FILTER,
  {
    // Roles that can be given to members (built-in roles such as "Non member" cannot).
    name: 'grantable',
    operators: ['='],
    valueType: 'boolean',
    build: (eb, _operator, values) => eb('roles.builtin', 'in', (values as boolean[]).map((grantable) => !grantable)),
  },
];

/** Without a unit filter the list holds the project roles: those the Add Member dialog offers. */
export async function listRoles(app: FastifyInstance, filters: ParsedFilter<RolesEB>[]) {
  const withUnit = filters.some((filter) => filter.definition === UNIT_FILTER)
    ? filters
    : [{ definition: UNIT_FILTER, operator: '=', values: ['project'] }, ...filters];
  return queries.listRoles(app.db, withUnit);
}

export async function getRole(app: FastifyInstance, id: number) {
  const role = await queries.findRoleById(app.db, id);
  if (!role) throw notFound();
  return role;
}
