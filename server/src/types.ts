import type { AppConfig } from './config.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/index.ts';
import type { PrincipalRow } from './db/schema.ts';

export type AuthMethod = 'session' | 'token';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    clock: Clock;
  }
  interface FastifyRequest {
    /** The authenticated user, or null. Set by the auth hook on /api requests. */
    currentUser: PrincipalRow | null;
    authMethod: AuthMethod | null;
    /** The session row id when authenticated by cookie. */
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** Route reachable without authentication. */
    public?: boolean;
  }
}
