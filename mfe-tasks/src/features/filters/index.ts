// The tasks views' filters ('My tasks only', assignee, priority, version), kept per project.
export { EMPTY_TASK_FILTERS, hasActiveFilters, taskFilterPredicate, type TaskFilters } from './model/task-filters';
export { useTaskFilters, useTaskFiltersStore } from './model/task-filters-store';
export { MyTasksToggle } from './ui/MyTasksToggle';
export { TaskFilterPopover } from './ui/TaskFilterPopover';
