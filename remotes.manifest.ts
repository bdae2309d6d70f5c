// The one list of the suite's remotes. Everything else that names a remote is derived from this file at load time:
// each remote's webpack build (federation name, dev port, exposed modules), the shell's view switcher and view slots,
// the server's default remote URLs and REMOTE_<NAME>_URL variables, `npm run dev`, the lint boundaries between
// remotes, the e2e build check and the bench. Adding a remote: add it here, then create its package (see README).
//
// Plain data in erasable TypeScript, so Node runs it as it is (webpack configs, eslint.config.mjs, scripts, the
// server) and the browser packages keep its literal types (ProjectViewKey is the union of the view keys below).

/** What the shell hands a project view, by name; a view declares which of these it takes (its contract's props). */
export type ProjectViewProp = 'projectId' | 'projectName' | 'mode';

export interface RemoteEntry {
  /** Package folder and npm workspace name: 'mfe-tasks'. */
  package: string;
  /** Module Federation name, identifier-safe: 'mfe_tasks'. The shell loads '<federationName>/<module>'. */
  federationName: string;
  /** Port of its webpack dev server (`npm run dev <remote>`). */
  devPort: number;
  /** Modules it exposes, each a file src/exposed/<module>.tsx (the remote template). */
  exposes: readonly string[];
}

export interface ProjectViewEntry {
  /** The view's key in the switcher and in ?view=. */
  key: string;
  label: string;
  /** An icon exported by @tessera/shared (shared/src/ui/icons). */
  icon: string;
  /** The exposed module that renders it: '<federationName>/<module>'. */
  module: string;
  props: readonly ProjectViewProp[];
  /** Mount the tasks remote's task panel beside the view (its board opens tasks with ?task=<id>). */
  taskPanel?: boolean;
  /** The project module (Project Settings, Modules) the view belongs to: a project without it hides the view. */
  projectModule?: ProjectModuleName;
}

/**
 * The project modules a project can switch off (Project Settings, Modules), with OpenProject's names, in the order
 * the API and the settings list them, and how the screens and the API's 403 name them. The server's access kernel
 * (server/src/access/modules.ts) and @tessera/shared read this one list.
 */
export const PROJECT_MODULE_LABELS = {
  work_package_tracking: 'Work packages',
  backlogs: 'Sprints',
  costs: 'Time and costs',
  documents: 'Documents',
  forums: 'Forums',
  github: 'GitHub',
} as const;

export type ProjectModuleName = keyof typeof PROJECT_MODULE_LABELS;

export const PROJECT_MODULES = Object.keys(PROJECT_MODULE_LABELS) as ProjectModuleName[];

export interface RemotesManifest {
  remotes: readonly RemoteEntry[];
  /** The project page's views, in switcher order. */
  projectViews: readonly ProjectViewEntry[];
}

