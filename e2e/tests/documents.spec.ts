// A project's Documents view (issue 14): create a document, open its page, come back, delete it; and what a member
// who may only read documents is offered.
import { expect, test } from '../support/fixtures';
import { animationsSettled, confirmPopconfirm } from '../support/ui';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { projectIdByIdentifier } from '../support/projects';

test('the admin creates a document in the Documents view, opens it, goes back and deletes it', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  await page.goto(`/projects/${projectId}?view=documents`);
  const view = page.getByTestId('view-slot-documents');
  await expect(view.getByRole('heading', { level: 2, name: 'Documents of Website relaunch' })).toBeVisible();
  // The seeded minutes and spec of the project show as cards.
  await expect(view.locator('[data-testid^="document-card-"]').first()).toBeVisible();

  const title = `Retro notes ${Date.now()}`;
  await view.getByRole('button', { name: 'New document' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  // A click during the dialog's opening zoom can be lost: once it shows, let it settle.
  await expect(dialog.getByLabel('Title')).toBeVisible();
  await animationsSettled(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create document' }).click();
  await expect(page.getByText('Document created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = view.locator('[data-testid^="document-card-"]').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: title, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/docs/\\d+\\?from=project&projectId=${projectId}&projectName=Website`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('document-meta')).toContainText('Created by Ada Okafor');
  await page.getByRole('link', { name: 'Back to Website relaunch' }).click();

  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}`));
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmPopconfirm(page, 'Delete');
  await expect(page.getByText('Document deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a document that does not exist says so on its page', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.goto('/docs/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Document not found' })).toBeVisible();
});

test('a member who may only read the documents of a project is offered no New document and no Delete', async ({ page }) => {
  // The demo member is a Reader in the design system project (view_documents, no manage_documents).
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'design_system');
  await page.goto(`/projects/${projectId}?view=documents`);
  // The project page has read the member's roles (the view reads them from the same answer).
  await expect(page.getByTestId('project-header').getByTestId('project-name')).toHaveText('Design system');
  const view = page.getByTestId('view-slot-documents');
  await expect(view.getByRole('heading', { level: 2, name: 'Documents of Design system' })).toBeVisible();
  await expect(view.getByText('Loading documents...')).toHaveCount(0);
  await expect(view.getByTestId('documents-list')).toBeVisible();
  await expect(view.getByRole('button', { name: 'New document' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Create your first document' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
