// Issue 21: every page and dialog in support/a11y-pages.ts has no serious or critical WCAG 2.2 AA violation (axe),
// for the admin and for a member. The login page is checked signed out.
import { expectAccessible } from '../support/a11y';
import { AUDIT_PAGES } from '../support/a11y-pages';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';

test.describe('accessibility audit (axe, WCAG 2.2 AA)', () => {
  test('login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectAccessible(page, 'login page');
  });

  for (const role of ['admin', 'member'] as const) {
    for (const entry of AUDIT_PAGES.filter((candidate) => (candidate.roles ?? ['admin', 'member']).includes(role))) {
      test(`${entry.name} as ${role}`, async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await login(page, DEMO_USERS[role], DEMO_PASSWORD);
        await entry.open(page, role);
        await expectAccessible(page, `${entry.name} as ${role}`, { include: entry.include });
      });
    }
  }
});
