// Issue 15: admins configure AI providers in the shell (user menu › AI settings); members cannot.
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { addFakeAiProvider, removeAiProvider, useFakeAiProvider } from '../support/ai';
import { projectIdByIdentifier, XHR } from '../support/projects';

const fakeProvider = useFakeAiProvider();

test('an admin adds a provider, tests it, edits it without seeing its key, and deletes it', async ({ page }) => {
  const name = `E2E fake ${Date.now().toString(36)}`;
  const secret = 'sk-e2e-never-shown-back';
  const fake = fakeProvider();
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'AI settings' }).click();
  await expect(page).toHaveURL(/\/admin\/ai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI settings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'AI features on' })).toBeVisible();

  await page.getByRole('button', { name: 'Add provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add AI provider' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Base URL').fill(fake.openAiBaseUrl);
  await dialog.getByLabel('Model').fill('fake-model');
  await dialog.getByLabel('API key').fill(secret);
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog).toBeHidden();

  const providers = page.getByTestId('ai-providers');
  const row = providers.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('OpenAI-compatible');
  await expect(row).toContainText('unknown');

  const before = fake.requests.length;
  await row.getByRole('button', { name: `Test ${name}` }).click();
  await expect(row).toContainText('healthy');
  await expect(row).not.toContainText('unhealthy');
  // The page with a provider in its table (the audit list sees it empty) passes axe.
  await expectAccessible(page, 'the AI settings page with a provider');
  expect(fake.requests.length).toBeGreaterThan(before);
  expect(fake.requests.at(-1)?.path).toBe('/v1/chat/completions');
  expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${secret}`);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit provider ${name}` });
  await expect(edit.getByLabel('API key')).toHaveValue('');
  await expect(edit.getByText('A key is stored. Leave empty to keep it.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(secret);
  await edit.getByLabel('Model').fill('fake-model-2');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('fake-model-2');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(providers.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('an admin lowers the per-user rate limit and the next request over it is refused', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  // The suite shares one database: the limit and the provider are put back at the end.
  const original = ((await (await page.request.get('/api/v3/ai/settings')).json()) as { rateLimitPerMinute: number }).rateLimitPerMinute;
  const providerId = await addFakeAiProvider(page.request, fakeProvider(), `E2E rate limit ${Date.now().toString(36)}`);
  try {
    await page.goto('/admin/ai');
    const limit = page.getByRole('spinbutton', { name: 'Requests per user per minute' });
    await expect(limit).toHaveValue(String(original));
    await limit.fill('0');
    await expect(page.getByText('Enter a whole number from 1 to 10,000.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save limit' })).toBeDisabled();
    await limit.fill('2');
    await page.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByText('AI settings saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: 'Requests per user per minute' })).toHaveValue('2');

    const projectId = await projectIdByIdentifier(page, 'website_relaunch');
    const ask = (n: number) => page.request.post('/api/v3/ai/generate-task', { headers: XHR, data: { projectId, text: `Plan the launch party, take ${n}` } });
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) statuses.push((await ask(n)).status());
    expect(statuses).toEqual([200, 200, 429]);
  } finally {
    await page.request.patch('/api/v3/ai/settings', { headers: XHR, data: { rateLimitPerMinute: original } });
    await removeAiProvider(page.request, providerId);
  }
});

test('a member has no AI settings entry and gets the administrators-only page', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'AI settings' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin/ai');
  await expect(page.getByText('Only administrators can change the AI settings.')).toBeVisible();
  await expect(page.getByTestId('ai-providers')).toHaveCount(0);
});
