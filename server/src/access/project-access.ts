import type { Db } from '../db/index.ts';
import { toBoolean } from '../db/values.ts';
import { missingPermission } from '../http/errors.ts';
import { permissionsInProjects, type Actor } from './permissions.ts';

const NO_PERMISSIONS: ReadonlySet<string> = new Set();

/** The message of a write refused because the project is archived (an archived project is read-only). */
export const PROJECT_ARCHIVED_MESSAGE = 'The project is archived: its work packages cannot be changed.';

export interface ProjectAccess {
  project: { id: number; name: string; public: boolean | number; active: boolean | number };
  permissions: ReadonlySet<string>;
  /** Admins, anyone for a public project, members (directly or through a group) for the others. */
  visible: boolean;
}

/** A project with the caller's permissions in it, or undefined when it does not exist (two statements). */
export async function projectAccess(db: Db, actor: Actor, projectId: number): Promise<ProjectAccess | undefined> {
  const project = await db.selectFrom('projects').select(['id', 'name', 'public', 'active']).where('id', '=', projectId).executeTakeFirst();
  if (!project) return undefined;
  const isPublic = toBoolean(project.public);
  const permissions = (await permissionsInProjects(db, actor, [projectId], isPublic ? [projectId] : [])).get(projectId) ?? NO_PERMISSIONS;
  return { project, permissions, visible: actor.admin || isPublic || permissions.size > 0 };
}

/** Writes need the permission and an active project (an archived project is read-only, as in OpenProject). */
export function authoriseWrite(access: ProjectAccess, permission: string, forbidden: string): void {
  if (!access.permissions.has(permission)) throw missingPermission(forbidden);
  if (!toBoolean(access.project.active)) throw missingPermission(PROJECT_ARCHIVED_MESSAGE);
}

/** Who may attach files to a work package or its activities: whoever may edit the package or comment on it. */
export const mayAddAttachments = (permissions: ReadonlySet<string>) => permissions.has('edit_work_packages') || permissions.has('add_work_package_notes');
