// Pull requests on work packages (issue 17), in OpenProject's GithubPullRequest representation: what GitHub says of
// them (stored by the backfill and the webhooks through storePullRequests), auto-linked to the tasks they name,
// assigned and unassigned by users, journaled on the tasks.
import type { ServerModule } from '../module.ts';
import { githubPullRequestRoutes } from './routes.ts';
import { GITHUB_PULL_REQUEST_COMPONENTS } from './schemas.ts';

export const githubPullRequestsModule: ServerModule = { name: 'github-pull-requests', routes: githubPullRequestRoutes, schemas: GITHUB_PULL_REQUEST_COMPONENTS };

export { githubUpdated, pullRequestsChanged, workPackagesGithubChanged } from './effects.ts';
export { activeLinksOf, connectedProjects, workPackagesIn } from './queries.ts';
export { referencesIn } from './references.ts';
export { storePullRequests, type StoreOutcome, type StoredChange } from './store.ts';
