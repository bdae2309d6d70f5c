// Inline comments on documents (issue 14): the admin comments on a selected word, a member who has the same document
// open sees the thread arrive live and replies (the admin is notified), the admin resolves it (it moves under Resolved, for both) and reopens
// it. The panel passes axe.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { createDocumentThroughApi, openDocumentEditor, signedIn } from '../support/documents';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';

// The suite shares one database and CI retries a failed test once: texts carry this run's mark to stay unique.
const RUN = Date.now().toString(36).slice(-5);


/** Opens the document and waits until its shared content has arrived. */
async function openDocument(page: Page, id: number): Promise<Locator> {
  await openDocumentEditor(page, id);
  await expect(page.getByTestId('co-editing-status')).toHaveText('Connected');
  const editor = page.getByTestId('document-editor');
  await expect(editor).not.toHaveText('');
  return editor;
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Comments' });
const threadOf = (page: Page, quote: string) => panelOf(page).locator('[data-testid^="document-comment-thread-"]', { hasText: quote });

test('comment on a word, see it live in another browser, reply, resolve and reopen', async ({ page, browser, baseURL }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const id = await createDocumentThroughApi(page, `Commented plan ${RUN}`, 'We ship the editor today');
  const priya = await signedIn(browser, baseURL, DEMO_USERS.member);
  const editor = await openDocument(page, id);
  await openDocument(priya, id);
  // No thread yet: the toggle says so, for both.
  await expect(page.getByRole('button', { name: 'Comments (0 open)' })).toBeVisible();
  await expect(priya.getByRole('button', { name: 'Comments (0 open)' })).toBeVisible();

  // The admin selects the last word; the selection's toolbar offers Comment.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Shift+Control+ArrowLeft');
  const bubble = page.getByRole('toolbar', { name: 'Selection formatting' });
  await expect(bubble).toBeVisible();
  await bubble.getByRole('button', { name: 'Comment' }).click();

  // The form takes the focus, with the quote shown.
  const form = page.getByRole('group', { name: 'New comment' });
  await expect(form.getByLabel('Comment')).toBeFocused();
  await expect(form.getByText('today', { exact: true })).toBeVisible();
  const question = `Is today realistic? ${RUN}`;
  await form.getByLabel('Comment').fill(question);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();

  // The thread is in the admin's panel and the word is marked in the text.
  const thread = threadOf(page, question);
  await expect(thread).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Show in the text: today' })).toBeVisible();
  await expect(editor.locator('span.document-comment[data-thread-id]')).toHaveText('today');
  await expect(page.getByRole('button', { name: 'Comments (1 open)' })).toBeVisible();
  await expectAccessible(page, 'the comments panel', { include: '[data-testid="document-comments"]' });

  // Priya had the document open: the thread arrives without a reload (the panel opens for an open thread).
  await expect(priya.getByRole('button', { name: 'Comments (1 open)' })).toBeVisible();
  const hers = threadOf(priya, question);
  await expect(hers).toBeVisible();
  // Seeded: the demo admin is Ada Okafor.
  await expect(hers.getByText('Ada Okafor')).toBeVisible();
  await expect(priya.getByTestId('document-editor').locator('span.document-comment[data-thread-id]')).toHaveText('today');

  // She replies; the admin sees the reply live.
  const answer = `Yes, the build is green ${RUN}`;
  await hers.getByLabel('Reply to this thread').fill(answer);
  await hers.getByRole('button', { name: 'Reply' }).click();
  await expect(hers.getByText(answer)).toBeVisible();
  await expect(hers.getByLabel('Reply to this thread')).toHaveValue('');
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(thread.getByText('Priya Raman')).toBeVisible();
  // A reply on her thread tells the admin (reason 'commented'); the notification opens the document.
  await page.getByTestId('notification-bell').click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications.getByRole('link', { name: new RegExp(`Priya Raman commented on "Commented plan ${RUN}"`) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notifications).toBeHidden();

  // Clicking the quote selects the commented word in the text: the thread is the current one.
  await thread.getByRole('button', { name: 'Show in the text: today' }).click();
  await expect(thread).toHaveAttribute('aria-current', 'true');

  // The admin resolves it: it leaves the open threads for Resolved, for both.
  await thread.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByRole('button', { name: 'Comments (0 open)' })).toBeVisible();
  await expect(panelOf(page).getByRole('list', { name: 'Open threads' })).toHaveCount(0);
  await panelOf(page).getByRole('button', { name: 'Resolved (1)' }).click();
  const resolved = panelOf(page).getByRole('list', { name: 'Resolved threads' });
  await expect(resolved.getByText(question)).toBeVisible();
  await expect(resolved.getByText('Resolved by', { exact: false })).toBeVisible();
  await expect(priya.getByRole('button', { name: 'Comments (0 open)' })).toBeVisible();
  // A resolved thread's word is no longer highlighted.
  await expect(editor.locator('span.document-comment[data-thread-id]')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  // And reopens it: back among the open threads, for both.
  await resolved.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByRole('button', { name: 'Comments (1 open)' })).toBeVisible();
  await expect(panelOf(page).getByRole('list', { name: 'Open threads' }).getByText(question)).toBeVisible();
  await expect(priya.getByRole('button', { name: 'Comments (1 open)' })).toBeVisible();
  await priya.context().close();

  // Opened again, the document is to read: its Comments button counts the open thread, and opens the panel on it.
  await page.goto(`/docs/${id}`);
  const comments = page.getByTestId('document-open-comments');
  await expect(comments).toHaveText('Comments (1 open)');
  await expect(editor).toHaveCount(0);
  await comments.click();
  await expect(panelOf(page).getByRole('list', { name: 'Open threads' }).getByText(question)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comments (1 open)' })).toBeFocused();
});
