// Resolving a session cookie to its user on every request: the session kernel the authentication hook and live
// updates use. Logging in and out (which create and end sessions) is the session module's.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { isPostgres } from '../db/dialect.ts';
import { preparedQuery } from '../db/prepared.ts';
import type { PrincipalRow } from '../db/schema.ts';
import { toIsoString } from '../db/values.ts';
import { hashToken } from './tokens.ts';

export const SESSION_COOKIE = 'tessera_session';
/** A session ends after this long without a request (sliding expiry)... */
export const SESSION_IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
/** ...and in any case this long after login. */
export const SESSION_MAX_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, to keep reads cheap. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

const liveSessionById = preparedQuery((db, sessionId: string, now: string) =>
  db.selectFrom('sessions').select(['id', 'user_id', 'created_at', 'last_seen_at']).where('id', '=', sessionId).where('expires_at', '>', now),
);

/** An active user by id, for the authentication of every request (compiled once). */
export const activeUserById = preparedQuery((db, userId: number) =>
  db.selectFrom('principals').selectAll().where('id', '=', userId).where('type', '=', 'User').where('status', '=', 'active'),
);

/** The same lookup as one statement: on PostgreSQL each statement is a round trip, which costs more than the join. */
const liveSessionWithUser = preparedQuery((db, sessionId: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('principals', 'principals.id', 'sessions.user_id')
    .selectAll('principals')
    .select(['sessions.id as session_id', 'sessions.user_id as session_user_id', 'sessions.created_at as session_created_at', 'sessions.last_seen_at as session_last_seen_at'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', now)
    .where('principals.type', '=', 'User')
    .where('principals.status', '=', 'active'),
);

/**
 * The live session with its (active) user, compiled once; this runs on every cookie-authenticated request. On SQLite
 * two primary-key reads cost a fraction of the same lookup written as a join; on PostgreSQL the join saves a round
 * trip.
 */
export async function findActiveSession(db: Db, sessionId: string, now: string) {
  if (isPostgres(db)) {
    const [row] = await liveSessionWithUser(db, sessionId, now);
    if (!row) return undefined;
    const { session_id, session_user_id, session_created_at, session_last_seen_at, ...user } = row;
    return { user, session: { id: session_id, user_id: session_user_id, created_at: session_created_at, last_seen_at: session_last_seen_at } };
  }
  const [session] = await liveSessionById(db, sessionId, now);
  if (!session) return undefined;
  const [user] = await activeUserById(db, session.user_id);
  return user ? { user, session } : undefined;
}

export function touchSession(db: Db, sessionId: string, now: string, expiresAt: string) {
  return db.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('id', '=', sessionId).execute();
}

export interface ResolvedSession {
  user: PrincipalRow;
  sessionId: string;
  /** True when the expiry was extended (the cookie should be re-issued). */
  extended: boolean;
}

/** Looks up the session for a cookie token and slides its expiry (at most once a minute). */
export async function resolveSession(app: FastifyInstance, token: string): Promise<ResolvedSession | null> {
  const now = app.clock.now();
  const sessionId = hashToken(token);
  const found = await findActiveSession(app.db, sessionId, now.toISOString());
  if (!found) return null;
  const { user, session } = found;
  let extended = false;
  if (now.getTime() - new Date(session.last_seen_at).getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    const hardLimit = new Date(session.created_at).getTime() + SESSION_MAX_LIFETIME_MS;
    const expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_TIMEOUT_MS, hardLimit));
    await touchSession(app.db, session.id, now.toISOString(), toIsoString(expiresAt));
    extended = true;
  }
  return { user, sessionId: session.id, extended };
}

/** Ends a user's other sessions (a password change signs out everywhere else). */
export function deleteOtherSessions(db: Db, userId: number, keepSessionId: string | null) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  return query.execute();
}
