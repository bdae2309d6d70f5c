import { sql, type SqlBool } from 'kysely';
import { invalidQuery } from '../../http/errors.ts';
import type { FilterDefinition, FilterValue, ParsedFilter } from '../../http/query.ts';
import { MILESTONE_HEALTH, MILESTONE_STATUSES } from './health.ts';
import type { Milestone } from './representer.ts';

/**
 * Health is computed from today's date, not stored, so the filters run over the computed milestones; they use the
 * kernel's parser (same syntax and 400s as every list) and never build SQL.
 */
type MilestoneFilter = FilterDefinition<unknown> & { test(milestone: Milestone, values: FilterValue[]): boolean };

function enumFilter(name: string, allowed: readonly string[], pick: (milestone: Milestone) => string): MilestoneFilter {
  return {
    name,
    operators: ['=', '!'],
    valueType: 'string',
    build: (_eb, _operator, values) => {
      for (const value of values) if (!allowed.includes(String(value))) throw invalidQuery(`Filter ${name}: "${String(value)}" is not one of ${allowed.join(', ')}.`);
      return sql<SqlBool>`1 = 1`;
    },
    test: (milestone, values) => values.includes(pick(milestone)),
  };
}

export const MILESTONE_FILTERS: MilestoneFilter[] = [
  enumFilter('health', MILESTONE_HEALTH, (milestone) => milestone.health_status),
  enumFilter('status', MILESTONE_STATUSES, (milestone) => milestone.status),
];

/** Checks the values (the definitions' build) and keeps the milestones every filter accepts. */
export function applyFilters(milestones: Milestone[], filters: ParsedFilter<unknown>[]): Milestone[] {
  for (const filter of filters) filter.definition.build(undefined, filter.operator, filter.values, { currentUserId: 0 });
  return milestones.filter((milestone) =>
    filters.every((filter) => {
      const matches = (filter.definition as MilestoneFilter).test(milestone, filter.values);
      return filter.operator === '=' ? matches : !matches;
    }),
  );
}
