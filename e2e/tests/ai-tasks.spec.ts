// Issue 15 (task generation UI): 'Generate with AI' in the Create New Task dialog and 'Break into sub-tasks with AI'
// in the task panel, against a fake OpenAI-compatible provider on loopback that an admin configures through the API.
// The server must allow the loopback host (AI_ALLOWED_HOSTS in support/global-setup.ts). The provider is deleted at
// the end: the suite shares one database, and other specs expect AI to be 'not configured'.
import type { Browser, Page } from '@playwright/test';
import { addFakeAiProvider, FakeAiProvider, removeAiProvider } from '../support/ai';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createProjectWithMember, createTaskThroughApi, XHR } from '../support/projects';
import { E2E_ENV, requireEnv } from '../support/repo';

const RUN = Date.now().toString(36).slice(-5);

test.use({ viewport: { width: 1600, height: 1100 } });
test.describe.configure({ mode: 'serial' });

let fake: FakeAiProvider;
let admin: Page;
let providerId: number | null = null;
let projectId = 0;

async function signedIn(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await login(page, email, DEMO_PASSWORD);
  return page;
}

test.beforeAll(async ({ browser }) => {
  fake = await FakeAiProvider.start();
  const baseURL = requireEnv(E2E_ENV.baseUrl);
  admin = await signedIn(browser, baseURL, DEMO_USERS.admin);
  // A project of its own: turning its AI off and on would otherwise move a seeded project up the projects list.
  projectId = await createProjectWithMember(admin, `AI tasks ${RUN}`, `ai_tasks_${RUN}`, DEMO_USERS.member);
  providerId = await addFakeAiProvider(admin.request, fake, `Fake ${RUN}`);
});

test.afterAll(async () => {
  if (admin) {
    if (projectId) await admin.request.delete(`/api/v3/projects/${projectId}`, { headers: XHR });
    if (providerId !== null) await removeAiProvider(admin.request, providerId);
    await admin.context().close();
  }
  await fake?.close();
});

async function openCreateDialog(page: Page) {
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByTestId('tasks-view')).toBeVisible();
  await page.getByTestId('create-task-button').click();
  const dialog = page.getByTestId('create-task-dialog');
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await page.waitForTimeout(300);
  return dialog;
}

