// Issue 12: user text never runs as script. Data created through the API carries the XSS corpus (support/xss.ts) in
// every user-visible text field; each page that shows user text is opened as a user gets there, and nothing may run:
// no payload call, no dialog, no handler or javascript: URL in the DOM; the text shows as typed where it is plain text.
// New views add their pages to PAGES (one entry each).
import type { Page } from '@playwright/test';
import { openDocumentEditor } from '../support/documents';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/login';
import { switchView } from '../support/projects';
import { E2E_ENV, requireEnv } from '../support/repo';
import { createXssData, expectNothingRan, PAYLOADS, watchForExecution, type XssData } from '../support/xss';
import { selectTab } from '../support/ui';

interface XssPage {
  name: string;
  /** Who looks: the admin (default), or the user whose own name carries payloads. */
  as?: 'admin' | 'xssUser';
  /** Gets there as a user would and waits until the page shows the data. */
  open: (page: Page, data: XssData) => Promise<void>;
  /** A payload the page shows as plain text: it must read exactly as typed. */
  shows?: (data: XssData) => string;
}

const project = (data: XssData, query = '') => `/projects/${data.projectId}${query}`;

async function projectsPage(page: Page, data: XssData, mode: 'Grid' | 'List') {
  await page.goto('/projects');
  await page.getByTestId('view-mode-toggle').getByText(mode).click();
  await page.getByTestId('project-search').fill(data.run);
}

async function settingsTab(page: Page, data: XssData, tab: string) {
  await page.goto(project(data));
  await page.getByRole('button', { name: 'Project Settings' }).click();
  await selectTab(page, page.getByRole('tab', { name: tab }));
  await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
}

async function taskPanel(page: Page, data: XssData) {
  await page.goto(project(data, `?task=${data.commentedTaskId}`));
  await expect(page.getByTestId('task-description-preview')).toBeVisible();
  await expect(page.getByTestId('time-entries-card')).toContainText('Development');
}

/** The document as it opens (to read, the server's rendering); with `editor`, then in its editor. */
async function documentPage(page: Page, documentId: number, editor: 'Edit' | 'Comments' | null = null) {
  if (editor) {
    await openDocumentEditor(page, documentId, editor);
    await expect(page.getByTestId('document-editor')).toBeVisible();
  } else {
    await page.goto(`/docs/${documentId}`);
    await expect(page.getByTestId('document-read-content')).toBeVisible();
  }
}

