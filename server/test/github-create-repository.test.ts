// Creating a repository through the GitHub App (issue 17 item 2, spec 003 §2-3, §5, §8) against the fake GitHub:
// the §3 payload as GitHub receives it, the repository stored as connected and created via app, the backfill job,
// who may create, our name rules (422 naming the field, GitHub not called), GitHub's 422 for a taken name (its reason,
// on the field) and a 5xx, both storing nothing, and 'only for a project without a repository'.
import { generateKeyPairSync } from 'node:crypto';
import { createGithubWorld, expectError, type GithubWorld } from './support/github-world.ts';

const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

let world: GithubWorld;
const create = (projectId = world.project) => `/api/v3/projects/${projectId}/github/repositories/create`;
const list = (projectId = world.project) => `/api/v3/projects/${projectId}/github/repositories`;
const storedRepositories = async () => (await world.ctx.db.selectFrom('github_repositories').select('full_name').orderBy('full_name').execute()).map((row) => row.full_name);
const createCalls = () => world.github.requestsTo('/orgs/acme/repos').filter((call) => call.method === 'POST');

beforeAll(async () => {
  world = await createGithubWorld();
  // The GitHub App: the fake hands out an installation token for the app's signed JWT.
  await world.must('PATCH', '/api/v3/admin/github/settings', 'admin', { apiUrl: world.github.baseUrl, organization: 'acme', appId: '12345', installationId: '678', privateKey });
  world.github.repositories = [{ id: 11, owner: 'acme', name: 'Existing-Repo' }];
}, 120_000);
afterAll(async () => world?.close());

describe('who may create', () => {
  test('project admins only: a member 403, a non-member 404, anonymous 401; GitHub never called', async () => {
    expectError(await world.send('POST', create(), 'member', { name: 'by-member' }), 403);
    expectError(await world.send('POST', create(), 'reader', { name: 'by-reader' }), 403);
    expectError(await world.send('POST', create(), 'outsider', { name: 'by-outsider' }), 404);
    const anonymous = await world.ctx.app.inject({ method: 'POST', url: create(), headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, payload: { name: 'anon' } });
    expect(anonymous.statusCode).toBe(401);
    expect(createCalls()).toHaveLength(0);
  });

  test('the list offers creating (an action link) to a project admin of a project without a repository only', async () => {
    expect((await world.get(list(), 'manager')).json()._links.createRepository).toEqual({ href: create(), method: 'post' });
    expect((await world.get(list(), 'member')).json()._links.createRepository).toBeUndefined();
  });
});

describe('our rules: 422 naming the field, GitHub not called, nothing stored', () => {
  test.each([
    [{ name: '' }, 'name', 'Repository name is required.'],
    [{ name: '   ' }, 'name', 'Repository name is required.'],
    [{ name: 'a'.repeat(101) }, 'name', 'Repository name must be at most 100 characters.'],
    [{ name: 'has space' }, 'name', "Repository name may contain only letters, digits, '.', '-' and '_', and cannot be '.' or '..'."],
    [{ name: '..' }, 'name', "Repository name may contain only letters, digits, '.', '-' and '_', and cannot be '.' or '..'."],
    [{ name: 'ok', description: 'd'.repeat(351) }, 'description', 'Description must be at most 350 characters.'],
    [{ name: 'ok', visibility: 'internal' }, 'visibility', "Visibility must be 'private' or 'public'."],
  ])('%j', async (body, attribute, message) => {
    const error = expectError(await world.send('POST', create(), 'manager', body), 422, 'PropertyConstraintViolation');
    expect(error._embedded.details.attribute).toBe(attribute);
    expect(error.message).toBe(message);
    expect(createCalls()).toHaveLength(0);
    expect(await storedRepositories()).toEqual([]);
  });

  test('wrong types and unknown fields are 400s; a missing name a 422 naming it', async () => {
    const wrongType = expectError(await world.send('POST', create(), 'manager', { name: 'ok', template: 'yes' }), 400, 'InvalidRequestBody');
    expect(wrongType._embedded.details.attribute).toBe('template');
    expectError(await world.send('POST', create(), 'manager', { name: 'ok', owner: 'someone-else' }), 400);
    expect(expectError(await world.send('POST', create(), 'manager', {}), 422)._embedded.details.attribute).toBe('name');
    expect(createCalls()).toHaveLength(0);
  });
});

