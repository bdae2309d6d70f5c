import { StandaloneProjectRoutes } from '@tessera/shared';
import ProjectForumsView from '../exposed/ProjectForumsView';

export const STANDALONE_HINT = 'This is the forums remote running on its own. Open /projects/<id> to see the forums of that project.';

export function StandaloneRoutes() {
  return (
    <StandaloneProjectRoutes area="Forums" hint={STANDALONE_HINT}>
      {(projectId) => <ProjectForumsView projectId={projectId} />}
    </StandaloneProjectRoutes>
  );
}
