import { createHash, randomBytes } from 'node:crypto';
import { BoundedCache } from '../bounded-cache.ts';

const TOKEN_BYTES = 32;

/** A fresh unguessable token (256 bits), URL-safe. */
export function generateToken(prefix = ''): string {
  return `${prefix}${randomBytes(TOKEN_BYTES).toString('base64url')}`;
}

/** Recent token -> hash results: every authenticated request hashes its token, and hashing dominates the lookup. */
const recentHashes = new BoundedCache<string, string>(10_000);

/** Only hashes are stored: a leaked table cannot be replayed. sha256 suffices for 256-bit random tokens. */
export function hashToken(token: string): string {
  return recentHashes.get(token) ?? recentHashes.set(token, createHash('sha256').update(token).digest('hex'));
}
