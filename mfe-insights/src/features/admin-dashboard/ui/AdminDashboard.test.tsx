import { act, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tessera/shared/test/user';
import { halError, jsonResponse, mockApi, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { FakeEventSource } from '@tessera/shared/test/fake-event-source';
import { AppProviders, MemoryRouter, resetProjectEvents, setCurrentUser, type CurrentUser } from '@tessera/shared';
import AdminDashboardPage from '../../../pages/AdminDashboardPage';
import { HOW } from '../model/dashboard';

jest.setTimeout(30_000);

const MEMBER: CurrentUser = { id: 3, name: 'Priya Raman', email: 'priya@tessera.local', login: 'priya', roleType: 'member', isAdmin: false, isManager: false, globalRoles: [] };
const ADMIN: CurrentUser = { ...MEMBER, id: 1, name: 'Ada Admin', login: 'admin', roleType: 'admin', isAdmin: true };
const CACHE = { hit: false, ttlSeconds: 120, sqlStatements: 3, calculationTimeMs: 1 };
const COMMON = { generatedAt: '2026-03-04T10:00:00Z', cache: CACHE, _links: { self: { href: '/x' } } };
const TREE = { subProjects: 2, depth: 1, total: 15, open: 9, closed: 6, overdue: 2, completionRate: 40, overdueRate: 22.22, members: 4, hours: 16, closedInPeriod: 3 };
const days = (n: number) => Array.from({ length: n }, (_, index) => new Date(Date.UTC(2026, 1, 3) + index * 86_400_000).toISOString().slice(0, 10));

const manager = (id: number, name: string, efficiency: number | null) => ({
  id, name, email: `${name.toLowerCase()}@x.test`, status: 'active', role: 'manager', totalProjects: 2, totalWorkPackages: 8, completedWorkPackages: 4, overdueWorkPackages: 1,
  completionRate: 50, engagementScore: 65, efficiency, activeDaysLast30: 10, pullRequests: { total: 3, open: 1, merged: 2 }, lastLoginAt: null, lastActivity: null,
});

const ANSWERS: Record<string, (url: URL) => unknown> = {
  'executive-summary': () => ({
    _type: 'AdminDashboardSummary', ...COMMON,
    users: { total: 12, active: 11, locked: 1, byRole: { admin: 1, manager: 3, member: 8 }, activeLast30Days: 7, signedInLast30Days: 9 },
    projects: { total: 6, active: 5, archived: 1, templates: 0, atRisk: 1, offTrack: 1, openVersions: 3, hoursLast30Days: 42.5 },
    workPackages: { total: 40, open: 25, closed: 15, overdue: 4, blocked: 2, unassigned: 3, completionRate: 37.5, closedLast30Days: 9 },
  }),
  'health-alerts': () => ({ _type: 'AdminDashboardHealthAlerts', generatedAt: '2026-03-04T10:00:00Z', total: 1, elements: [{ id: 'overdue-work', severity: 'warning', title: 'Overdue work packages', detail: '4 open work package(s) are past their due date.', count: 4, href: null }], _links: { self: { href: '/x' } } }),
  'work-analytics': (url) => ({
    _type: 'AdminDashboardWorkAnalytics', ...COMMON, range: url.searchParams.get('range'), days: 30, throughput: { closed: 9, perWeek: 2.1, created: 12 }, cycleTime: { averageDays: 3.5, samples: 9 },
    open: 25, overdue: 4, overdueRate: 16, perDay: days(30).map((day) => ({ day, created: 0, closed: 0 })),
  }),
  'quality-risk': () => ({ _type: 'AdminDashboardQualityRisk', ...COMMON, overdue: { count: 4, rate: 16, oldest: [] }, blocked: { count: 2, blockingStatuses: 1, longest: [] }, unassignedOpen: 3, atRiskMilestones: [], sprintsInTrouble: [] }),
  trends: (url) => {
    const n = url.searchParams.get('range') === '7_days' ? 7 : 30;
    return { _type: 'AdminDashboardTrends', ...COMMON, range: url.searchParams.get('range'), days: n, totals: { created: 12, closed: 9, hours: 42.5 }, series: days(n).map((day) => ({ day, created: 1, closed: 0, hours: 0, activeUsers: 1 })) };
  },
  'managers-list': (url) => {
    const rows = [manager(2, 'Bea', 80), manager(3, 'Carl', 40)];
    if (url.searchParams.get('sort') === 'efficiency:desc') rows.sort((a, b) => (b.efficiency ?? 0) - (a.efficiency ?? 0));
    if (url.searchParams.get('sort') === 'efficiency:asc') rows.sort((a, b) => (a.efficiency ?? 0) - (b.efficiency ?? 0));
    return { _type: 'AdminDashboardManagers', ...COMMON, total: 2, count: 2, offset: 1, pageSize: 10, sort: url.searchParams.get('sort'), elements: rows };
  },
  users: () => ({ _type: 'AdminDashboardUsers', ...COMMON, total: 0, count: 0, offset: 1, pageSize: 10, elements: [] }),
  projects: () => ({ _type: 'AdminDashboardProjects', ...COMMON, total: 0, count: 0, offset: 1, pageSize: 10, elements: [] }),
  resources: (url) => ({ _type: 'AdminDashboardResources', ...COMMON, range: url.searchParams.get('range'), workdays: 22, capacityHoursPerPerson: 176, totalHours: 0, averageUtilisation: 0, elements: [] }),
  'system-health': () => ({
    _type: 'AdminDashboardSystemHealth', status: 'ok', generatedAt: '2026-03-04T10:00:00Z', database: { dialect: 'sqlite', sizeBytes: 2_097_152, latencyMs: 0.4 },
    jobs: { queued: 0, running: 0, succeeded: 5, failed: 0, failedLast24Hours: 0, oldestQueuedAt: null }, eventBus: { kind: 'in-process', redisConfigured: false },
    process: { rssBytes: 104_857_600, heapUsedBytes: 52_428_800, heapTotalBytes: 62_914_560, uptimeSeconds: 3700, nodeVersion: 'v24.0.0', version: '0.1.0' }, _links: { self: { href: '/x' } },
  }),
  'activity-stream': () => ({ _type: 'AdminDashboardActivityStream', ...COMMON, limit: 20, elements: [] }),
  stats: () => ({
    _type: 'AdminDashboardStats', ...COMMON,
    records: {
      users: { total: 12, createdLast30Days: 2 }, groups: { total: 1 }, projects: { total: 6, createdLast30Days: 1 }, workPackages: { total: 40, createdLast30Days: 12 },
      journals: { total: 90, createdLast30Days: 30 }, timeEntries: { total: 8, createdLast30Days: 8 }, versions: { total: 3 }, memberships: { total: 20 }, attachments: { total: 0 },
    },
  }),
  performance: (url) => ({
    _type: 'AdminDashboardPerformance', ...COMMON, range: url.searchParams.get('range'), days: 30, closed: 9, perWeek: 2.1, withDueDate: 4, onTime: 3, onTimeRate: 75, averageCycleDays: 3.5, projectsWithClosings: 1,
    projects: [{ projectId: 5, projectName: 'Website', closed: 9, perWeek: 2.1, withDueDate: 4, onTimeRate: 75, averageCycleDays: 3.5 }],
  }),
  'hierarchy-summary': () => ({ _type: 'AdminDashboardHierarchySummary', ...COMMON, projects: 6, parentProjects: 1, topLevelParents: 1, subProjects: 2, standaloneProjects: 3, maxDepth: 1, workPackages: 40, workPackagesInHierarchies: 15 }),
  'parent-projects': () => ({ _type: 'AdminDashboardParentProjects', ...COMMON, total: 1, count: 1, offset: 1, pageSize: 10, elements: [{ id: 7, name: 'Web', identifier: 'web', parentId: null, active: true, statusCode: null, ...TREE }] }),
  'parent-projects/comparison': () => ({
    _type: 'AdminDashboardParentComparison', ...COMMON, total: 1, count: 1,
    averages: { completionRate: 40, overdueRate: 20, closedInPeriod: 3, hoursPerMember: 4, subProjects: 2 },
    elements: [{ id: 7, name: 'Web', identifier: 'web', ...TREE, hoursPerMember: 4 }],
  }),
  'parent-projects/7': () => ({
    _type: 'AdminDashboardParentProject', ...COMMON, project: { id: 7, name: 'Web', identifier: 'web', parentId: null, active: true, statusCode: null }, totals: TREE,
    projects: [
      { id: 7, name: 'Web', identifier: 'web', parentId: null, depth: 0, total: 5, open: 3, closed: 2, overdue: 1, completionRate: 40, startDate: '2026-02-01', endDate: '2026-03-20' },
      { id: 8, name: 'Design system', identifier: 'ds', parentId: 7, depth: 1, total: 10, open: 6, closed: 4, overdue: 1, completionRate: 40, startDate: null, endDate: null },
    ],
  }),
  'parent-projects/7/work-items': (url) => ({
    _type: 'AdminDashboardParentWorkItems', ...COMMON, total: 15, count: 1, offset: Number(url.searchParams.get('offset') ?? 1), pageSize: 10, state: url.searchParams.get('state') ?? 'all',
    elements: [{ id: 41, subject: 'Fix the footer', projectId: 8, projectName: 'Design system', type: 'Task', status: 'New', closed: false, assignee: null, startDate: null, dueDate: '2026-03-01', overdue: true, estimatedHours: null, updatedAt: null }],
  }),
  'parent-projects/7/milestones': () => ({
    _type: 'AdminDashboardParentMilestones', ...COMMON, total: 1, open: 1, atRisk: 1, critical: 0,
    elements: [{ _type: 'Milestone', id: 3, name: 'Launch', description: '', project_id: 8, project_name: 'Design system', due_date: '2026-03-08', start_date: null, status: 'open', progress: 20, days_until_due: 4, days_overdue: 0, is_overdue: false, health_status: 'at_risk', work_packages_total: 5, work_packages_closed: 1, _links: { self: { href: '/api/v3/versions/3' }, project: { href: '/api/v3/projects/8' } } }],
  }),
};

function renderPage(user: CurrentUser, failing: string[] = []) {
  setCurrentUser(user);
  const failures = new Set(failing);
  const api = mockApi((request: RecordedRequest) => {
    const url = new URL(request.url, 'http://localhost');
    const name = url.pathname.replace(/^\/api\/v3\/admin\/dashboard\//, '');
    if (failures.has(name)) {
      failures.delete(name);
      return halError(403, 'MissingPermission', 'The section could not be read.');
    }
    const answer = ANSWERS[name];
    return answer ? jsonResponse(200, answer(url)) : halError(404, 'NotFound', 'No fake.');
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <AdminDashboardPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

test('a member gets the 403 page and the dashboard reads nothing', async () => {
  const api = renderPage(MEMBER);
  expect(await screen.findByText('Only administrators can see the admin dashboard.')).toBeInTheDocument();
  expect(screen.queryByTestId('admin-dashboard')).not.toBeInTheDocument();
  expect(api.requests('GET', /admin\/dashboard/)).toHaveLength(0);
});

test('an admin reads the summary tiles, each explained, and the alerts', async () => {
  renderPage(ADMIN);
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
  const overdue = await screen.findByTestId('tile-overdue');
  expect(within(overdue).getByTestId('tile-overdue-value')).toHaveTextContent('4');
  expect(within(screen.getByTestId('tile-completion')).getByTestId('tile-completion-value')).toHaveTextContent('37.5%');
  // The computation is the label's description (read by screen readers; the tooltip shows it on hover and focus).
  expect(within(overdue).getByText('Overdue')).toHaveAccessibleDescription(HOW.overdue);
  expect(await screen.findByTestId('alert-overdue-work')).toHaveTextContent('4 open work package(s) are past their due date.');
  expect(await screen.findByText('Nothing is overdue.')).toBeInTheDocument();
  expect(await screen.findByText('No users match.')).toBeInTheDocument();
});

test('a failing section shows its error with Retry, and Retry loads it', async () => {
  const user = setupUser();
  const api = renderPage(ADMIN, ['quality-risk']);
  const error = await screen.findByTestId('admin-quality-error', undefined, { timeout: 15_000 });
  expect(error).toHaveTextContent('Could not load quality and risk');
  // The other sections are unaffected.
  expect(await screen.findByTestId('tile-users-value')).toHaveTextContent('12');
  await user.click(within(error).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Nothing is overdue.')).toBeInTheDocument();
  expect(api.requests('GET', /quality-risk/).length).toBeGreaterThanOrEqual(2);
});

test('the managers list sorts on the server by field:order', async () => {
  const user = setupUser();
  const api = renderPage(ADMIN);
  const section = await screen.findByTestId('admin-managers');
  await within(section).findByText('Bea');
  expect(api.requests('GET', /managers-list/)[0].url).toContain('sort=name%3Aasc');
  await user.click(within(section).getAllByText('Efficiency')[0]);
  await waitFor(() => expect(api.requests('GET', /managers-list/).some((request) => request.url.includes('sort=efficiency%3Aasc'))).toBe(true));
  await user.click(within(section).getAllByText('Efficiency')[0]);
  await waitFor(() => expect(api.requests('GET', /managers-list/).some((request) => request.url.includes('sort=efficiency%3Adesc'))).toBe(true));
});

test('trends change range through the selector', async () => {
  const user = setupUser();
  const api = renderPage(ADMIN);
  await screen.findByTestId('admin-trends');
  await waitFor(() => expect(api.requests('GET', /\/trends$/).filter((request) => request.url.includes('range=30_days'))).toHaveLength(1), { timeout: 10_000 });
  await user.click(screen.getByRole('combobox', { name: 'Trends range' }));
  await user.click(await screen.findByTitle('Last 7 days'));
  await waitFor(() => expect(api.requests('GET', /\/trends$/).filter((request) => request.url.includes('range=7_days'))).toHaveLength(1), { timeout: 10_000 });
});

test('the hierarchy compares parent projects and drills into one: work items paged by state, milestones', async () => {
  const user = setupUser();
  const api = renderPage(ADMIN);
  const section = await screen.findByTestId('admin-hierarchy');
  expect(await within(section).findByText('Parent projects')).toHaveAccessibleDescription(HOW.parentProjects);
  expect(within(screen.getByTestId('hierarchy-averages')).getByText('Completion')).toHaveAccessibleDescription(HOW.treeCompletion);
  await user.click(within(screen.getByTestId('hierarchy-comparison')).getByRole('button', { name: 'Open parent project Web' }));
  const detail = await screen.findByTestId('admin-parent');
  expect(await within(detail).findByRole('heading', { name: 'Parent project: Web' })).toBeInTheDocument();
  expect(within(screen.getByTestId('parent-tree')).getByText('Design system')).toBeInTheDocument();
  await user.click(within(detail).getByRole('tab', { name: 'Work items' }));
  expect(await within(detail).findByText('#41 Fix the footer')).toBeInTheDocument();
  await user.click(within(detail).getByRole('combobox', { name: 'Work items shown' }));
  await user.click(await screen.findByTitle('Overdue'));
  await waitFor(() => expect(api.requests('GET', /work-items/).some((request) => request.url.includes('state=overdue'))).toBe(true));
  // Milestones are read only when their tab opens.
  expect(api.requests('GET', /milestones/)).toHaveLength(0);
  await user.click(within(detail).getByRole('tab', { name: 'Milestones' }));
  expect(await within(detail).findByText('Launch')).toBeInTheDocument();
  expect(within(detail).getByText('at risk')).toBeInTheDocument();
  await user.click(within(detail).getByRole('button', { name: 'Back to all parent projects' }));
  expect(await screen.findByTestId('admin-hierarchy')).toBeInTheDocument();
});

test('delivery performance and the stored records, each explained', async () => {
  renderPage(ADMIN);
  const section = await screen.findByTestId('admin-performance');
  expect(await within(section).findByText('75% (3 of 4)')).toBeInTheDocument();
  expect(within(section).getAllByText('On time')[0]).toHaveAccessibleDescription(HOW.onTimeRate);
  expect(await within(section).findByText('40 (+12)')).toBeInTheDocument();
  expect(within(screen.getByTestId('performance-projects')).getByText('Website')).toBeInTheDocument();
});

test("the quick action 'Create a project' asks the projects page to open its create dialog", async () => {
  renderPage(ADMIN);
  expect(await screen.findByRole('link', { name: 'Create a project' })).toHaveAttribute('href', '/projects?create=1');
});

test("the activity stream reads again on a live event from another user's change, without waiting for the interval", async () => {
  const restore = FakeEventSource.install();
  try {
    const project = { id: 5, name: 'Website', identifier: 'web', active: true, public: true, templated: false, parentId: null, statusCode: null, total: 0, closed: 0, open: 0, overdue: 0, completionRate: null, members: 0, hours: 0, lastActivityAt: null };
    ANSWERS.projects = () => ({ _type: 'AdminDashboardProjects', ...COMMON, total: 1, count: 1, offset: 1, pageSize: 40, elements: [project] });
    const api = renderPage(ADMIN);
    const stream = await waitFor(() => FakeEventSource.latest());
    expect(stream.url).toContain('projects=5');
    act(() => void stream.open());
    await waitFor(() => expect(api.requests('GET', /activity-stream/)).toHaveLength(1));
    act(() => void stream.emit({ type: 'work_package.updated', projectId: 5, workPackageId: 12, actorId: 3 }));
    await waitFor(() => expect(api.requests('GET', /activity-stream/)).toHaveLength(2));
  } finally {
    resetProjectEvents();
    restore();
    ANSWERS.projects = () => ({ _type: 'AdminDashboardProjects', ...COMMON, total: 0, count: 0, offset: 1, pageSize: 10, elements: [] });
  }
});
