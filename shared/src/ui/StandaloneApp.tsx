// Bootstrap wrapper for a remote running on its own: providers, a router, and a login gate.
// Inside the shell, remotes are mounted without this (the shell provides all of it once).
import type { ReactNode } from 'react';
import { BrowserRouter } from '../routing';
import { Card, Flex, Spin, Typography } from './antd';
import { AppProviders } from './AppProviders';
import { LoginForm } from './LoginForm';
import { PageError } from './PageError';
import { loadCurrentUser, useCurrentUser } from '../auth/auth-store';

export const LOGIN_CARD_WIDTH = 380;

/** Renders children for a signed-in user, else the login form (or the reason the user could not be loaded). */
export function LoginGate({ children, title = 'Tessera' }: { children: ReactNode; title?: string }) {
  const { status, error } = useCurrentUser();
  if (status === 'loading') {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
        <Spin size="large" aria-label="Loading" />
      </Flex>
    );
  }
  if (status === 'anonymous' && error) {
    return <PageError title="Could not load your account" message={error.message} onRetry={() => void loadCurrentUser()} />;
  }
  if (status === 'anonymous') {
    // A page of its own, as the shell's login page: its main landmark and its h1.
    return (
      <main>
        <Flex justify="center" align="center" style={{ minHeight: '80vh' }}>
          <Card style={{ width: LOGIN_CARD_WIDTH, maxWidth: '100%' }}>
            <Typography.Title level={1} style={{ fontSize: 24 }}>
              {title}
            </Typography.Title>
            <LoginForm />
          </Card>
        </Flex>
      </main>
    );
  }
  return <>{children}</>;
}

export function StandaloneApp({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <LoginGate title={title}>{children}</LoginGate>
      </BrowserRouter>
    </AppProviders>
  );
}
