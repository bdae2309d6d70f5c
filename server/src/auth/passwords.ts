import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost. Production uses the default; tests lower it to stay fast. */
export interface PasswordHashingConfig {
  cost: number;
  blockSize: number;
  parallelization: number;
}

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const HASH_PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, params: PasswordHashingConfig): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r, which is exactly the 32 MiB default at N=2^15, r=8.
    const maxmem = 256 * params.cost * params.blockSize;
    scrypt(password, salt, KEY_BYTES, { N: params.cost, r: params.blockSize, p: params.parallelization, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Stored form: scrypt$N$r$p$salt$hash (base64url), so the cost can change without invalidating old hashes. */
export async function hashPassword(password: string, params: PasswordHashingConfig): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return [HASH_PREFIX, params.cost, params.blockSize, params.parallelization, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== HASH_PREFIX) return false;
  const [, cost, blockSize, parallelization, saltText, keyText] = parts;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), {
    cost: Number(cost),
    blockSize: Number(blockSize),
    parallelization: Number(parallelization),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
