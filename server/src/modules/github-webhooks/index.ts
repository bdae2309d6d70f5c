// GitHub's webhooks (issue 17): deliveries verified by signature, recorded once per delivery id, processed by the
// job runner into the pull requests' tables and, through github-activity, issues, reviews, check runs, pushes and the
// installation's state.
import type { ServerModule } from '../module.ts';
import { githubWebhookRoutes } from './routes.ts';

export const githubWebhooksModule: ServerModule = { name: 'github-webhooks', routes: githubWebhookRoutes };
