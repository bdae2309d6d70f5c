// Issue 21: the tasks area with the keyboard alone. After signing in (and going to the project's board by its URL),
// every step is Tab, Enter, Space, arrows, Escape or typing: create a task, move it to the next column, open it in
// the panel, edit its title, log time, comment on it, and close the panel with the focus back on its card.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { projectIdByIdentifier } from '../support/projects';

// The suite shares one database and CI retries a failed test once: titles carry this run's mark to stay unique.
const RUN = Date.now().toString(36).slice(-5);

test.use({ viewport: { width: 1800, height: 1200 } });

/** Presses Tab (Shift+Tab going back) until `target` has the focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** The library's live region for drag and drop (it speaks while a card is lifted). */
const dragAnnouncement = (page: Page) => page.locator('[id^="rfd-announcement-"]');

async function serverTask(page: Page, taskId: number): Promise<{ subject: string; status: string }> {
  const body = await (await page.request.get(`/api/v3/work_packages/${taskId}`)).json();
  return { subject: body.subject, status: body._links.status.title };
}

test('create a task, move it across the board, edit it, log time and comment, all with the keyboard', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByTestId('task-board')).toBeVisible();

  // Create New Task: Enter on the button opens the dialog with the focus in Title; Enter in Title submits.
  const createButton = page.getByTestId('create-task-button');
  await tabTo(page, createButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  const title = `Keyboard journey ${RUN}`;
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The dialog gives the focus back to the button that opened it.
  await expect(createButton).toBeFocused();

  const card = page.locator('[data-testid^="task-card-"]').filter({ hasText: title });
  await expect(page.getByTestId('board-column-1').locator('[data-testid^="task-card-"]').filter({ hasText: title })).toBeVisible();
  const taskId = Number((await card.getAttribute('data-testid'))!.replace('task-card-', ''));

  // Move it: Space lifts, the right arrow moves it to In Progress, Space drops; each step is spoken.
  await tabTo(page, card);
  // The focused card shows a focus ring.
  expect(await card.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Space');
  await expect(dragAnnouncement(page)).toContainText(`Lifted ${title} in New`);
  await page.keyboard.press('ArrowRight');
  await expect(dragAnnouncement(page)).toContainText(`${title}: In Progress, position`);
  await page.keyboard.press('Space');
  await expect(dragAnnouncement(page)).toContainText(`Dropped ${title} in In Progress`);
  await expect(page.getByTestId('board-column-2').getByTestId(`task-card-${taskId}`)).toBeVisible();
  await expect.poll(async () => (await serverTask(page, taskId)).status).toBe('In Progress');

  // Escape cancels a lift: the card stays where it was.
  const movedCard = page.getByTestId(`task-card-${taskId}`);
  await expect(movedCard).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dragAnnouncement(page)).toContainText('Lifted');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(dragAnnouncement(page)).toContainText(`Move cancelled. ${title} is back in In Progress`);
  await expect(page.getByTestId('board-column-2').getByTestId(`task-card-${taskId}`)).toBeVisible();

  // Enter opens it in the panel, a dialog that takes the focus.
  await expect(movedCard).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: title });
  await expect(panel).toBeVisible();
  await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Edit the title: it saves by itself.
  const subject = panel.getByTestId('task-subject-input');
  await tabTo(page, subject);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`${title} (edited)`);
  await expect(panel.getByTestId('task-panel-save-state')).toHaveText(/Saved/, { timeout: 10_000 });
  expect((await serverTask(page, taskId)).subject).toBe(`${title} (edited)`);

  // Log time: the dialog opens from its button, takes 1:30 and gives the focus back.
  const logTime = panel.getByTestId('log-time-button');
  await tabTo(page, logTime);
  await page.keyboard.press('Enter');
  const logDialog = page.getByRole('dialog', { name: 'Log time' });
  await expect(logDialog).toBeVisible();
  await tabTo(page, logDialog.getByLabel('Duration'));
  await page.keyboard.type('1:30');
  await page.keyboard.press('Enter');
  await expect(logDialog).toBeHidden();
  await expect(panel.getByTestId('time-entries-card')).toContainText('1h 30m');
  await expect(logTime).toBeFocused();

  // Comment: the Activities tab by arrow keys, then the comment box and its button.
  await tabTo(page, panel.getByRole('tab', { name: 'Details' }), { back: true });
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('tab', { name: 'Activities' })).toBeFocused();
  await page.keyboard.press('Enter');
  const comment = panel.getByTestId('comment-input');
  await tabTo(page, comment);
  await page.keyboard.type(`Checked with the keyboard ${RUN}`);
  await tabTo(page, panel.getByTestId('comment-submit'));
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('activities-list')).toContainText(`Checked with the keyboard ${RUN}`);

  // Escape closes the panel and the focus is back on the card it was opened from.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId(`task-card-${taskId}`)).toBeFocused();
});
