import { render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { halError, jsonResponse, mockApi, type MockResponse, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { ApiError, AppProviders, MemoryRouter, Route, Routes, setCurrentUser, type CurrentUser } from '@tessera/shared';
import FacultyDashboardPage from '../../../pages/FacultyDashboardPage';
import { distributionChart, failureOf, HOW, scoreLevel, TEXT, trendsChart } from '../model/faculty';

jest.setTimeout(30_000);

const MEMBER: CurrentUser = { id: 3, name: 'Priya Raman', email: 'priya@tessera.local', login: 'priya', roleType: 'member', isAdmin: false, isManager: false, globalRoles: [] };
const MANAGER: CurrentUser = { ...MEMBER, id: 2, name: 'Marcus Lindqvist', login: 'manager', roleType: 'manager', isManager: true };
const CACHE = { hit: false, ttlSeconds: 300, sqlStatements: 20, calculationTimeMs: 1 };
const COMMON = { generatedAt: '2026-03-04T10:00:00Z', cache: CACHE, _links: { self: { href: '/x' } } };

const series = (period: string, duration: number) => Array.from({ length: duration }, (_, index) => ({ start: `2026-0${period === 'week' ? 2 : 1}-${String(index + 1).padStart(2, '0')}`, created: index, closed: 1 }));
const trends = (period: string, duration: number) => ({ period, duration, totals: { created: 3, closed: duration }, series: series(period, duration) });

const COMPREHENSIVE = {
  _type: 'FacultyComprehensive',
  ...COMMON,
  overview: {
    projects: 2, members: 3, hoursLogged: 12.5, workPackages: { total: 10, open: 6, closed: 4, overdue: 2, completionRate: 40 },
    projectList: [{ id: 1, name: 'Web shop', identifier: 'web' }, { id: 2, name: 'Mobile app', identifier: 'mobile' }],
  },
  teams: { total: 1, elements: [{ user_id: 5, name: 'Tomás Herrera', email: 'tomas@tessera.local', roles: ['Member'], avatar_url: null, projects: [{ id: 1, name: 'Web shop', roles: ['Member'] }] }] },
  reviews: {
    pullRequests: { linkedRepositories: 1, total: 1, elements: [{ id: 9, number: 42, title: 'Checkout fix', url: 'https://github.com/acme/web/pull/42', author: 'octo', createdAt: '2026-03-01T00:00:00Z', repository: 'acme/web', projectId: 1, projectName: 'Web shop', reviews: 0 }] },
    workPackages: { reviewStatuses: [], total: 0, elements: [] },
  },
  performance: {
    members: [{ userId: 5, name: 'Tomás Herrera', assigned: 4, completed: 3, open: 1, overdue: 1, hoursLogged: 6, completionRate: 75 }],
    projects: [
      { id: 1, name: 'Web shop', identifier: 'web', total: 6, open: 2, closed: 4, overdue: 1, completionRate: 66.67, hoursLogged: 10, members: 3, lastActivityAt: null },
      { id: 2, name: 'Mobile app', identifier: 'mobile', total: 4, open: 4, closed: 0, overdue: 1, completionRate: 0, hoursLogged: 2.5, members: 2, lastActivityAt: null },
    ],
  },
  analytics: {
    total: 10,
    byStatus: [{ id: 1, name: 'New', color: '#1677ff', count: 6 }, { id: 4, name: 'Completed', color: '#52c41a', count: 4 }],
    byType: [{ id: 1, name: 'Task', color: '#1677ff', count: 10 }],
    byPriority: [{ id: 8, name: 'Normal', color: '#8c8c8c', count: 10 }],
  },
  milestones: {
    total: 1, healthy: 0, atRisk: 1, critical: 0,
    elements: [{ _type: 'Milestone', id: 7, name: 'Release 1', description: '', project_id: 1, project_name: 'Web shop', due_date: '2026-03-06', start_date: null, status: 'open', progress: 20, days_until_due: 2, days_overdue: 0, is_overdue: false, health_status: 'at_risk', work_packages_total: 5, work_packages_closed: 1, _links: { self: { href: '/x' } } }],
  },
  health: { averageScore: 62.5, elements: [{ id: 1, name: 'Web shop', completionRate: 66.67, total: 6, closed: 4, overdue: 1, score: 75 }, { id: 2, name: 'Mobile app', completionRate: 0, total: 4, closed: 0, overdue: 1, score: 50 }] },
  trends: trends('week', 12),
};

type Answer = (url: URL) => MockResponse;
function renderPage(user: CurrentUser, comprehensive: Answer[] = []) {
  setCurrentUser(user);
  const queue = [...comprehensive];
  const api = mockApi((request: RecordedRequest) => {
    const url = new URL(request.url, 'http://localhost');
    const name = url.pathname.replace(/^\/api\/v3\/dashboard\/faculty\//, '');
    if (name === 'comprehensive') return queue.length > 0 ? queue.shift()!(url) : jsonResponse(200, COMPREHENSIVE);
    if (name === 'trends') {
      const period = url.searchParams.get('period') ?? 'week';
      return jsonResponse(200, { _type: 'FacultyTrends', ...COMMON, ...trends(period, Number(url.searchParams.get('duration') ?? 12)) });
    }
    return halError(404, 'NotFound', 'No fake.');
  });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/faculty']}>
        <Routes>
          <Route path="/faculty" element={<FacultyDashboardPage />} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

test('a member gets the 403 page and the dashboard reads nothing', async () => {
  const api = renderPage(MEMBER);
  expect(await screen.findByText(TEXT.facultyOnly)).toBeInTheDocument();
  expect(screen.queryByTestId('faculty-dashboard')).not.toBeInTheDocument();
  expect(api.requests('GET', /dashboard\/faculty/)).toHaveLength(0);
});

test('a manager reads every section, each number explained', async () => {
  renderPage(MANAGER);
  expect(await screen.findByRole('heading', { level: 1, name: TEXT.title })).toBeInTheDocument();
  const overdue = await screen.findByTestId('tile-overdue');
  expect(within(overdue).getByTestId('tile-overdue-value')).toHaveTextContent('2');
  expect(within(overdue).getByText('Overdue')).toHaveAccessibleDescription(HOW.overdue);
  expect(screen.getByTestId('tile-completion-value')).toHaveTextContent('40%');
  expect(screen.getByTestId('tile-projects')).toHaveTextContent('Web shop, Mobile app');
  expect(screen.getByTestId('faculty-average-score')).toHaveTextContent('62.5');
  const health = screen.getByTestId('faculty-health');
  expect(await within(health).findByText('75 · Fair')).toBeInTheDocument();
  expect(within(health).getByText('50 · Needs attention')).toBeInTheDocument();
  expect(within(screen.getByTestId('faculty-teams')).getAllByText('Tomás Herrera').length).toBeGreaterThan(0);
  expect(screen.getByTestId('faculty-pr-count')).toHaveTextContent('(1)');
  expect(screen.getByRole('link', { name: 'acme/web#42 Checkout fix' })).toHaveAttribute('href', 'https://github.com/acme/web/pull/42');
  expect(screen.getByText('No status means review in this installation, so no task can be waiting for one.')).toBeInTheDocument();
  expect(within(screen.getByTestId('faculty-milestones')).getByText('At risk')).toBeInTheDocument();
  expect(screen.getAllByText('Health score')[0]).toHaveAccessibleDescription(HOW.healthScore);
});

test('no own projects shows the spec message', async () => {
  renderPage(MANAGER, [() => halError(404, 'NotFound', 'No faculty projects found for current user')]);
  expect(await screen.findByTestId('faculty-no-projects')).toHaveTextContent('No faculty projects found for current user');
});

test('a 401 goes to the login page', async () => {
  renderPage(MANAGER, [() => halError(401, 'Unauthenticated', 'You need to be authenticated to access this resource.')]);
  expect(await screen.findByText('Login page')).toBeInTheDocument();
});

test('another failure shows a message with Try again, which loads the dashboard', async () => {
  const user = setupUser();
  const api = renderPage(MANAGER, [() => halError(400, 'InvalidQuery', 'Something was off.')]);
  const error = await screen.findByTestId('faculty-error');
  expect(error).toHaveTextContent(TEXT.loadFailed);
  await user.click(within(error).getByRole('button', { name: TEXT.tryAgain }));
  expect(await screen.findByTestId('tile-overdue-value')).toHaveTextContent('2');
  expect(api.requests('GET', /comprehensive/)).toHaveLength(2);
});

test('trends change period and duration through the selects', async () => {
  const user = setupUser();
  const api = renderPage(MANAGER);
  await screen.findByTestId('faculty-trends');
  await waitFor(() => expect(api.requests('GET', /\/trends$/).some((request) => request.url.includes('period=week&duration=12'))).toBe(true), { timeout: 10_000 });
  await user.click(screen.getByRole('combobox', { name: 'Trends period' }));
  await user.click(await screen.findByTitle('Months'));
  // 12 fits months too: the duration is kept.
  await waitFor(() => expect(api.requests('GET', /\/trends$/).some((request) => request.url.includes('period=month&duration=12'))).toBe(true), { timeout: 10_000 });
  await user.click(screen.getByRole('combobox', { name: 'Trends duration' }));
  await user.click(await screen.findByTitle('Last 3 months'));
  await waitFor(() => expect(api.requests('GET', /\/trends$/).some((request) => request.url.includes('period=month&duration=3'))).toBe(true), { timeout: 10_000 });
});

test('Print report opens the printable view, and back returns to the dashboard', async () => {
  const user = setupUser();
  renderPage(MANAGER);
  await user.click(await screen.findByTestId('faculty-print'));
  const report = await screen.findByTestId('faculty-report');
  expect(within(report).getByRole('heading', { level: 1, name: TEXT.reportTitle })).toBeInTheDocument();
  expect(within(report).getByRole('rowheader', { name: 'Web shop' })).toBeInTheDocument();
  expect(within(report).getByText('75 (Fair)')).toBeInTheDocument();
  expect(within(report).getByText('At risk')).toBeInTheDocument();
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await user.click(within(report).getByRole('button', { name: TEXT.print }));
  expect(print).toHaveBeenCalled();
  await user.click(within(report).getByRole('button', { name: TEXT.backToDashboard }));
  expect(await screen.findByTestId('tile-overdue')).toBeInTheDocument();
});

test('the model: failures, score levels and charts', () => {
  expect(failureOf(new ApiError(401, 'Unauthenticated', 'x'))).toBe('unauthorized');
  expect(failureOf(new ApiError(404, 'NotFound', 'x'))).toBe('no-projects');
  expect(failureOf(new ApiError(403, 'MissingPermission', 'x'))).toBe('forbidden');
  expect(failureOf(new Error('offline'))).toBe('other');
  expect([scoreLevel(90).label, scoreLevel(75).label, scoreLevel(50).label]).toEqual(['Good', 'Fair', 'Needs attention']);
  const chart = distributionChart('Status', COMPREHENSIVE.analytics.byStatus);
  expect(chart.label).toBe('Work packages by status: New 6, Completed 4 (10 in all).');
  expect(chart.table.rows).toEqual([['New', 6], ['Completed', 4]]);
  const trend = trendsChart([{ start: '2026-03-02', created: 4, closed: 1 }, { start: '2026-03-09', created: 1, closed: 2 }], 'week');
  expect(trend.label).toBe('Per week, over 2 weeks: 5 work packages created, 3 closed.');
  expect(trend.table.columns).toEqual(['Week of', 'Created', 'Closed']);
});
