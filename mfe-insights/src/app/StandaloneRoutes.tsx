import { StandaloneProjectRoutes } from '@tessera/shared';
import ProjectFinanceView from '../exposed/ProjectFinanceView';
import ProjectGithubView from '../exposed/ProjectGithubView';

export const STANDALONE_HINT =
  'This is the insights remote running on its own. Open /projects/<id> to see the finance and GitHub views of that project.';

export function StandaloneRoutes() {
  return (
    <StandaloneProjectRoutes area="Insights" hint={STANDALONE_HINT}>
      {(projectId) => (
        <>
          <ProjectFinanceView projectId={projectId} />
          <ProjectGithubView projectId={projectId} />
        </>
      )}
    </StandaloneProjectRoutes>
  );
}
