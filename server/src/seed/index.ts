import type { AppConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { createUser } from '../modules/users/index.ts';
import { insertProjectRoles } from './bulk.ts';
import { DEMO_LOGIN_EMAILS, DEMO_PASSWORD, seedDemoOrganisation } from './demo.ts';
import { DEFAULT_PROJECT_ROLES } from './roles.ts';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('principals').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

export type InitialisationResult = 'demo' | 'baseline' | 'existing';

/**
 * Prepares an empty database: the demo organisation when SEED is on; otherwise only the default
 * project roles and the configured administrator, so a production install starts usable and empty.
 */
export async function initialiseEmptyDatabase(db: Db, config: AppConfig, now: Date): Promise<InitialisationResult> {
  if (!(await isDatabaseEmpty(db))) return 'existing';
  const admin = config.adminEmail && config.adminPassword ? { email: config.adminEmail, password: config.adminPassword } : null;
  if (config.seed) {
    await seedDemoOrganisation(db, { hashing: config.passwordHashing, now, admin });
    return 'demo';
  }
  await insertProjectRoles(db, DEFAULT_PROJECT_ROLES);
  if (admin) {
    await createUser(db, config.passwordHashing, { email: admin.email, firstName: 'System', lastName: 'Administrator', password: admin.password, roleType: 'admin' }, now);
  }
  return 'baseline';
}

/** Demo logins that still work (the account exists, is active and still has the demo password). */
export async function workingDemoLogins(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('principals')
    .select(['email', 'password_hash'])
    .where('email', 'in', [...DEMO_LOGIN_EMAILS])
    .where('status', '=', 'active')
    .execute();
  const working: string[] = [];
  for (const email of DEMO_LOGIN_EMAILS) {
    const row = rows.find((candidate) => candidate.email === email);
    if (row?.password_hash && (await verifyPassword(DEMO_PASSWORD, row.password_hash))) working.push(email);
  }
  return working;
}

export { DEMO_PASSWORD } from './demo.ts';
export * from './bulk.ts';
