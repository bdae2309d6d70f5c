// GitHub activity beyond pull requests (issue 17): issues, pull request reviews, check runs, pushes and the app
// installation's state, kept from webhooks (github-webhooks hands these events over) and the backfill
// (github-repositories). Readers (the pull requests' representation, the stats) read the tables directly.
import type { ServerModule } from '../module.ts';

export const githubActivityModule: ServerModule = { name: 'github-activity', routes: async () => {} };

export { ACTIVITY_EVENTS, processActivityEvent, type Outcome } from './events.ts';
export { storeCheckRuns, storeIssues, storeReviews, type TabChange } from './store.ts';
