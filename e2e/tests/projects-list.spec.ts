// The projects list: counters, tabs, search syntax, view mode, and 'my projects' for members.
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';

const cards = (page: import('@playwright/test').Page) => page.getByTestId('project-card');

test('an admin sees every seeded project and finds them with the search syntax', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.goto('/projects');

  await expect(page.getByTestId('projects-counter-total')).toContainText('13');
  await expect(page.getByTestId('projects-tab-active')).toHaveText('Active (12)');
  await expect(page.getByTestId('projects-tab-archived')).toHaveText('Archived (1)');
  await expect(cards(page)).toHaveCount(12);
  // Default sort is the most recently updated first.
  await expect(cards(page).first()).toContainText('iOS release 3.0');

  // Ctrl+K focuses the search; the result narrows once typing pauses.
  await page.keyboard.press('Control+k');
  const search = page.getByTestId('project-search');
  await expect(search).toBeFocused();
  await search.fill('identifier:q3_campaign');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Q3 marketing campaign');

  // Fuzzy matching forgives a typo; an excluded term removes matches.
  await search.fill('warehose');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Data warehouse');
  await search.fill('release -android');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('iOS release 3.0');

  await search.fill('no such project anywhere');
  await expect(page.getByText('No projects match your search criteria')).toBeVisible();
  await search.fill('');

  await page.getByTestId('projects-tab-archived').click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Legacy CRM migration');
  await expect(cards(page)).toContainText('Archived');
});

test('the list view is remembered across reloads', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.goto('/projects');
  await expect(cards(page).first()).toBeVisible();
  await page.getByTestId('view-mode-toggle').getByText('List').click();
  await expect(page.getByTestId('project-row').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('project-row').first()).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test("a member sees only their own projects by default, and can widen to every visible project", async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  await page.goto('/projects');
  const mine = await page.request.get(`/api/v3/projects?pageSize=1000&filters=${encodeURIComponent('[{"principal":{"operator":"=","values":["me"]}}]')}`);
  const visible = await page.request.get('/api/v3/projects?pageSize=0');
  const mineTotal = (await mine.json()).total as number;
  const visibleTotal = (await visible.json()).total as number;
  expect(mineTotal).toBeLessThan(visibleTotal);
  await expect(page.getByTestId('projects-counter-total')).toContainText(String(mineTotal));
});
