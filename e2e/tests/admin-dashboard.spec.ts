// Issue 20 item 1: the admin dashboard at /admin. An admin reaches it from the main navigation, reads every section
// (computed from the demo data), sorts and filters the managers list on the server; a member sees no entry and is
// refused at the address. axe checks the page.
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';

const SECTIONS = ['Executive summary', 'Health alerts', 'Work analytics', 'Quality and risk', 'Trends', 'Managers', 'Users', 'Projects', 'Resources', 'System health', 'Activity'];

test('an admin reads every section, sorts and filters the managers list', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  for (const name of SECTIONS) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();

  // Real figures from the demo organisation: users and projects exist, the health probe answered.
  await expect(page.getByTestId('tile-users-value')).not.toHaveText('0');
  await expect(page.getByTestId('tile-projects-value')).not.toHaveText('0');
  await expect(page.getByTestId('health-status')).toBeVisible();
  await expect(page.getByTestId('admin-projects').getByRole('row').nth(1)).toBeVisible();
  // The existing admin pages stay linked.
  const actions = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(actions.getByRole('link', { name: 'AI settings' })).toHaveAttribute('href', '/admin/ai');
  await expect(actions.getByRole('link', { name: 'GitHub settings' })).toHaveAttribute('href', '/admin/github');

  const managers = page.getByTestId('admin-managers');
  await expect(managers.getByRole('row').nth(1)).toBeVisible();
  // Sort by projects, descending: the server answers in that order.
  const sorted = page.waitForResponse((response) => response.url().includes('managers-list') && response.url().includes('sort=totalProjects%3Aasc'));
  await managers.getByRole('columnheader', { name: /Projects/ }).click();
  await sorted;
  const descending = page.waitForResponse((response) => response.url().includes('sort=totalProjects%3Adesc'));
  await managers.getByRole('columnheader', { name: /Projects/ }).click();
  const body = (await (await descending).json()) as { elements: { totalProjects: number }[] };
  const counts = body.elements.map((row) => row.totalProjects);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));

  // Filter to members: the rows are members.
  const filtered = page.waitForResponse((response) => response.url().includes('managers-list') && response.url().includes('role=member'));
  await managers.getByRole('combobox', { name: 'Role' }).click();
  await page.getByTitle('Members').click();
  const members = (await (await filtered).json()) as { elements: { role: string }[] };
  expect(members.elements.length).toBeGreaterThan(0);
  expect(new Set(members.elements.map((row) => row.role))).toEqual(new Set(['member']));
  await expect(managers.getByRole('row').nth(1)).toContainText('member');

  // Search narrows on the server.
  await managers.getByRole('searchbox', { name: 'Search managers' }).fill('member@tessera');
  await expect(managers.getByRole('row')).toHaveCount(2);

  await expectAccessible(page, 'the admin dashboard');
});

test('a member sees no dashboard entry and is refused at /admin', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin dashboard' })).toHaveCount(0);
  const dashboardCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/admin/dashboard/')) dashboardCalls.push(request.url());
  });
  await page.goto('/admin');
  await expect(page.getByText('Only administrators can see the admin dashboard.')).toBeVisible();
  await expect(page.getByTestId('admin-dashboard')).toHaveCount(0);
  expect(dashboardCalls).toEqual([]);
  // The API refuses too.
  const response = await page.request.get('/api/v3/admin/dashboard/executive-summary');
  expect(response.status()).toBe(403);
  await expectAccessible(page, 'the admin dashboard refused to a member');
});
