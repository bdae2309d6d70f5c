import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('principals').selectAll().where('type', '=', 'User').where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/**
 * Counts a failed login in one atomic UPDATE, so several server instances agree: the count restarts
 * when the previous window has passed, and the account locks when it reaches the limit.
 * All CASE branches read the row's old values (SQL semantics), so the statement is self-consistent.
 */
export async function recordFailedLogin(
  db: Db,
  userId: number,
  now: string,
  windowStart: string,
  maxFailures: number,
  lockedUntil: string,
): Promise<number> {
  const windowExpired = sql<boolean>`(first_failed_login_at is null or first_failed_login_at < ${windowStart})`;
  const row = await db
    .updateTable('principals')
    .set({
      failed_login_count: sql<number>`case when ${windowExpired} then 1 else failed_login_count + 1 end`,
      first_failed_login_at: sql<string>`case when ${windowExpired} then ${now} else first_failed_login_at end`,
      locked_until: sql<string | null>`case when (case when ${windowExpired} then 1 else failed_login_count + 1 end) >= ${maxFailures} then ${lockedUntil} else locked_until end`,
    })
    .where('id', '=', userId)
    .returning(['failed_login_count'])
    .executeTakeFirstOrThrow();
  return Number(row.failed_login_count);
}

export function clearFailedLogins(db: Db, userId: number) {
  return db
    .updateTable('principals')
    .set({ failed_login_count: 0, first_failed_login_at: null, locked_until: null })
    .where('id', '=', userId)
    .execute();
}

export function insertSession(db: Db, row: { id: string; userId: number; now: string; expiresAt: string }) {
  return db
    .insertInto('sessions')
    .values({ id: row.id, user_id: row.userId, created_at: row.now, last_seen_at: row.now, expires_at: row.expiresAt })
    .execute();
}

/** A sign-in's mark on the user (the admin dashboard's last sign-in); not a column the project generations follow. */
export function recordLogin(db: Db, userId: number, now: string) {
  return db.updateTable('principals').set({ last_login_at: now }).where('id', '=', userId).execute();
}

export function deleteSession(db: Db, sessionId: string) {
  return db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}


export function deleteExpiredSessions(db: Db, now: string) {
  return db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
