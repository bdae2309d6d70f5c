// Issue 17 item 2, as a project admin would against a fake GitHub on loopback (the GitHub App configured): the
// project's GitHub view offers 'Create Repository' while it has no repository; a name GitHub refuses (taken) shows
// GitHub's reason on the field; a new name, filled in with the keyboard only, creates the repository through the app
// with the payload of spec 003 §3, which shows as connected, 'Created via App'; then creating is no longer offered.
import { generateKeyPairSync } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { clearGithubSettings, useFakeGithub } from '../support/github';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { XHR } from '../support/projects';
import { E2E_ENV, requireEnv } from '../support/repo';
import { animationsSettled, toast } from '../support/ui';

const RUN = Date.now().toString(36);
const PRIVATE_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
const NEW_NAME = `tessera-docs-${RUN}`;

const fakeGithub = useFakeGithub();
let api: APIRequestContext | undefined;
let projectId: number | undefined;

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: requireEnv(E2E_ENV.baseUrl), extraHTTPHeaders: XHR });
  expect((await api.post('/api/v3/session', { data: { email: DEMO_USERS.admin, password: DEMO_PASSWORD } })).ok()).toBe(true);
  const created = await api.post('/api/v3/projects', { data: { name: `Create repository ${RUN}`, identifier: `gh_create_${RUN}` } });
  expect(created.status(), await created.text()).toBe(201);
  projectId = ((await created.json()) as { id: number }).id;
  const fake = fakeGithub();
  fake.repositories = [{ id: 52_001, owner: fake.organization, name: 'tessera-web' }];
  const settings = await api.patch('/api/v3/admin/github/settings', {
    data: { apiUrl: fake.baseUrl, organization: fake.organization, appId: '424242', installationId: '8675309', privateKey: PRIVATE_KEY },
  });
  expect(settings.status(), await settings.text()).toBe(200);
});

// Whether the test passed or not: the other specs on this worker's server expect GitHub not configured.
test.afterAll(async () => {
  if (!api) return;
  try {
    if (projectId !== undefined) expect((await api.delete(`/api/v3/projects/${projectId}`)).status()).toBe(204);
  } finally {
    await clearGithubSettings(api);
    await api.dispose();
  }
});

test('create a repository through the app: GitHub refuses a taken name on the field, a new one is created and connected', async ({ page }) => {
  test.setTimeout(120_000);
  const fake = fakeGithub();
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  await page.goto(`/projects/${projectId}?view=github`);
  const view = page.getByTestId('github-overview');
  await expect(view.getByTestId('github-no-repositories')).toBeVisible();
  const createButton = view.getByRole('button', { name: 'Create Repository' });
  await expect(createButton).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Create Repository' });
  const name = dialog.getByRole('textbox', { name: 'Repository name' });
  await test.step("a taken name: GitHub's reason on the name field, nothing created", async () => {
    await createButton.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    // Typed once its opening zoom has settled (keys during it could be lost, as in the document dialogs).
    await animationsSettled(page);
    await expect(name).toBeFocused();
    await expectAccessible(page, 'the Create Repository dialog', { include: '.ant-modal' });
    await page.keyboard.type('Tessera-Web');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('GitHub refused it: name already exists on this account')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    expect(fake.requestsTo(`/orgs/${fake.organization}/repos`).filter((call) => call.method === 'POST').map((call) => call.status)).toEqual([422]);
    await expectAccessible(page, 'the Create Repository dialog with a field error', { include: '.ant-modal' });
  });

  await test.step('a new name, public, without a README, all with the keyboard: created and connected via the app', async () => {
    await name.press('ControlOrMeta+a');
    await page.keyboard.type(NEW_NAME);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeFocused();
    await page.keyboard.type('The documentation site');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: 'Private' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: 'Public' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox', { name: 'Initialize with a README' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Initialize with a README' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Create', exact: true }).press('Enter');
    await toast(page, `Repository created successfully: ${fake.organization}/${NEW_NAME}`);
    await expect(dialog).toBeHidden();
    expect(fake.createdBodies.at(-1)).toEqual({ name: NEW_NAME, description: 'The documentation site', visibility: 'public', is_template: false, auto_init: false });
    // Through the app: the create call carried the installation's token.
    expect(fake.requestsTo(`/orgs/${fake.organization}/repos`).filter((call) => call.method === 'POST').at(-1)?.headers.authorization).toBe(`token ${fake.installationToken}`);

    const card = view.getByTestId('github-repositories').getByRole('listitem').filter({ hasText: `${fake.organization}/${NEW_NAME}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Created via App')).toBeVisible();
    // §2: offered only while the project has no repository.
    await expect(createButton).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Connect repository' })).toBeVisible();
  });
});
