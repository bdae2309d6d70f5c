// Issue 20 item 1: the admin dashboard at /admin. An admin reaches it from the main navigation, reads every section
// (computed from the demo data), sorts and filters the managers list on the server, drills into a parent project, and
// watches the activity stream follow another user's change live; a member sees no entry and is refused at the
// address. axe checks the page.
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { XHR } from '../support/projects';
import { selectTab } from '../support/ui';

const SECTIONS = ['Executive summary', 'Health alerts', 'Work analytics', 'Quality and risk', 'Trends', 'Managers', 'Users', 'Projects', 'Project hierarchy', 'Delivery performance', 'Resources', 'System health', 'Activity'];

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

test('an admin drills into a parent project: its tree, work items by state, resources, timeline and milestones', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.goto('/admin');
  const hierarchy = page.getByTestId('admin-hierarchy');
  await expect(hierarchy.getByText('Parent projects', { exact: true })).toBeVisible();
  // The demo's 'Website relaunch' has two sub-projects (Design system, Content migration).
  const comparison = hierarchy.getByTestId('hierarchy-comparison');
  await expect(comparison.getByRole('button', { name: 'Open parent project Website relaunch' })).toBeVisible();
  await comparison.getByRole('button', { name: 'Open parent project Website relaunch' }).click();
  await expect(page).toHaveURL(/[?&]parent=\d+/);
  const detail = page.getByTestId('admin-parent');
  await expect(detail.getByRole('heading', { level: 2, name: 'Parent project: Website relaunch' })).toBeVisible();
  const tree = detail.getByTestId('parent-tree');
  for (const name of ['Website relaunch', 'Design system', 'Content migration']) await expect(tree.getByRole('link', { name })).toBeVisible();
  await expectAccessible(page, 'a parent project drill-down');

  // Work items of the whole tree, paged on the server; 'Overdue' asks the server for those only.
  await selectTab(page, detail.getByRole('tab', { name: 'Work items' }));
  const items = detail.getByTestId('parent-work-items');
  await expect(items.getByRole('row').nth(1)).toBeVisible();
  const overdue = page.waitForResponse((response) => response.url().includes('/work-items') && response.url().includes('state=overdue'));
  await detail.getByRole('combobox', { name: 'Work items shown' }).click();
  await page.getByTitle('Overdue').click();
  const body = (await (await overdue).json()) as { elements: { overdue: boolean; projectName: string }[] };
  expect(body.elements.every((row) => row.overdue)).toBe(true);
  expect(new Set(body.elements.map((row) => row.projectName)).size).toBeGreaterThan(0);

  await selectTab(page, detail.getByRole('tab', { name: 'Resources' }));
  await expect(detail.getByTestId('parent-resources').getByRole('row').nth(1)).toBeVisible();
  await selectTab(page, detail.getByRole('tab', { name: 'Timeline' }));
  await expect(detail.getByTestId('parent-timeline').getByRole('row', { name: /Design system/ })).toBeVisible();
  await selectTab(page, detail.getByRole('tab', { name: 'Milestones' }));
  await expect(detail.getByTestId('parent-milestones')).toBeVisible();
  await expectAccessible(page, 'a parent project drill-down, milestones');

  // Back to the hierarchy, and the address forgets the drill-down.
  await detail.getByRole('button', { name: 'Back to all parent projects' }).click();
  await expect(page).not.toHaveURL(/parent=/);
  await expect(page.getByTestId('admin-hierarchy')).toBeVisible();
});

test("the activity stream shows another user's change within seconds, without a reload", async ({ page, browser, baseURL }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const listening = page.waitForRequest((request) => request.url().includes('/api/v3/events?'));
  await page.goto('/admin');
  const activity = page.getByTestId('admin-activity');
  await expect(activity.getByTestId('admin-activity-list')).toBeVisible();
  await listening;

  // Priya (a member) changes a task she may edit, from her own browser session.
  const other = await browser.newContext({ baseURL });
  try {
    const signedIn = await other.request.post('/api/v3/session', { headers: XHR, data: { email: DEMO_USERS.member, password: DEMO_PASSWORD } });
    expect(signedIn.status()).toBe(200);
    const list = (await (await other.request.get('/api/v3/work_packages?pageSize=50')).json()) as { _embedded: { elements: { id: number; lockVersion: number; _links: { update?: unknown } }[] } };
    const task = list._embedded.elements.find((element) => element._links.update) ?? list._embedded.elements[0];
    const subject = `Moved live ${Date.now()}`;
    const reloads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads.push(frame.url());
    });
    const changed = await other.request.patch(`/api/v3/work_packages/${task.id}`, { headers: XHR, data: { lockVersion: task.lockVersion, subject } });
    expect(changed.status(), await changed.text()).toBe(200);
    // The interval is 30 s: seeing it within 5 s is the live event.
    await expect(activity.getByText(`"${subject}"`)).toBeVisible({ timeout: 5_000 });
    await expect(activity.getByTestId('admin-activity-list').locator('li').first()).toContainText('Priya Raman');
    expect(reloads).toEqual([]);
  } finally {
    await other.close();
  }
});

test("the quick action 'Create a project' opens the projects page's create dialog", async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Create a project' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the create dialog opened from the admin dashboard');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
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
  for (const path of ['executive-summary', 'hierarchy-summary', 'parent-projects/comparison', 'managers-list', 'activity-stream']) {
    const response = await page.request.get(`/api/v3/admin/dashboard/${path}`);
    expect(`${path} ${response.status()}`).toBe(`${path} 403`);
  }
  await expectAccessible(page, 'the admin dashboard refused to a member');
});
