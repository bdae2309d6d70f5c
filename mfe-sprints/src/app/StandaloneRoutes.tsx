import { StandaloneProjectRoutes } from '@tessera/shared';
import ProjectSprintsView from '../exposed/ProjectSprintsView';

export const STANDALONE_HINT = 'This is the sprints remote running on its own. Open /projects/<id> to see the sprints of that project.';

export function StandaloneRoutes() {
  return (
    <StandaloneProjectRoutes area="Sprints" hint={STANDALONE_HINT}>
      {(projectId) => <ProjectSprintsView projectId={projectId} />}
    </StandaloneProjectRoutes>
  );
}
