import type { FastifyInstance } from 'fastify';
import { actorOf, projectAccess, requireModule } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { missingPermission, notFound } from '../../http/errors.ts';
import { buildQueryString, link } from '../../http/hal.ts';
import { dayOf } from '../../http/inputs.ts';
import type { PageRequest } from '../../http/query.ts';
import { budgetOf, financeSettingsOf, moneyVisible, type FinanceSettings } from '../budgets/index.ts';
import { bucketsOf, daysBetween, addDays, defaultInterval, resolveRange, type Period, type PeriodQuery } from './period.ts';
import * as queries from './queries.ts';
import type { BreakdownBy, FigureRow, Interval, Range, Scope } from './queries.ts';

export const FINANCE_MESSAGES = {
  viewForbidden: 'You are not allowed to see the time and costs of this project.',
} as const;

export const TOP_COUNT = 5;
export const BREAKDOWN_PAGE_LIMITS = { defaultPageSize: 20, maxPageSize: 1000 };

/** Who asks about which project, for which period, and whether they may see money (else hours only). */
export interface FinanceContext {
  db: Db;
  scope: Scope;
  range: Range & { period: Period };
  settings: FinanceSettings;
  showMoney: boolean;
}

/**
 * The project (404 unless visible), the costs module (403 when off), view_time_entries (403), then the period
 * (422 naming from/to): nothing is read before the input is known to be good.
 */
export async function financeContext(app: FastifyInstance, user: PrincipalRow, projectId: number, query: PeriodQuery): Promise<FinanceContext> {
  const access = await projectAccess(app.db, actorOf(user), projectId);
  if (!access?.visible) throw notFound();
  requireModule(access, 'costs');
  if (!access.permissions.has('view_time_entries')) throw missingPermission(FINANCE_MESSAGES.viewForbidden);
  const range = resolveRange(query, dayOf(app.clock.now()));
  const settings = await financeSettingsOf(app.db, projectId);
  return { db: app.db, scope: { projectId, defaultRate: settings.defaultHourlyRate }, range, settings, showMoney: moneyVisible(access.permissions) };
}

/** Money only for who may see it: null otherwise (the hours stay). */
const money = (context: FinanceContext, value: number) => (context.showMoney ? round(value) : null);
const round = (value: number) => Math.round(value * 100) / 100;
const roundHours = (value: number) => Math.round(value * 100) / 100;

function figure(context: FinanceContext, row: FigureRow) {
  return {
    key: row.key,
    label: row.label,
    hours: roundHours(row.hours),
    labourCost: money(context, row.labourCost),
    materialCost: money(context, row.materialCost),
    totalCost: money(context, row.labourCost + row.materialCost),
  };
}

function header(context: FinanceContext, type: string, part: string, extra: Record<string, string | number | undefined> = {}) {
  const { range } = context;
  const query = buildQueryString({ period: range.period, ...(range.period === 'custom' ? { from: range.from, to: range.to } : {}), ...extra });
  return {
    _type: type,
    _links: { self: link(`/projects/${context.scope.projectId}/finance/${part}${query}`) },
    projectId: context.scope.projectId,
    period: context.range.period,
    from: context.range.from,
    to: context.range.to,
    showMoney: context.showMoney,
    currency: context.settings.currency,
    locale: context.settings.locale,
    decimals: context.settings.decimals,
  };
}

/** Summary: totals, billable hours (all hours: the spec's billability equals total hours), top 5 people and activities. */
export async function summary(context: FinanceContext) {
  const { db, scope, range, showMoney } = context;
  const { totals, contributors, activities } = await queries.summaryFigures(db, scope, range, showMoney, TOP_COUNT);
  return {
    ...header(context, 'FinanceSummary', 'summary'),
    totals: {
      hours: roundHours(totals.hours),
      billableHours: roundHours(totals.hours),
      labourCost: money(context, totals.labourCost),
      materialCost: money(context, totals.materialCost),
      totalCost: money(context, totals.labourCost + totals.materialCost),
      timeEntries: totals.timeEntries,
      costEntries: totals.costEntries,
    },
    topContributors: contributors.map((row) => figure(context, row)),
    topActivities: activities.map((row) => figure(context, row)),
  };
}

