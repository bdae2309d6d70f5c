import { createAppAuth } from '@octokit/auth-app';
import { Octokit } from '@octokit/rest';
import type { FastifyInstance } from 'fastify';
import { BoundedCache } from '../../bounded-cache.ts';
import type { AppConfig } from '../../config.ts';
import { guardedFetch } from '../../outbound/hosts.ts';
import { allowedHostsOf, authMethodOf, GITHUB_ALLOW_VARIABLE, loadSettings, missingOf, type GithubSettings } from './settings.ts';

/** Retries of one request after a 5xx or a rate limit; then the error is the caller's. */
const MAX_RETRIES = 2;
const SERVER_ERROR_BACKOFF_MS = 250;
/** A rate limit that resets later than this is reported, not waited for (a request must not hang for an hour). */
export const MAX_RATE_LIMIT_WAIT_MS = 10_000;
/** Conditional requests: the answers kept per client with their ETags (a 304 costs no rate limit). */
const ETAG_CACHE_ENTRIES = 500;
const PER_PAGE = 100;

/** A failed call to GitHub, with a message an admin can act on (GitHub's own reason included). */
export class GithubError extends Error {
  override name = 'GithubError';
  readonly status: number | null;
  /** A 422's field errors, GitHub's own words (a repository name that is taken), for the caller to name the field. */
  readonly fieldErrors: readonly GithubFieldError[];
  constructor(message: string, status: number | null, fieldErrors: readonly GithubFieldError[] = []) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export interface GithubFieldError {
  field: string | null;
  message: string;
}

export class GithubNotConfigured extends Error {
  override name = 'GithubNotConfigured';
  readonly missing: string[];
  constructor(missing: string[]) {
    super(`GitHub integration is not configured (missing: ${missing.join(', ')}).`);
    this.missing = missing;
  }
}

interface HttpFailure {
  status: number;
  message: string;
  response?: { headers: Record<string, string | undefined>; data?: unknown };
}

const isHttpFailure = (error: unknown): error is HttpFailure => typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';

/** How long to wait before retrying, or null: do not retry. */
function backoff(error: HttpFailure, attempt: number, now: number): number | null {
  if (attempt >= MAX_RETRIES) return null;
  const headers = error.response?.headers ?? {};
  if (error.status === 403 || error.status === 429) {
    const retryAfter = headers['retry-after'];
    const reset = headers['x-ratelimit-reset'];
    let wait: number | null = null;
    if (retryAfter !== undefined && /^\d+$/.test(retryAfter)) wait = Number(retryAfter) * 1000;
    else if (headers['x-ratelimit-remaining'] === '0' && reset !== undefined && /^\d+$/.test(reset)) wait = Math.max(0, Number(reset) * 1000 - now);
    return wait !== null && wait <= MAX_RATE_LIMIT_WAIT_MS ? wait : null;
  }
  if (error.status >= 500 && error.status !== 501) return SERVER_ERROR_BACKOFF_MS * 2 ** attempt;
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describe(error: unknown): GithubError {
  if (error instanceof GithubError) return error;
  if (!isHttpFailure(error)) return new GithubError(`GitHub could not be reached: ${(error as Error)?.message ?? 'unknown error'}`, null);
  const headers = error.response?.headers ?? {};
  const reason = (error.response?.data as { message?: string } | undefined)?.message ?? error.message;
  if ((error.status === 403 || error.status === 429) && (headers['x-ratelimit-remaining'] === '0' || headers['retry-after'] !== undefined)) {
    const reset = headers['x-ratelimit-reset'];
    const when = reset && /^\d+$/.test(reset) ? ` after ${new Date(Number(reset) * 1000).toISOString()}` : ' later';
    return new GithubError(`GitHub's rate limit is exhausted; try again${when}.`, error.status);
  }
  if (error.status === 401) return new GithubError(`GitHub refused the credentials (401: ${reason}).`, 401);
  if (error.status === 404) return new GithubError(`GitHub answered 404 (${reason}): the organization or repository does not exist or the credentials cannot see it.`, 404);
  if (error.status === 422) return new GithubError(`GitHub refused the request (422: ${reason}).`, 422, fieldErrorsOf(error.response?.data));
  // Octokit reports a failed fetch (refused address, connection error) as a 500 without a response.
  if (!error.response) return new GithubError(`GitHub could not be reached: ${reason}`, null);
  return new GithubError(`GitHub answered ${error.status}: ${reason}`, error.status);
}

/** GitHub's 422 body: { message, errors: [{ field, code, message? }] } (a code alone for the standard ones). */
function fieldErrorsOf(data: unknown): GithubFieldError[] {
  const errors = (data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry) => {
    if (typeof entry === 'string') return [{ field: null, message: entry }];
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, code, message } = entry as { field?: unknown; code?: unknown; message?: unknown };
    const text = typeof message === 'string' && message !== '' ? message : typeof code === 'string' ? `${typeof field === 'string' ? field : 'value'} ${code.replace(/_/g, ' ')}` : null;
    return text === null ? [] : [{ field: typeof field === 'string' ? field : null, message: text }];
  });
}

