import { sql, type SqlBool } from 'kysely';
import type { FilterDefinition, FilterValue, ParsedSort, QueryContext, SortDefinition } from '../../http/query.ts';
import type { TimeEntriesEB } from './queries.ts';
import { dayFilter } from '../../http/filters.ts';

type IdColumn = 'time_entries.project_id' | 'time_entries.user_id' | 'time_entries.activity_id' | 'time_entries.id';

const NONE = sql<SqlBool>`1 = 0`;

const principalIds = (values: FilterValue[], context: QueryContext) => values.map((value) => (value === 'me' ? context.currentUserId : Number(value)));

function idFilter(name: string, aliases: string[], column: IdColumn, principal = false): FilterDefinition<TimeEntriesEB> {
  return {
    name,
    aliases,
    operators: ['=', '!'],
    valueType: principal ? 'principal' : 'integer',
    build: (eb, operator, values, context) => {
      const ids = principal ? principalIds(values, context) : (values as number[]);
      if (ids.length === 0) return NONE;
      return eb(column, operator === '=' ? 'in' : 'not in', ids);
    },
  };
}

export const TIME_ENTRY_PROJECT_FILTER = idFilter('project', ['project_id', 'projectId'], 'time_entries.project_id');

/**
 * The filters of GET /time_entries (spec 001 section 7: project, work package, user, activity, spentOn on or after /
 * on or before, ongoing), with OpenProject's snake_case names and the API's camelCase spellings as aliases.
 */
export function timeEntryFilters(now: () => Date): FilterDefinition<TimeEntriesEB>[] {
  return [
    TIME_ENTRY_PROJECT_FILTER,
    {
      name: 'work_package',
      aliases: ['workPackage', 'work_package_id', 'workPackageId', 'entity_id', 'entityId'],
      operators: ['=', '!', '*', '!*'],
      valueType: 'integer',
      build: (eb, operator, values) => {
        if (operator === '*') return eb('time_entries.work_package_id', 'is not', null);
        if (operator === '!*') return eb('time_entries.work_package_id', 'is', null);
        const ids = values as number[];
        if (operator === '=') return eb('time_entries.work_package_id', 'in', ids);
        return eb.or([eb('time_entries.work_package_id', 'is', null), eb('time_entries.work_package_id', 'not in', ids)]);
      },
    },
    idFilter('user', ['user_id', 'userId'], 'time_entries.user_id', true),
    idFilter('activity', ['activity_id', 'activityId'], 'time_entries.activity_id'),
    idFilter('id', [], 'time_entries.id'),
    // Days are the app clock's (UTC), as spentOn is validated against it.
    dayFilter<TimeEntriesEB>({
      name: 'spent_on',
      aliases: ['spentOn'],
      column: 'time_entries.spent_on',
      operators: ['<>d', '>=', '<=', '=', 't', '>t-', '<t-'],
      now,
    }),
    {
      name: 'ongoing',
      operators: ['='],
      valueType: 'boolean',
      build: (eb, _operator, values) => eb('time_entries.ongoing', 'in', values as boolean[]),
    },
  ];
}

export const TIME_ENTRY_SORTS: SortDefinition[] = [
  { name: 'id', column: 'time_entries.id' },
  { name: 'hours', column: 'time_entries.hours' },
  { name: 'spentOn', aliases: ['spent_on'], column: 'time_entries.spent_on' },
  { name: 'createdAt', aliases: ['created_at'], column: 'time_entries.created_at' },
  { name: 'updatedAt', aliases: ['updated_at'], column: 'time_entries.updated_at' },
];

/** OpenProject's default order: by the day the time was spent, oldest first. */
export const DEFAULT_TIME_ENTRY_SORT: ParsedSort[] = [{ column: 'time_entries.spent_on', direction: 'asc' }];
