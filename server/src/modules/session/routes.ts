import type { FastifyInstance } from 'fastify';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../auth/authenticate.ts';
import { isCrossSite } from '../../auth/csrf.ts';
import { missingPermission } from '../../http/errors.ts';
import { representUser } from '../users/index.ts';
import { loginSchema, logoutSchema } from './schemas.ts';
import * as service from './service.ts';
import { deleteExpiredSessions } from './queries.ts';

/** Expired sessions are deleted in the background this often (the lookup ignores them anyway). */
export const SESSION_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  let cleanupTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    cleanupTimer = setInterval(() => {
      deleteExpiredSessions(app.db, app.clock.now().toISOString()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'expired session cleanup failed'),
      );
    }, SESSION_CLEANUP_INTERVAL_MS);
    cleanupTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(cleanupTimer));

  app.post<{ Body: { email: string; password: string } }>(
    '/session',
    { schema: loginSchema, config: { public: true } },
    async (request, reply) => {
      // Login CSRF: another site must not sign the browser into an account of its choosing.
      if (isCrossSite(request, app.config.publicUrl)) throw missingPermission('Cross-site requests are not allowed.');
      const { user, token } = await service.login(app, request.body.email, request.body.password, request.ip);
      setSessionCookie(app, reply, token);
      return representUser(user, { viewerId: user.id, viewerIsAdmin: user.role_type === 'admin' });
    },
  );

  app.delete('/session', { schema: logoutSchema }, async (request, reply) => {
    requireUser(request);
    if (request.sessionId) await service.logout(app, request.sessionId);
    clearSessionCookie(app, reply);
    return reply.code(204).send();
  });
}
