// Mounts the remote view for the selected key. Prop types come from each remote's contract (types only).
import type { ProjectTaskPanelProps, ProjectTasksViewProps } from 'mfe-tasks/contract';
import type { ProjectSprintsViewProps } from 'mfe-sprints/contract';
import type { ProjectFinanceViewProps, ProjectGithubViewProps } from 'mfe-insights/contract';
import type { ProjectDocumentsViewProps } from 'mfe-docs/contract';
import type { ProjectForumsViewProps } from 'mfe-forums/contract';
import type { ProjectDetail, ProjectViewKey } from '@tessera/shared';
import { RemoteView } from '../../../federation/RemoteView';
import { PROJECT_TASK_PANEL_REMOTE, PROJECT_VIEW_REMOTES, TASK_PANEL_UNAVAILABLE } from '../model/project-views';

/**
 * The task panel next to another remote's view. It renders nothing until a task is selected; when mfe_tasks is
 * down it says so in one line (before the view, where it is seen) and the view itself stays usable.
 */
function TaskPanelSlot({ projectId }: { projectId: number }) {
  return (
    <div data-testid="task-panel-slot">
      <RemoteView<ProjectTaskPanelProps>
        id={PROJECT_TASK_PANEL_REMOTE}
        props={{ projectId }}
        quiet
        fallbackTitle={TASK_PANEL_UNAVAILABLE}
      />
    </div>
  );
}

export function ProjectViewSlot({ view, project }: { view: ProjectViewKey; project: ProjectDetail }) {
  const projectId = project.id;
  switch (view) {
    case 'kanban':
    case 'list':
    case 'calendar':
      return <RemoteView<ProjectTasksViewProps> id={PROJECT_VIEW_REMOTES[view]} props={{ projectId, mode: view }} />;
    case 'scrum':
      return (
        <>
          <TaskPanelSlot projectId={projectId} />
          <RemoteView<ProjectSprintsViewProps> id={PROJECT_VIEW_REMOTES.scrum} props={{ projectId }} />
        </>
      );
    case 'finance':
      return <RemoteView<ProjectFinanceViewProps> id={PROJECT_VIEW_REMOTES.finance} props={{ projectId }} />;
    case 'github':
      return <RemoteView<ProjectGithubViewProps> id={PROJECT_VIEW_REMOTES.github} props={{ projectId }} />;
    case 'documents':
      return (
        <RemoteView<ProjectDocumentsViewProps>
          id={PROJECT_VIEW_REMOTES.documents}
          props={{ projectId, projectName: project.name }}
        />
      );
    case 'forums':
      return <RemoteView<ProjectForumsViewProps> id={PROJECT_VIEW_REMOTES.forums} props={{ projectId }} />;
  }
}
