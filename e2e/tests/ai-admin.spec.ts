// Issue 15: admins configure AI providers in the shell (user menu › AI settings); members cannot.
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { useFakeAiProvider } from '../support/ai';

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
