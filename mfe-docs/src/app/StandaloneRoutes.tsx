import { useQuery } from '@tanstack/react-query';
import { api, mapProject, Result, Skeleton, StandaloneProjectRoutes, type ProjectHal } from '@tessera/shared';
import ProjectDocumentsPage from '../pages/ProjectDocumentsPage';

// Standalone mode: the suite mounts ProjectDocumentsView inside the shell, which already knows the project's name;
// on its own the remote loads the project to learn it.
export const STANDALONE_HINT = 'This is the documents remote running on its own. Open /projects/<id> to see the documents of that project.';
export const PROJECT_LOAD_FAILED_MESSAGE = 'Failed to load project details. Please try again later.';

function StandaloneProjectDocuments({ projectId }: { projectId: number }) {
  const project = useQuery({
    queryKey: ['mfe-docs', 'standalone-project', projectId],
    queryFn: async ({ signal }) => mapProject(await api.get<ProjectHal>(`/projects/${projectId}`, { signal })),
  });
  if (project.isPending) return <Skeleton active />;
  if (project.isError) {
    return <Result status="error" title="Error" subTitle={project.error.message || PROJECT_LOAD_FAILED_MESSAGE} />;
  }
  return <ProjectDocumentsPage projectId={projectId} projectName={project.data.name} />;
}

export function StandaloneRoutes() {
  return (
    <StandaloneProjectRoutes area="Documents" hint={STANDALONE_HINT}>
      {(projectId) => <StandaloneProjectDocuments projectId={projectId} />}
    </StandaloneProjectRoutes>
  );
}
