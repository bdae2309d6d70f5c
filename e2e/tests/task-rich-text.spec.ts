// Rich text in tasks (issue 22): the shared editor in the task panel. Priya formats a description and mentions Tomás
// (who is notified), comments with a code block, reloads and finds it all; the card shows clean text; the XSS corpus
// in a description and a comment runs nothing; the panel passes axe.
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createTaskThroughApi, projectIdByIdentifier, XHR } from '../support/projects';
import { CORPUS, expectNothingRan, watchForExecution } from '../support/xss';

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
  await panel.getByRole('tab', { name: 'Activities' }).click();
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
  await panel.getByRole('tab', { name: 'Activities' }).click();
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
  await panel.getByRole('tab', { name: 'Activities' }).click();
  await expect(panel.getByTestId('activities-list')).toContainText('link seven');
  await expectNothingRan(page, watched, 'task activity feed');
});
