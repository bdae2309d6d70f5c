// Sharing a document (issue 14 item 5, spec 002 sections 3 and 6): a Team Leader shares a document of a private
// project with a non-member as viewer; she finds it under Shared with me, reads it and cannot change it (the server
// refuses her forced edit); once the share is removed it is gone for her. A task is shared from its panel the same way.
import { expect, test } from '../support/fixtures';
import { animationsSettled } from '../support/ui';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createTaskThroughApi, projectIdByIdentifier } from '../support/projects';

// Seeded: Noah is Team Leader of the private Data warehouse project; Priya (the demo member) is not in it.
const LEADER = 'noah.fischer@tessera.local';
const RECIPIENT_NAME = 'Priya Raman';

test('a manager shares a document with a non-member as viewer, who reads it under Shared with me and cannot edit it', async ({ page, browser }) => {
  await login(page, LEADER, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'data_warehouse');
  await page.goto(`/projects/${projectId}?view=documents`);
  const view = page.getByTestId('view-slot-documents');
  const title = `Load runbook ${Date.now()}`;
  await view.getByRole('button', { name: 'New document' }).click();
  const create = page.getByRole('dialog', { name: 'New document' });
  // A click during the dialog's opening zoom can be lost: once it shows, let it settle.
  await expect(create.getByLabel('Title')).toBeVisible();
  await animationsSettled(page);
  await create.getByLabel('Title').fill(title);
  await create.getByRole('button', { name: 'Create document' }).click();
  await expect(create).toBeHidden();

  const card = view.locator('[data-testid^="document-card-"]').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await card.getByRole('button', { name: `Share ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Share '${title}'` });
  await expect(dialog.getByText('Not shared with anyone yet')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'User to share with' }).fill('Priya');
  await page.locator('.ant-select-item-option').filter({ hasText: RECIPIENT_NAME }).click();
  // View is the level offered first.
  await expect(dialog.getByTestId('share-level')).toContainText('Can view');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText(`Shared with ${RECIPIENT_NAME}`)).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: RECIPIENT_NAME })).toBeVisible();
  const documentId = Number((await card.getAttribute('data-testid'))!.replace('document-card-', ''));

  // The recipient, in a browser of her own.
  const recipientContext = await browser.newContext();
  const recipient = await recipientContext.newPage();
  await login(recipient, DEMO_USERS.member, DEMO_PASSWORD);
  await recipient.getByRole('link', { name: 'Shared with me' }).click();
  await expect(recipient).toHaveURL(/\/docs\/shared$/);
  const shared = recipient.getByTestId(`shared-document-${documentId}`);
  await expect(shared).toContainText('Can view');
  await shared.getByRole('link', { name: title }).click();
  await expect(recipient).toHaveURL(new RegExp(`/docs/${documentId}$`));
  await expect(recipient.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Nothing to edit with, and the server refuses an edit forced past the page.
  await expect(recipient.getByRole('toolbar')).toHaveCount(0);
  const forced = await recipient.request.patch(`/api/v3/documents/${documentId}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { title: 'Changed by a viewer', lockVersion: 0 },
  });
  expect(forced.status()).toBe(403);
  // The project itself stays hidden from her.
  expect((await recipient.request.get(`/api/v3/projects/${projectId}/documents`)).status()).toBe(404);

  // The leader removes the share.
  await dialog.getByRole('button', { name: `Remove ${RECIPIENT_NAME}` }).click();
  await expect(page.getByText(`${RECIPIENT_NAME} no longer has access`)).toBeVisible();
  await expect(dialog.getByText('Not shared with anyone yet')).toBeVisible();

  await recipient.goto('/docs/shared');
  await expect(recipient.getByRole('heading', { level: 1, name: 'Shared with me' })).toBeVisible();
  await expect(recipient.getByText('Loading shared documents...')).toHaveCount(0);
  await expect(recipient.getByTestId(`shared-document-${documentId}`)).toHaveCount(0);
  await recipient.goto(`/docs/${documentId}`);
  await expect(recipient.getByRole('heading', { level: 1, name: 'Document not found' })).toBeVisible();
  await recipientContext.close();
});

test('a manager shares a task from its panel with a non-member, who may then read it by id', async ({ page, browser }) => {
  await login(page, LEADER, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'data_warehouse');
  const task = await createTaskThroughApi(page, projectId, `Reconcile load counts ${Date.now()}`);
  const recipientContext = await browser.newContext();
  const recipient = await recipientContext.newPage();
  await login(recipient, DEMO_USERS.member, DEMO_PASSWORD);
  expect((await recipient.request.get(`/api/v3/work_packages/${task.id}`)).status()).toBe(404);

  await page.goto(`/projects/${projectId}?task=${task.id}`);
  const panel = page.getByTestId('task-panel');
  await panel.getByRole('button', { name: 'Share task' }).click();
  const dialog = page.getByRole('dialog', { name: /^Share 'Reconcile load counts/ });
  await expect(dialog.getByText('Not shared with anyone yet')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'User to share with' }).fill('Priya');
  await page.locator('.ant-select-item-option').filter({ hasText: RECIPIENT_NAME }).click();
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: RECIPIENT_NAME })).toContainText('Can view');

  expect((await recipient.request.get(`/api/v3/work_packages/${task.id}`)).status()).toBe(200);
  await recipientContext.close();
});
