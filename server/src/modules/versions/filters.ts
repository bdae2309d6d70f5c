import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { visibleProjectIds } from '../../access/index.ts';
import type { Database, VersionSharing, VersionStatus } from '../../db/schema.ts';
import { invalidQuery } from '../../http/errors.ts';
import { likePattern, type FilterDefinition, type ParsedSort, type SortDefinition } from '../../http/query.ts';

export type VersionsEB = ExpressionBuilder<Database, 'versions'>;

export const VERSION_STATUSES: readonly VersionStatus[] = ['open', 'locked', 'closed'];
/** Spec 002 section 4, in the order the dialogs offer them. */
export const VERSION_SHARINGS: readonly VersionSharing[] = ['none', 'descendants', 'hierarchy', 'tree', 'system'];

/** `=` / `!` on a column with a fixed set of values; an unknown value is a 400 naming it. */
function enumFilter(name: string, column: 'versions.status' | 'versions.sharing', allowed: readonly string[]): FilterDefinition<VersionsEB> {
  return {
    name,
    operators: ['=', '!'],
    valueType: 'string',
    build: (eb, operator, values) => {
      for (const value of values) {
        if (!allowed.includes(String(value))) throw invalidQuery(`Filter ${name}: "${String(value)}" is not one of ${allowed.join(', ')}.`);
      }
      return eb(column, operator === '=' ? 'in' : 'not in', values as (VersionStatus & VersionSharing)[]);
    },
  };
}

/** `~`: the name contains the text, case-insensitively. */
const nameFilter: FilterDefinition<VersionsEB> = {
  name: 'name',
  operators: ['~'],
  valueType: 'string',
  build: (_eb, _operator, values) => sql<SqlBool>`lower(versions.name) like ${likePattern(String(values[0]))} escape '\\'`,
};

/** The filters of GET /projects/{id}/versions. */
export const PROJECT_VERSION_FILTERS: FilterDefinition<VersionsEB>[] = [
  enumFilter('status', 'versions.status', VERSION_STATUSES),
  nameFilter,
  enumFilter('sharing', 'versions.sharing', VERSION_SHARINGS),
];

/** The filters of GET /versions: the project list's plus the defining project. */
export const VERSION_FILTERS: FilterDefinition<VersionsEB>[] = [
  ...PROJECT_VERSION_FILTERS,
  {
    name: 'definingProject',
    aliases: ['defining_project', 'project'],
    operators: ['=', '!'],
    valueType: 'integer',
    // A version shared system-wide is visible outside its project: only projects the caller sees count.
    build: (eb, operator, values, context) => {
      const inProjects = eb.and([eb('versions.project_id', 'in', values as number[]), eb('versions.project_id', 'in', visibleProjectIds(eb, context.currentUserId))]);
      return operator === '=' ? inProjects : eb.not(inProjects);
    },
  },
];

export const VERSION_SORTS: SortDefinition[] = [
  { name: 'id', column: 'versions.id' },
  { name: 'name', column: 'versions.name', caseInsensitive: true },
  { name: 'startDate', aliases: ['start_date'], column: 'versions.start_date' },
  { name: 'endDate', aliases: ['end_date', 'effectiveDate', 'effective_date'], column: 'versions.end_date' },
];

export const DEFAULT_VERSION_SORT: ParsedSort[] = [{ column: 'versions.id', direction: 'asc' }];

/** A project's versions: by start date (versions without one last), then name (case-insensitively). */
export const DEFAULT_PROJECT_VERSION_SORT: ParsedSort[] = [
  { column: 'versions.start_date', direction: 'asc' },
  { column: 'versions.name', direction: 'asc', caseInsensitive: true },
];
