// The Scrum view of a project (spec 002): the sprint board with its dialogs and analytics. A click on a task
// selects it in the URL (?task=<id>), from which the shell shows the tasks area's task panel.
import { SprintBoardArea } from '../features/sprint-board/ui/SprintBoardArea';
import type { ProjectSprintsViewProps } from './contract';

export default function ProjectSprintsView({ projectId }: ProjectSprintsViewProps) {
  return (
    <div data-testid="remote-view-mfe_sprints" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <SprintBoardArea key={projectId} projectId={projectId} />
    </div>
  );
}
