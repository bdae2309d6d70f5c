import { MAX_ROW_ID } from '../../db/values.ts';
import { arrayOf, halCollection, halResource, NO_CONTENT, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

const TAGS = ['GitHub'];
const ID = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } as const;
const BODY_ID = { type: 'number', minimum: 1, maximum: MAX_ROW_ID, multipleOf: 1 } as const;
const WORK_PACKAGE_PARAMS = { type: 'object', required: ['id'], properties: { id: ID } } as const;

export const assignBodySchema = { type: 'object', additionalProperties: false, required: ['pull_request_id'], properties: { pull_request_id: BODY_ID } } as const;

export const GITHUB_PULL_REQUEST_COMPONENTS: readonly ComponentSchema[] = [
  halResource(
    'GithubPullRequest',
    'GithubPullRequest',
    {
      id: { type: 'integer' },
      number: { type: 'integer' },
      githubUpdatedAt: { type: 'string', format: 'date-time' },
      state: { type: 'string', enum: ['open', 'closed'] },
      draft: { type: 'boolean' },
      merged: { type: 'boolean' },
      mergedAt: nullable('string', { format: 'date-time' }),
      closedAt: nullable('string', { format: 'date-time' }),
      title: { type: 'string', description: 'Plain text: render it as text, never as markup.' },
      body: ref('Formattable'),
      htmlUrl: { type: 'string' },
      repository: { type: 'string', description: 'owner/name' },
      repositoryHtmlUrl: { type: 'string' },
      headRef: nullable('string'),
      baseRef: nullable('string'),
      labels: arrayOf(object({ name: { type: 'string' }, color: nullable('string') })),
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
      reviewState: {
        type: ['string', 'null'],
        enum: ['approved', 'changes_requested', 'commented', null],
        description: "From each reviewer's latest review: changes requested by anyone, else approved, else commented; null without reviews.",
      },
      _embedded: {
        type: 'object',
        additionalProperties: true,
        required: ['githubUser', 'checkRuns', 'reviews'],
        properties: {
          githubUser: { anyOf: [{ type: 'null' }, object({ _type: { type: 'string', enum: ['GithubUser'] }, login: { type: 'string' }, htmlUrl: nullable('string'), avatarUrl: nullable('string') })] },
          checkRuns: { ...arrayOf(ref('GithubCheckRun')), description: "The head commit's check runs, the latest of each name." },
          reviews: { ...arrayOf(ref('GithubReview')), description: "Each reviewer's latest submitted review." },
        },
      },
    },
    ['id', 'number', 'state', 'draft', 'merged', 'mergedAt', 'title', 'body', 'htmlUrl', 'repository', 'labels', 'createdAt', 'updatedAt', 'reviewState', '_embedded'],
  ),
  {
    $id: 'GithubCheckRun',
    type: 'object',
    additionalProperties: true,
    required: ['_type', 'name', 'status', 'conclusion', 'detailsUrl', 'startedAt', 'completedAt', 'appOwnerAvatarUrl'],
    properties: {
      _type: { type: 'string', enum: ['GithubCheckRun'] },
      name: { type: 'string' },
      status: { type: 'string', description: "GitHub's: queued, in_progress, completed (also waiting, requested, pending)." },
      conclusion: nullable('string', { description: 'When completed: success, failure, neutral, cancelled, skipped, timed_out, action_required, stale.' }),
      detailsUrl: nullable('string'),
      htmlUrl: nullable('string'),
      appOwnerAvatarUrl: nullable('string'),
      startedAt: nullable('string', { format: 'date-time' }),
      completedAt: nullable('string', { format: 'date-time' }),
    },
  },
  {
    $id: 'GithubReview',
    type: 'object',
    additionalProperties: true,
    required: ['_type', 'login', 'state', 'submittedAt'],
    properties: {
      _type: { type: 'string', enum: ['GithubReview'] },
      login: nullable('string'),
      avatarUrl: nullable('string'),
      state: { type: 'string', enum: ['approved', 'changes_requested', 'commented', 'dismissed'] },
      submittedAt: nullable('string', { format: 'date-time' }),
      htmlUrl: nullable('string'),
    },
  },
  { $id: 'GithubPullRequestCollection', ...halCollection(ref('GithubPullRequest')) },
];

export const listSchema = {
  tags: TAGS,
  summary: "The pull requests linked to a work package (who sees it and holds view_github in its project)",
  params: WORK_PACKAGE_PARAMS,
  response: ok(ref('GithubPullRequestCollection')),
} as const;
export const availableSchema = {
  tags: TAGS,
  summary: "Pull requests of the project's repositories not linked to the work package (newest first, at most 100)",
  params: WORK_PACKAGE_PARAMS,
  response: ok(ref('GithubPullRequestCollection')),
} as const;
export const getSchema = { tags: TAGS, summary: 'A pull request (view_github in a project its repository is connected to)', params: WORK_PACKAGE_PARAMS, response: ok(ref('GithubPullRequest')) } as const;
export const assignSchema = {
  tags: TAGS,
  summary: "Link a pull request of the project's repositories to the work package (edit_work_packages)",
  params: WORK_PACKAGE_PARAMS,
  body: assignBodySchema,
  response: ok(ref('GithubPullRequest')),
} as const;
export const unassignSchema = {
  tags: TAGS,
  summary: 'Unlink a pull request from the work package (edit_work_packages); auto-linking does not link it again',
  params: { type: 'object', required: ['id', 'prId'], properties: { id: ID, prId: ID } },
  response: NO_CONTENT,
} as const;
