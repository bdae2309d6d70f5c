import { Route, Routes } from '@tessera/shared';
import { ProjectsListPage } from '../pages/ProjectsListPage';
import { OpenInSuiteNote } from './OpenInSuiteNote';

/** The remote on its own: the projects list; a project's page belongs to the shell, so it says where to find it. */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/" element={<ProjectsListPage />} />
      <Route path="/projects" element={<ProjectsListPage />} />
      <Route path="/projects/:projectId/*" element={<OpenInSuiteNote />} />
    </Routes>
  );
}
