// The shell's route table. Remotes own what is inside their slots (and may add descendant routes there).
import { Navigate, Route, Routes } from '@tessera/shared';
import { paths } from '@tessera/shared';
import type { ProjectsPageProps } from 'mfe-projects/contract';
import type { DocumentPageProps, SharedDocumentsPageProps } from 'mfe-docs/contract';
import type { AdminDashboardPageProps, CostsPageProps, FacultyDashboardPageProps } from 'mfe-insights/contract';
import type { OrganizationBacklogPageProps } from 'mfe-sprints/contract';
import {
  ADMIN_DASHBOARD_PATH, AI_SETTINGS_PATH, FACULTY_DASHBOARD_PATH, GITHUB_SETTINGS_PATH, ORGANIZATION_BACKLOGS_PATH, SHARED_DOCUMENTS_PATH, ShellLayout,
} from '../features/layout';
import { LoginPage, RequireAuth } from '../features/auth';
import { ProjectDetailPage } from '../features/project-detail';
import { NotFoundPage } from '../pages/NotFoundPage';
import { WorkPackageRedirectPage } from '../pages/WorkPackageRedirectPage';
import { LazyPage } from '../pages/LazyPage';
import { RemoteView } from '../federation/RemoteView';

// Pages few visits need load on first visit (issue 18: each page ships only what it uses).
const loadAccountPage = () => import('../features/account').then((module) => ({ default: module.AccountPage }));
const loadAiSettingsPage = () => import('../features/admin-ai').then((module) => ({ default: module.AiSettingsPage }));
const loadGithubSettingsPage = () => import('../features/admin-github').then((module) => ({ default: module.GithubSettingsPage }));

const NO_PROPS: ProjectsPageProps = {};
const NO_DOCUMENT_PROPS: DocumentPageProps = {};
const NO_SHARED_PROPS: SharedDocumentsPageProps = {};
const NO_COSTS_PROPS: CostsPageProps = {};
const NO_ADMIN_DASHBOARD_PROPS: AdminDashboardPageProps = {};
const NO_FACULTY_DASHBOARD_PROPS: FacultyDashboardPageProps = {};
const NO_BACKLOGS_PROPS: OrganizationBacklogPageProps = {};

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
        {/* A task by its id ('#123' links in task texts): opens it in its project. */}
        <Route path="work_packages/:id" element={<RequireAuth><WorkPackageRedirectPage /></RequireAuth>} />
        {/* Before docs/:id, so 'shared' is never read as a document id. */}
        <Route
          path={SHARED_DOCUMENTS_PATH.slice(1)}
          element={
            <RequireAuth>
              <div data-testid="page-shared-documents">
                <RemoteView<SharedDocumentsPageProps> id="mfe_docs/SharedDocumentsPage" props={NO_SHARED_PROPS} wholePage />
              </div>
            </RequireAuth>
          }
        />
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
        {/* A project's costs (the costs card's View Details): the insights remote reads ?project=. */}
        <Route
          path="costs"
          element={
            <RequireAuth>
              <div data-testid="page-costs">
                <RemoteView<CostsPageProps> id="mfe_insights/CostsPage" props={NO_COSTS_PROPS} wholePage />
              </div>
            </RequireAuth>
          }
        />
        {/* The organization's backlogs across projects (issue 19). */}
        <Route
          path={ORGANIZATION_BACKLOGS_PATH.slice(1)}
          element={
            <RequireAuth>
              <div data-testid="page-organization-backlogs">
                <RemoteView<OrganizationBacklogPageProps> id="mfe_sprints/OrganizationBacklogPage" props={NO_BACKLOGS_PROPS} wholePage />
              </div>
            </RequireAuth>
          }
        />
        <Route
          path="account"
          element={
            <RequireAuth>
              <LazyPage load={loadAccountPage} />
            </RequireAuth>
          }
        />
        {/* The admin dashboard: the remote shows non-admins a 403 page (and reads nothing). */}
        <Route
          path={ADMIN_DASHBOARD_PATH.slice(1)}
          element={
            <RequireAuth>
              <div data-testid="page-admin-dashboard">
                <RemoteView<AdminDashboardPageProps> id="mfe_insights/AdminDashboardPage" props={NO_ADMIN_DASHBOARD_PROPS} wholePage />
              </div>
            </RequireAuth>
          }
        />
        {/* The faculty dashboard: the remote shows members a 403 page (and reads nothing). */}
        <Route
          path={FACULTY_DASHBOARD_PATH.slice(1)}
          element={
            <RequireAuth>
              <div data-testid="page-faculty-dashboard">
                <RemoteView<FacultyDashboardPageProps> id="mfe_insights/FacultyDashboardPage" props={NO_FACULTY_DASHBOARD_PROPS} wholePage />
              </div>
            </RequireAuth>
          }
        />
        <Route
          path={AI_SETTINGS_PATH.slice(1)}
          element={
            <RequireAuth>
              <LazyPage load={loadAiSettingsPage} />
            </RequireAuth>
          }
        />
        <Route
          path={GITHUB_SETTINGS_PATH.slice(1)}
          element={
            <RequireAuth>
              <LazyPage load={loadGithubSettingsPage} />
            </RequireAuth>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
