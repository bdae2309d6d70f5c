// The task panel for views that other remotes render (the sprint board on the Scrum view): the same drawer as
// on the tasks views, opened by ?task=<id>. It reads the project's tasks as the tasks view does (the panel's
// instant first paint and its parent choices) and follows live updates, so the open task stays current.
import type { ProjectTaskPanelProps } from '../exposed/contract';
import { useProjectTasks } from '../entities/task';
import { TaskPanel } from '../features/task-panel';
import { useLiveTaskUpdates } from '../features/live-updates';

export default function ProjectTaskPanel({ projectId }: ProjectTaskPanelProps) {
  useProjectTasks(projectId);
  useLiveTaskUpdates(projectId);
  return (
    <div data-testid="remote-view-mfe_tasks-panel" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <TaskPanel projectId={projectId} />
    </div>
  );
}
