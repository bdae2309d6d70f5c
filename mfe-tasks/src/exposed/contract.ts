// Types only: what mfe_tasks exposes. The shell imports this with `import type`.
export type TaskViewMode = 'kanban' | 'list' | 'calendar';
export interface ProjectTasksViewProps { projectId: number; mode: TaskViewMode }
/**
 * mfe_tasks/ProjectTaskPanel: the task panel alone, for views of other remotes (the sprint board). It opens for
 * ?task=<id> (set it with useOpenTask() from @tessera/shared) and renders nothing of its own until then.
 */
export interface ProjectTaskPanelProps { projectId: number }
