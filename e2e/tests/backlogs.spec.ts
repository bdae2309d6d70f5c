// Backlogs (issue 19): a planner orders the product backlog and plans a sprint from it by dragging stories (mouse and
// keyboard), watches the totals and the capacity change, reloads and finds the order kept; a member opens the
// organization's backlogs, follows a project's link into its Backlog view and quick-creates a story into a sprint.
// The views pass axe.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { drag } from '../support/board';
import { expectAccessible } from '../support/a11y';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createProjectWithMember, switchView, XHR } from '../support/projects';
import { toast } from '../support/ui';

// The suite shares one database: names carry this run's mark to stay unique.
const RUN = Date.now().toString(36).slice(-5);
const TOMAS = 'tomas.herrera@tessera.local';

test.use({ viewport: { width: 1600, height: 1100 } });

let createdProjectId: number | undefined;
test.afterEach(async ({ browser, baseURL }) => {
  if (createdProjectId === undefined) return;
  // As the admin: the page may be signed in as a member who may not delete the project.
  const context = await browser.newContext({ baseURL });
  await context.request.post('/api/v3/session', { headers: XHR, data: { email: DEMO_USERS.admin, password: DEMO_PASSWORD } });
  const response = await context.request.delete(`/api/v3/projects/${createdProjectId}`, { headers: XHR });
  expect([204, 404]).toContain(response.status());
  createdProjectId = undefined;
  await context.close();
});

async function post<T>(page: Page, url: string, data: unknown, status = 201): Promise<T> {
  const response = await page.request.post(url, { headers: XHR, data });
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

const productOrder = async (page: Page, projectId: number) =>
  ((await (await page.request.get(`/api/v3/projects/${projectId}/backlogs`)).json()).productBacklog.stories as { subject: string }[]).map((story) => story.subject);

test('plans a sprint from the backlog by dragging stories: totals and capacity change, the order survives a reload', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const project = await post<{ id: number }>(page, '/api/v3/projects', { name: `Backlog planning ${RUN}`, identifier: `backlog_planning_${RUN}` });
  createdProjectId = project.id;
  const sprint = await post<{ id: number }>(page, '/api/v3/versions', { name: `Sprint ${RUN}`, startDate: '2026-11-23', endDate: '2026-12-04', _links: { definingProject: { href: `/api/v3/projects/${project.id}` } } });
  const stories: Record<string, number> = {};
  for (const [subject, points] of [['Checkout', 5], ['Search', 3], ['Wishlist', 8]] as const) {
    stories[subject] = (await post<{ id: number }>(page, `/api/v3/projects/${project.id}/backlogs/stories`, { subject: `${subject} ${RUN}`, storyPoints: points })).id;
  }

  await page.goto(`/projects/${project.id}?view=scrum`);
  await page.getByTestId('scrum-view-switch').getByText('Backlog', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]scrum=backlog/);
  const product = page.getByTestId('product-backlog');
  const sprintList = page.getByTestId(`sprint-backlog-${sprint.id}`);
  await expect(product.getByTestId(`backlog-story-${stories.Wishlist}`)).toBeVisible();
  await expect(page.getByTestId('product-backlog-totals')).toHaveText('3 stories · 16 pts');
  await expect(page.getByTestId(`sprint-backlog-totals-${sprint.id}`)).toHaveText('0 stories · 0 pts · 0 done');
  await expectAccessible(page, 'backlog view');

  // A real mouse drag of Checkout into the sprint: both totals change at once, the server keeps it.
  await drag(page, page.getByTestId(`backlog-story-handle-${stories.Checkout}`), page.getByTestId(`backlog-sprint-${sprint.id}-list`));
  await expect(sprintList.getByTestId(`backlog-story-${stories.Checkout}`)).toBeVisible();
  await expect(page.getByTestId(`sprint-backlog-totals-${sprint.id}`)).toHaveText('1 stories · 5 pts · 0 done');
  await expect(page.getByTestId('product-backlog-totals')).toHaveText('2 stories · 11 pts');
  await toast(page, `Story "Checkout ${RUN}" moved to Sprint ${RUN}`);
  await expect(page.getByTestId(`sprint-capacity-${sprint.id}`)).toContainText('5 pts planned');

  // The keyboard: Wishlist lifted with space, moved up one place with the arrow, dropped with space.
  const handle = page.getByTestId(`backlog-story-handle-${stories.Wishlist}`);
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await expect.poll(() => productOrder(page, project.id)).toEqual([`Wishlist ${RUN}`, `Search ${RUN}`]);

  // Inline points: Search from 3 to 13, the product backlog's total follows.
  const points = page.getByLabel(`Story points of Search ${RUN}`);
  await points.fill('13');
  await points.press('Enter');
  await expect(page.getByTestId('product-backlog-totals')).toHaveText('2 stories · 21 pts');

  // After a reload (the shell opens the project's default view; the Scrum area keeps ?scrum=backlog), the order and
  // the plan are still there.
  await page.reload();
  await expect(page).toHaveURL(/[?&]scrum=backlog/);
  await switchView(page, 'Scrum');
  await expect(sprintList.getByTestId(`backlog-story-${stories.Checkout}`)).toBeVisible();
  const handles = product.locator('[data-testid^="backlog-story-handle-"]');
  await expect(handles).toHaveCount(2);
  await expect(handles.nth(0)).toContainText(`Wishlist ${RUN}`);
  await expect(handles.nth(1)).toContainText(`Search ${RUN}`);
  await expect(page.getByTestId('product-backlog-totals')).toHaveText('2 stories · 21 pts');

  // Quick create puts a story into the product backlog.
  await page.getByLabel('New story subject', { exact: true }).fill(`Gift cards ${RUN}`);
  await page.getByLabel('New story points', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(product.getByText(`Gift cards ${RUN}`)).toBeVisible();
  await expect(page.getByTestId('product-backlog-totals')).toHaveText('3 stories · 23 pts');
  await expectAccessible(page, 'backlog view after planning');
});