test('a member generates a task with AI, edits the title, and creates it', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('button', { name: 'Generate with AI' }).click();
  const text = dialog.getByRole('textbox', { name: /Describe the work/ });
  await expect(text).toBeFocused();
  await text.fill('We need a staging environment that mirrors production for the relaunch');
  await expect(dialog.getByText('70 / 5000')).toBeVisible();

  // The dialog with the generate step open passes axe.
  await expectAccessible(page, 'the Create New Task dialog with the generate step open', { include: '.ant-modal' });

  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Set up the staging environment');
  await expect(dialog.getByTestId('ai-generate-status')).toContainText('AI filled in the form');
  await expect(dialog.getByLabel('Description')).toHaveValue(/Provision staging/);
  await expect(dialog.getByLabel('Estimated hours')).toHaveValue('6.0');
  await expect(dialog.getByLabel('Start date')).toHaveValue('2026-03-03');
  await expect(dialog.getByTestId('ai-generate-notes')).toContainText('infrastructure, staging');
  expect(fake.requests.length).toBeGreaterThan(0);

  const title = `Staging for the relaunch ${RUN}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByTestId('create-task-submit').click();
  await expect(dialog).toBeHidden();
  const card = page.locator('[data-testid^="task-card-"]').filter({ hasText: title });
  await expect(card).toBeVisible();
  const taskId = Number((await card.getAttribute('data-testid'))!.replace('task-card-', ''));
  const created = await (await page.request.get(`/api/v3/work_packages/${taskId}`)).json();
  expect(created._links.priority.title).toBe('High');
  expect(created.startDate).toBe('2026-03-03');
});

test('a member breaks a task into sub-tasks with AI', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const parent = await createTaskThroughApi(page, projectId, `Launch checklist ${RUN}`);
  await page.goto(`/projects/${projectId}?task=${parent.id}`);
  const panel = page.getByTestId('task-panel');
  await panel.getByRole('button', { name: 'Break into sub-tasks with AI' }).click();
  await panel.getByLabel('Guidance (optional)').fill('infrastructure first');
  await panel.getByRole('button', { name: 'Generate', exact: true }).click();
  const rows = panel.getByTestId('ai-subtask-row');
  await expect(rows).toHaveCount(2);
  await expect(panel.getByTestId('ai-subtasks-status')).toHaveText('2 sub-task suggestions ready to review.');
  await expectAccessible(page, 'the task panel with the sub-task review', { include: '.ant-drawer' });
  await panel.getByRole('textbox', { name: 'Sub-task 2 title' }).fill(`Run the smoke tests ${RUN}`);
  await panel.getByRole('button', { name: 'Create 2 sub-tasks' }).click();
  await expect(panel.getByTestId('ai-subtasks-status')).toHaveText('2 sub-tasks created.');

  const ids = await panel.getByText(/^Created #\d+$/).allInnerTexts();
  expect(ids).toHaveLength(2);
  for (const id of ids.map((label) => Number(label.replace('Created #', '')))) {
    const child = await (await page.request.get(`/api/v3/work_packages/${id}`)).json();
    expect(child._links.parent.href).toBe(`/api/v3/work_packages/${parent.id}`);
  }
  // The board has the new children.
  await panel.getByTestId('task-panel-close').click();
  await expect(page.locator('[data-testid^="task-card-"]').filter({ hasText: `Run the smoke tests ${RUN}` })).toBeVisible();
});

test('when the first provider fails, the next one serves, and an answer carrying HTML stays text', async ({ page }) => {
  // A second provider after the first; the first answers every request with a server error.
  const second = await FakeAiProvider.start();
  const secondId = await addFakeAiProvider(admin.request, second, `Fallback ${RUN}`);
  second.toolArgs = { title: 'Served by the fallback <img src=x onerror="window.__aiXss=1">', description: 'From the second provider.', type: 'Task', priority: 'Normal' };
  fake.mode = 'server-error';
  try {
    await login(page, DEMO_USERS.member, DEMO_PASSWORD);
    const dialog = await openCreateDialog(page);
    await dialog.getByRole('button', { name: 'Generate with AI' }).click();
    await dialog.getByRole('textbox', { name: /Describe the work/ }).fill('Prepare the fallback drill for the relaunch');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue('Served by the fallback <img src=x onerror="window.__aiXss=1">');
    expect(second.requests.length).toBeGreaterThan(0);
    expect(fake.requests.some((request) => request.path === '/v1/chat/completions')).toBe(true);
    await dialog.getByTestId('create-task-submit').click();
    await expect(dialog).toBeHidden();
    const card = page.locator('[data-testid^="task-card-"]').filter({ hasText: 'Served by the fallback' });
    await expect(card).toContainText('<img src=x');
    await expect(card.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __aiXss?: number }).__aiXss)).toBeUndefined();
  } finally {
    fake.mode = 'ok';
    await removeAiProvider(admin.request, secondId);
    await second.close();
  }
});

test("a project admin turns the project's AI off in Project Settings; the dialog then says so instead of offering the button", async ({ page }) => {
  await admin.goto(`/projects/${projectId}`);
  await admin.getByTestId('project-settings-button').click();
  const settings = admin.getByTestId('project-settings-dialog');
  const ai = settings.getByRole('switch', { name: 'AI features' });
  await expect(ai).toBeChecked();
  await ai.click();
  await expect(admin.getByText('AI features turned off for this project')).toBeVisible();
  await expect(ai).not.toBeChecked();
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const dialog = await openCreateDialog(page);
  await expect(dialog.getByTestId('ai-unavailable')).toHaveText('AI is turned off for this project.');
  await expect(dialog.getByRole('button', { name: 'Generate with AI' })).toHaveCount(0);
});
