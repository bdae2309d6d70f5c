// Issue 3 journeys: create a project and a sub-project, copy the template with the progress dialog, edit,
// archive, unarchive and delete, manage members (a user and a group, roles, removal) and the project's types.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { E2E_ENV, requireEnv } from '../support/repo';
import { chooseOption, confirmPopconfirm, selectTab, toast } from '../support/ui';

// The suite shares one database: what these journeys create goes again afterwards, so other specs see the seed.
const CREATED_IDENTIFIERS = ['partner_onboarding', 'billing_service_2_0', 'warehouse_robotics_e2e', 'vendor_audit_e2e'];

test.afterAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: requireEnv(E2E_ENV.baseUrl), extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' } });
  await api.post('/api/v3/session', { data: { email: DEMO_USERS.admin, password: DEMO_PASSWORD } });
  const all = await (await api.get('/api/v3/projects?pageSize=1000')).json();
  for (const project of all._embedded.elements as { id: number; identifier: string }[]) {
    // Deleting a project deletes its sub-projects too (partner_onboarding_eu goes with its parent).
    if (CREATED_IDENTIFIERS.includes(project.identifier)) await api.delete(`/api/v3/projects/${project.id}`);
  }
  await api.dispose();
});

async function projectIdFromUrl(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('an admin creates a project, then a sub-project under it, each landing on its new page', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.goto('/projects');
  await page.getByTestId('new-project-button').click();
  const dialog = page.getByTestId('create-project-dialog');
  await expect(dialog).toBeVisible();

  // Required name, and the identifier rule with its message; the input is lowercased as typed.
  await dialog.getByTestId('create-project-submit').click();
  await expect(dialog.getByText('Project name is required')).toBeVisible();
  await dialog.getByTestId('create-project-name').fill('Partner Onboarding');
  await dialog.getByTestId('create-project-identifier').fill('Partner-Onboarding');
  await expect(dialog.getByTestId('create-project-identifier')).toHaveValue('partner-onboarding');
  await expect(dialog.getByText('Identifier can only contain lowercase letters, numbers, and underscores')).toBeVisible();
  // Blank: derived from the name on the server side of the form.
  await dialog.getByTestId('create-project-identifier').fill('');
  await dialog.getByTestId('create-project-submit').click();
  await toast(page, 'Project "Partner Onboarding" created successfully!');
  const parentId = await projectIdFromUrl(page);
  await expect(page.getByTestId('project-name')).toHaveText('Partner Onboarding');
  await expect(page.getByTestId('project-identifier')).toHaveText('partner_onboarding');
  await expect(page.getByTestId('project-description')).toHaveText('No description provided');

  // A duplicate identifier is refused on its field, and what was typed stays.
  await page.goto('/projects');
  await page.getByTestId('new-project-button').click();
  await dialog.getByTestId('create-project-name').fill('Partner onboarding (EU)');
  await dialog.getByTestId('create-project-identifier').fill('partner_onboarding');
  await dialog.getByTestId('create-project-submit').click();
  await expect(dialog.getByText(/identifier/i).filter({ hasText: /taken|exists|use/i }).first()).toBeVisible();
  await expect(dialog.getByTestId('create-project-name')).toHaveValue('Partner onboarding (EU)');

  // The sub-project, under the project just created.
  await dialog.getByTestId('create-project-identifier').fill('partner_onboarding_eu');
  await chooseOption(page, dialog.getByTestId('parent-project-select'), 'Partner Onboarding');
  await dialog.getByTestId('create-project-submit').click();
  await toast(page, 'Project "Partner onboarding (EU)" created successfully!');
  await projectIdFromUrl(page);
  await expect(page.getByTestId('project-parent')).toContainText('Partner Onboarding');
  await page.getByTestId('project-parent').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/projects/${parentId}$`));
});

test('copying the template shows the progress dialog and lands on the new project with its members', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const all = await (await page.request.get('/api/v3/projects?pageSize=1000')).json();
  const template = all._embedded.elements.find((p: { identifier: string }) => p.identifier === 'software_delivery_template');
  const templateMembers = await (await page.request.get(`/api/v3/projects/${template.id}/memberships?pageSize=100`)).json();

  await page.goto('/projects');
  await page.getByTestId('from-template-button').click();
  const dialog = page.getByTestId('template-dialog');
  await expect(dialog.getByTestId('template-submit')).toBeDisabled();
  await chooseOption(page, dialog.getByTestId('template-select'), 'Software delivery template');
  await dialog.getByTestId('template-project-name').fill('Billing Service 2.0');
  await expect(dialog.getByTestId('template-project-identifier')).toHaveValue('billing_service_2_0');
  await dialog.getByTestId('template-submit').click();

  await toast(page, 'Project copy initiated. Please wait...');
  const progress = page.getByTestId('copy-progress-dialog');
  await expect(progress).toBeVisible();
  await expect(progress.getByTestId('copy-job-id')).not.toBeEmpty();
  await expect(progress.getByTestId('copy-progress-heading')).toHaveText('Copy Completed Successfully!');
  await expect(progress.getByTestId('copy-view-project')).toBeEnabled();
  // The template dialog closes 2.5 s after the start; the progress dialog redirects 2 s after success.
  await expect(dialog).toBeHidden();
  const newId = await projectIdFromUrl(page);
  await expect(page.getByTestId('project-name')).toHaveText('Billing Service 2.0');

  const copiedMembers = await (await page.request.get(`/api/v3/projects/${newId}/memberships?pageSize=100`)).json();
  // Every member of the template is in the copy (the copier also joins it, as the creator of a project does).
  const principalsOf = (collection: { _embedded: { elements: { _links: { principal: { href: string } } }[] } }) =>
    collection._embedded.elements.map((membership) => membership._links.principal.href);
  expect(templateMembers.total).toBeGreaterThan(0);
  expect(principalsOf(copiedMembers)).toEqual(expect.arrayContaining(principalsOf(templateMembers)));
  await expect(page.getByTestId('member-avatar').first()).toBeVisible();

  // The work packages came along (all of them, open and closed).
  const countWorkPackages = async (projectId: number) =>
    (await (await page.request.get(`/api/v3/projects/${projectId}/work_packages?pageSize=0&filters=[]`)).json()).total as number;
  expect(await countWorkPackages(template.id)).toBeGreaterThan(0);
  expect(await countWorkPackages(newId)).toBe(await countWorkPackages(template.id));

  // So did the template's versions: the copy's sprint board has them as its own columns.
  const versionNames = async (projectId: number) =>
    ((await (await page.request.get(`/api/v3/projects/${projectId}/versions`)).json())._embedded.elements as { name: string }[]).map((version) => version.name);
  expect((await versionNames(template.id)).length).toBeGreaterThan(0);
  expect(await versionNames(newId)).toEqual(await versionNames(template.id));
  await page.goto(`/projects/${newId}?view=scrum`);
  for (const name of await versionNames(newId)) await expect(page.getByRole('region', { name: `${name} column` })).toBeVisible();
});

test('edit, archive, unarchive and delete a project, each refreshing without a reload', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const created = await page.request.post('/api/v3/projects', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { name: 'Vendor audit', identifier: 'vendor_audit_e2e' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/projects/${id}`);
  await page.getByTestId('edit-project-button').click();
  const edit = page.getByTestId('edit-project-dialog');
  await expect(edit.getByTestId('edit-project-dialog').or(edit).locator('input[disabled], input[readonly]').first()).toBeVisible();
  await edit.getByLabel('Name').fill('');
  await edit.getByRole('button', { name: /save/i }).click();
  await expect(edit.getByText('Project name is required')).toBeVisible();
  await edit.getByLabel('Name').fill('Vendor audit 2026');
  await edit.getByLabel('Description').fill('Review of every supplier contract before renewal.');
  await edit.getByRole('button', { name: /save/i }).click();
  await toast(page, 'Project updated successfully');
  await expect(page.getByTestId('project-name')).toHaveText('Vendor audit 2026');
  await expect(page.getByTestId('project-description')).toHaveText('Review of every supplier contract before renewal.');

  // Archive from the settings dialog's General tab; the header says Inactive at once.
  await page.getByTestId('project-settings-button').click();
  const settings = page.getByTestId('project-settings-dialog');
  await settings.getByRole('switch', { name: /active/i }).click();
  await settings.getByRole('button', { name: /save/i }).click();
  await toast(page, 'Project updated successfully');
  await expect(page.getByTestId('project-status')).toHaveText('Inactive');
  await page.keyboard.press('Escape');

  // Unarchive from the list's Archived tab.
  await page.goto('/projects');
  await selectTab(page, page.getByRole('tab', { name: /Archived/ }));
  const card = page.getByTestId('project-card').filter({ hasText: 'Vendor audit 2026' });
  await card.getByTestId('project-actions-menu').click();
  await page.getByRole('menuitem', { name: /Unarchive/ }).click();
  await expect(card).toBeHidden();
  await selectTab(page, page.getByRole('tab', { name: /Active/ }));
  await expect(page.getByTestId('project-card').filter({ hasText: 'Vendor audit 2026' })).toBeVisible();

  // Delete from the project page: confirmation, toast, back on the list without it.
  await page.goto(`/projects/${id}`);
  await page.getByTestId('delete-project-button').click();
  const confirm = page.getByTestId('delete-project-dialog');
  await confirm.getByRole('button', { name: /delete/i }).last().click();
  await toast(page, 'Project deleted successfully');
  await expect(page).toHaveURL(/\/projects$/);
  await page.getByTestId('project-search').fill('Vendor audit');
  await expect(page.getByTestId('project-card').filter({ hasText: 'Vendor audit 2026' })).toHaveCount(0);
  expect((await page.request.get(`/api/v3/projects/${id}`)).status()).toBe(404);
});

