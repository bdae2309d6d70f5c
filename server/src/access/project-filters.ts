import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { likePattern, type FilterDefinition, type FilterValue, type ParsedSort, type SortDefinition } from '../http/query.ts';
import { projectIdsWithVisibleMembers, visibleProjectIds } from './permissions.ts';
import { timestampFilter } from '../http/filters.ts';

// The filters and sorts of lists of visible projects: the projects list, and the projects a version or a time entry
// can be used in.

export type ProjectsEB = ExpressionBuilder<Database, 'projects'>;

export const PROJECTS_DEFAULT_PAGE_SIZE = 20;
export const PROJECTS_MAX_PAGE_SIZE = 1000;

const TIMESTAMP_OPERATORS = ['<>d', '>t-', '<t-'];

const booleanFilter = (name: string, column: 'projects.active' | 'projects.public' | 'projects.templated', aliases: string[] = []): FilterDefinition<ProjectsEB> => ({
  name,
  aliases,
  operators: ['='],
  valueType: 'boolean',
  build: (eb, _operator, values) => eb(column, 'in', values as boolean[]),
});

const principalIds = (values: FilterValue[], currentUserId: number) => values.map((value) => (value === 'me' ? currentUserId : Number(value)));

export function projectFilters(now: () => Date): FilterDefinition<ProjectsEB>[] {
  return [
    booleanFilter('active', 'projects.active'),
    booleanFilter('public', 'projects.public'),
    booleanFilter('templated', 'projects.templated'),
    {
      name: 'status',
      aliases: ['project_status_code'],
      operators: ['=', '!'],
      valueType: 'string',
      build: (eb, operator, values) => eb('projects.status_code', operator === '=' ? 'in' : 'not in', values as string[]),
    },
    {
      name: 'name_and_identifier',
      aliases: ['nameAndIdentifier'],
      operators: ['~', '='],
      valueType: 'string',
      build: (eb, operator, values) => {
        const text = String(values[0]).toLowerCase();
        if (operator === '=') return eb.or([eb(eb.fn('lower', ['projects.name']), '=', text), eb('projects.identifier', '=', text)]);
        const pattern = likePattern(text);
        return eb.or([
          sql<boolean>`lower(projects.name) like ${pattern} escape '\\'`,
          sql<boolean>`lower(projects.identifier) like ${pattern} escape '\\'`,
        ]);
      },
    },
    {
      name: 'name',
      operators: ['~', '='],
      valueType: 'string',
      build: (eb, operator, values) => {
        const text = String(values[0]).toLowerCase();
        if (operator === '=') return eb(eb.fn('lower', ['projects.name']), '=', text);
        return sql<boolean>`lower(projects.name) like ${likePattern(text)} escape '\\'`;
      },
    },
    {
      name: 'parent_id',
      aliases: ['parentId', 'parent'],
      operators: ['=', '!', '*', '!*'],
      valueType: 'integer',
      // A visible project's invisible parent is undisclosed: only parents the caller sees count.
      build: (eb, operator, values, context) => {
        if (operator === '*') return eb('projects.parent_id', 'is not', null);
        if (operator === '!*') return eb('projects.parent_id', 'is', null);
        const underParents = eb.and([eb('projects.parent_id', 'in', values as number[]), eb('projects.parent_id', 'in', visibleProjectIds(eb, context.currentUserId))]);
        return operator === '=' ? underParents : eb.or([eb('projects.parent_id', 'is', null), eb.not(underParents)]);
      },
    },
    {
      name: 'id',
      operators: ['=', '!'],
      valueType: 'integer',
      build: (eb, operator, values) => eb('projects.id', operator === '=' ? 'in' : 'not in', values as number[]),
    },
    {
      name: 'principal',
      aliases: ['member'],
      operators: ['='],
      valueType: 'principal',
      build: (eb, _operator, values, context) => {
        const ids = principalIds(values, context.currentUserId);
        return eb(
          'projects.id',
          'in',
          eb
            .selectFrom('memberships as fm')
            .select('fm.project_id')
            // Membership is shown only where the caller may see members (a public project's are not public).
            .where('fm.project_id', 'in', projectIdsWithVisibleMembers(eb, context.currentUserId))
            .where((inner) =>
              inner.or([
                inner('fm.principal_id', 'in', ids),
                inner('fm.principal_id', 'in', inner.selectFrom('group_users as fg').select('fg.group_id').where('fg.user_id', 'in', ids)),
              ]),
            ),
        );
      },
    },
    timestampFilter<ProjectsEB>({ name: 'created_at', aliases: ['createdAt'], column: 'projects.created_at', operators: TIMESTAMP_OPERATORS, now }),
    timestampFilter<ProjectsEB>({ name: 'updated_at', aliases: ['updatedAt'], column: 'projects.updated_at', operators: TIMESTAMP_OPERATORS, now }),
  ];
}

export const PROJECT_SORTS: SortDefinition[] = [
  { name: 'id', column: 'projects.id' },
  { name: 'name', column: 'projects.name', caseInsensitive: true },
  { name: 'identifier', column: 'projects.identifier', caseInsensitive: true },
  { name: 'createdAt', aliases: ['created_at'], column: 'projects.created_at' },
  { name: 'updatedAt', aliases: ['updated_at', 'latestActivityAt', 'latest_activity_at'], column: 'projects.updated_at' },
  { name: 'public', column: 'projects.public' },
];

export const DEFAULT_PROJECT_SORT: ParsedSort[] = [{ column: 'projects.updated_at', direction: 'desc' }];
