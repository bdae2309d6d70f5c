// Issue 21: the one list of pages and dialogs the accessibility audit opens (tests/a11y-audit.spec.ts checks each
// with axe for the admin and for a member). A new page or dialog joins the audit by adding an entry here; keep the
// entries grouped by the remote that renders them.
import { expect, type Page } from '@playwright/test';
import { firstVisibleProject, projectIdByIdentifier, switchView, XHR } from './projects';
import { chooseOption, selectTab } from './ui';

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
  // Loaded: no placeholder left (antd's skeletons draw an empty h3, out of the page's heading order).
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
}


// mfe-projects: the projects list in its modes, and the dialogs it and the project page's actions open.
const MODAL = '.ant-modal-wrap';
/** The project page's slot of the Documents view (mfe-docs). */
const DOCUMENTS_SLOT = '[data-testid="view-slot-documents"]';
/** A project with versions, members and types, which the admin manages. */
const MANAGED_PROJECT = 'website_relaunch';


async function projectsList(page: Page): Promise<void> {
  await page.goto('/projects');
  await expect(page.getByTestId('project-card').first()).toBeVisible();
}

/** The first card's '⋯' menu, and one of its items. */
async function cardMenuItem(page: Page, item: string): Promise<void> {
  await projectsList(page);
  await page.getByTestId('project-actions-menu').first().click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function managedProjectPage(page: Page): Promise<void> {
  await page.goto(`/projects/${await projectIdByIdentifier(page, MANAGED_PROJECT)}`);
  await expect(page.getByTestId('project-actions')).toBeVisible();
}

async function settingsTab(page: Page, tab: string): Promise<void> {
  await managedProjectPage(page);
  await page.getByTestId('project-settings-button').click();
  const settings = page.getByTestId('project-settings-dialog');
  await selectTab(page, settings.getByRole('tab', { name: tab }));
  await expect(settings.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/** The copy's progress dialog over a copy job that stays running (the routes stand in for the server: no project is made). */
async function copyProgress(page: Page): Promise<void> {
  const jobId = 'a11y-audit-copy';
  await page.route('**/api/v3/projects/*/copy', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ json: { jobId } }) : route.fallback(),
  );
  await page.route(`**/api/v3/job_statuses/${jobId}`, (route) => route.fulfill({ json: { _type: 'JobStatus', jobId, status: 'in_process' } }));
  await projectsList(page);
  await page.getByTestId('from-template-button').click();
  const dialog = page.getByTestId('template-dialog');
  await chooseOption(page, dialog.getByTestId('template-select'), 'Software delivery template');
  await dialog.getByTestId('template-project-name').fill('Audit copy');
  await dialog.getByTestId('template-submit').click();
  await expect(page.getByTestId('copy-progress-heading')).toHaveText('Copying Project...');
  await expect(dialog).toBeHidden();
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
    open: async (page) => {
      await projectPage(page);
      // Loaded: no placeholder left (antd's skeletons draw an empty h3).
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    },
  },
  {
    name: 'user menu (open)',
    open: async (page) => {
      await page.goto('/projects');
      await page.getByTestId('user-menu').click();
      await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    },
    include: '.ant-dropdown',
  },
  {
    name: 'notifications list (open)',
    open: async (page) => {
      await page.goto('/projects');
      await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', /^Notifications, \d+ unread$/);
      await page.getByTestId('notification-bell').click();
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      // Loaded: the list or its empty state, no skeleton.
      await expect(drawer.locator('.tessera-notification-list, .ant-empty')).toBeVisible();
    },
    include: '.ant-drawer',
  },
  {
    name: 'account page',
    open: async (page) => {
      await page.goto('/account');
      await expect(page.getByTestId('account-tokens')).toBeVisible();
    },
  },
  {
    name: 'account page: new API token dialog',
    open: async (page) => {
      await page.goto('/account');
      await page.getByLabel('Token name').fill('audit token');
      await page.getByRole('button', { name: 'Create token' }).click();
      await expect(page.getByTestId('new-token-value')).toBeVisible();
    },
    include: '.ant-modal-wrap',
  },
  {
    name: 'account page: revoke token confirmation',
    open: async (page) => {
      await page.goto('/account');
      // A name of its own: the suite shares one database, and earlier runs leave their tokens.
      const name = `audit revoke ${Date.now().toString(36)}`;
      await page.getByLabel('Token name').fill(name);
      await page.getByRole('button', { name: 'Create token' }).click();
      // The new token's dialog opens when the server has answered; it must be gone before the list takes clicks (a
      // click during its opening animation can be lost, so Done is pressed until the dialog has closed).
      const created = page.getByRole('dialog', { name: 'Your new API token' });
      await expect(created).toBeVisible();
      await expect(async () => {
        const done = created.getByRole('button', { name: 'Done' });
        if (await done.isVisible()) await done.click();
        await expect(created).toBeHidden({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await page.getByRole('button', { name: `Revoke ${name}` }).click();
      await expect(page.getByRole('button', { name: 'Revoke', exact: true })).toBeVisible();
    },
    include: '.ant-popover',
  },
  {
    name: 'AI settings page',
    roles: ['admin'],
    open: async (page) => {
      await page.goto('/admin/ai');
      await expect(page.getByRole('switch', { name: 'AI features on' })).toBeVisible();
      // Loaded: the providers or the empty state.
      await expect(page.getByTestId('ai-providers').locator('.ant-table-row, [data-testid="ai-providers-empty"]').first()).toBeVisible();
    },
  },
  {
    name: 'AI settings page: provider dialog',
    roles: ['admin'],
    open: async (page) => {
      await page.goto('/admin/ai');
      await page.getByRole('button', { name: 'Add provider' }).click();
      await expect(page.getByRole('dialog', { name: 'Add AI provider' }).getByLabel('Name')).toBeVisible();
    },
    include: '.ant-modal-wrap',
  },
  {
    name: 'GitHub settings page',
    roles: ['admin'],
    open: async (page) => {
      await page.goto('/admin/github');
      await expect(page.getByTestId('github-status')).toBeVisible();
      await expect(page.getByTestId('github-settings')).toBeVisible();
    },
  },
  {
    name: 'page not found',
    open: async (page) => {
      await page.goto('/no-such-page');
      await expect(page.getByText('Page not found')).toBeVisible();
    },
  },
  {
    name: 'project not found',
    open: async (page) => {
      await page.goto('/projects/999999');
      await expect(page.getByRole('link', { name: 'Back to projects' })).toBeVisible();
    },
  },
  {
    name: 'project view whose remote failed to load',
    open: async (page) => {
      await page.route('**/remotes/mfe-docs/**', (route) => route.abort());
      await projectPage(page, 'Documents');
      await expect(page.getByTestId('view-slot-documents').getByRole('button', { name: 'Retry' })).toBeVisible();
    },
  },
  // mfe-projects
  { name: 'projects list (grid)', open: projectsList },
  {
    name: 'projects list (list mode)',
    open: async (page) => {
      await projectsList(page);
      await page.getByTestId('view-mode-toggle').getByText('List').click();
      await expect(page.getByTestId('project-row').first()).toBeVisible();
    },
  },
  {
    name: 'projects list (filters open)',
    open: async (page) => {
      await projectsList(page);
      await page.getByTestId('project-filters-header').click();
      await expect(page.getByLabel('Visibility')).toBeVisible();
    },
  },
  {
    name: 'projects list (search suggestions)',
    open: async (page) => {
      await projectsList(page);
      await page.getByTestId('project-search').fill('web');
      await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
    },
  },
  {
    name: 'projects list (archived tab)',
    open: async (page) => {
      await projectsList(page);
      await page.getByTestId('projects-tab-archived').click();
      await expect(page.getByRole('tab', { name: /Archived/ })).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    name: 'project actions menu',
    roles: ['admin'],
    open: async (page) => {
      await projectsList(page);
      await page.getByTestId('project-actions-menu').first().click();
      await expect(page.getByRole('menuitem', { name: 'Open' })).toBeVisible();
    },
  },
  {
    name: 'New Project dialog (New Sub-project for a member)',
    open: async (page) => {
      await projectsList(page);
      await page.getByTestId('new-project-button').click();
      await expect(page.getByTestId('create-project-name')).toBeVisible();
    },
    include: MODAL,
  },
  {
    name: 'New Project dialog with errors',
    roles: ['admin'],
    open: async (page) => {
      await projectsList(page);
      await page.getByTestId('new-project-button').click();
      // Enter in the empty name (a click would leave the pointer on the button, checking its hover colours).
      await page.getByTestId('create-project-name').press('Enter');
      await expect(page.getByText('Project name is required')).toBeVisible();
    },
    include: MODAL,
  },
  {
    name: 'From Template dialog',
    roles: ['admin'],
    open: async (page) => {
      await projectsList(page);
      await page.getByTestId('from-template-button').click();
      const dialog = page.getByTestId('template-dialog');
      await chooseOption(page, dialog.getByTestId('template-select'), 'Software delivery template');
      await expect(dialog.getByTestId('template-copy-options')).toBeVisible();
    },
    include: MODAL,
  },
  { name: 'copy progress dialog', roles: ['admin'], open: copyProgress, include: MODAL },
  {
    name: 'Edit project dialog (card menu)',
    roles: ['admin'],
    open: async (page) => {
      await cardMenuItem(page, 'Edit');
      await expect(page.getByTestId('edit-project-dialog')).toBeVisible();
    },
    include: MODAL,
  },
  {
    name: 'Delete project confirmation (card menu)',
    roles: ['admin'],
    open: async (page) => {
      await cardMenuItem(page, 'Delete');
      await expect(page.getByTestId('delete-project-dialog')).toBeVisible();
    },
    include: MODAL,
  },
  // The header's buttons; the page around them is the project page's entry.
  { name: 'project actions', roles: ['admin'], open: managedProjectPage, include: '[data-testid="project-actions"]' },
  {
    name: 'Add Member dialog',
    roles: ['admin'],
    open: async (page) => {
      await managedProjectPage(page);
      await page.getByTestId('add-member-button').click();
      await expect(page.getByTestId('add-member-principal')).toBeVisible();
    },
    include: MODAL,
  },
  { name: 'Project Settings: General', roles: ['admin'], open: (page) => settingsTab(page, 'General'), include: MODAL },
  { name: 'Project Settings: Members', roles: ['admin'], open: (page) => settingsTab(page, 'Members'), include: MODAL },
  {
    name: 'Project Settings: remove member confirmation',
    roles: ['admin'],
    open: async (page) => {
      await settingsTab(page, 'Members');
      await page.getByTestId('members-table').getByRole('button', { name: /^Remove / }).first().click();
      await expect(page.locator('.ant-popconfirm')).toBeVisible();
    },
    include: '.ant-popover',
  },
  { name: 'Project Settings: Types', roles: ['admin'], open: (page) => settingsTab(page, 'Types'), include: MODAL },
  { name: 'Project Settings: Versions', roles: ['admin'], open: (page) => settingsTab(page, 'Versions'), include: MODAL },
  {
    name: 'Project Settings: GitHub',
    roles: ['admin'],
    open: async (page) => {
      await settingsTab(page, 'GitHub');
      await expect(page.getByTestId('github-settings')).toBeVisible();
    },
    include: MODAL,
  },
  {
    name: 'New version dialog',
    roles: ['admin'],
    open: async (page) => {
      await settingsTab(page, 'Versions');
      await page.getByTestId('new-version-button').click();
      await expect(page.getByTestId('version-form-dialog')).toBeVisible();
    },
    include: MODAL,
  },
  {
    name: 'Edit version dialog',
    roles: ['admin'],
    open: async (page) => {
      await settingsTab(page, 'Versions');
      await page.getByTestId('versions-table').getByRole('button', { name: /^Edit / }).first().click();
      await expect(page.getByTestId('version-form-dialog')).toBeVisible();
    },
    include: MODAL,
  },
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
      await selectTab(page, page.getByTestId('task-panel').getByRole('tab', { name: 'Activities' }));
      await expect(page.getByTestId('activities-list')).toBeVisible();
    },
    include: '.ant-drawer',
  },
  {
    name: 'task panel (GitHub)',
    open: async (page) => {
      await projectPage(page, 'Board');
      // The board's first card opened in the task panel, as a click on it does.
      await page.getByTestId('task-board').locator('[data-testid^="task-card-"]').first().click();
      await expect(page.getByTestId('task-subject-input')).toBeVisible();
      await selectTab(page, page.getByTestId('task-panel').getByRole('tab', { name: 'GitHub' }));
      // Without GitHub configured (as in this suite): the admin is told so, a member that no repository is connected.
      await expect(page.getByTestId('task-github-not-configured').or(page.getByTestId('task-github-no-repository'))).toBeVisible();
    },
    include: '.ant-drawer',
  },
  {
    name: 'task panel (comment being edited)',
    open: async (page) => {
      await projectPage(page, 'Board');
      await page.getByTestId('task-board').locator('[data-testid^="task-card-"]').first().click();
      const panel = page.getByTestId('task-panel');
      await selectTab(page, panel.getByRole('tab', { name: 'Activities' }));
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
  {
    name: 'sprint board (a project with sprints)',
    open: (page) => openSprintBoard(page),
  },
  {
    name: 'sprint board: sprint actions menu',
    open: async (page) => {
      await openSprintBoard(page);
      await page.getByRole('button', { name: /^Sprint actions for / }).first().click();
      await expect(page.getByRole('menuitem', { name: 'Edit Sprint' })).toBeVisible();
    },
    include: '.ant-dropdown',
  },
  {
    name: 'sprint analytics: overview (progress donut, burndown)',
    open: (page) => openSprintAnalytics(page, 'Overview'),
  },
  {
    name: 'sprint analytics: distribution',
    open: (page) => openSprintAnalytics(page, 'Distribution'),
  },
  {
    name: 'sprint analytics: velocity',
    open: (page) => openSprintAnalytics(page, 'Velocity'),
  },
  {
    name: 'sprint analytics: health',
    open: (page) => openSprintAnalytics(page, 'Health'),
  },
  {
    name: 'Create Sprint dialog',
    open: async (page) => {
      await openSprintBoard(page);
      await page.getByRole('button', { name: 'Create Sprint' }).click();
      await expect(page.getByTestId('create-sprint-dialog').getByLabel('Name')).toBeVisible();
    },
    include: '[role="dialog"]',
  },
  {
    name: 'Edit Sprint dialog',
    open: async (page) => {
      await openSprintMenuItem(page, 'Edit Sprint');
      await expect(page.getByTestId('edit-sprint-dialog').getByLabel('Name')).toBeVisible();
    },
    include: '[role="dialog"]',
  },
  {
    name: 'Delete Sprint dialog',
    open: async (page) => {
      await openSprintMenuItem(page, 'Delete Sprint');
      await expect(page.getByTestId('delete-sprint-dialog').getByTestId('delete-risk')).toBeVisible();
    },
    include: '[role="dialog"]',
  },
  {
    name: 'task panel opened from the sprint board',
    open: async (page) => {
      await openSprintBoard(page);
      await page.getByTestId('sprint-board').locator('[data-testid^="sprint-task-"]').first().click();
      await expect(page).toHaveURL(/[?&]task=\d+/);
      await expect(page.getByRole('dialog').filter({ has: page.getByRole('tab') }).first()).toBeVisible();
    },
    include: '.ant-drawer',
  },
  // mfe-docs: the Documents view of a project with documents (both roles may create and delete there), its dialogs,
  // and a document's page. The page around the view (the shell's header, the project's h1) is the project page's entry.
  { name: 'documents view', open: documentsView, include: DOCUMENTS_SLOT },
  {
    name: 'new document dialog',
    open: async (page) => {
      await documentsView(page);
      await page.locator(DOCUMENTS_SLOT).getByRole('button', { name: 'New document' }).click();
      await expect(page.getByRole('dialog', { name: 'New document' })).toBeVisible();
    },
    include: MODAL,
  },
  {
    name: 'document delete confirmation',
    open: async (page) => {
      await documentsView(page);
      await page.locator(DOCUMENTS_SLOT).locator('[data-testid^="document-card-"]').first().getByRole('button', { name: /^Delete / }).click();
      await expect(page.locator('.ant-popconfirm')).toBeVisible();
    },
    include: '.ant-popover',
  },
  // The document page opens to read; Edit opens the editor for both roles there (both manage the project's documents).
  { name: 'document page, to read', open: documentReadPage },
  { name: 'document page', open: documentPage },
  {
    name: 'document page with the selection toolbar',
    open: async (page) => {
      await documentPage(page);
      await page.getByTestId('document-editor').locator('p').filter({ hasText: /\w{3}/ }).first().dblclick({ position: { x: 12, y: 8 } });
      await expect(page.getByRole('toolbar', { name: 'Selection formatting' })).toBeVisible();
    },
  },
  {
    name: 'document share dialog',
    open: async (page) => {
      await documentsView(page);
      await page.locator(DOCUMENTS_SLOT).locator('[data-testid^="document-card-"]').first().getByRole('button', { name: /^Share / }).click();
      const dialog = page.getByRole('dialog', { name: /^Share / });
      await expect(dialog.getByRole('heading', { name: 'People with access' })).toBeVisible();
      await expect(dialog.locator('.ant-skeleton')).toHaveCount(0);
    },
    include: MODAL,
  },
  {
    name: 'shared with me page',
    open: async (page) => {
      await page.goto('/docs/shared');
      await expect(page.getByRole('heading', { level: 1, name: 'Shared with me' })).toBeVisible();
      await expect(page.getByText('Loading shared documents...')).toHaveCount(0);
    },
  },
  {
    name: 'document outline',
    open: async (page) => {
      await documentPage(page);
      await page.getByRole('button', { name: 'Outline' }).click();
      await expect(page.getByRole('navigation', { name: 'Document outline' })).toBeVisible();
    },
    include: '.ant-popover',
  },
  {
    name: 'document link dialog',
    open: async (page) => {
      await documentPage(page);
      await page.getByRole('toolbar', { name: 'Document formatting' }).getByRole('button', { name: 'Link' }).click();
      await expect(page.getByRole('dialog', { name: 'Link' })).toBeVisible();
    },
    include: MODAL,
  },
  {
    name: 'document history',
    open: async (page) => {
      await documentPage(page);
      await page.getByRole('button', { name: 'History' }).click();
      await expect(page.getByTestId('document-version-1')).toBeVisible();
      await page.getByRole('button', { name: 'Show version 1' }).click();
      await expect(page.getByTestId('document-version-preview').getByTestId('document-version-content')).toBeVisible();
    },
    include: '.ant-drawer',
  },
  {
    // A document of its own (typing changes it), with the '@' picker open over the editor.
    name: 'document mention picker',
    open: async (page) => {
      const projectId = await projectIdByIdentifier(page, MANAGED_PROJECT);
      const created = await page.request.post(`/api/v3/projects/${projectId}/documents`, { headers: XHR, data: { title: `Mentions ${Date.now()}` } });
      expect(created.status()).toBe(201);
      await page.goto(`/docs/${(await created.json()).id}`);
      await page.getByTestId('document-editor').click();
      await page.keyboard.type('@');
      await expect(page.getByRole('listbox', { name: 'Mention a user' }).getByRole('option').first()).toBeVisible();
    },
    // The editor's text with the picker beside it (the page around them is the 'document page' entry).
    include: '[data-testid="document-editor"], .mention-picker',
  },
  // mfe-forums, mfe-insights
  // Each view in its slot; the page around it (the shell's header, the project's h1) is the project page's entry.
  { name: 'forums view', open: (page) => projectPage(page, 'Forums'), include: '[data-testid="view-slot-forums"]' },
  { name: 'finance view', open: (page) => projectPage(page, 'Finance'), include: '[data-testid="view-slot-finance"]' },
  // GitHub is not configured in the e2e server: the view shows its not-configured state (an admin's banner with the
  // settings link, a member's dialog over the figures).
  {
    name: 'GitHub view',
    open: async (page) => {
      await projectPage(page, 'GitHub');
      await expect(page.getByTestId('github-not-configured')).toBeVisible();
    },
    include: '[data-testid="view-slot-github"]',
  },
  {
    name: 'GitHub view, GitHub Not Configured dialog',
    roles: ['member'],
    open: async (page) => {
      await projectPage(page, 'GitHub');
      await expect(page.getByRole('dialog', { name: 'GitHub Not Configured' })).toBeVisible();
    },
    include: MODAL,
  },
];

// mfe-docs: the Documents view of the seeded website relaunch (it has documents), once its cards show.
async function documentsView(page: Page): Promise<void> {
  await page.goto(`/projects/${await projectIdByIdentifier(page, MANAGED_PROJECT)}?view=documents`);
  await expect(page.locator(DOCUMENTS_SLOT).locator('[data-testid^="document-card-"]').first()).toBeVisible();
}

// mfe-docs: a seeded document of that view with text to select (audits of other entries may add empty ones), in its editor.
const AUDITED_DOCUMENT = 'Kickoff meeting minutes';
/** A document's page as it opens: to read (the server's rendering), with Edit and Comments. */
async function documentReadPage(page: Page): Promise<void> {
  await documentsView(page);
  await page.locator(DOCUMENTS_SLOT).getByTestId('document-card-link').filter({ hasText: AUDITED_DOCUMENT }).click();
  await expect(page.getByTestId('document-read-content')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
}

/** The document's page in its editor (Edit). */
async function documentPage(page: Page): Promise<void> {
  await documentReadPage(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByTestId('document-editor')).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Document formatting' })).toBeVisible();
}

// mfe-sprints: how a user reaches the sprint board of a project with sprints (the seeded website relaunch: both roles
// plan its sprints), its analytics tabs and a sprint's menu.
async function openSprintBoard(page: Page): Promise<void> {
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByTestId('view-switcher')).toBeVisible();
  await switchView(page, 'Scrum');
  await expect(page.getByTestId('sprint-board').locator('[data-testid^="sprint-task-"]').first()).toBeVisible();
}

async function openSprintAnalytics(page: Page, tab: string): Promise<void> {
  await openSprintBoard(page);
  await page.getByRole('button', { name: 'Show Stats' }).click();
  await selectTab(page, page.getByRole('tab', { name: tab }));
  const panel = page.getByRole('tabpanel', { name: tab });
  await expect(panel).toBeVisible();
  // Each tab's content is ready when its chart (or, on Health, its checks) has drawn.
  await expect(panel.locator('svg.apexcharts-svg, [data-testid="analytics-health"]').first()).toBeVisible();
}

async function openSprintMenuItem(page: Page, item: string): Promise<void> {
  await openSprintBoard(page);
  await page.getByRole('button', { name: /^Sprint actions for / }).first().click();
  await page.getByRole('menuitem', { name: item }).click();
}
