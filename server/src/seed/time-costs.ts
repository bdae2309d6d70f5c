import type { Db } from '../db/index.ts';
import type { NewCostEntry, NewTimeEntry } from '../db/schema.ts';
import { toBoolean } from '../db/values.ts';
import { insertRows } from './bulk.ts';
import { random } from './work-packages.ts';
import { actualsOf } from '../modules/budgets/index.ts';

/**
 * Demo time, costs and hourly rates: the time each assignee logged on the work they started or finished (on working
 * days between the start and the finish or yesterday, adding up to about the estimate), a few project-level
 * entries (planning, support), hourly rates with a raise or a project rate here and there, and the costs a team
 * would book (hosting, contractor days, travel, licences, test sessions). Every date lies before the seed date.
 */

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (now: Date, days: number) => isoDay(new Date(now.getTime() - days * DAY_MS));

/** Activity ids fixed by migration 0006. */
const ACTIVITY = { development: 1, design: 2, testing: 3, management: 4, support: 5 } as const;
/** Cost type ids fixed by migration 0006. */
const COST_TYPE = { contractorDay: 1, cloudHosting: 2, travel: 3, softwareLicence: 4, usabilitySession: 5 } as const;
const COST_TYPE_RATES: Record<number, number> = { 1: 640, 2: 420, 3: 350, 4: 29, 5: 120 };
const TYPE_IDS = { task: 1, bug: 2, story: 3, epic: 4, feature: 5, milestone: 6 } as const;
const STATUS = { inProgress: 2, onHold: 3, completed: 4 } as const;

/** Default rates (per hour) by demo user key, valid for the past two years (the oldest demo project's age). */
const DEFAULT_RATES: Record<string, number> = {
  admin: 95, manager: 90, priya: 72, tomas: 68, hannah: 75, kwame: 80, sofia: 70, liam: 66, mei: 64, noah: 62,
};
/** Later changes: a raise (project null) or a project's own rate, from n days before the seed date. */
const RATE_CHANGES: { user: string; project: string | null; rate: number; daysAgo: number }[] = [
  { user: 'priya', project: null, rate: 78, daysAgo: 60 },
  { user: 'mei', project: null, rate: 68, daysAgo: 30 },
  { user: 'tomas', project: 'dwh', rate: 85, daysAgo: 150 },
  { user: 'kwame', project: 'ios', rate: 88, daysAgo: 55 },
  { user: 'sofia', project: 'campaign', rate: 74, daysAgo: 40 },
];

/** Project-level time (no work package): what a team spends around the work itself. */
const PROJECT_TIME: Record<string, { activity: number; hours: number; comment: string }[]> = {
  web: [
    { activity: ACTIVITY.management, hours: 1.5, comment: 'Sprint planning' },
    { activity: ACTIVITY.management, hours: 1, comment: 'Stakeholder demo of the new homepage' },
    { activity: ACTIVITY.support, hours: 0.75, comment: 'Answered editor questions about the CMS preview' },
  ],
  mobile: [{ activity: ACTIVITY.management, hours: 2, comment: 'Release planning for 3.0' }],
  ios: [{ activity: ACTIVITY.support, hours: 1.25, comment: 'Call with App Review about the rejected build' }],
  dwh: [{ activity: ACTIVITY.support, hours: 2, comment: 'Helped finance rerun the monthly revenue load' }],
  campaign: [{ activity: ACTIVITY.management, hours: 1, comment: 'Weekly sync with the partner agency' }],
  tools: [{ activity: ACTIVITY.support, hours: 0.5, comment: 'Rota planner: fixed a shift that showed twice' }],
};

const WORK_COMMENTS: Record<number, string[]> = {
  [ACTIVITY.development]: ['Implementation', 'Code review changes', 'Refactoring before the change', 'Pairing session', 'Fixed the failing tests', ''],
  [ACTIVITY.design]: ['Wireframes', 'Design review with the team', 'Updated the Figma components', ''],
  [ACTIVITY.testing]: ['Reproduced the bug', 'Regression tests on staging', 'Verified the fix on iOS and Android', ''],
  [ACTIVITY.management]: ['Refined the scope with the product owner', 'Planning and estimates', ''],
  [ACTIVITY.support]: ['Customer follow-up', ''],
};

