import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { ParsedFilter } from '../../http/query.ts';

export type RolesEB = ExpressionBuilder<Database, 'roles'>;

export function listRoles(db: Db, filters: ParsedFilter<RolesEB>[]) {
  let query = db.selectFrom('roles').select(['roles.id', 'roles.name', 'roles.scope']);
  for (const filter of filters) query = query.where((eb) => filter.definition.build(eb, filter.operator, filter.values, { currentUserId: 0 }));
  return query.orderBy('roles.position').orderBy('roles.id').execute();
}

export function findRoleById(db: Db, id: number) {
  return db.selectFrom('roles').select(['id', 'name', 'scope']).where('id', '=', id).executeTakeFirst();
}
