import type { Db } from '../db/index.ts';
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Multi-row inserts in chunks, in one transaction per call: the seed and the benchmark generator
 * use these to load thousands of rows quickly on both databases. Chunks stay under SQLite's
 * bound-parameter limit (32766) and PostgreSQL's (65535).
 */
const MAX_PARAMETERS_PER_STATEMENT = 30_000;

export async function insertRows<T extends keyof Database & string>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS_PER_STATEMENT / columns));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += chunkSize) {
      await trx.insertInto(table).values(rows.slice(start, start + chunkSize) as never).execute();
    }
  });
}

/** Like insertRows, returning the generated ids in input order. */
export async function insertRowsReturningIds<T extends 'principals' | 'projects' | 'memberships' | 'roles'>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0] as object).length || 1;
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS_PER_STATEMENT / columns));
  const ids: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += chunkSize) {
      // Every table allowed here has a generated integer id; typing the insert as 'projects' keeps returning('id') typed.
      const inserted = await trx
        .insertInto(table as 'projects')
        .values(rows.slice(start, start + chunkSize) as never)
        .returning('id')
        .execute();
      // RETURNING follows the VALUES order on both PostgreSQL and SQLite for a plain multi-row insert.
      ids.push(...inserted.map((row) => row.id));
    }
  });
  return ids;
}

export interface RoleDefinition {
  name: string;
  permissions: readonly string[];
}

/** Creates project roles with their permissions; returns role ids by name. */
export async function insertProjectRoles(db: Db, roles: readonly RoleDefinition[]): Promise<Map<string, number>> {
  const ids = await insertRowsReturningIds(
    db,
    'roles',
    roles.map((role, index) => ({ name: role.name, scope: 'project' as const, position: index + 1, builtin: false })),
  );
  await insertRows(
    db,
    'role_permissions',
    roles.flatMap((role, index) => role.permissions.map((permission) => ({ role_id: ids[index], permission }))),
  );
  return new Map(roles.map((role, index) => [role.name, ids[index]]));
}

export interface MembershipSpec {
  projectId: number;
  principalId: number;
  roleIds: number[];
}

/** Memberships with their roles, in bulk. */
export async function insertMemberships(db: Db, memberships: MembershipSpec[], now: string): Promise<number[]> {
  const ids = await insertRowsReturningIds(
    db,
    'memberships',
    memberships.map((m) => ({ project_id: m.projectId, principal_id: m.principalId, created_at: now, updated_at: now })),
  );
  await insertRows(
    db,
    'member_roles',
    memberships.flatMap((m, index) => m.roleIds.map((roleId) => ({ membership_id: ids[index], role_id: roleId, inherited_from_membership_id: null }))),
  );
  return ids;
}
