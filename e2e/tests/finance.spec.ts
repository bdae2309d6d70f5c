// The Finance view's financial analysis (issue 19 item 5, spec 003 §2, §8, §9): time logged through the API, read in
// Summary, Breakdown and Trends, a custom period picked in the range picker, a CSV export opened, and 'Error Loading
// Financial Data' with Try Again when the API fails. The view passes axe.
import { readFile } from 'node:fs/promises';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createProjectWithMember, createTaskThroughApi, switchView, XHR } from '../support/projects';
import { chooseOption, selectTab } from '../support/ui';

const RUN = Date.now().toString(36).slice(-5);
const TOMAS = 'tomas.herrera@tessera.local';
const DAY_MS = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

test.use({ viewport: { width: 1440, height: 1000 } });

const createdProjects: number[] = [];

test.afterEach(async ({ browser, baseURL }) => {
  if (createdProjects.length === 0) return;
  const context = await browser.newContext({ baseURL });
  const signIn = await context.request.post('/api/v3/session', { headers: XHR, data: { email: DEMO_USERS.admin, password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  for (const projectId of createdProjects.splice(0)) {
    const response = await context.request.delete(`/api/v3/projects/${projectId}`, { headers: XHR });
    expect([204, 404]).toContain(response.status());
  }
  await context.close();
});

test('read the summary, breakdown and trends, pick a custom period, export CSV, recover from a failure', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await createProjectWithMember(page, `Finance ${RUN}`, `finance_${RUN}`, TOMAS);
  createdProjects.push(projectId);
  const task = await createTaskThroughApi(page, projectId, `Ledger ${RUN}`);
  const users = await (await page.request.get('/api/v3/users?pageSize=1000')).json();
  const tomas = users._embedded.elements.find((user: { email?: string }) => user.email === TOMAS);
  const activities = await (await page.request.get('/api/v3/time_entries/activities')).json();
  const [first, second] = activities._embedded.elements as { id: number; name: string }[];
  // 6 h and 4 h today (in the last 30 days), 3 h 45 days ago (only in the custom period).
  for (const [hours, activity, spentOn] of [['PT6H', first.id, dayAgo(0)], ['PT4H', second.id, dayAgo(0)], ['PT3H', first.id, dayAgo(45)]] as const) {
    const logged = await page.request.post('/api/v3/time_entries', {
      headers: XHR,
      data: {
        hours, spentOn, comment: { raw: 'Bookkeeping' },
        _links: { project: { href: `/api/v3/projects/${projectId}` }, workPackage: { href: `/api/v3/work_packages/${task.id}` }, activity: { href: `/api/v3/time_entries/activities/${activity}` }, user: { href: `/api/v3/users/${tomas.id}` } },
      },
    });
    expect(logged.status(), await logged.text()).toBe(201);
  }
  const expected = await (await page.request.get(`/api/v3/projects/${projectId}/finance/summary`)).json();
  expect(expected.totals.hours).toBe(10);
  const money = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

  await page.goto(`/projects/${projectId}`);
  await switchView(page, 'Finance');
  const analysis = page.getByTestId('financial-analysis');
  // Summary, last 30 days by default.
  await expect(analysis.getByTestId('finance-period')).toContainText('Last 30 days');
  await expect(analysis.getByTestId('finance-total-hours')).toContainText('10 h');
  await expect(analysis.getByTestId('finance-billable-hours')).toContainText('10 h');
  await expect(analysis.getByTestId('finance-total-cost')).toContainText(money(expected.totals.totalCost));
  await expect(analysis.getByRole('table', { name: 'Top 5 contributors' }).getByRole('rowheader', { name: tomas.name })).toBeVisible();
  await expect(analysis.getByRole('table', { name: 'Top 5 activities' }).getByRole('row')).toHaveCount(3);
  await expectAccessible(page, 'finance summary', { include: '[data-testid="financial-analysis"]' });

  // Breakdown by activity, then Trends.
  await selectTab(page, analysis.getByRole('tab', { name: 'Breakdown' }));
  await expect(analysis.getByRole('table', { name: 'Hours and costs by user' }).getByRole('rowheader', { name: tomas.name })).toBeVisible();
  await analysis.getByTitle('Activity', { exact: true }).click();
  const byActivity = analysis.getByRole('table', { name: 'Hours and costs by activity' });
  await expect(byActivity.getByRole('rowheader', { name: first.name })).toBeVisible();
  await expect(byActivity.getByRole('row').filter({ hasText: first.name })).toContainText('6 h');
  await selectTab(page, analysis.getByRole('tab', { name: 'Trends' }));
  await expect(analysis.getByRole('heading', { name: 'Spending per week' })).toBeVisible();
  await expect(analysis.getByRole('heading', { name: 'Hours per week' })).toBeVisible();
  await expect(analysis.getByRole('img', { name: /Hours per week: 10 hours/ })).toBeVisible();
  await expect(analysis.getByTestId('finance-forecast')).toContainText('straight-line forecast');
  await expectAccessible(page, 'finance trends', { include: '[data-testid="financial-analysis"]' });

  // A custom period: over 5 years is refused in place; 60 days back to today takes in the older 3 hours.
  await selectTab(page, analysis.getByRole('tab', { name: 'Summary' }));
  await chooseOption(page, analysis.getByTestId('finance-period'), 'Custom');
  await expect(analysis.getByTestId('finance-range-message')).toHaveText('Pick the first and the last day of the period.');
  const picker = analysis.locator('.ant-picker-range');
  const [start, end] = [picker.locator('input').first(), picker.locator('input').last()];
  await start.click();
  await start.fill('2015-01-01');
  await start.press('Enter');
  await end.fill(dayAgo(0));
  await end.press('Enter');
  await expect(analysis.getByTestId('finance-range-message')).toHaveText('The period must not be longer than 5 years.');
  await expect(analysis.getByTestId('finance-export-csv')).toBeDisabled();
  await start.click();
  await start.fill(dayAgo(60));
  await start.press('Enter');
  await end.fill(dayAgo(0));
  await end.press('Enter');
  await expect(analysis.getByTestId('finance-range-message')).toHaveCount(0);
  await expect(analysis.getByTestId('finance-total-hours')).toContainText('13 h');

  // Export the summary of that period as CSV and read the file.
  const downloading = page.waitForEvent('download');
  await analysis.getByTestId('finance-export-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`finance-${projectId}-summary-${dayAgo(60)}-to-${dayAgo(0)}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv).toContain(`Period,${dayAgo(60)} to ${dayAgo(0)}\r\n`);
  expect(csv).toContain('Hours,13\r\n');
  expect(csv).toContain(`${tomas.name},13,`);
  await expect(analysis.getByTestId('finance-export-csv')).toBeEnabled();

  // The API fails: the error with Try Again; once it answers again, Try Again brings the figures back.
  await page.route('**/api/v3/projects/*/finance/summary**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ _type: 'Error', errorIdentifier: 'urn:openproject-org:api:v3:errors:InternalServerError', message: 'An internal error has occurred.' }) }));
  await chooseOption(page, analysis.getByTestId('finance-period'), 'Last 7 days');
  await expect(analysis.getByText('Error Loading Financial Data')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'finance load error', { include: '[data-testid="financial-analysis"]' });
  await page.unroute('**/api/v3/projects/*/finance/summary**');
  await analysis.getByRole('button', { name: 'Try Again' }).click();
  await expect(analysis.getByTestId('finance-total-hours')).toContainText('10 h');
});
