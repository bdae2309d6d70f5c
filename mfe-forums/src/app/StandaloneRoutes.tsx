import { Route, Routes, useParams } from '@tessera/shared';
import { parseProjectId, Result } from '@tessera/shared';
import ProjectForumsView from '../exposed/ProjectForumsView';

// Standalone mode: the suite mounts these views inside the shell; these routes let the remote run on its own.
export const STANDALONE_HINT = 'This is the forums remote running on its own. Open /projects/<id> to see the forums of that project.';
export const INVALID_PROJECT_MESSAGE = 'A project id is a positive whole number, for example /projects/1.';

function StandaloneHome() {
  return <Result status="info" title="Tessera · Forums" subTitle={STANDALONE_HINT} />;
}

function StandaloneProjectView() {
  const projectId = parseProjectId(useParams().projectId);
  if (projectId === null) return <Result status="warning" title="Invalid Project" subTitle={INVALID_PROJECT_MESSAGE} />;
  return <ProjectForumsView projectId={projectId} />;
}

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/projects/:projectId" element={<StandaloneProjectView />} />
      <Route path="*" element={<StandaloneHome />} />
    </Routes>
  );
}
