// The documents editor at /docs/:id (issue 14): real typing in Tiptap, the selection toolbar, task lists, tables,
// the outline, renaming, persistence across a reload, the Markdown export; and a reader's read-only page.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { animationsSettled } from '../support/ui';
import { openDocumentEditor } from '../support/documents';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { projectIdByIdentifier, XHR } from '../support/projects';

const editorOf = (page: Page) => page.getByTestId('document-editor');

async function createDocumentFromView(page: Page, projectId: number, title: string): Promise<void> {
  await page.goto(`/projects/${projectId}?view=documents`);
  const view = page.getByTestId('view-slot-documents');
  await view.getByRole('button', { name: 'New document' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  // A click during the dialog's opening zoom can be lost: once it shows, let it settle.
  await expect(dialog.getByLabel('Title')).toBeVisible();
  await animationsSettled(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create document' }).click();
  await expect(page.getByText('Document created successfully')).toBeVisible();
  await view.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/**
 * The page co-edits: the server saves what was typed (a debounce of a few seconds), so "saved" is the document as the
 * API returns it holding the text.
 */
async function expectSaved(page: Page, text: string): Promise<void> {
  const id = /\/docs\/(\d+)/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/v3/documents/${id}`)).json()) as { description: { raw: string } }).description.raw, { timeout: 20_000 })
    .toContain(text);
}

test('an editor writes a document with the toolbars, finds a heading in the outline, renames it and exports it', async ({ page }) => {
  // The editor runs under the server's Content-Security-Policy (Chromium reports what it blocks on the console).
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const title = `Launch plan ${Date.now()}`;
  await createDocumentFromView(page, projectId, title);

  const editor = editorOf(page);
  await editor.click();
  // Markdown shortcuts of the editor: '## ' starts a heading.
  await page.keyboard.type('## Goals');
  await page.keyboard.press('Enter');
  await page.keyboard.type('We ship the editor today.');
  await expect(editor.getByRole('heading', { level: 2, name: 'Goals' })).toBeVisible();

  // The selection toolbar: select a word, make it bold.
  await editor.getByText('We ship the editor today.').dblclick({ position: { x: 30, y: 8 } });
  const bubble = page.getByRole('toolbar', { name: 'Selection formatting' });
  await expect(bubble).toBeVisible();
  await bubble.getByRole('button', { name: 'Bold' }).click();
  await expect(bubble.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.locator('strong')).toHaveCount(1);
  const boldWord = (await editor.locator('strong').textContent())?.trim() ?? '';
  expect(boldWord.length).toBeGreaterThan(0);

  // The same toolbar by keyboard: select the last word, Alt+F10 goes into the toolbar, arrows move, Enter applies.
  // Back into the text by keyboard (a click could land on the selection toolbar, which floats over this line, and
  // leave the bold word selected), then to the end of the line and one word back.
  await editor.focus();
  // (Chromium takes the full stop as a word of its own, so the last word is two steps back.)
  const selected = () => page.evaluate(() => window.getSelection()?.toString() ?? '');
  await expect(async () => {
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Control+ArrowLeft');
    if (!(await selected()).includes('today')) await page.keyboard.press('Shift+Control+ArrowLeft');
    expect(await selected()).toBe('today.');
    // The editor has taken the new selection too (it follows the page's selection a moment later): the toolbar
    // shows for it, and its Bold is off (it was on for the bold word selected before).
    await expect(bubble.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Alt+F10');
  await expect(bubble.getByRole('button', { name: 'Bold' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(bubble.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor.locator('em')).toHaveCount(1);
  const italicText = (await editor.locator('em').textContent())?.trim() ?? '';
  expect(italicText.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(editor).toBeFocused();

  // A task list from the fixed toolbar.
  const toolbar = page.getByRole('toolbar', { name: 'Document formatting' });
  // End collapses the selection before Enter (an Enter on the still-selected word would replace it); the editor's
  // own selection is empty once the selection toolbar hides.
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(bubble).toBeHidden({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Task list' }).click();
  await page.keyboard.type('Write the release notes');
  await expect(editor.locator('ul[data-type="taskList"] li')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // A table, and a cell typed into.
  await toolbar.getByRole('button', { name: 'Insert table' }).click();
  await expect(editor.locator('table')).toBeVisible();
  await page.keyboard.type('Owner');
  await toolbar.getByRole('button', { name: 'Add row below' }).click();
  await expect(editor.locator('table tr')).toHaveCount(4);

  // Enough text after the table that the first heading scrolls away, then a last heading.
  await page.keyboard.press('Control+End');
  for (let line = 1; line <= 30; line += 1) {
    await page.keyboard.type(`Line ${line}`);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.type('## Appendix');
  await expect(editor.getByRole('heading', { level: 2, name: 'Appendix' })).toBeInViewport();
  await expect(editor.getByRole('heading', { level: 2, name: 'Goals' })).not.toBeInViewport();

  // The outline jumps to a heading (chosen with the keyboard).
  await page.getByRole('button', { name: 'Outline' }).click();
  const outline = page.getByRole('navigation', { name: 'Document outline' });
  await expect(outline.getByRole('button')).toHaveText(['Goals', 'Appendix']);
  await outline.getByRole('button', { name: 'Goals' }).focus();
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('heading', { level: 2, name: 'Goals' })).toBeInViewport();

  // Rename.
  const renamed = `${title} (final)`;
  await page.getByRole('button', { name: 'Rename document' }).click();
  await page.getByLabel('Document title').fill(renamed);
  await page.getByLabel('Document title').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expectSaved(page, 'Write the release notes');

  // Everything is there when the document is opened again: the page opens to read (the server's rendering, no editor
  // yet); Edit opens the editor with the caret in the text (and puts it in the URL: a reload keeps it).
  expect(new URL(page.url()).searchParams.get('editor')).toBe('edit');
  const reading = new URL(page.url());
  reading.searchParams.delete('editor');
  await page.goto(reading.toString());
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  const readContent = page.getByTestId('document-read-content');
  await expect(readContent.getByRole('heading', { level: 2, name: 'Goals' })).toBeVisible();
  await expect(readContent).toContainText('Write the release notes');
  await expect(editor).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(editor).toBeFocused();
  await page.reload();
  await expect(editor.getByRole('heading', { level: 2, name: 'Goals' })).toBeVisible();
  await expect(editor.locator('strong')).toHaveText(boldWord);
  await expect(editor.locator('ul[data-type="taskList"] li')).toContainText('Write the release notes');
  await expect(editor.locator('table th').first()).toHaveText('Owner');
  await expect(editor.locator('table tr')).toHaveCount(4);
  await expect(editor.getByRole('heading', { level: 2, name: 'Appendix' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Back to Website relaunch' })).toHaveAttribute('href', `/projects/${projectId}?view=documents`);

  // Markdown export.
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Markdown (.md)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Launch-plan-\d+-final\.md$/);
  const markdown = await readFile(await download.path(), 'utf8');
  expect(markdown).toContain(`# ${renamed}`);
  expect(markdown).toContain('## Goals');
  expect(markdown).toContain(`**${boldWord}**`);
  expect(markdown).toContain(`_${italicText}_`);
  expect(markdown).toContain('- [ ] Write the release notes');
  expect(markdown).toMatch(/\| Owner \|/);
  expect(markdown).toContain('## Appendix');
  expect(policyViolations).toEqual([]);
});

test('the history lists the versions, shows one and restores it', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const created = await page.request.post(`/api/v3/projects/${projectId}/documents`, {
    headers: XHR,
    data: { title: `Versions ${Date.now()}`, content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'First words' }] }] } },
  });
  expect(created.status()).toBe(201);
  const document = await created.json();
  await openDocumentEditor(page, document.id);
  const editor = editorOf(page);
  await expect(editor).toContainText('First words');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' and second words');
  await expectSaved(page, 'second words');

  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('dialog', { name: 'History' });
  await expect(drawer.getByTestId('document-version-2')).toBeVisible();
  const versions = drawer.locator('.ant-list-item');
  const before = await versions.count();
  await drawer.getByRole('button', { name: 'Show version 1' }).click();
  await expect(drawer.getByTestId('document-version-preview')).toContainText('First words');
  await expect(drawer.getByTestId('document-version-preview')).not.toContainText('second words');
  await drawer.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored version 1')).toBeVisible();
  await expect(versions).toHaveCount(before + 1);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(editor).toHaveText('First words');
  await page.reload();
  await expect(editorOf(page)).toHaveText('First words');
});

