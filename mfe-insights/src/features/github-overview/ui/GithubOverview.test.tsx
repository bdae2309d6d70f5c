import { act, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { halError, jsonResponse, mockApi, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { FakeEventSource } from '@tessera/shared/test/fake-event-source';
import { AppProviders, MemoryRouter, setCurrentUser, type CurrentUser } from '@tessera/shared';
import type { GithubRepositoryHal, GithubStatsHal } from '../api/github-overview-api';
import { GITHUB_TEXT } from '../model/github-constants';
import { GithubOverview } from './GithubOverview';

jest.setTimeout(30_000);

const MEMBER: CurrentUser = { id: 3, name: 'Priya Raman', email: 'priya@tessera.local', login: 'priya', roleType: 'member', isAdmin: false, isManager: false, globalRoles: [] };
const ADMIN: CurrentUser = { ...MEMBER, id: 1, name: 'Ada Admin', login: 'admin', roleType: 'admin', isAdmin: true };
const P = 5;
const base = `/api/v3/projects/${P}/github/repositories`;

function activity() {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 1, 1) + index * 86_400_000).toISOString().slice(0, 10);
    return { date, opened: date === '2026-02-20' ? 2 : 0, merged: date === '2026-02-21' ? 1 : 0, closed: 0 };
  });
}

const ISSUES: GithubStatsHal['issues'] = { total: 4, open: 2, closed: 2, linkedToWorkPackages: 1, unlinked: 3, openedLast30Days: 1, closedLast30Days: 2 };
const NO_ISSUES: GithubStatsHal['issues'] = { total: 0, open: 0, closed: 0, linkedToWorkPackages: 0, unlinked: 0, openedLast30Days: 0, closedLast30Days: 0 };

function statsHal({ manage = false, configured = true, includeChildren = false, issues = ISSUES, removedAt = null as string | null } = {}): GithubStatsHal {
  const repositoryStats: GithubStatsHal['repositoryStats'] = [
    {
      id: 7, name: 'web', fullName: 'acme/web', htmlUrl: 'https://github.com/acme/web', private: false, createdAt: '2025-06-01T00:00:00Z', connectedAt: '2026-01-01T00:00:00Z',
      createdViaApp: true, backfilledAt: '2026-01-01T00:00:00Z', connectedToProject: true,
      pullRequests: { total: 10, open: 3, merged: 5, closed: 2, draft: 1, linkedToWorkPackages: 4 }, mergedLast30Days: 2, openedLast30Days: 3,
      lastActivityAt: '2026-02-25T08:00:00Z', activeLast30Days: true, issues: { total: issues.total, open: issues.open }, installationRemovedAt: removedAt,
      _links: { self: { href: `${base}/7` }, ...(manage ? { delete: { href: `${base}/7`, method: 'delete' } } : {}) },
    },
    ...(includeChildren
      ? [{
          id: 8, name: 'api', fullName: 'acme/api', htmlUrl: 'https://github.com/acme/api', private: true, createdAt: null, connectedAt: null, createdViaApp: false, backfilledAt: null,
          connectedToProject: false, pullRequests: { total: 2, open: 2, merged: 0, closed: 0, draft: 0, linkedToWorkPackages: 0 }, mergedLast30Days: 0, openedLast30Days: 2,
          lastActivityAt: null, activeLast30Days: false, issues: { total: 0, open: 0 }, installationRemovedAt: null, _links: { self: { href: `${base}/8` } },
        }]
      : []),
  ];
  return {
    _type: 'GithubProjectStats',
    generatedAt: '2026-03-02T10:00:00Z',
    periodDays: 30,
    since: '2026-02-01T00:00:00Z',
    configured,
    repositories: { total: repositoryStats.length, activeLast30Days: 1 },
    pullRequests: { total: 10, open: 3, merged: 5, closed: 2, draft: 1, linkedToWorkPackages: 4, unlinked: 6, averageMergeTimeHours: 30, mergedLast30Days: 2, openedLast30Days: 3 },
    issues,
    teamActivity: {
      activeContributorsLast30Days: 2,
      mostActiveContributor: { login: 'alice', avatarUrl: null, pullRequests: 3, opened: 2, merged: 1 },
      topContributors: [{ login: 'alice', avatarUrl: null, pullRequests: 3, opened: 2, merged: 1 }, { login: 'bob', avatarUrl: null, pullRequests: 1, opened: 0, merged: 0 }],
      prsOpenedLast30Days: 2,
      prsMergedLast30Days: 1,
      prsClosedLast30Days: 0,
      pushesLast30Days: 6,
      commitsPushedLast30Days: 17,
      reviewsLast30Days: 5,
    },
    integrationHealth: {
      totalWorkPackagesLinked: 3,
      coveragePercentage: 40,
      lastActivity: { id: 1, number: 12, title: 'Fix login', state: 'open', draft: false, merged: false, authorLogin: 'alice', htmlUrl: 'https://github.com/acme/web/pull/12', repositoryFullName: 'acme/web', createdAt: '2026-02-20T00:00:00Z', updatedAt: '2026-02-25T08:00:00Z' },
    },
    activity: activity(),
    repositoryStats,
    recentPullRequests: [{ id: 1, number: 12, title: 'Fix login', state: 'open', draft: false, merged: false, authorLogin: 'alice', htmlUrl: 'https://github.com/acme/web/pull/12', repositoryFullName: 'acme/web', createdAt: '2026-02-20T00:00:00Z', updatedAt: '2026-02-25T08:00:00Z' }],
    hierarchy: {
      isHierarchical: includeChildren,
      rootProjectId: P,
      rootProjectName: 'Apollo',
      includedProjects: [{ id: P, name: 'Apollo', identifier: 'apollo' }, ...(includeChildren ? [{ id: 6, name: 'Apollo Child', identifier: 'apollo_child' }] : [])],
      childProjectCount: 1,
    },
    performance: { strategy: 'project_scoped', dataSource: 'database', githubApiCallsUsed: 0, sqlStatements: 9, calculationTimeMs: 3.2 },
    _links: {
      self: { href: `/api/v3/projects/${P}/github/stats` },
      ...(manage ? { connectRepository: { href: base, method: 'post' }, organizationRepositories: { href: `${base}/organization` } } : {}),
    },
  };
}

