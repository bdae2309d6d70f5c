import { MAX_ROW_ID } from '../../db/values.ts';
import { writableLink } from '../../http/body.ts';
import { arrayOf, created, halCollection, halResource, NO_CONTENT, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

const TAGS = ['GitHub'];
const ID = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } as const;
const PROJECT_PARAMS = { type: 'object', required: ['id'], properties: { id: ID } } as const;
const COUNT = { type: 'integer', minimum: 0 } as const;
const CONTRIBUTOR = object({ login: { type: 'string' }, avatarUrl: nullable('string'), pullRequests: COUNT, opened: COUNT, merged: COUNT });
const STATS_PULL_REQUEST = object({
  id: { type: 'integer' },
  number: { type: 'integer' },
  title: { type: 'string' },
  state: { type: 'string', enum: ['open', 'closed'] },
  draft: { type: 'boolean' },
  merged: { type: 'boolean' },
  authorLogin: nullable('string'),
  htmlUrl: { type: 'string' },
  repositoryFullName: { type: 'string' },
  createdAt: nullable('string', { format: 'date-time' }),
  updatedAt: nullable('string', { format: 'date-time' }),
});

/** The issues of the repositories (deleted ones left out). */
const issueFigures = (linkedDescription: string) =>
  object({ total: COUNT, open: COUNT, closed: COUNT, linkedToWorkPackages: { ...COUNT, description: linkedDescription }, unlinked: COUNT, openedLast30Days: COUNT, closedLast30Days: COUNT });

/** The pull request figures of the project and the organization stats (they differ in what 'linked' covers). */
const pullRequestFigures = (linkedDescription: string) =>
  object({
    total: COUNT,
    open: COUNT,
    merged: COUNT,
    closed: { ...COUNT, description: 'Closed without being merged.' },
    draft: { ...COUNT, description: 'Open drafts.' },
    linkedToWorkPackages: { ...COUNT, description: linkedDescription },
    unlinked: COUNT,
    averageMergeTimeHours: nullable('number', { description: 'From opening to merge; null when none is merged.' }),
    mergedLast30Days: COUNT,
    openedLast30Days: COUNT,
  });

const INSTALLATION_REMOVED_AT = nullable('string', { format: 'date-time', description: "Removed from the GitHub App's installation: no events arrive for it since (null while accessible)." });

const CONFIGURED = { type: 'boolean', description: 'Whether the GitHub integration is configured (organization and a way to authenticate).' } as const;
const COLLECTION = halCollection(ref('GithubRepository'));
/** The connected repositories, with `configured` for everyone who may see them (the admin settings are admins' only). */
const REPOSITORY_COLLECTION = {
  ...COLLECTION,
  required: [...COLLECTION.required, 'configured'],
  properties: { ...COLLECTION.properties, configured: CONFIGURED },
} as const;

export const connectBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fullName'],
  properties: { fullName: { type: 'string', maxLength: 300, description: "owner/name of a repository of the configured organization." } },
} as const;

/** Spec 003 §3's create-repository payload; lengths and values are checked by the service (422 naming the field). */
export const createBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: 1000, description: "The repository's name in the organization (letters, digits, '.', '-', '_'; at most 100)." },
    description: { type: ['string', 'null'], maxLength: 10_000, description: 'At most 350 characters.' },
    visibility: { type: 'string', maxLength: 100, description: "'private' (the default) or 'public'." },
    template: { type: 'boolean', description: 'Make it a template repository (default false).' },
    initializeWithReadme: { type: 'boolean', description: 'Create it with a README (default true).' },
  },
} as const;

/** The project's GitHub rules: _links.mergedStatus (a status, or href null for no rule). */
export const rulesBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { _links: { type: 'object', additionalProperties: false, properties: { mergedStatus: writableLink } } },
} as const;

