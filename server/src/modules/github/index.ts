// The GitHub integration's face (issue 17): its settings (admins; secrets encrypted at rest, never answered) and the
// one GitHub client (Octokit) the other GitHub modules call through.
import type { ServerModule } from '../module.ts';
import { githubRoutes } from './routes.ts';
import { GITHUB_COMPONENTS } from './schemas.ts';

export const githubModule: ServerModule = { name: 'github', routes: githubRoutes, schemas: GITHUB_COMPONENTS };

export { GithubClient, GithubError, GithubNotConfigured, githubClient, type GithubPullRequestData, type GithubRepositoryData } from './client.ts';
export { isConfigured, loadSettings, missingOf, type GithubSettings } from './settings.ts';
// GitHub activity beyond pull requests: the backfill's reads, and the installation's state from webhooks.
export { activityReader, type GithubActivityReader, type GithubCheckRunData, type GithubIssueData, type GithubReviewData } from './client.ts';
export { recordInstallationEvent } from './service.ts';
