import { Navigate, PageError, isFaculty, paths, useCurrentUser, useLocation } from '@tessera/shared';
import { FACULTY_DASHBOARD_TEXT, FacultyDashboard } from '../features/faculty-dashboard';
import type { FacultyDashboardPageProps } from '../exposed/contract';

/**
 * The shell's /faculty route: managers and admins see the dashboard; members a 403 page (and no request is made).
 * Signed out (also when a read answers 401 and ends the session): to /login, back here afterwards.
 */
export default function FacultyDashboardPage(_props: FacultyDashboardPageProps) {
  const { user, status } = useCurrentUser();
  const location = useLocation();
  if (status !== 'loading' && !user) return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  return (
    <div data-testid="remote-view-mfe_insights" data-view="faculty-dashboard" data-build={process.env.BUILD_LABEL}>
      {status === 'loading' ? null : isFaculty(user) ? (
        <FacultyDashboard />
      ) : (
        <PageError title={FACULTY_DASHBOARD_TEXT.forbiddenTitle} message={FACULTY_DASHBOARD_TEXT.facultyOnly} status="warning" headingLevel={1} />
      )}
    </div>
  );
}
