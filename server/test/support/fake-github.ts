// A fake GitHub REST API on loopback for the GitHub tests: the endpoints the client calls (organization, its
// repositories, one repository, a repository's pull requests, an installation token), with Link-header pagination,
// ETags (304 on If-None-Match), and on demand a 403 rate limit or a 5xx. Reached through the real Octokit.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  status: number;
}

export interface FakeRepository {
  id: number;
  name: string;
  owner: string;
  private?: boolean;
}

export class FakeGithub {
  readonly requests: FakeRequest[] = [];
  /** Accepted credentials: a token, and the installation token handed out for the app. */
  token = 'ghp_fake_token';
  readonly installationToken = 'ghs_fake_installation';
  organization = 'acme';
  repositories: FakeRepository[] = [];
  pullRequests = new Map<string, Record<string, unknown>[]>();
  /** The fake's page size, whatever per_page asks (tests see several pages without hundreds of items). */
  pageSize = 2;
  /** The next requests answer 403 with an exhausted rate limit (reset now) / 502. */
  rateLimitNext = 0;
  serverErrorNext = 0;
  private server!: http.Server;
  baseUrl = '';

  static async start(): Promise<FakeGithub> {
    const fake = new FakeGithub();
    fake.server = http.createServer((request, response) => fake.handle(request, response));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  requestsTo(path: string) {
    return this.requests.filter((request) => request.path.split('?')[0] === path);
  }

  private send(request: http.IncomingMessage, response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    const text = JSON.stringify(body);
    const etag = `"${createHash('sha1').update(text).digest('hex')}"`;
    const url = request.url ?? '';
    if (status === 200 && request.method === 'GET' && request.headers['if-none-match'] === etag) {
      this.requests.push({ method: request.method ?? '', path: url, headers: request.headers, status: 304 });
      response.writeHead(304, { etag });
      response.end();
      return;
    }
    this.requests.push({ method: request.method ?? '', path: url, headers: request.headers, status });
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...(status === 200 ? { etag } : {}), ...headers });
    response.end(text);
  }

  private page(request: http.IncomingMessage, response: http.ServerResponse, items: unknown[]) {
    const url = new URL(request.url ?? '/', this.baseUrl);
    const page = Math.max(1, Number(url.searchParams.get('page') ?? '1'));
    const slice = items.slice((page - 1) * this.pageSize, page * this.pageSize);
    const headers: Record<string, string> = {};
    if (page * this.pageSize < items.length) {
      url.searchParams.set('page', String(page + 1));
      headers.link = `<${url.toString()}>; rel="next"`;
    }
    this.send(request, response, 200, slice, headers);
  }

  // -- Creating a repository (POST /orgs/{org}/repos) ------------------------------------------------------------
  /** The bodies of the create calls, as GitHub received them. */
  readonly createdBodies: Record<string, unknown>[] = [];
  private nextRepositoryId = 900_000;

  /** As GitHub: 201 with the repository; 422 with field errors for a taken name (case-insensitive) or an empty one. */
  private createRepository(request: http.IncomingMessage, response: http.ServerResponse, org: string) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (org.toLowerCase() !== this.organization) return this.send(request, response, 404, { message: 'Not Found' });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      this.createdBodies.push(body);
      const name = typeof body.name === 'string' ? body.name : '';
      const failed = (code: string, message?: string) =>
        this.send(request, response, 422, {
          message: 'Repository creation failed.',
          errors: [{ resource: 'Repository', code, field: 'name', ...(message ? { message } : {}) }],
          documentation_url: 'https://docs.github.com/rest/repos/repos#create-an-organization-repository',
        });
      if (name === '') return failed('missing_field');
      if (this.repositories.some((repo) => repo.owner === this.organization && repo.name.toLowerCase() === name.toLowerCase())) return failed('custom', 'name already exists on this account');
      this.nextRepositoryId += 1;
      const repo: FakeRepository = { id: this.nextRepositoryId, name, owner: this.organization, private: body.visibility !== 'public' };
      this.repositories.push(repo);
      return this.send(request, response, 201, { ...this.repositoryJson(repo), description: body.description ?? null, visibility: body.visibility ?? 'public', is_template: body.is_template ?? false });
    });
  }

  // -- Activity beyond pull requests: issues, a pull request's reviews, a commit's check runs ------------------------
  /** 'owner/name' -> issues (GitHub's list holds pull requests too: give those a pull_request field). */
  issues = new Map<string, Record<string, unknown>[]>();
  /** 'owner/name#number' -> the pull request's reviews. */
  reviews = new Map<string, Record<string, unknown>[]>();
  /** 'owner/name@sha' -> the commit's check runs. */
  checkRuns = new Map<string, Record<string, unknown>[]>();

  /** Answers the activity endpoints (true), or leaves the request to the others (false). */
  private activity(request: http.IncomingMessage, response: http.ServerResponse, path: string): boolean {
    let match;
    if ((match = /^\/repos\/([^/]+)\/([^/]+)\/issues$/.exec(path))) {
      this.page(request, response, this.issues.get(`${match[1]}/${match[2]}`) ?? []);
      return true;
    }
    if ((match = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/reviews$/.exec(path))) {
      this.page(request, response, this.reviews.get(`${match[1]}/${match[2]}#${match[3]}`) ?? []);
      return true;
    }
    if ((match = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([^/]+)\/check-runs$/.exec(path))) {
      // GitHub wraps this list: { total_count, check_runs }, paginated by Link header like the others.
      const runs = this.checkRuns.get(`${match[1]}/${match[2]}@${match[3]}`) ?? [];
      const url = new URL(request.url ?? '/', this.baseUrl);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? '1'));
      const headers: Record<string, string> = {};
      if (page * this.pageSize < runs.length) {
        url.searchParams.set('page', String(page + 1));
        headers.link = `<${url.toString()}>; rel="next"`;
      }
      this.send(request, response, 200, { total_count: runs.length, check_runs: runs.slice((page - 1) * this.pageSize, page * this.pageSize) }, headers);
      return true;
    }
    return false;
  }

  repositoryJson(repo: FakeRepository) {
    return {
      id: repo.id,
      name: repo.name,
      full_name: `${repo.owner}/${repo.name}`,
      owner: { login: repo.owner },
      html_url: `https://github.com/${repo.owner}/${repo.name}`,
      private: repo.private ?? false,
      default_branch: 'main',
      created_at: '2025-01-01T00:00:00Z',
    };
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const path = new URL(request.url ?? '/', this.baseUrl).pathname;
    if (this.rateLimitNext > 0) {
      this.rateLimitNext -= 1;
      return this.send(request, response, 403, { message: 'API rate limit exceeded' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000)) });
    }
    if (this.serverErrorNext > 0) {
      this.serverErrorNext -= 1;
      return this.send(request, response, 502, { message: 'Server Error' });
    }
    const installation = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(path);
    if (installation && request.method === 'POST') {
      if (!/^bearer ey/i.test(request.headers.authorization ?? '')) return this.send(request, response, 401, { message: 'A JSON web token could not be decoded' });
      return this.send(request, response, 201, { token: this.installationToken, expires_at: new Date(Date.now() + 3600_000).toISOString(), permissions: {}, repository_selection: 'all' });
    }
    const auth = request.headers.authorization ?? '';
    if (auth !== `token ${this.token}` && auth !== `token ${this.installationToken}`) return this.send(request, response, 401, { message: 'Bad credentials' });
    let match;
    if ((match = /^\/orgs\/([^/]+)$/.exec(path))) {
      if (match[1].toLowerCase() !== this.organization) return this.send(request, response, 404, { message: 'Not Found' });
      return this.send(request, response, 200, { login: this.organization, name: 'Acme Corp', html_url: `https://github.com/${this.organization}`, public_repos: this.repositories.length });
    }
    if ((match = /^\/orgs\/([^/]+)\/repos$/.exec(path)) && request.method === 'POST') return this.createRepository(request, response, match[1]);
    if ((match = /^\/orgs\/([^/]+)\/repos$/.exec(path))) return this.page(request, response, this.repositories.map((repo) => this.repositoryJson(repo)));
    if ((match = /^\/repos\/([^/]+)\/([^/]+)\/pulls$/.exec(path))) return this.page(request, response, this.pullRequests.get(`${match[1]}/${match[2]}`) ?? []);
    if (this.activity(request, response, path)) return;
    if ((match = /^\/repos\/([^/]+)\/([^/]+)$/.exec(path))) {
      const repo = this.repositories.find((candidate) => candidate.owner === match![1] && candidate.name === match![2]);
      return repo ? this.send(request, response, 200, this.repositoryJson(repo)) : this.send(request, response, 404, { message: 'Not Found' });
    }
    return this.send(request, response, 404, { message: 'Not Found' });
  }
}

