// Project forums (issue 16): the first forum from the onboarding form, topics in two categories, search, sort and
// 'Mark all read'; a reply from a second browser arriving live after its typing indicator, and the topic's follower
// notified; pinning and locking; deletions confirmed by typing; a post turned into a task. Every page and dialog
// passes axe.
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createProjectWithMember, XHR } from '../support/projects';
import { chooseOption, confirmPopconfirm, toast } from '../support/ui';

// The suite shares one database and CI retries a failed test once: names carry this run's mark to stay unique.
const RUN = Date.now().toString(36).slice(-5);
const TOMAS = 'tomas.herrera@tessera.local';

test.use({ viewport: { width: 1440, height: 1000 } });

const editorDoc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

async function signedIn(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await login(page, email, DEMO_PASSWORD);
  return page;
}

/** A fresh project (the admin's) with Tomás as a Member: he may post, not moderate. */
async function projectWithTomas(admin: Page, label: string): Promise<number> {
  const projectId = await createProjectWithMember(admin, `Forums ${label} ${RUN}`, `forums_${label}_${RUN}`, TOMAS);
  createdProjects.push(projectId);
  return projectId;
}

/** Projects this spec made: deleted after each test, so the seed's projects list stays as the other specs expect. */
const createdProjects: number[] = [];

