// /work_packages/{id}, where a '#123' link in a task's text points (issue 22): opens the task in its project's page.
// A task the reader may not see (or that does not exist) is a 'Page not found', naming nothing of it.
import { useQuery } from '@tanstack/react-query';
import { Navigate, Skeleton, api, linkOf, paths, useParams, type HalResource } from '@tessera/shared';
import { NotFoundPage } from './NotFoundPage';

export function WorkPackageRedirectPage() {
  const { id } = useParams();
  const valid = /^[1-9]\d{0,9}$/.test(id ?? '');
  const task = useQuery({
    queryKey: ['work-package-redirect', id],
    queryFn: ({ signal }) => api.get<HalResource>(`/work_packages/${id}`, { signal }),
    enabled: valid,
    retry: false,
  });
  const projectId = linkOf(task.data, 'project')?.href?.split('/').pop();
  if (!valid || task.isError || (task.data && !projectId)) return <NotFoundPage />;
  if (!projectId) return <Skeleton active data-testid="work-package-redirect-loading" />;
  return <Navigate to={`${paths.project(Number(projectId))}?task=${id}`} replace />;
}
