import { expect, type Page } from '@playwright/test';

// The seeded demo organisation (server/src/seed); every demo account uses the same password.
export const DEMO_PASSWORD = 'Tessera-demo-1';
export const DEMO_USERS = {
  admin: 'admin@tessera.local',
  manager: 'manager@tessera.local',
  member: 'member@tessera.local',
} as const;

/** Logs in through the shell's login page and waits until the app has left it. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}
