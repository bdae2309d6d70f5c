// The admin dashboard (issue 20 item 1, spec 002 §7 'Admin dashboard'): organisation figures for administrators,
// computed from the stored data (never sample data) by the figure queries (queries.ts), cached per section (cache.ts).
// Every answer is admins' only: the check comes before any read, so a member learns nothing (not even timing).
import { performance } from 'node:perf_hooks';
import { memoryUsage, uptime, version as nodeVersion } from 'node:process';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { actorOf } from '../../access/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { toIsoStringOrNull } from '../../db/values.ts';
import { invalidQuery, missingPermission } from '../../http/errors.ts';
import { isoDay } from '../../http/filters.ts';
import { link } from '../../http/hal.ts';
import { resolvePage } from '../../http/query.ts';
import { RedisEventBus } from '../../realtime/redis-bus.ts';
import { CORE_VERSION } from '../root/index.ts';
import { CACHE_TTL_SECONDS, cachedAnswer, writeFingerprint } from './cache.ts';
import { managerPage } from './managers-queries.ts';
import * as figures from './queries.ts';

export const DASHBOARD_PATH = '/admin/dashboard';
const MESSAGES = { adminOnly: 'Only administrators can see the admin dashboard.' } as const;
const DAY_MS = 86_400_000;

/** Spec 002 §9: trends range default 30_days. */
export const RANGES = { '7_days': 7, '30_days': 30, '90_days': 90, '180_days': 180, '365_days': 365 } as const;
export type RangeName = keyof typeof RANGES;
export const DEFAULT_RANGE: RangeName = '30_days';
/** Figures 'of the last 30 days' (summary, users). */
export const RECENT_DAYS = 30;
/** Lists inside a section (overdue, blocked, at risk) show at most this many rows; the counts are complete. */
const SECTION_LIST_LIMIT = 10;
/** Spec 002 §9 'At-risk milestone': under 7 days left and progress under 50 %. */
const AT_RISK_DAYS = 7;
const AT_RISK_PROGRESS = 50;
/** Capacity for utilisation: 8 hours per weekday. */
export const HOURS_PER_WORKDAY = 8;
export const TABLE_PAGE = { defaultPageSize: 20, maxPageSize: 100 } as const;
export const ACTIVITY_LIMIT = { default: 20, max: 100 } as const;
/** Health thresholds (alerts). */
const SLOW_DATABASE_MS = 200;
const HEAP_WARNING_RATIO = 0.9;

export function requireAdmin(user: PrincipalRow): void {
  if (!actorOf(user).admin) throw missingPermission(MESSAGES.adminOnly);
}

export interface Context {
  app: FastifyInstance;
  now: Date;
  today: string;
  statements: () => number;
  run: <T>(query: Promise<T>) => Promise<T>;
}

function contextOf(app: FastifyInstance): Context {
  let statements = 0;
  const now = app.clock.now();
  return {
    app,
    now,
    today: isoDay(now),
    statements: () => statements,
    run: <T>(query: Promise<T>) => {
      statements += 1;
      return query;
    },
  };
}

/** A section's answer: admins only, cached per write fingerprint and TTL, with how it was computed. */
export async function section<T extends object>(app: FastifyInstance, user: PrincipalRow, name: string, params: string, ttl: number, compute: (ctx: Context) => Promise<T>) {
  requireAdmin(user);
  const started = performance.now();
  const ctx = contextOf(app);
  const fingerprint = await ctx.run(writeFingerprint(app.db));
  // The day is part of the key: 'overdue' and 'last 30 days' move at midnight even without a write.
  const key = `${name}|${params}|${ctx.today}|${fingerprint}`;
  let computed = false;
  const answer = await cachedAnswer(app.db, key, ttl, ctx.now.getTime(), async () => {
    computed = true;
    return { ...(await compute(ctx)), generatedAt: ctx.now.toISOString() };
  });
  return {
    ...answer,
    cache: { hit: !computed, ttlSeconds: ttl, sqlStatements: ctx.statements(), calculationTimeMs: figures.round2(performance.now() - started) },
    _links: { self: link(`${DASHBOARD_PATH}/${name}${params ? `?${params}` : ''}`) },
  };
}

