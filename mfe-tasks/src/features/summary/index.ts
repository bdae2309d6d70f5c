// The four summary cards above the tasks views, counting what the filters show.
export { TaskSummaryCards } from './ui/TaskSummaryCards';
export { summarizeTasks, type TaskStats } from './model/task-summary';