/** The costs each project books: on its first work package of a type, n days before the seed date. */
const COST_PLANS: Record<string, { type: number; units: number; daysAgo: number; comment: string; on: number; overridden?: number }[]> = {
  web: [
    { type: COST_TYPE.cloudHosting, units: 1, daysAgo: 62, comment: 'Staging environment, January', on: TYPE_IDS.epic },
    { type: COST_TYPE.cloudHosting, units: 1, daysAgo: 31, comment: 'Staging environment, February', on: TYPE_IDS.epic },
    { type: COST_TYPE.contractorDay, units: 3, daysAgo: 20, comment: 'Accessibility audit by an external specialist', on: TYPE_IDS.feature },
    { type: COST_TYPE.usabilitySession, units: 6, daysAgo: 12, comment: 'Navigation tests with six participants', on: TYPE_IDS.story },
  ],
  ios: [
    { type: COST_TYPE.softwareLicence, units: 5, daysAgo: 40, comment: 'Crash reporting seats', on: TYPE_IDS.task },
    { type: COST_TYPE.travel, units: 1, daysAgo: 18, comment: 'Device lab visit', on: TYPE_IDS.bug, overridden: 412.8 },
  ],
  android: [{ type: COST_TYPE.softwareLicence, units: 4, daysAgo: 35, comment: 'Crash reporting seats', on: TYPE_IDS.task }],
  dwh: [
    { type: COST_TYPE.cloudHosting, units: 2, daysAgo: 45, comment: 'Warehouse cluster, two months', on: TYPE_IDS.epic },
    { type: COST_TYPE.contractorDay, units: 5, daysAgo: 25, comment: 'Data modelling contractor', on: TYPE_IDS.feature },
  ],
  campaign: [{ type: COST_TYPE.travel, units: 2, daysAgo: 14, comment: 'Partner workshop in Hamburg', on: TYPE_IDS.task }],
  design_system: [{ type: COST_TYPE.softwareLicence, units: 8, daysAgo: 50, comment: 'Design tool seats', on: TYPE_IDS.task }],
};

/** The activity a piece of work is mostly logged as. */
function activityFor(projectKey: string, typeId: number, roll: number): number {
  if (projectKey === 'design_system') return roll < 0.7 ? ACTIVITY.design : ACTIVITY.development;
  if (typeId === TYPE_IDS.bug) return roll < 0.5 ? ACTIVITY.testing : ACTIVITY.development;
  if (typeId === TYPE_IDS.epic) return ACTIVITY.management;
  if (typeId === TYPE_IDS.story || typeId === TYPE_IDS.feature) return roll < 0.2 ? ACTIVITY.design : roll < 0.35 ? ACTIVITY.testing : ACTIVITY.development;
  return roll < 0.15 ? ACTIVITY.testing : ACTIVITY.development;
}

/** (project, user) pairs where the user may log time: direct or group membership with a role granting it. */
async function loggers(db: Db, projectIds: number[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('member_roles as mr', 'mr.membership_id', 'm.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'mr.role_id')
    .leftJoin('group_users as gu', 'gu.group_id', 'm.principal_id')
    .select(['m.project_id', 'm.principal_id', 'gu.user_id'])
    .where('m.project_id', 'in', projectIds)
    .where('rp.permission', 'in', ['log_own_time', 'log_time'])
    .execute();
  return new Set(rows.map((row) => `${row.project_id}:${row.user_id ?? row.principal_id}`));
}

/** Working days (Monday to Friday) from `from` to `to`, inclusive. */
function workingDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    const day = new Date(t);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(isoDay(day));
  }
  return days;
}

const quarterHours = (hours: number) => Math.max(0.25, Math.round(hours * 4) / 4);
const MAX_HOURS_PER_DAY = 8;

