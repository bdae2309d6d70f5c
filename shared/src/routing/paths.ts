// Browser paths of the suite, so remotes link to each other without knowing the shell's route table.

import { PROJECT_VIEWS, type ProjectViewKey } from '../federation';

export type { ProjectViewKey };
/** Views of the project detail page, in switcher order (from the remotes manifest). */
export const PROJECT_VIEW_KEYS: readonly ProjectViewKey[] = PROJECT_VIEWS.map((view) => view.key);
export const DEFAULT_PROJECT_VIEW: ProjectViewKey = 'kanban';
/** Query parameter that selects a project view once (the detail page consumes and removes it). */
export const PROJECT_VIEW_PARAM = 'view';
export const LOGIN_REDIRECT_PARAM = 'redirect';
/** Query parameter that opens Project Settings on a tab (consumed and removed by the projects remote). */
export const PROJECT_SETTINGS_PARAM = 'settings';
export const PROJECT_SETTINGS_TABS = ['general', 'modules', 'members', 'types', 'versions', 'github'] as const;
export type ProjectSettingsTab = (typeof PROJECT_SETTINGS_TABS)[number];

export function isProjectViewKey(value: unknown): value is ProjectViewKey {
  return typeof value === 'string' && (PROJECT_VIEW_KEYS as readonly string[]).includes(value);
}

export interface DocContext {
  projectId: number;
  projectName: string;
}

export const paths = {
  home: () => '/',
  projects: () => '/projects',
  project: (id: number) => `/projects/${id}`,
  /** Forums has its own path; every other view is selected with ?view=. */
  projectView: (id: number, view: ProjectViewKey) =>
    view === 'forums' ? `/projects/${id}/forums` : `/projects/${id}?${PROJECT_VIEW_PARAM}=${view}`,
  /** The project page with its Project Settings dialog open on a tab (the projects remote reads ?settings=). */
  projectSettings: (id: number, tab: ProjectSettingsTab = 'general') => `/projects/${id}?${PROJECT_SETTINGS_PARAM}=${tab}`,
  /** A document; opened from a project it carries the project for the way back. */
  doc: (id: number, from?: DocContext) =>
    from
      ? `/docs/${id}?${new URLSearchParams({ from: 'project', projectId: String(from.projectId), projectName: from.projectName })}`
      : `/docs/${id}`,
  costs: (projectId?: number) => (projectId ? `/costs?project=${projectId}` : '/costs'),
  login: (redirectTo?: string) =>
    redirectTo ? `/login?${new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: redirectTo })}` : '/login',
  account: () => '/account',
};

/** A redirect target from a URL parameter, only if it stays on this site (no open redirect). */
export function safeRedirectPath(value: string | null | undefined, fallback: string = paths.projects()): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Back to the login page would loop.
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return fallback;
  return value;
}
