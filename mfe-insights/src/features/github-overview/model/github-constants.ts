// Spec 003 constants and messages of the project's GitHub view (sections 2, 6, 8 and 9), by name so a reader can
// match them to the spec.

/** §9: stats refresh every 30 s; stale time 60 s for the project_scoped strategy (the server's). */
export const STATS_REFRESH_MS = 30_000;
export const STATS_STALE_MS = 60_000;
/** §9: the repository list refreshes every 60 s. */
export const REPOSITORIES_REFRESH_MS = 60_000;
/** §9: the Refresh button's spinner shows about 1 s, even when the answers come sooner. */
export const REFRESH_SPINNER_MS = 1_000;
/** The shell's GitHub administration page. */
export const GITHUB_SETTINGS_PATH = '/admin/github';

export const GITHUB_TEXT = {
  title: 'GitHub',
  repositoriesTitle: 'Project Repositories',
  refresh: 'Refresh',
  connect: 'Connect repository',
  includeChildren: (available: number) => `Include child projects (${available} available)`,
  aggregated: (count: number, names: string) => `Showing aggregated stats from ${count} projects: ${names}`,
  notConfiguredBanner: 'GitHub integration is not configured. Please configure GitHub integration in the admin settings first.',
  notConfiguredTitle: 'GitHub Not Configured',
  notConfiguredMember: 'GitHub integration is not configured yet. An administrator can set it up in the admin settings.',
  openSettings: 'Open GitHub settings',
  noRepositories: 'No repository is connected to this project yet.',
  noRepositoriesHint: 'Connect one of the organization\'s repositories to see its pull requests here.',
  createdViaApp: 'Created via App',
  fromChildProject: 'Child project',
  importing: 'Importing pull requests…',
  /** A repository the GitHub App's installation no longer includes (its events stop). */
  removedFromInstallationTag: 'Removed from installation',
  view: 'View',
  remove: 'Remove',
  removeTitle: (fullName: string) => `Remove ${fullName} from this project?`,
  removeDescription: 'This removes the connection only. It will not delete the actual GitHub repository.',
  removeOk: 'Remove connection',
  removed: 'Repository connection removed successfully',
  removeFailed: 'Failed to delete repository',
  connectTitle: 'Connect a repository',
  connectSearch: 'Search repositories',
  connectEmpty: 'No repository of the organization matches.',
  connectButton: 'Connect',
  connected: 'Connected',
  connectedToast: (fullName: string) => `Repository ${fullName} connected. Its pull requests are being imported.`,
  connectFailed: 'Failed to connect repository',
  organizationFailed: 'The organization\'s repositories could not be loaded.',
  statsFailed: 'The GitHub statistics could not be loaded.',
  repositoriesFailed: 'The connected repositories could not be loaded.',
  retry: 'Retry',
  lastActivity: 'Last activity',
  noActivity: 'No pull request activity yet.',
  removedFromInstallation: (names: string) => `No longer accessible to the GitHub App: ${names}. These repositories were removed from the app's installation on GitHub, so their figures are not kept up to date. An organization owner can add them back in the app's installation settings.`,
  issuesVsPullRequests: 'Issues vs Pull Requests',
  recentTitle: 'Recent Activity Summary',
  chartsTitle: 'Charts',
} as const;
