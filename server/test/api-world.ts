// A private project with one object of every kind, six kinds of caller, and the app's route table: what the
// authorisation matrix and the malformed-input suite run against. Objects are made through the API, as a client would.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { REMOTE_PACKAGES } from '../src/config.ts';
import { insertProjectRoles, insertRowsReturningIds } from '../src/seed/bulk.ts';
import { DEFAULT_PROJECT_ROLES } from '../src/seed/roles.ts';
import { createUser } from '../src/modules/users/service.ts';
import { createTestContext, DEMO_PASSWORD, sessionCookieFrom, TEST_PASSWORD_HASHING, XHR, type TestContext } from './helpers.ts';
import { schemaCheckingSerializer } from './response-check.ts';
import { FakeAiProvider } from './support/fake-ai-provider.ts';
import { FakeGithub, pullRequestJson } from './support/fake-github.ts';

export const CALLERS = ['anonymous', 'nonMember', 'reader', 'member', 'projectAdmin', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
/** Callers who see the private project: its Reader, Member and Project admin, and global admins. */
export const IN_PROJECT: Caller[] = ['reader', 'member', 'projectAdmin', 'admin'];
/** The test clock's day. */
export const TODAY = '2026-03-02';
const ADMIN_EMAIL = 'admin@tessera.local';

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, unknown>;
}

