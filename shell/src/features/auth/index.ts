// Signing in and guarding the signed-in routes.
export { AuthLoading } from './AuthLoading';
export { LoginPage } from './LoginPage';
export { RequireAuth } from './RequireAuth';
