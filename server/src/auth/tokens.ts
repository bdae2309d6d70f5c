import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** A fresh unguessable token (256 bits), URL-safe. */
export function generateToken(prefix = ''): string {
  return `${prefix}${randomBytes(TOKEN_BYTES).toString('base64url')}`;
}

/** Only hashes are stored: a leaked table cannot be replayed. sha256 suffices for 256-bit random tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