export function parseRange(value: string | undefined): RangeName {
  if (value === undefined || value === '') return DEFAULT_RANGE;
  if (value in RANGES) return value as RangeName;
  throw invalidQuery(`Invalid value for range: "${value}". Use one of ${Object.keys(RANGES).join(', ')}.`);
}

export const sinceOf = (now: Date, days: number) => ({ since: new Date(now.getTime() - days * DAY_MS).toISOString(), sinceDay: isoDay(now, -(days - 1)) });
/** The days of a range, oldest first, ending today. */
export const daysOf = (now: Date, days: number) => Array.from({ length: days }, (_, index) => isoDay(now, index - days + 1));

export async function executiveSummary(app: FastifyInstance, user: PrincipalRow) {
  return section(app, user, 'executive-summary', '', CACHE_TTL_SECONDS.short, async (ctx) => {
    const db = app.db;
    const { since, sinceDay } = sinceOf(ctx.now, RECENT_DAYS);
    const kinds = await ctx.run(figures.statusKinds(db));
    const [users, projects, packages, closings] = await Promise.all([
      ctx.run(figures.userTotals(db, since)),
      ctx.run(figures.projectTotals(db, sinceDay)),
      ctx.run(figures.packageTotals(db, null, kinds, ctx.today)),
      ctx.run(figures.closingsPerDay(db, null, kinds.closed, since)),
    ]);
    return {
      _type: 'AdminDashboardSummary' as const,
      users,
      projects,
      workPackages: { ...packages, completionRate: figures.rate(packages.closed, packages.total), closedLast30Days: closings.reduce((sum, day) => sum + day.closings, 0) },
    };
  });
}

interface PageQuery {
  offset?: number;
  pageSize?: number;
  search?: string;
}

