// Filter and sort state of the projects list (spec 000 section 3 'Project filters', section 2 and 9 defaults).
// Pure: a reducer, the active-filter count, and the functions applying the state to loaded projects.
import dayjs from 'dayjs';
import { defaultMyProjects } from '@tessera/shared';

export type ProjectStatusFilter = 'active' | 'archived';
export type ProjectSortField = 'updatedAt' | 'createdAt' | 'name' | 'identifier';
export type SortOrder = 'asc' | 'desc';
export type VisibilityFilter = 'any' | 'public' | 'private';
export type TemplateFilter = 'any' | 'templates' | 'non-templates';
export type ParentFilter = { kind: 'any' } | { kind: 'none' } | { kind: 'project'; projectId: number };
/** Quick filters on the updated date. */
export type UpdatedWithin = 'week' | 'month' | 'quarter';

/** Inclusive calendar days, 'YYYY-MM-DD' in the user's time zone; null ends are open. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export interface ProjectFilters {
  /** Empty: every status. */
  statuses: ProjectStatusFilter[];
  parent: ParentFilter;
  visibility: VisibilityFilter;
  template: TemplateFilter;
  /** null: the role default (on for non-admins, off for admins; spec 000 section 6). */
  myProjects: boolean | null;
  created: DateRange;
  updated: DateRange;
  updatedWithin: UpdatedWithin | null;
  sortField: ProjectSortField;
  sortOrder: SortOrder;
}

export const DEFAULT_SORT_FIELD: ProjectSortField = 'updatedAt';
export const DEFAULT_SORT_ORDER: SortOrder = 'desc';

/** The quick filters' spans: week 7 days, month 1 month, quarter 3 months. */
export const UPDATED_WITHIN_SPANS: Readonly<Record<UpdatedWithin, { amount: number; unit: 'day' | 'month' }>> = {
  week: { amount: 7, unit: 'day' },
  month: { amount: 1, unit: 'month' },
  quarter: { amount: 3, unit: 'month' },
};

const OPEN_RANGE: DateRange = { from: null, to: null };

export const INITIAL_PROJECT_FILTERS: ProjectFilters = {
  statuses: [],
  parent: { kind: 'any' },
  visibility: 'any',
  template: 'any',
  myProjects: null,
  created: OPEN_RANGE,
  updated: OPEN_RANGE,
  updatedWithin: null,
  sortField: DEFAULT_SORT_FIELD,
  sortOrder: DEFAULT_SORT_ORDER,
};

export type ProjectFiltersAction =
  | { type: 'setStatuses'; statuses: ProjectStatusFilter[] }
  | { type: 'setParent'; parent: ParentFilter }
  | { type: 'setVisibility'; visibility: VisibilityFilter }
  | { type: 'setTemplate'; template: TemplateFilter }
  | { type: 'setMyProjects'; myProjects: boolean }
  | { type: 'setCreated'; range: DateRange }
  | { type: 'setUpdated'; range: DateRange }
  | { type: 'setUpdatedWithin'; updatedWithin: UpdatedWithin | null }
  | { type: 'setSort'; field: ProjectSortField; order: SortOrder }
  | { type: 'clear' };

export function projectFiltersReducer(state: ProjectFilters, action: ProjectFiltersAction): ProjectFilters {
  switch (action.type) {
    case 'setStatuses':
      return { ...state, statuses: [...new Set(action.statuses)] };
    case 'setParent':
      return { ...state, parent: action.parent };
    case 'setVisibility':
      return { ...state, visibility: action.visibility };
    case 'setTemplate':
      return { ...state, template: action.template };
    case 'setMyProjects':
      return { ...state, myProjects: action.myProjects };
    case 'setCreated':
      return { ...state, created: action.range };
    // A quick filter and an explicit updated range would fight over the same date: the latest choice wins.
    case 'setUpdated':
      return { ...state, updated: action.range, updatedWithin: isOpen(action.range) ? state.updatedWithin : null };
    case 'setUpdatedWithin':
      return { ...state, updatedWithin: action.updatedWithin, updated: action.updatedWithin ? OPEN_RANGE : state.updated };
    case 'setSort':
      return { ...state, sortField: action.field, sortOrder: action.order };
    case 'clear':
      // Sorting is not a filter: clearing keeps the user's order.
      return { ...INITIAL_PROJECT_FILTERS, sortField: state.sortField, sortOrder: state.sortOrder };
  }
}

