import type { Db } from '../db/index.ts';
import { toBoolean } from '../db/values.ts';
import { missingPermission } from '../http/errors.ts';
import { PROJECT_MODULES, type ProjectModule } from './modules.ts';
import { permissionsInProjects, type Actor } from './permissions.ts';

const NO_PERMISSIONS: ReadonlySet<string> = new Set();

/** The message of a write refused because the project is archived (an archived project is read-only). */
export const PROJECT_ARCHIVED_MESSAGE = 'The project is archived: its work packages cannot be changed.';

export interface ProjectAccess {
  project: { id: number; name: string; public: boolean | number; active: boolean | number };
  permissions: ReadonlySet<string>;
  /** The modules the project has switched on (Project Settings, Modules). */
  modules: ReadonlySet<ProjectModule>;
  /** Admins, anyone for a public project, members (directly or through a group) for the others. */
  visible: boolean;
}

/** A project with the caller's permissions in it, or undefined when it does not exist (two statements). */
export async function projectAccess(db: Db, actor: Actor, projectId: number): Promise<ProjectAccess | undefined> {
  // The project and its switched-off modules, one row per such module (at least one row).
  const rows = await db
    .selectFrom('projects')
    .leftJoin('disabled_modules', 'disabled_modules.project_id', 'projects.id')
    .select(['projects.id', 'projects.name', 'projects.public', 'projects.active', 'disabled_modules.name as disabled_module'])
    .where('projects.id', '=', projectId)
    .execute();
  return projectAccessOfRows(db, actor, rows);
}

/** A project's row joined with its switched-off modules (disabled_modules.name), one row per such module. */
export interface ProjectModuleRow {
  id: number;
  name: string;
  public: boolean | number;
  active: boolean | number;
  disabled_module: string | null;
}

/**
 * projectAccess from the project's rows a caller read joined to its own (a work package's, in one statement): the
 * caller's permissions there (one statement, none for admins); undefined without rows.
 */
export async function projectAccessOfRows(db: Db, actor: Actor, rows: ProjectModuleRow[]): Promise<ProjectAccess | undefined> {
  const first = rows[0];
  if (!first) return undefined;
  const projectId = first.id;
  const project = { id: first.id, name: first.name, public: first.public, active: first.active };
  const disabled = new Set(rows.map((row) => row.disabled_module));
  const modules: ReadonlySet<ProjectModule> = new Set(PROJECT_MODULES.filter((module) => !disabled.has(module)));
  const isPublic = toBoolean(project.public);
  const permissions =
    (await permissionsInProjects(db, actor, [projectId], isPublic ? [projectId] : [], new Map([[projectId, modules]]))).get(projectId) ?? NO_PERMISSIONS;
  return { project, permissions, modules, visible: actor.admin || isPublic || permissions.size > 0 };
}

/** Writes need the permission and an active project (an archived project is read-only, as in OpenProject). */
export function authoriseWrite(access: Pick<ProjectAccess, 'project' | 'permissions'>, permission: string, forbidden: string): void {
  if (!access.permissions.has(permission)) throw missingPermission(forbidden);
  if (!toBoolean(access.project.active)) throw missingPermission(PROJECT_ARCHIVED_MESSAGE);
}

/** Who may attach files to a work package or its activities: whoever may edit the package or comment on it. */
export const mayAddAttachments = (permissions: ReadonlySet<string>) => permissions.has('edit_work_packages') || permissions.has('add_work_package_notes');