function repositoryHal(manage: boolean): GithubRepositoryHal {
  return {
    _type: 'GithubRepository', id: 7, githubId: 70, name: 'web', fullName: 'acme/web', htmlUrl: 'https://github.com/acme/web', private: false, createdAt: '2025-06-01T00:00:00Z',
    connectedAt: '2026-01-01T00:00:00Z', createdViaApp: true, backfilledAt: '2026-01-01T00:00:00Z',
    _links: { self: { href: `${base}/7` }, ...(manage ? { delete: { href: `${base}/7`, method: 'delete' } } : {}) },
  };
}

interface Options {
  user?: CurrentUser;
  issues?: GithubStatsHal['issues'];
  removedAt?: string | null;
  manage?: boolean;
  configured?: boolean;
  /** The first stats requests answer 403. */
  failStats?: number;
}

function renderView({ user = MEMBER, manage = false, configured = true, failStats = 0, issues = ISSUES, removedAt = null }: Options = {}) {
  setCurrentUser(user);
  let failures = failStats;
  const api = mockApi((request: RecordedRequest) => {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3/, '');
    if (failures > 0 && path.endsWith('/github/stats')) {
      failures -= 1;
      return halError(403, 'MissingPermission', 'The GitHub module is not enabled in this project.');
    }
    if (request.method === 'GET' && path === `/projects/${P}/github/stats`) return jsonResponse(200, statsHal({ manage, configured, includeChildren: url.searchParams.get('includeChildren') === 'true', issues, removedAt }));
    if (request.method === 'GET' && path === `/projects/${P}/github/repositories`) {
      return jsonResponse(200, { _type: 'Collection', total: 1, count: 1, _embedded: { elements: [repositoryHal(manage)] } });
    }
    if (request.method === 'GET' && path === `/projects/${P}/github/repositories/organization`) {
      return jsonResponse(200, {
        _type: 'GithubOrganizationRepositories',
        organization: 'acme',
        repositories: [
          { githubId: 70, fullName: 'acme/web', htmlUrl: 'https://github.com/acme/web', private: false, connected: true },
          { githubId: 71, fullName: 'acme/docs', htmlUrl: 'https://github.com/acme/docs', private: false, connected: false },
          { githubId: 72, fullName: 'acme/infra', htmlUrl: 'https://github.com/acme/infra', private: true, connected: false },
        ],
      });
    }
    if (request.method === 'POST' && path === `/projects/${P}/github/repositories`) return jsonResponse(201, { ...repositoryHal(true), id: 9, fullName: (request.body as { fullName: string }).fullName });
    if (request.method === 'DELETE' && path === `/projects/${P}/github/repositories/7`) return jsonResponse(204);
    return halError(404, 'NotFound', 'No fake.');
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <GithubOverview projectId={P} />
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

const statsRequests = (api: ReturnType<typeof mockApi>) => api.requests('GET', /\/github\/stats$/);
const repositoriesRequests = (api: ReturnType<typeof mockApi>) => api.requests('GET', /\/github\/repositories$/);

describe('project GitHub view', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the tiles, panels, last activity, charts with their summaries, repository cards and the summary', async () => {
    renderView();
    expect(screen.getByTestId('github-loading')).toBeInTheDocument();
    await screen.findByTestId('github-overview');
    const tile = (key: string) => screen.getByTestId(`github-tile-${key}`).textContent;
    expect(tile('repositories')).toBe('Repositories11 active in the last 30 days');
    expect(tile('merged')).toBe('Merged PRs52 in the last 30 days');
    expect(tile('open')).toBe('Open PRs31 draft');
    expect(tile('issues')).toBe('GitHub Issues42 open');
    expect(tile('coverage')).toBe('Coverage40%4/10 linked to tasks');
    expect(within(screen.getByTestId('github-panel-pull-requests')).getByText('30 hours')).toBeInTheDocument();
    expect(within(screen.getByTestId('github-panel-team')).getByText('alice (3)')).toBeInTheDocument();
    const issuesPanel = within(screen.getByTestId('github-panel-issues'));
    expect(issuesPanel.getByText('Linked to tasks').nextSibling).toHaveTextContent('1');
    expect(issuesPanel.getByText('Not linked').nextSibling).toHaveTextContent('3');
    expect(issuesPanel.getByText('Closed in 30 days').nextSibling).toHaveTextContent('2');
    const team = within(screen.getByTestId('github-panel-team'));
    expect(team.getByText('Reviews submitted').nextSibling).toHaveTextContent('5');
    expect(team.getByText('Commits pushed').nextSibling).toHaveTextContent('17');
    expect(screen.getByTestId('github-last-activity')).toHaveTextContent(/Last activity .+: acme\/web#12 Fix login \(opens in a new tab\) \(open\) by alice/);
    expect(screen.getByRole('img', { name: 'PR status distribution: 2 open, 1 draft, 5 merged, 2 closed.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Team activity over the last 30 days: 2 pull requests opened, 1 merged/ })).toBeInTheDocument();
    expect(await screen.findAllByTestId('chart')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Issues vs Pull Requests' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Issues vs pull requests: 2 open and 2 closed issues, 3 open and 7 closed pull requests.' })).toBeInTheDocument();
    expect(screen.queryByTestId('github-removed-from-installation')).not.toBeInTheDocument();
    const card = within(screen.getByTestId('github-repository-7'));
    expect(card.getByText('acme/web')).toBeInTheDocument();
    expect(card.getByText('Created via App')).toBeInTheDocument();
    expect(card.queryByTestId('github-repository-removed-from-installation')).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View acme/web on GitHub (opens in a new tab)' })).toHaveAttribute('href', 'https://github.com/acme/web');
    expect(screen.getByTestId('github-recent-sentence')).toHaveTextContent('In the last 30 days, 2 pull requests were opened and 1 merged by 2 contributors. Most active: alice.');
  });

  it('shows no Issues vs Pull Requests chart without issues, and says which repositories the installation no longer includes', async () => {
    renderView({ issues: NO_ISSUES, removedAt: '2026-02-28T00:00:00Z' });
    await screen.findByTestId('github-overview');
    expect(screen.getByTestId('github-tile-issues').textContent).toBe('GitHub Issues00 open');
    expect(await screen.findAllByTestId('chart')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Issues vs Pull Requests' })).not.toBeInTheDocument();
    expect(screen.getByTestId('github-removed-from-installation')).toHaveTextContent(GITHUB_TEXT.removedFromInstallation('acme/web'));
    // The repository's own card is tagged too.
    expect(within(screen.getByTestId('github-repository-7')).getByTestId('github-repository-removed-from-installation')).toHaveTextContent('Removed from installation');
  });

  it('offers Connect and Remove only when the server links them', async () => {
    renderView();
    await screen.findByTestId('github-overview');
    expect(screen.queryByRole('button', { name: GITHUB_TEXT.connect })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('connects a repository of the organization found by search', async () => {
    const user = setupUser();
    const api = renderView({ manage: true });
    await user.click(await screen.findByRole('button', { name: GITHUB_TEXT.connect }));
    const dialog = await screen.findByRole('dialog', { name: GITHUB_TEXT.connectTitle });
    await within(dialog).findByText('acme/docs');
    expect(within(dialog).getByText('Connected')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: GITHUB_TEXT.connectSearch }), 'infra');
    expect(within(dialog).queryByText('acme/docs')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Connect acme/infra' }));
    await screen.findByText(GITHUB_TEXT.connectedToast('acme/infra'));
    expect(api.requests('POST', /\/github\/repositories$/)[0].body).toEqual({ fullName: 'acme/infra' });
    await waitFor(() => expect(statsRequests(api).length).toBeGreaterThanOrEqual(2));
  });

  it('removes a connection after a confirmation that says GitHub keeps the repository', async () => {
    const user = setupUser();
    const api = renderView({ manage: true });
    await user.click(await screen.findByRole('button', { name: 'Remove acme/web' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(GITHUB_TEXT.removeDescription);
    await user.click(within(confirm).getByRole('button', { name: GITHUB_TEXT.removeOk }));
    await screen.findByText(GITHUB_TEXT.removed);
    expect(api.requests('DELETE', /\/github\/repositories\/7$/)).toHaveLength(1);
  });

  it('includes child projects on request and says which', async () => {
    const user = setupUser();
    const api = renderView();
    const toggle = await screen.findByRole('switch', { name: 'Include child projects (1 available)' });
    await user.click(toggle);
    expect(await screen.findByTestId('github-aggregated')).toHaveTextContent('Showing aggregated stats from 2 projects: Apollo, Apollo Child');
    expect(statsRequests(api).map((request) => new URL(request.url, 'http://x').searchParams.get('includeChildren'))).toEqual(['false', 'true']);
    expect(within(screen.getByTestId('github-repository-8')).getByText(GITHUB_TEXT.fromChildProject)).toBeInTheDocument();
  });

  it('not configured: an admin gets the banner with the settings link and no actions', async () => {
    renderView({ user: ADMIN, manage: true, configured: false });
    const banner = await screen.findByTestId('github-not-configured');
    expect(banner).toHaveTextContent(GITHUB_TEXT.notConfiguredBanner);
    expect(within(banner).getByRole('link', { name: GITHUB_TEXT.openSettings })).toHaveAttribute('href', '/admin/github');
    expect(screen.queryByRole('button', { name: GITHUB_TEXT.connect })).not.toBeInTheDocument();
  });

  it('not configured: a member gets the dialog', async () => {
    const user = setupUser();
    renderView({ configured: false });
    const dialog = await screen.findByRole('dialog', { name: GITHUB_TEXT.notConfiguredTitle });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('github-not-configured')).toBeInTheDocument();
  });

  it('a failed load says what failed, and Retry loads again', async () => {
    const user = setupUser();
    const api = renderView({ failStats: 1 });
    const failure = await screen.findByTestId('github-stats-error');
    expect(failure).toHaveTextContent(GITHUB_TEXT.statsFailed);
    expect(failure).toHaveTextContent('The GitHub module is not enabled in this project.');
    await user.click(within(failure).getByRole('button', { name: GITHUB_TEXT.retry }));
    await screen.findByTestId('github-overview');
    expect(statsRequests(api)).toHaveLength(2);
  });

  it("refetches the figures and the repositories on the project's github.updated, not on a task's event", async () => {
    const restore = FakeEventSource.install();
    try {
      const api = renderView();
      await screen.findByTestId('github-overview');
      const stream = await waitFor(() => {
        const latest = FakeEventSource.latest();
        if (!latest) throw new Error('no stream yet');
        return latest;
      });
      await waitFor(() => expect(repositoriesRequests(api)).toHaveLength(1));
      expect(statsRequests(api)).toHaveLength(1);
      // A task's own event: the project event that comes with it is what the view follows (one refetch, not one per task).
      act(() => {
        stream.open().emit({ id: 'task', type: 'github_pull_requests.changed', projectId: P, workPackageId: 12, actorId: 0 });
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(statsRequests(api)).toHaveLength(1);
      expect(repositoriesRequests(api)).toHaveLength(1);
      act(() => {
        stream.emit({ id: 'project', type: 'github.updated', projectId: P, actorId: 0 });
      });
      await waitFor(() => expect(statsRequests(api)).toHaveLength(2));
      await waitFor(() => expect(repositoriesRequests(api)).toHaveLength(2));
    } finally {
      restore();
    }
  });

  it('polls the figures every 30 s', async () => {
    jest.useFakeTimers();
    const api = renderView();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(statsRequests(api)).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(statsRequests(api)).toHaveLength(2);
  });
});
