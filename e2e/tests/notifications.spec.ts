// Issue 14 item 6: in-app notifications. The admin assigns a task to Priya in the task panel; Priya, already on a
// page in her own browser, sees the bell's count rise without a reload, opens the list, clicks the notification,
// lands on the task in its project, and the count drops again.
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createTaskThroughApi, projectIdByIdentifier } from '../support/projects';
import { chooseOption } from '../support/ui';

// The suite shares one database and CI retries a failed test once: titles carry this run's mark to stay unique.
const RUN = Date.now().toString(36).slice(-5);

async function secondUser(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await login(page, email, DEMO_PASSWORD);
  return page;
}

/** The unread count the bell announces ('Notifications, 3 unread'). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  const match = /Notifications, (\d+) unread/.exec(label);
  if (!match) throw new Error(`the bell does not say its count yet: "${label}"`);
  return Number(match[1]);
}

test.use({ viewport: { width: 1600, height: 1000 } });

test('an assignment reaches the assignee live; the notification opens the task and is then read', async ({ page, browser, baseURL }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const subject = `Review the cookie banner ${RUN}`;
  const task = await createTaskThroughApi(page, projectId, subject);

  // Priya is on the projects list in her own browser, her bell showing its count.
  const priya = await secondUser(browser, baseURL!, DEMO_USERS.member);
  await priya.goto('/projects');
  const bell = priya.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', /^Notifications, \d+ unread$/);
  const before = await unreadCount(priya);

  // The admin assigns the task to her in the task panel (it saves on its own).
  await page.goto(`/projects/${projectId}?task=${task.id}`);
  const panel = page.getByTestId('task-panel');
  await expect(panel.getByTestId('task-subject-input')).toHaveValue(subject);
  await chooseOption(page, panel.locator('.ant-select').filter({ has: page.locator('#task-assignee') }), 'Priya Raman');
  await expect(panel.getByTestId('task-panel-save-state')).toHaveText(/Saved/, { timeout: 8_000 });

  // Her count rises without a reload.
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`, { timeout: 5_000 });

  // The list names who did what; the open list passes axe.
  await bell.click();
  const drawer = priya.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByRole('link', { name: new RegExp(`Ada Okafor assigned you to "${subject}"`) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Unread:');
  await expectAccessible(priya, 'notifications list (open)', { include: '.ant-drawer' });

  // A click opens the task in its project and marks the notification read.
  await item.click();
  await expect(priya).toHaveURL(new RegExp(`/projects/${projectId}\\?(.*&)?task=${task.id}`));
  await expect(priya.getByTestId('task-panel').getByTestId('task-subject-input')).toHaveValue(subject);
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before} unread`);
  await expect(drawer).toBeHidden();

  // Back on the projects list and reopened, it is listed as read; 'Mark all as read' clears what is left.
  await priya.goto('/projects');
  await bell.click();
  await expect(drawer.getByRole('link', { name: new RegExp(`assigned you to "${subject}"`) })).not.toContainText('Unread:');
  if (before > 0) {
    await drawer.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAttribute('aria-label', 'Notifications, 0 unread');
  }
  await expect(drawer.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await priya.context().close();
});

test('the bell and its list work from the keyboard', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  await page.goto('/projects');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', /^Notifications, \d+ unread$/);
  await bell.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeVisible();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // Focus returns to the bell.
  await expect(bell).toBeFocused();
});
