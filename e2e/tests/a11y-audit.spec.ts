// Issue 21: every page and dialog in support/a11y-pages.ts has no serious or critical WCAG 2.2 AA violation (axe),
// for the admin and for a member. The login page is checked signed out.
import { expectAccessible } from '../support/a11y';
import { AUDIT_PAGES } from '../support/a11y-pages';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/login';
import { XHR } from '../support/projects';

test.describe('accessibility audit (axe, WCAG 2.2 AA)', () => {
  // The suite's longest file: its checks only read, each in a fresh context, so they spread over the workers (a
  // worker still runs one test at a time against its own server).
  test.describe.configure({ mode: 'parallel' });

  test('login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectAccessible(page, 'login page');
  });

  for (const role of ['admin', 'member'] as const) {
    for (const entry of AUDIT_PAGES.filter((candidate) => (candidate.roles ?? ['admin', 'member']).includes(role))) {
      test(`${entry.name} as ${role}`, async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        // Signed in through the API (the browser context shares its cookie): the login page is audited on its own, and
        // a hundred sign-ins through the form would only cost time.
        const session = await page.request.post('/api/v3/session', { headers: XHR, data: { email: DEMO_USERS[role], password: DEMO_PASSWORD } });
        expect(session.ok(), `sign-in as ${role} answered ${session.status()}`).toBe(true);
        await entry.open(page, role);
        await expectAccessible(page, `${entry.name} as ${role}`, { include: entry.include });
      });
    }
  }
});
