// Types only: what mfe_tasks exposes. The shell imports this with `import type`.
export type TaskViewMode = 'kanban' | 'list' | 'calendar';
export interface ProjectTasksViewProps { projectId: number; mode: TaskViewMode }
