import type { Db } from '../../db/index.ts';

export function findGroupById(db: Db, id: number) {
  return db.selectFrom('principals').select(['id', 'name', 'created_at', 'updated_at']).where('type', '=', 'Group').where('id', '=', id).executeTakeFirst();
}

/** The group's users by name, one statement. */
export function findGroupMembers(db: Db, groupId: number) {
  return db
    .selectFrom('group_users')
    .innerJoin('principals', 'principals.id', 'group_users.user_id')
    .select(['principals.id', 'principals.name'])
    .where('group_users.group_id', '=', groupId)
    .orderBy('principals.name')
    .orderBy('principals.id')
    .execute();
}
