// The task filters (spec 001 section 2): assignee, priority and sprint/version from the 'Filter by User & Priority'
// popover, and the project-level 'My tasks only' toggle. They filter the loaded tasks in the browser, so every
// view (board, list, calendar) shows the same subset at once.
import { assigneeKey, NO_VERSION_KEY, type Task } from '../../../entities/task';

export { NO_VERSION_KEY, NO_VERSION_LABEL, NO_VERSIONS_MESSAGE } from '../../../entities/task';

/** Select value for tasks without an assignee. */
export const UNASSIGNED_KEY = 'none';

export const FILTER_BUTTON_LABEL = 'Filter by User & Priority';
export const MY_TASKS_ONLY_LABEL = 'My tasks only';
export const SHOW_ALL_TASKS_LABEL = 'Show All Tasks';
export const VERSIONS_LOADING_MESSAGE = 'Loading versions...';

export interface TaskFilters {
  /** assigneeKey() values ('User:4', 'Group:11') or UNASSIGNED_KEY. */
  assigneeKeys: string[];
  priorityIds: number[];
  /** Version ids as strings, or NO_VERSION_KEY. */
  versionKeys: string[];
  myTasksOnly: boolean;
}

export const EMPTY_TASK_FILTERS: TaskFilters = { assigneeKeys: [], priorityIds: [], versionKeys: [], myTasksOnly: false };

/** How many popover choices are active (the number on the filter button). */
export function activeFilterCount(filters: TaskFilters): number {
  return filters.assigneeKeys.length + filters.priorityIds.length + filters.versionKeys.length;
}

export function hasActiveFilters(filters: TaskFilters): boolean {
  return filters.myTasksOnly || activeFilterCount(filters) > 0;
}

/** A predicate for the filters; `currentUserId` is the signed-in user ('My tasks only' matches nothing without one). */
export function taskFilterPredicate(filters: TaskFilters, currentUserId: number | null): (task: Task) => boolean {
  const assignees = new Set(filters.assigneeKeys);
  const priorities = new Set(filters.priorityIds);
  const versions = new Set(filters.versionKeys);
  return (task) => {
    if (filters.myTasksOnly && !task.assignees.some((assignee) => assignee.type === 'User' && assignee.id === currentUserId)) {
      return false;
    }
    if (assignees.size > 0) {
      const matches =
        task.assignees.length === 0 ? assignees.has(UNASSIGNED_KEY) : task.assignees.some((assignee) => assignees.has(assigneeKey(assignee)));
      if (!matches) return false;
    }
    if (priorities.size > 0 && !priorities.has(task.priorityId)) return false;
    if (versions.size > 0 && !versions.has(task.version ? String(task.version.id) : NO_VERSION_KEY)) return false;
    return true;
  };
}

export function applyTaskFilters(tasks: readonly Task[], filters: TaskFilters, currentUserId: number | null): readonly Task[] {
  if (!hasActiveFilters(filters)) return tasks;
  return tasks.filter(taskFilterPredicate(filters, currentUserId));
}
