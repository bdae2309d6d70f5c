// Sprint journeys: a team leader plans a sprint on the Scrum view (create it, drag a task into it with the mouse,
// open the task's panel there, rename the sprint, delete it with its safeguards); the analytics computed from the
// seeded sprint history; and versions in the tasks area and the project settings.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { drag } from '../support/board';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createTaskThroughApi, projectIdByIdentifier, XHR } from '../support/projects';
import { chooseOption, selectTab, toast } from '../support/ui';

// The suite shares one database and CI retries a failed test once: names carry this run's mark to stay unique.
const RUN = Date.now().toString(36).slice(-5);

test.use({ viewport: { width: 1800, height: 1200 } });

interface VersionJson { id: number; name: string; status: string }

async function projectVersions(page: Page, projectId: number): Promise<VersionJson[]> {
  const response = await page.request.get(`/api/v3/projects/${projectId}/versions?pageSize=1000`);
  expect(response.ok()).toBe(true);
  return (await response.json())._embedded.elements;
}

async function versionTitleOf(page: Page, taskId: number): Promise<string | null> {
  const task = await (await page.request.get(`/api/v3/work_packages/${taskId}`)).json();
  return task._links.version?.href ? task._links.version.title : null;
}

/** Opens an antd dialog's form once it has settled (a click during its opening animation can be lost). */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(300);
}

async function closeSettings(page: Page): Promise<void> {
  const settings = page.locator('.ant-modal').filter({ has: page.getByRole('tab', { name: 'Versions' }) });
  await settings.getByRole('button', { name: 'Close' }).first().click();
  await expect(settings).toBeHidden();
}

test('a team leader plans a sprint: creates it, drags a task in, opens it, renames the sprint and deletes it', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const title = `Cookie banner translations ${RUN}`;
  const task = await createTaskThroughApi(page, projectId, title);
  await page.goto(`/projects/${projectId}?view=scrum`);
  await expect(page.getByTestId('sprint-board')).toBeVisible();

  // Create: the name rules, then the sprint appears as a column (open sprints show by default).
  const name = `Sprint e2e ${RUN}`;
  await page.getByRole('button', { name: 'Create Sprint' }).click();
  const dialog = page.getByTestId('create-sprint-dialog');
  await expect(dialog.getByLabel('Name')).toBeVisible();
  await settle(page);
  await dialog.getByLabel('Name').fill('S');
  await dialog.getByTestId('create-sprint-submit').click();
  await expect(dialog.getByText('Sprint name must be at least 2 characters')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByTestId('create-sprint-submit').click();
  await toast(page, 'Sprint created successfully');
  await expect(dialog).toBeHidden();
  const versions = await projectVersions(page, projectId);
  const created = versions.find((version) => version.name === name)!;
  expect(created).toMatchObject({ status: 'open' });
  const column = page.getByTestId(`sprint-column-version-${created.id}`);
  await expect(column).toBeVisible();

  // A real mouse drag from Unassigned into the new sprint: the card moves, the server keeps it.
  const card = page.getByTestId('sprint-column-unassigned').getByTestId(`sprint-task-${task.id}`);
  await expect(card).toBeVisible();
  await drag(page, card, page.getByTestId(`sprint-column-version-${created.id}-cards`));
  await expect(column.getByTestId(`sprint-task-${task.id}`)).toBeVisible();
  await toast(page, `Task "${title}" assigned to ${name}`);
  await expect.poll(() => versionTitleOf(page, task.id)).toBe(name);

  // The task opens in the task panel on this view, showing its sprint.
  await column.getByTestId(`sprint-task-${task.id}`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]task=${task.id}`));
  const panel = page.locator('.ant-drawer').filter({ hasText: title });
  await expect(panel.getByText(name)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/[?&]task=/);

  // Rename: the Changes tab shows the name old versus new, and the column follows.
  const renamed = `${name} (renamed)`;
  await column.getByLabel(`Sprint actions for ${name}`).click();
  await page.getByRole('menuitem', { name: 'Edit Sprint' }).click();
  const edit = page.getByTestId('edit-sprint-dialog');
  await expect(edit.getByTestId('edit-sprint-submit')).toHaveText(/No Changes/);
  await settle(page);
  await edit.getByLabel('Name').fill(renamed);
  await selectTab(page, edit.getByRole('tab', { name: /Changes/ }));
  await expect(edit.getByTestId('change-name')).toContainText(name);
  await expect(edit.getByTestId('change-name')).toContainText(renamed);
  await edit.getByTestId('edit-sprint-submit').click();
  await toast(page, 'Sprint updated successfully');
  await expect(column).toContainText(renamed);

  // Delete: a sprint with active work is high risk; every box and the exact name are needed.
  await column.getByLabel(`Sprint actions for ${renamed}`).click();
  await page.getByRole('menuitem', { name: 'Delete Sprint' }).click();
  const remove = page.getByTestId('delete-sprint-dialog');
  await expect(remove.getByTestId('delete-risk')).toHaveAttribute('data-risk', 'high');
  await settle(page);
  const confirm = remove.getByTestId('delete-sprint-confirm');
  await expect(confirm).toBeDisabled();
  for (const box of await remove.getByRole('checkbox').all()) await box.check();
  await remove.getByRole('textbox').fill('Sprint e2e');
  await expect(remove.getByText(`Name doesn't match. Please type exactly: ${renamed}`)).toBeVisible();
  await expect(confirm).toBeDisabled();
  await remove.getByRole('textbox').fill(renamed);
  await confirm.click();
  await toast(page, 'Sprint deleted successfully');
  await expect(column).toBeHidden();
  // Its work went back to the backlog, on the server too.
  await expect(page.getByTestId('sprint-column-unassigned').getByTestId(`sprint-task-${task.id}`)).toBeVisible();
  await expect.poll(() => versionTitleOf(page, task.id)).toBeNull();
});

