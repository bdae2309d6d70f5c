// Issue 20 item 2: the faculty (mentor) dashboard at /faculty. The demo manager reaches it from the main navigation
// and sees only their own projects (the active ones where they are Project admin), exports CSV and XLSX and reads the
// files, and opens the printable report; a member sees no entry and is refused at the address. axe checks the pages.
import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, login } from '../support/login';

/** The demo manager's own projects (server/src/seed/demo.ts): Project admin, active, not a template. */
const OWN_PROJECTS = ['Customer portal', 'Mobile app', 'Website relaunch'];
/** Projects the manager is no mentor of (no membership, archived, or a template). */
const OTHER_PROJECTS = ['Design system', 'Data warehouse', 'Legacy CRM migration', 'Software delivery template'];
const SECTIONS = ['Overview', 'Project health', 'Teams', 'Reviews', 'Performance', 'Analytics', 'Milestones', 'Trends'];

/** The files of a ZIP, read from its central directory (what a spreadsheet reader reads). */
function unzip(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    files.set(name, inflateRawSync(zip.subarray(dataStart, dataStart + compressed)).toString('utf8'));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

test('a manager sees only their own projects, exports them and prints the report', async ({ page }) => {
  await login(page, DEMO_USERS.manager, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Faculty dashboard' }).click();
  await expect(page).toHaveURL(/\/faculty$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Faculty dashboard' })).toBeVisible();
  for (const name of SECTIONS) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();

  await expect(page.getByTestId('tile-projects-value')).toHaveText(String(OWN_PROJECTS.length));
  const health = page.getByTestId('faculty-health-table');
  for (const name of OWN_PROJECTS) await expect(health.getByRole('cell', { name, exact: true })).toBeVisible();
  const dashboard = page.getByTestId('faculty-dashboard');
  for (const name of OTHER_PROJECTS) await expect(dashboard.getByText(name, { exact: true })).toHaveCount(0);
  // The team: members of those projects (Priya leads the website), never the manager themself.
  const teams = page.getByTestId('faculty-teams');
  await expect(teams.getByRole('cell', { name: 'Priya Raman', exact: true })).toBeVisible();
  await expect(teams.getByRole('cell', { name: 'Marcus Lindqvist', exact: true })).toHaveCount(0);
  // Every number explains itself.
  await expect(page.getByTestId('tile-overdue').getByText('Overdue')).toHaveAccessibleDescription(/due date before today/);

  // The trends follow the period select.
  const monthly = page.waitForResponse((response) => response.url().includes('/dashboard/faculty/trends') && response.url().includes('period=month'));
  await page.getByRole('combobox', { name: 'Trends period' }).click();
  await page.getByTitle('Months').click();
  expect((await monthly).status()).toBe(200);

  await expectAccessible(page, 'the faculty dashboard');

  // CSV: the projects with their health, only the own ones.
  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('faculty-export-csv').click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^faculty-dashboard-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await csvFile.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv).toContain('Project,Work packages,Open,Closed,Overdue,Completion %,Health score,Hours logged,Members\r\n');
  for (const name of OWN_PROJECTS) expect(csv).toMatch(new RegExp(`\\r\\n${name},\\d+,`));
  for (const name of OTHER_PROJECTS) expect(csv).not.toContain(name);
  expect(csv).toContain('\r\nPriya Raman,member@tessera.local,');

  // XLSX: a workbook whose sheet holds the same rows.
  const xlsxDownload = page.waitForEvent('download');
  await page.getByTestId('faculty-export-xlsx').click();
  const xlsxFile = await xlsxDownload;
  expect(xlsxFile.suggestedFilename()).toMatch(/^faculty-dashboard-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = unzip(await readFile(await xlsxFile.path())).get('xl/worksheets/sheet1.xml') ?? '';
  for (const name of OWN_PROJECTS) expect(sheet).toContain(`<t xml:space="preserve">${name}</t>`);
  for (const name of OTHER_PROJECTS) expect(sheet).not.toContain(name);

  // The printable report: the figures as plain tables; the shell's header is hidden when printed.
  await page.getByTestId('faculty-print').click();
  const report = page.getByTestId('faculty-report');
  await expect(report.getByRole('heading', { level: 1, name: 'Faculty report' })).toBeVisible();
  for (const name of OWN_PROJECTS) await expect(report.getByRole('rowheader', { name, exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.tessera-shell-header')).toBeHidden();
  await expect(report.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expectAccessible(page, 'the faculty report');
  await report.getByRole('button', { name: 'Back to the dashboard' }).click();
  await expect(page.getByTestId('tile-projects')).toBeVisible();
});

test('a member sees no faculty entry and is refused at /faculty', async ({ page }) => {
  await login(page, DEMO_USERS.member, DEMO_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Faculty dashboard' })).toHaveCount(0);
  const dashboardCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/dashboard/faculty/')) dashboardCalls.push(request.url());
  });
  await page.goto('/faculty');
  await expect(page.getByText('Only managers and administrators can see the faculty dashboard.')).toBeVisible();
  await expect(page.getByTestId('faculty-dashboard')).toHaveCount(0);
  expect(dashboardCalls).toEqual([]);
  // The API refuses too, the export included.
  expect((await page.request.get('/api/v3/dashboard/faculty/overview')).status()).toBe(403);
  expect((await page.request.get('/api/v3/dashboard/faculty/export?format=csv')).status()).toBe(403);
  await expectAccessible(page, 'the faculty dashboard refused to a member');
});
