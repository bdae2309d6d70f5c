// Issue 21: the projects area with the keyboard alone. After signing in, every step is a key press (Tab, Enter,
// arrows, Escape, typing): find a project by searching and open it; create a project in the New Project dialog;
// add a version in its settings; use a card's actions menu. Focus is checked where it should land at each step
// (into a dialog when it opens, back on the button that opened it when it closes).
import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { E2E_ENV, requireEnv } from '../support/repo';
import { toast } from '../support/ui';

const CREATED_IDENTIFIER = 'keyboard_journey_e2e';
/** More Tab presses than any of these pages has stops before the one looked for. */
const MAX_TABS = 80;

// The suite shares one database: the project this journey creates goes again afterwards.
test.afterAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: requireEnv(E2E_ENV.baseUrl), extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' } });
  await api.post('/api/v3/session', { data: { email: DEMO_USERS.admin, password: DEMO_PASSWORD } });
  const all = await (await api.get('/api/v3/projects?pageSize=1000')).json();
  for (const project of all._embedded.elements as { id: number; identifier: string }[]) {
    if (project.identifier === CREATED_IDENTIFIER) await api.delete(`/api/v3/projects/${project.id}`);
  }
  await api.dispose();
});

/** Presses Tab until `target` has the focus; fails when it is not reachable that way. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) {
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`Not reachable with ${key} in ${MAX_TABS} presses: ${target.toString()}`);
}

test('a member finds a project by searching and opens it with Enter', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  await expect(page.getByTestId('project-card').first()).toBeVisible();

  const search = page.getByTestId('project-search');
  await tabTo(page, search);
  await page.keyboard.type('"Website relaunch"');
  // The phrase also finds the sub-projects (through their parent's name); the exact name scores first.
  const firstCard = page.getByTestId('project-card').first();
  await expect(firstCard.getByTestId('project-card-name')).toHaveText('Website relaunch');
  // Tab goes on from the search through the page to the card's link.
  const link = firstCard.getByRole('link', { name: 'Website relaunch', exact: true });
  await tabTo(page, link);
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByTestId('project-name')).toHaveText('Website relaunch');
});

test("a row of the list view opens with Enter, and a card's actions menu works from the keyboard", async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await expect(page.getByTestId('project-card').first()).toBeVisible();

  // The actions menu: Enter opens it on its first item, arrows move, Enter picks; the dialog it opened gives the
  // focus back to the menu's button on Escape.
  const actions = page.getByTestId('project-actions-menu').first();
  await tabTo(page, actions);
  await page.keyboard.press('Enter');
  const menu = page.locator('.ant-dropdown').getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Open' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const edit = page.getByTestId('edit-project-dialog');
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(actions).toBeFocused();

  // Escape on the open menu closes it and leaves the focus on its button. (Opened again, the menu starts at the
  // item used last.)
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(actions).toBeFocused();

  // The view switch (a radio group: arrows choose), then a row's link.
  const grid = page.getByTestId('view-mode-toggle').getByRole('radio', { name: 'Grid' });
  await tabTo(page, grid, 'Shift+Tab');
  await page.keyboard.press('ArrowRight');
  const firstRow = page.getByTestId('project-row').first();
  await expect(firstRow).toBeVisible();
  const rowName = (await firstRow.getByTestId('project-row-name').textContent()) ?? '';
  await tabTo(page, firstRow.getByRole('link', { name: rowName, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByTestId('project-name')).toHaveText(rowName);
});

test('an admin creates a project in the New Project dialog, then adds a version in its settings, by keyboard', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await expect(page.getByTestId('project-card').first()).toBeVisible();

  // The dialog takes the focus, and Escape gives it back to the button that opened it.
  const newProject = page.getByTestId('new-project-button');
  await tabTo(page, newProject);
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('create-project-dialog');
  await expect(dialog.getByTestId('create-project-name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newProject).toBeFocused();

  // Focus stays with the dialog: Tab past its last control goes round to its first ones and never to the page
  // behind (antd lets it pass the browser's own controls on the way round: the document's body is focused then).
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('create-project-name')).toBeFocused();
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((element) => {
      if (element.contains(document.activeElement)) return 'dialog';
      return document.activeElement === document.body ? 'browser' : 'page behind';
    });
    expect(where).not.toBe('page behind');
  }
  await tabTo(page, dialog.getByTestId('create-project-name'));

  // An empty name is refused on its field and read out with it; then the real one, and Enter submits.
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Project name is required')).toBeVisible();
  await expect(dialog.getByTestId('create-project-name')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('Keyboard journey');
  await page.keyboard.press('Tab');
  await expect(dialog.getByTestId('create-project-identifier')).toBeFocused();
  await page.keyboard.type(CREATED_IDENTIFIER);
  await page.keyboard.press('Enter');
  await toast(page, 'Project "Keyboard journey" created successfully!');
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByTestId('project-name')).toHaveText('Keyboard journey');

  // Project Settings > Versions (the tabs move with the arrow keys) > New version.
  const settingsButton = page.getByTestId('project-settings-button');
  await tabTo(page, settingsButton);
  await page.keyboard.press('Enter');
  const settings = page.getByTestId('project-settings-dialog');
  await expect(settings).toBeVisible();
  const generalTab = settings.getByRole('tab', { name: 'General' });
  await tabTo(page, generalTab);
  const versionsTab = settings.getByRole('tab', { name: 'Versions' });
  // General, Modules, Members, Types, Versions.
  for (let presses = 0; presses < 4; presses += 1) await page.keyboard.press('ArrowRight');
  await expect(versionsTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(versionsTab).toHaveAttribute('aria-selected', 'true');

  const newVersion = settings.getByTestId('new-version-button');
  await tabTo(page, newVersion);
  await page.keyboard.press('Enter');
  const versionDialog = page.getByTestId('version-form-dialog');
  // The dialog takes the focus once it has opened.
  await expect(versionDialog.getByRole('dialog', { name: 'New version' })).toBeFocused();
  await tabTo(page, versionDialog.getByLabel('Name'));
  await page.keyboard.type('Sprint K1');
  await page.keyboard.press('Enter');
  await toast(page, 'Sprint created successfully');
  await expect(versionDialog).toBeHidden();
  await expect(settings.getByTestId('versions-table')).toContainText('Sprint K1');
  await expect(newVersion).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(settingsButton).toBeFocused();
});
