// Documents for the e2e suite: a second signed-in browser, and a document created through the API.
import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login } from './login';
import { projectIdByIdentifier, XHR } from './projects';

/** A browser context of its own, signed in as `email` (the demo password). */
export async function signedIn(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await login(page, email, DEMO_PASSWORD);
  return page;
}

/** A document in Website relaunch (seeded: the demo users work there) holding one paragraph of text. */
export async function createDocumentThroughApi(page: Page, title: string, text: string): Promise<number> {
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const response = await page.request.post(`/api/v3/projects/${projectId}/documents`, {
    headers: XHR,
    data: { title, content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

/**
 * Opens /docs/:id and then its editor: the page opens to read (the editor's code loads on demand), and Edit (for who
 * may edit) or Comments (for anyone) opens the editor. A blank document opens in the editor by itself for who may edit.
 */
export async function openDocumentEditor(page: Page, id: number, via: 'Edit' | 'Comments' = 'Edit'): Promise<void> {
  await page.goto(`/docs/${id}`);
  const opener = page.getByTestId(via === 'Edit' ? 'document-edit' : 'document-open-comments');
  const editorPage = page.getByTestId('document-page');
  await expect(opener.or(editorPage).first()).toBeVisible();
  if (!(await editorPage.isVisible())) {
    await opener.click({ timeout: 10_000 }).catch(async (error: unknown) => {
      if (!(await editorPage.isVisible())) throw error;
    });
  }
  await expect(editorPage).toBeVisible();
}
