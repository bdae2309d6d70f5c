// Issue 21: the one list of pages and dialogs the accessibility audit opens (tests/a11y-audit.spec.ts checks each
// with axe for the admin and for a member). A new page or dialog joins the audit by adding an entry here; keep the
// entries grouped by the remote that renders them.
import { expect, type Page } from '@playwright/test';
import { firstVisibleProject, projectIdByIdentifier, switchView } from './projects';
import { chooseOption } from './ui';

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

// mfe-projects: the projects list in its modes, and the dialogs it and the project page's actions open.
const MODAL = '.ant-modal-wrap';
/** A project with versions, members and types, which the admin manages. */
const MANAGED_PROJECT = 'website_relaunch';

/** Waits for antd's opening animations (zoom, fade): axe reads colours as they are on screen, half-faded ones too. */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** The entry's way there, then the end of the opening animations of what it opened. */
function settled(open: AuditPage['open']): AuditPage['open'] {
  return async (page, role) => {
    await open(page, role);
    await animationsDone(page);
  };
}

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
  await settings.getByRole('tab', { name: tab }).click();
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
    open: (page) => projectPage(page),
  },
  // mfe-projects
  { name: 'projects list (grid)', open: projectsList },
  {
    name: 'projects list (list mode)',
    open: settled(async (page) => {
      await projectsList(page);
      await page.getByTestId('view-mode-toggle').getByText('List').click();
      await expect(page.getByTestId('project-row').first()).toBeVisible();
    }),
  },
  {
    name: 'projects list (filters open)',
    open: settled(async (page) => {
      await projectsList(page);
      await page.getByTestId('project-filters-header').click();
      await expect(page.getByLabel('Visibility')).toBeVisible();
    }),
  },
  {
    name: 'projects list (search suggestions)',
    open: settled(async (page) => {
      await projectsList(page);
      await page.getByTestId('project-search').fill('web');
      await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
    }),
  },
  {
    name: 'projects list (archived tab)',
    open: settled(async (page) => {
      await projectsList(page);
      await page.getByTestId('projects-tab-archived').click();
      await expect(page.getByRole('tab', { name: /Archived/ })).toHaveAttribute('aria-selected', 'true');
    }),
  },
  {
    name: 'project actions menu',
    roles: ['admin'],
    open: settled(async (page) => {
      await projectsList(page);
      await page.getByTestId('project-actions-menu').first().click();
      await expect(page.getByRole('menuitem', { name: 'Open' })).toBeVisible();
    }),
  },
  {
    name: 'New Project dialog (New Sub-project for a member)',
    open: settled(async (page) => {
      await projectsList(page);
      await page.getByTestId('new-project-button').click();
      await expect(page.getByTestId('create-project-name')).toBeVisible();
    }),
    include: MODAL,
  },
  {
    name: 'New Project dialog with errors',
    roles: ['admin'],
    open: settled(async (page) => {
      await projectsList(page);
      await page.getByTestId('new-project-button').click();
      // Enter in the empty name (a click would leave the pointer on the button, checking its hover colours).
      await page.getByTestId('create-project-name').press('Enter');
      await expect(page.getByText('Project name is required')).toBeVisible();
    }),
    include: MODAL,
  },
  {
    name: 'From Template dialog',
    roles: ['admin'],
    open: settled(async (page) => {
      await projectsList(page);
      await page.getByTestId('from-template-button').click();
      const dialog = page.getByTestId('template-dialog');
      await chooseOption(page, dialog.getByTestId('template-select'), 'Software delivery template');
      await expect(dialog.getByTestId('template-copy-options')).toBeVisible();
    }),
    include: MODAL,
  },
  { name: 'copy progress dialog', roles: ['admin'], open: settled(copyProgress), include: MODAL },
  {
    name: 'Edit project dialog (card menu)',
    roles: ['admin'],
    open: settled(async (page) => {
      await cardMenuItem(page, 'Edit');
      await expect(page.getByTestId('edit-project-dialog')).toBeVisible();
    }),
    include: MODAL,
  },
  {
    name: 'Delete project confirmation (card menu)',
    roles: ['admin'],
    open: settled(async (page) => {
      await cardMenuItem(page, 'Delete');
      await expect(page.getByTestId('delete-project-dialog')).toBeVisible();
    }),
    include: MODAL,
  },
  // The header's buttons; the page around them is the project page's entry.
  { name: 'project actions', roles: ['admin'], open: settled(managedProjectPage), include: '[data-testid="project-actions"]' },
  {
    name: 'Add Member dialog',
    roles: ['admin'],
    open: settled(async (page) => {
      await managedProjectPage(page);
      await page.getByTestId('add-member-button').click();
      await expect(page.getByTestId('add-member-principal')).toBeVisible();
    }),
    include: MODAL,
  },
  { name: 'Project Settings: General', roles: ['admin'], open: settled((page) => settingsTab(page, 'General')), include: MODAL },
  { name: 'Project Settings: Members', roles: ['admin'], open: settled((page) => settingsTab(page, 'Members')), include: MODAL },
  {
    name: 'Project Settings: remove member confirmation',
    roles: ['admin'],
    open: settled(async (page) => {
      await settingsTab(page, 'Members');
      await page.getByTestId('members-table').getByRole('button', { name: /^Remove / }).first().click();
      await expect(page.locator('.ant-popconfirm')).toBeVisible();
    }),
    include: '.ant-popover',
  },
  { name: 'Project Settings: Types', roles: ['admin'], open: settled((page) => settingsTab(page, 'Types')), include: MODAL },
  { name: 'Project Settings: Versions', roles: ['admin'], open: settled((page) => settingsTab(page, 'Versions')), include: MODAL },
  {
    name: 'New version dialog',
    roles: ['admin'],
    open: settled(async (page) => {
      await settingsTab(page, 'Versions');
      await page.getByTestId('new-version-button').click();
      await expect(page.getByTestId('version-form-dialog')).toBeVisible();
    }),
    include: MODAL,
  },
  {
    name: 'Edit version dialog',
    roles: ['admin'],
    open: settled(async (page) => {
      await settingsTab(page, 'Versions');
      await page.getByTestId('versions-table').getByRole('button', { name: /^Edit / }).first().click();
      await expect(page.getByTestId('version-form-dialog')).toBeVisible();
    }),
    include: MODAL,
  },
  // mfe-tasks
  {
    name: 'board',
    open: (page) => projectPage(page, 'Board'),
  },
  // mfe-sprints
  {
    name: 'scrum view',
    open: (page) => projectPage(page, 'Scrum'),
  },
  // mfe-docs, mfe-forums, mfe-insights
  // Each view in its slot; the page around it (the shell's header, the project's h1) is the project page's entry.
  { name: 'documents view', open: (page) => projectPage(page, 'Documents'), include: '[data-testid="view-slot-documents"]' },
  { name: 'forums view', open: (page) => projectPage(page, 'Forums'), include: '[data-testid="view-slot-forums"]' },
  { name: 'finance view', open: (page) => projectPage(page, 'Finance'), include: '[data-testid="view-slot-finance"]' },
  { name: 'GitHub view', open: (page) => projectPage(page, 'GitHub'), include: '[data-testid="view-slot-github"]' },
];
