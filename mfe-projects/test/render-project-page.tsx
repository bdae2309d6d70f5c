// The project page as the shell composes it, reduced to what mfe_projects/ProjectActions needs: the project
// detail query (the shell's key and mapping) with the exposed actions in its header, and a projects list route.
import { render } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import {
  AppProviders, MemoryRouter, Route, Routes, api, mapProjectDetail, queryKeys, setCurrentUser, useLocation, useParams,
  type CurrentUser, type ProjectHal,
} from '@tessera/shared';
import ProjectActions from '../src/exposed/ProjectActions';

function ProjectPage() {
  const id = Number(useParams().projectId);
  const query = useQuery({
    queryKey: queryKeys.project(id),
    queryFn: async () => mapProjectDetail(await api.get<ProjectHal>(`/projects/${id}`)),
  });
  if (query.isError) return <div data-testid="page-error">{query.error.message}</div>;
  if (!query.data) return <div data-testid="page-loading" />;
  const project = query.data;
  return (
    <div>
      <h1 data-testid="page-project-name">{project.name}</h1>
      <p data-testid="page-project-description">{project.description}</p>
      <span data-testid="page-member-total">{project.memberTotal}</span>
      <span data-testid="page-templated">{String(project.templated)}</span>
      <ProjectActions project={project} />
    </div>
  );
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** `search`: the address's query ('?settings=modules'). */
export function renderProjectPage(user: CurrentUser, projectId = 5, search = '') {
  setCurrentUser(user);
  const result = render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/projects/${projectId}${search}`]}>
        <Routes>
          <Route path="/projects" element={<div data-testid="projects-list-page" />} />
          <Route path="/projects/:projectId" element={<ProjectPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, location: () => result.getByTestId('location').textContent };
}