export interface RouteEntry {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

export const link = (path: string) => ({ href: `/api/v3${path}` });

const BOUNDARY = '----tessera-world-boundary';
function multipart(fileName: string) {
  const payload = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\nnotes\r\n--${BOUNDARY}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export class ApiWorld {
  /** A unique mark for this run, so markers cannot match anything else in the database. */
  readonly run = randomUUID().slice(0, 8);
  readonly routes: RouteEntry[] = [];
  ctx!: TestContext;
  app!: FastifyInstance;
  baseUrl = '';
  users = {} as Record<Caller | 'bystander' | 'recipient', number>;
  tokens: Record<Caller, string | null> = { anonymous: null, nonMember: null, reader: null, member: null, projectAdmin: null, admin: null };
  roles = {} as Record<'Reader' | 'Member' | 'Project admin', number>;
  project = 0;
  membership = 0;
  workPackage = 0;
  activity = 0;
  attachment = 0;
  reaction = '';
  timeEntry = 0;
  costEntry = 0;
  hourlyRate = 0;
  version = 0;
  document = 0;
  /** A forum of the private project, a topic in it (the member's) and a reply (the project admin's). */
  forum = 0;
  topic = 0;
  /** The world document's share with a user who is no caller (sharing with a caller would change what they see). */
  share = 0;
  /** A comment thread on the world's document (the member's) and its first comment. */
  commentThread = 0;
  documentComment = 0;
  /** A notification of the member's (a task assigned to them by the project admin): theirs alone. */
  notification = 0;
  accessToken = 0;
  jobId = '';
  group = 0;
  /** The AI provider the AI routes are called with (a fake on loopback), and a disabled one the admin routes change. */
  aiFake!: FakeAiProvider;
  aiProvider = 0;
  /** GitHub (a fake on loopback): a repository connected to the private project, and its pull request linked to the work package. */
  githubFake!: FakeGithub;
  githubRepository = 0;
  pullRequest = 0;
  private githubRepositories = 0;
  /** Texts (names, exact hrefs) that only some callers may see: no other caller's answer may contain them. */
  markers: { text: string; visibleTo: Caller[] }[] = [];
  readonly names = {
    project: `Matrix secret project ${this.run}`,
    workPackage: `Matrix secret task ${this.run}`,
    comment: `Matrix secret comment ${this.run}`,
    attachment: `matrix-secret-${this.run}.txt`,
    timeEntry: `Matrix secret time ${this.run}`,
    costEntry: `Matrix secret cost ${this.run}`,
    version: `Matrix secret sprint ${this.run}`,
    document: `Matrix secret document ${this.run}`,
    forum: `Matrix secret forum ${this.run}`,
    topic: `Matrix secret topic ${this.run}`,
    documentComment: `Matrix secret remark ${this.run}`,
    token: `Matrix secret token ${this.run}`,
    aiKey: `sk-matrix-secret-${this.run}`,
    pullRequest: `Matrix secret pull request ${this.run}`,
    githubToken: `ghp_matrix_secret_${this.run}`,
    githubWebhookSecret: `whsec-matrix-secret-${this.run}`,
  };
  private rateMonths = 0;

  /** A fresh database with the baseline an installation starts with (project roles, an admin, a group), then the world. */
  static async create(): Promise<ApiWorld> {
    const world = new ApiWorld();
    // AI answers from a fake provider on loopback (allowed by AI_ALLOWED_HOSTS).
    world.aiFake = await FakeAiProvider.start();
    world.githubFake = await FakeGithub.start();
    const github = { env: { apiUrl: null, appId: null, installationId: null, organization: null, privateKey: null, webhookSecret: null, token: null }, allowedHosts: ['127.0.0.1'] };
    world.ctx = await createTestContext({ seed: false, config: { ai: { encryptionKey: null, allowedHosts: ['127.0.0.1'], envProviders: [], healthPollMs: 0 }, github } });
    const { db, clock, config } = world.ctx;
    await insertProjectRoles(db, DEFAULT_PROJECT_ROLES);
    await createUser(db, TEST_PASSWORD_HASHING, { email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin', password: DEMO_PASSWORD, roleType: 'admin' }, clock.now());
    const now = clock.now().toISOString();
    [world.group] = await insertRowsReturningIds(db, 'principals', [
      { type: 'Group', login: null, email: null, first_name: null, last_name: null, name: 'Matrix guild', password_hash: null, role_type: null, status: 'active', created_at: now, updated_at: now },
    ]);
    // A built shell and remotes for the page and asset routes.
    for (const folder of ['shell', ...Object.values(REMOTE_PACKAGES)]) {
      mkdirSync(path.join(config.appsDir, folder, 'dist'), { recursive: true });
      writeFileSync(path.join(config.appsDir, folder, 'dist', folder === 'shell' ? 'index.html' : 'remoteEntry.js'), folder === 'shell' ? '<!doctype html><div id="root"></div>' : 'var remote;');
    }
    world.app = await buildApp(config, {
      db,
      clock,
      logger: false,
      responseSerializerCompiler: schemaCheckingSerializer(),
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) world.routes.push({ method, url: route.url, schema: route.schema });
      },
    });
    // Listening: server-sent events are read over real HTTP (inject waits for the end of an answer).
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    world.baseUrl = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
    await world.populate();
    return world;
  }

  async close(): Promise<void> {
    await this.app?.close();
    await this.ctx?.close();
    await this.aiFake?.close();
    await this.githubFake?.close();
  }

  private authHeaders(caller: Caller): Record<string, string> {
    const token = this.tokens[caller];
    return token ? { authorization: `Bearer ${token}` } : {};
  }

  /** A request as the caller (API token); a JSON body, a raw body with its headers, or a multipart upload of a file. */
  async call(caller: Caller, method: string, url: string, body?: unknown, options: { file?: string; raw?: { payload: string; headers: Record<string, string> } } = {}): Promise<Answer> {
    const headers: Record<string, string> = this.authHeaders(caller);
    let payload: string | Buffer | undefined;
    if (options.file !== undefined) {
      const form = multipart(options.file);
      Object.assign(headers, form.headers);
      payload = form.payload;
    } else if (options.raw) {
      Object.assign(headers, options.raw.headers);
      payload = options.raw.payload;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await this.app.inject({ method: method as 'GET', url, headers, payload });
    return { status: response.statusCode, body: response.body, headers: response.headers };
  }

  /** A streaming answer (server-sent events): its status, and its body when it is not a stream. */
  callStream(caller: Caller, method: string, url: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${this.baseUrl}${url}`, { method, headers: this.authHeaders(caller), agent: false }, (response) => {
        const status = response.statusCode ?? 0;
        if (String(response.headers['content-type']).startsWith('text/event-stream')) {
          request.destroy();
          resolve({ status, body: '', headers: response.headers });
          return;
        }
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status, body, headers: response.headers }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  /**
   * A route's URL with its parameters filled with this world's objects, chosen by the collection each follows
   * (`/work_packages/:id` -> the work package). An unknown one throws: a new kind of path parameter adds its object here.
   */
  fillPath(url: string): string {
    const ids: Record<string, () => string | number> = {
      projects: () => this.project,
      project: () => this.project,
      work_packages: () => this.workPackage,
      activities: () => this.activity,
      attachments: () => this.attachment,
      emoji_reactions: () => this.reaction,
      users: () => this.users.member,
      groups: () => this.group,
      memberships: () => this.membership,
      time_entries: () => this.timeEntry,
      cost_entries: () => this.costEntry,
      hourly_rates: () => this.hourlyRate,
      versions: () => this.version,
      sprints: () => this.version,
      documents: () => this.document,
      document_comment_threads: () => this.commentThread,
      document_comments: () => this.documentComment,
      shares: () => this.share,
      sharing_permissions: () => this.share,
      notifications: () => this.notification,
      forums: () => this.forum,
      topics: () => this.topic,
      messages: () => this.topic,
      // The default topic category every installation has.
      forum_categories: () => 1,
      // No wikis exist: their share routes refuse any id.
      wikis: () => 1,
      // The default category every installation has.
      document_categories: () => 1,
      access_tokens: () => this.accessToken,
      job_statuses: () => this.jobId,
      roles: () => this.roles.Reader,
      statuses: () => 1,
      priorities: () => 8,
      types: () => 1,
      cost_types: () => 1,
      providers: () => this.aiProvider,
      repositories: () => this.githubRepository,
      github_pull_requests: () => this.pullRequest,
    };
    // A document's versions are numbered from 1 (its history), not sprints.
    return url.replace('/versions/:version', '/versions/1').replace(/\/([a-z_]+)\/:(\w+)/g, (whole, collection: string) => {
      const id = ids[collection];
      if (!id) throw new Error(`No object for the path parameter of ${url}: add one to ApiWorld.fillPath.`);
      return `/${collection}/${id()}`;
    });
  }

  /** A setup request that must succeed; answers the JSON body. */
  async must(caller: Caller, method: string, url: string, body?: unknown, file?: string) {
    const answer = await this.call(caller, method, url, body, { file });
    if (answer.status >= 300 && answer.status !== 302) throw new Error(`setup ${method} ${url} as ${caller}: ${answer.status} ${answer.body}`);
    return answer.body ? JSON.parse(answer.body) : undefined;
  }

  private async createUser(key: string): Promise<number> {
    const email = `matrix.${key}.${this.run}@tessera.local`;
    return (await this.must('admin', 'POST', '/api/v3/users', { email, firstName: 'Matrix', lastName: key, password: DEMO_PASSWORD })).id;
  }

  private async tokenOf(email: string): Promise<string> {
    const cookie = sessionCookieFrom(await this.app.inject({ method: 'POST', url: '/api/v3/session', payload: { email, password: DEMO_PASSWORD } }));
    const response = await this.app.inject({ method: 'POST', url: '/api/v3/access_tokens', headers: { cookie, ...XHR }, payload: { name: 'matrix caller' } });
    return response.json().token;
  }

  async addMember(projectId: number, principalId: number, role: keyof ApiWorld['roles']): Promise<number> {
    const body = await this.must('admin', 'POST', '/api/v3/memberships', {
      _links: { principal: link(`/users/${principalId}`), project: link(`/projects/${projectId}`), roles: [link(`/roles/${this.roles[role]}`)] },
    });
    return body.id;
  }

  /** An editor document of one paragraph: what forum messages hold. */
  forumText(text: string) {
    return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] };
  }

  costEntryBody(comment: string) {
    return { spentUnits: 1, spentOn: TODAY, comment: { raw: comment }, _links: { workPackage: link(`/work_packages/${this.workPackage}`), costType: link('/cost_types/1') } };
  }

  /** A disabled AI provider (its address refuses connections): what the admin routes of providers change. */
  aiProviderBody() {
    return { name: `Matrix spare AI ${randomUUID().slice(0, 6)}`, kind: 'openai', baseUrl: 'http://127.0.0.1:9/v1', apiKey: this.names.aiKey, enabled: false };
  }

  /** The GitHub settings the world runs with (the fake, a token, a webhook secret); the fuzzing puts them back. */
  githubSettingsBody() {
    return { apiUrl: this.githubFake.baseUrl, organization: 'acme', token: this.names.githubToken, webhookSecret: this.names.githubWebhookSecret, appId: null, installationId: null, privateKey: null };
  }

  /** A repository of the fake organization no project has yet (its full name). */
  newGithubRepository(): string {
    this.githubRepositories += 1;
    const repository = { id: 5_000_000 + this.githubRepositories, owner: 'acme', name: `matrix-${this.githubRepositories}` };
    this.githubFake.repositories.push(repository);
    return `${repository.owner}/${repository.name}`;
  }

  /** Disposable objects of the private project, for a caller allowed to delete one (answers its URL). */
  readonly fresh = {
    project: async (caller: Caller) => {
      const project = await this.must('admin', 'POST', '/api/v3/projects', { name: `Matrix disposable ${randomUUID().slice(0, 6)}`, public: false });
      if (caller === 'projectAdmin') await this.addMember(project.id, this.users.projectAdmin, 'Project admin');
      return `/api/v3/projects/${project.id}`;
    },
    membership: async () => `/api/v3/memberships/${await this.addMember(this.project, await this.createUser(`bystander-${randomUUID().slice(0, 6)}`), 'Reader')}`,
    workPackage: async () => `/api/v3/work_packages/${(await this.must('admin', 'POST', `/api/v3/projects/${this.project}/work_packages`, { subject: 'Disposable' })).id}`,
    timeEntry: async () => `/api/v3/time_entries/${(await this.must('member', 'POST', `/api/v3/work_packages/${this.workPackage}/time_entries`, { hours: 'PT1H' })).id}`,
    costEntry: async () => `/api/v3/cost_entries/${(await this.must('member', 'POST', '/api/v3/cost_entries', this.costEntryBody('Disposable'))).id}`,
    hourlyRate: async () => {
      // Each rate of a user and project starts on a day of its own.
      this.rateMonths += 1;
      const validFrom = `20${String(10 + Math.floor(this.rateMonths / 12)).padStart(2, '0')}-${String((this.rateMonths % 12) + 1).padStart(2, '0')}-01`;
      const body = { rate: 10, validFrom, _links: { user: link(`/users/${this.users.member}`), project: link(`/projects/${this.project}`) } };
      return `/api/v3/hourly_rates/${(await this.must('admin', 'POST', '/api/v3/hourly_rates', body)).id}`;
    },
    attachment: async () => `/api/v3/attachments/${(await this.must('member', 'POST', `/api/v3/work_packages/${this.workPackage}/attachments`, undefined, 'disposable.txt')).id}`,
    version: async () => {
      const body = { name: `Disposable ${randomUUID().slice(0, 6)}`, _links: { definingProject: link(`/projects/${this.project}`) } };
      return `/api/v3/versions/${(await this.must('admin', 'POST', '/api/v3/versions', body)).id}`;
    },
    aiProvider: async () => `/api/v3/ai/providers/${(await this.must('admin', 'POST', '/api/v3/ai/providers', this.aiProviderBody())).id}`,
    accessToken: async () => `/api/v3/access_tokens/${(await this.must('member', 'POST', '/api/v3/access_tokens', { name: 'Disposable' })).id}`,
    document: async () => `/api/v3/documents/${(await this.must('member', 'POST', `/api/v3/projects/${this.project}/documents`, { title: 'Disposable' })).id}`,
    /** A fresh work package linked to the world's document. */
    /** An empty forum of the private project (a forum with topics cannot be deleted). */
    forum: async () => `/api/v3/forums/${(await this.must('admin', 'POST', `/api/v3/projects/${this.project}/forums`, { name: `Disposable ${randomUUID().slice(0, 6)}` })).id}`,
    /** A topic of the world's forum by the member (theirs to delete for 15 minutes). */
    topic: async () => `/api/v3/messages/${(await this.must('member', 'POST', `/api/v3/forums/${this.forum}/topics`, { subject: 'Disposable', content: this.forumText('Disposable topic') })).id}`,
    documentWorkPackage: async () => {
      const href = await this.fresh.workPackage();
      await this.must('admin', 'POST', `/api/v3/documents/${this.document}/work_packages`, { _links: { workPackage: { href } } });
      return `/api/v3/documents/${this.document}${href.replace('/api/v3', '')}`;
    },
    /** A repository connection of the private project. */
    githubRepository: async () => `/api/v3/projects/${this.project}/github/repositories/${(await this.must('admin', 'POST', `/api/v3/projects/${this.project}/github/repositories`, { fullName: this.newGithubRepository() })).id}`,
    /** The world's pull request linked to a fresh work package: its unassign URL. */
    pullRequestLink: async () => {
      const href = await this.fresh.workPackage();
      await this.must('admin', 'POST', `${href}/github_pull_requests/assign`, { pull_request_id: this.pullRequest });
      return `${href}/github_pull_requests/${this.pullRequest}/unassign`;
    },
    /** A share with the bystander (created, or the one they have) of the world's document or work package. */
    share: async (entity: 'documents' | 'work_packages') => {
      const id = entity === 'documents' ? this.document : this.workPackage;
      const body = { permissionLevel: 'view', _links: { user: link(`/users/${this.users.bystander}`) } };
      return (await this.must('admin', 'POST', `/api/v3/${entity}/${id}/shares`, body)).id as number;
    },
  };

  private async populate(): Promise<void> {
    this.tokens.admin = await this.tokenOf(ADMIN_EMAIL);
    this.users.admin = (await this.must('admin', 'GET', '/api/v3/users/me')).id;
    for (const caller of ['nonMember', 'reader', 'member', 'projectAdmin'] as const) {
      this.users[caller] = await this.createUser(caller);
      this.tokens[caller] = await this.tokenOf(`matrix.${caller}.${this.run}@tessera.local`);
    }
    this.users.bystander = await this.createUser('bystander');
    this.users.recipient = await this.createUser('recipient');
    const roles = (await this.must('admin', 'GET', '/api/v3/roles'))._embedded.elements as { id: number; name: string }[];
    for (const name of ['Reader', 'Member', 'Project admin'] as const) this.roles[name] = roles.find((role) => role.name === name)!.id;

    const names = this.names;
    this.project = (await this.must('admin', 'POST', '/api/v3/projects', { name: names.project, identifier: `matrix_${this.run}`, public: false })).id;
    await this.addMember(this.project, this.users.reader, 'Reader');
    this.membership = await this.addMember(this.project, this.users.member, 'Member');
    await this.addMember(this.project, this.users.projectAdmin, 'Project admin');

    const wp = `/api/v3/work_packages`;
    this.workPackage = (await this.must('member', 'POST', `/api/v3/projects/${this.project}/work_packages`, { subject: names.workPackage })).id;
    this.activity = (await this.must('member', 'POST', `${wp}/${this.workPackage}/activities`, { comment: { raw: names.comment } })).id;
    this.attachment = (await this.must('member', 'POST', `${wp}/${this.workPackage}/attachments`, undefined, names.attachment)).id;
    await this.must('member', 'POST', `/api/v3/activities/${this.activity}/emoji_reactions`, { reaction: 'thumbs_up' });
    this.reaction = `${this.activity}-thumbs_up`;
    this.timeEntry = (await this.must('member', 'POST', `${wp}/${this.workPackage}/time_entries`, { hours: 'PT1H', comment: { raw: names.timeEntry } })).id;
    this.costEntry = (await this.must('member', 'POST', '/api/v3/cost_entries', this.costEntryBody(names.costEntry))).id;
    const rate = { rate: 50, validFrom: '2026-01-01', _links: { user: link(`/users/${this.users.member}`), project: link(`/projects/${this.project}`) } };
    this.hourlyRate = (await this.must('projectAdmin', 'POST', '/api/v3/hourly_rates', rate)).id;
    const version = { name: names.version, startDate: '2026-02-23', endDate: '2026-03-06', _links: { definingProject: link(`/projects/${this.project}`) } };
    this.version = (await this.must('projectAdmin', 'POST', '/api/v3/versions', version)).id;
    const document = { title: names.document, content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Matrix text' }] }] } };
    this.document = (await this.must('member', 'POST', `/api/v3/projects/${this.project}/documents`, document)).id;
    const thread = await this.must('member', 'POST', `/api/v3/documents/${this.document}/comment_threads`, { quote: 'Matrix text', comment: { raw: names.documentComment } });
    this.commentThread = thread.id;
    this.documentComment = thread._embedded.comments[0].id;
    this.share = (await this.must('member', 'POST', `/api/v3/documents/${this.document}/shares`, { permissionLevel: 'view', _links: { user: link(`/users/${this.users.recipient}`) } })).id;
    await this.must('projectAdmin', 'POST', `/api/v3/projects/${this.project}/work_packages`, { subject: `${names.workPackage} for the member`, _links: { assignee: link(`/users/${this.users.member}`) } });
    this.notification = (await this.ctx.db.selectFrom('notifications').select('id').where('recipient_id', '=', this.users.member).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    this.accessToken = (await this.must('member', 'POST', '/api/v3/access_tokens', { name: names.token })).id;
    await this.must('admin', 'POST', '/api/v3/ai/providers', { name: 'Matrix AI', kind: 'openai', baseUrl: this.aiFake.openAiBaseUrl, apiKey: names.aiKey });
    this.aiProvider = (await this.must('admin', 'POST', '/api/v3/ai/providers', this.aiProviderBody())).id;
    this.jobId = (await this.must('admin', 'POST', `/api/v3/projects/${this.project}/copy`, { name: `Matrix copy ${this.run}`, _meta: { copyMembers: false } })).jobId;
    this.forum = (await this.must('projectAdmin', 'POST', `/api/v3/projects/${this.project}/forums`, { name: names.forum })).id;
    this.topic = (await this.must('member', 'POST', `/api/v3/forums/${this.forum}/topics`, { subject: names.topic, content: this.forumText('Matrix forum text') })).id;
    await this.must('projectAdmin', 'POST', `/api/v3/topics/${this.topic}/reply`, { content: this.forumText('Matrix forum reply') });
    await this.must('member', 'PUT', `/api/v3/forums/${this.forum}/draft`, { subject: 'Matrix draft', content: this.forumText('Matrix draft text') });
    // GitHub: the fake's repository connected by the project admin; the backfill links the pull request naming the task.
    this.githubFake.token = names.githubToken;
    await this.must('admin', 'PATCH', '/api/v3/admin/github/settings', this.githubSettingsBody());
    const fullName = this.newGithubRepository();
    const repository = this.githubFake.repositories.at(-1)!;
    this.githubFake.pullRequests.set(fullName, [pullRequestJson(repository, { id: 6_000_001, number: 1, title: `${names.pullRequest} #${this.workPackage}`, updated_at: '2026-03-01T00:00:00Z' })]);
    this.githubRepository = (await this.must('projectAdmin', 'POST', `/api/v3/projects/${this.project}/github/repositories`, { fullName })).id;
    await this.app.jobs.drain();
    // What the route fixture connects (the second caller finds it connected).
    this.githubFake.repositories.push({ id: 5_999_999, owner: 'acme', name: 'matrix-spare' });
    this.pullRequest = (await this.must('member', 'GET', `/api/v3/work_packages/${this.workPackage}/github_pull_requests`))._embedded.elements[0].id;

    this.markers = [
      ...[names.project, `"/api/v3/projects/${this.project}"`, names.workPackage, `"${wp}/${this.workPackage}"`, names.comment, names.attachment, names.version, names.document, names.documentComment, names.forum, names.topic, names.pullRequest]
        .map((text) => ({ text, visibleTo: IN_PROJECT })),
      // Every project role views time and cost entries.
      { text: names.timeEntry, visibleTo: IN_PROJECT },
      { text: names.costEntry, visibleTo: IN_PROJECT },
      // A rate: its user, holders of view_hourly_rates, admins.
      { text: `"/api/v3/hourly_rates/${this.hourlyRate}"`, visibleTo: ['member', 'projectAdmin', 'admin'] },
      { text: names.token, visibleTo: ['member'] },
      // Emails: the user and admins.
      { text: `matrix.member.${this.run}@tessera.local`, visibleTo: ['member', 'admin'] },
      { text: this.jobId, visibleTo: ['admin'] },
      // AI providers' keys and GitHub's secrets: nobody, ever.
      { text: names.aiKey, visibleTo: [] },
      { text: names.githubToken, visibleTo: [] },
      { text: names.githubWebhookSecret, visibleTo: [] },
    ];
  }
}