export interface GithubRepositoryData {
  id: number;
  name: string;
  full_name: string;
  owner: { login: string };
  html_url: string;
  private: boolean;
  default_branch?: string;
  created_at?: string | null;
}

export interface GithubPullRequestData {
  id: number;
  number: number;
  title: string;
  body?: string | null;
  state: string;
  draft?: boolean;
  merged?: boolean | null;
  merged_at?: string | null;
  closed_at?: string | null;
  head?: { ref?: string; sha?: string };
  base?: { ref?: string };
  user?: { login?: string; avatar_url?: string; html_url?: string } | null;
  html_url: string;
  labels?: { name?: string; color?: string | null }[];
  created_at: string;
  updated_at: string;
}

export interface CreateRepositoryPayload {
  name: string;
  description: string | null;
  visibility: 'private' | 'public';
  template: boolean;
  initializeWithReadme: boolean;
}

/**
 * The one way the server calls GitHub: Octokit with the GitHub App (installation token) or a token, through the
 * outbound guard, with ETag conditional requests, pagination by Link header, and back-off on 5xx and rate limits.
 */
export class GithubClient {
  readonly organization: string;
  private readonly octokit: Octokit;
  private readonly etags = new BoundedCache<string, { etag: string; response: unknown }>(ETAG_CACHE_ENTRIES);

  constructor(settings: GithubSettings, allowedHosts: readonly string[]) {
    const method = authMethodOf(settings);
    if (!settings.organization || method === null) throw new GithubNotConfigured(missingOf(settings));
    this.organization = settings.organization;
    const auth =
      method === 'app'
        ? { authStrategy: createAppAuth, auth: { appId: settings.appId!, privateKey: settings.privateKey!, installationId: settings.installationId! } }
        : { auth: settings.token! };
    this.octokit = new Octokit({
      ...auth,
      baseUrl: settings.apiUrl,
      userAgent: 'tessera-github-integration',
      request: { fetch: guardedFetch(settings.apiUrl, allowedHosts, GITHUB_ALLOW_VARIABLE) },
      log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    });
    this.octokit.hook.wrap('request', async (request, options) => {
      const endpoint = this.octokit.request.endpoint(options as never);
      const key = endpoint.method === 'GET' ? endpoint.url : null;
      const cached = key === null ? undefined : this.etags.get(key);
      if (cached) options.headers = { ...options.headers, 'if-none-match': cached.etag };
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await request(options);
          const etag = response.headers.etag;
          if (key !== null && typeof etag === 'string') this.etags.set(key, { etag, response });
          return response;
        } catch (error) {
          if (isHttpFailure(error)) {
            if (error.status === 304 && cached) return cached.response as Awaited<ReturnType<typeof request>>;
            // A write that failed with a 5xx may have been done (a repository created): never sent twice.
            const wait = endpoint.method !== 'GET' && error.status >= 500 ? null : backoff(error, attempt, Date.now());
            if (wait !== null) {
              await sleep(wait);
              continue;
            }
          }
          throw error;
        }
      }
    });
  }

  /** For the reads defined beside this class (activityReader): the Octokit and the error translation. */
  internals() {
    return { octokit: this.octokit, call: <T>(run: () => Promise<T>) => this.call(run) };
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw describe(error);
    }
  }

  /** The configured organization (the connection test). */
  organizationInfo() {
    return this.call(async () => {
      const { data } = await this.octokit.rest.orgs.get({ org: this.organization });
      return { login: data.login, name: data.name ?? null, htmlUrl: data.html_url, publicRepos: data.public_repos ?? null };
    });
  }

  /** Every repository of the organization, all pages. */
  listOrganizationRepositories(): Promise<GithubRepositoryData[]> {
    return this.call(() => this.octokit.paginate(this.octokit.rest.repos.listForOrg, { org: this.organization, per_page: PER_PAGE, sort: 'full_name' }) as Promise<GithubRepositoryData[]>);
  }

  repository(owner: string, name: string): Promise<GithubRepositoryData> {
    return this.call(async () => (await this.octokit.rest.repos.get({ owner, repo: name })).data as GithubRepositoryData);
  }

  /** Creates a repository in the organization (POST /orgs/{org}/repos, spec 003 §3's payload); not repeated after a 5xx. */
  createOrganizationRepository(payload: CreateRepositoryPayload): Promise<GithubRepositoryData> {
    return this.call(
      async () =>
        (
          await this.octokit.rest.repos.createInOrg({
            org: this.organization,
            name: payload.name,
            ...(payload.description ? { description: payload.description } : {}),
            visibility: payload.visibility,
            is_template: payload.template,
            auto_init: payload.initializeWithReadme,
          })
        ).data as GithubRepositoryData,
    );
  }

  /** Every pull request of a repository (open and closed), all pages. */
  listPullRequests(owner: string, name: string): Promise<GithubPullRequestData[]> {
    return this.call(() => this.octokit.paginate(this.octokit.rest.pulls.list, { owner, repo: name, state: 'all', per_page: PER_PAGE }) as Promise<GithubPullRequestData[]>);
  }
}

