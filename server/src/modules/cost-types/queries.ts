import type { Db } from '../../db/index.ts';

const COLUMNS = ['id', 'name', 'unit', 'unit_plural', 'rate', 'position', 'is_default', 'created_at', 'updated_at'] as const;

export function listCostTypes(db: Db) {
  return db.selectFrom('cost_types').select([...COLUMNS]).orderBy('position').orderBy('id').execute();
}

export function findCostType(db: Db, id: number) {
  return db.selectFrom('cost_types').select([...COLUMNS]).where('id', '=', id).executeTakeFirst();
}

export type CostTypeRecord = NonNullable<Awaited<ReturnType<typeof findCostType>>>;

/** Whether the user may see money amounts somewhere (view_cost_rates in a project they belong to). */
export async function mayViewCostRatesAnywhere(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberships as m')
    .innerJoin('member_roles as mr', 'mr.membership_id', 'm.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'mr.role_id')
    .select('m.id')
    .where('rp.permission', '=', 'view_cost_rates')
    .where((eb) =>
      eb.or([
        eb('m.principal_id', '=', userId),
        eb('m.principal_id', 'in', eb.selectFrom('group_users as g').select('g.group_id').where('g.user_id', '=', userId)),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