export const GITHUB_REPOSITORY_COMPONENTS: readonly ComponentSchema[] = [
  halResource(
    'GithubProjectSettings',
    'GithubProjectSettings',
    { updatedAt: nullable('string', { format: 'date-time' }) },
    ['updatedAt'],
  ),
  halResource(
    'GithubRepository',
    'GithubRepository',
    {
      id: { type: 'integer' },
      githubId: { type: 'integer' },
      name: { type: 'string' },
      fullName: { type: 'string' },
      htmlUrl: { type: 'string' },
      private: { type: 'boolean' },
      createdAt: nullable('string', { format: 'date-time' }),
      connectedAt: nullable('string', { format: 'date-time' }),
      createdViaApp: { type: 'boolean' },
      backfilledAt: nullable('string', { format: 'date-time' }),
      installationRemovedAt: INSTALLATION_REMOVED_AT,
    },
    ['id', 'githubId', 'name', 'fullName', 'htmlUrl', 'private', 'createdAt', 'createdViaApp'],
  ),
  { $id: 'GithubRepositoryCollection', ...REPOSITORY_COLLECTION },
  halResource(
    'GithubProjectStats',
    'GithubProjectStats',
    {
      generatedAt: { type: 'string', format: 'date-time' },
      periodDays: { type: 'integer', description: 'The "last 30 days" figures cover this many whole UTC days, today included.' },
      since: { type: 'string', format: 'date-time', description: 'Start of the period.' },
      configured: CONFIGURED,
      repositories: object({ total: COUNT, activeLast30Days: COUNT }),
      pullRequests: pullRequestFigures('Linked to a work package of the included projects.'),
      issues: issueFigures('Naming a work package of the included projects.'),
      teamActivity: object({
        activeContributorsLast30Days: COUNT,
        mostActiveContributor: { anyOf: [{ type: 'null' }, CONTRIBUTOR] },
        topContributors: arrayOf(CONTRIBUTOR),
        prsOpenedLast30Days: COUNT,
        prsMergedLast30Days: COUNT,
        prsClosedLast30Days: COUNT,
        pushesLast30Days: COUNT,
        commitsPushedLast30Days: { ...COUNT, description: 'Commits in the pushes of the period (as GitHub lists them in each push).' },
        reviewsLast30Days: { ...COUNT, description: 'Pull request reviews submitted in the period.' },
      }),
      integrationHealth: object({
        totalWorkPackagesLinked: COUNT,
        coveragePercentage: { type: 'number', description: 'Pull requests linked to work packages, in percent of all (0 without pull requests).' },
        lastActivity: { anyOf: [{ type: 'null' }, STATS_PULL_REQUEST] },
      }),
      activity: { ...arrayOf(object({ date: { type: 'string', format: 'date' }, opened: COUNT, merged: COUNT, closed: COUNT })), description: 'One entry per UTC day of the period.' },
      repositoryStats: arrayOf(
        object({
          id: { type: 'integer' },
          name: { type: 'string' },
          fullName: { type: 'string' },
          htmlUrl: { type: 'string' },
          private: { type: 'boolean' },
          createdAt: nullable('string', { format: 'date-time' }),
          connectedAt: nullable('string', { format: 'date-time' }),
          createdViaApp: { type: 'boolean' },
          backfilledAt: nullable('string', { format: 'date-time' }),
          connectedToProject: { type: 'boolean', description: 'Connected to this project itself, not only to an included child project.' },
          pullRequests: object({ total: COUNT, open: COUNT, merged: COUNT, closed: COUNT, draft: COUNT, linkedToWorkPackages: COUNT }),
          mergedLast30Days: COUNT,
          openedLast30Days: COUNT,
          lastActivityAt: nullable('string', { format: 'date-time' }),
          activeLast30Days: { type: 'boolean' },
          issues: object({ total: COUNT, open: COUNT }),
          installationRemovedAt: INSTALLATION_REMOVED_AT,
          _links: ref('Links'),
        }),
      ),
      recentPullRequests: arrayOf(STATS_PULL_REQUEST),
      hierarchy: object({
        isHierarchical: { type: 'boolean' },
        rootProjectId: { type: 'integer' },
        rootProjectName: { type: 'string' },
        includedProjects: arrayOf(object({ id: { type: 'integer' }, name: { type: 'string' }, identifier: { type: 'string' } })),
        childProjectCount: { ...COUNT, description: 'Descendant projects whose GitHub content the caller may see (included or not).' },
      }),
      performance: object({
        strategy: { type: 'string', enum: ['project_scoped'] },
        dataSource: { type: 'string', enum: ['database', 'cache'], description: "'cache': computed earlier (generatedAt) from the same data, kept until a write to what the figures read." },
        githubApiCallsUsed: COUNT,
        sqlStatements: { ...COUNT, description: 'Statements this answer took, the access check included; the same for any number of repositories or pull requests.' },
        calculationTimeMs: { type: 'number', description: 'Measured by the server, from the request\'s access check to the answer.' },
      }),
    },
    ['generatedAt', 'periodDays', 'since', 'configured', 'repositories', 'pullRequests', 'issues', 'teamActivity', 'integrationHealth', 'activity', 'repositoryStats', 'recentPullRequests', 'hierarchy', 'performance'],
  ),
  halResource(
    'GithubOrganizationStats',
    'GithubOrganizationStats',
    {
      generatedAt: { type: 'string', format: 'date-time' },
      periodDays: { type: 'integer', description: 'The "last 30 days" figures cover this many whole UTC days, today included.' },
      since: { type: 'string', format: 'date-time', description: 'Start of the period.' },
      configured: CONFIGURED,
      organization: nullable('string', { description: 'The configured GitHub organization.' }),
      repositories: object({
        total: { ...COUNT, description: 'Repositories connected to at least one project (each once).' },
        activeLast30Days: COUNT,
        createdViaApp: COUNT,
        projectsWithRepositories: COUNT,
      }),
      pullRequests: pullRequestFigures('Linked to a work package of any project.'),
      issues: issueFigures('Naming a work package of any project.'),
      teamActivity: object({
        activeContributorsLast30Days: COUNT,
        mostActiveContributor: { anyOf: [{ type: 'null' }, CONTRIBUTOR] },
        topContributors: arrayOf(CONTRIBUTOR),
        prsOpenedLast30Days: COUNT,
        prsMergedLast30Days: COUNT,
        prsClosedLast30Days: COUNT,
      }),
      integrationHealth: object({
        totalWorkPackagesLinked: COUNT,
        coveragePercentage: { type: 'number', description: 'Pull requests linked to work packages, in percent of all (0 without pull requests).' },
        lastActivity: { anyOf: [{ type: 'null' }, STATS_PULL_REQUEST] },
        webhooks: object({
          received: { ...COUNT, description: 'Deliveries received in the period.' },
          processed: COUNT,
          ignored: { ...COUNT, description: 'Events that are not kept.' },
          failed: COUNT,
          queued: { ...COUNT, description: 'Received, not processed yet.' },
          lastReceivedAt: nullable('string', { format: 'date-time', description: 'The last delivery ever received.' }),
        }),
      }),
      activity: { ...arrayOf(object({ date: { type: 'string', format: 'date' }, opened: COUNT, merged: COUNT, closed: COUNT })), description: 'One entry per UTC day of the period.' },
      projects: {
        ...arrayOf(
          object({
            id: { type: 'integer' },
            name: { type: 'string' },
            identifier: { type: 'string' },
            repositories: COUNT,
            pullRequests: object({ total: COUNT, open: COUNT, merged: COUNT }),
            lastActivityAt: nullable('string', { format: 'date-time' }),
            _links: ref('Links'),
          }),
        ),
        description: 'The projects with a connected repository, by name.',
      },
      recentPullRequests: arrayOf(STATS_PULL_REQUEST),
      performance: object({
        strategy: { type: 'string', enum: ['organization'] },
        dataSource: { type: 'string', enum: ['database'] },
        githubApiCallsUsed: COUNT,
        sqlStatements: { ...COUNT, description: 'Statements this answer took; the same for any number of repositories, projects or pull requests.' },
        calculationTimeMs: { type: 'number' },
      }),
    },
    ['generatedAt', 'periodDays', 'since', 'configured', 'organization', 'repositories', 'pullRequests', 'issues', 'teamActivity', 'integrationHealth', 'activity', 'projects', 'recentPullRequests', 'performance'],
  ),
  {
    $id: 'GithubOrganizationRepositories',
    type: 'object',
    additionalProperties: true,
    required: ['_type', 'organization', 'repositories'],
    properties: {
      _type: { type: 'string', enum: ['GithubOrganizationRepositories'] },
      organization: { type: 'string' },
      repositories: arrayOf(object({ githubId: { type: 'integer' }, fullName: { type: 'string' }, htmlUrl: { type: 'string' }, private: { type: 'boolean' }, connected: { type: 'boolean' } })),
    },
  },
];

