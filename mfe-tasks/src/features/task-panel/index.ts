// The task detail panel: mount <TaskPanel projectId /> once on the tasks view; it opens from ?task=<id>.
export { TaskPanel, type TaskPanelProps } from './ui/TaskPanel';
