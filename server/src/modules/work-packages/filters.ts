import { sql, type Expression, type SqlBool } from 'kysely';
import { likePattern, type FilterDefinition, type FilterValue, type ParsedFilter, type ParsedSort, type QueryContext, type SortDefinition } from '../../http/query.ts';
import type { WorkPackagesEB } from './queries.ts';
import { dayFilter, timestampFilter } from '../../http/filters.ts';

type Column =
  | 'work_packages.status_id'
  | 'work_packages.type_id'
  | 'work_packages.priority_id'
  | 'work_packages.assigned_to_id'
  | 'work_packages.author_id'
  | 'work_packages.responsible_id'
  | 'work_packages.version_id'
  | 'work_packages.project_id'
  | 'work_packages.parent_id'
  | 'work_packages.id';

const DAY_OPERATORS = ['<>d', '>=', '<=', 't', '>t-', '<t-', '<t+', '>t+', '*', '!*'];
const TIMESTAMP_OPERATORS = ['<>d', '>=', '<=', '>t-', '<t-'];
const NONE = sql<SqlBool>`1 = 0`;
const ALL = sql<SqlBool>`1 = 1`;

const principalIds = (values: FilterValue[], context: QueryContext) => values.map((value) => (value === 'me' ? context.currentUserId : Number(value)));

/**
 * `=` / `!` on an id column; `*` / `!*` (any / none) where the column is optional. As in OpenProject, `!` on an
 * optional column also matches rows without a value ("not assigned to Priya" includes the unassigned ones). On an
 * optional column `=` / `!` may also list "none" (null here): `=` ["none", 4] is "unassigned or Priya".
 */
function idFilter(
  name: string,
  aliases: string[],
  column: Column,
  options: { optional?: boolean; principal?: boolean } = {},
): FilterDefinition<WorkPackagesEB> {
  return {
    name,
    aliases,
    operators: options.optional ? ['=', '!', '*', '!*'] : ['=', '!'],
    valueType: options.principal ? 'principal' : 'integer',
    acceptsNone: options.optional,
    build: (eb, operator, values, context) => {
      if (operator === '*') return eb(column, 'is not', null);
      if (operator === '!*') return eb(column, 'is', null);
      const given = values.filter((value) => value !== null);
      const ids = options.principal ? principalIds(given, context) : (given as number[]);
      const none = given.length < values.length;
      if (operator === '=') {
        if (!none) return eb(column, 'in', ids);
        return ids.length > 0 ? eb.or([eb(column, 'is', null), eb(column, 'in', ids)]) : eb(column, 'is', null);
      }
      if (none) return ids.length > 0 ? eb.and([eb(column, 'is not', null), eb(column, 'not in', ids)]) : eb(column, 'is not', null);
      return options.optional ? eb.or([eb(column, 'is', null), eb(column, 'not in', ids)]) : eb(column, 'not in', ids);
    },
  };
}

const closedStatusIds = (eb: WorkPackagesEB, closed: boolean) => eb.selectFrom('statuses as fs').select('fs.id').where('fs.is_closed', '=', closed);

export const STATUS_FILTER: FilterDefinition<WorkPackagesEB> = {
  name: 'status',
  aliases: ['status_id', 'statusId'],
  operators: ['o', 'c', '=', '!', '*'],
  valueType: 'integer',
  build: (eb, operator, values): Expression<SqlBool> => {
    if (operator === 'o') return eb('work_packages.status_id', 'in', closedStatusIds(eb, false));
    if (operator === 'c') return eb('work_packages.status_id', 'in', closedStatusIds(eb, true));
    if (operator === '*') return ALL;
    const ids = values as number[];
    if (ids.length === 0) return NONE;
    return eb('work_packages.status_id', operator === '=' ? 'in' : 'not in', ids);
  },
};

/** OpenProject's default when a client sends no `filters` at all: open work packages only (`filters=[]` means none). */
export const DEFAULT_WORK_PACKAGE_FILTERS: ParsedFilter<WorkPackagesEB>[] = [{ definition: STATUS_FILTER, operator: 'o', values: [] }];

export const PROJECT_FILTER = idFilter('project', ['project_id', 'projectId'], 'work_packages.project_id');

/** The filters of GET /work_packages (names as OpenProject's, with its API spellings as aliases). */
export function workPackageFilters(now: () => Date): FilterDefinition<WorkPackagesEB>[] {
  return [
    STATUS_FILTER,
    idFilter('type', ['type_id', 'typeId'], 'work_packages.type_id'),
    idFilter('priority', ['priority_id', 'priorityId'], 'work_packages.priority_id'),
    idFilter('assignee', ['assigned_to', 'assigned_to_id', 'assigneeId'], 'work_packages.assigned_to_id', { optional: true, principal: true }),
    idFilter('author', ['author_id', 'authorId'], 'work_packages.author_id', { principal: true }),
    idFilter('responsible', ['responsible_id', 'responsibleId', 'accountable'], 'work_packages.responsible_id', { optional: true, principal: true }),
    idFilter('version', ['fixed_version_id', 'version_id', 'versionId'], 'work_packages.version_id', { optional: true }),
    PROJECT_FILTER,
    idFilter('parent', ['parent_id', 'parentId'], 'work_packages.parent_id', { optional: true }),
    idFilter('id', [], 'work_packages.id'),
    {
      name: 'subject',
      operators: ['~', '!~'],
      valueType: 'string',
      build: (eb, operator, values) => {
        const condition = sql<SqlBool>`lower(work_packages.subject) like ${likePattern(String(values[0]))} escape '\\'`;
        return operator === '~' ? condition : eb.not(condition);
      },
    },
    dayFilter<WorkPackagesEB>({ name: 'start_date', aliases: ['startDate'], column: 'work_packages.start_date', operators: DAY_OPERATORS, now }),
    dayFilter<WorkPackagesEB>({ name: 'due_date', aliases: ['dueDate'], column: 'work_packages.due_date', operators: DAY_OPERATORS, now }),
    timestampFilter<WorkPackagesEB>({ name: 'created_at', aliases: ['createdAt'], column: 'work_packages.created_at', operators: TIMESTAMP_OPERATORS, now }),
    timestampFilter<WorkPackagesEB>({ name: 'updated_at', aliases: ['updatedAt'], column: 'work_packages.updated_at', operators: TIMESTAMP_OPERATORS, now }),
  ];
}

export const WORK_PACKAGE_SORTS: SortDefinition[] = [
  { name: 'id', column: 'work_packages.id' },
  { name: 'subject', column: 'work_packages.subject', caseInsensitive: true },
  { name: 'createdAt', aliases: ['created_at'], column: 'work_packages.created_at' },
  { name: 'updatedAt', aliases: ['updated_at'], column: 'work_packages.updated_at' },
  { name: 'startDate', aliases: ['start_date'], column: 'work_packages.start_date' },
  { name: 'dueDate', aliases: ['due_date'], column: 'work_packages.due_date' },
  { name: 'priority', column: 'priorities.position' },
  { name: 'status', column: 'statuses.position' },
  { name: 'type', column: 'types.position' },
  { name: 'assignee', aliases: ['assigned_to'], column: 'assignees.name' },
  { name: 'position', column: 'work_packages.position' },
  { name: 'storyPoints', aliases: ['story_points'], column: 'work_packages.story_points' },
];

/** OpenProject's default order. */
export const DEFAULT_WORK_PACKAGE_SORT: ParsedSort[] = [{ column: 'work_packages.id', direction: 'asc' }];