test('a member who may only read sees the document without toolbars and cannot type into it', async ({ page, browser }) => {
  // The admin writes a document in the design system project, where the demo member is a Reader.
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'design_system');
  const content = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Tokens' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Colours and spacing.' }] },
    ],
  };
  const created = await page.request.post(`/api/v3/projects/${projectId}/documents`, { headers: XHR, data: { title: `Tokens ${Date.now()}`, content } });
  expect(created.status()).toBe(201);
  const document = await created.json();

  const context = await browser.newContext();
  const reader = await context.newPage();
  await login(reader, DEMO_USERS.member, DEMO_PASSWORD);
  await reader.goto(`/docs/${document.id}`);
  await expect(reader.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
  // The page opens to read; a reader is offered Comments (the editor, read-only), not Edit.
  await expect(reader.getByTestId('document-read-content').getByRole('heading', { level: 2, name: 'Tokens' })).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await reader.getByTestId('document-open-comments').click();
  const editor = editorOf(reader);
  await expect(editor.getByRole('heading', { level: 2, name: 'Tokens' })).toBeVisible();
  await expect(editor).toHaveAttribute('contenteditable', 'false');
  await expect(reader.getByRole('toolbar')).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Rename document' })).toHaveCount(0);
  await editor.getByText('Colours and spacing.').dblclick();
  await expect(reader.getByRole('toolbar', { name: 'Selection formatting' })).toHaveCount(0);
  await reader.keyboard.type('typed by a reader');
  await expect(editor).not.toContainText('typed by a reader');
  // The reader's history offers no restore.
  await reader.getByRole('button', { name: 'History' }).click();
  const drawer = reader.getByRole('dialog', { name: 'History' });
  await expect(drawer.getByRole('button', { name: 'Show version 1' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await context.close();
});
