// Issue 18: ApexCharts (the largest library a view loads) is fetched only when a chart shows on screen. On a screen
// where the GitHub view's charts sit below the fold, the view shows without them; scrolled to, each chart draws. The
// charts are named images from the start, so a screen reader user finds them either way.
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';
import { projectIdByIdentifier } from '../support/projects';

test.use({ viewport: { width: 1280, height: 720 } });

test('a chart below the fold draws only once it is scrolled to, and ApexCharts loads with it', async ({ page }) => {
  await login(page, DEMO_USERS.admin, DEMO_PASSWORD);
  const projectId = await projectIdByIdentifier(page, 'website_relaunch');
  const apexChartsLoads: string[] = [];
  // Each of the remote's scripts is looked at before the page gets it, so a load is counted before it can draw
  // (reading the body from a 'response' event came after the chart had drawn, or not at all once the browser had let
  // the body go).
  await page.route('**/remotes/mfe-insights/*.js', async (route) => {
    const response = await route.fetch();
    // ApexCharts' own chunk: its core class registers the chart types by these names.
    if ((await response.text()).includes('apexcharts-canvas')) apexChartsLoads.push(route.request().url());
    await route.fulfill({ response });
  });
  await page.goto(`/projects/${projectId}?view=github`);
  const activity = page.getByRole('img', { name: /^Team activity over the last 30 days/ });
  await expect(activity).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(await activity.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(720);
  await expect(page.locator('svg.apexcharts-svg')).toHaveCount(0);
  // An undrawn chart holds its place with an empty box, not a loading placeholder.
  await expect(activity.locator('.ant-skeleton')).toHaveCount(0);
  expect(apexChartsLoads).toEqual([]);

  await activity.scrollIntoViewIfNeeded();
  await expect(activity.locator('svg.apexcharts-svg')).toBeVisible();
  expect(apexChartsLoads).toHaveLength(1);
});
