// /login: the sign-in form; afterwards back to ?redirect= (same-site paths only) or the projects list.
import { Navigate, useNavigate, useSearchParams } from '@tessera/shared';
import { Card, Flex, LOGIN_REDIRECT_PARAM, LoginForm, Typography, paths, safeRedirectPath, useCurrentUser } from '@tessera/shared';
import { AuthLoading } from './AuthLoading';

export const LOGIN_CARD_WIDTH = 400;

export function LoginPage() {
  const { status } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirectPath(searchParams.get(LOGIN_REDIRECT_PARAM), paths.projects());

  if (status === 'loading') return <AuthLoading />;
  if (status === 'authenticated') return <Navigate to={target} replace />;

  return (
    // Outside the shell's frame: the page is its own main landmark, and the product name its h1.
    <main>
      <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f5f7fb', padding: 16 }}>
        <Card style={{ width: LOGIN_CARD_WIDTH, maxWidth: '100%' }} data-testid="login-page">
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 30 }}>
            Tessera
          </Typography.Title>
          <Typography.Paragraph type="secondary">Log in to your account</Typography.Paragraph>
          <LoginForm onSuccess={() => navigate(target, { replace: true })} />
        </Card>
      </Flex>
    </main>
  );
}
