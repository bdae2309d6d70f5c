import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { projectIdsWithVisibleMembers } from '../../access/index.ts';
import type { PrincipalType } from '../../db/schema.ts';
import { invalidQuery } from '../../http/errors.ts';
import { type FilterDefinition, type PageRequest, type ParsedFilter, type ParsedSort, type SortDefinition } from '../../http/query.ts';
import * as queries from './queries.ts';
import { PRINCIPAL_NAME_FILTER, PRINCIPAL_STATUS_FILTER } from '../users/index.ts';
import type { PrincipalsEB } from './queries.ts';
import { countedPage } from '../../http/collection.ts';

const PRINCIPAL_TYPES: readonly string[] = ['User', 'Group'] satisfies PrincipalType[];

export const PRINCIPAL_FILTERS: FilterDefinition<PrincipalsEB>[] = [
  {
    name: 'type',
    operators: ['=', '!'],
    valueType: 'string',
    build: (eb, operator, values) => {
      const unknown = values.find((value) => !PRINCIPAL_TYPES.includes(String(value)));
      if (unknown !== undefined) throw invalidQuery(`Filter type: "${String(unknown)}" is not a principal type (use "User" or "Group").`);
      return eb('principals.type', operator === '=' ? 'in' : 'not in', values as PrincipalType[]);
    },
  },
  { ...PRINCIPAL_NAME_FILTER, aliases: ['any_name_attribute'] },
  PRINCIPAL_STATUS_FILTER,
  {
    // Direct members of the projects ("!" leaves them out: the Add Member dialog's candidates). Only projects whose
    // members the caller may see count (as on /projects/{id}/memberships): another project matches nothing.
    name: 'member',
    operators: ['=', '!'],
    valueType: 'integer',
    build: (eb, operator, values, context) => {
      const projectIds = values as number[];
      if (projectIds.length === 0) return operator === '=' ? sql<SqlBool>`1 = 0` : sql<SqlBool>`1 = 1`;
      const members = eb
        .selectFrom('memberships as pm')
        .select('pm.principal_id')
        .where('pm.project_id', 'in', projectIds)
        .where('pm.project_id', 'in', projectIdsWithVisibleMembers(eb, context.currentUserId));
      return eb('principals.id', operator === '=' ? 'in' : 'not in', members);
    },
  },
];

export const PRINCIPAL_SORTS: SortDefinition[] = [
  { name: 'id', column: 'principals.id' },
  { name: 'name', column: 'principals.name', caseInsensitive: true },
];

export const DEFAULT_PRINCIPAL_SORT: ParsedSort[] = [{ column: 'principals.name', direction: 'asc', caseInsensitive: true }];

/** Users and groups: count and one page, two statements. Any signed-in user may list them, as users. */
export async function listPrincipals(app: FastifyInstance, viewerId: number, filters: ParsedFilter<PrincipalsEB>[], sort: ParsedSort[], page: PageRequest) {
  const context = { currentUserId: viewerId };
  const { total, elements } = await countedPage(page, {
    count: () => queries.countPrincipals(app.db, filters, context),
    page: (limit, offset) => queries.listPrincipals(app.db, filters, context, sort, limit, offset),
    hydrate: async (rows) => rows,
  });
  return { total, rows: elements };
}
