// Names of the remotes and their exposed views, as the shell mounts them. Prop types live in each
// remote's src/exposed/contract.ts (types only).
export const REMOTE_NAMES = ['mfe_projects', 'mfe_tasks', 'mfe_sprints', 'mfe_docs', 'mfe_forums', 'mfe_insights'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** A federated module id: '<remote>/<exposed module>', e.g. 'mfe_tasks/ProjectTasksView'. */
export type RemoteModuleId = `${RemoteName}/${string}`;

/** The remote part of a module id ('mfe_tasks/ProjectTasksView' -> 'mfe_tasks'). */
export function remoteNameOf(id: string): string {
  const slash = id.indexOf('/');
  return slash === -1 ? id : id.slice(0, slash);
}
