// A remote that is down degrades only its own slot; once it is back, Retry recovers it without a reload.
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { firstVisibleProject, switchView } from '../support/projects';

const DOCS_REMOTE_FILES = '**/remotes/mfe-docs/**';

test('an unreachable remote shows a retryable fallback in its slot while other views keep working', async ({ page }) => {
  await page.route(DOCS_REMOTE_FILES, (route) => route.abort());
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const project = await firstVisibleProject(page);
  await page.goto(`/projects/${project.id}`);

  await switchView(page, 'Documents');
  const documentsSlot = page.getByTestId('view-slot-documents');
  await expect(documentsSlot.getByText('This view is temporarily unavailable')).toBeVisible();
  await expect(documentsSlot.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(documentsSlot.getByTestId('remote-view-mfe_docs')).toHaveCount(0);

  // The other remotes are unaffected.
  await switchView(page, 'Board');
  const boardSlot = page.getByTestId('view-slot-kanban');
  await expect(boardSlot.getByTestId('remote-view-mfe_tasks')).toBeVisible();
  await expect(boardSlot.getByTestId('tasks-view')).toBeVisible();

  // Still down when we come back; then the remote recovers and Retry brings the view in.
  await switchView(page, 'Documents');
  await expect(documentsSlot.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.unroute(DOCS_REMOTE_FILES);
  await documentsSlot.getByRole('button', { name: 'Retry' }).click();
  await expect(documentsSlot.getByTestId('remote-view-mfe_docs')).toBeVisible();
  await expect(documentsSlot.getByText(`Documents of ${project.name}`)).toBeVisible();
  await expect(documentsSlot.getByText('This view is temporarily unavailable')).toHaveCount(0);
});
