import { inflateRawSync } from 'node:zlib';
import { createTestContext, DEMO_PASSWORD, expectError, login, type TestContext } from './helpers.ts';

// website_relaunch (public): Priya (login member) Team Leader, sees money; Tomás Member, hours only; Kwame no member.
// Fixtures live in January 2020, before anything the demo seeds, so every figure below is computed by hand.
let ctx: TestContext;
const cookies: Record<string, string> = {};
const WHO = ['admin', 'member', 'tomas.herrera', 'kwame.mensah'];
let project: number;
let privateProject: number;
let priya: number;
let tomas: number;
let design: number;
let development: number;
let wpA: number;
let wpB: number;

const JAN = 'period=custom&from=2020-01-01&to=2020-01-31';
const now = new Date('2026-03-01T00:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of WHO) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  const ids = Object.fromEntries((await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()).map((row) => [row.identifier, row.id]));
  project = ids.website_relaunch;
  const users = Object.fromEntries((await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()).map((row) => [row.login, row.id]));
  priya = users.member;
  tomas = users['tomas.herrera'];
  // A private project Kwame is not a member of.
  const kwameProjects = ctx.db.selectFrom('memberships').select('project_id').where('principal_id', '=', users['kwame.mensah']);
  privateProject = (await ctx.db.selectFrom('projects').select('id').where('public', '=', false as never).where('id', 'not in', kwameProjects).executeTakeFirstOrThrow()).id;
  const activities = await ctx.db.selectFrom('time_entry_activities').select(['id', 'name']).orderBy('id').limit(2).execute();
  [design, development] = activities.map((row) => row.id);
  const wps = await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', project).orderBy('id').limit(2).execute();
  [wpA, wpB] = wps.map((row) => row.id);
  const stamp = now.toISOString();
  // Priya: 100 by default from 2019, 120 in this project from 15 January 2020. Tomás: no rate (the project's 80).
  await ctx.db.deleteFrom('hourly_rates').where('user_id', 'in', [priya, tomas]).execute();
  await ctx.db.insertInto('hourly_rates').values([
    { user_id: priya, project_id: null, rate: 100, valid_from: '2019-01-01', created_at: stamp, updated_at: stamp },
    { user_id: priya, project_id: project, rate: 120, valid_from: '2020-01-15', created_at: stamp, updated_at: stamp },
  ]).execute();
  await ctx.db.updateTable('projects').set({ default_hourly_rate: 80, currency: 'EUR', locale: 'de-DE' }).where('id', '=', project).execute();
  const time = (user: number, day: string, hours: number, activity: number, wp: number | null) => ({
    project_id: project, work_package_id: wp, user_id: user, logged_by_id: user, activity_id: activity, hours, spent_on: day,
    comment: `${hours}h`, ongoing: false, created_at: stamp, updated_at: stamp,
  });
  await ctx.db.insertInto('time_entries').values([
    time(priya, '2020-01-10', 2, design, wpA), // 2 × 100 = 200
    time(priya, '2020-01-20', 3, development, wpB), // 3 × 120 = 360
    time(tomas, '2020-01-10', 4, design, null), // 4 × 80 = 320
    time(tomas, '2020-02-05', 1, design, wpA), // outside January
  ] as never).execute();
  const cost = (day: string, costs: number, overridden: number | null, wp: number) => ({
    project_id: project, work_package_id: wp, user_id: priya, cost_type_id: 1, units: 1, spent_on: day, comment: '=cmd()',
    overridden_costs: overridden, costs, created_at: stamp, updated_at: stamp,
  });
  await ctx.db.insertInto('cost_entries').values([cost('2020-01-12', 500, null, wpA), cost('2020-01-25', 100, 150, wpA)] as never).execute();
});
afterAll(async () => ctx.close());

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const finance = (part: string, query: string, who = 'member') => get(`/api/v3/projects/${project}/finance/${part}?${query}`, who);

