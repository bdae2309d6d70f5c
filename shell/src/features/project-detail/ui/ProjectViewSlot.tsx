// Mounts the remote view for the selected key. Prop types come from each remote's contract (types only).
import type { ProjectTasksViewProps } from 'mfe-tasks/contract';
import type { ProjectSprintsViewProps } from 'mfe-sprints/contract';
import type { ProjectFinanceViewProps, ProjectGithubViewProps } from 'mfe-insights/contract';
import type { ProjectDocumentsViewProps } from 'mfe-docs/contract';
import type { ProjectForumsViewProps } from 'mfe-forums/contract';
import type { ProjectDetail, ProjectViewKey } from '@tessera/shared';
import { RemoteView } from '../../../federation/RemoteView';

export function ProjectViewSlot({ view, project }: { view: ProjectViewKey; project: ProjectDetail }) {
  const projectId = project.id;
  switch (view) {
    case 'kanban':
    case 'list':
    case 'calendar':
      return <RemoteView<ProjectTasksViewProps> id="mfe_tasks/ProjectTasksView" props={{ projectId, mode: view }} />;
    case 'scrum':
      return <RemoteView<ProjectSprintsViewProps> id="mfe_sprints/ProjectSprintsView" props={{ projectId }} />;
    case 'finance':
      return <RemoteView<ProjectFinanceViewProps> id="mfe_insights/ProjectFinanceView" props={{ projectId }} />;
    case 'github':
      return <RemoteView<ProjectGithubViewProps> id="mfe_insights/ProjectGithubView" props={{ projectId }} />;
    case 'documents':
      return (
        <RemoteView<ProjectDocumentsViewProps>
          id="mfe_docs/ProjectDocumentsView"
          props={{ projectId, projectName: project.name }}
        />
      );
    case 'forums':
      return <RemoteView<ProjectForumsViewProps> id="mfe_forums/ProjectForumsView" props={{ projectId }} />;
  }
}
