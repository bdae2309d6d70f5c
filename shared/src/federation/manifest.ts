// What the browser packages derive from the remotes manifest (remotes.manifest.ts at the repository root).
// Pure functions of a manifest, so a test can hand them a changed copy.
import type { ProjectModuleName, ProjectViewProp, RemotesManifest } from '../../../remotes.manifest';

/** Federation names of the remotes, in manifest order: ['mfe_projects', ...]. */
export function remoteNamesOf(manifest: RemotesManifest): string[] {
  return manifest.remotes.map((remote) => remote.federationName);
}

/** One row of the project page's view table. */
export interface ProjectViewDefinition<K extends string = string> {
  key: K;
  label: string;
  /** An icon exported by @tessera/shared, by name. */
  icon: string;
  /** The exposed module that renders the view: 'mfe_tasks/ProjectTasksView'. */
  module: `${string}/${string}`;
  /** Which of the shell's project-view props the view takes. */
  props: readonly ProjectViewProp[];
  /** Mount the task panel beside the view. */
  taskPanel: boolean;
  /** The project module it belongs to (null: always there): a project that switched it off hides the view. */
  projectModule: ProjectModuleName | null;
}

/** The project page's views, in switcher order. */
export function projectViewsOf(manifest: RemotesManifest): ProjectViewDefinition[] {
  return manifest.projectViews.map((view) => ({
    key: view.key,
    label: view.label,
    icon: view.icon,
    module: view.module as `${string}/${string}`,
    props: view.props,
    taskPanel: view.taskPanel === true,
    projectModule: view.projectModule ?? null,
  }));
}