/** A pull request as GitHub's REST API and webhooks describe one. */
export function pullRequestJson(repo: FakeRepository, fields: { id: number; number: number; title: string; body?: string; state?: string; merged_at?: string | null; updated_at: string; head?: string; draft?: boolean }) {
  return {
    id: fields.id,
    number: fields.number,
    title: fields.title,
    body: fields.body ?? '',
    state: fields.state ?? 'open',
    draft: fields.draft ?? false,
    merged_at: fields.merged_at ?? null,
    closed_at: fields.state === 'closed' ? fields.updated_at : null,
    head: { ref: fields.head ?? `feature-${fields.number}` },
    base: { ref: 'main' },
    user: { login: 'octocat', avatar_url: 'https://avatars.githubusercontent.com/u/1', html_url: 'https://github.com/octocat' },
    html_url: `https://github.com/${repo.owner}/${repo.name}/pull/${fields.number}`,
    labels: [{ name: 'bug', color: 'd73a4a' }],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: fields.updated_at,
  };
}

/** An issue as GitHub's REST API and webhooks describe one. */
export function issueJson(repo: FakeRepository, fields: { id: number; number: number; title: string; body?: string; state?: 'open' | 'closed'; created_at?: string; updated_at: string; closed_at?: string | null }) {
  return {
    id: fields.id,
    number: fields.number,
    title: fields.title,
    body: fields.body ?? '',
    state: fields.state ?? 'open',
    user: { login: 'octocat' },
    html_url: `https://github.com/${repo.owner}/${repo.name}/issues/${fields.number}`,
    closed_at: fields.closed_at ?? (fields.state === 'closed' ? fields.updated_at : null),
    created_at: fields.created_at ?? '2026-01-01T00:00:00Z',
    updated_at: fields.updated_at,
  };
}

/** A check run of a commit, as GitHub describes one. */
export function checkRunJson(fields: { id: number; sha: string; name: string; status?: string; conclusion?: string | null; started_at?: string; completed_at?: string | null }) {
  const status = fields.status ?? 'completed';
  return {
    id: fields.id,
    head_sha: fields.sha,
    name: fields.name,
    status,
    conclusion: status === 'completed' ? (fields.conclusion ?? 'success') : null,
    details_url: `https://ci.example.com/runs/${fields.id}`,
    html_url: `https://github.com/acme/runs/${fields.id}`,
    started_at: fields.started_at ?? '2026-02-01T00:00:00Z',
    completed_at: status === 'completed' ? (fields.completed_at ?? '2026-02-01T00:05:00Z') : null,
    app: { owner: { avatar_url: 'https://avatars.githubusercontent.com/u/9919' } },
  };
}
