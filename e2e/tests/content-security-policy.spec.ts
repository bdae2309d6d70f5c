// The server's Content-Security-Policy is strict (no inline script, remotes' origins only): the suite still works under
// it. Every view's remote, the task panel, the sprint charts and the API documentation load without one violation.
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createTaskThroughApi, projectIdByIdentifier, switchView } from '../support/projects';

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

/** Chromium reports each blocked load or inline style/script as a console error naming the policy. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the shell, every remote, the task panel and the sprint charts run under the policy', async ({ page }) => {
  const violations = collectViolations(page);
  const loginPage = await page.goto('/login');
  const policy = loginPage?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(loginPage?.headers()['x-frame-options']).toBe('DENY');

  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  await page.goto(`/projects/${projectId}`);
  for (const view of VIEWS) {
    await switchView(page, view.label);
    await expect(page.getByTestId(`view-slot-${view.key}`).getByTestId(`remote-view-${view.remote}`)).toBeVisible();
  }

  // antd's CSS-in-JS, the drawer and the editor of the task panel.
  const task = await createTaskThroughApi(page, projectId, `Policy check ${Date.now().toString(36)}`);
  await page.goto(`/projects/${projectId}?task=${task.id}`);
  await expect(page.getByTestId('task-panel').getByTestId('task-subject-input')).toBeVisible();

  // ApexCharts draws the burndown.
  await page.goto(`/projects/${projectId}?view=scrum`);
  await expect(page.getByTestId('sprint-board')).toBeVisible();
  await page.getByRole('button', { name: 'Show Stats' }).click();
  await expect(page.getByTestId('burndown').locator('svg.apexcharts-svg')).toBeVisible();

  expect(violations).toEqual([]);
});

test('the API documentation runs under its own policy', async ({ page }) => {
  const violations = collectViolations(page);
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Tessera API v3');
  // A tag opens, then an operation (Swagger UI renders it with inline styles and data: images).
  await page.locator('.opblock-tag', { hasText: 'Projects' }).first().click();
  await page.locator('.opblock-summary-path').filter({ hasText: /^\/api\/v3\/projects$/ }).first().click();
  await expect(page.locator('.opblock-body').first()).toBeVisible();
  expect(violations).toEqual([]);
});
