import { PROJECT_MODULE_LABELS, PROJECT_MODULES, type ProjectModuleName } from '../../../remotes.manifest.ts';
import type { Db } from '../db/index.ts';
import { missingPermission } from '../http/errors.ts';

// The areas a project can switch on and off, from the one list (remotes.manifest.ts). Every project has them all
// until a project admin switches one off (the disabled_modules table holds the exceptions).
export { PROJECT_MODULES, PROJECT_MODULE_LABELS as MODULE_LABELS };
export type ProjectModule = ProjectModuleName;

export const isProjectModule = (name: string): name is ProjectModule => (PROJECT_MODULES as readonly string[]).includes(name);

/** The message of the 403 a switched-off module's API answers. */
export const moduleNotEnabledMessage = (module: ProjectModule) => `The ${PROJECT_MODULE_LABELS[module]} module is not enabled in this project.`;

/** A subquery host: Kysely or any expression builder. */
type SubqueryHost = Db | { selectFrom: unknown };

/** Ids of the projects that switched `module` off (one indexed subquery). */
export function projectIdsWithoutModule(source: SubqueryHost, module: ProjectModule) {
  return (source as Db).selectFrom('disabled_modules as dm').select('dm.project_id').where('dm.name', '=', module);
}

/** The modules switched on in each of the projects, in one statement. */
export async function enabledModulesOf(db: Db, projectIds: readonly number[]): Promise<Map<number, ReadonlySet<ProjectModule>>> {
  const disabled = new Map<number, Set<string>>(projectIds.map((id) => [id, new Set<string>()]));
  if (projectIds.length > 0) {
    const rows = await db.selectFrom('disabled_modules').select(['project_id', 'name']).where('project_id', 'in', [...projectIds]).execute();
    for (const row of rows) disabled.get(row.project_id)?.add(row.name);
  }
  return new Map([...disabled].map(([id, off]) => [id, new Set(PROJECT_MODULES.filter((module) => !off.has(module)))]));
}

/** Throws the module's 403 unless the project has it switched on. */
export function requireModule(access: { modules: ReadonlySet<string> }, module: ProjectModule): void {
  if (!access.modules.has(module)) throw missingPermission(moduleNotEnabledMessage(module));
}
