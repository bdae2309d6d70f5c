// The faculty (mentor) dashboard (issue 20 item 2, spec 002 §6 and §7 'Faculty dashboard'): managers and admins see
// the figures of their own projects only (queries.ts 'ownProjects': a role with manage_members there), from the stored
// data, cached per caller and write fingerprint (spec 002 §9 'Faculty comprehensive stale 300 s'). The role check
// comes before any read, so a member learns nothing; a mentor without projects gets the spec's 404.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../access/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { invalidQuery, missingPermission, notFound } from '../../http/errors.ts';
import { isoDay } from '../../http/filters.ts';
import { link } from '../../http/hal.ts';
import { cachedDashboardAnswer, dashboardFigures as figures, dashboardWriteFingerprint, DASHBOARD_CACHE_TTL_SECONDS } from '../admin-dashboard/index.ts';
import type { SheetCell as Cell } from '../finance/index.ts';
import { milestonesForProjects } from '../milestones/index.ts';
import * as faculty from './queries.ts';

export const FACULTY_PATH = '/dashboard/faculty';
export const FACULTY_MESSAGES = {
  facultyOnly: 'Only managers and administrators can see the faculty dashboard.',
  noProjects: 'No faculty projects found for current user',
} as const;
/** Spec 002 §9 'Faculty comprehensive': stale after 300 s (every section keeps the same). */
export const FACULTY_TTL_SECONDS = DASHBOARD_CACHE_TTL_SECONDS.medium;
/** Lists inside a section (reviews) show at most this many rows; their totals are complete. */
export const REVIEW_LIST_LIMIT = 50;
/** Spec 002 §9 'Faculty health score'. */
export const HEALTH_SCORE = { good: { over: 80, score: 90 }, fair: { over: 60, score: 75 }, poor: { score: 50 } } as const;
export const PERIODS = { week: { default: 12, max: 52 }, month: { default: 6, max: 24 } } as const;
export type Period = keyof typeof PERIODS;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** Open statuses whose name says review ('In review', 'Review'): the work waiting for a reviewer. */
const REVIEW_STATUS = /review/i;

interface Context {
  app: FastifyInstance;
  user: PrincipalRow;
  now: Date;
  today: string;
  projects: faculty.OwnProject[];
  projectIds: number[];
  run: <T>(query: Promise<T>) => Promise<T>;
  statements: () => number;
  /** Figures several sections read, computed once per request: see `once`. */
  shared: Map<string, Promise<unknown>>;
}

/**
 * A figure more than one section reads (the status kinds, the per-project figures), computed once per request: the
 * comprehensive answer asks for it from several sections at once, and each would otherwise read it again.
 */
function once<T>(ctx: Context, key: string, compute: () => Promise<T>): Promise<T> {
  let figure = ctx.shared.get(key) as Promise<T> | undefined;
  if (!figure) {
    figure = compute();
    ctx.shared.set(key, figure);
  }
  return figure;
}

const statusKindsOf = (ctx: Context) => once(ctx, 'statusKinds', () => ctx.run(figures.statusKinds(ctx.app.db)));

export function requireFaculty(user: PrincipalRow): void {
  if (!actorOf(user).admin && user.role_type !== 'manager') throw missingPermission(FACULTY_MESSAGES.facultyOnly);
}

/** A section's answer: faculty only, for the caller's own projects, cached per caller, projects, day and writes. */
async function section<T extends object>(app: FastifyInstance, user: PrincipalRow, name: string, params: string, compute: (ctx: Context) => Promise<T>) {
  requireFaculty(user);
  const started = performance.now();
  let statements = 0;
  const run = <Q>(query: Promise<Q>) => {
    statements += 1;
    return query;
  };
  const now = app.clock.now();
  const [fingerprint, projects] = await Promise.all([run(dashboardWriteFingerprint(app.db)), run(faculty.ownProjects(app.db, user.id))]);
  if (projects.length === 0) throw notFound(FACULTY_MESSAGES.noProjects);
  const ctx: Context = {
    app, user, now, today: isoDay(now), projects, projectIds: projects.map((project) => project.id), run, statements: () => statements, shared: new Map(),
  };
  // The caller is part of the key: the team leaves the mentor out, and milestones follow what they may see.
  const key = `faculty|${name}|${params}|${user.id}|${ctx.projectIds.join(',')}|${ctx.today}|${fingerprint}`;
  let computed = false;
  const answer = await cachedDashboardAnswer(app.db, key, FACULTY_TTL_SECONDS, now.getTime(), async () => {
    computed = true;
    return { ...(await compute(ctx)), generatedAt: now.toISOString() };
  });
  return {
    ...answer,
    cache: { hit: !computed, ttlSeconds: FACULTY_TTL_SECONDS, sqlStatements: statements, calculationTimeMs: figures.round2(performance.now() - started) },
    _links: { self: link(`${FACULTY_PATH}/${name}${params ? `?${params}` : ''}`) },
  };
}