test.afterEach(async ({ browser, baseURL }) => {
  if (createdProjects.length === 0) return;
  // A session of its own: the test's page may have moved on to another user or closed.
  const context = await browser.newContext({ baseURL });
  const signIn = await context.request.post('/api/v3/session', { headers: XHR, data: { email: DEMO_USERS.admin, password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  for (const projectId of createdProjects.splice(0)) {
    const response = await context.request.delete(`/api/v3/projects/${projectId}`, { headers: XHR });
    expect([204, 404]).toContain(response.status());
  }
  await context.close();
});

async function createForumThroughApi(page: Page, projectId: number, name: string): Promise<number> {
  const response = await page.request.post(`/api/v3/projects/${projectId}/forums`, { headers: XHR, data: { name, description: 'Made for the test' } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

async function createTopicThroughApi(page: Page, forumId: number, subject: string, text: string): Promise<number> {
  const response = await page.request.post(`/api/v3/forums/${forumId}/topics`, { headers: XHR, data: { subject, content: editorDoc(text) } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

/** Starts a topic through the dialog, with its category and text typed into the editor. */
async function startTopic(page: Page, subject: string, category: string, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Start New Discussion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start New Discussion' });
  await dialog.getByLabel('Subject').fill(subject);
  await chooseOption(page, dialog.locator('.ant-select'), category);
  await dialog.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type(text);
  await dialog.getByRole('button', { name: 'Create Topic' }).click();
  await toast(page, 'Topic created successfully!');
  await expect(dialog).toBeHidden();
}

const topicList = (page: Page) => page.getByTestId('topic-list');

test('the first forum from the onboarding form; topics in two categories; search, sort and Mark all read', async ({ page, browser, baseURL }) => {
  // Two browsers and some forty steps: more than the suite's minute on a busy machine.
  test.setTimeout(120_000);
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectWithTomas(page, 'a');
  await page.goto(`/projects/${projectId}/forums`);
  const view = page.getByTestId('remote-view-mfe_forums');
  await expect(view.getByRole('heading', { level: 2, name: 'Project Forums' })).toBeVisible();
  await expect(view.getByRole('heading', { name: 'Create Your First Forum' })).toBeVisible();
  await expectAccessible(page, 'forums onboarding');

  // The onboarding form's checks, then the forum.
  await view.getByLabel('Forum name').fill('Team room');
  await view.getByLabel('Description').fill('Too short');
  await expect(view.getByText('9 / 500')).toBeVisible();
  await view.getByRole('button', { name: 'Create Forum' }).click();
  await expect(view.getByText('Description must be at least 10 characters')).toBeVisible();
  await view.getByLabel('Description').fill('Where the team talks things through');
  await view.getByRole('button', { name: 'Create Forum' }).click();
  await toast(page, 'Forum created successfully!');
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/forums/\\d+$`));
  const forumId = Number(/forums\/(\d+)$/.exec(page.url())![1]);
  await expect(view.getByRole('heading', { level: 2, name: 'Team room' })).toBeVisible();

  // Two topics in two categories; the dialog's checks first.
  await page.getByRole('button', { name: 'Start New Discussion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start New Discussion' });
  await dialog.getByRole('button', { name: 'Create Topic' }).click();
  await expect(dialog.getByText('Topic subject is required')).toBeVisible();
  await expect(dialog.getByText('Topic content is required')).toBeVisible();
  await expectAccessible(page, 'new topic dialog', { include: '.ant-modal' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await startTopic(page, `Release checklist ${RUN}`, 'Announcements', 'Everything we check before shipping the release.');
  await startTopic(page, `Coffee machine ${RUN}`, 'Off-Topic Chatter', 'The coffee machine on floor two needs descaling.');
  await expect(view.getByRole('heading', { name: 'Topics (2)' })).toBeVisible();
  await expectAccessible(page, 'forum page');

  // Search asks the server (it matches the text too), then clears.
  await view.getByPlaceholder('Search topics...').fill('descaling');
  await expect(topicList(page).locator('li')).toHaveCount(1);
  await expect(topicList(page)).toContainText(`Coffee machine ${RUN}`);
  await view.getByPlaceholder('Search topics...').fill('');
  await expect(topicList(page).locator('li')).toHaveCount(2);

  // Category filter and sort.
  await chooseOption(page, view.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Filter by category' }) }), 'Announcements');
  await expect(topicList(page).locator('li')).toHaveCount(1);
  await expect(topicList(page)).toContainText(`Release checklist ${RUN}`);
  await chooseOption(page, view.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Filter by category' }) }), 'All categories');
  await chooseOption(page, view.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Sort topics' }) }), 'Unanswered');
  await expect(topicList(page).locator('li')).toHaveCount(2);

  // Tomás starts two topics: new to the admin until 'Mark all read'.
  const tomas = await signedIn(browser, baseURL!, TOMAS);
  await createTopicThroughApi(tomas, forumId, `Question one ${RUN}`, 'Where do the release notes live?');
  await createTopicThroughApi(tomas, forumId, `Question two ${RUN}`, 'Who reviews the changelog this time?');
  await page.reload();
  await expect(view.getByRole('heading', { name: 'Topics (4)' })).toBeVisible();
  await expect(topicList(page).getByText('New').first()).toBeVisible();
  await view.getByRole('button', { name: 'Mark all read' }).click();
  await toast(page, 'All topics marked as read');
  await expect(topicList(page).getByText('New')).toHaveCount(0);
  await page.goto(`/projects/${projectId}/forums`);
  const row = view.locator('tr').filter({ hasText: 'Team room' });
  await expect(row).toContainText('Where the team talks things through');
  await expect(row.getByLabel(/unread/)).toHaveCount(0);
  await expectAccessible(page, 'forums list');
  await tomas.context().close();
});

test('a reply from another browser arrives live after its typing indicator, and the follower is notified', async ({ page, browser, baseURL }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectWithTomas(page, 'b');
  const forumId = await createForumThroughApi(page, projectId, 'Live room');
  const subject = `Launch date ${RUN}`;
  const topicId = await createTopicThroughApi(page, forumId, subject, 'Shall we launch on the first Monday?');
  const topicPath = `/projects/${projectId}/forums/${forumId}/topics/${topicId}`;
  await page.goto(topicPath);
  await expect(page.getByRole('heading', { level: 3, name: subject })).toBeVisible();
  await expect(page.getByText('No replies yet')).toBeVisible();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', /^Notifications, \d+ unread$/);
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')![1]);

  const tomas = await signedIn(browser, baseURL!, TOMAS);
  await tomas.goto(topicPath);
  await tomas.getByRole('button', { name: 'Reply to Topic' }).click();
  await tomas.getByRole('textbox', { name: 'Your reply' }).click();
  await tomas.keyboard.type('Monday works for the whole team.');
  await expect(page.getByTestId('typing-indicator')).toHaveText('Tomás Herrera is typing...');
  await expectAccessible(tomas, 'topic with the reply form');
  await tomas.getByRole('button', { name: 'Post Reply' }).click();
  await toast(tomas, 'Reply posted successfully!');

  // Live on the admin's page, without a reload; the indicator goes after 3 s.
  await expect(page.getByText('Monday works for the whole team.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 Reply' })).toBeVisible();
  await expect(page.getByTestId('typing-indicator')).toHaveText('', { timeout: 6_000 });
  // The admin started the topic, so follows it: a notification arrives.
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
  // From elsewhere, the notification opens the topic in its forum.
  await tomas.context().close();
  await page.goto('/projects');
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await list.getByRole('link', { name: new RegExp(`Tomás Herrera replied to "${subject}"`) }).click();
  await expect(page).toHaveURL(new RegExp(`${topicPath}$`));
  await expect(page.getByRole('heading', { level: 3, name: subject })).toBeVisible();
});

/** A forum of a fresh project with the admin's topic and Tomás's reply to it. */
async function forumWithReply(page: Page, browser: Browser, baseURL: string, label: string) {
  const projectId = await projectWithTomas(page, label);
  const forumName = `Moderated ${label} ${RUN}`;
  const forumId = await createForumThroughApi(page, projectId, forumName);
  const subject = `Broken build ${label} ${RUN}`;
  const topicId = await createTopicThroughApi(page, forumId, subject, 'The nightly build fails on the lint step.');
  const tomas = await signedIn(browser, baseURL, TOMAS);
  const reply = await tomas.request.post(`/api/v3/topics/${topicId}/reply`, { headers: XHR, data: { content: editorDoc('I will look at it today.') } });
  expect(reply.status()).toBe(201);
  return { projectId, forumId, forumName, subject, topicPath: `/projects/${projectId}/forums/${forumId}/topics/${topicId}`, topicId, tomas };
}

test('a moderator pins and locks a topic, and turns a post into a task', async ({ page, browser, baseURL }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const { projectId, subject, topicPath, topicId, tomas } = await forumWithReply(page, browser, baseURL!, 'c');

  // By keyboard: the forum's name opens it; a dialog takes the focus and gives it back when it closes.
  await page.goto(`/projects/${projectId}/forums`);
  await page.getByRole('link', { name: /^Moderated c / }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/forums/\\d+$`));
  const start = page.getByRole('button', { name: 'Start New Discussion' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Start New Discussion' }).getByLabel('Subject')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Start New Discussion' })).toBeHidden();
  await expect(start).toBeFocused();

  // Pin and lock: the list shows both, and Tomás can no longer reply.
  await page.goto(topicPath);
  const post = page.getByTestId('topic-post');
  await post.getByRole('button', { name: 'Pin' }).click();
  await toast(page, 'Topic updated successfully!');
  await post.getByRole('button', { name: 'Lock' }).click();
  await expect(post.getByRole('button', { name: 'Unlock' })).toBeVisible();
  const entry = page.getByTestId(`topic-entry-${topicId}`);
  await expect(entry.getByText('Pinned')).toBeVisible();
  await expect(entry.getByLabel('Locked')).toBeVisible();
  await tomas.goto(topicPath);
  await expect(tomas.getByRole('heading', { name: '1 Reply' })).toBeVisible();
  await expect(tomas.getByRole('button', { name: 'Reply to Topic' })).toHaveCount(0);

  // A post becomes a task whose toast links to it.
  await post.getByRole('button', { name: `Create task from this post: ${subject}` }).click();
  const taskLink = page.locator('.ant-notification').getByRole('link', { name: new RegExp(`Open task #\\d+: ${subject}`) });
  await expect(taskLink).toBeVisible();
  const taskId = Number(/#(\d+)/.exec((await taskLink.textContent()) ?? '')![1]);
  const task = await (await page.request.get(`/api/v3/work_packages/${taskId}`)).json();
  expect(task.description.raw).toContain(topicPath);
  await taskLink.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}\\?(.*&)?task=${taskId}`));
  await tomas.context().close();
});

test('deletions are confirmed by typing: a reply with DELETE, a topic with its subject, a forum with its name', async ({ page, browser, baseURL }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const { projectId, forumId, forumName, subject, topicPath, tomas } = await forumWithReply(page, browser, baseURL!, 'd');

  // The reply: type DELETE. The topic: type its exact subject. The forum: type its exact name.
  await page.goto(topicPath);
  await page.getByRole('button', { name: /^Delete reply / }).click();
  const deleteReply = page.getByRole('dialog', { name: 'Delete message' });
  await deleteReply.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(deleteReply.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expectAccessible(page, 'typed confirmation dialog', { include: '.ant-modal' });
  await deleteReply.getByLabel('Type DELETE to confirm').fill('DELETE');
  await deleteReply.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Message deleted successfully!');
  await expect(page.getByRole('heading', { name: '0 Replies' })).toBeVisible();

  // A forum with topics cannot go: the toast says why.
  await page.goto(`/projects/${projectId}/forums`);
  await page.getByRole('button', { name: `Delete ${forumName}` }).click();
  const deleteForum = page.getByRole('dialog', { name: 'Delete forum' });
  await deleteForum.getByLabel(`Type ${forumName} to confirm`).fill(forumName);
  await deleteForum.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Cannot delete forum with existing content. Please delete all topics first.');
  await deleteForum.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(topicPath);
  await page.getByTestId('topic-post').getByRole('button', { name: `Delete topic ${subject}` }).click();
  const deleteTopic = page.getByRole('dialog', { name: 'Delete topic' });
  await deleteTopic.getByLabel(`Type ${subject} to confirm`).fill('DELETE');
  await expect(deleteTopic.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await deleteTopic.getByLabel(`Type ${subject} to confirm`).fill(subject);
  await deleteTopic.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Topic deleted successfully!');
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/forums/${forumId}$`));

  await page.goto(`/projects/${projectId}/forums`);
  await page.getByRole('button', { name: `Delete ${forumName}` }).click();
  await deleteForum.getByLabel(`Type ${forumName} to confirm`).fill(forumName);
  await deleteForum.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Forum deleted successfully!');
  await expect(page.getByRole('heading', { name: 'Create Your First Forum' })).toBeVisible();
  await tomas.context().close();
});

test('the author attaches a file to their reply, downloads it and deletes it', async ({ page, browser, baseURL }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const { topicPath, tomas } = await forumWithReply(page, browser, baseURL!, 'e');
  const fileName = `notes-e-${RUN}.txt`;
  const bytes = 'Steps to reproduce the lint failure.\n';

  // The thread reads each message's files from the message (`_embedded.attachments`): opening a topic with replies
  // never asks for a message's attachment list (one request per message, an N+1 over HTTP).
  const listRequests: string[] = [];
  for (const viewer of [page, tomas]) {
    viewer.on('request', (request) => {
      if (request.method() === 'GET' && /^\/api\/v3\/messages\/\d+\/attachments$/.test(new URL(request.url()).pathname)) listRequests.push(request.url());
    });
  }

  // Tomás's reply offers 'Attach files' (its addAttachment link); the picker's file is uploaded at once.
  await tomas.goto(topicPath);
  const reply = tomas.locator('[data-testid^="reply-"]').first();
  const attach = reply.getByRole('button', { name: /^Attach files to / });
  const chooser = tomas.waitForEvent('filechooser');
  await attach.click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(bytes) });
  await toast(tomas, `${fileName} attached`);
  const download = reply.getByRole('link', { name: fileName });
  await expect(download).toBeVisible();
  await expect(reply.getByText(`${bytes.length} B`)).toBeVisible();
  await expectAccessible(tomas, 'reply with an attachment', { include: '[data-testid^="reply-"]' });

  // The link serves the file; the moderator sees it too.
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/api\/v3\/attachments\/\d+\/content$/);
  const content = await tomas.request.get(href!);
  expect(content.status()).toBe(200);
  expect(await content.text()).toBe(bytes);
  await page.goto(topicPath);
  await expect(page.getByRole('link', { name: fileName })).toBeVisible();

  // Deleting asks first, then the file is gone.
  await reply.getByRole('button', { name: `Delete ${fileName}` }).click();
  await confirmPopconfirm(tomas, 'Delete');
  await toast(tomas, `${fileName} deleted`);
  await expect(reply.getByRole('link', { name: fileName })).toHaveCount(0);
  expect((await tomas.request.get(href!)).status()).toBe(404);
  expect(listRequests).toEqual([]);
  await tomas.context().close();
});

test('a reply draft comes back after a reload and goes once posted; topics filter by status, kept in the address', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectWithTomas(page, 'f');
  const forumId = await createForumThroughApi(page, projectId, `Filtered f ${RUN}`);
  const openId = await createTopicThroughApi(page, forumId, `Still open ${RUN}`, 'A topic that stays open.');
  const lockedId = await createTopicThroughApi(page, forumId, `Now locked ${RUN}`, 'A topic that gets locked.');
  const lock = await page.request.patch(`/api/v3/messages/${lockedId}`, { headers: XHR, data: { locked: true } });
  expect(lock.status(), await lock.text()).toBe(200);

  // The editor loads when the reply form opens; what is typed is saved once typing pauses.
  const topicPath = `/projects/${projectId}/forums/${forumId}/topics/${openId}`;
  await page.goto(topicPath);
  await page.getByRole('button', { name: 'Reply to Topic' }).click();
  await page.getByRole('textbox', { name: 'Your reply' }).click();
  await page.keyboard.type('Half of what I meant to say');
  await expect(page.getByText('Draft saved')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your draft was restored.')).toBeVisible();
  const reply = page.getByRole('textbox', { name: 'Your reply' });
  await expect(reply).toContainText('Half of what I meant to say');
  await expectAccessible(page, 'topic with a restored reply draft');
  await reply.click();
  await page.keyboard.press('End');
  await page.keyboard.type(', and the rest.');
  await page.getByRole('button', { name: 'Post Reply' }).click();
  await toast(page, 'Reply posted successfully!');
  await expect(page.getByRole('heading', { name: '1 Reply' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Reply to Topic' })).toBeVisible();
  await expect(page.getByText('Your draft was restored.')).toHaveCount(0);

  // Status Locked: only the locked topic; the address keeps the filter, so a reload (or a link) shows the same.
  await page.goto(`/projects/${projectId}/forums/${forumId}`);
  await expect(page.getByTestId(`topic-entry-${openId}`)).toBeVisible();
  await chooseOption(page, page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Filter by status' }) }), 'Locked');
  await expect(page).toHaveURL(/[?&]status=locked/);
  await expect(page.getByTestId(`topic-entry-${lockedId}`)).toBeVisible();
  await expect(page.getByTestId(`topic-entry-${openId}`)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Topics (1)' })).toBeVisible();
  await expect(page.getByTestId(`topic-entry-${lockedId}`)).toBeVisible();
  await expectAccessible(page, 'forum topics filtered by status');
});
