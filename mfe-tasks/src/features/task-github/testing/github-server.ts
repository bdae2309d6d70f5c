// An in-memory stand-in for the GitHub endpoints the panel's tab calls (server: modules/github-pull-requests,
// github-repositories), answering like the server: collections of GithubPullRequest, 404 for an unassign of what is
// not linked, the repositories with whether GitHub is configured. The task panel's fake server delegates to it.
import { halError, jsonResponse, type MockResponse, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import type { GithubPullRequestHal, GithubRepositoryCollectionHal, GithubRepositoryHal } from '../api/task-github-api';

export interface FakePullRequest {
  id: number;
  number: number;
  title: string;
  body?: string;
  state?: 'open' | 'closed';
  draft?: boolean;
  merged?: boolean;
  repository?: string;
  author?: string | null;
  updatedAt?: string;
  htmlUrl?: string;
  /** `_embedded.checkRuns`: the head commit's runs. */
  checkRuns?: Array<{ name: string; status: string; conclusion: string | null; detailsUrl?: string | null }>;
  /** `_embedded.reviews` (each reviewer's latest); reviewState follows from them as the server derives it. */
  reviews?: Array<{ login: string; state: 'approved' | 'changes_requested' | 'commented' | 'dismissed' }>;
}

export interface GithubFakeOptions {
  /** The project's connected repositories (owner/name). */
  repositories?: string[];
  /** Every pull request of those repositories. */
  pullRequests?: FakePullRequest[];
  /** Work package id -> the ids of its linked pull requests. */
  links?: Record<number, number[]>;
  /** Whether GitHub is configured (the repositories answer's `configured`). */
  configured?: boolean;
  /** The linked list answers 404 (a server without the GitHub module). */
  linkedNotFound?: boolean;
}

const NOW = '2026-06-20T10:00:00Z';

/** As the server derives it: changes requested by anyone, else approved, else commented; dismissed counts for nothing. */
function reviewStateOf(reviews: NonNullable<FakePullRequest['reviews']>): GithubPullRequestHal['reviewState'] {
  const states = new Set(reviews.map((review) => review.state));
  if (states.has('changes_requested')) return 'changes_requested';
  if (states.has('approved')) return 'approved';
  return states.has('commented') ? 'commented' : null;
}

export function pullRequestHal(pr: FakePullRequest): GithubPullRequestHal {
  const repository = pr.repository ?? 'tessera-labs/web';
  const htmlUrl = pr.htmlUrl ?? `https://github.com/${repository}/pull/${pr.number}`;
  return {
    _type: 'GithubPullRequest',
    id: pr.id,
    number: pr.number,
    githubUpdatedAt: pr.updatedAt ?? NOW,
    state: pr.state ?? 'open',
    draft: pr.draft ?? false,
    merged: pr.merged ?? false,
    mergedAt: pr.merged ? NOW : null,
    closedAt: pr.state === 'closed' ? NOW : null,
    title: pr.title,
    body: { format: 'plain', raw: pr.body ?? '', html: '' },
    htmlUrl,
    repository,
    repositoryHtmlUrl: `https://github.com/${repository}`,
    headRef: 'feature',
    baseRef: 'main',
    labels: [],
    createdAt: NOW,
    updatedAt: NOW,
    reviewState: reviewStateOf(pr.reviews ?? []),
    _embedded: {
      githubUser: pr.author === null ? null : { _type: 'GithubUser', login: pr.author ?? 'octocat', htmlUrl: `https://github.com/${pr.author ?? 'octocat'}`, avatarUrl: null },
      checkRuns: (pr.checkRuns ?? []).map((run) => ({
        _type: 'GithubCheckRun' as const, name: run.name, status: run.status, conclusion: run.conclusion, detailsUrl: run.detailsUrl ?? null, htmlUrl: null,
        appOwnerAvatarUrl: null, startedAt: NOW, completedAt: run.status === 'completed' ? NOW : null,
      })),
      reviews: (pr.reviews ?? []).map((review) => ({ _type: 'GithubReview' as const, login: review.login, avatarUrl: null, state: review.state, submittedAt: NOW, htmlUrl: null })),
    },
    _links: { self: { href: `/api/v3/github_pull_requests/${pr.id}`, title: pr.title }, htmlUrl: { href: htmlUrl } },
  };
}

function repositoryHal(fullName: string, id: number): GithubRepositoryHal {
  return {
    _type: 'GithubRepository', id, githubId: 9000 + id, name: fullName.split('/')[1], fullName, htmlUrl: `https://github.com/${fullName}`,
    private: false, createdAt: NOW, connectedAt: NOW, createdViaApp: false, backfilledAt: NOW,
    _links: { self: { href: `/api/v3/projects/5/github/repositories/${id}` } },
  };
}

const collection = <T>(elements: T[]) => ({
  _type: 'Collection' as const, total: elements.length, count: elements.length, pageSize: elements.length, offset: 1,
  _embedded: { elements }, _links: { self: { href: '/api/v3/collection' } },
});

export function createGithubState(options: GithubFakeOptions = {}) {
  return {
    repositories: [...(options.repositories ?? [])],
    pullRequests: new Map((options.pullRequests ?? []).map((pr) => [pr.id, pr])),
    links: new Map(Object.entries(options.links ?? {}).map(([id, prIds]) => [Number(id), [...prIds]])),
    configured: options.configured ?? true,
    linkedNotFound: options.linkedNotFound ?? false,
  };
}
export type GithubState = ReturnType<typeof createGithubState>;

/** The answer to a GitHub request, or null for any other request. */
export function handleGithubRequest(state: GithubState, request: RecordedRequest): MockResponse | null {
  const path = new URL(request.url, 'http://localhost').pathname.replace(/^\/api\/v3/, '');
  const { method } = request;
  let match: RegExpExecArray | null;
  if (method === 'GET' && /^\/projects\/\d+\/github\/repositories$/.test(path)) {
    return jsonResponse(200, { ...collection(state.repositories.map((name, index) => repositoryHal(name, index + 1))), configured: state.configured } satisfies GithubRepositoryCollectionHal);
  }
  if ((match = /^\/work_packages\/(\d+)\/github_pull_requests(\/available|\/assign|\/(\d+)\/unassign)?$/.exec(path))) {
    const workPackageId = Number(match[1]);
    const linked = state.links.get(workPackageId) ?? [];
    if (method === 'GET' && !match[2]) {
      if (state.linkedNotFound) return halError(404, 'NotFound', 'The requested resource could not be found.');
      return jsonResponse(200, collection(linked.flatMap((id) => (state.pullRequests.has(id) ? [pullRequestHal(state.pullRequests.get(id)!)] : []))));
    }
    if (method === 'GET' && match[2] === '/available') {
      const connected = new Set(state.repositories);
      const available = [...state.pullRequests.values()].filter((pr) => connected.has(pr.repository ?? 'tessera-labs/web') && !linked.includes(pr.id));
      return jsonResponse(200, collection(available.map(pullRequestHal)));
    }
    if (method === 'POST' && match[2] === '/assign') {
      const id = (request.body as { pull_request_id: number }).pull_request_id;
      const pr = state.pullRequests.get(id);
      if (!pr) return halError(422, 'PropertyConstraintViolation', "The pull request does not belong to a repository connected to this work package's project.", 'pull_request_id');
      if (!linked.includes(id)) state.links.set(workPackageId, [...linked, id]);
      return jsonResponse(200, pullRequestHal(pr));
    }
    if (method === 'DELETE' && match[3]) {
      const id = Number(match[3]);
      if (!linked.includes(id)) return halError(404, 'NotFound', 'The requested resource could not be found.');
      state.links.set(workPackageId, linked.filter((linkedId) => linkedId !== id));
      return jsonResponse(204);
    }
  }
  return null;
}
