// The shell's route table. Remotes own what is inside their slots (and may add descendant routes there).
import { Navigate, Route, Routes } from '@tessera/shared';
import { paths } from '@tessera/shared';
import type { ProjectsPageProps } from 'mfe-projects/contract';
import type { DocumentPageProps } from 'mfe-docs/contract';
import { ShellLayout } from '../features/layout';
import { LoginPage, RequireAuth } from '../features/auth';
import { AccountPage } from '../features/account';
import { ProjectDetailPage } from '../features/project-detail';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteView } from '../federation/RemoteView';

const NO_PROPS: ProjectsPageProps = {};
const NO_DOCUMENT_PROPS: DocumentPageProps = {};

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<ShellLayout />}>
        <Route index element={<Navigate to={paths.projects()} replace />} />
        <Route
          path="projects"
          element={
            <RequireAuth>
              <div data-testid="page-projects">
                <RemoteView<ProjectsPageProps> id="mfe_projects/ProjectsPage" props={NO_PROPS} wholePage />
              </div>
            </RequireAuth>
          }
        />
        {/* The detail page shows its own logged-out state (spec), so it is not behind RequireAuth. */}
        <Route path="projects/:projectId" element={<ProjectDetailPage />} />
        <Route path="projects/:projectId/forums/*" element={<ProjectDetailPage forceView="forums" />} />
        {/* A document: the docs remote reads the id and the way back (?from=project&...) from the route. */}
        <Route
          path="docs/:id"
          element={
            <RequireAuth>
              <div data-testid="page-document">
                <RemoteView<DocumentPageProps> id="mfe_docs/DocumentPage" props={NO_DOCUMENT_PROPS} wholePage />
              </div>
            </RequireAuth>
          }
        />
        <Route
          path="account"
          element={
            <RequireAuth>
              <AccountPage />
            </RequireAuth>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
