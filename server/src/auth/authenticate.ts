import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PrincipalRow } from '../db/schema.ts';
import { BoundedCache } from '../bounded-cache.ts';
import { unauthenticated } from '../http/errors.ts';
import { isApiPath } from '../http/error-handler.ts';
import { API_PREFIX } from '../http/hal.ts';
import { assertCsrfSafe, isWriteMethod } from './csrf.ts';
import { resolveSession, SESSION_COOKIE, SESSION_IDLE_TIMEOUT_MS } from './sessions.ts';
import { authenticateToken } from './access-tokens.ts';

export const INVALID_TOKEN_MESSAGE = 'The API token is invalid, expired or revoked.';
const API_KEY_USER = 'apikey';

/** Bearer <token>, or Basic apikey:<token> as OpenProject accepts. Returns null for other schemes. */
export function tokenFromAuthorization(header: string): string | null {
  const [scheme, credentials = ''] = header.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return credentials || null;
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(credentials, 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    if (separator < 0 || decoded.slice(0, separator) !== API_KEY_USER) return null;
    return decoded.slice(separator + 1) || null;
  }
  return null;
}

export function sessionCookieOptions(app: FastifyInstance) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.publicUrl?.protocol === 'https:',
    signed: true,
  };
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(app), maxAge: Math.floor(SESSION_IDLE_TIMEOUT_MS / 1000) });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(app));
}

/** Session cookies whose signature was already verified (the secret does not change while the server runs). */
const verifiedCookies = new BoundedCache<string, string>(10_000);

/** The token inside a signed session cookie, or null when the signature is wrong; remembers good ones. */
function unsignedSessionToken(request: FastifyRequest, cookie: string): string | null {
  const known = verifiedCookies.get(cookie);
  if (known !== undefined) return known;
  const unsigned = request.unsignCookie(cookie);
  if (!unsigned.valid || !unsigned.value) return null;
  return verifiedCookies.set(cookie, unsigned.value);
}

async function identify(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const authorization = request.headers.authorization;
  if (authorization) {
    // A presented credential must be valid: no silent fallback to the cookie.
    const token = tokenFromAuthorization(authorization);
    const user = token ? await authenticateToken(app, token) : null;
    if (!user) throw unauthenticated(INVALID_TOKEN_MESSAGE);
    request.currentUser = user;
    request.authMethod = 'token';
    return;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return;
  const token = unsignedSessionToken(request, cookie);
  const session = token === null ? null : await resolveSession(app, token);
  if (token === null || !session) {
    clearSessionCookie(app, reply);
    return;
  }
  request.currentUser = session.user;
  request.authMethod = 'session';
  request.sessionId = session.sessionId;
  if (session.extended) setSessionCookie(app, reply, token);
}

/** The authenticated user; routes behind the auth hook can rely on it. */
export function requireUser(request: FastifyRequest): PrincipalRow {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}

/**
 * Identifies the caller on every /api request (token or session cookie), requires authentication
 * unless the route is public, and applies the CSRF checks to cookie-authenticated writes. All of it
 * runs before the body is parsed or validated, so anonymous callers learn nothing about inputs.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('authMethod', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    await identify(app, request, reply);
    // Unknown paths (and the static wildcard route) fall through to the HAL 404, not a 401.
    if (request.is404 || !request.routeOptions.url?.startsWith(API_PREFIX)) return;
    if (!request.routeOptions.config.public && !request.currentUser) throw unauthenticated();
    if (request.authMethod === 'session' && isWriteMethod(request.method)) assertCsrfSafe(request, app.config.publicUrl);
  });
}
