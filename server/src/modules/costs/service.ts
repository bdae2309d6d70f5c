import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../access/index.ts';
import { isCalendarDate } from '../../http/inputs.ts';
import { invalidQuery, missingPermission } from '../../http/errors.ts';
import { link } from '../../http/hal.ts';
import { money } from '../../http/inputs.ts';
import { resolvePage } from '../../http/query.ts';
import { financeSettingsOf, moneyVisible, visibleProject } from '../budgets/index.ts';
import * as queries from './queries.ts';

export const COSTS_PAGE_LIMITS = { defaultPageSize: 20, maxPageSize: 200 };
export const COSTS_MESSAGES = {
  viewForbidden: 'You are not allowed to see the time and costs of this project.',
  dateInvalid: (name: string) => `${name} must be a date (YYYY-MM-DD).`,
  rangeReversed: 'The end of the period (to) is before its start (from).',
} as const;

export interface CostsQuery {
  from?: string;
  to?: string;
  userId?: number;
  activityId?: number;
  costTypeId?: number;
  workPackageId?: number;
  kind?: 'all' | 'time' | 'cost';
  groupBy?: queries.CostGrouping;
  offset?: number;
  pageSize?: number;
}

const sums = (row: queries.CostTotals, showMoney: boolean) => ({
  count: row.count,
  hours: Math.round(row.hours * 100) / 100,
  labourCost: showMoney ? money(row.labourCost) : null,
  materialCost: showMoney ? money(row.materialCost) : null,
  total: showMoney ? money(row.labourCost + row.materialCost) : null,
});

/**
 * The costs page's data: time entries (view_time_entries) and cost entries (view_cost_entries) of the project, the
 * filters' sums and, when asked, sums per group. Six statements whatever the page: access (2), settings, totals,
 * page and groups.
 */
export async function projectCosts(app: FastifyInstance, actor: Actor, projectId: number, query: CostsQuery) {
  const access = await visibleProject(app, actor, projectId);
  const mayTime = access.permissions.has('view_time_entries');
  const mayCost = access.permissions.has('view_cost_entries');
  if (!mayTime && !mayCost) throw missingPermission(COSTS_MESSAGES.viewForbidden);
  for (const name of ['from', 'to'] as const) if (query[name] !== undefined && !isCalendarDate(query[name])) throw invalidQuery(COSTS_MESSAGES.dateInvalid(name));
  if (query.from && query.to && query.to < query.from) throw invalidQuery(COSTS_MESSAGES.rangeReversed);
  const page = resolvePage(query, COSTS_PAGE_LIMITS);
  const settings = await financeSettingsOf(app.db, projectId);
  const kind = query.kind ?? 'all';
  const filter: queries.CostsFilter = {
    projectId,
    from: query.from,
    to: query.to,
    userId: query.userId,
    activityId: query.activityId,
    costTypeId: query.costTypeId,
    workPackageId: query.workPackageId,
    time: mayTime && kind !== 'cost',
    cost: mayCost && kind !== 'time',
    defaultRate: settings.defaultHourlyRate,
  };
  const showMoney = moneyVisible(access.permissions);
  const [totals, rows, groups] = await Promise.all([
    queries.costTotals(app.db, filter),
    queries.costRows(app.db, filter, page.pageSize, (page.offset - 1) * page.pageSize),
    query.groupBy ? queries.costGroups(app.db, filter, query.groupBy) : Promise.resolve([]),
  ]);
  return {
    _type: 'CostsReport' as const,
    moneyVisible: showMoney,
    currency: settings.currency,
    locale: settings.locale,
    decimals: settings.decimals,
    total: totals.count,
    offset: page.offset,
    pageSize: page.pageSize,
    groupBy: query.groupBy ?? null,
    totals: sums(totals, showMoney),
    groups: groups.map((group) => ({ key: group.key, label: group.label, ...sums(group, showMoney) })),
    entries: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      spentOn: row.spent_on,
      user: { id: row.user_id, name: row.user_name },
      workPackage: row.work_package_id === null ? null : { id: row.work_package_id, subject: row.work_package_subject ?? '' },
      activity: row.activity_id === null ? null : { id: row.activity_id, name: row.activity_name ?? '' },
      costType: row.cost_type_id === null ? null : { id: row.cost_type_id, name: row.cost_type_name ?? '' },
      hours: row.hours === null ? null : Number(row.hours),
      units: row.units === null ? null : Number(row.units),
      cost: showMoney && row.cost !== null ? money(row.cost) : null,
      comment: row.comment,
    })),
    _links: {
      self: link(`/projects/${projectId}/costs`),
      project: link(`/projects/${projectId}`, access.project.name),
      budget: link(`/projects/${projectId}/budget`),
    },
  };
}