/** Spec 002 §9: 90 when completion is over 80 %, 75 when over 60 %, else 50 (a project without work counts as 0 %). */
export function healthScore(completionRate: number | null): number {
  const completion = completionRate ?? 0;
  if (completion > HEALTH_SCORE.good.over) return HEALTH_SCORE.good.score;
  if (completion > HEALTH_SCORE.fair.over) return HEALTH_SCORE.fair.score;
  return HEALTH_SCORE.poor.score;
}

/**
 * The package totals: their own statement for the overview alone; in the comprehensive answer, the sums of the
 * per-project figures that performance and health read anyway (the same counts, one read fewer).
 */
async function overviewOf(ctx: Context, totalsFromProjects = false) {
  const db = ctx.app.db;
  const totals = async () => {
    if (!totalsFromProjects) return ctx.run(figures.packageTotals(db, ctx.projectIds, await statusKindsOf(ctx), ctx.today));
    const { rows } = await projectRows(ctx);
    const sum = (part: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + part(row), 0);
    return { total: sum((row) => row.total), open: sum((row) => row.open), closed: sum((row) => row.closed), overdue: sum((row) => row.overdue) };
  };
  const [packages, people] = await Promise.all([totals(), ctx.run(faculty.memberCount(db, ctx.projectIds, ctx.user.id))]);
  return {
    projects: ctx.projects.length,
    members: people.members,
    hoursLogged: people.hours,
    workPackages: { total: packages.total, open: packages.open, closed: packages.closed, overdue: packages.overdue, completionRate: figures.rate(packages.closed, packages.total) },
    projectList: ctx.projects,
  };
}

async function teamsOf(ctx: Context) {
  const elements = await ctx.run(faculty.teamRows(ctx.app.db, ctx.projectIds, ctx.user.id));
  return { total: elements.length, elements };
}

async function reviewsOf(ctx: Context) {
  const db = ctx.app.db;
  const statuses = await ctx.run(db.selectFrom('statuses').select(['id', 'name', 'is_closed']).execute());
  const reviewStatuses = statuses.filter((status) => !status.is_closed && REVIEW_STATUS.test(status.name));
  const [repositories, pulls, packages] = await Promise.all([
    ctx.run(faculty.linkedRepositories(db, ctx.projectIds)),
    ctx.run(faculty.pullRequestsAwaitingReview(db, ctx.projectIds, REVIEW_LIST_LIMIT)),
    ctx.run(faculty.packagesInReview(db, ctx.projectIds, reviewStatuses.map((status) => status.id), REVIEW_LIST_LIMIT)),
  ]);
  return {
    pullRequests: { linkedRepositories: repositories, total: pulls.total, elements: pulls.elements },
    workPackages: { reviewStatuses: reviewStatuses.map((status) => status.name), total: packages.total, elements: packages.elements },
  };
}

/** Per project: package counts, members and hours (performance, health and the overview's totals). */
function projectRows(ctx: Context) {
  return once(ctx, 'projectRows', async () => {
    const kinds = await statusKindsOf(ctx);
    const byProject = await ctx.run(figures.projectFigures(ctx.app.db, ctx.projectIds, kinds.closed, ctx.today));
    return {
      kinds,
      rows: ctx.projects.map((project) => {
        const row = byProject.get(project.id) ?? { total: 0, closed: 0, open: 0, overdue: 0, completionRate: null, members: 0, hours: 0, lastActivityAt: null };
        return { id: project.id, name: project.name, identifier: project.identifier, total: row.total, open: row.open, closed: row.closed, overdue: row.overdue, completionRate: row.completionRate, hoursLogged: row.hours, members: row.members, lastActivityAt: row.lastActivityAt };
      }),
    };
  });
}

