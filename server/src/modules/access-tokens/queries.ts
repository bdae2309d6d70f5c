import type { Db } from '../../db/index.ts';

export async function countTokens(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('access_tokens').select((eb) => eb.fn.countAll<string | number>().as('total')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

export function listTokens(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('access_tokens')
    .select(['id', 'name', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function insertToken(db: Db, row: { userId: number; name: string; tokenHash: string; now: string; expiresAt: string | null }) {
  return db
    .insertInto('access_tokens')
    .values({ user_id: row.userId, name: row.name, token_hash: row.tokenHash, created_at: row.now, expires_at: row.expiresAt })
    .returning(['id', 'name', 'created_at', 'last_used_at', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** Deletes only the owner's token; returns whether one was deleted. */
export async function deleteToken(db: Db, userId: number, tokenId: number): Promise<boolean> {
  const result = await db.deleteFrom('access_tokens').where('id', '=', tokenId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
