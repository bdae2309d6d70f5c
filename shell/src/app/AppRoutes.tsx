// The shell's route table. Remotes own what is inside their slots (and may add descendant routes there).
import { Navigate, Route, Routes } from '@tessera/shared';
import { paths } from '@tessera/shared';
import type { ProjectsPageProps } from 'mfe-projects/contract';
import { ShellLayout } from '../features/layout';
import { LoginPage, RequireAuth } from '../features/auth';
import { AccountPage } from '../features/account';
import { ProjectDetailPage } from '../features/project-detail';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteView } from '../federation/RemoteView';

const NO_PROPS: ProjectsPageProps = {};

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
