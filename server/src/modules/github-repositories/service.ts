import type { FastifyInstance } from 'fastify';
import { actorOf, authoriseWrite, projectAccess, requireModule, type ProjectAccess } from '../../access/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { ApiError, constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { actionLink, collection } from '../../http/hal.ts';
import { githubClient, GithubError, GithubNotConfigured, isConfigured, loadSettings, type GithubClient, type GithubRepositoryData } from '../github/index.ts';
import { githubUpdated } from '../github-pull-requests/index.ts';
import { BACKFILL_JOB } from './backfill.ts';
import * as queries from './queries.ts';
import { repositoriesPath, representRepository } from './representer.ts';

/** GitHub's limits for a repository's name and description. */
export const REPOSITORY_NAME_MAX = 100;
export const REPOSITORY_DESCRIPTION_MAX = 350;

const MESSAGES = {
  mayNotView: 'You are not allowed to see the GitHub content of this project.',
  mayNotManage: "Only the project's administrators can connect or remove repositories.",
  fullName: 'Repository must be given as owner/name.',
  otherOrganization: (organization: string) => `Only repositories of the organization ${organization} can be connected.`,
  alreadyConnected: 'This repository is already connected to the project.',
  nameRequired: 'Repository name is required.',
  nameTooLong: `Repository name must be at most ${REPOSITORY_NAME_MAX} characters.`,
  nameCharacters: "Repository name may contain only letters, digits, '.', '-' and '_', and cannot be '.' or '..'.",
  descriptionTooLong: `Description must be at most ${REPOSITORY_DESCRIPTION_MAX} characters.`,
  visibility: "Visibility must be 'private' or 'public'.",
  hasRepository: 'This project already has a repository: a repository is created only for a project without one (connect further ones instead).',
  githubRefused: (reason: string) => `GitHub refused it: ${reason}`,
} as const;

/** The project (404 when invisible), with the github module on. */
export async function githubProject(app: FastifyInstance, user: PrincipalRow, projectId: number): Promise<ProjectAccess> {
  const access = await projectAccess(app.db, actorOf(user), projectId);
  if (!access?.visible) throw notFound();
  requireModule(access, 'github');
  if (!access.permissions.has('view_github')) throw missingPermission(MESSAGES.mayNotView);
  return access;
}

const mayManage = (access: ProjectAccess) => access.permissions.has('edit_project');

/** GitHub unreachable or refusing is the upstream's failure (502), not configured is 503; the message says which. */
async function calling<T>(app: FastifyInstance, run: (client: GithubClient) => Promise<T>, field?: string): Promise<T> {
  try {
    return await run(await githubClient(app));
  } catch (error) {
    if (error instanceof GithubNotConfigured) throw new ApiError(503, 'InternalServerError', error.message);
    if (error instanceof GithubError) {
      if (field && error.status === 404) throw constraintViolation(field, error.message);
      throw new ApiError(502, 'InternalServerError', error.message);
    }
    throw error;
  }
}

/** The connected repositories, and whether the integration is configured: members may not read the admin settings. */
export async function listRepositories(app: FastifyInstance, user: PrincipalRow, projectId: number) {
  const access = await githubProject(app, user, projectId);
  const [rows, settings] = await Promise.all([queries.connectedRepositories(app.db, projectId), loadSettings(app)]);
  const elements = rows.map((row) => representRepository(projectId, row, mayManage(access)));
  const configured = isConfigured(settings);
  const page = collection(repositoriesPath(projectId), { elements, total: elements.length, offset: 1, pageSize: elements.length });
  // Spec 003 §2: creating one is offered only while the project has none.
  const createLink = mayManage(access) && configured && rows.length === 0 ? { createRepository: actionLink(`${repositoriesPath(projectId)}/create`, 'post') } : {};
  return { ...page, _links: { ...page._links, ...createLink }, configured };
}

export async function organizationRepositories(app: FastifyInstance, user: PrincipalRow, projectId: number) {
  const access = await githubProject(app, user, projectId);
  authoriseWrite(access, 'edit_project', MESSAGES.mayNotManage);
  const [found, connected] = await Promise.all([
    calling(app, async (client) => ({ organization: client.organization, repositories: await client.listOrganizationRepositories() })),
    queries.connectedRepositories(app.db, projectId),
  ]);
  const connectedIds = new Set(connected.map((row) => Number(row.github_id)));
  return {
    _type: 'GithubOrganizationRepositories' as const,
    organization: found.organization,
    repositories: found.repositories.map((repo) => ({ githubId: repo.id, fullName: repo.full_name, htmlUrl: repo.html_url, private: repo.private, connected: connectedIds.has(repo.id) })),
    _links: { self: { href: `/api/v3${repositoriesPath(projectId)}/organization` } },
  };
}

const FULL_NAME = /^([a-z0-9](?:-?[a-z0-9]){0,38})\/([a-z0-9._-]{1,100})$/i;

export async function connectRepository(app: FastifyInstance, user: PrincipalRow, projectId: number, fullName: string) {
  const access = await githubProject(app, user, projectId);
  authoriseWrite(access, 'edit_project', MESSAGES.mayNotManage);
  const match = FULL_NAME.exec(fullName.trim());
  if (!match || match[2] === '.' || match[2] === '..') throw constraintViolation('fullName', MESSAGES.fullName);
  const { organization, repo } = await calling(app, async (client) => ({ organization: client.organization, repo: await client.repository(match[1], match[2]) }), 'fullName');
  if (repo.owner.login.toLowerCase() !== organization.toLowerCase()) throw constraintViolation('fullName', MESSAGES.otherOrganization(organization));
  return storeConnection(app, user, projectId, repo, false, 'fullName');
}

