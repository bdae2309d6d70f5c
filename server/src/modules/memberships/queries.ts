import type { Db } from '../../db/index.ts';

export interface MembershipRecord {
  id: number;
  project_id: number;
  project_name: string;
  principal_id: number;
  principal_type: 'User' | 'Group';
  principal_name: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface MembershipRoleRecord {
  membership_id: number;
  role_id: number;
  role_name: string;
}

/** The memberships with principal and project names, one statement for any number of ids. */
export function findMembershipsByIds(db: Db, ids: number[]): Promise<MembershipRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('memberships')
    .innerJoin('principals', 'principals.id', 'memberships.principal_id')
    .innerJoin('projects', 'projects.id', 'memberships.project_id')
    .select([
      'memberships.id',
      'memberships.project_id',
      'projects.name as project_name',
      'memberships.principal_id',
      'principals.type as principal_type',
      'principals.name as principal_name',
      'memberships.created_at',
      'memberships.updated_at',
    ])
    .where('memberships.id', 'in', ids)
    .execute();
}

/** Roles of many memberships, one statement. */
export function findRolesOfMemberships(db: Db, membershipIds: number[]): Promise<MembershipRoleRecord[]> {
  if (membershipIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('member_roles')
    .innerJoin('roles', 'roles.id', 'member_roles.role_id')
    .select(['member_roles.membership_id', 'roles.id as role_id', 'roles.name as role_name'])
    .where('member_roles.membership_id', 'in', membershipIds)
    .orderBy('roles.position')
    .execute();
}

/** Permissions of many roles, one statement. */
export async function findPermissionsOfRoles(db: Db, roleIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (roleIds.length === 0) return result;
  const rows = await db.selectFrom('role_permissions').select(['role_id', 'permission']).where('role_id', 'in', roleIds).orderBy('permission').execute();
  for (const row of rows) {
    const list = result.get(row.role_id) ?? [];
    list.push(row.permission);
    result.set(row.role_id, list);
  }
  return result;
}

/** First `limit` membership ids of a project ordered by principal name, plus the total, in one statement. */
export async function projectMembershipPage(db: Db, projectId: number, limit: number): Promise<{ ids: number[]; total: number }> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('principals', 'principals.id', 'memberships.principal_id')
    .select('memberships.id')
    .select((eb) => eb.fn.countAll<string | number>().over().as('total'))
    .where('memberships.project_id', '=', projectId)
    .orderBy('principals.name')
    .orderBy('memberships.id')
    .limit(limit)
    .execute();
  return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
}
