import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** PostgreSQL returns booleans, SQLite returns 0/1; writes always take booleans (index.ts binds them as 0/1 on SQLite). */
export type DbBoolean = ColumnType<boolean | number, boolean, boolean>;
/** Stored as timestamptz on PostgreSQL (read as Date) and ISO 8601 text on SQLite; always written as ISO strings. */
export type DbTimestamp = ColumnType<Date | string, string, string>;
export type DbNullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;

export type PrincipalType = 'User' | 'Group';
export type RoleType = 'admin' | 'manager' | 'member';
export type UserStatus = 'active' | 'locked';
export type RoleScope = 'project' | 'global';
export type JobStatus = 'in_queue' | 'in_process' | 'success' | 'failure' | 'cancelled';

/** Users and groups share one table, as in OpenProject, so memberships can point at either. */
export interface PrincipalsTable {
  id: Generated<number>;
  type: PrincipalType;
  login: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  /** Display name: "First Last" for users, the group name for groups; kept for sorting and search. */
  name: string;
  password_hash: string | null;
  role_type: RoleType | null;
  status: UserStatus;
  failed_login_count: Generated<number>;
  first_failed_login_at: DbNullableTimestamp;
  locked_until: DbNullableTimestamp;
  /** The newest sign-in (migration 0032); sessions are deleted at sign-out, so they cannot tell. */
  last_login_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface GroupUsersTable {
  group_id: number;
  user_id: number;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  scope: RoleScope;
  position: number;
  builtin: DbBoolean;
}

export interface RolePermissionsTable {
  role_id: number;
  permission: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  identifier: string;
  name: string;
  description: string;
  public: DbBoolean;
  active: DbBoolean;
  templated: DbBoolean;
  parent_id: number | null;
  status_code: string | null;
  status_explanation: string;
  /** Inline comments on the project's documents are on (migration 0013; default true). */
  document_comments_enabled: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** AI features are on in the project (migration 0014; default true). */
  ai_enabled: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** Finance settings (migration 0026): ISO 4217 currency, BCP 47 locale, the cost rate of users without an hourly rate. */
  currency: ColumnType<string, string | undefined, string>;
  locale: ColumnType<string, string | undefined, string>;
  default_hourly_rate: ColumnType<number, number | undefined, number>;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface MembershipsTable {
  id: Generated<number>;
  project_id: number;
  principal_id: number;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface MemberRolesTable {
  id: Generated<number>;
  membership_id: number;
  role_id: number;
  /** Set when the role was granted through a group's membership (kept for later group-sync work). */
  inherited_from_membership_id: number | null;
}

export interface SessionsTable {
  /** sha256 of the random cookie token: a leaked table cannot be replayed as cookies. */
  id: string;
  user_id: number;
  created_at: DbTimestamp;
  last_seen_at: DbTimestamp;
  expires_at: DbTimestamp;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  created_at: DbTimestamp;
  last_used_at: DbNullableTimestamp;
  expires_at: DbNullableTimestamp;
}

export interface JobsTable {
  id: string;
  type: string;
  status: JobStatus;
  payload: string;
  user_id: number | null;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  /** The server instance running the job (see modules/jobs/runner.ts). */
  locked_by: string | null;
  heartbeat_at: DbNullableTimestamp;
  started_at: DbNullableTimestamp;
  finished_at: DbNullableTimestamp;
  message: string | null;
  /** JSON array of messages. */
  errors: string | null;
  /** JSON: the payload JobStatus shows. */
  result: string | null;
}

/** Work package types: global reference data (ids fixed by migration 0002). */
export interface TypesTable {
  id: Generated<number>;
  name: string;
  color: string;
  position: number;
  is_default: DbBoolean;
  is_milestone: DbBoolean;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** The types a project enables; one of them is the project's default. */
export interface ProjectTypesTable {
  project_id: number;
  type_id: number;
  is_default: DbBoolean;
}

/** Work package statuses (ids fixed by migration 0004: New 1, In Progress 2, On Hold 3, Completed 4, Rejected 5). */
export interface StatusesTable {
  id: Generated<number>;
  name: string;
  color: string;
  position: number;
  is_closed: DbBoolean;
  is_default: DbBoolean;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** Work package priorities (ids fixed by migration 0004: Low 7, Normal 8, High 9, Immediate 10). */
export interface PrioritiesTable {
  id: Generated<number>;
  name: string;
  color: string;
  position: number;
  is_default: DbBoolean;
  is_active: DbBoolean;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface WorkPackagesTable {
  id: Generated<number>;
  project_id: number;
  type_id: number;
  status_id: number;
  priority_id: number;
  subject: string;
  /** Raw markdown; rendered (escaped) when represented. */
  description: string;
  author_id: number | null;
  assigned_to_id: number | null;
  responsible_id: number | null;
  parent_id: number | null;
  /** The version (sprint) it is planned in: versions.id, cleared when the version goes (migration 0008). */
  version_id: number | null;
  /** 'YYYY-MM-DD' on both databases. */
  start_date: string | null;
  due_date: string | null;
  estimated_hours: number | null;
  remaining_hours: number | null;
  story_points: number | null;
  done_ratio: number | null;
  position: number;
  lock_version: number;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** One change (or comment) of a journable: journable_type 'WorkPackage' or 'Version'. */
export interface JournalsTable {
  id: Generated<number>;
  journable_type: string;
  journable_id: number;
  project_id: number | null;
  user_id: number | null;
  /** 1 for the creation, then one more per change of that journable. */
  version: number;
  /** The comment, '' when the journal only records changes. */
  notes: string;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** One changed property of a journal: values as text ('' never stands for null). */
export interface JournalDetailsTable {
  id: Generated<number>;
  journal_id: number;
  property: string;
  old_value: string | null;
  new_value: string | null;
}

/** Time entry activities (ids fixed by migration 0006: Development 1 (default), Design 2, Testing 3, Management 4, Support 5). */
export interface TimeEntryActivitiesTable {
  id: Generated<number>;
  name: string;
  position: number;
  is_default: DbBoolean;
  active: DbBoolean;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** A project's own setting for an activity; without a row the activity is available wherever it is active. */
export interface TimeEntryActivityProjectsTable {
  activity_id: number;
  project_id: number;
  active: DbBoolean;
}

export interface TimeEntriesTable {
  id: Generated<number>;
  project_id: number;
  work_package_id: number | null;
  /** Whose time it is. */
  user_id: number;
  /** Who logged it (another user when logged with log_time). */
  logged_by_id: number | null;
  activity_id: number;
  hours: number;
  /** 'YYYY-MM-DD'. */
  spent_on: string;
  comment: string;
  ongoing: DbBoolean;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface CostTypesTable {
  id: Generated<number>;
  name: string;
  unit: string;
  unit_plural: string;
  /** The current rate per unit. */
  rate: number;
  position: number;
  is_default: DbBoolean;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface CostEntriesTable {
  id: Generated<number>;
  project_id: number;
  work_package_id: number;
  user_id: number;
  cost_type_id: number;
  units: number;
  /** 'YYYY-MM-DD'. */
  spent_on: string;
  comment: string;
  /** Set when the costs were entered by hand instead of units × rate. */
  overridden_costs: number | null;
  /** units × the cost type's rate when the entry was last written. */
  costs: number;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** A project's budget (migration 0026): planned costs; the actuals are computed from time and cost entries. */
export interface BudgetsTable {
  id: Generated<number>;
  project_id: number;
  subject: ColumnType<string, string | undefined, string>;
  description: ColumnType<string, string | undefined, string>;
  planned_labour_cost: number;
  planned_material_cost: number;
  lock_version: ColumnType<number, number | undefined, number>;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** A user's hourly rate in a project, or their default rate (project_id null), valid from a day on. */
export interface HourlyRatesTable {
  id: Generated<number>;
  user_id: number;
  project_id: number | null;
  rate: number;
  /** 'YYYY-MM-DD'. */
  valid_from: string;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export type VersionStatus = 'open' | 'locked' | 'closed';
export type VersionSharing = 'none' | 'descendants' | 'hierarchy' | 'tree' | 'system';

/** A version (sprint) defined in a project and shared with others by `sharing` (migration 0008). */
export interface VersionsTable {
  id: Generated<number>;
  /** The defining project. */
  project_id: number;
  /** Unique in its project, ignoring case. */
  name: string;
  /** Raw markdown, '' for none. */
  description: string;
  /** 'YYYY-MM-DD' on both databases. */
  start_date: string | null;
  end_date: string | null;
  status: VersionStatus;
  sharing: VersionSharing;
  lock_version: number;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** A document category (global, as OpenProject's enumeration; migration 0009). */
export interface DocumentCategoriesTable {
  id: Generated<number>;
  name: string;
  position: number;
  is_default: boolean | number;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** A project document written in the documents editor (migration 0009). */
export interface DocumentsTable {
  id: Generated<number>;
  project_id: number;
  category_id: number;
  title: string;
  /** The editor's JSON document, as text. */
  content: string;
  /** Derived from content on every write: sanitised HTML, plain text, and the lowered title and text searched. */
  content_html: string;
  content_text: string;
  search_text: string;
  author_id: number | null;
  lock_version: number;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  /** The Yjs state of co-editing (an encoded update; migration 0010): null until the document is first opened for it. */
  collaboration_state: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
}

export type ShareEntityType = 'Document' | 'WorkPackage';
export type ShareLevel = 'view' | 'edit' | 'manage';

/** One user's share of one document or work package, beyond their project roles (migration 0011). */
export interface SharesTable {
  id: Generated<number>;
  entity_type: ShareEntityType;
  entity_id: number;
  user_id: number;
  level: ShareLevel;
  creator_id: number | null;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** An in-app notification of one recipient (migration 0012): what happened (reason) to which resource, by whom. */
/** A comment thread on a selection of a document (migration 0013); `quote` is the text selected when it started. */
export interface DocumentCommentThreadsTable {
  id: Generated<number>;
  document_id: number;
  author_id: number | null;
  quote: string;
  resolved_at: DbTimestamp | null;
  resolved_by_id: number | null;
  lock_version: number;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** One comment of a thread: its markdown and the sanitised HTML rendered from it. */
export interface DocumentCommentsTable {
  id: Generated<number>;
  thread_id: number;
  author_id: number | null;
  comment_raw: string;
  comment_html: string;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** A work package linked to a document (migration 0015): the tasks made from a passage of it. */
export interface DocumentWorkPackagesTable {
  document_id: number;
  work_package_id: number;
  linked_by_id: number | null;
  created_at: DbTimestamp;
}

/** A reference from a text to a task or a document (migration 0031): one source, one target. */
export interface TextReferencesTable {
  source_work_package_id: number | null;
  /** The comment (a journal of the source work package); null for its description. */
  source_journal_id: number | null;
  source_document_id: number | null;
  target_work_package_id: number | null;
  target_document_id: number | null;
}

/** A module switched off in a project (migration 0016): its permissions do not count there. */
export interface DisabledModulesTable {
  project_id: number;
  /** One of PROJECT_MODULES (server/src/access/modules.ts). */
  name: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  recipient_id: number;
  actor_id: number | null;
  reason: string;
  /** 'WorkPackage' | 'Document'. */
  resource_type: string;
  resource_id: number;
  project_id: number;
  journal_id: number | null;
  read_ian: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** Migration 0021: a generation per project (0: reference data), moved by triggers; see work-packages/page-cache.ts. */
export interface ProjectGenerationsTable {
  project_id: number | string;
  generation: ColumnType<number | string, number, number>;
}

export interface Database {
  principals: PrincipalsTable;
  group_users: GroupUsersTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  projects: ProjectsTable;
  memberships: MembershipsTable;
  member_roles: MemberRolesTable;
  sessions: SessionsTable;
  access_tokens: AccessTokensTable;
  jobs: JobsTable;
  types: TypesTable;
  project_types: ProjectTypesTable;
  statuses: StatusesTable;
  priorities: PrioritiesTable;
  work_packages: WorkPackagesTable;
  journals: JournalsTable;
  journal_details: JournalDetailsTable;
  time_entry_activities: TimeEntryActivitiesTable;
  time_entry_activity_projects: TimeEntryActivityProjectsTable;
  time_entries: TimeEntriesTable;
  cost_types: CostTypesTable;
  cost_entries: CostEntriesTable;
  hourly_rates: HourlyRatesTable;
  budgets: BudgetsTable;
  attachments: AttachmentsTable;
  emoji_reactions: EmojiReactionsTable;
  project_generations: ProjectGenerationsTable;
  versions: VersionsTable;
  document_categories: DocumentCategoriesTable;
  documents: DocumentsTable;
  shares: SharesTable;
  notifications: NotificationsTable;
  document_comment_threads: DocumentCommentThreadsTable;
  document_comments: DocumentCommentsTable;
  document_work_packages: DocumentWorkPackagesTable;
  text_references: TextReferencesTable;
  ai_providers: AiProvidersTable;
  ai_settings: AiSettingsTable;
  disabled_modules: DisabledModulesTable;
  forum_categories: ForumCategoriesTable;
  forums: ForumsTable;
  forum_messages: ForumMessagesTable;
  forum_message_reads: ForumMessageReadsTable;
  forum_topic_follows: ForumTopicFollowsTable;
  forum_drafts: ForumDraftsTable;
  github_settings: GithubSettingsTable;
  github_repositories: GithubRepositoriesTable;
  github_project_repositories: GithubProjectRepositoriesTable;
  github_pull_requests: GithubPullRequestsTable;
  github_pull_request_links: GithubPullRequestLinksTable;
  github_webhook_deliveries: GithubWebhookDeliveriesTable;
  github_project_settings: GithubProjectSettingsTable;
  github_generation: GithubGenerationTable;
  github_repository_generations: GithubRepositoryGenerationsTable;
  github_issues: GithubIssuesTable;
  github_issue_links: GithubIssueLinksTable;
  github_pull_request_reviews: GithubPullRequestReviewsTable;
  github_check_runs: GithubCheckRunsTable;
  github_pushes: GithubPushesTable;
}

export type PrincipalRow = Selectable<PrincipalsTable>;
export type NewPrincipal = Insertable<PrincipalsTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type WorkPackageRow = Selectable<WorkPackagesTable>;
export type NewWorkPackage = Insertable<WorkPackagesTable>;
export type JournalRow = Selectable<JournalsTable>;
export type TimeEntryRow = Selectable<TimeEntriesTable>;
export type NewTimeEntry = Insertable<TimeEntriesTable>;
export type CostEntryRow = Selectable<CostEntriesTable>;
export type NewCostEntry = Insertable<CostEntriesTable>;
export type HourlyRateRow = Selectable<HourlyRatesTable>;
export type VersionRow = Selectable<VersionsTable>;
export type NewVersion = Insertable<VersionsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocument = Insertable<DocumentsTable>;
export type DocumentCategoryRow = Selectable<DocumentCategoriesTable>;
export type DocumentCommentThreadRow = Selectable<DocumentCommentThreadsTable>;
export type DocumentCommentRow = Selectable<DocumentCommentsTable>;
export type AiProviderRow = Selectable<AiProvidersTable>;
export type AiSettingsRow = Selectable<AiSettingsTable>;

/**
 * An AI provider an admin configured (migration 0014), tried in `position` order. The API key is stored encrypted
 * (AES-256-GCM: ciphertext, iv and auth tag, base64) and never leaves the server. Health is the last check's result.
 */
export interface AiProvidersTable {
  id: Generated<number>;
  position: number;
  name: string;
  /** 'openai' (any OpenAI-compatible endpoint) | 'anthropic'. */
  kind: string;
  base_url: string | null;
  model: string;
  temperature: ColumnType<number | string, number, number>;
  max_tokens: number;
  timeout_ms: number;
  api_key_ciphertext: string | null;
  api_key_iv: string | null;
  api_key_tag: string | null;
  enabled: DbBoolean;
  /** 'healthy' | 'unhealthy' | 'unknown'. */
  health_status: string;
  health_checked_at: DbTimestamp | null;
  health_last_error: string | null;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** The one row (id 1) of global AI settings (migration 0014). */
export interface AiSettingsTable {
  id: number;
  enabled: DbBoolean;
  log_prompts: DbBoolean;
  rate_limit_per_minute: number;
  updated_at: DbTimestamp;
}

/** A file on a work package or an activity (container_type 'WorkPackage' | 'Activity'); bytes in DATA_DIR/attachments. */
export interface AttachmentsTable {
  id: Generated<number>;
  container_type: string;
  container_id: number;
  /** The sanitised name shown and offered on download. */
  file_name: string;
  /** Random path under DATA_DIR/attachments ('ab/abcdef...'); a project copy's attachments share it. */
  disk_file: string;
  /** Detected from the content, never taken from the client. */
  content_type: string;
  file_size: number;
  /** sha256, hex. */
  digest: string;
  author_id: number | null;
  description: string;
  created_at: DbTimestamp;
}

/** One user's reaction to an activity (reactable_type 'Activity'). */
export interface EmojiReactionsTable {
  id: Generated<number>;
  user_id: number;
  reactable_type: string;
  reactable_id: number;
  reaction: string;
  created_at: DbTimestamp;
}

export type AttachmentRow = Selectable<AttachmentsTable>;

// Forums (migration 0017): a project's forums, their topics and replies, and each user's read, follow and draft state.

/** A topic category (global, seeded; the first by position is the default). */
export interface ForumCategoriesTable {
  id: Generated<number>;
  name: string;
  position: number;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface ForumsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  description: Generated<string>;
  position: number;
  /** Kept by the writes that move them: topics, messages (topics and replies), and the newest message. */
  topics_count: Generated<number>;
  messages_count: Generated<number>;
  last_message_id: number | null;
  last_message_at: DbNullableTimestamp;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

/** A topic (parent_id null) or a reply (parent_id: its topic). Content as documents keep it: JSON, HTML, text. */
export interface ForumMessagesTable {
  id: Generated<number>;
  forum_id: number;
  parent_id: number | null;
  author_id: number | null;
  subject: string;
  content: string;
  content_html: string;
  content_text: string;
  sticky: ColumnType<boolean | number, boolean | undefined, boolean>;
  locked: ColumnType<boolean | number, boolean | undefined, boolean>;
  replies_count: Generated<number>;
  views: Generated<number>;
  category_id: number | null;
  /** A topic's newest reply, or its creation. */
  last_activity_at: DbTimestamp;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface ForumMessageReadsTable {
  user_id: number;
  message_id: number;
}

export interface ForumTopicFollowsTable {
  user_id: number;
  topic_id: number;
}

/** A user's unsent topic (topic_id null) or reply in a forum. */
export interface ForumDraftsTable {
  id: Generated<number>;
  user_id: number;
  forum_id: number;
  topic_id: number | null;
  subject: string;
  content: string;
  updated_at: DbTimestamp;
}

export type ForumCategoryRow = Selectable<ForumCategoriesTable>;
export type NewForum = Insertable<ForumsTable>;
export type NewForumMessage = Insertable<ForumMessagesTable>;

// GitHub (migration 0018): the integration's settings, repositories connected to projects, their pull requests, the
// links of pull requests to work packages, and the webhook deliveries received.

/** GitHub's ids outgrow 32 bits: bigint columns, which PostgreSQL reads as strings. */
export type DbBigint = ColumnType<number | string, number, number>;

/** The one row (id 1) of GitHub settings; secrets as AES-256-GCM ciphertext, iv and tag (base64). */
export interface GithubSettingsTable {
  id: number;
  api_url: string | null;
  app_id: string | null;
  installation_id: string | null;
  organization: string | null;
  private_key_ciphertext: string | null;
  private_key_iv: string | null;
  private_key_tag: string | null;
  webhook_secret_ciphertext: string | null;
  webhook_secret_iv: string | null;
  webhook_secret_tag: string | null;
  token_ciphertext: string | null;
  token_iv: string | null;
  token_tag: string | null;
  updated_at: DbTimestamp;
  /** Migration 0020: the app installation's state from installation events ('active' | 'suspended' | 'deleted'). */
  installation_state: string | null;
  installation_state_at: DbNullableTimestamp;
  installation_event_id: DbBigint | null;
  installation_account: string | null;
}

export interface GithubRepositoriesTable {
  id: Generated<number>;
  github_id: DbBigint;
  owner: string;
  name: string;
  full_name: string;
  html_url: string;
  private: DbBoolean;
  default_branch: string | null;
  github_created_at: DbNullableTimestamp;
  backfilled_at: DbNullableTimestamp;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  /** Migration 0020: removed from the GitHub App's installation (no events arrive for it), null while accessible. */
  installation_removed_at: DbNullableTimestamp;
}

export interface GithubProjectRepositoriesTable {
  id: Generated<number>;
  project_id: number;
  repository_id: number;
  created_via_app: DbBoolean;
  created_by_id: number | null;
  created_at: DbTimestamp;
}

export interface GithubPullRequestsTable {
  id: Generated<number>;
  repository_id: number;
  github_id: DbBigint;
  number: number;
  title: string;
  body: string;
  /** GitHub's: 'open' | 'closed' (merged says whether a closed one was merged). */
  state: string;
  draft: DbBoolean;
  merged: DbBoolean;
  merged_at: DbNullableTimestamp;
  closed_at: DbNullableTimestamp;
  head_ref: string | null;
  base_ref: string | null;
  author_login: string | null;
  author_avatar_url: string | null;
  author_html_url: string | null;
  html_url: string;
  /** JSON: [{ name, color }]. */
  labels: string;
  github_created_at: DbTimestamp;
  github_updated_at: DbTimestamp;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
  /** Migration 0020: the head commit (its check runs are the pull request's). */
  head_sha: string | null;
}

export interface GithubPullRequestLinksTable {
  pull_request_id: number;
  work_package_id: number;
  /** 'auto' | 'manual'. */
  source: string;
  created_by_id: number | null;
  created_at: DbTimestamp;
  /** A user unassigned it: kept so that auto-linking does not link it again. */
  unlinked_at: DbNullableTimestamp;
}

/** A project's GitHub rule: when a linked pull request is merged, set the work package's status (in the setter's name). */
export interface GithubProjectSettingsTable {
  project_id: number;
  merged_status_id: number | null;
  merged_status_set_by_id: number | null;
  updated_at: DbTimestamp;
}

/** One row (id 1): moved by triggers on what decides which projects and people the GitHub figures count (migrations 0023, 0025). */
export interface GithubGenerationTable {
  id: number;
  generation: ColumnType<number | string, never, number | string>;
  moved_by_transaction: ColumnType<number | string | null, never, number | string | null>;
}

/** Per repository: moved by triggers on every GitHub table row of that repository the figures read (migration 0025). */
export interface GithubRepositoryGenerationsTable {
  repository_id: ColumnType<number | string, number, never>;
  generation: ColumnType<number | string, never, number | string>;
}

export interface GithubWebhookDeliveriesTable {
  id: Generated<number>;
  delivery_id: string;
  event: string;
  action: string | null;
  /** 'queued' | 'processed' | 'ignored' | 'failed'. */
  status: string;
  payload: string | null;
  error: string | null;
  received_at: DbTimestamp;
  processed_at: DbNullableTimestamp;
}

// GitHub activity (migration 0020): issues (auto-linked to the work packages they name), pull request reviews, check
// runs (per commit), pushes.

export interface GithubIssuesTable {
  id: Generated<number>;
  repository_id: number;
  github_id: DbBigint;
  number: number;
  title: string;
  /** 'open' | 'closed'. */
  state: string;
  author_login: string | null;
  html_url: string;
  closed_at: DbNullableTimestamp;
  github_created_at: DbTimestamp;
  github_updated_at: DbTimestamp;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface GithubIssueLinksTable {
  issue_id: number;
  work_package_id: number;
  created_at: DbTimestamp;
}

export interface GithubPullRequestReviewsTable {
  id: Generated<number>;
  pull_request_id: number;
  github_id: DbBigint;
  reviewer_login: string | null;
  reviewer_avatar_url: string | null;
  /** 'approved' | 'changes_requested' | 'commented' | 'dismissed' | 'pending'. */
  state: string;
  html_url: string | null;
  submitted_at: DbNullableTimestamp;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface GithubCheckRunsTable {
  id: Generated<number>;
  repository_id: number;
  github_id: DbBigint;
  head_sha: string;
  name: string;
  status: string;
  /** 0 not started, 1 in progress, 2 completed. */
  progress: number;
  conclusion: string | null;
  details_url: string | null;
  html_url: string | null;
  app_owner_avatar_url: string | null;
  started_at: DbNullableTimestamp;
  completed_at: DbNullableTimestamp;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface GithubPushesTable {
  id: Generated<number>;
  repository_id: number;
  ref: string;
  after_sha: string;
  pusher_login: string | null;
  commit_count: number;
  compare_url: string | null;
  pushed_at: DbTimestamp;
  created_at: DbTimestamp;
}
