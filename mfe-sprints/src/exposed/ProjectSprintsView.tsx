import { Result } from '@tessera/shared';
import type { ProjectSprintsViewProps } from './contract';

export const SPRINTS_NOT_AVAILABLE_MESSAGE =
  'Sprints, backlogs and burndown charts are not available in this version of Tessera yet.';

export default function ProjectSprintsView({ projectId }: ProjectSprintsViewProps) {
  return (
    <div data-testid="remote-view-mfe_sprints" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <Result status="info" title="Scrum" subTitle={SPRINTS_NOT_AVAILABLE_MESSAGE} />
    </div>
  );
}
