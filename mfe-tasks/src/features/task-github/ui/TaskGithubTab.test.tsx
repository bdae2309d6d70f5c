import { act, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { halError, mockApi } from '@tessera/shared/test/fetch-mock';
import { FakeEventSource } from '@tessera/shared/test/fake-event-source';
import { AppProviders, MemoryRouter, Route, Routes, setCurrentUser, useLocation, type CurrentUser } from '@tessera/shared';
import { PULL_REQUEST_POLL_MS } from '../model/github-constants';
import { checkSummaryOf, stateKindOf } from '../model/pull-request';
import { pollIntervalAfter } from '../model/polling';
import { createGithubState, handleGithubRequest, pullRequestHal, type FakePullRequest, type GithubFakeOptions } from '../testing/github-server';
import { TaskGithubTab } from './TaskGithubTab';

jest.setTimeout(30_000);

const MEMBER: CurrentUser = { id: 3, name: 'Priya Raman', email: 'priya@tessera.local', login: 'priya', roleType: 'member', isAdmin: false, isManager: false, globalRoles: [] };
const ADMIN: CurrentUser = { ...MEMBER, id: 1, name: 'Ada Admin', login: 'admin', roleType: 'admin', isAdmin: true };

const WP = 12;
const OPEN: FakePullRequest = { id: 1, number: 41, title: 'Pay with a saved card', author: 'octocat', body: 'Implements saved cards.\n\nCloses #12' };
const DRAFT: FakePullRequest = { id: 2, number: 42, title: 'WIP: refunds', draft: true };
const MERGED: FakePullRequest = { id: 3, number: 43, title: 'Card form', state: 'closed', merged: true };
const CLOSED: FakePullRequest = { id: 4, number: 44, title: 'Old attempt', state: 'closed' };
const HOSTILE: FakePullRequest = { id: 5, number: 45, title: '<img src=x onerror="alert(1)">Fix', body: '<script>alert(2)</script>', htmlUrl: 'javascript:alert(3)' };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderOptions {
  user?: CurrentUser;
  canEdit?: boolean;
  /** Runs before the tab mounts (to make its first request answer otherwise). */
  before?: (api: ReturnType<typeof mockApi>) => void;
}

function renderTab(options: GithubFakeOptions, { user = MEMBER, canEdit = true, before }: RenderOptions = {}) {
  setCurrentUser(user);
  const state = createGithubState(options);
  const api = mockApi((request) => handleGithubRequest(state, request) ?? halError(404, 'NotFound', 'No fake.'));
  before?.(api);
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={['/projects/5?task=12']}>
        <Routes>
          <Route path="*" element={<><TaskGithubTab workPackageId={WP} projectId={5} canEdit={canEdit} /><LocationProbe /></>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, api, state, location: () => screen.getByTestId('location').textContent };
}

const linkedSection = () => screen.findByTestId('task-github-linked');
const availableSection = () => screen.findByTestId('task-github-available');

describe('Task GitHub tab', () => {
  afterEach(() => jest.useRealTimers());

  it('lists linked pull requests with their state, a link to GitHub in a new tab, repository, number, author and update time', async () => {
    renderTab({
      repositories: ['tessera-labs/web'],
      pullRequests: [
        {
          ...OPEN,
          checkRuns: [
            { name: 'ci', status: 'completed', conclusion: 'success', detailsUrl: 'https://ci.example.com/1' },
            { name: 'lint', status: 'completed', conclusion: 'failure' },
            { name: 'e2e', status: 'in_progress', conclusion: null },
          ],
          reviews: [{ login: 'alice', state: 'approved' }, { login: 'bob', state: 'changes_requested' }],
        },
        { ...DRAFT, checkRuns: [{ name: 'ci', status: 'completed', conclusion: 'success' }, { name: 'docs', status: 'completed', conclusion: 'skipped' }], reviews: [{ login: 'carol', state: 'approved' }] },
        { ...MERGED, checkRuns: [{ name: 'ci', status: 'completed', conclusion: 'success' }, { name: 'e2e', status: 'queued', conclusion: null }] },
        CLOSED,
      ],
      links: { [WP]: [1, 2, 3, 4] },
    });
    const linked = await linkedSection();
    await within(linked).findByText('Pay with a saved card');
    expect(within(linked).getByRole('heading', { level: 3 })).toHaveTextContent('Linked pull requests (4)');
    const states = within(linked).getAllByTestId('pr-state').map((tag) => tag.textContent);
    expect(states).toEqual(['Open', 'Draft', 'Merged', 'Closed']);

    const item = within(screen.getByTestId('pr-1'));
    const link = item.getByRole('link', { name: 'Pay with a saved card (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://github.com/tessera-labs/web/pull/41');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(item.getByTestId('pr-meta')).toHaveTextContent(/^tessera-labs\/web#41 · by octocat · updated .+/);
    expect(item.getByTestId('pr-meta').querySelector('time')).toHaveAttribute('dateTime', '2026-06-20T10:00:00Z');
    expect(item.getByTestId('pr-body')).toHaveTextContent('Implements saved cards. Closes #12');
    expect(within(screen.getByTestId('pr-4')).queryByTestId('pr-checks')).toBeNull();
    expect(within(screen.getByTestId('pr-4')).queryByTestId('pr-review')).toBeNull();
  });

  it('shows each pull request\'s checks as passing, failing or pending, their runs on demand, and its review state', async () => {
    const user = setupUser();
    renderTab({
      repositories: ['tessera-labs/web'],
      pullRequests: [
        {
          ...OPEN,
          checkRuns: [
            { name: 'ci', status: 'completed', conclusion: 'success', detailsUrl: 'https://ci.example.com/1' },
            { name: 'lint', status: 'completed', conclusion: 'failure', detailsUrl: 'javascript:alert(1)' },
            { name: 'e2e', status: 'in_progress', conclusion: null },
          ],
          reviews: [{ login: 'alice', state: 'approved' }, { login: 'bob', state: 'changes_requested' }],
        },
        { ...DRAFT, checkRuns: [{ name: 'ci', status: 'completed', conclusion: 'success' }, { name: 'docs', status: 'completed', conclusion: 'skipped' }], reviews: [{ login: 'carol', state: 'approved' }, { login: 'dan', state: 'dismissed' }] },
        { ...MERGED, checkRuns: [{ name: 'ci', status: 'completed', conclusion: 'success' }, { name: 'e2e', status: 'queued', conclusion: null }], reviews: [{ login: 'erin', state: 'commented' }] },
      ],
      links: { [WP]: [1, 2, 3] },
    });
    const failing = within(await screen.findByTestId('pr-1'));
    expect(failing.getByTestId('pr-checks-state')).toHaveTextContent('Checks failing');
    expect(failing.getByTestId('pr-checks')).toHaveTextContent('1 passed, 1 failed, 1 pending');
    expect(failing.getByTestId('pr-review-state')).toHaveTextContent('Changes requested');
    expect(failing.getByTestId('pr-review')).toHaveTextContent('alice approved, bob requested changes');
    expect(within(screen.getByTestId('pr-2')).getByTestId('pr-checks-state')).toHaveTextContent('Checks passing');
    expect(within(screen.getByTestId('pr-2')).getByTestId('pr-review')).toHaveTextContent(/^Approvedcarol approved$/);
    expect(within(screen.getByTestId('pr-3')).getByTestId('pr-checks-state')).toHaveTextContent('Checks pending');
    expect(within(screen.getByTestId('pr-3')).getByTestId('pr-review-state')).toHaveTextContent('Reviewed');

    // The runs' names only on demand, announced as expanded, each with its outcome; only web links are followed.
    const toggle = failing.getByRole('button', { name: 'Show checks (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(failing.queryByTestId('pr-check-runs')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const runs = failing.getByRole('list', { name: 'Checks of tessera-labs/web#41' });
    expect(within(runs).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ci: Passed · Details of ci (opens in a new tab)',
      'lint: Failed',
      'e2e: Pending',
    ]);
    expect(within(runs).getByRole('link', { name: 'Details of ci (opens in a new tab)' })).toHaveAttribute('href', 'https://ci.example.com/1');
    await user.click(failing.getByRole('button', { name: 'Hide checks' }));
    expect(failing.queryByTestId('pr-check-runs')).toBeNull();
  });

  it('renders titles and bodies as inert text, and never links a non-web URL', async () => {
    renderTab({ repositories: ['tessera-labs/web'], pullRequests: [HOSTILE], links: { [WP]: [5] } });
    const item = await screen.findByTestId('pr-5');
    expect(within(item).getByTestId('pr-title')).toHaveTextContent('<img src=x onerror="alert(1)">Fix');
    expect(within(item).getByTestId('pr-body')).toHaveTextContent('<script>alert(2)</script>');
    expect(item.querySelector('img, script')).toBeNull();
    expect(within(item).queryByRole('link')).toBeNull();
  });

  it('assigns an available pull request: POST with its id, the message, and it moves to the linked list', async () => {
    const { api } = renderTab({ repositories: ['tessera-labs/web'], pullRequests: [OPEN, DRAFT], links: { [WP]: [1] } });
    const available = await availableSection();
    await within(available).findByText('WIP: refunds');
    expect(within(available).queryByText('Pay with a saved card')).toBeNull();
    const user = setupUser();
    await user.click(within(available).getByRole('button', { name: 'Assign tessera-labs/web#42' }));
    expect(await screen.findByText('Pull request assigned successfully')).toBeInTheDocument();
    expect(api.requests('POST').map((request) => [request.url, request.body])).toEqual([
      ['/api/v3/work_packages/12/github_pull_requests/assign', { pull_request_id: 2 }],
    ]);
    await waitFor(() => expect(within(screen.getByTestId('task-github-linked')).getByText('WIP: refunds')).toBeInTheDocument());
    expect(await within(screen.getByTestId('task-github-available')).findByText('No available pull requests found in the project repositories...')).toBeInTheDocument();
  });

  it('unassigns a linked pull request, and it becomes available again', async () => {
    const { api } = renderTab({ repositories: ['tessera-labs/web'], pullRequests: [OPEN], links: { [WP]: [1] } });
    const linked = await linkedSection();
    const user = setupUser();
    await user.click(await within(linked).findByRole('button', { name: 'Unassign tessera-labs/web#41' }));
    expect(await screen.findByText('Pull request unassigned successfully')).toBeInTheDocument();
    expect(api.requests('DELETE').map((request) => request.url)).toEqual(['/api/v3/work_packages/12/github_pull_requests/1/unassign']);
    expect(await within(linked).findByText('No pull requests are linked to this task yet.')).toBeInTheDocument();
    expect(await within(await availableSection()).findByText('Pay with a saved card')).toBeInTheDocument();
  });

  it('shows a failed assign with the server\'s reason and a Retry that tries again', async () => {
    const { api } = renderTab({ repositories: ['tessera-labs/web'], pullRequests: [DRAFT] });
    const available = await availableSection();
    const user = setupUser();
    api.answerNext('POST', /assign$/, halError(403, 'MissingPermission', 'You are not allowed to link pull requests to this work package.'));
    await user.click(await within(available).findByRole('button', { name: 'Assign tessera-labs/web#42' }));
    const alert = await screen.findByTestId('task-github-action-error');
    expect(alert).toHaveTextContent('Failed to assign the pull request tessera-labs/web#42: You are not allowed to link pull requests to this work package.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pull request assigned successfully')).toBeInTheDocument();
    expect(screen.queryByTestId('task-github-action-error')).toBeNull();
  });

  it('offers no Assign or Unassign to someone who may not edit the task', async () => {
    renderTab({ repositories: ['tessera-labs/web'], pullRequests: [OPEN, DRAFT], links: { [WP]: [1] } }, { canEdit: false });
    await within(await availableSection()).findByText('WIP: refunds');
    expect(screen.queryByRole('button', { name: /Assign|Unassign/ })).toBeNull();
  });

  it('says when no repository is connected, with the way to the project\'s GitHub view', async () => {
    const { api, location } = renderTab({});
    const note = await screen.findByTestId('task-github-no-repository');
    expect(note).toHaveTextContent("No GitHub repository is connected to this project.Pull requests show here once a repository is connected in the project's GitHub view.");
    expect(screen.queryByTestId('task-github-linked')).toBeNull();
    // A member is not asked for the admin settings, and nothing available is asked for without a repository.
    expect(api.requests('GET', /admin|available/)).toEqual([]);
    await setupUser().click(within(note).getByRole('link', { name: 'GitHub view' }));
    expect(location()).toBe('/projects/5?view=github');
  });

  it('tells an admin plainly that GitHub is not configured, with a link to the settings', async () => {
    const { api, location } = renderTab({ configured: false, repositories: ['tessera-labs/web'] }, { user: ADMIN });
    const note = await screen.findByTestId('task-github-not-configured');
    expect(note).toHaveTextContent('GitHub is not configured.Pull requests show here once GitHub is set up in GitHub settings.');
    await setupUser().click(within(note).getByRole('link', { name: 'GitHub settings' }));
    expect(location()).toBe('/admin/github');
    expect(api.requests('GET', /available|admin/)).toEqual([]);
  });

  it('tells a member that GitHub is not configured too, from the repositories answer, without the admin link', async () => {
    const { api } = renderTab({ configured: false, repositories: ['tessera-labs/web'], pullRequests: [OPEN] });
    const note = await screen.findByTestId('task-github-not-configured');
    expect(note).toHaveTextContent(/^GitHub is not configured\.$/);
    expect(within(note).queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('task-github-available')).toBeNull();
    // Neither the admin settings (a 403 for members) nor a list that cannot load are asked for.
    expect(api.requests('GET', /available|admin/)).toEqual([]);
  });

  it('treats a 404 on the linked list as no linked pull requests (spec 001 §7)', async () => {
    renderTab({ repositories: ['tessera-labs/web'], pullRequests: [DRAFT], linkedNotFound: true });
    expect(await screen.findByText('No pull requests are linked to this task yet.')).toBeInTheDocument();
    expect(await within(await availableSection()).findByText('WIP: refunds')).toBeInTheDocument();
  });

  it('shows the spec\'s message when the available list fails, does not retry a 403, and Retry asks again', async () => {
    const { api } = renderTab({ repositories: ['tessera-labs/web'], pullRequests: [DRAFT] }, { user: MEMBER });
    api.answerNext('GET', /available$/, halError(403, 'MissingPermission', 'You are not allowed to see the GitHub content of this project.'));
    const alert = await screen.findByTestId('task-github-available-error');
    expect(alert).toHaveTextContent('Failed to load available PRs. Please check your GitHub integration configuration.');
    expect(alert).toHaveTextContent('You are not allowed to see the GitHub content of this project.');
    expect(api.requests('GET', /available$/)).toHaveLength(1);
    await setupUser().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(await availableSection()).findByText('WIP: refunds')).toBeInTheDocument();
  });

  it('shows a failed linked list with Retry', async () => {
    renderTab({ repositories: ['tessera-labs/web'], pullRequests: [OPEN], links: { [WP]: [1] } }, {
      before: (api) => api.answerNext('GET', /github_pull_requests$/, halError(403, 'MissingPermission', 'You are not allowed to see the GitHub content of this project.')),
    });
    const alert = await screen.findByTestId('task-github-linked-error');
    expect(alert).toHaveTextContent('Failed to load the linked pull requests.');
    await setupUser().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pay with a saved card')).toBeInTheDocument();
  });

  it('refetches both lists at once when the server says this task\'s pull requests changed', async () => {
    const restore = FakeEventSource.install();
    try {
      const { api, state } = renderTab({ repositories: ['tessera-labs/web'], pullRequests: [OPEN, DRAFT], links: { [WP]: [1] } });
      await within(await availableSection()).findByText('WIP: refunds');
      const stream = await waitFor(() => {
        const latest = FakeEventSource.latest();
        if (!latest) throw new Error('no stream yet');
        return latest;
      });
      state.links.set(WP, [1, 2]);
      act(() => {
        stream.open().emit({ type: 'github_pull_requests.changed', projectId: 5, workPackageId: 99, actorId: 0 });
        // The project's own event (its GitHub view refetches) names no task.
        stream.emit({ type: 'github.updated', projectId: 5, actorId: 0 });
      });
      expect(api.requests('GET', /github_pull_requests$/)).toHaveLength(1);
      act(() => {
        stream.emit({ type: 'github_pull_requests.changed', projectId: 5, workPackageId: WP, actorId: 0 });
      });
      await waitFor(() => expect(within(screen.getByTestId('task-github-linked')).getByText('WIP: refunds')).toBeInTheDocument());
      expect(api.requests('GET', /github_pull_requests$/)).toHaveLength(2);
    } finally {
      restore();
    }
  });

  it('polls both lists every 30 s, and backs off after a failed poll', async () => {
    jest.useFakeTimers();
    const { api, state } = renderTab({ repositories: ['tessera-labs/web'], pullRequests: [OPEN, DRAFT], links: { [WP]: [1] } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    await within(await availableSection()).findByText('WIP: refunds');
    const linkedCalls = () => api.requests('GET', /github_pull_requests$/).length;
    const availableCalls = () => api.requests('GET', /available$/).length;
    expect([linkedCalls(), availableCalls()]).toEqual([1, 1]);

    // A pull request linked elsewhere (a webhook) shows up at the next poll.
    state.links.set(WP, [1, 2]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PULL_REQUEST_POLL_MS);
    });
    expect([linkedCalls(), availableCalls()]).toEqual([2, 2]);
    await waitFor(() => expect(within(screen.getByTestId('task-github-linked')).getByText('WIP: refunds')).toBeInTheDocument());

    // A 403 is not retried; the next poll then waits twice as long.
    api.answerNext('GET', /github_pull_requests$/, halError(403, 'MissingPermission', 'No.'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PULL_REQUEST_POLL_MS);
    });
    expect(linkedCalls()).toBe(3);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PULL_REQUEST_POLL_MS);
    });
    expect(linkedCalls()).toBe(3);
    // The list already shown stays on screen while a poll fails.
    expect(within(screen.getByTestId('task-github-linked')).getByText('WIP: refunds')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PULL_REQUEST_POLL_MS);
    });
    expect(linkedCalls()).toBe(4);
  });
});

describe('pull request model', () => {
  it('tells the four states apart', () => {
    expect([OPEN, DRAFT, MERGED, CLOSED].map((pr) => stateKindOf(pullRequestHal(pr)))).toEqual(['open', 'draft', 'merged', 'closed']);
  });
  it('has no check summary without check runs', () => {
    expect(checkSummaryOf(pullRequestHal(OPEN))).toBeNull();
  });
  it('backs off from 30 s by doubling, up to 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 10].map(pollIntervalAfter)).toEqual([30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
  });
});
