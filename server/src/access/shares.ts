import type { Kysely } from 'kysely';
import type { Database, ShareEntityType, ShareLevel } from '../db/schema.ts';
import type { Actor } from './permissions.ts';

// Shares live in the kernel's access answer (not in the shares module) because the documents and work-packages
// modules consult them on every read and write, and the shares module in turn asks those modules who may share.

export const SHARE_LEVELS: readonly ShareLevel[] = ['view', 'edit', 'manage'];
export type { ShareEntityType, ShareLevel };

/**
 * What a share allows on its one entity, as the permissions the entity's checks already read (spec 002 section 6:
 * view is a viewer, edit a member who may change it, manage an admin of it who may also delete and share it).
 * `edit_shared_document` and `share_entity` exist only here: no project role carries them.
 */
export const EDIT_SHARED_DOCUMENT = 'edit_shared_document';
export const SHARE_ENTITY = 'share_entity';

const SHARE_PERMISSIONS: Record<ShareEntityType, Record<ShareLevel, readonly string[]>> = {
  Document: {
    view: ['view_documents'],
    edit: ['view_documents', EDIT_SHARED_DOCUMENT],
    manage: ['view_documents', EDIT_SHARED_DOCUMENT, 'manage_documents', SHARE_ENTITY],
  },
  WorkPackage: {
    view: ['view_work_packages'],
    edit: ['view_work_packages', 'edit_work_packages', 'add_work_package_notes'],
    manage: ['view_work_packages', 'edit_work_packages', 'add_work_package_notes', SHARE_ENTITY],
  },
};

/** The actor's share level of one entity, or undefined (one statement). */
export async function shareLevelOf(db: Kysely<Database>, actor: Actor, entityType: ShareEntityType, entityId: number): Promise<ShareLevel | undefined> {
  const row = await db
    .selectFrom('shares')
    .select('level')
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .where('user_id', '=', actor.id)
    .executeTakeFirst();
  return row?.level;
}

/** Role permissions joined with what a share grants: the highest of the two wins for every action. */
export function withSharePermissions(permissions: ReadonlySet<string>, entityType: ShareEntityType, level: ShareLevel | undefined): ReadonlySet<string> {
  if (level === undefined) return permissions;
  return new Set([...permissions, ...SHARE_PERMISSIONS[entityType][level]]);
}

/** Removes the shares of entities being deleted (in the deleting transaction). */
export async function deleteSharesOf(db: Kysely<Database>, entityType: ShareEntityType, entityIds: number[]): Promise<void> {
  if (entityIds.length === 0) return;
  await db.deleteFrom('shares').where('entity_type', '=', entityType).where('entity_id', 'in', entityIds).execute();
}