export const remotesManifest = {
  remotes: [
    { package: 'mfe-projects', federationName: 'mfe_projects', devPort: 3101, exposes: ['ProjectsPage', 'ProjectActions'] },
    { package: 'mfe-tasks', federationName: 'mfe_tasks', devPort: 3102, exposes: ['ProjectTasksView', 'ProjectTaskPanel'] },
    { package: 'mfe-sprints', federationName: 'mfe_sprints', devPort: 3103, exposes: ['ProjectSprintsView', 'ProjectMilestonesView', 'OrganizationBacklogPage'] },
    { package: 'mfe-docs', federationName: 'mfe_docs', devPort: 3104, exposes: ['ProjectDocumentsView', 'DocumentPage', 'SharedDocumentsPage'] },
    { package: 'mfe-forums', federationName: 'mfe_forums', devPort: 3105, exposes: ['ProjectForumsView'] },
    { package: 'mfe-insights', federationName: 'mfe_insights', devPort: 3106, exposes: ['ProjectFinanceView', 'ProjectGithubView', 'CostsPage', 'AdminDashboardPage', 'FacultyDashboardPage'] },
  ],
  projectViews: [
    { key: 'kanban', label: 'Board', icon: 'AppstoreOutlined', module: 'mfe_tasks/ProjectTasksView', props: ['projectId', 'mode'], projectModule: 'work_package_tracking' },
    { key: 'list', label: 'List', icon: 'BarsOutlined', module: 'mfe_tasks/ProjectTasksView', props: ['projectId', 'mode'], projectModule: 'work_package_tracking' },
    { key: 'calendar', label: 'Calendar', icon: 'CalendarOutlined', module: 'mfe_tasks/ProjectTasksView', props: ['projectId', 'mode'], projectModule: 'work_package_tracking' },
    { key: 'scrum', label: 'Scrum', icon: 'ThunderboltOutlined', module: 'mfe_sprints/ProjectSprintsView', props: ['projectId'], taskPanel: true, projectModule: 'backlogs' },
    { key: 'milestones', label: 'Milestones', icon: 'FlagOutlined', module: 'mfe_sprints/ProjectMilestonesView', props: ['projectId'], projectModule: 'work_package_tracking' },
    { key: 'finance', label: 'Finance', icon: 'DollarOutlined', module: 'mfe_insights/ProjectFinanceView', props: ['projectId'], projectModule: 'costs' },
    { key: 'github', label: 'GitHub', icon: 'GithubOutlined', module: 'mfe_insights/ProjectGithubView', props: ['projectId'], projectModule: 'github' },
    { key: 'documents', label: 'Documents', icon: 'FileTextOutlined', module: 'mfe_docs/ProjectDocumentsView', props: ['projectId', 'projectName'], projectModule: 'documents' },
    { key: 'forums', label: 'Forums', icon: 'CommentOutlined', module: 'mfe_forums/ProjectForumsView', props: ['projectId'], projectModule: 'forums' },
  ],
} as const satisfies RemotesManifest;

/** Package folders of the remotes: ['mfe-projects', ...]. */
export function remotePackagesOf(manifest: RemotesManifest): string[] {
  return manifest.remotes.map((remote) => remote.package);
}

/** Dev server port by package folder: { 'mfe-tasks': 3102, ... }. */
export function devPortsOf(manifest: RemotesManifest): Record<string, number> {
  return Object.fromEntries(manifest.remotes.map((remote) => [remote.package, remote.devPort]));
}

/** The options a remote's webpack.config.js gives the shared config factory (shared/webpack/create-config.cjs). */
export function remoteBuildOptionsOf(manifest: RemotesManifest, packageName: string): { name: string; port: number; exposes: Record<string, string> } {
  const remote = manifest.remotes.find((entry) => entry.package === packageName);
  if (!remote) throw new Error(`${packageName} is not in remotes.manifest.ts.`);
  return {
    name: remote.federationName,
    port: remote.devPort,
    // Extensionless, so an exposed file may be .ts or .tsx.
    exposes: Object.fromEntries(remote.exposes.map((module) => [`./${module}`, `./src/exposed/${module}`])),
  };
}

/**
 * Problems that would make a derived config wrong: duplicate names or ports, a federation name that is not the
 * package name with '_', a view rendered by a module no remote exposes. Empty when the manifest is sound.
 */
export function manifestProblemsOf(manifest: RemotesManifest): string[] {
  const problems: string[] = [];
  const seen = (values: readonly (string | number)[], what: string) => {
    const counts = new Map<string | number, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    for (const [value, count] of counts) if (count > 1) problems.push(`${what} ${value} is used ${count} times.`);
  };
  seen(manifest.remotes.map((remote) => remote.package), 'package');
  seen(manifest.remotes.map((remote) => remote.devPort), 'dev port');
  seen(manifest.projectViews.map((view) => view.key), 'view key');
  const exposed = new Set<string>();
  for (const remote of manifest.remotes) {
    if (!/^mfe-[a-z]+$/.test(remote.package)) problems.push(`package ${remote.package} must be mfe-<lowercase letters>.`);
    if (remote.federationName !== remote.package.replace(/-/g, '_')) {
      problems.push(`${remote.package}: federationName must be ${remote.package.replace(/-/g, '_')}.`);
    }
    for (const module of remote.exposes) exposed.add(`${remote.federationName}/${module}`);
  }
  for (const view of manifest.projectViews) {
    if (!exposed.has(view.module)) problems.push(`view ${view.key}: no remote exposes ${view.module}.`);
  }
  return problems;
}

export default remotesManifest;
