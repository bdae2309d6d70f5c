// The costs page's query: what the filters, grouping and page hold, as the server's query string.

export const COST_GROUPINGS = [
  { value: 'user', label: 'User' },
  { value: 'activity', label: 'Activity' },
  { value: 'cost_type', label: 'Cost type' },
  { value: 'work_package', label: 'Work package' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const;

export type CostGrouping = (typeof COST_GROUPINGS)[number]['value'];

export interface CostsQuery {
  from?: string;
  to?: string;
  userId?: number;
  activityId?: number;
  costTypeId?: number;
  workPackageId?: number;
  groupBy?: CostGrouping;
  offset: number;
  pageSize: number;
}

export const COSTS_PAGE_SIZE = 20;
export const INITIAL_COSTS_QUERY: CostsQuery = { offset: 1, pageSize: COSTS_PAGE_SIZE };

/** The query string values (undefined ones left out). */
export function costsParams(query: CostsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params[key] = value as string | number;
  return params;
}

/** The label of a group without a value: cost entries have no activity, time entries no cost type. */
export function groupLabel(grouping: CostGrouping, label: string | null): string {
  if (label !== null && label !== '') return label;
  if (grouping === 'activity') return 'Material costs (no activity)';
  if (grouping === 'cost_type') return 'Labour (time entries)';
  if (grouping === 'work_package') return 'No work package';
  return '—';
}
