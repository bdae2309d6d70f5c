// Rich text in tasks (issue 22): the shared editor in the task panel. Priya formats a description and mentions Tomás
// (who is notified), comments with a code block, reloads and finds it all; the card shows clean text; the XSS corpus
// in a description and a comment runs nothing; the panel passes axe.
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createDocumentThroughApi } from '../support/documents';
import { createTaskThroughApi, projectIdByIdentifier, XHR } from '../support/projects';
import { CORPUS, expectNothingRan, watchForExecution } from '../support/xss';
import { selectTab } from '../support/ui';

const RUN = Date.now().toString(36).slice(-5);

test.use({ viewport: { width: 1600, height: 1000 } });

test('format a description, mention a colleague who is notified, comment with code; all of it after a reload', async ({ page, browser, baseURL }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const subject = `Rich text ${RUN}`;
  const task = await createTaskThroughApi(page, projectId, subject);

  await page.goto(`/projects/${projectId}?task=${task.id}`);
  const panel = page.getByTestId('task-panel');
  const description = panel.getByTestId('task-description-input');
  await description.click();
  await page.keyboard.type('Ship the ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('banner');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' with @');
  const picker = page.getByRole('listbox', { name: 'Mention a user' });
  await expect(picker).toBeVisible();
  await page.keyboard.type('tom');
  await expect(picker.getByRole('option').first()).toContainText('Tomás Herrera');
  await page.keyboard.press('Enter');
  await expect(description.locator('[data-type="mention"]')).toHaveText('@Tomás Herrera');
  await expect(panel.getByTestId('task-panel-save-state')).toHaveText(/Saved/, { timeout: 10_000 });

  // The toolbar, the text and the panel pass axe.
  await expectAccessible(page, 'task panel with the rich-text editor', { include: '.ant-drawer' });

  // Tomás is notified of the mention, once.
  const tomas = await (await browser.newContext({ baseURL })).newPage();
  await login(tomas, 'tomas.herrera@tessera.local', DEMO_PASSWORD);
  const notifications = await (await tomas.request.get('/api/v3/notifications?pageSize=100')).json();
  const mentions = notifications._embedded.elements.filter(
    (item: { reason: string; _links: { resource: { href: string } } }) => item.reason === 'mentioned' && item._links.resource.href === `/api/v3/work_packages/${task.id}`,
  );
  expect(mentions).toHaveLength(1);
  await tomas.context().close();

  // A comment with a code block, sent with Ctrl+Enter.
  await selectTab(page, panel.getByRole('tab', { name: 'Activities' }));
  const comment = panel.getByTestId('comment-input');
  await comment.click();
  await panel.getByRole('toolbar', { name: 'Comment formatting' }).getByRole('button', { name: 'Code block' }).click();
  await page.keyboard.type('npm run deploy -- --banner');
  await page.keyboard.press('Control+Enter');
  const activities = panel.getByTestId('activities-list');
  await expect(activities.locator('pre code')).toHaveText('npm run deploy -- --banner');

  // After a reload everything is there.
  await page.reload();
  await expect(panel.getByTestId('task-description-input').locator('strong')).toHaveText('banner');
  await expect(panel.getByTestId('task-description-input').locator('[data-type="mention"]')).toHaveText('@Tomás Herrera');
  await selectTab(page, panel.getByRole('tab', { name: 'Activities' }));
  await expect(panel.getByTestId('activities-list').locator('pre code')).toHaveText('npm run deploy -- --banner');

  // The card shows the clean text, no markup.
  const raw = (await (await page.request.get(`/api/v3/work_packages/${task.id}`)).json()).description.raw as string;
  expect(raw).toContain('**banner**');
  expect(raw).toContain('<mention class="mention"');
  await page.keyboard.press('Escape');
  const card = page.getByTestId(`task-card-${task.id}`);
  await expect(card).toContainText('Ship the banner with @Tomás Herrera');
  await expect(card).not.toContainText('**');
  await expect(card).not.toContainText('<mention');
});

test('the XSS corpus in a description and a comment runs nothing in the editor or the feed', async ({ page }) => {
  const watched = await watchForExecution(page);
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const task = await createTaskThroughApi(page, projectId, `XSS rich text ${RUN}`);
  const patched = await page.request.patch(`/api/v3/work_packages/${task.id}`, { headers: XHR, data: { lockVersion: task.lockVersion, description: { raw: CORPUS } } });
  expect(patched.status()).toBe(200);
  const commented = await page.request.post(`/api/v3/work_packages/${task.id}/activities`, { headers: XHR, data: { comment: { raw: CORPUS } } });
  expect(commented.status()).toBe(201);

  await page.goto(`/projects/${projectId}?task=${task.id}`);
  const panel = page.getByTestId('task-panel');
  await expect(panel.getByTestId('task-description-input')).toContainText('link seven');
  await expectNothingRan(page, watched, 'task description editor');
  await selectTab(page, panel.getByRole('tab', { name: 'Activities' }));
  await expect(panel.getByTestId('activities-list')).toContainText('link seven');
  await expectNothingRan(page, watched, 'task activity feed');
});

test('a pasted screenshot is compressed, stored as the task\'s attachment and still there after a reload', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const task = await createTaskThroughApi(page, projectId, `Screenshot ${RUN}`);
  await page.goto(`/projects/${projectId}?task=${task.id}`);
  const panel = page.getByTestId('task-panel');
  const description = panel.getByTestId('task-description-input');
  await description.click();
  await page.keyboard.type('The broken header:');
  // A real PNG, made on a canvas, pasted as a file (what a screenshot tool puts on the clipboard).
  await description.evaluate(async (element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3366cc';
    context.fillRect(0, 0, 320, 200);
    context.fillStyle = '#ffcc00';
    context.fillRect(40, 40, 120, 80);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
    const data = new DataTransfer();
    data.items.add(new File([blob], 'screenshot.png', { type: 'image/png' }));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText('Image pasted and compressed')).toBeVisible();
  const image = description.locator('img');
  await expect(image).toHaveAttribute('src', /^\/api\/v3\/attachments\/\d+\/content$/);
  await expect(panel.getByTestId('task-panel-save-state')).toHaveText(/Saved/, { timeout: 10_000 });

  // Stored as the task's attachment, compressed (PNG becomes WebP).
  const attachments = await (await page.request.get(`/api/v3/work_packages/${task.id}/attachments`)).json();
  expect(attachments._embedded.elements.map((element: { fileName: string }) => element.fileName)).toEqual(['screenshot.webp']);

  await page.reload();
  const reloaded = panel.getByTestId('task-description-input').locator('img');
  await expect(reloaded).toHaveAttribute('src', /^\/api\/v3\/attachments\/\d+\/content$/);
  // It loads (same origin, allowed by the page's CSP).
  await expect.poll(() => reloaded.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(320);
});

test('#id links a task and a pasted URL links a document: hover previews them, the targets list the backlink', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const target = await createTaskThroughApi(page, projectId, `Link target ${RUN}`);
  const source = await createTaskThroughApi(page, projectId, `Link source ${RUN}`);
  const documentId = await createDocumentThroughApi(page, `Linked spec ${RUN}`, 'The spec the task follows.');

  await page.goto(`/projects/${projectId}?task=${source.id}`);
  const panel = page.getByTestId('task-panel');
  const description = panel.getByTestId('task-description-input');
  await description.click();
  await page.keyboard.type(`Blocked by #${target.id} and #999999999 , see ${new URL(`/docs/${documentId}`, page.url()).href} `);
  const taskLink = description.locator(`a[href="/work_packages/${target.id}"]`);
  await expect(taskLink).toHaveText(`#${target.id}`);
  await expect(description).toContainText(`Blocked by #${target.id} and #999999999 , see`);
  await expect(panel.getByTestId('task-panel-save-state')).toHaveText(/Saved/, { timeout: 10_000 });

  // Hover: the target's subject, type and status, and project.
  await taskLink.hover();
  const preview = page.getByTestId('reference-preview');
  await expect(preview).toContainText(`#${target.id} Link target ${RUN}`);
  await expect(preview).toContainText('Website relaunch');
  await expectAccessible(page, 'task panel with a link preview', { include: '.ant-drawer' });
  // A task that does not exist (or that the reader may not see) previews nothing.
  await page.mouse.move(0, 0);
  await expect(preview).toBeHidden();
  await description.locator('a[href="/work_packages/999999999"]').hover();
  await page.waitForTimeout(500);
  await expect(preview).toBeHidden();

  // The document's link previews its title.
  await description.locator(`a[href$="/docs/${documentId}"]`).hover();
  await expect(preview).toContainText(`Linked spec ${RUN}`);
  await expect(preview).toContainText('Document');

  // The document knows the task refers to it.
  const documentBacklinks = await (await page.request.get(`/api/v3/documents/${documentId}/backlinks`)).json();
  expect(documentBacklinks._embedded.elements.map((element: { id: number }) => element.id)).toEqual([source.id]);
  await page.goto(`/docs/${documentId}`);
  await expect(page.getByTestId('document-backlinks').getByTestId(`document-backlink-task-${source.id}`)).toContainText(`#${source.id} Link source ${RUN}`);

  // The target's panel lists the backlink, and passes axe.
  await page.goto(`/projects/${projectId}?task=${target.id}`);
  const backlinks = panel.getByTestId('task-backlinks');
  await expect(backlinks.getByTestId(`backlink-task-${source.id}`)).toContainText(`#${source.id} Link source ${RUN}`);
  await expectAccessible(page, 'task panel with its backlinks', { include: '.ant-drawer' });
  await backlinks.getByRole('link', { name: `#${source.id} Link source ${RUN}` }).click();
  await expect(page).toHaveURL(new RegExp(`task=${source.id}`));

  // /work_packages/{id} (where '#id' points) opens the task in its project.
  await page.goto(`/work_packages/${target.id}`);
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}\\?task=${target.id}`));
});
