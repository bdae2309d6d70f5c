import { StandaloneProjectRoutes } from '@tessera/shared';
import ProjectForumsPage from '../pages/ProjectForumsPage';

export const STANDALONE_HINT = 'This is the forums remote running on its own. Open /projects/<id> to see the forums of that project.';

export function StandaloneRoutes() {
  return (
    <StandaloneProjectRoutes area="Forums" hint={STANDALONE_HINT}>
      {(projectId) => <ProjectForumsPage projectId={projectId} />}
    </StandaloneProjectRoutes>
  );
}
