// API tokens made on the account page work as Bearer tokens until they are revoked.
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';

test('a token created on the account page authenticates API calls until it is revoked', async ({ page, playwright, baseURL }) => {
  await login(page, DEMO_USERS.manager, DEMO_PASSWORD);
  await page.goto('/account');
  await page.getByLabel('Token name').fill('e2e script');
  await page.getByRole('button', { name: 'Create token' }).click();
  const token = await page.getByTestId('new-token-value').inputValue();
  expect(token.length).toBeGreaterThan(20);

  // A separate client with no cookies, as a script would be.
  const client = await playwright.request.newContext({ baseURL });
  const me = await client.get('/api/v3/users/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(DEMO_USERS.manager);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Revoke e2e script' }).click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Revoke e2e script' })).toHaveCount(0);
  expect((await client.get('/api/v3/users/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await client.dispose();
});