/** Breakdown: one page of groups of the dimension (periods by week or month). */
export async function breakdown(context: FinanceContext, by: BreakdownBy, interval: Interval | undefined, page: PageRequest) {
  const { db, scope, range, showMoney } = context;
  const resolvedInterval = interval ?? defaultInterval(range);
  const { total, rows } = await queries.breakdownPage(db, scope, range, by, resolvedInterval, showMoney, page.pageSize, (page.offset - 1) * page.pageSize);
  return {
    ...header(context, 'FinanceBreakdown', 'breakdown', { by, interval: resolvedInterval, offset: page.offset, pageSize: page.pageSize }),
    by,
    interval: resolvedInterval,
    total,
    count: rows.length,
    offset: page.offset,
    pageSize: page.pageSize,
    elements: rows.map((row) => figure(context, row)),
  };
}

/**
 * Trends: hours and costs per week or month (empty periods as zeros), the cumulative spending since the project
 * began (the budget burn), and a linear forecast: the range's average cost and hours per calendar day carried on
 * from the range's end to the last version's end date, and the day the budget runs out at that pace.
 */
export async function trends(context: FinanceContext, interval: Interval | undefined) {
  const { db, scope, range } = context;
  const resolvedInterval = interval ?? defaultInterval(range);
  const [rows, before, budget, versionEnd] = await Promise.all([
    queries.perPeriod(db, scope, range, resolvedInterval),
    queries.spentBefore(db, scope, range.from),
    budgetOf(db, scope.projectId),
    queries.lastVersionEnd(db, scope.projectId),
  ]);
  const byStart = new Map(rows.map((row) => [row.key, row]));
  let cumulative = before;
  let cumulativeHours = 0;
  const points = bucketsOf(range, resolvedInterval).map((start) => {
    const row = byStart.get(start) ?? { key: start, label: start, hours: 0, labourCost: 0, materialCost: 0 };
    cumulative += row.labourCost + row.materialCost;
    cumulativeHours += row.hours;
    return { ...figure(context, row), periodStart: start, cumulativeCost: money(context, cumulative), cumulativeHours: roundHours(cumulativeHours) };
  });
  const days = daysBetween(range.from, range.to) + 1;
  const spentInRange = cumulative - before;
  const dailyCost = spentInRange / days;
  const dailyHours = cumulativeHours / days;
  const planned = budget ? budget.plannedLabourCost + budget.plannedMaterialCost : null;
  const until = versionEnd && versionEnd > range.to ? versionEnd : null;
  const ahead = until ? daysBetween(range.to, until) : 0;
  let exhaustedOn: string | null = null;
  if (planned !== null && planned > 0) {
    if (cumulative >= planned) exhaustedOn = range.to;
    else if (dailyCost > 0) exhaustedOn = addDays(range.to, Math.ceil((planned - cumulative) / dailyCost));
  }
  return {
    ...header(context, 'FinanceTrends', 'trends', { interval: resolvedInterval }),
    interval: resolvedInterval,
    points,
    budget: { planned: planned === null ? null : money(context, planned), spentBefore: money(context, before), spent: money(context, cumulative) },
    forecast: {
      method: 'linear',
      dailyCost: money(context, dailyCost),
      dailyHours: roundHours(dailyHours),
      until,
      costAtEnd: until ? money(context, cumulative + dailyCost * ahead) : null,
      hoursAtEnd: until ? roundHours(cumulativeHours + dailyHours * ahead) : null,
      budgetExhaustedOn: context.showMoney ? exhaustedOn : null,
    },
  };
}
