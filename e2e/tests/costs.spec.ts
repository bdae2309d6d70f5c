// Budgets and costs (issue 19): set a budget in the costs card's dialog, log time, read the card's utilisation in
// its colour band (spec 003 §9), follow View Details to the costs page, filter and group there. Pages pass axe.
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createProjectWithMember, createTaskThroughApi, switchView, XHR } from '../support/projects';
import { chooseOption } from '../support/ui';

const RUN = Date.now().toString(36).slice(-5);
const TOMAS = 'tomas.herrera@tessera.local';

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

test('set a budget, log time, read the utilisation band, open the costs page, filter and group', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await createProjectWithMember(page, `Costs ${RUN}`, `costs_${RUN}`, TOMAS);
  createdProjects.push(projectId);
  const task = await createTaskThroughApi(page, projectId, `Ledger ${RUN}`);
  const users = await (await page.request.get('/api/v3/users?pageSize=1000')).json();
  const tomas = users._embedded.elements.find((user: { email?: string }) => user.email === TOMAS);
  const activities = await (await page.request.get('/api/v3/time_entries/activities')).json();
  const [first, second] = activities._embedded.elements as { id: number; name: string }[];
  for (const [hours, activity] of [['PT6H', first.id], ['PT4H', second.id]] as const) {
    const logged = await page.request.post('/api/v3/time_entries', {
      headers: XHR,
      data: {
        hours,
        spentOn: new Date().toISOString().slice(0, 10),
        comment: { raw: 'Bookkeeping' },
        _links: { project: { href: `/api/v3/projects/${projectId}` }, workPackage: { href: `/api/v3/work_packages/${task.id}` }, activity: { href: `/api/v3/time_entries/activities/${activity}` }, user: { href: `/api/v3/users/${tomas.id}` } },
      },
    });
    expect(logged.status(), await logged.text()).toBe(201);
  }
  // What the 10 hours cost (Tomás's rate, else the project's default 80): a plan that puts them at 75 %.
  const before = await (await page.request.get(`/api/v3/projects/${projectId}/budget`)).json();
  expect(before.spentHours).toBe(10);
  const plan = Math.round((before.spent / 0.75) * 100) / 100;

  await page.goto(`/projects/${projectId}`);
  await switchView(page, 'Finance');
  const card = page.getByTestId('costs-card');
  await expect(card.getByTestId('costs-card-budget')).toHaveText('No budget set');
  await card.getByRole('button', { name: 'Set budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit budget' });
  await dialog.getByLabel(/Planned labour cost/).fill(String(plan));
  await dialog.getByLabel(/Planned material cost/).fill('0');
  await expectAccessible(page, 'edit budget dialog', { include: '.ant-modal' });
  await dialog.getByRole('button', { name: 'Save budget' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('costs-card-utilisation')).toHaveAttribute('data-band', 'orange');
  await expect(card.getByTestId('costs-card-utilisation-value')).toHaveText('75%');
  await expect(card.getByRole('progressbar', { name: 'Utilisation' })).toHaveAttribute('aria-valuenow', '75');

  // A bad amount is refused by the server with a message against the field, and nothing changes.
  const refused = await page.request.put(`/api/v3/projects/${projectId}/budget`, { headers: XHR, data: { plannedLabourCost: -5, plannedMaterialCost: 0, lockVersion: 0 } });
  expect(refused.status()).toBe(422);
  expect((await refused.json())._embedded.details.attribute).toBe('plannedLabourCost');

  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/costs\\?project=${projectId}$`));
  const costs = page.getByTestId('costs-page');
  await expect(costs.getByRole('heading', { level: 1, name: `Costs: Costs ${RUN}` })).toBeVisible();
  await expect(costs.getByTestId('costs-total-hours')).toHaveText('10 h');
  await expect(costs.getByTestId('costs-entries').locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expectAccessible(page, 'costs page');

  await chooseOption(page, costs.getByTestId('costs-filter-activityId'), first.name);
  await expect(costs.getByTestId('costs-total-hours')).toHaveText('6 h');
  await expect(costs.getByTestId('costs-entries').locator('tbody tr.ant-table-row')).toHaveCount(1);

  await chooseOption(page, costs.getByTestId('costs-group-by'), 'User');
  const groups = costs.getByTestId('costs-groups');
  await expect(groups.getByRole('row', { name: /Tomás Herrera/ })).toContainText('6 h');
  await expectAccessible(page, 'costs page grouped');

  await costs.getByLabel('From', { exact: true }).fill('2000-01-01');
  await costs.getByLabel('To', { exact: true }).fill('2000-01-31');
  await expect(costs.getByText('No time or cost entries match these filters.')).toBeVisible();
});

test('spending past the budget shows the card over budget: red, "Over budget" and the overrun, not the green band', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await createProjectWithMember(page, `Overrun ${RUN}`, `overrun_${RUN}`, TOMAS);
  createdProjects.push(projectId);
  const task = await createTaskThroughApi(page, projectId, `Overrun task ${RUN}`);
  const users = await (await page.request.get('/api/v3/users?pageSize=1000')).json();
  const tomas = users._embedded.elements.find((user: { email?: string }) => user.email === TOMAS);
  const activities = await (await page.request.get('/api/v3/time_entries/activities')).json();
  const logged = await page.request.post('/api/v3/time_entries', {
    headers: XHR,
    data: {
      hours: 'PT10H',
      spentOn: new Date().toISOString().slice(0, 10),
      comment: { raw: 'More than planned' },
      _links: { project: { href: `/api/v3/projects/${projectId}` }, workPackage: { href: `/api/v3/work_packages/${task.id}` }, activity: { href: `/api/v3/time_entries/activities/${activities._embedded.elements[0].id}` }, user: { href: `/api/v3/users/${tomas.id}` } },
    },
  });
  expect(logged.status(), await logged.text()).toBe(201);
  // A plan the 10 hours overrun by a quarter: 125 %.
  const spent = (await (await page.request.get(`/api/v3/projects/${projectId}/budget`)).json()).spent as number;
  const plan = Math.round((spent / 1.25) * 100) / 100;
  const saved = await page.request.put(`/api/v3/projects/${projectId}/budget`, { headers: XHR, data: { plannedLabourCost: plan, plannedMaterialCost: 0, lockVersion: 0 } });
  expect(saved.status(), await saved.text()).toBe(200);
  const budget = await saved.json();
  expect(budget.utilisation).toBeGreaterThan(100);
  const overrun = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(-budget.remaining);

  await page.goto(`/projects/${projectId}`);
  await switchView(page, 'Finance');
  const card = page.getByTestId('costs-card');
  await expect(card.getByTestId('costs-card-utilisation')).toHaveAttribute('data-band', 'over');
  await expect(card.getByTestId('costs-card-utilisation-value')).toHaveText(`${budget.utilisation}%`);
  await expect(card.getByTestId('costs-card-utilisation-value')).toHaveCSS('color', 'rgb(168, 7, 26)');
  await expect(card.getByText('Over budget', { exact: true })).toBeVisible();
  await expect(card.getByTestId('costs-card-overrun')).toHaveText(overrun);
  await expect(card.getByTestId('costs-card-remaining')).toHaveCount(0);
  await expect(card.getByRole('progressbar', { name: 'Utilisation' })).toHaveAttribute('aria-valuetext', `${budget.utilisation}%, over budget`);
  await expectAccessible(page, 'finance view over budget');
});
