// The project page's view switcher: which views exist, how they are labelled, and which remote renders each.
// All of it comes from the remotes manifest (remotes.manifest.ts at the repository root) through @tessera/shared.
import { createElement, type ReactNode } from 'react';
import {
  DEFAULT_PROJECT_VIEW, PROJECT_VIEW_PARAM, PROJECT_VIEWS, TASK_SEARCH_PARAM, iconByName, isProjectViewKey, type ProjectDetail, type ProjectModuleName, type ProjectViewDefinition, type ProjectViewKey,
  type ProjectViewProp,
} from '@tessera/shared';
import type { RemoteViewId } from '../../../federation/RemoteView';

export interface ProjectViewOption<K extends string = ProjectViewKey> {
  key: K;
  label: string;
  icon: ReactNode;
}

/** Everything the shell can hand a project view; each view takes the props the manifest lists for it. */
export type ProjectViewPropValues = Record<ProjectViewProp, unknown>;

/** The switcher's options, the remote of each view and the views that mount the task panel, from a view list. */
export function projectViewTableOf<K extends string>(views: readonly ProjectViewDefinition<K>[]) {
  return {
    options: views.map((view): ProjectViewOption<K> => {
      const Icon = iconByName(view.icon);
      return { key: view.key, label: view.label, icon: Icon ? createElement(Icon) : null };
    }),
    remotes: Object.fromEntries(views.map((view) => [view.key, view.module as RemoteViewId])) as Record<K, RemoteViewId>,
    props: Object.fromEntries(views.map((view) => [view.key, view.props])) as Record<K, readonly ProjectViewProp[]>,
    withTaskPanel: new Set<K>(views.filter((view) => view.taskPanel).map((view) => view.key)),
    modules: Object.fromEntries(views.map((view) => [view.key, view.projectModule])) as Record<K, ProjectModuleName | null>,
  };
}

const TABLE = projectViewTableOf(PROJECT_VIEWS);

/** In switcher order. */
export const PROJECT_VIEW_OPTIONS: ProjectViewOption[] = TABLE.options;
/** The remote view that renders each project view. */
export const PROJECT_VIEW_REMOTES: Record<ProjectViewKey, RemoteViewId> = TABLE.remotes;
/** Views that mount the task panel beside their own remote. */
export const VIEWS_WITH_TASK_PANEL: ReadonlySet<ProjectViewKey> = TABLE.withTaskPanel;

/** The project module each view belongs to (null: always there). */
export const PROJECT_VIEW_MODULES: Record<ProjectViewKey, ProjectModuleName | null> = TABLE.modules;

/** Whether the project has the view's module switched on. */
export function isViewEnabled(view: ProjectViewKey, project: Pick<ProjectDetail, 'enabledModules'>): boolean {
  const module = PROJECT_VIEW_MODULES[view];
  return module === null || project.enabledModules.includes(module);
}

/** The props a view's remote receives: the ones its manifest entry lists, nothing else. */
export function projectViewProps(view: ProjectViewKey, project: ProjectDetail): Partial<ProjectViewPropValues> {
  const values: ProjectViewPropValues = { projectId: project.id, projectName: project.name, mode: view };
  return Object.fromEntries(TABLE.props[view].map((name) => [name, values[name]]));
}

/**
 * The task panel for views of other remotes: the sprint board opens tasks with ?task=<id> (useOpenTask), and
 * mfe_tasks shows them in the same panel as on its own views.
 */
export const PROJECT_TASK_PANEL_REMOTE: RemoteViewId = 'mfe_tasks/ProjectTaskPanel';
/** The panel slot's fallback: one quiet line, the view beside it stays usable. */
export const TASK_PANEL_UNAVAILABLE = 'Task details are temporarily unavailable';

/**
 * The panel beside another remote's view loads once a task is selected (?task=<id>), not with the view: a page
 * where no task is opened does not carry the tasks remote (issue 18).
 */
export function taskPanelWanted(search: string | URLSearchParams): boolean {
  return new URLSearchParams(search).has(TASK_SEARCH_PARAM);
}

/** Shown in the project header on every view. */
export const PROJECT_ACTIONS_REMOTE: RemoteViewId = 'mfe_projects/ProjectActions';

/**
 * Issue 18: the remote views a project page address shows first (its view, the task panel beside it when a task is
 * selected, the header's actions), so the shell starts loading their code with the page, in parallel with the project and the view's data,
 * rather than once the project has loaded. Empty for any other address.
 */
export function projectPageRemoteViews(pathname: string, search: string): RemoteViewId[] {
  const match = /^\/projects\/(\d+)(\/forums(?:\/.*)?)?\/?$/.exec(pathname);
  if (!match) return [];
  const requested = new URLSearchParams(search).get(PROJECT_VIEW_PARAM);
  const view: ProjectViewKey = match[2] ? 'forums' : isProjectViewKey(requested) ? requested : DEFAULT_PROJECT_VIEW;
  const views = [PROJECT_VIEW_REMOTES[view]];
  if (VIEWS_WITH_TASK_PANEL.has(view) && taskPanelWanted(search)) views.push(PROJECT_TASK_PANEL_REMOTE);
  views.push(PROJECT_ACTIONS_REMOTE);
  return views;
}
