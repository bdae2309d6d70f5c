// The admin dashboard's stats, performance and project hierarchy sections (spec 002 §7: stats, performance,
// hierarchy-summary, parent-projects, parent-projects/comparison, parent-projects/{id} and its work-items, resources,
// timeline, milestones). Admins only, cached per section like the others (service.ts 'section'), a constant number of
// statements per request (hierarchy-queries.ts). docs/api.md 'Admin dashboard' says how each figure is computed.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { actorOf } from '../../access/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import { invalidQuery, notFound } from '../../http/errors.ts';
import { isoDay } from '../../http/filters.ts';
import { resolvePage } from '../../http/query.ts';
import { milestonesForProjects } from '../milestones/index.ts';
import { CACHE_TTL_SECONDS } from './cache.ts';
import * as tree from './hierarchy-queries.ts';
import * as figures from './queries.ts';
import { HOURS_PER_WORKDAY, parseRange, RANGES, RECENT_DAYS, requireAdmin, searchPattern, section, sinceOf, daysOf, TABLE_PAGE, type Context } from './service.ts';

/** The comparison shows at most this many top-level parent projects (the largest organisations have a handful). */
export const COMPARISON_LIMIT = 50;
/** The performance section lists the projects with the most closings, at most this many. */
const PERFORMANCE_PROJECTS = 20;
const NOT_A_PARENT = (id: number) => `Project ${id} is not a parent project (it has no sub-projects) or does not exist.`;

interface PageQuery {
  offset?: number;
  pageSize?: number;
  search?: string;
}

const pageParams = (page: { offset: number; pageSize: number }, extra: Record<string, string> = {}) =>
  new URLSearchParams({ offset: String(page.offset), pageSize: String(page.pageSize), ...extra }).toString();

export async function stats(app: FastifyInstance, user: PrincipalRow) {
  return section(app, user, 'stats', '', CACHE_TTL_SECONDS.short, async (ctx) => ({
    _type: 'AdminDashboardStats' as const,
    records: await ctx.run(tree.recordCounts(app.db, sinceOf(ctx.now, RECENT_DAYS).since)),
  }));
}

