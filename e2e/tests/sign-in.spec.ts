// Signing in and out through the shell, as a new user would.
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/login';

test('a visitor is sent to log in, sees a clear error for a wrong password, and lands back where they were going', async ({ page }) => {
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprojects/);

  await page.getByLabel('Email').fill(DEMO_USERS.admin);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByTestId('admin-badge')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByText('Log out').click();
  await expect(page).toHaveURL(/\/login/);
  // The session is gone on the server too, not just in the page.
  expect((await page.request.get('/api/v3/users/me')).status()).toBe(401);
});
