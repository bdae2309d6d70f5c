// Project modules (issue 16 item 1): a project admin switches a module off in Project Settings, Modules; the view
// switcher stops offering it, its address says 'Forums Module Not Enabled' with the way to the settings, its API
// answers 403 for everyone, and switching it on brings the view back. The tab and the screen pass axe.
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { createProjectWithMember, XHR } from '../support/projects';
import type { Page } from '@playwright/test';
import { selectTab } from '../support/ui';

const RUN = Date.now().toString(36).slice(-5);

async function openModulesTab(page: Page) {
  await page.getByTestId('project-settings-button').click();
  const dialog = page.getByRole('dialog', { name: 'Project Settings' });
  await selectTab(page, dialog.getByRole('tab', { name: 'Modules' }));
  await expect(dialog.getByTestId('modules-settings')).toBeVisible();
  return dialog;
}

test('a project admin switches Forums off and on again; the switcher, the address and the API follow', async ({ page, browser, baseURL }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await createProjectWithMember(page, `Modules ${RUN}`, `modules_${RUN}`, DEMO_USERS.member);
  try {
    await page.goto(`/projects/${projectId}`);
    const switcher = page.getByTestId('view-switcher');
    await expect(switcher.getByText('Forums', { exact: true })).toBeVisible();

    const dialog = await openModulesTab(page);
    await expectAccessible(page, 'Project Settings, Modules');
    const forums = dialog.getByRole('checkbox', { name: /Forums/ });
    await expect(forums).toBeChecked();
    // By keyboard: the checkbox takes Space, the save button Enter.
    await forums.focus();
    await page.keyboard.press('Space');
    await expect(forums).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save modules' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Project modules saved')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The switcher no longer offers it, without a reload.
    await expect(switcher.getByText('Forums', { exact: true })).toHaveCount(0);
    await expect(switcher.getByText('Documents', { exact: true })).toBeVisible();

    // A member sees the same, and the API refuses them and the admin alike.
    const member = await (await browser.newContext({ baseURL })).newPage();
    await login(member, DEMO_USERS.member, DEMO_PASSWORD);
    await member.goto(`/projects/${projectId}/forums`);
    const off = member.getByTestId('module-not-enabled-forums');
    await expect(off.getByRole('heading', { level: 2, name: 'Forums Module Not Enabled' })).toBeVisible();
    await expect(off.getByText('A project admin can enable it in Project Settings, Modules.')).toBeVisible();
    await expect(off.getByRole('link')).toHaveCount(0);
    await expectAccessible(member, 'Forums Module Not Enabled');
    for (const who of [member, page]) {
      const refused = await who.request.get(`/api/v3/projects/${projectId}/forums`);
      expect(refused.status()).toBe(403);
      expect((await refused.json()).message).toBe('The Forums module is not enabled in this project.');
    }
    await member.context().close();

    // The admin follows the screen's link to the Modules tab and switches it on again.
    await page.goto(`/projects/${projectId}/forums`);
    await page.getByRole('link', { name: 'Open Project Settings, Modules' }).click();
    const again = page.getByRole('dialog', { name: 'Project Settings' });
    await expect(again.getByRole('tab', { name: 'Modules', selected: true })).toBeVisible();
    await again.getByRole('checkbox', { name: /Forums/ }).check();
    await again.getByRole('button', { name: 'Save modules' }).click();
    await expect(page.getByText('Project modules saved')).toBeVisible();
    await again.getByRole('button', { name: 'Close' }).click();
    await expect(switcher.getByText('Forums', { exact: true })).toBeVisible();
    await switcher.getByText('Forums', { exact: true }).click();
    await expect(page.getByTestId('module-not-enabled-forums')).toHaveCount(0);
    await expect(page.getByTestId('view-slot-forums')).toBeVisible();
    expect((await page.request.get(`/api/v3/projects/${projectId}/forums`)).status()).toBe(200);
  } finally {
    await page.request.delete(`/api/v3/projects/${projectId}`, { headers: XHR });
  }
});

test('a member may not switch modules: the server refuses and nothing changes', async ({ page, browser, baseURL }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await createProjectWithMember(page, `Modules member ${RUN}`, `modules_member_${RUN}`, DEMO_USERS.member);
  const member = await (await browser.newContext({ baseURL })).newPage();
  try {
    await login(member, DEMO_USERS.member, DEMO_PASSWORD);
    const refused = await member.request.patch(`/api/v3/projects/${projectId}`, { headers: XHR, data: { enabledModules: ['work_package_tracking'] } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe("You are not allowed to switch this project's modules.");
    const project = await (await member.request.get(`/api/v3/projects/${projectId}`)).json();
    expect(project.enabledModules).toContain('forums');
  } finally {
    await member.context().close();
    await page.request.delete(`/api/v3/projects/${projectId}`, { headers: XHR });
  }
});