async function performanceOf(ctx: Context) {
  const { kinds, rows } = await projectRows(ctx);
  const members = await ctx.run(faculty.memberPerformance(ctx.app.db, ctx.projectIds, ctx.user.id, kinds.closed, ctx.today));
  return { members, projects: rows };
}

async function analyticsOf(ctx: Context) {
  const result = await ctx.run(faculty.distributions(ctx.app.db, ctx.projectIds));
  return { total: result.byStatus.reduce((sum, row) => sum + row.count, 0), ...result };
}

async function milestonesOf(ctx: Context) {
  const elements = await ctx.run(milestonesForProjects(ctx.app.db, actorOf(ctx.user), ctx.projectIds, ctx.today));
  const count = (health: string) => elements.filter((milestone) => milestone.status === 'open' && milestone.health_status === health).length;
  return { total: elements.length, healthy: count('healthy'), atRisk: count('at_risk'), critical: count('critical'), elements };
}

async function healthOf(ctx: Context) {
  const { rows } = await projectRows(ctx);
  const elements = rows.map((row) => ({ id: row.id, name: row.name, completionRate: row.completionRate, total: row.total, closed: row.closed, overdue: row.overdue, score: healthScore(row.completionRate) }));
  const average = elements.length === 0 ? null : figures.round2(elements.reduce((sum, row) => sum + row.score, 0) / elements.length);
  return { averageScore: average, elements };
}

export function parsePeriod(raw: string | undefined): Period {
  if (raw === undefined || raw === '') return 'week';
  if (raw in PERIODS) return raw as Period;
  throw invalidQuery(`Invalid value for period: "${raw}". Use week or month.`);
}

export function parseDuration(raw: string | undefined, period: Period): number {
  if (raw === undefined || raw === '') return PERIODS[period].default;
  const max = PERIODS[period].max;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw invalidQuery(`Invalid value for duration: "${raw}". Use a whole number of ${period}s from 1 to ${max}.`);
  return Number(raw);
}

/** The first days of the last `duration` periods, oldest first: weeks start on Monday, months on the 1st (UTC). */
export function periodStarts(today: string, period: Period, duration: number): string[] {
  const day = new Date(`${today}T00:00:00Z`);
  if (period === 'week') {
    const monday = isoDay(day, -((day.getUTCDay() + 6) % 7));
    return Array.from({ length: duration }, (_, index) => isoDay(new Date(`${monday}T00:00:00Z`), -7 * (duration - 1 - index)));
  }
  return Array.from({ length: duration }, (_, index) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - (duration - 1 - index), 1)).toISOString().slice(0, 10));
}

async function trendsOf(ctx: Context, period: Period, duration: number) {
  const db = ctx.app.db;
  const starts = periodStarts(ctx.today, period, duration);
  const since = `${starts[0]}T00:00:00.000Z`;
  const kinds = await statusKindsOf(ctx);
  const [created, closings] = await Promise.all([ctx.run(figures.createdPerDay(db, ctx.projectIds, since)), ctx.run(figures.closingsPerDay(db, ctx.projectIds, kinds.closed, since))]);
  const series = starts.map((start) => ({ start, created: 0, closed: 0 }));
  const bucketOf = (day: string) => {
    for (let index = series.length - 1; index >= 0; index -= 1) if (series[index].start <= day) return series[index];
    return null;
  };
  for (const [day, n] of created) {
    const bucket = bucketOf(day);
    if (bucket) bucket.created += n;
  }
  for (const day of closings) {
    const bucket = bucketOf(day.day);
    if (bucket) bucket.closed += day.closings;
  }
  return { period, duration, totals: { created: series.reduce((sum, row) => sum + row.created, 0), closed: series.reduce((sum, row) => sum + row.closed, 0) }, series };
}

type Query = { period?: string; duration?: string };

export const overview = (app: FastifyInstance, user: PrincipalRow) => section(app, user, 'overview', '', async (ctx) => ({ _type: 'FacultyOverview' as const, ...(await overviewOf(ctx)) }));
export const teams = (app: FastifyInstance, user: PrincipalRow) => section(app, user, 'teams', '', async (ctx) => ({ _type: 'FacultyTeams' as const, ...(await teamsOf(ctx)) }));
export const reviews = (app: FastifyInstance, user: PrincipalRow) => section(app, user, 'reviews', '', async (ctx) => ({ _type: 'FacultyReviews' as const, ...(await reviewsOf(ctx)) }));
export const performanceFigures = (app: FastifyInstance, user: PrincipalRow) =>
  section(app, user, 'performance', '', async (ctx) => ({ _type: 'FacultyPerformance' as const, ...(await performanceOf(ctx)) }));