test('the organization backlogs page lists a project\'s backlogs with totals and links into its Backlog view, where a story is quick-created into a sprint', async ({ page, browser, baseURL }) => {
  // The admin sets the project up: Tomás is a Member (he may create stories and plan sprints), one sprint, two stories.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await login(admin, DEMO_USERS.admin, DEMO_PASSWORD);
  // Named to sort early: the page reads the first 30 projects by name.
  createdProjectId = await createProjectWithMember(admin, `Aardvark backlog ${RUN}`, `aardvark_backlog_${RUN}`, TOMAS);
  const projectId = createdProjectId;
  const sprint = await post<{ id: number }>(admin, '/api/v3/versions', { name: `Sprint A ${RUN}`, startDate: '2026-11-23', endDate: '2026-12-04', _links: { definingProject: { href: `/api/v3/projects/${projectId}` } } });
  await post(admin, `/api/v3/projects/${projectId}/backlogs/stories`, { subject: `Onboarding ${RUN}`, storyPoints: 3 });
  await post(admin, `/api/v3/projects/${projectId}/backlogs/stories`, { subject: `Invoices ${RUN}`, storyPoints: 5, version: sprint.id });
  await adminContext.close();

  await login(page, TOMAS, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Backlogs' }).click();
  await expect(page).toHaveURL(/\/backlogs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Backlogs' })).toBeVisible();
  const card = page.getByTestId(`organization-backlog-${projectId}`);
  await expect(card.getByRole('heading', { name: `Aardvark backlog ${RUN}` })).toBeVisible();
  await expect(card.getByTestId(`organization-backlog-totals-${projectId}`)).toHaveText('1 story (3 pts) in the product backlog · 5 pts planned in 1 open sprint · 0 done');
  await expect(card.getByTestId(`organization-product-backlog-${projectId}`)).toContainText(`Onboarding ${RUN}`);
  await expect(card.getByTestId(`organization-sprint-totals-${sprint.id}`)).toHaveText('1 story · 5 pts · 0 done');
  await expect(card.getByTestId(`organization-sprint-stories-${sprint.id}`)).toContainText(`Invoices ${RUN}`);
  await expectAccessible(page, 'organization backlogs page');

  // Into the project's Backlog view.
  await card.getByRole('link', { name: `Open the backlog of Aardvark backlog ${RUN}` }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}\\?.*scrum=backlog`));
  const sprintList = page.getByTestId(`sprint-backlog-${sprint.id}`);
  await expect(sprintList.getByText(`Invoices ${RUN}`)).toBeVisible();

  // Quick create straight into the sprint: the story lands there, the sprint's totals follow, the product backlog's do not.
  await sprintList.getByLabel(`New story subject in Sprint A ${RUN}`).fill(`Refunds ${RUN}`);
  await sprintList.getByLabel(`New story points in Sprint A ${RUN}`).fill('8');
  await sprintList.getByRole('button', { name: `Add to Sprint A ${RUN}` }).click();
  await expect(sprintList.getByText(`Refunds ${RUN}`)).toBeVisible();
  await expect(page.getByTestId(`sprint-backlog-totals-${sprint.id}`)).toHaveText('2 stories · 13 pts · 0 done');
  await expect(page.getByTestId('product-backlog-totals')).toHaveText('1 stories · 3 pts');
  const saved = await (await page.request.get(`/api/v3/projects/${projectId}/backlogs`)).json();
  expect(saved.sprintBacklogs[0].stories.map((story: { subject: string }) => story.subject)).toEqual([`Invoices ${RUN}`, `Refunds ${RUN}`]);
  await expectAccessible(page, 'backlog view with sprint quick create');
});
