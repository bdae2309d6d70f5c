import { createTestContext, DEMO_PASSWORD, login, XHR, type TestContext } from './helpers.ts';
import { timeEntryCostSql } from '../src/modules/budgets/index.ts';
import { sql } from 'kysely';

// The financial analysis sums time entries per user and day (one rate lookup each) instead of entry by entry (issue
// 19's bench). This compares every figure it answers with the definition applied to each entry (hours × the user's
// rate on the entry's day, as the budgets module prices one entry) on a random but seeded data set: rates that change
// during the year, a project rate over a default one, users without a rate, entries with and without a task, cost
// entries with and without an amount entered by hand. Hours are quarters and rates whole or half numbers, so every sum
// is exact in floating point whatever its order and the figures must be equal, not close.
let ctx: TestContext;
let cookie: string;
let project: number;
let defaultRate: number;

const FROM = '2018-01-01';
const TO = '2018-12-31';
const YEAR = `period=custom&from=${FROM}&to=${TO}`;

/** A small deterministic generator (mulberry32): the same data set on every run and both databases. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const day = (random: () => number, from = Date.parse('2017-10-01'), days = 460) => new Date(from + Math.floor(random() * days) * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD);
  const send = async (url: string, body: object) => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: { cookie, ...XHR }, payload: body });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { id: number };
  };
  project = (await send('/api/v3/projects', { name: 'Finance equivalence' })).id;
  const packages: number[] = [];
  for (let i = 0; i < 6; i++) packages.push((await send(`/api/v3/projects/${project}/work_packages`, { subject: `Task ${i}` })).id);
  const random = seeded(19);
  defaultRate = 70.5;
  await ctx.db.updateTable('projects').set({ default_hourly_rate: defaultRate }).where('id', '=', project).execute();
  const users = (await ctx.db.selectFrom('principals').select('id').where('type', '=', 'User').orderBy('id').limit(8).execute()).map((row) => row.id);
  const activities = (await ctx.db.selectFrom('time_entry_activities').select('id').execute()).map((row) => row.id);
  const stamp = ctx.clock.now().toISOString();
  // Rates of six of the eight users (the last two cost the project's default): defaults that change, and project rates.
  await ctx.db.deleteFrom('hourly_rates').where('user_id', 'in', users).execute();
  const rates = users.slice(0, 6).flatMap((userId, i) => [
    { user_id: userId, project_id: null, rate: 60 + i * 5, valid_from: day(random), created_at: stamp, updated_at: stamp },
    { user_id: userId, project_id: null, rate: 62.5 + i * 5, valid_from: day(random), created_at: stamp, updated_at: stamp },
    ...(i % 2 === 0 ? [{ user_id: userId, project_id: project, rate: 90 + i, valid_from: day(random), created_at: stamp, updated_at: stamp }] : []),
  ]);
  // valid_from is unique per user and project: keep the first of any duplicate.
  const unique = [...new Map(rates.map((rate) => [`${rate.user_id}:${rate.project_id}:${rate.valid_from}`, rate])).values()];
  await ctx.db.insertInto('hourly_rates').values(unique).execute();
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const time = Array.from({ length: 900 }, () => ({
    project_id: project, work_package_id: random() < 0.2 ? null : pick(packages), user_id: pick(users), logged_by_id: null, activity_id: pick(activities),
    hours: 0.25 * (1 + Math.floor(random() * 32)), spent_on: day(random), comment: '', ongoing: false, created_at: stamp, updated_at: stamp,
  }));
  await ctx.db.insertInto('time_entries').values(time as never).execute();
  const costs = Array.from({ length: 120 }, () => ({
    project_id: project, work_package_id: pick(packages), user_id: pick(users), cost_type_id: 1 + Math.floor(random() * 5), units: 1 + Math.floor(random() * 4),
    spent_on: day(random), comment: '', overridden_costs: random() < 0.2 ? 0.5 * Math.floor(random() * 400) : null, costs: 0.25 * Math.floor(random() * 4000),
    created_at: stamp, updated_at: stamp,
  }));
  await ctx.db.insertInto('cost_entries').values(costs as never).execute();
}, 120_000);
afterAll(async () => ctx.close());

interface Entry { userId: number; activityId: number | null; costTypeId: number | null; task: number | null; day: string; hours: number; labour: number; material: number }

/** Every entry of the project with its own cost, priced one by one. */
async function entries(): Promise<Entry[]> {
  const { rows: time } = await sql<{ user_id: number; activity_id: number; work_package_id: number | null; spent_on: string; hours: unknown; labour: unknown }>`
    select te.user_id, te.activity_id, te.work_package_id, te.spent_on, te.hours, ${timeEntryCostSql('te')} as labour
    from time_entries te where te.project_id = ${project}`.execute(ctx.db);
  const { rows: costs } = await sql<{ user_id: number; cost_type_id: number; work_package_id: number; spent_on: string; material: unknown }>`
    select ce.user_id, ce.cost_type_id, ce.work_package_id, ce.spent_on, coalesce(ce.overridden_costs, ce.costs) as material
    from cost_entries ce where ce.project_id = ${project}`.execute(ctx.db);
  return [
    ...time.map((row) => ({ userId: row.user_id, activityId: row.activity_id, costTypeId: null, task: row.work_package_id, day: row.spent_on, hours: Number(row.hours), labour: Number(row.labour), material: 0 })),
    ...costs.map((row) => ({ userId: row.user_id, activityId: null, costTypeId: row.cost_type_id, task: row.work_package_id, day: row.spent_on, hours: 0, labour: 0, material: Number(row.material) })),
  ];
}

