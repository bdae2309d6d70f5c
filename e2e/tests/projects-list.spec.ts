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

test.describe('at 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a 300-character name is refused as too long, and at 255 it fits the toast, its card and the list without a horizontal scroll', async ({ page }) => {
    // Words and one long unbroken run, the hardest case for wrapping.
    const long = `${'Interplanetary logistics '.repeat(10)}${'x'.repeat(50)}`;
    expect(long).toHaveLength(300);
    const name = long.slice(0, 255);
    const identifier = `long_name_e2e_${Date.now().toString(36).slice(-5)}`;
    await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
    await page.goto('/projects');
    await page.getByTestId('new-project-button').click();
    const dialog = page.getByTestId('create-project-dialog');
    await dialog.getByTestId('create-project-name').fill(long);
    await expect(dialog.getByTestId('create-project-name')).toHaveValue(long);
    await expect(dialog.getByText('Name is too long (maximum is 255 characters).')).toBeVisible();
    await dialog.getByTestId('create-project-name').fill(name);
    await dialog.getByTestId('create-project-identifier').fill(identifier);
    await dialog.getByTestId('create-project-submit').click();

    const toast = page.locator('.ant-message-notice').filter({ hasText: 'created successfully!' });
    await expect(toast).toBeVisible();
    for (const element of [toast, toast.getByText(/created successfully!/)]) {
      const box = (await element.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1440);
    }
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    const projectId = Number(new URL(page.url()).pathname.split('/').pop());

    try {
      await page.goto('/projects');
      const noHorizontalScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      // The card: the name cut to two lines with an ellipsis, the whole of it in the title, nothing past the card's edge.
      await page.getByTestId('view-mode-toggle').getByText('Grid').click();
      const card = page.locator(`[data-testid="project-card"][data-project-id="${projectId}"]`);
      const cardName = card.getByTestId('project-card-name');
      await expect(cardName).toHaveAttribute('title', name);
      const overflow = await card.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const lineHeight = await cardName.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await cardName.boundingBox())!.height).toBeLessThanOrEqual(2 * lineHeight + 1);
      expect(await noHorizontalScroll()).toBe(true);

      // The list view: every column in the area, no horizontal scroll.
      await page.getByTestId('view-mode-toggle').getByText('List').click();
      const table = page.getByTestId('projects-table');
      await expect(table.locator('[data-testid="project-row"]').first()).toBeVisible();
      const area = (await page.getByTestId('projects-page').boundingBox())!;
      const tableBox = (await table.locator('table').boundingBox())!;
      expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(area.x + area.width);
      for (const column of ['Name', 'Identifier', 'Description', 'Status', 'Created', 'Updated', 'Actions']) {
        const header = table.locator('th').filter({ hasText: new RegExp(`^${column}$`) });
        await expect(header).toBeVisible();
        const box = (await header.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width);
      }
      const row = table.locator(`[data-testid="project-row"][data-project-id="${projectId}"]`);
      await expect(row.getByTestId('project-row-name')).toHaveAttribute('title', name);
      expect(await noHorizontalScroll()).toBe(true);
    } finally {
      await page.request.delete(`/api/v3/projects/${projectId}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    }
  });
});
