import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database, NewPrincipal } from '../../db/schema.ts';
import { sortExpression, type ParsedFilter, type ParsedSort, type QueryContext } from '../../http/query.ts';
import { whereFilters } from '../../http/collection.ts';

export type UsersEB = ExpressionBuilder<Database, 'principals'>;

export function findUserById(db: Db, id: number) {
  return db.selectFrom('principals').selectAll().where('type', '=', 'User').where('id', '=', id).executeTakeFirst();
}

function filteredUsers(db: Db, filters: ParsedFilter<UsersEB>[], context: QueryContext) {
  return whereFilters(db.selectFrom('principals').where('principals.type', '=', 'User'), filters, context);
}

export async function countUsers(db: Db, filters: ParsedFilter<UsersEB>[], context: QueryContext): Promise<number> {
  const row = await filteredUsers(db, filters, context).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return Number(row?.total ?? 0);
}

export function listUsers(db: Db, filters: ParsedFilter<UsersEB>[], context: QueryContext, sort: ParsedSort[], limit: number, offset: number) {
  let query = filteredUsers(db, filters, context).selectAll('principals');
  for (const entry of sort) query = query.orderBy(sortExpression(entry), entry.direction);
  return query.orderBy('principals.id', 'asc').limit(limit).offset(offset).execute();
}

export function insertPrincipal(db: Db, row: NewPrincipal) {
  return db.insertInto('principals').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: string) {
  return db.updateTable('principals').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
}

export function emailOrLoginTaken(db: Db, email: string, login: string) {
  return db
    .selectFrom('principals')
    .select(['email', 'login'])
    .where((eb) => eb.or([eb('email', '=', email), eb('login', '=', login)]))
    .executeTakeFirst();
}
