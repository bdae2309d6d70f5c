import { useQuery } from '@tanstack/react-query';
import { Route, Routes, useParams } from '@tessera/shared';
import { api, mapProject, parseProjectId, Result, Skeleton, type ProjectHal } from '@tessera/shared';
import ProjectDocumentsView from '../exposed/ProjectDocumentsView';

// Standalone mode: the suite mounts ProjectDocumentsView inside the shell, which already knows the project's name;
// on its own the remote loads the project to learn it.
export const STANDALONE_HINT = 'This is the documents remote running on its own. Open /projects/<id> to see the documents of that project.';
export const INVALID_PROJECT_MESSAGE = 'A project id is a positive whole number, for example /projects/1.';
export const PROJECT_LOAD_FAILED_MESSAGE = 'Failed to load project details. Please try again later.';

function StandaloneHome() {
  return <Result status="info" title="Tessera · Documents" subTitle={STANDALONE_HINT} />;
}

function StandaloneProjectDocuments({ projectId }: { projectId: number }) {
  const project = useQuery({
    queryKey: ['mfe-docs', 'standalone-project', projectId],
    queryFn: async ({ signal }) => mapProject(await api.get<ProjectHal>(`/projects/${projectId}`, { signal })),
  });
  if (project.isPending) return <Skeleton active />;
  if (project.isError) {
    return <Result status="error" title="Error" subTitle={project.error.message || PROJECT_LOAD_FAILED_MESSAGE} />;
  }
  return <ProjectDocumentsView projectId={projectId} projectName={project.data.name} />;
}

function StandaloneProjectView() {
  const projectId = parseProjectId(useParams().projectId);
  if (projectId === null) return <Result status="warning" title="Invalid Project" subTitle={INVALID_PROJECT_MESSAGE} />;
  return <StandaloneProjectDocuments projectId={projectId} />;
}

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/projects/:projectId" element={<StandaloneProjectView />} />
      <Route path="*" element={<StandaloneHome />} />
    </Routes>
  );
}
