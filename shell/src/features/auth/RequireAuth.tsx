// Protected routes: signed-out visitors go to /login?redirect=<where they were going>.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@tessera/shared';
import { PageError, loadCurrentUser, paths, useCurrentUser } from '@tessera/shared';
import { AuthLoading } from './AuthLoading';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, error } = useCurrentUser();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'anonymous' && error) {
    // Not "logged out": the server could not tell us. Offer a retry instead of a login form.
    return <PageError title="Could not load your account" headingLevel={1} message={error.message} onRetry={() => void loadCurrentUser()} />;
  }
  if (status === 'anonymous') {
    return <Navigate to={paths.login(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <>{children}</>;
}
