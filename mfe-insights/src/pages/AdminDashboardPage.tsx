import { PageError, isAdmin, useCurrentUser } from '@tessera/shared';
import { ADMIN_DASHBOARD_TEXT, AdminDashboard } from '../features/admin-dashboard';
import type { AdminDashboardPageProps } from '../exposed/contract';

/** The shell's /admin route: administrators see the dashboard; anyone else a 403 page (and no request is made). */
export default function AdminDashboardPage(_props: AdminDashboardPageProps) {
  const { user, status } = useCurrentUser();
  return (
    <div data-testid="remote-view-mfe_insights" data-view="admin-dashboard" data-build={process.env.BUILD_LABEL}>
      {status === 'loading' ? null : isAdmin(user) ? (
        <AdminDashboard />
      ) : (
        <PageError title={ADMIN_DASHBOARD_TEXT.forbiddenTitle} message={ADMIN_DASHBOARD_TEXT.adminsOnly} status="warning" headingLevel={1} />
      )}
    </div>
  );
}
