import { parseProjectId, Route, Routes, StandaloneProjectRoutes, useParams } from '@tessera/shared';
import ProjectForumsPage from '../pages/ProjectForumsPage';

export const STANDALONE_HINT = 'This is the forums remote running on its own. Open /projects/<id> to see the forums of that project.';

/** /projects/{id}/forums/... as in the suite; the view itself says when the id is not valid. */
function ForumPathRoute() {
  const { projectId } = useParams();
  return <ProjectForumsPage projectId={parseProjectId(projectId) ?? Number.NaN} />;
}

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/projects/:projectId/forums/*" element={<ForumPathRoute />} />
      <Route
        path="*"
        element={
          <StandaloneProjectRoutes area="Forums" hint={STANDALONE_HINT}>
            {(projectId) => <ProjectForumsPage projectId={projectId} />}
          </StandaloneProjectRoutes>
        }
      />
    </Routes>
  );
}
