// Resolving an API token (Bearer or Basic "apikey") to its user on every request. Creating and revoking tokens is the
// access-tokens module's.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { preparedQuery } from '../db/prepared.ts';
import type { PrincipalRow } from '../db/schema.ts';
import { activeUserById } from './sessions.ts';
import { hashToken } from './tokens.ts';

/** last_used_at is written at most this often per token, to keep authenticated reads cheap. */
export const TOKEN_USAGE_WRITE_INTERVAL_MS = 60 * 1000;

const liveTokenByHash = preparedQuery((db, tokenHash: string, now: string) =>
  db
    .selectFrom('access_tokens')
    .select(['id', 'user_id', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])),
);

/** The live token with its (active) user: two indexed reads, compiled once (see findActiveSession). */
export async function findTokenWithUser(db: Db, tokenHash: string, now: string) {
  const [token] = await liveTokenByHash(db, tokenHash, now);
  if (!token) return undefined;
  const [user] = await activeUserById(db, token.user_id);
  return user ? { user, token } : undefined;
}

export function markTokenUsed(db: Db, tokenId: number, now: string) {
  return db.updateTable('access_tokens').set({ last_used_at: now }).where('id', '=', tokenId).execute();
}

export async function authenticateToken(app: FastifyInstance, rawToken: string): Promise<PrincipalRow | null> {
  const now = app.clock.now();
  const found = await findTokenWithUser(app.db, hashToken(rawToken), now.toISOString());
  if (!found) return null;
  const { user, token } = found;
  if (!token.last_used_at || now.getTime() - new Date(token.last_used_at).getTime() >= TOKEN_USAGE_WRITE_INTERVAL_MS) {
    await markTokenUsed(app.db, token.id, now.toISOString());
  }
  return user;
}