function isOpen(range: DateRange): boolean {
  return !range.from && !range.to;
}


/** Whether the list asks the server for the caller's projects only. */
export function effectiveMyProjects(filters: ProjectFilters, isAdmin: boolean): boolean {
  return filters.myProjects ?? defaultMyProjects(isAdmin);
}

/** Filters that differ from their defaults (the badge on the Filters panel). Sorting does not count. */
export function countActiveFilters(filters: ProjectFilters, isAdmin: boolean): number {
  return [
    filters.statuses.length > 0,
    filters.parent.kind !== 'any',
    filters.visibility !== 'any',
    filters.template !== 'any',
    effectiveMyProjects(filters, isAdmin) !== defaultMyProjects(isAdmin),
    !isOpen(filters.created),
    !isOpen(filters.updated),
    filters.updatedWithin !== null,
  ].filter(Boolean).length;
}

/** The project fields the filters and sort read. */
export interface FilterableProject {
  id: number;
  name: string;
  identifier: string;
  status: ProjectStatusFilter;
  isPublic: boolean;
  templated: boolean;
  parentId: number | null;
  createdAt: string;
  updatedAt: string;
}

function localDay(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}

function inRange(iso: string, range: DateRange): boolean {
  const day = localDay(iso);
  if (range.from && day < range.from) return false;
  if (range.to && day > range.to) return false;
  return true;
}

/** The cut-off of a quick filter: projects updated at or after it pass. */
export function updatedWithinStart(updatedWithin: UpdatedWithin, now: Date): Date {
  const { amount, unit } = UPDATED_WITHIN_SPANS[updatedWithin];
  return dayjs(now).subtract(amount, unit).toDate();
}

/** Applies the client-side filters ('my projects' is applied by the server). */
export function applyProjectFilters<P extends FilterableProject>(projects: readonly P[], filters: ProjectFilters, now: Date): P[] {
  const since = filters.updatedWithin ? updatedWithinStart(filters.updatedWithin, now).getTime() : null;
  return projects.filter((project) => {
    if (filters.statuses.length > 0 && !filters.statuses.includes(project.status)) return false;
    if (filters.parent.kind === 'none' && project.parentId !== null) return false;
    if (filters.parent.kind === 'project' && project.parentId !== filters.parent.projectId) return false;
    if (filters.visibility === 'public' && !project.isPublic) return false;
    if (filters.visibility === 'private' && project.isPublic) return false;
    if (filters.template === 'templates' && !project.templated) return false;
    if (filters.template === 'non-templates' && project.templated) return false;
    if (!inRange(project.createdAt, filters.created)) return false;
    if (!inRange(project.updatedAt, filters.updated)) return false;
    if (since !== null && Date.parse(project.updatedAt) < since) return false;
    return true;
  });
}

const textCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compareBy(field: ProjectSortField, a: FilterableProject, b: FilterableProject): number {
  switch (field) {
    case 'name':
      return textCollator.compare(a.name, b.name);
    case 'identifier':
      return textCollator.compare(a.identifier, b.identifier);
    case 'createdAt':
      return Date.parse(a.createdAt) - Date.parse(b.createdAt);
    case 'updatedAt':
      return Date.parse(a.updatedAt) - Date.parse(b.updatedAt);
  }
}

export function sortProjects<P extends FilterableProject>(projects: readonly P[], field: ProjectSortField, order: SortOrder): P[] {
  const direction = order === 'asc' ? 1 : -1;
  // Ties fall back to the id so the order is stable across refetches.
  return [...projects].sort((a, b) => direction * (compareBy(field, a, b) || a.id - b.id));
}
