// Issue 15 item 3: AI suggestions while writing a document. A fake OpenAI-compatible provider on loopback streams the
// completion; the editor shows it in grey after a pause, Tab accepts it, Escape dismisses it.
import { expect, test } from '../support/fixtures';
import { createDocumentThroughApi, openDocumentEditor } from '../support/documents';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { addFakeAiProvider, removeAiProvider, useFakeAiProvider } from '../support/ai';

const fakeProvider = useFakeAiProvider();

test('a pause shows the streamed suggestion in grey; Tab accepts it, Escape dismisses another', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  // The suite shares one database: this provider is removed again at the end.
  const fake = fakeProvider();
  const providerId = await addFakeAiProvider(page.request, fake, `E2E autocomplete ${Date.now().toString(36)}`);
  try {
    fake.tokens = ['the ', 'next ', 'sprint.'];
    const documentId = await createDocumentThroughApi(page, `AI notes ${Date.now()}`, 'Release notes');
    await openDocumentEditor(page, documentId);
    await expect(page.getByTestId('ai-suggestions-tag')).toHaveText('AI suggestions on');

    const editor = page.getByTestId('document-editor');
    await editor.getByText('Release notes').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' for ');
    const suggestion = editor.getByTestId('ai-suggestion');
    await expect(suggestion).toHaveAttribute('data-suggestion', 'the next sprint.');
    await expect(suggestion.locator('.ai-suggestion-text')).toHaveText('the next sprint.');
    // Only a suggestion: not in the document's text yet.
    expect(await editor.locator('p').first().evaluate((p) => p.firstChild?.textContent)).toBe('Release notes for ');
    await page.keyboard.press('Tab');
    await expect(suggestion).toHaveCount(0);
    await expect(editor.locator('p').first()).toHaveText('Release notes for the next sprint.');

    fake.tokens = ['with ', 'care.'];
    await page.keyboard.press('Enter');
    await page.keyboard.type('We test it');
    await expect(suggestion).toHaveAttribute('data-suggestion', /care\./);
    await page.keyboard.press('Escape');
    await expect(suggestion).toHaveCount(0);
    await expect(editor.locator('p').nth(1)).toHaveText('We test it');

    // A suggestion carrying HTML shows as text and runs nothing, also once accepted.
    fake.tokens = ['<img src=x onerror="window.__aiXss=1">', ' done'];
    // (ProseMirror's own separator images sit beside a widget at a line's end: only the payload's would have src=x.)
    const markup = editor.locator('img[src="x"]');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Markup check');
    await expect(suggestion).toHaveAttribute('data-suggestion', /<img src=x/);
    await expect(markup).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(editor.locator('p').nth(2)).toContainText('<img src=x onerror="window.__aiXss=1"> done');
    await expect(markup).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __aiXss?: number }).__aiXss)).toBeUndefined();
  } finally {
    await removeAiProvider(page.request, providerId);
  }
});
