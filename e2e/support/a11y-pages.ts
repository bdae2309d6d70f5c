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
  // mfe-sprints
  {
    name: 'scrum view',
    open: (page) => projectPage(page, 'Scrum'),
  },
  // mfe-docs, mfe-forums, mfe-insights
];
