// Milestones (issue 19): a member opens the Milestones view from the project page and sees the project's and its
// sub-project's versions on a timeline by due date, each with its health and days-left badge; filters by health.
// The view passes axe.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createProjectWithMember, switchView, XHR } from '../support/projects';

// The suite shares one database and CI retries a failed test once: names carry this run's mark to stay unique.
const RUN = Date.now().toString(36).slice(-5);
const TOMAS = 'tomas.herrera@tessera.local';

test.use({ viewport: { width: 1440, height: 1000 } });

/** A day relative to the server's today (UTC), as the API takes it. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function post(page: Page, path: string, data: unknown): Promise<number> {
  const response = await page.request.post(path, { headers: XHR, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

async function createVersion(page: Page, projectId: number, name: string, endDate: string): Promise<number> {
  return post(page, '/api/v3/versions', { name, endDate, _links: { definingProject: { href: `/api/v3/projects/${projectId}` } } });
}

let rootId: number | null = null;

test.afterEach(async ({ browser, baseURL }) => {
  if (rootId === null) return;
  const context = await browser.newContext({ baseURL });
  await context.request.post('/api/v3/session', { headers: XHR, data: { email: DEMO_USERS.admin, password: DEMO_PASSWORD } });
  // Deleting the project deletes its sub-project and their versions.
  const response = await context.request.delete(`/api/v3/projects/${rootId}`, { headers: XHR });
  expect([204, 404]).toContain(response.status());
  rootId = null;
  await context.close();
});

test('a member sees the milestones of the project and its sub-project with health and days left, and filters by health', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  // The admin seeds the projects, versions and a work package through the API.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await login(admin, DEMO_USERS.admin, DEMO_PASSWORD);
  rootId = await createProjectWithMember(admin, `Milestones ${RUN}`, `milestones_${RUN}`, TOMAS);
  const childId = await post(admin, '/api/v3/projects', { name: `Milestones mobile ${RUN}`, identifier: `milestones_mobile_${RUN}`, _links: { parent: { href: `/api/v3/projects/${rootId}` } } });
  // Tomás is a Member of the sub-project too (the root's membership, found by his email).
  const users = await (await admin.request.get('/api/v3/users?pageSize=1000')).json();
  const tomas = users._embedded.elements.find((user: { email?: string }) => user.email === TOMAS);
  const roles = await (await admin.request.get('/api/v3/roles?pageSize=100')).json();
  const member = roles._embedded.elements.find((role: { name: string }) => role.name === 'Member');
  await post(admin, '/api/v3/memberships', { _links: { principal: { href: `/api/v3/users/${tomas.id}` }, project: { href: `/api/v3/projects/${childId}` }, roles: [{ href: `/api/v3/roles/${member.id}` }] } });
  await createVersion(admin, rootId, `Beta ${RUN}`, day(-1));
  const launch = await createVersion(admin, rootId, `Launch ${RUN}`, day(2));
  await post(admin, `/api/v3/projects/${rootId}/work_packages`, { subject: `Launch checklist ${RUN}`, _links: { version: { href: `/api/v3/versions/${launch}` } } });
  await createVersion(admin, childId, `Mobile release ${RUN}`, day(20));
  await adminContext.close();

  await login(page, TOMAS, DEMO_PASSWORD);
  await page.goto(`/projects/${rootId}`);
  await switchView(page, 'Milestones');
  const timeline = page.getByRole('list', { name: 'Milestones by due date' });
  await expect(timeline).toBeVisible();

  // By due date: overdue Beta, Launch in two days, the sub-project's release.
  const items = timeline.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(`Beta ${RUN}`);
  await expect(items.nth(1)).toContainText(`Launch ${RUN}`);
  await expect(items.nth(2)).toContainText(`Mobile release ${RUN}`);

  const beta = page.getByRole('listitem', { name: `Beta ${RUN}` });
  await expect(beta.getByTestId('milestone-health')).toHaveText('Critical');
  await expect(beta.getByTestId('days-left')).toHaveText('1 day overdue');
  const launchItem = page.getByRole('listitem', { name: `Launch ${RUN}` });
  await expect(launchItem.getByTestId('milestone-health')).toHaveText('At risk');
  await expect(launchItem.getByTestId('days-left')).toHaveText('2 days left');
  await expect(launchItem.getByTestId('days-left')).toHaveAttribute('data-level', 'danger');
  await expect(launchItem.getByTestId('milestone-progress')).toContainText('0% · 0 of 1 work package done');
  const mobile = page.getByRole('listitem', { name: `Mobile release ${RUN}` });
  await expect(mobile.getByTestId('milestone-health')).toHaveText('Healthy');
  await expect(mobile.getByTestId('milestone-project')).toHaveText(`Sub-project: Milestones mobile ${RUN}`);
  await expect(mobile.getByTestId('days-left')).toHaveAttribute('data-level', 'normal');
  await expectAccessible(page, 'milestones view');

  // Filter by health with the keyboard: the radio group moves with the arrow keys.
  const filter = page.getByRole('radiogroup', { name: 'Filter by health' });
  await filter.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(filter.getByRole('radio', { name: 'Critical' })).toBeChecked();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`Beta ${RUN}`);
  await filter.getByText('At risk', { exact: true }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`Launch ${RUN}`);
  await expectAccessible(page, 'milestones view filtered');
});

test("the Milestones view follows others' changes live: a sub-project version's new date moves it and turns it at risk", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await login(admin, DEMO_USERS.admin, DEMO_PASSWORD);
  rootId = await createProjectWithMember(admin, `Live milestones ${RUN}`, `live_milestones_${RUN}`, TOMAS);
  const childId = await post(admin, '/api/v3/projects', { name: `Live mobile ${RUN}`, identifier: `live_mobile_${RUN}`, _links: { parent: { href: `/api/v3/projects/${rootId}` } } });
  await createVersion(admin, rootId, `Launch ${RUN}`, day(10));
  const release = await createVersion(admin, childId, `Mobile release ${RUN}`, day(30));

  // The page (another session of the admin's) watches the root project's milestones, the sub-project's among them.
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.goto(`/projects/${rootId}`);
  await switchView(page, 'Milestones');
  const items = page.getByRole('list', { name: 'Milestones by due date' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText(`Mobile release ${RUN}`);
  const mobile = page.getByRole('listitem', { name: `Mobile release ${RUN}` });
  await expect(mobile.getByTestId('milestone-health')).toHaveText('Healthy');

  // Someone else (the setup's session, through the API) brings the release forward to the day after tomorrow.
  const current = await (await admin.request.get(`/api/v3/versions/${release}`)).json();
  const patched = await admin.request.patch(`/api/v3/versions/${release}`, { headers: XHR, data: { endDate: day(2), lockVersion: current.lockVersion } });
  expect(patched.status(), await patched.text()).toBe(200);

  // Without a reload: the release is now first by due date, at risk, with two days left.
  await expect(items.nth(0)).toContainText(`Mobile release ${RUN}`);
  await expect(mobile.getByTestId('milestone-health')).toHaveText('At risk');
  await expect(mobile.getByTestId('days-left')).toHaveText('2 days left');
  await adminContext.close();
});
