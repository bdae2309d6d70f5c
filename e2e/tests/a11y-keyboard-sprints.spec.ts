// Issue 21: the Scrum view with only a keyboard. After signing in, everything is done with Tab, Enter, Space,
// arrows and Escape: create a sprint in its dialog (focus goes in, and back to the button on close), move a task
// from Unassigned into the sprint with the drag-and-drop keys (space lifts, arrows move, space drops, escape
// cancels) and check the server kept it, then reach a chart's data table.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createTaskThroughApi, XHR } from '../support/projects';

const RUN = Date.now().toString(36).slice(-5);

test.use({ viewport: { width: 1440, height: 900 } });

// The suite shares one database: the project made here goes again, so specs after this one see the seed's projects.
let createdProjectId: number | undefined;
test.afterEach(async ({ page }) => {
  if (createdProjectId !== undefined) await page.request.delete(`/api/v3/projects/${createdProjectId}`, { headers: XHR });
  createdProjectId = undefined;
});

/** Presses Tab until `target` has the focus (as a keyboard user would), failing if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with Tab within ${maxPresses} presses`).toBeFocused();
}

async function versionTitleOf(page: Page, taskId: number): Promise<string | null> {
  const task = await (await page.request.get(`/api/v3/work_packages/${taskId}`)).json();
  return task._links.version?.href ? task._links.version.title : null;
}

test('plans a sprint with only the keyboard: Create Sprint, a task moved into it, the chart as a table', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const created = await page.request.post('/api/v3/projects', { headers: XHR, data: { name: `Keyboard sprints ${RUN}`, identifier: `keyboard_sprints_${RUN}` } });
  expect(created.status()).toBe(201);
  const projectId = (await created.json()).id as number;
  createdProjectId = projectId;
  const title = `Alt texts for the team photos ${RUN}`;
  const task = await createTaskThroughApi(page, projectId, title);
  await page.goto(`/projects/${projectId}?view=scrum`);
  await expect(page.getByTestId('no-sprints')).toBeVisible();

  // Create Sprint: Enter opens it with the focus in Name; Enter submits; the focus returns to the button.
  const createButton = page.getByTestId('create-sprint-button');
  await tabTo(page, createButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('create-sprint-dialog');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  const name = `Sprint keyboard ${RUN}`;
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(createButton).toBeFocused();
  const versions = (await (await page.request.get(`/api/v3/projects/${projectId}/versions`)).json())._embedded.elements as Array<{ id: number; name: string }>;
  const sprint = versions.find((version) => version.name === name)!;
  expect(sprint).toBeTruthy();
  const sprintColumn = page.getByTestId(`sprint-column-version-${sprint.id}`);
  await expect(sprintColumn).toBeVisible();

  // Space lifts the card, the right arrow takes it to the sprint, space drops it: the server keeps it there.
  const live = page.getByTestId('live-announcer');
  const card = page.getByTestId(`sprint-task-${task.id}`);
  await tabTo(page, card);
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await expect(sprintColumn.getByTestId(`sprint-task-${task.id}`)).toBeVisible();
  await expect.poll(() => versionTitleOf(page, task.id)).toBe(name);
  await expect(live).toContainText(`Task "${title}" assigned to ${name}`);

  // Escape cancels a move: lifted and moved back towards Unassigned, the card stays in the sprint.
  await expect(card).toBeFocused();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(300);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  await expect(sprintColumn.getByTestId(`sprint-task-${task.id}`)).toBeVisible();
  expect(await versionTitleOf(page, task.id)).toBe(name);

  // The statistics: Show Stats, then the progress donut's numbers as a table.
  await tabTo(page, page.getByRole('button', { name: 'Show Stats' }));
  await page.keyboard.press('Enter');
  const overview = page.getByTestId('analytics-overview');
  const showTable = overview.getByRole('button', { name: 'Show data table' }).first();
  await expect(showTable).toBeVisible();
  await tabTo(page, showTable);
  await expect(showTable).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(overview.getByRole('button', { name: 'Hide data table' }).first()).toHaveAttribute('aria-expanded', 'true');
  const table = overview.getByRole('table', { name: /^Progress/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: 'Completed 0' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Remaining 100' })).toBeVisible();
});
