// Spec 001 sections 8 and 9 for the panel's GitHub tab: polling, stale times, retries and the texts.

/** Linked and available lists are polled this often while the tab is open and the page visible (§4, §9). */
export const PULL_REQUEST_POLL_MS = 30_000;
/** After failed polls the interval doubles, up to this (a GitHub or server outage is not hammered). */
export const PULL_REQUEST_POLL_MAX_MS = 5 * 60_000;
export const AVAILABLE_STALE_MS = 15_000;
export const LINKED_STALE_MS = 30_000;
/** The connected repositories change rarely (spec 003 §9 refreshes them every 60 s). */
export const REPOSITORIES_STALE_MS = 60_000;
/** §8: the available list is not retried on 404 or 403, otherwise up to 2 retries. */
export const AVAILABLE_RETRIES = 2;
/** How much of a pull request's description the list shows (as plain text). */
export const BODY_PREVIEW_LENGTH = 200;

/** The shell's GitHub administration page (shell/src/features/admin-github). */
export const GITHUB_SETTINGS_PATH = '/admin/github';

export const GITHUB_TEXT = {
  // Spec 001 §8.
  availableFailed: 'Failed to load available PRs. Please check your GitHub integration configuration.',
  noneAvailable: 'No available pull requests found in the project repositories...',
  assigned: 'Pull request assigned successfully',
  unassigned: 'Pull request unassigned successfully',
  // Ours.
  linkedTitle: 'Linked pull requests',
  availableTitle: 'Available pull requests',
  linkedFailed: 'Failed to load the linked pull requests.',
  noneLinked: 'No pull requests are linked to this task yet.',
  repositoriesFailed: "Failed to load the project's GitHub repositories.",
  notConfigured: 'GitHub is not configured.',
  notConfiguredHint: 'Pull requests show here once GitHub is set up in',
  settingsLink: 'GitHub settings',
  noRepository: 'No GitHub repository is connected to this project.',
  noRepositoryHint: "Pull requests show here once a repository is connected in the project's",
  projectGithubLink: 'GitHub view',
  assignFailed: 'Failed to assign the pull request',
  unassignFailed: 'Failed to unassign the pull request',
  retry: 'Retry',
  assign: 'Assign',
  unassign: 'Unassign',
  opensInNewTab: '(opens in a new tab)',
} as const;