test('members: add a user and a group, change a role, remove a member; toggle a type', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const created = await page.request.post('/api/v3/projects', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { name: 'Warehouse robotics', identifier: 'warehouse_robotics_e2e' },
  });
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/projects/${id}`);

  // Add a user from the header button.
  await page.getByTestId('add-member-button').click();
  const add = page.getByTestId('add-member-dialog');
  await expect(add.getByRole('button', { name: 'Add' })).toBeDisabled();
  await chooseOption(page, add.getByTestId('add-member-principal'), 'Mei Chen');
  await chooseOption(page, add.getByTestId('add-member-roles'), 'Member');
  await page.keyboard.press('Escape');
  await add.getByRole('button', { name: 'Add' }).click();
  await toast(page, 'Member added successfully');
  await expect(page.getByTestId('member-avatar').first()).toBeVisible();

  // A group, from the settings dialog's Members tab.
  await page.getByTestId('project-settings-button').click();
  const settings = page.getByTestId('project-settings-dialog');
  await selectTab(page, settings.getByRole('tab', { name: 'Members' }));
  const members = settings.getByTestId('members-table');
  await expect(members.getByText('Mei Chen')).toBeVisible();
  await settings.getByTestId('settings-add-member-button').click();
  await add.getByText('Group', { exact: true }).click();
  await chooseOption(page, add.getByTestId('add-member-principal'), 'Design guild');
  await chooseOption(page, add.getByTestId('add-member-roles'), 'Reader');
  await page.keyboard.press('Escape');
  await add.getByRole('button', { name: 'Add' }).click();
  await toast(page, 'Group added successfully');
  await expect(members.getByText('Design guild')).toBeVisible();

  // Change Mei's role to Team Leader, then remove the group.
  const meiRow = members.locator('tr').filter({ hasText: 'Mei Chen' });
  await chooseOption(page, meiRow.locator('.ant-select').first(), 'Team Leader');
  await toast(page, 'Roles updated');
  await expect(meiRow).toContainText('Team Leader');
  const groupRow = members.locator('tr').filter({ hasText: 'Design guild' });
  await groupRow.getByRole('button', { name: /remove/i }).click();
  await confirmPopconfirm(page, 'Remove');
  await toast(page, 'Member removed');
  await expect(members.getByText('Design guild')).toBeHidden();
  const memberships = await (await page.request.get(`/api/v3/projects/${id}/memberships`)).json();
  const names = memberships._embedded.elements.map((m: { _links: { principal: { title: string } } }) => m._links.principal.title);
  expect(names).toContain('Mei Chen');
  expect(names).not.toContain('Design guild');

  // Types: turn Bug off and save; the server keeps it.
  await selectTab(page, settings.getByRole('tab', { name: 'Types' }));
  await settings.getByRole('checkbox', { name: 'Enable Bug' }).uncheck();
  await settings.getByTestId('types-save').click();
  await toast(page, 'Work package types updated successfully');
  const types = await (await page.request.get(`/api/v3/projects/${id}/available_types`)).json();
  const bug = types._embedded.elements.find((type: { name: string }) => type.name === 'Bug');
  expect(bug.enabled).toBe(false);
});

test('a member without privileges sees no settings or member buttons', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const list = await (await page.request.get('/api/v3/projects?pageSize=50')).json();
  const project = list._embedded.elements.find((p: { _links: { update?: unknown } }) => !p._links.update);
  expect(project, 'the demo member should see a project they cannot manage').toBeTruthy();
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId('project-name')).toBeVisible();
  await expect(page.getByTestId('project-settings-button')).toHaveCount(0);
  await expect(page.getByTestId('add-member-button')).toHaveCount(0);
  await expect(page.getByTestId('delete-project-button')).toHaveCount(0);
});

test('a member is offered only what they may create, and an archived project only Unarchive', async ({ page, browser }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const mine = await (await page.request.get(`/api/v3/projects?pageSize=1000&filters=${encodeURIComponent('[{"principal":{"operator":"=","values":["me"]}}]')}`)).json();
  type Listed = { name: string; active: boolean; templated: boolean; _links: { createSubproject?: unknown; copy?: unknown } };
  const elements = mine._embedded.elements as Listed[];
  const parents = elements.filter((project) => project.active && project._links.createSubproject).map((project) => project.name).sort();
  expect(parents.length, 'the demo member may add sub-projects somewhere').toBeGreaterThan(0);
  expect(parents.length).toBeLessThan(elements.length);

  // Not 'New Project' (top-level projects are for admins and managers): a sub-project, under exactly those parents.
  await page.goto('/projects');
  const button = page.getByTestId('new-project-button');
  await expect(button).toHaveText('New Sub-project');
  const copyable = elements.some((project) => project.active && project.templated && project._links.copy);
  await expect(page.getByTestId('from-template-button')).toHaveCount(copyable ? 1 : 0);
  await button.click();
  const dialog = page.getByTestId('create-project-dialog');
  await dialog.getByTestId('parent-project-select').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveCount(parents.length);
  // The options' text can fill in a frame after they are counted: read it until it settles.
  await expect.poll(async () => (await options.allTextContents()).sort()).toEqual(parents);
  await page.keyboard.press('Escape');

  // An archived project, seen by an admin: no Edit, Settings, Add Member or Delete; Unarchive.
  const admin = await browser.newPage();
  try {
    await login(admin, DEMO_USERS.admin, DEMO_PASSWORD);
    const all = await (await admin.request.get('/api/v3/projects?pageSize=1000')).json();
    const archived = all._embedded.elements.find((project: { active: boolean }) => !project.active);
    expect(archived._links.delete, 'the server still links the delete').toBeTruthy();
    await admin.goto(`/projects/${archived.id}`);
    await expect(admin.getByTestId('project-name')).toHaveText(archived.name);
    await expect(admin.getByTestId('unarchive-project-button')).toBeVisible();
    for (const id of ['edit-project-button', 'project-settings-button', 'add-member-button', 'delete-project-button']) {
      await expect(admin.getByTestId(id)).toHaveCount(0);
    }
  } finally {
    await admin.close();
  }
});
