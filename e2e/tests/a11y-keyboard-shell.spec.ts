// Issue 21: the shell by keyboard alone. After the page loads, the journeys below use only page.keyboard (Tab, Enter,
// arrows, Escape) and check where focus lands; nothing is clicked. Also: the frame holds at 320px without a sideways
// scroll.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { firstVisibleProject, XHR } from '../support/projects';

/** What has focus now: its test id, id, role, accessible text, for assertions and for readable failures. */
async function focused(page: Page): Promise<{ testId: string | null; id: string; role: string | null; text: string; tag: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      testId: element?.getAttribute('data-testid') ?? null,
      id: element?.id ?? '',
      role: element?.getAttribute('role') ?? null,
      text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      tag: element?.tagName.toLowerCase() ?? '',
    };
  });
}

/** Presses Tab until `reached` holds for the focused element; fails after `limit` presses. */
async function tabUntil(
  page: Page,
  what: string,
  reached: (target: Awaited<ReturnType<typeof focused>>) => boolean,
  { limit = 40, backwards = false } = {},
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (reached(await focused(page))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${what} in ${limit} presses (last: ${JSON.stringify(await focused(page))})`);
}

async function withinWidth(element: Locator, width: number): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function hasNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
  expect(widths.scroll, `page is ${widths.scroll}px wide in a ${widths.viewport}px viewport`).toBeLessThanOrEqual(widths.viewport);
}

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  await page.goto('/account');
  await expect(page.getByTestId('page-account')).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab continues inside the page, not back in the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('sign in, find a project, open it and switch views, all by keyboard', async ({ page }) => {
  await page.goto('/login');
  // The email field has focus when the page opens.
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(DEMO_USERS.member);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByTestId('project-search')).toBeVisible();

  const project = await firstVisibleProject(page);
  await tabUntil(page, 'the projects search', (target) => target.testId === 'project-search');
  await page.keyboard.type(project.name);
  await expect(page.locator(`[data-project-id="${project.id}"]`).first()).toBeVisible();
  // A card or row opens from its name, a link.
  await tabUntil(page, `the project ${project.name}`, (target) => target.tag === 'a' && target.text === project.name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();

  // The view switcher is a radio group: Tab reaches the selected view, arrows choose another.
  const switcher = page.getByTestId('view-switcher');
  await expect(page.getByTestId('view-slot-kanban')).toBeVisible();
  await tabUntil(page, 'the view switcher', (target) => target.tag === 'input' && target.role !== 'combobox', { limit: 60 });
  expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="view-switcher"]') !== null)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('view-slot-list')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('view-slot-calendar')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('view-slot-list')).toBeVisible();
  // Focus stays on the switcher, and its focus ring is drawn.
  expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="view-switcher"]') !== null)).toBe(true);
  const ring = await switcher.locator('.ant-segmented-item-focused').evaluate((item) => getComputedStyle(item).outlineStyle);
  expect(ring).toBe('solid');
});

test('the user menu opens with Enter and closes with Escape, giving focus back to its button', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await expect(page.getByTestId('project-search')).toBeVisible();

  const menuButton = page.getByTestId('user-menu');
  await tabUntil(page, 'the user menu', (target) => target.testId === 'user-menu');
  // Its name is what it shows (the user and the Admin badge), so voice control users can say it.
  await expect(menuButton).toHaveAccessibleName(/Admin/);
  await page.keyboard.press('Enter');
  const account = page.getByRole('menuitem', { name: 'Account' });
  const logOut = page.getByRole('menuitem', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  // Focus moves into the menu, so the arrows walk its items.
  await expect(account).toBeFocused();
  // The admin's menu has AI settings and GitHub settings between the two.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'AI settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'GitHub settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(logOut).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(logOut).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Opened again, focus is back in the menu (on the item last used); Home goes to the first, Enter follows it.
  await page.keyboard.press('Enter');
  await expect(logOut).toBeFocused();
  await page.keyboard.press('Home');
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
});

test('at 320px wide (and at 200% zoom) the header and the project page wrap instead of scrolling sideways', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.setViewportSize({ width: 320, height: 640 });
  const project = await firstVisibleProject(page);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId('view-switcher')).toBeVisible();
  await hasNoSidewaysScroll(page);
  // Every view is still offered within the width, and so is the user menu.
  for (const label of ['Board', 'List', 'Calendar', 'Scrum', 'Finance', 'GitHub', 'Documents', 'Forums']) {
    await withinWidth(page.getByTestId('view-switcher').getByText(label, { exact: true }), 320);
  }
  await withinWidth(page.getByTestId('user-menu'), 320);

  // The account page with a token whose long name has no spaces (the tokens table must fit too).
  const tokenName = `ci-deploy-key-for-the-website-relaunch-pipeline-${Date.now()}`;
  expect((await page.request.post('/api/v3/access_tokens', { headers: XHR, data: { name: tokenName } })).status()).toBe(201);
  await page.goto('/account');
  await expect(page.getByTestId('page-account').getByText(tokenName)).toBeVisible();
  await hasNoSidewaysScroll(page);

  // 200% zoom of a 1440x900 window is a 720x450 CSS viewport.
  await page.setViewportSize({ width: 720, height: 450 });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId('view-switcher')).toBeVisible();
  await hasNoSidewaysScroll(page);
  await withinWidth(page.getByTestId('user-menu'), 720);
});

test('with reduced motion asked for, nothing animates', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  await page.goto('/account');
  await expect(page.getByTestId('page-account')).toBeVisible();
  // antd's own motion is off (its transitions last 0s) and CSS transitions elsewhere end at once.
  const durations = await page.getByRole('button', { name: 'Create token' }).evaluate((button) => getComputedStyle(button).transitionDuration);
  for (const duration of durations.split(',')) expect(parseFloat(duration)).toBeLessThan(0.001);
});
