// Mounts the remote view for the selected key. Prop types come from each remote's contract (types only).
import type { ProjectTasksViewProps } from 'mfe-tasks/contract';
import type { ProjectSprintsViewProps } from 'mfe-sprints/contract';
import type { ProjectFinanceViewProps, ProjectGithubViewProps } from 'mfe-insights/contract';
import type { ProjectDocumentsViewProps } from 'mfe-docs/contract';
import type { ProjectForumsViewProps } from 'mfe-forums/contract';
import type { ProjectDetail, ProjectViewKey } from '@tessera/shared';
import { RemoteView } from '../../../federation/RemoteView';
import { PROJECT_VIEW_REMOTES } from '../model/project-views';

export function ProjectViewSlot({ view, project }: { view: ProjectViewKey; project: ProjectDetail }) {
  const projectId = project.id;
  switch (view) {
    case 'kanban':
    case 'list':
    case 'calendar':
      return <RemoteView<ProjectTasksViewProps> id={PROJECT_VIEW_REMOTES[view]} props={{ projectId, mode: view }} />;
    case 'scrum':
      return <RemoteView<ProjectSprintsViewProps> id={PROJECT_VIEW_REMOTES.scrum} props={{ projectId }} />;
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