describe('finance summary', () => {
  test('totals, billable hours and top contributors and activities, against hand-computed figures', async () => {
    const response = await finance('summary', JAN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      _type: 'FinanceSummary', from: '2020-01-01', to: '2020-01-31', period: 'custom', showMoney: true, currency: 'EUR', locale: 'de-DE', decimals: 2,
      totals: { hours: 9, billableHours: 9, labourCost: 880, materialCost: 650, totalCost: 1530, timeEntries: 3, costEntries: 2 },
    });
    // Priya 200 + 360 labour and 650 material; Tomás 320 at the project's default rate.
    expect(body.topContributors).toEqual([
      { key: String(priya), label: expect.any(String), hours: 5, labourCost: 560, materialCost: 650, totalCost: 1210 },
      { key: String(tomas), label: expect.any(String), hours: 4, labourCost: 320, materialCost: 0, totalCost: 320 },
    ]);
    expect(body.topActivities.map((row: { key: string; hours: number; labourCost: number }) => [row.key, row.hours, row.labourCost])).toEqual([
      [String(design), 6, 520],
      [String(development), 3, 360],
    ]);
  });

  test('the default rate of the project is what users without a rate cost', async () => {
    await ctx.db.updateTable('projects').set({ default_hourly_rate: 50 }).where('id', '=', project).execute();
    try {
      const body = (await finance('summary', JAN)).json();
      expect(body.totals.labourCost).toBe(200 + 360 + 4 * 50);
    } finally {
      await ctx.db.updateTable('projects').set({ default_hourly_rate: 80 }).where('id', '=', project).execute();
    }
  });

  test('who may not see money sees hours only', async () => {
    const body = (await finance('summary', JAN, 'tomas.herrera')).json();
    expect(body.showMoney).toBe(false);
    expect(body.totals).toMatchObject({ hours: 9, billableHours: 9, labourCost: null, materialCost: null, totalCost: null });
    expect(body.topContributors[0]).toMatchObject({ key: String(priya), hours: 5, labourCost: null, totalCost: null });
    const trends = (await finance('trends', JAN, 'tomas.herrera')).json();
    expect(trends.points.every((point: { totalCost: unknown; cumulativeCost: unknown }) => point.totalCost === null && point.cumulativeCost === null)).toBe(true);
    expect(trends.forecast).toMatchObject({ dailyCost: null, budgetExhaustedOn: null });
    const csv = (await finance('export', `${JAN}&view=entries`, 'tomas.herrera')).body;
    expect(csv).not.toContain('Cost (EUR)');
    expect(csv).not.toContain('360');
  });

  test('a project the caller cannot see is a 404; without view_time_entries a 403', async () => {
    expectError(await get(`/api/v3/projects/${privateProject}/finance/summary`, 'kwame.mensah'), 404, 'NotFound');
    expectError(await get(`/api/v3/projects/${privateProject}/finance/export?format=csv`, 'kwame.mensah'), 404, 'NotFound');
    expectError(await get(`/api/v3/projects/${project}/finance/summary`, 'kwame.mensah'), 403, 'MissingPermission');
  });

  test('the default period is the last 30 days, both ends included; presets 7d and 3m', async () => {
    const today = ctx.clock.now().toISOString().slice(0, 10);
    const body = (await finance('summary', '')).json();
    expect(body).toMatchObject({ period: '30d', to: today });
    expect((Date.parse(body.to) - Date.parse(body.from)) / 86_400_000).toBe(29);
    const week = (await finance('summary', 'period=7d')).json();
    expect((Date.parse(week.to) - Date.parse(week.from)) / 86_400_000).toBe(6);
    const quarter = (await finance('summary', 'period=3m')).json();
    expect(quarter.from.slice(5)).not.toBe(quarter.to.slice(5));
  });

  test('a bad period is refused naming the field, whatever the part', async () => {
    for (const part of ['summary', 'breakdown', 'trends', 'export']) {
      expect(expectError(await finance(part, 'period=custom&from=2020-02-01&to=2020-01-31'), 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('to');
    }
    expect(expectError(await finance('summary', 'from=2020-01-01&to=2025-01-01'), 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('to');
    expect((await finance('summary', 'from=2020-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect(expectError(await finance('summary', 'from=2020-13-01&to=2020-12-31'), 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('from');
    expect(expectError(await finance('summary', 'period=custom&to=2020-12-31'), 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('from');
    expectError(await finance('summary', 'period=yesterday'), 400, 'InvalidQuery');
  });
});

describe('finance breakdown', () => {
  test('by cost type, task and month; paginated', async () => {
    const byType = (await finance('breakdown', `${JAN}&by=costType`)).json();
    expect(byType).toMatchObject({ _type: 'FinanceBreakdown', by: 'costType', total: 1 });
    expect(byType.elements[0]).toMatchObject({ key: '1', hours: 0, materialCost: 650, totalCost: 650 });
    const byTask = (await finance('breakdown', `${JAN}&by=task`)).json();
    // wpA: 200 labour + 650 material; wpB: 360; no task: Tomás's 320.
    expect(byTask.elements.map((row: { key: string; totalCost: number }) => [row.key, row.totalCost])).toEqual([
      [String(wpA), 850],
      [String(wpB), 360],
      ['', 320],
    ]);
    const byMonth = (await finance('breakdown', 'from=2020-01-01&to=2020-02-29&by=period&interval=month')).json();
    expect(byMonth.elements.map((row: { key: string; hours: number; totalCost: number }) => [row.key, row.hours, row.totalCost])).toEqual([
      ['2020-01-01', 9, 1530],
      ['2020-02-01', 1, 80],
    ]);
    const byWeek = (await finance('breakdown', `${JAN}&by=period&interval=week`)).json();
    // 10 Jan 2020 was a Friday: its week starts on Monday 6 January.
    expect(byWeek.elements[0]).toMatchObject({ key: '2020-01-06', hours: 6 });
    const paged = (await finance('breakdown', `${JAN}&by=user&pageSize=1&offset=2`)).json();
    expect(paged).toMatchObject({ total: 2, count: 1, offset: 2, pageSize: 1 });
    expect(paged.elements[0].key).toBe(String(tomas));
  });

  test('a constant number of statements whatever the number of entries', async () => {
    const count = async () => {
      ctx.statements.count = 0;
      expect((await finance('breakdown', `${JAN}&by=task`)).statusCode).toBe(200);
      const breakdown = ctx.statements.count;
      ctx.statements.count = 0;
      expect((await finance('summary', JAN)).statusCode).toBe(200);
      const summary = ctx.statements.count;
      ctx.statements.count = 0;
      expect((await finance('trends', JAN)).statusCode).toBe(200);
      return [breakdown, summary, ctx.statements.count];
    };
    const before = await count();
    const stamp = now.toISOString();
    await ctx.db.insertInto('time_entries').values(Array.from({ length: 40 }, (_, i) => ({
      project_id: project, work_package_id: wpB, user_id: tomas, logged_by_id: tomas, activity_id: development, hours: 0, spent_on: `2020-01-${String((i % 28) + 1).padStart(2, '0')}`,
      comment: '', ongoing: false, created_at: stamp, updated_at: stamp,
    })) as never).execute();
    try {
      expect(await count()).toEqual(before);
    } finally {
      await ctx.db.deleteFrom('time_entries').where('project_id', '=', project).where('hours', '=', 0).execute();
    }
  });
});

describe('finance trends', () => {
  test('per week with empty weeks, cumulative burn from before the range, and a linear forecast to the budget', async () => {
    // The demo may seed a budget: this test's plan replaces it for a while.
    const seeded = await ctx.db.selectFrom('budgets').selectAll().where('project_id', '=', project).execute();
    await ctx.db.deleteFrom('budgets').where('project_id', '=', project).execute();
    await ctx.db.insertInto('budgets').values({ project_id: project, subject: 'Budget', description: '', planned_labour_cost: 2000, planned_material_cost: 1000, created_at: now.toISOString(), updated_at: now.toISOString() } as never).execute();
    try {
      const body = (await finance('trends', 'from=2020-01-15&to=2020-02-13&interval=week')).json();
      expect(body).toMatchObject({ _type: 'FinanceTrends', interval: 'week' });
      // Before 15 January: 200 + 320 labour and 500 material.
      expect(body.budget).toMatchObject({ planned: 3000, spentBefore: 1020 });
      expect(body.points.map((point: { periodStart: string }) => point.periodStart)).toEqual(['2020-01-13', '2020-01-20', '2020-01-27', '2020-02-03', '2020-02-10']);
      // 20 Jan: 360; 25 Jan: 150 (same week); 5 Feb: 80.
      expect(body.points.map((point: { totalCost: number }) => point.totalCost)).toEqual([0, 510, 0, 80, 0]);
      expect(body.points.map((point: { cumulativeCost: number }) => point.cumulativeCost)).toEqual([1020, 1530, 1530, 1610, 1610]);
      expect(body.budget.spent).toBe(1610);
      // 590 over 30 days; the remaining 1390 at that pace: ceil(1390 / (590 / 30)) = 71 days after 13 February.
      expect(body.forecast.method).toBe('linear');
      expect(body.forecast.dailyCost).toBeCloseTo(590 / 30, 2);
      expect(body.forecast.budgetExhaustedOn).toBe('2020-04-24');
    } finally {
      await ctx.db.deleteFrom('budgets').where('project_id', '=', project).execute();
      if (seeded.length > 0) await ctx.db.insertInto('budgets').values(seeded as never).execute();
    }
  });
});

/** The files of a ZIP, read from its central directory (so the test checks what a spreadsheet reader reads). */
function unzip(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
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

describe('finance export', () => {
  test('CSV of the entries: every entry of the period, money for who may see it, formulas defused', async () => {
    const response = await finance('export', `${JAN}&format=csv&view=entries`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="finance-${project}-entries-2020-01-01-to-2020-01-31.csv"`);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Type,Date,User,Activity or cost type,Task,Hours,Units,Cost (EUR),Comment');
    expect(lines).toHaveLength(1 + 3 + 2);
    expect(lines.filter((line) => line.startsWith('Time,'))).toHaveLength(3);
    expect(lines.some((line) => line.startsWith('Time,2020-01-20,') && line.includes(',3,,360,'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Cost,2020-01-25,') && line.endsWith(",150,'=cmd()"))).toBe(true);
  });

  test('CSV of the summary and of a breakdown', async () => {
    const summary = (await finance('export', `${JAN}&format=csv&view=summary`)).body;
    expect(summary).toContain('Total cost,1530\r\n');
    expect(summary).toContain('Billable hours,9\r\n');
    const breakdown = (await finance('export', `${JAN}&format=csv&view=breakdown&by=activity`)).body.replace(/^\uFEFF/, '');
    expect(breakdown.split('\r\n')[0]).toBe('Activity,Hours,Labour cost (EUR),Material cost (EUR),Total cost (EUR)');
  });

  test('XLSX: a valid workbook whose sheet holds the rows', async () => {
    const response = await finance('export', `${JAN}&format=xlsx&view=entries`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = unzip(response.rawPayload);
    expect([...files.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml']);
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    expect(sheet.match(/<row>/g)).toHaveLength(6);
    expect(sheet).toContain('<c><v>360</v></c>');
    expect(sheet).toContain('<t xml:space="preserve">=cmd()</t>');
  });

  test('entries stream page by page: statements grow with pages, never one read of every row', async () => {
    const stamp = now.toISOString();
    const rows = 2500;
    const batch = Array.from({ length: rows }, (_, i) => ({
      project_id: project, work_package_id: wpA, user_id: tomas, logged_by_id: tomas, activity_id: design, hours: 1, spent_on: `2019-06-${String((i % 30) + 1).padStart(2, '0')}`,
      comment: `bulk ${i}`, ongoing: false, created_at: stamp, updated_at: stamp,
    }));
    for (let i = 0; i < rows; i += 500) await ctx.db.insertInto('time_entries').values(batch.slice(i, i + 500) as never).execute();
    try {
      ctx.statements.count = 0;
      ctx.statements.sql = [];
      const response = await finance('export', 'from=2019-06-01&to=2019-06-30&format=csv&view=entries');
      const lines = response.body.trim().split('\r\n');
      expect(lines).toHaveLength(1 + rows);
      // Each entry once, in (day, id) order across the page boundaries.
      expect(new Set(lines.slice(1).map((line) => line.split(',').at(-1))).size).toBe(rows);
      const pages = ctx.statements.sql.filter((text) => /from time_entries te\s+join principals/.test(text));
      expect(pages.length).toBe(3);
      expect(pages.every((text) => /limit/.test(text))).toBe(true);
    } finally {
      await ctx.db.deleteFrom('time_entries').where('project_id', '=', project).where('spent_on', '<', '2019-07-01').where('spent_on', '>=', '2019-06-01').execute();
    }
  });
});
