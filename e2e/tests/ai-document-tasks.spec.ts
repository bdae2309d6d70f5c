// Issue 15 item 4: tasks from a document selection. A member selects a passage, chooses Create tasks, reviews the
// AI's drafts (a fake OpenAI-compatible provider on loopback), creates them; each task links back to the document,
// and the document lists the tasks with their status, following a status change made elsewhere live.
import { expectAccessible } from '../support/a11y';
import { addFakeAiProvider, removeAiProvider, useFakeAiProvider } from '../support/ai';
import { createDocumentThroughApi, openDocumentEditor, signedIn } from '../support/documents';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { XHR } from '../support/projects';

const RUN = Date.now().toString(36).slice(-5);
const fakeProvider = useFakeAiProvider();

test.use({ viewport: { width: 1600, height: 1000 } });

test('a member turns a selected passage into tasks that link back, and the document shows their status', async ({ page, browser, baseURL }) => {
  // The suite shares one database: the provider and the tasks made here go again at the end.
  const admin = await signedIn(browser, baseURL, DEMO_USERS.admin);
  const providerId = await addFakeAiProvider(admin.request, fakeProvider(), `E2E document tasks ${RUN}`);
  const createdIds: number[] = [];
  try {
    await login(page, DEMO_USERS.member, DEMO_PASSWORD);
    const passage = 'Before the launch we set up staging and run the smoke tests.';
    const documentId = await createDocumentThroughApi(page, `Launch checklist ${RUN}`, passage);
    await openDocumentEditor(page, documentId);
    await expect(page.getByTestId('ai-suggestions-tag')).toHaveText('AI suggestions on');
    await expect(page.getByTestId('linked-tasks')).toHaveCount(0);

    // Select the passage by keyboard; 'Create tasks' is on the selection's toolbar.
    const editor = page.getByTestId('document-editor');
    await editor.getByText(passage).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    const button = page.getByRole('button', { name: 'Create tasks from selection' });
    await expect(button).toBeEnabled();
    await button.click();

    const dialog = page.getByRole('dialog', { name: 'Create tasks from selection' });
    await expect(dialog.locator('blockquote')).toHaveText(passage);
    await expect(dialog.getByTestId('create-tasks-status')).toHaveText('2 task suggestions ready to review.');
    await expect(dialog.getByRole('textbox', { name: 'Task 1 title' })).toHaveValue('Set up the staging environment');
    await expectAccessible(page, 'the Create tasks from selection dialog with its drafts', { include: '.ant-modal' });
    await dialog.getByRole('textbox', { name: 'Task 1 title' }).fill(`Set up staging ${RUN}`);
    await dialog.getByRole('textbox', { name: 'Task 2 title' }).fill(`Run the smoke tests ${RUN}`);
    await dialog.getByRole('button', { name: 'Create 2 tasks' }).click();
    await expect(dialog.getByTestId('create-tasks-status')).toHaveText('2 tasks created and linked to this document.');
    const created = await dialog.getByText(/^Created #\d+$/).allInnerTexts();
    createdIds.push(...created.map((label) => Number(label.replace('Created #', ''))));
    expect(createdIds).toHaveLength(2);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // The document lists them, each with its status and a link to it.
    const panel = page.getByTestId('linked-tasks');
    await expect(panel.getByRole('heading', { level: 2, name: 'Tasks from this document' })).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    const first = panel.getByTestId(`linked-task-${createdIds[0]}`);
    await expect(first).toContainText(`Set up staging ${RUN}`);
    await expect(first).toContainText('New');

    // Each task links back to the document.
    const task = await (await page.request.get(`/api/v3/work_packages/${createdIds[0]}`)).json();
    expect(task.description.raw).toContain(`[Launch checklist ${RUN}](/docs/${documentId})`);
    expect(task._links.priority.title).toBe('High');

    // Someone else completes the first task: the document shows it without a reload.
    const changed = await admin.request.patch(`/api/v3/work_packages/${createdIds[0]}`, {
      headers: XHR,
      data: { lockVersion: task.lockVersion, _links: { status: { href: '/api/v3/statuses/4' } } },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await expect(first).toContainText('Completed');

    // The task's link opens it in its project.
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/projects/\\d+\\?task=${createdIds[0]}`));
    await expect(page.getByTestId('task-panel')).toContainText(`Set up staging ${RUN}`);
  } finally {
    for (const id of createdIds) await admin.request.delete(`/api/v3/work_packages/${id}`, { headers: XHR });
    await removeAiProvider(admin.request, providerId);
    await admin.context().close();
  }
});
