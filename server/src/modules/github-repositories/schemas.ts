import { MAX_ROW_ID } from '../../db/values.ts';
import { writableLink } from '../../http/body.ts';
import { arrayOf, created, halCollection, halResource, NO_CONTENT, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

const TAGS = ['GitHub'];
const ID = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } as const;
const PROJECT_PARAMS = { type: 'object', required: ['id'], properties: { id: ID } } as const;

export const connectBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fullName'],
  properties: { fullName: { type: 'string', maxLength: 300, description: "owner/name of a repository of the configured organization." } },
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
    },
    ['id', 'githubId', 'name', 'fullName', 'htmlUrl', 'private', 'createdAt', 'createdViaApp'],
  ),
  { $id: 'GithubRepositoryCollection', ...halCollection(ref('GithubRepository')) },
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