export interface CreateRepositoryInput {
  name: string;
  description?: string | null;
  visibility?: string;
  template?: boolean;
  initializeWithReadme?: boolean;
}

const REPOSITORY_NAME = /^[A-Za-z0-9._-]+$/;
/** GitHub's field names in a 422, as this API names them. */
const CREATE_FIELDS: Record<string, keyof CreateRepositoryInput> = { name: 'name', description: 'description', visibility: 'visibility', is_template: 'template', auto_init: 'initializeWithReadme' };

/** Spec 003 §5 (required, not blank) and GitHub's own rules, so most names GitHub would refuse never leave us. */
function createPayload(input: CreateRepositoryInput) {
  const name = input.name.trim();
  if (name === '') throw constraintViolation('name', MESSAGES.nameRequired);
  if (name.length > REPOSITORY_NAME_MAX) throw constraintViolation('name', MESSAGES.nameTooLong);
  if (!REPOSITORY_NAME.test(name) || name === '.' || name === '..') throw constraintViolation('name', MESSAGES.nameCharacters);
  const description = input.description?.trim() || null;
  if (description !== null && description.length > REPOSITORY_DESCRIPTION_MAX) throw constraintViolation('description', MESSAGES.descriptionTooLong);
  // §3: the organization settings carry no default visibility, so the default is private.
  const visibility = input.visibility ?? 'private';
  if (visibility !== 'private' && visibility !== 'public') throw constraintViolation('visibility', MESSAGES.visibility);
  return { name, description, visibility, template: input.template ?? false, initializeWithReadme: input.initializeWithReadme ?? true } as const;
}

/**
 * Creates a repository in the organization through the app and connects it (created via app), for a project that has
 * none yet (spec 003 §2). GitHub's 422 (a taken name) is a 422 naming our field with GitHub's reason; nothing is
 * stored unless GitHub created the repository.
 */
export async function createRepository(app: FastifyInstance, user: PrincipalRow, projectId: number, input: CreateRepositoryInput) {
  const access = await githubProject(app, user, projectId);
  authoriseWrite(access, 'edit_project', MESSAGES.mayNotManage);
  const payload = createPayload(input);
  if ((await queries.connectedRepositories(app.db, projectId)).length > 0) throw new ApiError(409, 'UpdateConflict', MESSAGES.hasRepository);
  const repo = await calling(app, async (client) => {
    try {
      return await client.createOrganizationRepository(payload);
    } catch (error) {
      if (error instanceof GithubError && error.status === 422) throw refusedByGithub(error);
      throw error;
    }
  });
  return storeConnection(app, user, projectId, repo, true, 'name');
}

/** GitHub's 422: the field it is about (the name when GitHub does not say), in GitHub's words. */
function refusedByGithub(error: GithubError): ApiError {
  const first = error.fieldErrors.find((entry) => entry.field !== null && CREATE_FIELDS[entry.field]) ?? error.fieldErrors[0];
  const field = first?.field ? (CREATE_FIELDS[first.field] ?? 'name') : 'name';
  return constraintViolation(field, MESSAGES.githubRefused(first?.message ?? error.message));
}

/**
 * Stores a repository (GitHub's answer) as connected to the project, in one transaction, then starts the backfill of
 * its pull requests: a connected one (createdViaApp false) or one we created on GitHub (true).
 */
async function storeConnection(app: FastifyInstance, user: PrincipalRow, projectId: number, repo: GithubRepositoryData, createdViaApp: boolean, field: string) {
  const now = app.clock.now().toISOString();
  const repositoryId = await app.db.transaction().execute(async (db) => {
    const row = await db
      .insertInto('github_repositories')
      .values({
        github_id: repo.id,
        owner: repo.owner.login,
        name: repo.name,
        full_name: repo.full_name,
        html_url: repo.html_url,
        private: repo.private,
        default_branch: repo.default_branch ?? null,
        github_created_at: repo.created_at ? new Date(repo.created_at).toISOString() : null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('github_id').doUpdateSet({ owner: repo.owner.login, name: repo.name, full_name: repo.full_name, html_url: repo.html_url, private: repo.private, updated_at: now }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const inserted = await db
      .insertInto('github_project_repositories')
      .values({ project_id: projectId, repository_id: row.id, created_via_app: createdViaApp, created_by_id: user.id, created_at: now })
      .onConflict((oc) => oc.columns(['project_id', 'repository_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw constraintViolation(field, MESSAGES.alreadyConnected);
    return row.id;
  });
  const jobId = await app.jobs.enqueue(BACKFILL_JOB, { repositoryId }, user.id);
  githubUpdated(app, [projectId], user.id);
  const connected = await queries.connectedRepository(app.db, projectId, repositoryId);
  return representRepository(projectId, connected!, true, jobId);
}

export async function removeRepository(app: FastifyInstance, user: PrincipalRow, projectId: number, repositoryId: number): Promise<void> {
  const access = await githubProject(app, user, projectId);
  authoriseWrite(access, 'edit_project', MESSAGES.mayNotManage);
  if (!(await queries.disconnect(app.db, projectId, repositoryId))) throw notFound();
  githubUpdated(app, [projectId], user.id);
}