// -- Activity beyond pull requests (issues, reviews, check runs): what the backfill reads -----------------------

/** An issue as GitHub's REST API and webhooks describe one (the issues list also holds pull requests: pull_request set). */
export interface GithubIssueData {
  id: number;
  number: number;
  title: string;
  body?: string | null;
  state: string;
  user?: { login?: string } | null;
  html_url: string;
  closed_at?: string | null;
  created_at: string;
  updated_at: string;
  pull_request?: unknown;
}

export interface GithubReviewData {
  id: number;
  user?: { login?: string; avatar_url?: string } | null;
  state: string;
  html_url?: string | null;
  submitted_at?: string | null;
}

export interface GithubCheckRunData {
  id: number;
  head_sha: string;
  name: string;
  status: string;
  conclusion?: string | null;
  details_url?: string | null;
  html_url?: string | null;
  started_at?: string | null;
  completed_at?: string | null;
  app?: { owner?: { avatar_url?: string } | null } | null;
}

export interface GithubActivityReader {
  listIssues(owner: string, name: string): Promise<GithubIssueData[]>;
  listReviews(owner: string, name: string, number: number): Promise<GithubReviewData[]>;
  listCheckRuns(owner: string, name: string, sha: string): Promise<GithubCheckRunData[]>;
}

/** The client's activity reads, through its Octokit (same auth, guard, ETags, pagination and back-off). */
export function activityReader(client: GithubClient): GithubActivityReader {
  const { octokit, call } = client.internals();
  return {
    // Every issue (open and closed), all pages; pull requests (which GitHub lists as issues too) left out.
    listIssues: (owner, name) =>
      call(async () => ((await octokit.paginate(octokit.rest.issues.listForRepo, { owner, repo: name, state: 'all', per_page: PER_PAGE })) as GithubIssueData[]).filter((issue) => !issue.pull_request)),
    listReviews: (owner, name, number) =>
      call(() => octokit.paginate(octokit.rest.pulls.listReviews, { owner, repo: name, pull_number: number, per_page: PER_PAGE }) as Promise<GithubReviewData[]>),
    // GitHub's check runs belong to a commit (a ref or SHA), answered as { total_count, check_runs }: paginate unwraps it.
    listCheckRuns: (owner, name, sha) =>
      call(() => octokit.paginate(octokit.rest.checks.listForRef, { owner, repo: name, ref: sha, per_page: PER_PAGE }) as Promise<GithubCheckRunData[]>),
  };
}

/** One client per settings: its ETag cache lives as long as the settings do not change. */
const clients = new WeakMap<AppConfig, { fingerprint: string; client: GithubClient }>();

export function clientFor(config: AppConfig, settings: GithubSettings): GithubClient {
  const fingerprint = JSON.stringify([settings.apiUrl, settings.appId, settings.installationId, settings.organization, settings.privateKey, settings.token]);
  const known = clients.get(config);
  if (known?.fingerprint === fingerprint) return known.client;
  const client = new GithubClient(settings, allowedHostsOf(config));
  clients.set(config, { fingerprint, client });
  return client;
}

/** The client of the current settings; throws GithubNotConfigured when something is missing. */
export async function githubClient(app: Pick<FastifyInstance, 'db' | 'config'>): Promise<GithubClient> {
  return clientFor(app.config, await loadSettings(app));
}
