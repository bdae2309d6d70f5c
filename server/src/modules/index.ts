// Every server module, in registration order. A new module adds its folder (with an index.ts that exports its
// ServerModule) and one line here; app.ts registers what this list holds.
import { rootModule } from './root/index.ts';
import { sessionModule } from './session/index.ts';
import { accessTokensModule } from './access-tokens/index.ts';
import { usersModule } from './users/index.ts';
import { projectsModule } from './projects/index.ts';
import { membershipsModule } from './memberships/index.ts';
import { rolesModule } from './roles/index.ts';
import { principalsModule } from './principals/index.ts';
import { groupsModule } from './groups/index.ts';
import { statusesModule } from './statuses/index.ts';
import { prioritiesModule } from './priorities/index.ts';
import { workPackagesModule } from './work-packages/index.ts';
import { activitiesModule } from './activities/index.ts';
import { timeEntryActivitiesModule } from './time-entry-activities/index.ts';
import { timeEntriesModule } from './time-entries/index.ts';
import { costTypesModule } from './cost-types/index.ts';
import { costEntriesModule } from './cost-entries/index.ts';
import { hourlyRatesModule } from './hourly-rates/index.ts';
import { budgetsModule } from './budgets/index.ts';
import { costsModule } from './costs/index.ts';
import { financeModule } from './finance/index.ts';
import { attachmentsModule } from './attachments/index.ts';
import { emojiReactionsModule } from './emoji-reactions/index.ts';
import { typesModule } from './types/index.ts';
import { versionsModule } from './versions/index.ts';
import { sprintsModule } from './sprints/index.ts';
import { backlogsModule } from './backlogs/index.ts';
import { milestonesModule } from './milestones/index.ts';
import { documentsModule } from './documents/index.ts';
import { sharesModule } from './shares/index.ts';
import { documentCommentsModule } from './document-comments/index.ts';
import { documentWorkPackagesModule } from './document-work-packages/index.ts';
import { backlinksModule } from './backlinks/index.ts';
import { forumsModule } from './forums/index.ts';
import { forumMessagesModule } from './forum-messages/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { jobsModule } from './jobs/index.ts';
import { projectCopyModule } from './project-copy/index.ts';
import { aiModule } from './ai/index.ts';
import { githubModule } from './github/index.ts';
import { githubPullRequestsModule } from './github-pull-requests/index.ts';
import { githubRepositoriesModule } from './github-repositories/index.ts';
import { githubWebhooksModule } from './github-webhooks/index.ts';
import { githubActivityModule } from './github-activity/index.ts';
import { adminDashboardModule } from './admin-dashboard/index.ts';
import { facultyDashboardModule } from './faculty-dashboard/index.ts';
import { staticModule } from './static/index.ts';
import type { ServerModule } from './module.ts';

export type { ServerModule } from './module.ts';

export const MODULES: readonly ServerModule[] = [
  rootModule,
  sessionModule,
  accessTokensModule,
  usersModule,
  projectsModule,
  membershipsModule,
  rolesModule,
  principalsModule,
  groupsModule,
  statusesModule,
  prioritiesModule,
  workPackagesModule,
  activitiesModule,
  timeEntryActivitiesModule,
  timeEntriesModule,
  costTypesModule,
  costEntriesModule,
  hourlyRatesModule,
  budgetsModule,
  costsModule,
  financeModule,
  attachmentsModule,
  emojiReactionsModule,
  typesModule,
  versionsModule,
  sprintsModule,
  backlogsModule,
  milestonesModule,
  documentsModule,
  sharesModule,
  documentCommentsModule,
  documentWorkPackagesModule,
  backlinksModule,
  forumsModule,
  forumMessagesModule,
  notificationsModule,
  jobsModule,
  projectCopyModule,
  aiModule,
  githubModule,
  githubPullRequestsModule,
  githubRepositoriesModule,
  githubWebhooksModule,
  githubActivityModule,
  adminDashboardModule,
  facultyDashboardModule,
  staticModule,
];
