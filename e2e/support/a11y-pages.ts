// Issue 21: the one list of pages and dialogs the accessibility audit opens (tests/a11y-audit.spec.ts checks each
// with axe for the admin and for a member). A new page or dialog joins the audit by adding an entry here; keep the
// entries grouped by the remote that renders them.
import { expect, type Page } from '@playwright/test';
import { firstVisibleProject, switchView } from './projects';

export type AuditRole = 'admin' | 'member';

export interface AuditPage {
  /** What a reader of a failure needs: the page, and the dialog if one is open. */
  name: string;
  /** Who sees it; both roles unless a page is only offered to one. */
  roles?: AuditRole[];
  /** Signed in as the role, gets there as a user would and waits until the content shows. */
  open: (page: Page, role: AuditRole) => Promise<void>;
  /** Checks only this part (a CSS selector), e.g. an open dialog whose page was audited on its own. */
  include?: string;
}

async function projectPage(page: Page, view?: string): Promise<void> {
  const project = await firstVisibleProject(page);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId('view-switcher')).toBeVisible();
  if (view) await switchView(page, view);
}

export const AUDIT_PAGES: AuditPage[] = [
  // shell
  {
    name: 'projects list',
    open: async (page) => {
      await page.goto('/projects');
      await expect(page.getByTestId('project-search')).toBeVisible();
    },
  },
  {
    name: 'project page (default view)',
    open: (page) => projectPage(page),
  },
  // mfe-projects

  // mfe-tasks
  {
    name: 'board',
    open: (page) => projectPage(page, 'Board'),
  },
  {
    name: 'task list',
    open: async (page) => {
      await projectPage(page, 'List');
      await expect(page.getByTestId('tasks-list').getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'task calendar',
    open: async (page) => {
      await projectPage(page, 'Calendar');
      await expect(page.getByTestId('calendar-month')).toBeVisible();
    },
  },
  {
    name: 'task filters popover',
    open: async (page) => {
      await projectPage(page, 'Board');
      await page.getByTestId('task-filter-button').click();
      await expect(page.getByTestId('task-filter-popover')).toBeVisible();
    },
    include: '.ant-popover',
  },
  {
    name: 'task filters assignee dropdown',
    open: async (page) => {
      await projectPage(page, 'Board');
      await page.getByTestId('task-filter-button').click();
      await page.getByTestId('task-filter-popover').getByRole('combobox', { name: 'Assignee' }).click();
      await expect(page.locator('.ant-select-dropdown:visible')).toBeVisible();
    },
    // Both float over the page in their own layers, outside its landmarks.
    include: '.ant-popover, .ant-select-dropdown',
  },
  {
    name: 'create task dialog',
    open: async (page) => {
      await projectPage(page, 'Board');
      await page.getByTestId('create-task-button').click();
      await expect(page.getByTestId('create-task-dialog').getByLabel('Title')).toBeFocused();
    },
    include: '.ant-modal-wrap',
  },
  {
    name: 'task panel (details)',
    open: async (page) => {
      await projectPage(page, 'Board');
      // The board's first card opened in the task panel, as a click on it does.
      await page.getByTestId('task-board').locator('[data-testid^="task-card-"]').first().click();
      await expect(page.getByTestId('task-subject-input')).toBeVisible();
    },
    include: '.ant-drawer',
  },
  {
    name: 'task panel (activities)',
    open: async (page) => {
      await projectPage(page, 'Board');
      // The board's first card opened in the task panel, as a click on it does.
      await page.getByTestId('task-board').locator('[data-testid^="task-card-"]').first().click();
      await expect(page.getByTestId('task-subject-input')).toBeVisible();
      await page.getByTestId('task-panel').getByRole('tab', { name: 'Activities' }).click();
      await expect(page.getByTestId('activities-list')).toBeVisible();
    },
    include: '.ant-drawer',
  },
  {
    name: 'task panel (comment being edited)',
    open: async (page) => {
      await projectPage(page, 'Board');
      await page.getByTestId('task-board').locator('[data-testid^="task-card-"]').first().click();
      const panel = page.getByTestId('task-panel');
      await panel.getByRole('tab', { name: 'Activities' }).click();
      await panel.getByTestId('comment-input').fill('Checked for accessibility');
      await panel.getByTestId('comment-submit').click();
      await panel.getByRole('button', { name: 'Edit comment' }).last().click();
      await expect(panel.getByRole('button', { name: 'Save' })).toBeVisible();
    },
    include: '.ant-drawer',
  },
  {
    name: 'task panel (hours being edited)',
    open: async (page) => {
      await projectPage(page, 'Board');
      await page.getByTestId('task-board').locator('[data-testid^="task-card-"]').first().click();
      const panel = page.getByTestId('task-panel');
      await panel.getByTestId('log-time-button').click();
      const dialog = page.getByRole('dialog', { name: 'Log time' });
      await dialog.getByLabel('Duration').fill('0.5');
      await dialog.getByTestId('time-entry-submit').click();
      await expect(dialog).toBeHidden();
      await panel.getByRole('button', { name: /^Edit hours/ }).first().click();
      await expect(panel.getByLabel('Hours', { exact: true })).toBeFocused();
    },
    include: '.ant-drawer',
  },
  {
    name: 'log time dialog',
    open: async (page) => {
      await projectPage(page, 'Board');
      // The board's first card opened in the task panel, as a click on it does.
      await page.getByTestId('task-board').locator('[data-testid^="task-card-"]').first().click();
      await expect(page.getByTestId('task-subject-input')).toBeVisible();
      await page.getByTestId('log-time-button').click();
      await expect(page.getByRole('dialog', { name: 'Log time' })).toBeVisible();
    },
    include: '.ant-modal-wrap',
  },
  {
    name: 'delete task confirmation',
    roles: ['admin'],
    open: async (page) => {
      await projectPage(page, 'Board');
      // The board's first card opened in the task panel, as a click on it does.
      await page.getByTestId('task-board').locator('[data-testid^="task-card-"]').first().click();
      await expect(page.getByTestId('task-subject-input')).toBeVisible();
      await page.getByTestId('task-delete-button').click();
      await expect(page.getByRole('dialog', { name: /delete/i })).toBeVisible();
      // Colours are measured once the dialog has faded in.
      await expect(page.locator('.ant-modal-confirm[class*="-zoom-"]')).toHaveCount(0);
    },
    include: '.ant-modal-confirm',
  },
  // mfe-sprints
  {
    name: 'scrum view',
    open: (page) => projectPage(page, 'Scrum'),
  },
  // mfe-docs, mfe-forums, mfe-insights
];