describe("GitHub's refusals store nothing", () => {
  test("a taken name (GitHub's 422): 422 on name with GitHub's reason", async () => {
    const error = expectError(await world.send('POST', create(), 'manager', { name: 'existing-repo' }), 422, 'PropertyConstraintViolation');
    expect(error._embedded.details.attribute).toBe('name');
    expect(error.message).toBe('GitHub refused it: name already exists on this account');
    expect(createCalls().map((call) => call.status)).toEqual([422]);
    expect(await storedRepositories()).toEqual([]);
    expect((await world.get(list(), 'manager')).json().total).toBe(0);
  });

  test('a 5xx is a 502 with GitHub\'s answer, and is not sent twice (GitHub may have created it)', async () => {
    world.github.serverErrorNext = 1;
    const before = world.github.requests.length;
    const error = expectError(await world.send('POST', create(), 'manager', { name: 'flaky' }), 502);
    expect(error.message).toMatch(/GitHub answered 502/);
    expect(world.github.requests.slice(before).filter((call) => call.path === '/orgs/acme/repos')).toHaveLength(1);
    expect(await storedRepositories()).toEqual([]);
  });
});

describe('creating', () => {
  test('201: GitHub gets the §3 payload, the repository is connected created via app, the backfill runs', async () => {
    const response = await world.send('POST', create(), 'manager', { name: '  apollo-web ', description: 'The web client', visibility: 'public', template: true, initializeWithReadme: false });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ _type: 'GithubRepository', name: 'apollo-web', fullName: 'acme/apollo-web', private: false, createdViaApp: true, htmlUrl: 'https://github.com/acme/apollo-web' });
    expect(world.github.createdBodies.at(-1)).toEqual({ name: 'apollo-web', description: 'The web client', visibility: 'public', is_template: true, auto_init: false });
    // Through the app: the call carried the installation token.
    expect(createCalls().at(-1)).toMatchObject({ status: 201 });
    expect(createCalls().at(-1)!.headers.authorization).toBe(`token ${world.github.installationToken}`);

    const connection = await world.ctx.db.selectFrom('github_project_repositories').select(['project_id', 'created_via_app', 'created_by_id']).where('repository_id', '=', body.id).executeTakeFirstOrThrow();
    expect(connection).toMatchObject({ project_id: world.project, created_by_id: world.users.manager });
    expect(Boolean(connection.created_via_app)).toBe(true);

    await world.ctx.app.jobs.drain();
    const job = (await world.get(body._links.backfillJob.href, 'manager')).json();
    expect(job).toMatchObject({ status: 'success' });
    expect(world.github.requestsTo('/repos/acme/apollo-web/pulls').length).toBeGreaterThan(0);

    const listed = (await world.get(list(), 'member')).json();
    expect(listed._embedded.elements.map((r: { fullName: string; createdViaApp: boolean }) => [r.fullName, r.createdViaApp])).toEqual([['acme/apollo-web', true]]);
    const stats = (await world.get(`/api/v3/projects/${world.project}/github/stats`, 'member')).json();
    expect(stats.repositoryStats.map((r: { fullName: string; createdViaApp: boolean }) => [r.fullName, r.createdViaApp])).toEqual([['acme/apollo-web', true]]);
  });

  test('defaults: private, with a README, not a template, no description', async () => {
    const response = await world.send('POST', create(world.otherProject), 'admin', { name: 'gemini-api', description: '  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ fullName: 'acme/gemini-api', private: true, createdViaApp: true });
    expect(world.github.createdBodies.at(-1)).toEqual({ name: 'gemini-api', visibility: 'private', is_template: false, auto_init: true });
  });

  test('a project that has a repository: 409, GitHub not called, and no create link any more', async () => {
    const calls = createCalls().length;
    expectError(await world.send('POST', create(), 'manager', { name: 'second-one' }), 409, 'UpdateConflict');
    expect(createCalls()).toHaveLength(calls);
    expect((await world.get(list(), 'manager')).json()._links.createRepository).toBeUndefined();
  });
});

describe('not configured', () => {
  test('503 saying what is missing, GitHub not called, nothing stored', async () => {
    const third = (await world.must('POST', '/api/v3/projects', 'admin', { name: 'Vostok', identifier: 'vostok', public: false })).id as number;
    await world.must('PATCH', '/api/v3/admin/github/settings', 'admin', { installationId: null });
    try {
      const calls = createCalls().length;
      const error = expectError(await world.send('POST', create(third), 'admin', { name: 'vostok' }), 503);
      expect(error.message).toMatch(/not configured.*installationId/);
      expect(createCalls()).toHaveLength(calls);
      expect((await world.get(list(third), 'admin')).json()._links.createRepository).toBeUndefined();
      expect(await storedRepositories()).toEqual(['acme/apollo-web', 'acme/gemini-api']);
    } finally {
      await world.must('PATCH', '/api/v3/admin/github/settings', 'admin', { installationId: '678' });
    }
  });
});