export const analytics = (app: FastifyInstance, user: PrincipalRow) => section(app, user, 'analytics', '', async (ctx) => ({ _type: 'FacultyAnalytics' as const, ...(await analyticsOf(ctx)) }));
export const milestones = (app: FastifyInstance, user: PrincipalRow) => section(app, user, 'milestones', '', async (ctx) => ({ _type: 'FacultyMilestones' as const, ...(await milestonesOf(ctx)) }));
export const health = (app: FastifyInstance, user: PrincipalRow) => section(app, user, 'health', '', async (ctx) => ({ _type: 'FacultyHealth' as const, ...(await healthOf(ctx)) }));

export function trends(app: FastifyInstance, user: PrincipalRow, query: Query) {
  requireFaculty(user);
  const period = parsePeriod(query.period);
  const duration = parseDuration(query.duration, period);
  return section(app, user, 'trends', `period=${period}&duration=${duration}`, async (ctx) => ({ _type: 'FacultyTrends' as const, ...(await trendsOf(ctx, period, duration)) }));
}

/** Every section in one answer (spec 002 §7 'comprehensive'), trends with the default period and duration. */
export function comprehensive(app: FastifyInstance, user: PrincipalRow) {
  return section(app, user, 'comprehensive', '', async (ctx) => {
    const [overviewPart, teamsPart, reviewsPart, performancePart, analyticsPart, milestonesPart, healthPart, trendsPart] = await Promise.all([
      overviewOf(ctx, true), teamsOf(ctx), reviewsOf(ctx), performanceOf(ctx), analyticsOf(ctx), milestonesOf(ctx), healthOf(ctx), trendsOf(ctx, 'week', PERIODS.week.default),
    ]);
    return {
      _type: 'FacultyComprehensive' as const,
      overview: overviewPart, teams: teamsPart, reviews: reviewsPart, performance: performancePart, analytics: analyticsPart, milestones: milestonesPart, health: healthPart, trends: trendsPart,
    };
  });
}

export function parseFormat(raw: string | undefined): ExportFormat {
  if (raw === undefined || raw === '') return 'csv';
  if ((EXPORT_FORMATS as readonly string[]).includes(raw)) return raw as ExportFormat;
  throw invalidQuery(`Invalid value for format: "${raw}". Use csv or xlsx.`);
}

/** The export's rows: the projects with their health, the team's performance and the milestones, as tables. */
export async function exportRows(app: FastifyInstance, user: PrincipalRow): Promise<Cell[][]> {
  const all = await comprehensive(app, user);
  const health = new Map(all.health.elements.map((row) => [row.id, row.score]));
  const roles = new Map(all.teams.elements.map((member) => [member.user_id, member]));
  return [
    ['Faculty dashboard', user.name, all.generatedAt],
    [],
    ['Projects'],
    ['Project', 'Work packages', 'Open', 'Closed', 'Overdue', 'Completion %', 'Health score', 'Hours logged', 'Members'],
    ...all.performance.projects.map((row) => [row.name, row.total, row.open, row.closed, row.overdue, row.completionRate, health.get(row.id) ?? null, row.hoursLogged, row.members]),
    [],
    ['Team members'],
    ['Member', 'Email', 'Roles', 'Projects', 'Assigned', 'Completed', 'Open', 'Overdue', 'Hours logged'],
    ...all.performance.members.map((row) => {
      const member = roles.get(row.userId);
      return [row.name, member?.email ?? '', member?.roles.join('; ') ?? '', member?.projects.map((project) => project.name).join('; ') ?? '', row.assigned, row.completed, row.open, row.overdue, row.hoursLogged];
    }),
    [],
    ['Milestones'],
    ['Milestone', 'Project', 'Due date', 'Status', 'Progress %', 'Health'],
    ...all.milestones.elements.map((row) => [row.name, row.project_name, row.due_date, row.status, row.progress, row.health_status]),
  ];
}

export const exportFileName = (app: FastifyInstance, format: ExportFormat) => `faculty-dashboard-${isoDay(app.clock.now())}.${format}`;