export async function performance(app: FastifyInstance, user: PrincipalRow, rangeParam: string | undefined) {
  requireAdmin(user);
  const range = parseRange(rangeParam);
  return section(app, user, 'performance', `range=${range}`, CACHE_TTL_SECONDS.medium, async (ctx) => {
    const db = app.db;
    const days = RANGES[range];
    const { since } = sinceOf(ctx.now, days);
    const kinds = await ctx.run(figures.statusKinds(db));
    const postgres = isPostgres(db);
    const closingDay = postgres ? sql<string>`to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD')` : sql<string>`substr(j.created_at, 1, 10)`;
    const between = (from: string, to: string) =>
      postgres ? sql<number>`extract(epoch from (${sql.ref(to)} - ${sql.ref(from)})) / 86400.0` : sql<number>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)}))`;
    // The closing day against the due date as text: both are stored YYYY-MM-DD.
    const rows = await ctx.run(tree.deliveryByProject(db, kinds.closed, since, between, closingDay));
    const perProject = rows
      .map((row) => ({
        projectId: row.projectId,
        projectName: row.projectName,
        closed: row.closings,
        perWeek: figures.round2((row.closings * 7) / days),
        onTimeRate: figures.rate(row.onTime, row.withDueDate),
        withDueDate: row.withDueDate,
        averageCycleDays: row.cycleCount === 0 ? null : figures.round2(row.cycleDays / row.cycleCount),
      }))
      .sort((a, b) => b.closed - a.closed || a.projectName.localeCompare(b.projectName) || a.projectId - b.projectId);
    const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
    const closed = sum((row) => row.closings);
    const cycleCount = sum((row) => row.cycleCount);
    return {
      _type: 'AdminDashboardPerformance' as const,
      range,
      days,
      closed,
      perWeek: figures.round2((closed * 7) / days),
      withDueDate: sum((row) => row.withDueDate),
      onTime: sum((row) => row.onTime),
      onTimeRate: figures.rate(sum((row) => row.onTime), sum((row) => row.withDueDate)),
      averageCycleDays: cycleCount === 0 ? null : figures.round2(sum((row) => row.cycleDays) / cycleCount),
      projectsWithClosings: perProject.length,
      projects: perProject.slice(0, PERFORMANCE_PROJECTS),
    };
  });
}

export async function hierarchySummary(app: FastifyInstance, user: PrincipalRow) {
  return section(app, user, 'hierarchy-summary', '', CACHE_TTL_SECONDS.long, async (ctx) => ({
    _type: 'AdminDashboardHierarchySummary' as const,
    ...(await ctx.run(tree.hierarchyTotals(app.db))),
  }));
}

/** The rolled-up figures of the given parent projects, closings counted over the last 30 days. */
async function rolledUp(ctx: Context, rootIds: number[]) {
  const kinds = await ctx.run(figures.statusKinds(ctx.app.db));
  return ctx.run(tree.treeFigures(ctx.app.db, rootIds, kinds.closed, ctx.today, sinceOf(ctx.now, RECENT_DAYS).since));
}

export async function parentProjects(app: FastifyInstance, user: PrincipalRow, query: PageQuery) {
  requireAdmin(user);
  const page = resolvePage(query, TABLE_PAGE);
  const pattern = searchPattern(query.search);
  const params = pageParams(page, pattern ? { search: query.search!.trim() } : {});
  return section(app, user, 'parent-projects', params, CACHE_TTL_SECONDS.long, async (ctx) => {
    const found = await ctx.run(tree.parentProjectPage(app.db, { pattern, limit: page.pageSize, offset: (page.offset - 1) * page.pageSize }));
    const byRoot = await rolledUp(ctx, found.rows.map((row) => row.id));
    const elements = found.rows.map((row) => ({ ...row, ...(byRoot.get(row.id) ?? tree.EMPTY_TREE_FIGURES) }));
    return { _type: 'AdminDashboardParentProjects' as const, total: found.total, count: elements.length, offset: page.offset, pageSize: page.pageSize, elements };
  });
}

/** Top-level parent projects side by side, with the mean of each figure over them. */
export async function parentProjectsComparison(app: FastifyInstance, user: PrincipalRow) {
  return section(app, user, 'parent-projects/comparison', '', CACHE_TTL_SECONDS.longest, async (ctx) => {
    const found = await ctx.run(tree.parentProjectPage(app.db, { pattern: null, limit: COMPARISON_LIMIT, offset: 0, topLevel: true }));
    const byRoot = await rolledUp(ctx, found.rows.map((row) => row.id));
    const elements = found.rows.map((row) => {
      const rolled = byRoot.get(row.id) ?? tree.EMPTY_TREE_FIGURES;
      return { id: row.id, name: row.name, identifier: row.identifier, ...rolled, hoursPerMember: rolled.members === 0 ? null : figures.round2(rolled.hours / rolled.members) };
    });
    const mean = (pick: (row: (typeof elements)[number]) => number | null) => {
      const values = elements.map(pick).filter((value): value is number => value !== null);
      return values.length === 0 ? null : figures.round2(values.reduce((total, value) => total + value, 0) / values.length);
    };
    return {
      _type: 'AdminDashboardParentComparison' as const,
      total: found.total,
      count: elements.length,
      averages: {
        completionRate: mean((row) => row.completionRate),
        overdueRate: mean((row) => row.overdueRate),
        closedInPeriod: mean((row) => row.closedInPeriod),
        hoursPerMember: mean((row) => row.hoursPerMember),
        subProjects: mean((row) => row.subProjects),
      },
      elements,
    };
  });
}

/** The parent project or a 404 (unknown, or without sub-projects). */
async function parentOf(ctx: Context, id: number) {
  const head = await ctx.run(tree.projectHead(ctx.app.db, id));
  if (!head || head.children === 0) throw notFound(NOT_A_PARENT(id));
  const { children: _children, ...project } = head;
  return project;
}

export async function parentProject(app: FastifyInstance, user: PrincipalRow, id: number) {
  return section(app, user, `parent-projects/${id}`, '', CACHE_TTL_SECONDS.medium, async (ctx) => {
    const project = await parentOf(ctx, id);
    const kinds = await ctx.run(figures.statusKinds(app.db));
    const [byRoot, projects] = await Promise.all([
      ctx.run(tree.treeFigures(app.db, [id], kinds.closed, ctx.today, sinceOf(ctx.now, RECENT_DAYS).since)),
      ctx.run(tree.treeProjects(app.db, id, kinds.closed, ctx.today)),
    ]);
    return { _type: 'AdminDashboardParentProject' as const, project, totals: byRoot.get(id) ?? tree.EMPTY_TREE_FIGURES, projects };
  });
}

export async function parentWorkItems(app: FastifyInstance, user: PrincipalRow, id: number, query: PageQuery & { state?: string }) {
  requireAdmin(user);
  const page = resolvePage(query, TABLE_PAGE);
  const state = query.state === undefined || query.state === '' ? 'all' : query.state;
  if (!(tree.WORK_ITEM_STATES as readonly string[]).includes(state)) throw invalidQuery(`Invalid value for state: "${state}". Use one of ${tree.WORK_ITEM_STATES.join(', ')}.`);
  return section(app, user, `parent-projects/${id}/work-items`, pageParams(page, { state }), CACHE_TTL_SECONDS.short, async (ctx) => {
    await parentOf(ctx, id);
    const kinds = await ctx.run(figures.statusKinds(app.db));
    const found = await ctx.run(tree.treeWorkItems(app.db, id, kinds.closed, ctx.today, { state: state as tree.WorkItemState, limit: page.pageSize, offset: (page.offset - 1) * page.pageSize }));
    return { _type: 'AdminDashboardParentWorkItems' as const, state, total: found.total, count: found.elements.length, offset: page.offset, pageSize: page.pageSize, elements: found.elements };
  });
}

export async function parentResources(app: FastifyInstance, user: PrincipalRow, id: number, rangeParam: string | undefined) {
  requireAdmin(user);
  const range = parseRange(rangeParam);
  return section(app, user, `parent-projects/${id}/resources`, `range=${range}`, CACHE_TTL_SECONDS.medium, async (ctx) => {
    await parentOf(ctx, id);
    const days = RANGES[range];
    const kinds = await ctx.run(figures.statusKinds(app.db));
    const people = await ctx.run(tree.treeResources(app.db, id, kinds.closed, sinceOf(ctx.now, days).sinceDay));
    const workdays = daysOf(ctx.now, days).filter((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())).length;
    const capacity = workdays * HOURS_PER_WORKDAY;
    const elements = people.map((person) => ({ ...person, capacityHours: capacity, utilisation: figures.rate(person.hours, capacity) }));
    const hours = figures.round2(elements.reduce((total, person) => total + person.hours, 0));
    return { _type: 'AdminDashboardParentResources' as const, range, workdays, capacityHoursPerPerson: capacity, totalHours: hours, averageUtilisation: figures.rate(hours, capacity * elements.length), elements };
  });
}

export async function parentTimeline(app: FastifyInstance, user: PrincipalRow, id: number, rangeParam: string | undefined) {
  requireAdmin(user);
  const range = parseRange(rangeParam);
  return section(app, user, `parent-projects/${id}/timeline`, `range=${range}`, CACHE_TTL_SECONDS.long, async (ctx) => {
    await parentOf(ctx, id);
    const db = app.db;
    const days = RANGES[range];
    const { since, sinceDay } = sinceOf(ctx.now, days);
    const kinds = await ctx.run(figures.statusKinds(db));
    const dayOf = (column: string) =>
      isPostgres(db) ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')` : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
    const [series, projects] = await Promise.all([
      ctx.run(tree.treeSeries(db, id, kinds.closed, since, sinceDay, dayOf)),
      ctx.run(tree.treeProjects(db, id, kinds.closed, ctx.today)),
    ]);
    const points = daysOf(ctx.now, days).map((day) => ({ day, created: series.created.get(day) ?? 0, closed: series.closed.get(day) ?? 0, hours: series.hours.get(day) ?? 0 }));
    return {
      _type: 'AdminDashboardParentTimeline' as const,
      range,
      days,
      spans: projects.map(({ id: projectId, name, parentId, depth, startDate, endDate, completionRate }) => ({ projectId, name, parentId, depth, startDate, endDate, completionRate })),
      series: points,
    };
  });
}

export async function parentMilestones(app: FastifyInstance, user: PrincipalRow, id: number) {
  return section(app, user, `parent-projects/${id}/milestones`, '', CACHE_TTL_SECONDS.medium, async (ctx) => {
    await parentOf(ctx, id);
    // An administrator sees every project: the milestones of the whole tree.
    const milestones = await ctx.run(milestonesForProjects(app.db, actorOf(user), [id], isoDay(ctx.now), { withDescendants: true }));
    const count = (health: string) => milestones.filter((milestone) => milestone.status === 'open' && milestone.health_status === health).length;
    return {
      _type: 'AdminDashboardParentMilestones' as const,
      total: milestones.length,
      open: milestones.filter((milestone) => milestone.status === 'open').length,
      atRisk: count('at_risk'),
      critical: count('critical'),
      elements: milestones,
    };
  });
}
