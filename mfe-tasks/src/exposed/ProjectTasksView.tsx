import { Result } from '@tessera/shared';
import type { ProjectTasksViewProps, TaskViewMode } from './contract';

// The switcher labels the shell shows for each mode, so the view names the same thing the user picked.
export const TASK_VIEW_MODE_LABELS: Record<TaskViewMode, string> = { kanban: 'Board', list: 'List', calendar: 'Calendar' };
export const TASKS_NOT_AVAILABLE_MESSAGE = 'Tasks are not available in this version of Tessera yet.';

export default function ProjectTasksView({ projectId, mode }: ProjectTasksViewProps) {
  const modeLabel = TASK_VIEW_MODE_LABELS[mode];
  return (
    <div
      data-testid="remote-view-mfe_tasks"
      data-build={process.env.BUILD_LABEL}
      data-project-id={projectId}
      data-mode={mode}
    >
      <Result status="info" title={`Tasks · ${modeLabel} view`} subTitle={TASKS_NOT_AVAILABLE_MESSAGE} />
    </div>
  );
}
