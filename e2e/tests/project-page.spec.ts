// Opening a project from the list: its header, and every view of the switcher loading from its remote.
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { switchView } from '../support/projects';

const VIEWS = [
  { label: 'Board', key: 'kanban', remote: 'mfe_tasks' },
  { label: 'List', key: 'list', remote: 'mfe_tasks' },
  { label: 'Calendar', key: 'calendar', remote: 'mfe_tasks' },
  { label: 'Scrum', key: 'scrum', remote: 'mfe_sprints' },
  { label: 'Finance', key: 'finance', remote: 'mfe_insights' },
  { label: 'GitHub', key: 'github', remote: 'mfe_insights' },
  { label: 'Documents', key: 'documents', remote: 'mfe_docs' },
  { label: 'Forums', key: 'forums', remote: 'mfe_forums' },
];

test('a project opened from the list shows its header and loads each view from its remote', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.goto('/projects');
  // The phrase also finds the sub-projects (through their parent's name); the exact name scores first.
  await page.getByTestId('project-search').fill('"Website relaunch"');
  await expect(page.getByTestId('project-card').first().getByTestId('project-card-name')).toHaveText('Website relaunch');
  await page.getByRole('link', { name: 'Website relaunch', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);

  const header = page.getByTestId('project-header');
  await expect(header.getByTestId('project-name')).toHaveText('Website relaunch');
  await expect(header.getByTestId('project-identifier')).toHaveText('website_relaunch');
  await expect(header.getByTestId('project-status')).toHaveText('Active');
  await expect(header.getByTestId('member-avatar').first()).toBeVisible();
  expect(await header.getByTestId('member-avatar').count()).toBeLessThanOrEqual(4);

  // The default view is the board.
  await expect(page.getByTestId('view-slot-kanban').getByTestId('remote-view-mfe_tasks')).toBeVisible();
  for (const view of VIEWS) {
    await switchView(page, view.label);
    await expect(page.getByTestId(`view-slot-${view.key}`).getByTestId(`remote-view-${view.remote}`)).toBeVisible();
  }
});

test('?view= picks a view and is removed from the address; /forums forces the forums view', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const list = await (await page.request.get('/api/v3/projects?pageSize=1')).json();
  const id = list._embedded.elements[0].id as number;

  await page.goto(`/projects/${id}?view=documents`);
  await expect(page.getByTestId('view-slot-documents').getByTestId('remote-view-mfe_docs')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}$`));

  await page.goto(`/projects/${id}/forums`);
  await expect(page.getByTestId('view-slot-forums').getByTestId('remote-view-mfe_forums')).toBeVisible();
});

test('an invalid project id says so and returns to the list; a logged-out visitor is asked to log in', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.goto('/projects/-3');
  await expect(page.getByText('Invalid Project')).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/, { timeout: 10_000 });

  await page.goto('/projects/999999');
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to projects' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/projects/1');
  await expect(page.getByText('Please log in to view project details.')).toBeVisible();
});
