import { type Copier, insertInChunks } from '../../../copying/index.ts';

/** Rows per INSERT ... RETURNING of memberships (4 columns; far under both databases' parameter limits). */
const MEMBERSHIPS_PER_INSERT = 5000;

/**
 * Members: every membership of the source with its roles, users and groups alike. A role a user holds through a
 * group's membership (inherited_from_membership_id) points at the copy of that group's membership. In a constant
 * number of statements: read memberships and roles, insert memberships (returning their ids), insert roles.
 */
export const membersCopier: Copier = {
  option: 'members',
  order: 10,
  async copy({ trx, sourceProjectId, targetProjectId, now, idMaps }) {
    const memberships = await trx.selectFrom('memberships').select(['id', 'principal_id']).where('project_id', '=', sourceProjectId).orderBy('id').execute();
    const sourceIds = new Set(memberships.map((membership) => membership.id));
    const roles = await trx
      .selectFrom('member_roles')
      .innerJoin('memberships', 'memberships.id', 'member_roles.membership_id')
      .select(['member_roles.membership_id', 'member_roles.role_id', 'member_roles.inherited_from_membership_id'])
      .where('memberships.project_id', '=', sourceProjectId)
      .orderBy('member_roles.id')
      .execute();
    // A role inherited through a membership outside this project cannot be carried over; a membership left without
    // roles is not copied (as OpenProject does).
    const copiedRoles = roles.filter((role) => role.inherited_from_membership_id === null || sourceIds.has(role.inherited_from_membership_id));
    const withRoles = new Set(copiedRoles.map((role) => role.membership_id));
    const toCopy = memberships.filter((membership) => withRoles.has(membership.id));

    const newIdByPrincipal = new Map<number, number>();
    for (let start = 0; start < toCopy.length; start += MEMBERSHIPS_PER_INSERT) {
      const inserted = await trx
        .insertInto('memberships')
        .values(toCopy.slice(start, start + MEMBERSHIPS_PER_INSERT).map((m) => ({ project_id: targetProjectId, principal_id: m.principal_id, created_at: now, updated_at: now })))
        .returning(['id', 'principal_id'])
        .execute();
      // One membership per principal and project (unique), so the principal pairs old and new rows.
      for (const row of inserted) newIdByPrincipal.set(row.principal_id, row.id);
    }
    const newIds = new Map(toCopy.map((membership) => [membership.id, newIdByPrincipal.get(membership.principal_id) as number]));
    idMaps.set('memberships', newIds);

    await insertInChunks(
      trx,
      'member_roles',
      copiedRoles.map((role) => ({
        membership_id: newIds.get(role.membership_id) as number,
        role_id: role.role_id,
        inherited_from_membership_id: role.inherited_from_membership_id === null ? null : (newIds.get(role.inherited_from_membership_id) as number),
      })),
    );
    return { copied: toCopy.length };
  },
};