/** Seeds time entries, cost entries and hourly rates for the demo projects (key -> id) and users (key -> id). */
export async function seedDemoTimeAndCosts(db: Db, projectIds: Map<string, number>, userIds: Map<string, number>, now: Date): Promise<void> {
  const timestamp = now.toISOString();
  const yesterday = daysBefore(now, 1);
  const keyOfProject = new Map([...projectIds.entries()].map(([key, id]) => [id, key]));

  const rates = [
    ...[...userIds.entries()].map(([key, userId]) => ({ user_id: userId, project_id: null, rate: DEFAULT_RATES[key] ?? 60, valid_from: daysBefore(now, 730) })),
    ...RATE_CHANGES.flatMap((change) => {
      const userId = userIds.get(change.user);
      const projectId = change.project === null ? null : projectIds.get(change.project);
      if (userId === undefined || projectId === undefined) return [];
      return [{ user_id: userId, project_id: projectId, rate: change.rate, valid_from: daysBefore(now, change.daysAgo) }];
    }),
  ].map((rate) => ({ ...rate, created_at: timestamp, updated_at: timestamp }));
  await insertRows(db, 'hourly_rates', rates);

  const ids = [...projectIds.values()];
  const [canLog, packages, projects] = await Promise.all([
    loggers(db, ids),
    db
      .selectFrom('work_packages')
      .select(['id', 'project_id', 'type_id', 'status_id', 'assigned_to_id', 'start_date', 'due_date', 'estimated_hours', 'done_ratio', 'subject'])
      .where('project_id', 'in', ids)
      .orderBy('project_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('projects').select(['id', 'active', 'templated']).where('id', 'in', ids).execute(),
  ]);
  const writable = new Set(projects.filter((p) => toBoolean(p.active) && !toBoolean(p.templated)).map((p) => p.id));

  const entries: NewTimeEntry[] = [];
  const entry = (projectId: number, workPackageId: number | null, userId: number, activityId: number, hours: number, spentOn: string, comment: string): NewTimeEntry => {
    const loggedAt = new Date(`${spentOn}T17:30:00Z`).toISOString();
    return {
      project_id: projectId,
      work_package_id: workPackageId,
      user_id: userId,
      logged_by_id: userId,
      activity_id: activityId,
      hours,
      spent_on: spentOn,
      comment,
      ongoing: false,
      created_at: loggedAt,
      updated_at: loggedAt,
    };
  };

  for (const wp of packages) {
    const projectKey = keyOfProject.get(wp.project_id)!;
    const worked = wp.status_id === STATUS.inProgress || wp.status_id === STATUS.onHold || wp.status_id === STATUS.completed;
    if (!worked || wp.assigned_to_id === null || wp.start_date === null || !canLog.has(`${wp.project_id}:${wp.assigned_to_id}`)) continue;
    if (wp.type_id === TYPE_IDS.milestone) continue;
    const last = wp.status_id === STATUS.completed && wp.due_date !== null && wp.due_date < yesterday ? wp.due_date : yesterday;
    const days = workingDays(wp.start_date, last);
    if (days.length === 0) continue;
    const rand = random(`time:${projectKey}:${wp.subject}`);
    const estimate = wp.estimated_hours ?? 6;
    const share = wp.status_id === STATUS.completed ? 0.8 + rand() * 0.4 : Math.max(0.2, (wp.done_ratio ?? 30) / 100);
    let remaining = quarterHours(estimate * share);
    // Spread over the period: at most one entry per working day, most recent days last.
    const count = Math.min(days.length, Math.max(1, Math.round(remaining / (1.5 + rand() * 2))));
    const step = days.length / count;
    for (let index = 0; index < count && remaining > 0; index++) {
      const day = days[Math.min(days.length - 1, Math.floor(index * step + rand() * step))];
      // A working day holds at most 8 hours on one package; the last entry takes what is left of the share.
      const hours = Math.min(MAX_HOURS_PER_DAY, index === count - 1 ? remaining : Math.min(remaining, quarterHours((remaining / (count - index)) * (0.6 + rand() * 0.8))));
      const activity = activityFor(projectKey, wp.type_id, rand());
      const comments = WORK_COMMENTS[activity];
      entries.push(entry(wp.project_id, wp.id, wp.assigned_to_id, activity, hours, day, comments[Math.floor(rand() * comments.length)]));
      remaining = Math.max(0, Math.round((remaining - hours) * 4) / 4);
    }
  }

  for (const [projectKey, items] of Object.entries(PROJECT_TIME)) {
    const projectId = projectIds.get(projectKey);
    if (projectId === undefined || !writable.has(projectId)) continue;
    const users = [...canLog].filter((pair) => pair.startsWith(`${projectId}:`)).map((pair) => Number(pair.split(':')[1]));
    if (users.length === 0) continue;
    items.forEach((item, index) => {
      const day = workingDays(daysBefore(now, 4 + index * 6), daysBefore(now, 1 + index * 6))[0] ?? yesterday;
      entries.push(entry(projectId, null, users[index % users.length], item.activity, item.hours, day, item.comment));
    });
  }
  await insertRows(db, 'time_entries', entries);

  const costs: NewCostEntry[] = [];
  for (const [projectKey, plans] of Object.entries(COST_PLANS)) {
    const projectId = projectIds.get(projectKey);
    if (projectId === undefined) continue;
    const users = [...canLog].filter((pair) => pair.startsWith(`${projectId}:`)).map((pair) => Number(pair.split(':')[1]));
    plans.forEach((plan, index) => {
      const workPackage = packages.find((wp) => wp.project_id === projectId && wp.type_id === plan.on) ?? packages.find((wp) => wp.project_id === projectId);
      const userId = users[index % Math.max(1, users.length)];
      if (!workPackage || userId === undefined) return;
      const spentOn = daysBefore(now, plan.daysAgo);
      const at = new Date(`${spentOn}T16:00:00Z`).toISOString();
      costs.push({
        project_id: projectId,
        work_package_id: workPackage.id,
        user_id: userId,
        cost_type_id: plan.type,
        units: plan.units,
        spent_on: spentOn,
        comment: plan.comment,
        overridden_costs: plan.overridden ?? null,
        costs: plan.units * COST_TYPE_RATES[plan.type],
        created_at: at,
        updated_at: at,
      });
    });
  }
  await insertRows(db, 'cost_entries', costs);

  // A budget per demo project, planned so the projects land in different utilisation bands (60-105 % spent), with a
  // little headroom on material; rounded to hundreds as a planner would.
  const budgets = [];
  for (const [projectKey, projectId] of projectIds) {
    const actuals = await actualsOf(db, projectId, 80);
    const spent = actuals.labourCost + actuals.materialCost;
    if (spent === 0) continue;
    const utilisation = 0.6 + random(`budget:${projectKey}`)() * 0.45;
    const material = Math.ceil((actuals.materialCost * 1.15) / 100) * 100;
    const labour = Math.max(0, Math.round((spent / utilisation - material) / 100) * 100);
    budgets.push({ project_id: projectId, subject: 'Delivery budget', description: '', planned_labour_cost: labour, planned_material_cost: material, created_at: timestamp, updated_at: timestamp });
  }
  await insertRows(db, 'budgets', budgets);
}
