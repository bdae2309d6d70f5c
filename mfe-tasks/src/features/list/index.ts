// The list view: the tasks in a sortable, paged table.
export { TaskList, type TaskListProps } from './ui/TaskList';
