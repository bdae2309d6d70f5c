import { checkPasswordPolicy, PASSWORD_POLICY_MESSAGE } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const FAST = { cost: 2 ** 10, blockSize: 8, parallelization: 1 };

describe('password policy', () => {
  test.each(['Tessera-demo-1', 'correct horse Battery', 'abcdefgh1!', 'ÄÖÜäöü12345'])('accepts %s', (password) => {
    expect(checkPasswordPolicy(password)).toBeNull();
  });
  test.each(['Short-1', 'alllowercaseletters', 'ALLUPPER1234', 'lowercase123456', '            '])('refuses %s', (password) => {
    expect(checkPasswordPolicy(password)).toBe(PASSWORD_POLICY_MESSAGE);
  });
});

describe('scrypt hashing', () => {
  test('stores parameters and salt; verifies only the right password', async () => {
    const hash = await hashPassword('Tessera-demo-1', FAST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await hashPassword('Tessera-demo-1', FAST)).not.toBe(hash);
    expect(await verifyPassword('Tessera-demo-1', hash)).toBe(true);
    expect(await verifyPassword('Tessera-demo-2', hash)).toBe(false);
    expect(await verifyPassword('Tessera-demo-1', 'plain-text')).toBe(false);
  });

  test('the production cost is memory-hard (N=2^15, r=8) and still works', async () => {
    const { DEFAULT_PASSWORD_HASHING } = await import('../config.ts');
    expect(DEFAULT_PASSWORD_HASHING).toEqual({ cost: 2 ** 15, blockSize: 8, parallelization: 1 });
    const hash = await hashPassword('Tessera-demo-1', DEFAULT_PASSWORD_HASHING);
    expect(await verifyPassword('Tessera-demo-1', hash)).toBe(true);
  });
});
