import { StandaloneProjectRoutes } from '@tessera/shared';
import ProjectFinancePage from '../pages/ProjectFinancePage';
import ProjectGithubPage from '../pages/ProjectGithubPage';

export const STANDALONE_HINT =
  'This is the insights remote running on its own. Open /projects/<id> to see the finance and GitHub views of that project.';

export function StandaloneRoutes() {
  return (
    <StandaloneProjectRoutes area="Insights" hint={STANDALONE_HINT}>
      {(projectId) => (
        <>
          <ProjectFinancePage projectId={projectId} />
          <ProjectGithubPage projectId={projectId} />
        </>
      )}
    </StandaloneProjectRoutes>
  );
}