export const searchPattern = (search: string | undefined) => (search && search.trim() ? `%${search.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

export async function usersTable(app: FastifyInstance, user: PrincipalRow, query: PageQuery) {
  requireAdmin(user);
  const page = resolvePage(query, TABLE_PAGE);
  const pattern = searchPattern(query.search);
  const params = new URLSearchParams({ offset: String(page.offset), pageSize: String(page.pageSize), ...(pattern ? { search: query.search!.trim() } : {}) }).toString();
  return section(app, user, 'users', params, CACHE_TTL_SECONDS.short, async (ctx) => {
    const db = app.db;
    const { since, sinceDay } = sinceOf(ctx.now, RECENT_DAYS);
    const kinds = await ctx.run(figures.statusKinds(db));
    const matches = pattern ? sql`and (lower(u.name) like ${pattern} escape '\\' or lower(coalesce(u.email, '')) like ${pattern} escape '\\')` : sql``;
    const closedOut = kinds.closed.length ? sql`and wp.status_id not in (${sql.join(kinds.closed)})` : sql``;
    const [totalResult, rowResult] = await Promise.all([
      ctx.run(sql<{ n: unknown }>`select count(u.id) as n from principals u where u.type = 'User' ${matches}`.execute(db)),
      ctx.run(
        sql<{ id: number; name: string; email: string | null; role_type: string | null; status: string; created_at: Date | string; projects: unknown; open_assigned: unknown; hours: unknown; last_login: Date | string | null; last_activity: Date | string | null }>`
          select u.id, u.name, u.email, u.role_type, u.status, u.created_at,
            (select count(m.id) from memberships m where m.principal_id = u.id) as projects,
            (select count(wp.id) from work_packages wp where wp.assigned_to_id = u.id ${closedOut}) as open_assigned,
            (select coalesce(sum(t.hours), 0) from time_entries t where t.user_id = u.id and t.spent_on >= ${sinceDay}) as hours,
            u.last_login_at as last_login,
            (select max(j.created_at) from journals j where j.user_id = u.id and j.created_at >= ${since}) as last_activity
          from principals u where u.type = 'User' ${matches}
          order by lower(u.name), u.id limit ${page.pageSize} offset ${(page.offset - 1) * page.pageSize}`.execute(db),
      ),
    ]);
    const elements = rowResult.rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      email: row.email ?? '',
      role: row.role_type ?? 'member',
      status: row.status,
      createdAt: toIsoStringOrNull(row.created_at),
      projects: figures.toNumber(row.projects as number),
      openAssignedWorkPackages: figures.toNumber(row.open_assigned as number),
      hoursLast30Days: figures.round2(figures.toNumber(row.hours as number)),
      lastLoginAt: toIsoStringOrNull(row.last_login),
      lastActivityAt: toIsoStringOrNull(row.last_activity),
    }));
    return { _type: 'AdminDashboardUsers' as const, total: figures.toNumber(totalResult.rows[0]?.n as number), count: elements.length, offset: page.offset, pageSize: page.pageSize, elements };
  });
}

export async function projectsTable(app: FastifyInstance, user: PrincipalRow, query: PageQuery) {
  requireAdmin(user);
  const page = resolvePage(query, TABLE_PAGE);
  const pattern = searchPattern(query.search);
  const params = new URLSearchParams({ offset: String(page.offset), pageSize: String(page.pageSize), ...(pattern ? { search: query.search!.trim() } : {}) }).toString();
  return section(app, user, 'projects', params, CACHE_TTL_SECONDS.short, async (ctx) => {
    const db = app.db;
    const kinds = await ctx.run(figures.statusKinds(db));
    const matches = pattern ? sql`where (lower(p.name) like ${pattern} escape '\\' or lower(p.identifier) like ${pattern} escape '\\')` : sql``;
    const [totalResult, pageResult] = await Promise.all([
      ctx.run(sql<{ n: unknown }>`select count(p.id) as n from projects p ${matches}`.execute(db)),
      ctx.run(
        sql<{ id: number; name: string; identifier: string; active: unknown; public: unknown; templated: unknown; parent_id: number | null; status_code: string | null }>`
          select p.id, p.name, p.identifier, p.active, p.public, p.templated, p.parent_id, p.status_code from projects p ${matches}
          order by lower(p.name), p.id limit ${page.pageSize} offset ${(page.offset - 1) * page.pageSize}`.execute(db),
      ),
    ]);
    const pageIds = pageResult.rows.map((row) => Number(row.id));
    const byProject = await ctx.run(figures.projectFigures(db, pageIds, kinds.closed, ctx.today));
    const elements = pageResult.rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      identifier: row.identifier,
      active: Boolean(row.active),
      public: Boolean(row.public),
      templated: Boolean(row.templated),
      parentId: row.parent_id === null ? null : Number(row.parent_id),
      statusCode: row.status_code,
      ...(byProject.get(Number(row.id)) ?? { total: 0, closed: 0, open: 0, overdue: 0, completionRate: null, members: 0, hours: 0, lastActivityAt: null }),
    }));
    return { _type: 'AdminDashboardProjects' as const, total: figures.toNumber(totalResult.rows[0]?.n as number), count: elements.length, offset: page.offset, pageSize: page.pageSize, elements };
  });
}

export async function workAnalytics(app: FastifyInstance, user: PrincipalRow, rangeParam: string | undefined) {
  requireAdmin(user);
  const range = parseRange(rangeParam);
  return section(app, user, 'work-analytics', `range=${range}`, CACHE_TTL_SECONDS.medium, async (ctx) => {
    const db = app.db;
    const days = RANGES[range];
    const { since } = sinceOf(ctx.now, days);
    const kinds = await ctx.run(figures.statusKinds(db));
    const [closings, created, totals] = await Promise.all([
      ctx.run(figures.closingsPerDay(db, null, kinds.closed, since)),
      ctx.run(figures.createdPerDay(db, null, since)),
      ctx.run(figures.packageTotals(db, null, kinds, ctx.today)),
    ]);
    const closedBy = new Map(closings.map((day) => [day.day, day.closings]));
    const closed = closings.reduce((sum, day) => sum + day.closings, 0);
    const cycleDays = closings.reduce((sum, day) => sum + day.cycleDays, 0);
    const cycleCount = closings.reduce((sum, day) => sum + day.cycleCount, 0);
    return {
      _type: 'AdminDashboardWorkAnalytics' as const,
      range,
      days,
      throughput: { closed, perWeek: figures.round2((closed * 7) / days), created: [...created.values()].reduce((sum, n) => sum + n, 0) },
      cycleTime: { averageDays: cycleCount === 0 ? null : figures.round2(cycleDays / cycleCount), samples: cycleCount },
      open: totals.open,
      overdue: totals.overdue,
      overdueRate: figures.rate(totals.overdue, totals.open),
      perDay: daysOf(ctx.now, days).map((day) => ({ day, created: created.get(day) ?? 0, closed: closedBy.get(day) ?? 0 })),
    };
  });
}

export async function resources(app: FastifyInstance, user: PrincipalRow, rangeParam: string | undefined) {
  requireAdmin(user);
  const range = parseRange(rangeParam);
  return section(app, user, 'resources', `range=${range}`, CACHE_TTL_SECONDS.medium, async (ctx) => {
    const db = app.db;
    const days = RANGES[range];
    const { sinceDay } = sinceOf(ctx.now, days);
    const kinds = await ctx.run(figures.statusKinds(db));
    const people = await ctx.run(figures.resourceFigures(db, null, kinds.closed, sinceDay));
    const workdays = daysOf(ctx.now, days).filter((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())).length;
    const capacity = workdays * HOURS_PER_WORKDAY;
    const elements = people.map((person) => ({ ...person, capacityHours: capacity, utilisation: figures.rate(person.hours, capacity) }));
    const hours = figures.round2(elements.reduce((sum, person) => sum + person.hours, 0));
    return {
      _type: 'AdminDashboardResources' as const,
      range,
      workdays,
      capacityHoursPerPerson: capacity,
      totalHours: hours,
      averageUtilisation: figures.rate(hours, capacity * elements.length),
      elements,
    };
  });
}

async function qualityFigures(ctx: Context) {
  const db = ctx.app.db;
  const kinds = await ctx.run(figures.statusKinds(db));
  const [totals, overdue, blocked, versions] = await Promise.all([
    ctx.run(figures.packageTotals(db, null, kinds, ctx.today)),
    ctx.run(figures.overduePackages(db, null, kinds.closed, ctx.today, SECTION_LIST_LIMIT)),
    ctx.run(figures.blockedPackages(db, null, kinds.blocked, SECTION_LIST_LIMIT)),
    ctx.run(figures.versionProgress(db, null, kinds.closed, ctx.today, isoDay(ctx.now, AT_RISK_DAYS - 1))),
  ]);
  // Ended with open packages: in trouble; ending within 7 days under 50 % closed: at risk.
  const inTrouble = versions.filter((version) => version.ended && version.closed < version.total);
  const atRisk = versions.filter((version) => !version.ended && version.progress < AT_RISK_PROGRESS);
  return { totals, overdue, blocked, inTrouble, atRisk, blockedStatuses: kinds.blocked.length };
}

export async function qualityRisk(app: FastifyInstance, user: PrincipalRow) {
  return section(app, user, 'quality-risk', '', CACHE_TTL_SECONDS.short, async (ctx) => {
    const quality = await qualityFigures(ctx);
    return {
      _type: 'AdminDashboardQualityRisk' as const,
      overdue: { count: quality.totals.overdue, rate: figures.rate(quality.totals.overdue, quality.totals.open), oldest: quality.overdue },
      blocked: { count: quality.totals.blocked, blockingStatuses: quality.blockedStatuses, longest: quality.blocked },
      unassignedOpen: quality.totals.unassigned,
      atRiskMilestones: quality.atRisk,
      sprintsInTrouble: quality.inTrouble,
    };
  });
}

async function healthFigures(app: FastifyInstance) {
  const db = app.db;
  const probeStarted = performance.now();
  await sql`select 1`.execute(db);
  const latencyMs = figures.round2(performance.now() - probeStarted);
  const since = new Date(app.clock.now().getTime() - DAY_MS).toISOString();
  const [size, jobs] = await Promise.all([
    isPostgres(db)
      ? sql<{ bytes: unknown }>`select pg_database_size(current_database()) as bytes`.execute(db)
      : sql<{ bytes: unknown }>`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`.execute(db),
    sql<{ status: string; n: unknown; recent: unknown; oldest: Date | string | null }>`
      select status, count(id) as n, sum(case when updated_at >= ${since} then 1 else 0 end) as recent, min(created_at) as oldest from jobs group by status`.execute(db),
  ]);
  const byStatus = new Map(jobs.rows.map((row) => [row.status, row]));
  const count = (status: string) => figures.toNumber(byStatus.get(status)?.n as number);
  const memory = memoryUsage();
  const bus = app.events instanceof RedisEventBus ? 'redis' : 'in-process';
  return {
    database: { dialect: isPostgres(db) ? 'postgresql' : 'sqlite', sizeBytes: figures.toNumber(size.rows[0]?.bytes as number), latencyMs },
    jobs: {
      queued: count('in_queue'),
      running: count('in_process'),
      succeeded: count('success'),
      failed: count('failure'),
      failedLast24Hours: figures.toNumber(byStatus.get('failure')?.recent as number),
      oldestQueuedAt: toIsoStringOrNull(byStatus.get('in_queue')?.oldest ?? null),
    },
    eventBus: { kind: bus, redisConfigured: app.config.redisUrl !== null },
    process: {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      uptimeSeconds: Math.round(uptime()),
      nodeVersion,
      version: CORE_VERSION,
    },
  };
}

/** Live: never cached (the probe and the queue are the point). */
export async function systemHealth(app: FastifyInstance, user: PrincipalRow) {
  requireAdmin(user);
  const health = await healthFigures(app);
  const status = health.database.latencyMs > SLOW_DATABASE_MS || health.jobs.failedLast24Hours > 0 ? 'degraded' : 'ok';
  return { _type: 'AdminDashboardSystemHealth' as const, status, generatedAt: app.clock.now().toISOString(), ...health, _links: { self: link(`${DASHBOARD_PATH}/system-health`) } };
}

export async function activityStream(app: FastifyInstance, user: PrincipalRow, limitParam: number | undefined) {
  requireAdmin(user);
  const limit = Math.min(limitParam ?? ACTIVITY_LIMIT.default, ACTIVITY_LIMIT.max);
  return section(app, user, 'activity-stream', `limit=${limit}`, CACHE_TTL_SECONDS.short, async (ctx) => ({
    _type: 'AdminDashboardActivityStream' as const,
    limit,
    elements: await ctx.run(figures.recentJournals(app.db, null, limit)),
  }));
}

export async function trends(app: FastifyInstance, user: PrincipalRow, rangeParam: string | undefined) {
  requireAdmin(user);
  const range = parseRange(rangeParam);
  return section(app, user, 'trends', `range=${range}`, CACHE_TTL_SECONDS.long, async (ctx) => {
    const db = app.db;
    const days = RANGES[range];
    const { since, sinceDay } = sinceOf(ctx.now, days);
    const kinds = await ctx.run(figures.statusKinds(db));
    const [closings, created, hours, active] = await Promise.all([
      ctx.run(figures.closingsPerDay(db, null, kinds.closed, since)),
      ctx.run(figures.createdPerDay(db, null, since)),
      ctx.run(figures.hoursPerDay(db, null, sinceDay)),
      ctx.run(figures.activeUsersPerDay(db, null, since)),
    ]);
    const closedBy = new Map(closings.map((day) => [day.day, day.closings]));
    const series = daysOf(ctx.now, days).map((day) => ({ day, created: created.get(day) ?? 0, closed: closedBy.get(day) ?? 0, hours: hours.get(day) ?? 0, activeUsers: active.get(day) ?? 0 }));
    const sum = (pick: (point: (typeof series)[number]) => number) => figures.round2(series.reduce((total, point) => total + pick(point), 0));
    return { _type: 'AdminDashboardTrends' as const, range, days, totals: { created: sum((p) => p.created), closed: sum((p) => p.closed), hours: sum((p) => p.hours) }, series };
  });
}

/** Derived from the live health and the quality figures: what needs an admin's attention, worst first. */
export async function healthAlerts(app: FastifyInstance, user: PrincipalRow) {
  requireAdmin(user);
  const ctx = contextOf(app);
  // The system's state is read live; the data figures come from the cache, as their sections' do (a write moves the key).
  const fingerprint = await ctx.run(writeFingerprint(app.db));
  const [health, { quality, summary }] = await Promise.all([
    healthFigures(app),
    cachedAnswer(app.db, `health-alerts|${ctx.today}|${fingerprint}`, CACHE_TTL_SECONDS.short, ctx.now.getTime(), async () => {
      const [quality, summary] = await Promise.all([qualityFigures(ctx), ctx.run(figures.projectTotals(app.db, isoDay(ctx.now, -(RECENT_DAYS - 1))))]);
      return { quality, summary };
    }),
  ]);
  type Alert = { id: string; severity: 'critical' | 'warning' | 'info'; title: string; detail: string; count: number; href: string | null };
  const alerts: Alert[] = [];
  if (health.jobs.failedLast24Hours > 0) alerts.push({ id: 'jobs-failed', severity: 'critical', title: 'Background jobs failed', detail: `${health.jobs.failedLast24Hours} job(s) failed in the last 24 hours.`, count: health.jobs.failedLast24Hours, href: null });
  if (summary.offTrack > 0) alerts.push({ id: 'projects-off-track', severity: 'critical', title: 'Projects off track', detail: `${summary.offTrack} project(s) have the status 'off track'.`, count: summary.offTrack, href: null });
  if (quality.inTrouble.length > 0) alerts.push({ id: 'sprints-in-trouble', severity: 'warning', title: 'Sprints ended with open work', detail: `${quality.inTrouble.length} open version(s) are past their end date with open work packages.`, count: quality.inTrouble.length, href: null });
  if (quality.atRisk.length > 0) alerts.push({ id: 'milestones-at-risk', severity: 'warning', title: 'Milestones at risk', detail: `${quality.atRisk.length} version(s) end within ${AT_RISK_DAYS} days with under ${AT_RISK_PROGRESS} % of their work closed.`, count: quality.atRisk.length, href: null });
  if (quality.totals.overdue > 0) alerts.push({ id: 'overdue-work', severity: 'warning', title: 'Overdue work packages', detail: `${quality.totals.overdue} open work package(s) are past their due date.`, count: quality.totals.overdue, href: null });
  if (summary.atRisk > 0) alerts.push({ id: 'projects-at-risk', severity: 'warning', title: 'Projects at risk', detail: `${summary.atRisk} project(s) have the status 'at risk'.`, count: summary.atRisk, href: null });
  if (health.database.latencyMs > SLOW_DATABASE_MS) alerts.push({ id: 'database-slow', severity: 'warning', title: 'Slow database', detail: `A trivial query took ${health.database.latencyMs} ms (over ${SLOW_DATABASE_MS} ms).`, count: 1, href: null });
  // Against the heap's limit, not its current size: V8 grows the heap on demand, so it is nearly always over 90% full.
  if (health.process.heapUsedBytes > HEAP_WARNING_RATIO * getHeapStatistics().heap_size_limit) alerts.push({ id: 'memory-high', severity: 'info', title: 'Memory use high', detail: `The heap is over ${HEAP_WARNING_RATIO * 100} % of its limit.`, count: 1, href: null });
  if (health.jobs.queued > 0 && health.jobs.oldestQueuedAt !== null && ctx.now.getTime() - Date.parse(health.jobs.oldestQueuedAt) > 10 * 60_000) {
    alerts.push({ id: 'jobs-waiting', severity: 'warning', title: 'Jobs waiting', detail: `${health.jobs.queued} job(s) queued, the oldest for over 10 minutes.`, count: health.jobs.queued, href: null });
  }
  return { _type: 'AdminDashboardHealthAlerts' as const, generatedAt: ctx.now.toISOString(), total: alerts.length, elements: alerts, _links: { self: link(`${DASHBOARD_PATH}/health-alerts`) } };
}

/** Where the dashboard's quick actions lead: the existing screens (the shell's routes) and the API they use. */
export function quickActions(app: FastifyInstance, user: PrincipalRow) {
  requireAdmin(user);
  return {
    _type: 'AdminDashboardQuickActions' as const,
    elements: [
      { id: 'invite-user', title: 'Invite a user', uiPath: '/admin?invite=1', api: link('/users') },
      { id: 'create-project', title: 'Create a project', uiPath: '/projects?create=1', api: link('/projects') },
      { id: 'github-settings', title: 'GitHub settings', uiPath: '/admin/github', api: link('/admin/github/settings') },
      { id: 'ai-settings', title: 'AI settings', uiPath: '/admin/ai', api: link('/admin/ai/settings') },
    ],
    _links: { self: link(`${DASHBOARD_PATH}/quick-actions`) },
  };
}

// ----- Managers list -----

export const MANAGER_SORT_FIELDS = [
  'name', 'email', 'status', 'role', 'totalProjects', 'totalWorkPackages', 'completedWorkPackages', 'overdueWorkPackages', 'completionRate', 'engagementScore', 'efficiency', 'lastLoginAt', 'lastActivity',
] as const;
type ManagerSortField = (typeof MANAGER_SORT_FIELDS)[number];
const ROLE_VALUES = ['admin', 'manager', 'member'] as const;
const STATUS_VALUES = ['active', 'locked'] as const;
/** Filters of spec 002 §7 that the data has no field for: asked for, they are a 400 saying so, never ignored. */
const UNRECORDED_FILTERS = ['department', 'location', 'minBudgetUtilization', 'maxBudgetUtilization'] as const;
/** A sign-in within this many days is worth the full 30 engagement points (15 within 30 days). */
const ENGAGEMENT_RECENT_SIGN_IN_DAYS = 7;

export interface ManagersQuery {
  offset?: number;
  pageSize?: number;
  search?: string;
  sort?: string;
  role?: string;
  status?: string;
  minProjects?: string;
  maxProjects?: string;
  minEfficiency?: string;
  maxEfficiency?: string;
  department?: string;
  location?: string;
  minBudgetUtilization?: string;
  maxBudgetUtilization?: string;
}

function listOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[]): T[] | null {
  if (raw === undefined || raw === '') return null;
  const values = raw.split(',').map((value) => value.trim());
  const bad = values.find((value) => !(allowed as readonly string[]).includes(value));
  if (bad !== undefined) throw invalidQuery(`Invalid value for filter ${name}: "${bad}". Use one of ${allowed.join(', ')}.`);
  return values as T[];
}

function numberOf(name: string, raw: string | undefined, max: number): number | null {
  if (raw === undefined || raw === '') return null;
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) > max) throw invalidQuery(`Invalid value for filter ${name}: "${raw}". Use a number from 0 to ${max}.`);
  return Number(raw);
}

export function parseSort(raw: string | undefined): { field: ManagerSortField; order: 'asc' | 'desc' } {
  if (raw === undefined || raw === '') return { field: 'name', order: 'asc' };
  const [field, order = 'asc', ...rest] = raw.split(':');
  if (!(MANAGER_SORT_FIELDS as readonly string[]).includes(field)) throw invalidQuery(`Invalid sort field: "${field}". Sort by one of ${MANAGER_SORT_FIELDS.join(', ')}.`);
  if (rest.length > 0 || (order !== 'asc' && order !== 'desc')) throw invalidQuery(`Invalid sort order: "${order}". Use field:asc or field:desc.`);
  return { field: field as ManagerSortField, order };
}

export async function managersList(app: FastifyInstance, user: PrincipalRow, query: ManagersQuery) {
  requireAdmin(user);
  for (const name of UNRECORDED_FILTERS) {
    if (query[name] !== undefined && query[name] !== '') throw invalidQuery(`Filter ${name} is not available: users have no ${name.replace(/^(min|max)/, '').toLowerCase()} recorded.`);
  }
  const page = resolvePage(query, TABLE_PAGE);
  const sort = parseSort(query.sort);
  const roles = listOf('role', query.role, ROLE_VALUES) ?? ['manager', 'admin'];
  const statuses = listOf('status', query.status, STATUS_VALUES);
  const minProjects = numberOf('minProjects', query.minProjects, 1_000_000);
  const maxProjects = numberOf('maxProjects', query.maxProjects, 1_000_000);
  const minEfficiency = numberOf('minEfficiency', query.minEfficiency, 100);
  const maxEfficiency = numberOf('maxEfficiency', query.maxEfficiency, 100);
  const pattern = searchPattern(query.search);
  const params = new URLSearchParams({
    offset: String(page.offset), pageSize: String(page.pageSize), sort: `${sort.field}:${sort.order}`, role: [...roles].sort().join(','),
    ...(statuses ? { status: [...statuses].sort().join(',') } : {}), ...(pattern ? { search: query.search!.trim() } : {}),
    ...Object.fromEntries(Object.entries({ minProjects, maxProjects, minEfficiency, maxEfficiency }).filter(([, value]) => value !== null).map(([name, value]) => [name, String(value)])),
  }).toString();
  // Filters, sort and page apply in SQL (managers-queries.ts): a request reads its page, whatever the number of people.
  const answer = await section(app, user, 'managers-list', params, CACHE_TTL_SECONDS.short, async (ctx) => {
    const kinds = await ctx.run(figures.statusKinds(app.db));
    const { since } = sinceOf(ctx.now, RECENT_DAYS);
    const week = new Date(ctx.now.getTime() - ENGAGEMENT_RECENT_SIGN_IN_DAYS * DAY_MS).toISOString();
    const found = await ctx.run(
      managerPage(
        app.db,
        { roles, statuses, pattern, minProjects, maxProjects, minEfficiency, maxEfficiency },
        sort,
        { limit: page.pageSize, offset: (page.offset - 1) * page.pageSize },
        { closed: kinds.closed, today: ctx.today, since, week },
      ),
    );
    return { total: found.total, elements: found.rows };
  });
  return {
    _type: 'AdminDashboardManagers' as const,
    total: answer.total,
    count: answer.elements.length,
    offset: page.offset,
    pageSize: page.pageSize,
    sort: `${sort.field}:${sort.order}`,
    generatedAt: answer.generatedAt,
    cache: answer.cache,
    elements: answer.elements,
    _links: { self: link(`${DASHBOARD_PATH}/managers-list`) },
  };
}