test('the analytics show the seeded sprints as their history computes them', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const statistics = await (await page.request.get(`/api/v3/projects/${projectId}/statistics`)).json();
  const finished = statistics.velocity.historicalData as Array<{ sprintId: number; sprintName: string; plannedPoints: number; completedPoints: number }>;
  expect(finished.length).toBeGreaterThanOrEqual(4);

  await page.goto(`/projects/${projectId}?view=scrum`);
  await expect(page.getByTestId('sprint-board')).toBeVisible();
  await page.getByRole('button', { name: 'Show Stats' }).click();

  // Overview: the current sprint's burndown, drawn from the server's ideal and actual lines.
  const burndown = page.getByTestId('burndown');
  await expect(burndown).toBeVisible();
  await expect(burndown.locator('svg.apexcharts-svg')).toBeVisible();
  await expect(burndown.locator('.apexcharts-series')).toHaveCount(2);

  // Velocity: one row per finished sprint with the server's planned and completed points.
  await selectTab(page, page.getByRole('tab', { name: 'Velocity' }));
  for (const sprint of finished) {
    const row = page.getByTestId(`velocity-row-${sprint.sprintId}`);
    await expect(row).toContainText(sprint.sprintName);
    await expect(row).toContainText(`${sprint.completedPoints} / ${sprint.plannedPoints} pts`);
  }

  // The progress donut shows the current sprint with the server's one verdict, explained on hover.
  const current = statistics.sprints.find((sprint: { status: string }) => sprint.status === 'open');
  const sprintHealth = (await (await page.request.get(`/api/v3/sprints/${current.id}/statistics`)).json()).health;
  await selectTab(page, page.getByRole('tab', { name: 'Overview' }));
  await expect(page.getByTestId('progress-card')).toContainText(`Progress: ${current.name}`);
  const donutVerdict = page.getByTestId('progress-state');
  await expect(donutVerdict).toHaveText(sprintHealth.label);
  await donutVerdict.hover();
  await expect(page.getByRole('tooltip')).toContainText(`Rule: ${sprintHealth.rule}`);

  // Health: the first open sprint, with the same verdict, and every check's rule and numbers.
  await selectTab(page, page.getByRole('tab', { name: 'Health' }));
  const health = page.getByTestId('analytics-health');
  await expect(health).toContainText(current.name);
  await expect(health.getByTestId('overall-health')).toHaveText(sprintHealth.label);
  await expect(health.getByTestId('overall-health-explanation')).toHaveText(sprintHealth.explanation);
  await expect(health).toContainText('Time elapsed');
  for (const check of sprintHealth.checks as Array<{ key: string; explanation: string }>) {
    await expect(health.getByTestId(`health-${check.key}`)).toContainText(check.explanation);
  }
});