const round = (value: number) => Math.round(value * 100) / 100;
type Figure = { key: string; hours: number; labourCost: number; materialCost: number; totalCost: number };

/** The entries of the year grouped by `keyOf` (null: not in this dimension), as the API's figures. */
function grouped(all: Entry[], keyOf: (entry: Entry) => string | null): Figure[] {
  const groups = new Map<string, { hours: number; labour: number; material: number }>();
  for (const entry of all) {
    if (entry.day < FROM || entry.day > TO) continue;
    const key = keyOf(entry);
    if (key === null) continue;
    const group = groups.get(key) ?? { hours: 0, labour: 0, material: 0 };
    group.hours += entry.hours;
    group.labour += entry.labour;
    group.material += entry.material;
    groups.set(key, group);
  }
  return [...groups].map(([key, g]) => ({ key, hours: round(g.hours), labourCost: round(g.labour), materialCost: round(g.material), totalCost: round(g.labour + g.material) }));
}

const figures = (rows: Figure[]) => rows.map(({ key, hours, labourCost, materialCost, totalCost }) => ({ key, hours, labourCost, materialCost, totalCost }));
const byKey = (rows: Figure[]) => [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
const byCost = (rows: Figure[]) => [...rows].sort((a, b) => b.totalCost - a.totalCost || b.hours - a.hours || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
const get = async (part: string, query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v3/projects/${project}/finance/${part}?${YEAR}${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const monday = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
};

describe('finance figures equal the entries priced one by one', () => {
  test('summary: totals and the top contributors and activities', async () => {
    const all = await entries();
    const inYear = all.filter((entry) => entry.day >= FROM && entry.day <= TO);
    expect(inYear.filter((entry) => entry.activityId !== null).length).toBeGreaterThan(500);
    const [total] = grouped(all, () => 'all');
    const body = await get('summary');
    expect(body.totals).toEqual({
      hours: total.hours, billableHours: total.hours, labourCost: total.labourCost, materialCost: total.materialCost, totalCost: total.totalCost,
      timeEntries: inYear.filter((entry) => entry.activityId !== null).length, costEntries: inYear.filter((entry) => entry.costTypeId !== null).length,
    });
    expect(figures(body.topContributors)).toEqual(byCost(grouped(all, (entry) => String(entry.userId))).slice(0, 5));
    expect(figures(body.topActivities)).toEqual(byCost(grouped(all, (entry) => (entry.activityId === null ? null : String(entry.activityId)))).slice(0, 5));
  });

  test('breakdown by user, activity, cost type, task, month and week', async () => {
    const all = await entries();
    const dimensions: [string, (entry: Entry) => string | null][] = [
      ['by=user', (entry) => String(entry.userId)],
      ['by=activity', (entry) => (entry.activityId === null ? null : String(entry.activityId))],
      ['by=costType', (entry) => (entry.costTypeId === null ? null : String(entry.costTypeId))],
      ['by=task', (entry) => (entry.task === null ? '' : String(entry.task))],
      ['by=period&interval=month', (entry) => `${entry.day.slice(0, 7)}-01`],
      ['by=period&interval=week', (entry) => monday(entry.day)],
    ];
    for (const [query, keyOf] of dimensions) {
      const body = await get('breakdown', `&${query}&pageSize=1000`);
      expect({ query, elements: byKey(figures(body.elements)) }).toEqual({ query, elements: byKey(grouped(all, keyOf)) });
    }
  });

  test('trends: each month, the spending before the year and the cumulative burn', async () => {
    const all = await entries();
    const body = await get('trends', '&interval=month');
    const before = all.filter((entry) => entry.day < FROM).reduce((sum, entry) => sum + entry.labour + entry.material, 0);
    expect(body.budget.spentBefore).toBe(round(before));
    const months = new Map(grouped(all, (entry) => `${entry.day.slice(0, 7)}-01`).map((row) => [row.key, row]));
    expect(body.points).toHaveLength(12);
    for (const point of body.points) {
      const expected = months.get(point.periodStart) ?? { hours: 0, labourCost: 0, materialCost: 0, totalCost: 0 };
      expect({ month: point.periodStart, hours: point.hours, labourCost: point.labourCost, materialCost: point.materialCost })
        .toEqual({ month: point.periodStart, hours: expected.hours, labourCost: expected.labourCost, materialCost: expected.materialCost });
    }
    const spent = all.filter((entry) => entry.day <= TO).reduce((sum, entry) => sum + entry.labour + entry.material, 0);
    expect(body.budget.spent).toBe(round(spent));
  });
});