const PAGES: XssPage[] = [
  { name: 'projects list, grid', open: (page, data) => projectsPage(page, data, 'Grid'), shows: (data) => data.projectName },
  { name: 'projects list, list view', open: (page, data) => projectsPage(page, data, 'List'), shows: (data) => data.projectName },
  { name: 'project page with the board', open: async (page, data) => { await page.goto(project(data)); await expect(page.getByTestId('task-board')).toBeVisible(); }, shows: (data) => data.taskSubjects[1] },
  { name: 'task list', open: async (page, data) => { await page.goto(project(data)); await switchView(page, 'List'); await expect(page.getByTestId('tasks-list')).toBeVisible(); }, shows: (data) => data.taskSubjects[3] },
  { name: 'calendar', open: async (page, data) => { await page.goto(project(data)); await switchView(page, 'Calendar'); await expect(page.getByTestId('tasks-calendar')).toBeVisible(); }, shows: (data) => data.taskSubjects[0] },
  { name: 'task panel, details and time entries', open: taskPanel, shows: (data) => data.taskSubjects[1] },
  { name: 'task panel, activities', open: async (page, data) => { await taskPanel(page, data); await selectTab(page, page.getByRole('tab', { name: 'Activities' })); await expect(page.getByTestId('activities-list')).toBeVisible(); }, shows: (data) => data.fileName },
  { name: 'sprint board', open: async (page, data) => { await page.goto(project(data, '?view=scrum')); await expect(page.getByTestId('sprint-board')).toBeVisible(); }, shows: (data) => data.versionName },
  { name: 'sprint analytics', open: async (page, data) => { await page.goto(project(data, '?view=scrum')); await page.getByRole('button', { name: 'Show Stats' }).click(); await expect(page.getByTestId('sprint-analytics')).toBeVisible(); } },
  { name: 'settings: general', open: (page, data) => settingsTab(page, data, 'General') },
  { name: 'settings: members', open: (page, data) => settingsTab(page, data, 'Members'), shows: (data) => data.userName },
  { name: 'settings: types', open: (page, data) => settingsTab(page, data, 'Types') },
  { name: 'settings: versions', open: (page, data) => settingsTab(page, data, 'Versions'), shows: (data) => data.versionName },
  { name: 'documents view', open: async (page, data) => { await page.goto(project(data, '?view=documents')); await expect(page.getByTestId('view-slot-documents')).toBeVisible(); }, shows: (data) => data.documentTitle },
  { name: 'document page, to read', open: (page, data) => documentPage(page, data.documentId), shows: (data) => data.documentTitle },
  { name: 'document page, editor', open: (page, data) => documentPage(page, data.documentId, 'Edit'), shows: (data) => data.documentTitle },
  { name: 'document page, converted from Markdown, to read', open: (page, data) => documentPage(page, data.markdownDocumentId), shows: () => PAYLOADS[8] },
  { name: 'document page, converted from Markdown, editor', open: (page, data) => documentPage(page, data.markdownDocumentId, 'Edit'), shows: () => PAYLOADS[8] },
  { name: 'document outline', open: async (page, data) => { await documentPage(page, data.documentId, 'Edit'); await page.getByRole('button', { name: 'Outline' }).click(); await expect(page.getByTestId('document-outline')).toBeVisible(); }, shows: () => PAYLOADS[1] },
  { name: 'documents shared with me', as: 'xssUser', open: async (page) => { await page.goto('/docs/shared'); await expect(page.getByRole('heading', { level: 1, name: 'Shared with me' })).toBeVisible(); }, shows: (data) => data.documentTitle },
  { name: 'document page seen by the user it is shared with', as: 'xssUser', open: (page, data) => documentPage(page, data.documentId), shows: (data) => data.documentTitle },
  { name: 'document page seen by the user it is shared with, editor', as: 'xssUser', open: (page, data) => documentPage(page, data.documentId, 'Comments'), shows: (data) => data.documentTitle },
  {
    name: 'notifications',
    as: 'xssUser',
    open: async (page) => {
      await page.goto('/projects');
      await page.getByTestId('notification-bell').click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    },
    shows: (data) => data.documentTitle,
  },
  {
    name: 'forums list',
    open: async (page, data) => { await page.goto(`/projects/${data.projectId}/forums`); await expect(page.getByRole('heading', { level: 2, name: 'Project Forums' })).toBeVisible(); },
    shows: (data) => data.forumName,
  },
  {
    name: 'forum topic with a reply',
    as: 'xssUser',
    open: async (page, data) => {
      await page.goto(`/projects/${data.projectId}/forums/${data.forumId}/topics/${data.topicId}`);
      await expect(page.getByRole('heading', { name: '1 Reply' })).toBeVisible();
    },
    shows: (data) => data.topicSubject,
  },
  { name: 'account page', as: 'xssUser', open: async (page) => { await page.goto('/account'); await expect(page.getByLabel('Token name')).toBeVisible(); }, shows: (data) => data.tokenName },
  { name: 'project page seen by the user with the payload name', as: 'xssUser', open: async (page, data) => { await page.goto(project(data)); await expect(page.getByTestId('task-board')).toBeVisible(); }, shows: (data) => data.taskSubjects[2] },
];

let data: XssData;

test.use({ viewport: { width: 1800, height: 1200 } });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  data = await createXssData(browser, requireEnv(E2E_ENV.baseUrl), { email: DEMO_USERS.admin, password: DEMO_PASSWORD });
});

for (const xssPage of PAGES) {
  test(`no user text runs as script: ${xssPage.name}`, async ({ page }) => {
    await page.context().addCookies(data.sessions[xssPage.as ?? 'admin']);
    const watched = await watchForExecution(page);
    await xssPage.open(page, data);
    // Where it shows (the search's suggestion list also holds it, hidden).
    if (xssPage.shows) await expect(page.getByText(xssPage.shows(data), { exact: false }).filter({ visible: true }).first()).toBeVisible();
    await expectNothingRan(page, watched, xssPage.name);
  });
}