test('a version made in the project settings is chosen for a new task, filters the board, and closes', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByTestId('tasks-view')).toBeVisible();

  // Settings -> Versions: a new version.
  const release = `Release e2e ${RUN}`;
  await page.getByRole('button', { name: 'Project Settings' }).click();
  await selectTab(page, page.getByRole('tab', { name: 'Versions' }));
  await page.getByTestId('new-version-button').click();
  const form = page.getByTestId('version-form-dialog');
  await expect(form.getByLabel('Name')).toBeVisible();
  await settle(page);
  await form.getByLabel('Name').fill(release);
  // A start date typed and confirmed with Enter is taken as the date: the half-filled form is not sent.
  const versionPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v3/versions') versionPosts.push(request.postData() ?? '');
  });
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Start date').click();
  await page.keyboard.type(start);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Start date')).toHaveValue(start);
  await expect(form.getByLabel('Name')).toBeVisible();
  await form.getByRole('button', { name: /create|save/i }).last().click();
  await expect(form).toBeHidden();
  // One version, created by the button, with the start date typed.
  expect(versionPosts).toHaveLength(1);
  const made = (await projectVersions(page, projectId)).filter((version) => version.name === release);
  expect(made).toHaveLength(1);
  expect(((await (await page.request.get(`/api/v3/versions/${made[0].id}`)).json()) as { startDate: string }).startDate).toBe(start);
  const table = page.getByTestId('versions-table');
  await expect(table.getByText(release)).toBeVisible();
  await closeSettings(page);

  // A task created into it shows the version on its card.
  const title = `Release notes for the press kit ${RUN}`;
  await page.getByTestId('create-task-button').click();
  const dialog = page.getByTestId('create-task-dialog');
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await settle(page);
  await dialog.getByLabel('Title').fill(title);
  await chooseOption(page, dialog.getByLabel('Version').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'), release);
  await dialog.getByRole('button', { name: /create/i }).last().click();
  await expect(dialog).toBeHidden();
  const card = page.locator('[data-testid^="task-card-"]').filter({ hasText: title });
  await expect(card).toContainText(release);

  // The filter popover offers the project's versions: this one leaves only its task.
  await page.getByTestId('task-filter-button').click();
  await page.getByTestId('task-filter-version').getByText(release, { exact: true }).click();
  await expect(page.locator('[data-testid^="task-card-"]')).toHaveCount(1);
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // Closing the version in the settings.
  await page.getByRole('button', { name: 'Project Settings' }).click();
  await selectTab(page, page.getByRole('tab', { name: 'Versions' }));
  await page.getByLabel(`${release} open`).click();
  await expect.poll(async () => (await projectVersions(page, projectId)).find((version) => version.name === release)?.status).toBe('closed');

  // A closed version takes no new work: the server says so by name.
  const taskId = Number((await card.getAttribute('data-testid'))!.replace('task-card-', ''));
  const versionId = (await projectVersions(page, projectId)).find((version) => version.name === release)!.id;
  const other = await createTaskThroughApi(page, projectId, `Press kit photos ${RUN}`);
  const refused = await page.request.patch(`/api/v3/work_packages/${other.id}`, {
    headers: XHR,
    data: { lockVersion: other.lockVersion, _links: { version: { href: `/api/v3/versions/${versionId}` } } },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toContain(`${release} is closed`);
  expect(await versionTitleOf(page, taskId)).toBe(release);
});

test("an archived project's sprint board is read-only: a note, no Create Sprint, no sprint actions, and a card does not move", async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const created = await page.request.post('/api/v3/projects', { headers: XHR, data: { name: `Archived sprints ${RUN}`, identifier: `archived_sprints_${RUN}` } });
  expect(created.status()).toBe(201);
  const projectId = (await created.json()).id as number;
  const sprint = await page.request.post('/api/v3/versions', {
    headers: XHR,
    data: { name: `Frozen sprint ${RUN}`, status: 'open', sharing: 'none', _links: { definingProject: { href: `/api/v3/projects/${projectId}` } } },
  });
  expect(sprint.status()).toBe(201);
  const sprintId = (await sprint.json()).id as number;
  const task = await createTaskThroughApi(page, projectId, `Frozen backlog item ${RUN}`);
  expect((await page.request.patch(`/api/v3/projects/${projectId}`, { headers: XHR, data: { active: false } })).status()).toBe(200);

  await page.goto(`/projects/${projectId}?view=scrum`);
  await expect(page.getByTestId('sprints-archived-note')).toContainText('This project is archived');
  const card = page.getByTestId('sprint-column-unassigned').getByTestId(`sprint-task-${task.id}`);
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Sprint' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Sprint actions for Frozen sprint ${RUN}` })).toHaveCount(0);

  // Neither the mouse nor the keyboard moves the card: no request the server would have to refuse.
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes(`/work_packages/${task.id}`)) writes.push(request.url());
  });
  await drag(page, card, page.getByTestId(`sprint-column-version-${sprintId}-cards`));
  await card.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  await expect(page.getByTestId('sprint-column-unassigned').getByTestId(`sprint-task-${task.id}`)).toBeVisible();
  await expect(page.getByTestId(`sprint-column-version-${sprintId}`).getByTestId(`sprint-task-${task.id}`)).toHaveCount(0);
  expect(writes).toEqual([]);
  expect(await versionTitleOf(page, task.id)).toBeNull();
});