export const listSchema = { tags: TAGS, summary: "The project's connected repositories (view_github)", params: PROJECT_PARAMS, response: ok(ref('GithubRepositoryCollection')) } as const;
export const organizationSchema = {
  tags: TAGS,
  summary: "The organization's repositories, to connect one (edit_project; calls GitHub, conditionally)",
  params: PROJECT_PARAMS,
  response: ok(ref('GithubOrganizationRepositories')),
} as const;
export const connectSchema = {
  tags: TAGS,
  summary: "Connect a repository of the organization to the project (edit_project); its pull requests are imported by a job (_links.backfillJob)",
  params: PROJECT_PARAMS,
  body: connectBodySchema,
  response: created(ref('GithubRepository')),
} as const;
export const createSchema = {
  tags: TAGS,
  summary:
    "Create a repository in the organization through the GitHub App and connect it, created via app (edit_project; only for a project without a repository: 409 otherwise). GitHub's refusal (a taken name) is a 422 naming the field with GitHub's reason; its pull requests are imported by a job (_links.backfillJob)",
  params: PROJECT_PARAMS,
  body: createBodySchema,
  response: created(ref('GithubRepository')),
} as const;
export const removeSchema = {
  tags: TAGS,
  summary: 'Remove a repository connection (edit_project); the repository on GitHub is never touched',
  params: { type: 'object', required: ['id', 'repositoryId'], properties: { id: ID, repositoryId: ID } },
  response: NO_CONTENT,
} as const;
export const getRulesSchema = {
  tags: TAGS,
  summary: "The project's GitHub rules (view_github): _links.mergedStatus, the status a linked work package gets when its pull request is merged",
  params: PROJECT_PARAMS,
  response: ok(ref('GithubProjectSettings')),
} as const;
export const updateRulesSchema = {
  tags: TAGS,
  summary: "Change the project's GitHub rules (edit_project); applied in the name of who set them",
  params: PROJECT_PARAMS,
  body: rulesBodySchema,
  response: ok(ref('GithubProjectSettings')),
} as const;
export const statsSchema = {
  tags: TAGS,
  summary: "The project's GitHub statistics (view_github), from the stored pull requests (no GitHub call); includeChildren adds the descendant projects the caller may see",
  params: PROJECT_PARAMS,
  querystring: {
    type: 'object',
    properties: { includeChildren: { type: 'boolean', default: false, description: "Aggregate the project's descendants whose GitHub content the caller may see." } },
  },
  response: ok(ref('GithubProjectStats')),
} as const;
export const organizationStatsSchema = {
  tags: TAGS,
  summary: "The GitHub figures of every connected repository, for the admin dashboard (administrators), from the stored pull requests (no GitHub call)",
  response: ok(ref('GithubOrganizationStats')),
} as const;
