// Images and mentions in the documents editor (issue 14, spec 002 sections 5, 8 and 9): an image chosen with the
// toolbar's file input is compressed in the browser and stored as the document's attachment, smaller than the file;
// a member picked from the '@' picker is a mention that outlives a reload.
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { openDocumentEditor } from '../support/documents';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { projectIdByIdentifier, XHR } from '../support/projects';

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A large photo-like PNG (a gradient with noise, which PNG cannot squeeze): 1800x1200, a few MB, under the 5 MB cap.
 * Deterministic noise so every run uploads the same file.
 */
function largePng(width = 1800, height = 1200): Buffer {
  let seed = 42;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed >> 23;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = Math.round((x / width) * 255);
      row[2 + x * 3] = Math.round((y / height) * 255);
      row[3 + x * 3] = noise();
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function createDocument(page: import('@playwright/test').Page, projectId: number, title: string): Promise<number> {
  const response = await page.request.post(`/api/v3/projects/${projectId}/documents`, { headers: XHR, data: { title } });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

test('an image chosen from the toolbar is compressed, stored as the document’s attachment and shown; it stays after a reload', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const documentId = await createDocument(page, projectId, `Architecture ${Date.now()}`);
  await openDocumentEditor(page, documentId);
  const editor = page.getByTestId('document-editor');
  await editor.click();

  const png = largePng();
  expect(png.length).toBeGreaterThan(1024 * 1024);
  expect(png.length).toBeLessThan(5 * 1024 * 1024);
  await page.getByLabel('Image file').setInputFiles({ name: 'site-map.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/Compressing image \(\d+(\.\d)? MB\)\.\.\./)).toBeVisible();
  await expect(page.getByText('Image uploaded and compressed')).toBeVisible();

  const image = editor.locator('figure.document-image img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1200);

  const attachments = await (await page.request.get(`/api/v3/documents/${documentId}/attachments`)).json();
  expect(attachments.total).toBe(1);
  const stored = attachments._embedded.elements[0];
  expect(stored.fileSize).toBeLessThan(png.length);
  expect(stored.fileSize).toBeLessThanOrEqual(300 * 1024);
  expect(await image.getAttribute('src')).toBe(`/api/v3/attachments/${stored.id}/content`);

  // Alignment and caption through the node view, then saved with the document.
  await image.click();
  await page.getByRole('button', { name: 'Align right' }).click();
  await page.getByRole('textbox', { name: 'Image caption' }).fill('The new site map');
  await expect.poll(async () => JSON.stringify((await (await page.request.get(`/api/v3/documents/${documentId}`)).json()).content)).toContain('The new site map');
  await page.reload();
  const reloaded = page.getByTestId('document-editor').locator('figure.document-image');
  await expect(reloaded).toHaveAttribute('data-align', 'right');
  await expect(reloaded.locator('img')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Image caption' })).toHaveValue('The new site map');
});

test('a file that is not an image is refused with the spec’s message and nothing is stored', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const documentId = await createDocument(page, projectId, `Notes ${Date.now()}`);
  await openDocumentEditor(page, documentId);
  await page.getByTestId('document-editor').click();
  await page.getByLabel('Image file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('File must be an image')).toBeVisible();
  expect((await (await page.request.get(`/api/v3/documents/${documentId}/attachments`)).json()).total).toBe(0);
});

test("typing '@' offers the project's members; the picked member is a mention that persists", async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const documentId = await createDocument(page, projectId, `Sync ${Date.now()}`);
  await openDocumentEditor(page, documentId);
  const editor = page.getByTestId('document-editor');
  await editor.click();
  await page.keyboard.type('Owner: @');
  const picker = page.getByRole('listbox', { name: 'Mention a user' });
  await expect(picker).toBeVisible();
  await expect(page.getByText(/^\d+ users?$/)).toBeVisible();
  await page.keyboard.type('tom');
  await expect(picker.getByRole('option')).toHaveCount(1);
  await expect(picker.getByRole('option').first()).toContainText('Tomás Herrera');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  const mention = editor.locator('[data-type="mention"]');
  await expect(mention).toHaveText('@Tomás Herrera');

  // No match: the empty texts.
  await page.keyboard.type('@zzzz');
  await expect(page.getByText('No users found')).toBeVisible();
  await expect(page.getByText('Try a different search term')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('No users found')).toBeHidden();

  await expect.poll(async () => JSON.stringify((await (await page.request.get(`/api/v3/documents/${documentId}`)).json()).content)).toContain('"type":"mention"');
  await page.reload();
  await expect(page.getByTestId('document-editor').locator('[data-type="mention"]')).toHaveText('@Tomás Herrera');
});
