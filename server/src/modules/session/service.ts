import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { generateToken, hashToken } from '../../auth/tokens.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { tooManyRequests, unauthenticated } from '../../http/errors.ts';
import * as queries from './queries.ts';
import { SESSION_IDLE_TIMEOUT_MS } from '../../auth/sessions.ts';


export const LOGIN_FAILURE_LIMIT = 20;
export const LOGIN_FAILURE_WINDOW_MS = 60 * 1000;
export const LOGIN_LOCK_DURATION_MS = 30 * 60 * 1000;

/** Failed logins from one client address (any accounts) before its further attempts are refused for the window's rest. */
export const LOGIN_CLIENT_FAILURE_LIMIT = 30;
export const LOGIN_CLIENT_WINDOW_MS = 10 * 60 * 1000;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const ACCOUNT_LOCKED_MESSAGE = 'Too many failed login attempts. This account is locked for 30 minutes.';
export const CLIENT_THROTTLED_MESSAGE = 'Too many failed login attempts from your network. Try again later.';

/** Keys of the failure counter: per client address, and per email that names no account (its failures and its lock). */
const clientKey = (ip: string) => `client:${ip}`;
const unknownEmailKey = (email: string) => `email:${hashToken(email)}`;
const unknownEmailLockKey = (email: string) => `lock:${hashToken(email)}`;

let dummyHash: Promise<string> | null = null;

/** Unknown emails still pay for one hash, so response time does not reveal which accounts exist. */
function dummyPasswordHash(app: FastifyInstance): Promise<string> {
  dummyHash ??= hashPassword(generateToken(), app.config.passwordHashing);
  return dummyHash;
}

export interface LoginResult {
  user: PrincipalRow;
  /** The raw cookie token; only its hash is stored. */
  token: string;
  maxAgeSeconds: number;
}

/**
 * Signs in, or refuses with the same answers whether or not the email names an account: 401 for wrong credentials,
 * 429 (with Retry-After) once LOGIN_FAILURE_LIMIT failures within a minute lock the email for 30 minutes, and 429
 * for a client address with LOGIN_CLIENT_FAILURE_LIMIT failures (any accounts: password spraying) in its window.
 */
export async function login(app: FastifyInstance, email: string, password: string, clientIp: string): Promise<LoginResult> {
  const client = await app.loginFailures.peek(clientKey(clientIp));
  if (client.count >= LOGIN_CLIENT_FAILURE_LIMIT) throw tooManyRequests(CLIENT_THROTTLED_MESSAGE, client.retryAfterMs);
  try {
    return await checkCredentials(app, email.trim(), password);
  } catch (error) {
    await app.loginFailures.hit(clientKey(clientIp), LOGIN_CLIENT_WINDOW_MS);
    throw error;
  }
}

async function checkCredentials(app: FastifyInstance, email: string, password: string): Promise<LoginResult> {
  const now = app.clock.now();
  const user = await queries.findUserByEmail(app.db, email);
  if (!user || !user.password_hash) return refuseUnknownAccount(app, email.toLowerCase(), password);
  // A locked account refuses even the right password until the lock runs out.
  if (user.locked_until && new Date(user.locked_until) > now) {
    throw tooManyRequests(ACCOUNT_LOCKED_MESSAGE, new Date(user.locked_until).getTime() - now.getTime());
  }

  const passwordMatches = await verifyPassword(password, user.password_hash);
  if (!passwordMatches) {
    const failures = await queries.recordFailedLogin(
      app.db,
      user.id,
      now.toISOString(),
      new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString(),
      LOGIN_FAILURE_LIMIT,
      new Date(now.getTime() + LOGIN_LOCK_DURATION_MS).toISOString(),
    );
    if (failures >= LOGIN_FAILURE_LIMIT) throw tooManyRequests(ACCOUNT_LOCKED_MESSAGE, LOGIN_LOCK_DURATION_MS);
    throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.status !== 'active') throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);

  if (user.failed_login_count > 0 || user.locked_until) await queries.clearFailedLogins(app.db, user.id);
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS);
  await Promise.all([
    queries.insertSession(app.db, { id: hashToken(token), userId: user.id, now: now.toISOString(), expiresAt: expiresAt.toISOString() }),
    queries.recordLogin(app.db, user.id, now.toISOString()),
  ]);
  return { user, token, maxAgeSeconds: Math.floor(SESSION_IDLE_TIMEOUT_MS / 1000) };
}

/**
 * An email without an account fails like an account's wrong password, lockout included (counted in the failure
 * counter instead of the principals row), so neither a 429 nor its timing tells which emails exist.
 */
async function refuseUnknownAccount(app: FastifyInstance, email: string, password: string): Promise<never> {
  const lock = await app.loginFailures.peek(unknownEmailLockKey(email));
  if (lock.count > 0) throw tooManyRequests(ACCOUNT_LOCKED_MESSAGE, lock.retryAfterMs);
  await verifyPassword(password, await dummyPasswordHash(app));
  const failures = await app.loginFailures.hit(unknownEmailKey(email), LOGIN_FAILURE_WINDOW_MS);
  if (failures.count >= LOGIN_FAILURE_LIMIT) {
    await app.loginFailures.hit(unknownEmailLockKey(email), LOGIN_LOCK_DURATION_MS);
    throw tooManyRequests(ACCOUNT_LOCKED_MESSAGE, LOGIN_LOCK_DURATION_MS);
  }
  throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);
}

export async function logout(app: FastifyInstance, sessionId: string): Promise<void> {
  await queries.deleteSession(app.db, sessionId);
}
