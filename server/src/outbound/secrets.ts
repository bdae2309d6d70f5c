import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Integration secrets at rest (AI providers' API keys, the GitHub App's private key, webhook secret and token):
 * AES-256-GCM with a 256-bit key derived (HKDF-SHA256) from a configured secret. Each value gets its own random
 * 96-bit IV; the auth tag makes a tampered ciphertext (or a changed secret) fail loudly instead of decrypting to
 * garbage. Each integration derives its own key (its own salt and info), so one key never opens the other's secrets.
 */
export interface EncryptedSecret {
  ciphertext: string;
  iv: string;
  tag: string;
}

const ALGORITHM = 'aes-256-gcm';

export function deriveSecretKey(secret: string, salt: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, info, 32));
}

export function encryptSecret(key: Buffer, plaintext: string): EncryptedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { ciphertext: ciphertext.toString('base64'), iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64') };
}

/** The plaintext, or null when it cannot be decrypted (the secret changed, the row was tampered with). */
export function decryptSecret(key: Buffer, secret: EncryptedSecret): string | null {
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(secret.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(secret.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(secret.ciphertext, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
