import { render, screen, within } from '@testing-library/react';
import { AppProviders, MemoryRouter, setCurrentUser, type CurrentUser } from '@tessera/shared';
import { halError, jsonResponse, mockApi, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { setupUser } from '@tessera/shared/test/user';
import ProjectFinancePage from './ProjectFinancePage';
import { FINANCE_TEXT } from '../features/financial-analysis';
import { rangeProblem } from '../features/financial-analysis/model/finance';

jest.setTimeout(30_000);

const MEMBER: CurrentUser = { id: 3, name: 'Priya Raman', email: 'priya@tessera.local', login: 'priya', roleType: 'member', isAdmin: false, isManager: false, globalRoles: [] };
const P = 5;
const financePath = (part: string) => `/projects/${P}/finance/${part}`;

const header = (showMoney: boolean, type: string, part: string) => ({
  _type: type, _links: { self: { href: `/api/v3${financePath(part)}` } }, projectId: P, period: '30d', from: '2026-01-31', to: '2026-03-01',
  showMoney, currency: 'EUR', locale: 'de-DE', decimals: 2,
});
const figures = (key: string, label: string, hours: number, labour: number, material: number, showMoney: boolean) => ({
  key, label, hours, labourCost: showMoney ? labour : null, materialCost: showMoney ? material : null, totalCost: showMoney ? labour + material : null,
});

function summaryHal(showMoney = true) {
  return {
    ...header(showMoney, 'FinanceSummary', 'summary'),
    totals: { hours: 9, billableHours: 9, labourCost: showMoney ? 880 : null, materialCost: showMoney ? 650 : null, totalCost: showMoney ? 1530 : null, timeEntries: 3, costEntries: 2 },
    topContributors: [figures('3', 'Priya Raman', 5, 560, 650, showMoney), figures('4', 'Tomás Herrera', 4, 320, 0, showMoney)],
    topActivities: [figures('1', 'Design', 6, 520, 0, showMoney)],
  };
}
function breakdownHal(by: string) {
  return {
    ...header(true, 'FinanceBreakdown', 'breakdown'), by, interval: 'week', total: 2, count: 2, offset: 1, pageSize: 20,
    elements: by === 'task' ? [figures('12', 'Homepage', 2, 200, 650, true), figures('', '', 4, 320, 0, true)] : [figures('3', 'Priya Raman', 5, 560, 650, true)],
  };
}
function trendsHal() {
  const point = (periodStart: string, cost: number, cumulative: number) => ({ key: periodStart, label: periodStart, periodStart, hours: cost / 100, labourCost: cost, materialCost: 0, totalCost: cost, cumulativeCost: cumulative, cumulativeHours: cumulative / 100 });
  return {
    ...header(true, 'FinanceTrends', 'trends'), interval: 'week',
    points: [point('2026-02-23', 300, 1300), point('2026-03-02', 200, 1500)],
    budget: { planned: 3000, spentBefore: 1000, spent: 1500 },
    forecast: { method: 'linear', dailyCost: 16.67, dailyHours: 0.17, until: '2026-06-30', costAtEnd: 3500, hoursAtEnd: 25, budgetExhaustedOn: '2026-06-01' },
  };
}

interface Options { showMoney?: boolean; failSummary?: number }

function renderPage({ showMoney = true, failSummary = 0 }: Options = {}) {
  setCurrentUser(MEMBER);
  let failures = failSummary;
  const api = mockApi((request: RecordedRequest) => {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3/, '');
    if (path === financePath('summary')) {
      if (failures > 0) {
        failures -= 1;
        return halError(403, 'MissingPermission', 'You are not allowed to see the time and costs of this project.');
      }
      return jsonResponse(200, summaryHal(showMoney));
    }
    if (path === financePath('breakdown')) return jsonResponse(200, breakdownHal(url.searchParams.get('by') ?? 'user'));
    if (path === financePath('trends')) return jsonResponse(200, trendsHal());
    if (path === financePath('export')) return halError(422, 'PropertyConstraintViolation', 'The end date (to) must not be before the start date (from).', 'to');
    return halError(404, 'NotFound', 'No fake.');
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <ProjectFinancePage projectId={P} />
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

describe('mfe_insights project pages', () => {
  const originalLabel = process.env.BUILD_LABEL;
  afterEach(() => { process.env.BUILD_LABEL = originalLabel; });

  it('ProjectFinancePage renders the finance area for the given project with the build label', async () => {
    process.env.BUILD_LABEL = 'build-9';
    renderPage();
    const root = screen.getByTestId('remote-view-mfe_insights');
    expect(root).toHaveAttribute('data-view', 'finance');
    expect(root).toHaveAttribute('data-project-id', '5');
    expect(root).toHaveAttribute('data-build', 'build-9');
    expect(screen.getByRole('heading', { level: 2, name: 'Finance' })).toBeInTheDocument();
    expect(await screen.findByTestId('finance-summary')).toBeInTheDocument();
  });
});

describe('Finance view', () => {
  it('Summary: totals in the project currency and locale, the top contributors and activities, for the last 30 days', async () => {
    const api = renderPage();
    const summary = await screen.findByTestId('finance-summary');
    expect(within(summary).getByTestId('finance-total-cost')).toHaveTextContent(/1\.530,00\s€/);
    expect(within(summary).getByTestId('finance-billable-hours')).toHaveTextContent('9 h');
    const contributors = screen.getByRole('table', { name: 'Top 5 contributors' });
    expect(within(contributors).getByRole('rowheader', { name: 'Priya Raman' })).toBeInTheDocument();
    expect(within(contributors).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Top 5 activities' })).toBeInTheDocument();
    expect(api.requests('GET', /\/finance\/summary$/)[0].url).toContain('period=30d');
  });

  it('who may not see money sees hours only', async () => {
    renderPage({ showMoney: false });
    await screen.findByTestId('finance-summary');
    expect(screen.getByTestId('finance-hours-only')).toHaveTextContent(FINANCE_TEXT.hoursOnly);
    expect(screen.queryByTestId('finance-total-cost')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Total' })).not.toBeInTheDocument();
  });

  it("a failed load shows 'Error Loading Financial Data'; Try Again loads again", async () => {
    const user = setupUser();
    const api = renderPage({ failSummary: 1 });
    expect(await screen.findByText(FINANCE_TEXT.loadError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FINANCE_TEXT.tryAgain }));
    expect(await screen.findByTestId('finance-summary')).toBeInTheDocument();
    expect(api.requests('GET', /\/finance\/summary$/)).toHaveLength(2);
  });

  it('Breakdown: grouped by user, then by task (no task named)', async () => {
    const user = setupUser();
    const api = renderPage();
    await screen.findByTestId('finance-summary');
    await user.click(screen.getByRole('tab', { name: 'Breakdown' }));
    expect(await screen.findByRole('table', { name: 'Hours and costs by user' })).toBeInTheDocument();
    await user.click(screen.getByText('Task'));
    const table = await screen.findByRole('table', { name: 'Hours and costs by task' });
    expect(within(table).getByRole('rowheader', { name: 'No task' })).toBeInTheDocument();
    expect(api.requests('GET', /\/finance\/breakdown$/).at(-1)!.url).toContain('by=task');
  });

  it('Trends: the charts with their data tables, and the forecast', async () => {
    const user = setupUser();
    renderPage();
    await screen.findByTestId('finance-summary');
    await user.click(screen.getByRole('tab', { name: 'Trends' }));
    expect(await screen.findByRole('heading', { name: 'Spending per week' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Budget burn' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Budget burn: 1\.500,00\s€ spent to date of a 3\.000,00\s€ budget/ })).toBeInTheDocument();
    expect(screen.getByTestId('finance-forecast')).toHaveTextContent('used up on 2026-06-01');
  });

  it('Custom: asks for a range before loading anything', async () => {
    const user = setupUser();
    const api = renderPage();
    await screen.findByTestId('finance-summary');
    await user.click(screen.getByRole('combobox', { name: FINANCE_TEXT.period }));
    await user.click(await screen.findByTitle('Custom'));
    expect(await screen.findByTestId('finance-range-message')).toHaveTextContent(FINANCE_TEXT.pickRange);
    expect(api.requests('GET', /\/finance\/summary$/).every((request) => !request.url.includes('custom'))).toBe(true);
    expect(screen.getByTestId('finance-export-csv')).toBeDisabled();
  });

  it('Export: a refused export shows the server message and enables the buttons again', async () => {
    const user = setupUser();
    const api = renderPage();
    await screen.findByTestId('finance-summary');
    await user.click(screen.getByTestId('finance-export-csv'));
    expect(await screen.findByTestId('finance-export-error')).toHaveTextContent('The end date (to) must not be before the start date (from).');
    expect(screen.getByTestId('finance-export-csv')).toBeEnabled();
    expect(api.requests('GET', /\/finance\/export$/)[0].url).toMatch(/format=csv&view=summary/);
  });
});

describe('custom range checks', () => {
  it('refuses an end before the start and a period over 5 years', () => {
    expect(rangeProblem({ period: 'custom', from: '2026-02-01', to: '2026-01-31' })).toBe(FINANCE_TEXT.endBeforeStart);
    expect(rangeProblem({ period: 'custom', from: '2020-01-01', to: '2025-01-01' })).toBe(FINANCE_TEXT.tooLong);
    expect(rangeProblem({ period: 'custom', from: '2020-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ period: 'custom', from: null, to: '2024-12-31' })).toBe(FINANCE_TEXT.pickRange);
    expect(rangeProblem({ period: '7d', from: null, to: null })).toBeNull();
  });
});
