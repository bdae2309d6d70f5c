import { ID_PARAMS, MAX_PAGE_OFFSET } from '../../http/query.ts';
import { arrayOf, halResource, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';
import { WORK_ITEM_STATES } from './hierarchy-queries.ts';
import { ACTIVITY_LIMIT, MANAGER_SORT_FIELDS, RANGES } from './service.ts';

const TAGS = ['Admin dashboard'];
export const COUNT = { type: 'integer', minimum: 0 } as const;
export const NUMBER = { type: 'number' } as const;
export const STRING = { type: 'string' } as const;
export const ID = { type: 'integer', minimum: 1 } as const;
export const RATE = nullable('number', { description: 'Percent (0-100, 2 decimals); null when the whole is 0.' });
export const TIME = nullable('string', { format: 'date-time' });
export const DAY = { type: 'string', format: 'date' } as const;
/** What every dashboard answer carries: when it was computed, and how (`onHit` says what a cache hit still reads). */
export const answerProperties = (onHit: string) => ({
  generatedAt: { type: 'string', format: 'date-time' },
  cache: object({
    hit: { type: 'boolean', description: 'Served from the answer cache.' },
    ttlSeconds: COUNT,
    sqlStatements: { ...COUNT, description: `Statements this request ran (${onHit}, on a hit).` },
    calculationTimeMs: NUMBER,
  }),
});
const COMMON = answerProperties('the write fingerprint only');
const PAGED = { total: COUNT, count: COUNT, offset: COUNT, pageSize: COUNT } as const;
const RANGE = { type: 'string', enum: Object.keys(RANGES) } as const;
/** A resource whose every listed property is always present. */
const full = (name: string, properties: Record<string, unknown>) => halResource(name, name, properties, Object.keys(properties));

const PACKAGE_TOTALS = {
  total: COUNT, open: COUNT, closed: COUNT,
  overdue: { ...COUNT, description: 'Open, with a due date before today.' },
  blocked: { ...COUNT, description: "Open in a status named like 'blocked' or 'on hold'." },
  unassigned: { ...COUNT, description: 'Open without an assignee.' },
};

const SUMMARY = full('AdminDashboardSummary', {
  ...COMMON,
  users: object({
    total: COUNT, active: COUNT, locked: COUNT, byRole: object({ admin: COUNT, manager: COUNT, member: COUNT }),
    activeLast30Days: { ...COUNT, description: 'Distinct users who wrote a journal in the last 30 days.' },
    signedInLast30Days: { ...COUNT, description: 'Distinct users who opened a session in the last 30 days.' },
  }),
  projects: object({ total: COUNT, active: COUNT, archived: COUNT, templates: COUNT, atRisk: COUNT, offTrack: COUNT, openVersions: COUNT, hoursLast30Days: NUMBER }),
  workPackages: object({ ...PACKAGE_TOTALS, completionRate: RATE, closedLast30Days: COUNT }),
});

const USER_ROW = object({
  id: ID, name: STRING, email: STRING, role: STRING, status: STRING, createdAt: TIME, projects: COUNT, openAssignedWorkPackages: COUNT, hoursLast30Days: NUMBER,
  lastLoginAt: { ...TIME, description: 'The newest session the user opened (sign-in).' }, lastActivityAt: { ...TIME, description: 'Their newest journal of the last 30 days.' },
});
const USERS = full('AdminDashboardUsers', { ...COMMON, ...PAGED, elements: arrayOf(USER_ROW) });

const PROJECT_ROW = object({
  id: ID, name: STRING, identifier: STRING, active: { type: 'boolean' }, public: { type: 'boolean' }, templated: { type: 'boolean' }, parentId: nullable('integer'), statusCode: nullable('string'),
  total: COUNT, open: COUNT, closed: COUNT, overdue: COUNT, completionRate: RATE, members: COUNT, hours: NUMBER, lastActivityAt: TIME,
});
const PROJECTS = full('AdminDashboardProjects', { ...COMMON, ...PAGED, elements: arrayOf(PROJECT_ROW) });

const WORK = full('AdminDashboardWorkAnalytics', {
  ...COMMON,
  range: RANGE,
  days: COUNT,
  throughput: object({ closed: { ...COUNT, description: 'Status changes into a closed status in the range (journals).' }, perWeek: NUMBER, created: COUNT }),
  cycleTime: object({ averageDays: nullable('number', { description: 'Mean days from creation to each closing in the range.' }), samples: COUNT }),
  open: COUNT,
  overdue: COUNT,
  overdueRate: RATE,
  perDay: arrayOf(object({ day: DAY, created: COUNT, closed: COUNT })),
});

const RESOURCES = full('AdminDashboardResources', {
  ...COMMON,
  range: RANGE,
  workdays: COUNT,
  capacityHoursPerPerson: { ...NUMBER, description: '8 hours per weekday of the range.' },
  totalHours: NUMBER,
  averageUtilisation: RATE,
  elements: arrayOf(object({ id: ID, name: STRING, email: nullable('string'), hours: NUMBER, openAssigned: COUNT, remainingHours: NUMBER, capacityHours: NUMBER, utilisation: RATE })),
});

const PACKAGE_REF = object({ id: ID, subject: STRING, projectId: ID, projectName: STRING });
const VERSION_ROW = object({ id: ID, name: STRING, endDate: DAY, projectId: ID, projectName: STRING, total: COUNT, closed: COUNT, progress: NUMBER, ended: { type: 'boolean' } });
const QUALITY = full('AdminDashboardQualityRisk', {
  ...COMMON,
  overdue: object({ count: COUNT, rate: RATE, oldest: arrayOf({ ...PACKAGE_REF, properties: { ...PACKAGE_REF.properties, dueDate: DAY, assignee: nullable('string') } }) }),
  blocked: object({ count: COUNT, blockingStatuses: COUNT, longest: arrayOf({ ...PACKAGE_REF, properties: { ...PACKAGE_REF.properties, since: TIME, status: STRING } }) }),
  unassignedOpen: COUNT,
  atRiskMilestones: arrayOf(VERSION_ROW),
  sprintsInTrouble: arrayOf(VERSION_ROW),
});

const HEALTH = full('AdminDashboardSystemHealth', {
  status: { type: 'string', enum: ['ok', 'degraded'] },
  generatedAt: { type: 'string', format: 'date-time' },
  database: object({ dialect: { type: 'string', enum: ['postgresql', 'sqlite'] }, sizeBytes: COUNT, latencyMs: { ...NUMBER, description: 'Round trip of `select 1`.' } }),
  jobs: object({ queued: COUNT, running: COUNT, succeeded: COUNT, failed: COUNT, failedLast24Hours: COUNT, oldestQueuedAt: TIME }),
  eventBus: object({ kind: { type: 'string', enum: ['redis', 'in-process'] }, redisConfigured: { type: 'boolean' } }),
  process: object({ rssBytes: COUNT, heapUsedBytes: COUNT, heapTotalBytes: COUNT, uptimeSeconds: COUNT, nodeVersion: STRING, version: STRING }),
});

const ACTIVITY = full('AdminDashboardActivityStream', {
  ...COMMON,
  limit: COUNT,
  elements: arrayOf(object({
    id: ID, kind: { type: 'string', enum: ['created', 'updated', 'commented'] }, journableType: STRING, journableId: ID, subject: nullable('string'), notes: STRING, changes: COUNT,
    at: STRING, userId: nullable('integer'), userName: nullable('string'), projectId: nullable('integer'), projectName: nullable('string'),
  })),
});

const TRENDS = full('AdminDashboardTrends', {
  ...COMMON,
  range: RANGE,
  days: COUNT,
  totals: object({ created: NUMBER, closed: NUMBER, hours: NUMBER }),
  series: arrayOf(object({ day: DAY, created: COUNT, closed: COUNT, hours: NUMBER, activeUsers: COUNT })),
});

const ALERTS = full('AdminDashboardHealthAlerts', {
  generatedAt: { type: 'string', format: 'date-time' },
  total: COUNT,
  elements: arrayOf(object({ id: STRING, severity: { type: 'string', enum: ['critical', 'warning', 'info'] }, title: STRING, detail: STRING, count: COUNT, href: nullable('string') })),
});

const QUICK = full('AdminDashboardQuickActions', {
  elements: arrayOf(object({ id: STRING, title: STRING, uiPath: STRING, api: ref('Link') })),
});

const MANAGER_ROW = object({
  id: ID, name: STRING, email: STRING, status: STRING, role: STRING,
  totalProjects: { ...COUNT, description: 'Projects they are a member of.' },
  totalWorkPackages: COUNT, completedWorkPackages: COUNT, overdueWorkPackages: COUNT,
  completionRate: RATE,
  engagementScore: { type: 'integer', minimum: 0, maximum: 100, description: '70 x min(active days in the last 30, 20) / 20, plus 30 for a sign-in in the last 7 days (15 in the last 30).' },
  efficiency: nullable('number', { description: 'completed / (completed + overdue) x 100 over their projects; null with neither.' }),
  activeDaysLast30: COUNT,
  pullRequests: object({ total: COUNT, open: COUNT, merged: COUNT }),
  lastLoginAt: TIME,
  lastActivity: TIME,
});
const MANAGERS = full('AdminDashboardManagers', { ...COMMON, ...PAGED, sort: STRING, elements: arrayOf(MANAGER_ROW) });

const RECORD = object({ total: COUNT, createdLast30Days: COUNT }, ['createdLast30Days']);
const STATS = full('AdminDashboardStats', {
  ...COMMON,
  records: object({ users: RECORD, groups: RECORD, projects: RECORD, workPackages: RECORD, journals: RECORD, timeEntries: RECORD, versions: RECORD, memberships: RECORD, attachments: RECORD }),
});

const ON_TIME = { ...RATE, description: 'Closings on or before the due date over closings of packages with a due date; null without any.' };
const CYCLE = nullable('number', { description: 'Mean days from creation to each closing in the range.' });
const PERFORMANCE = full('AdminDashboardPerformance', {
  ...COMMON,
  range: RANGE,
  days: COUNT,
  closed: { ...COUNT, description: 'Status changes into a closed status in the range (journals).' },
  perWeek: { ...NUMBER, description: 'closed x 7 / days.' },
  withDueDate: COUNT,
  onTime: COUNT,
  onTimeRate: ON_TIME,
  averageCycleDays: CYCLE,
  projectsWithClosings: COUNT,
  projects: arrayOf(object({ projectId: ID, projectName: STRING, closed: COUNT, perWeek: NUMBER, withDueDate: COUNT, onTimeRate: ON_TIME, averageCycleDays: CYCLE })),
});

const HIERARCHY = full('AdminDashboardHierarchySummary', {
  ...COMMON,
  projects: COUNT,
  parentProjects: { ...COUNT, description: 'Projects with at least one sub-project (any level).' },
  topLevelParents: { ...COUNT, description: 'Parent projects without a parent themselves.' },
  subProjects: { ...COUNT, description: 'Projects with a parent.' },
  standaloneProjects: { ...COUNT, description: 'Projects with neither a parent nor sub-projects.' },
  maxDepth: { ...COUNT, description: 'Levels below the deepest top-level parent (1: children only).' },
  workPackages: COUNT,
  workPackagesInHierarchies: { ...COUNT, description: 'Packages of top-level parents and every project below them.' },
});

const TREE_FIGURES = {
  subProjects: { ...COUNT, description: 'Projects below it, at every depth.' },
  depth: { ...COUNT, description: 'Levels below it.' },
  total: { ...COUNT, description: 'Packages of it and every project below it.' },
  open: COUNT,
  closed: COUNT,
  overdue: { ...COUNT, description: 'Open, with a due date before today.' },
  completionRate: { ...RATE, description: 'closed / total x 100.' },
  overdueRate: { ...RATE, description: 'overdue / open x 100.' },
  members: { ...COUNT, description: 'Distinct principals with a membership in any project of the tree.' },
  hours: { ...NUMBER, description: 'Hours logged in any project of the tree (all time).' },
  closedInPeriod: { ...COUNT, description: 'Closings (journals) in the last 30 days.' },
};
const PARENT_HEAD = { id: ID, name: STRING, identifier: STRING, parentId: nullable('integer'), active: { type: 'boolean' }, statusCode: nullable('string') };
const PARENTS = full('AdminDashboardParentProjects', { ...COMMON, ...PAGED, elements: arrayOf(object({ ...PARENT_HEAD, ...TREE_FIGURES })) });
const COMPARISON = full('AdminDashboardParentComparison', {
  ...COMMON,
  total: { ...COUNT, description: 'Top-level parent projects (at most 50 are compared).' },
  count: COUNT,
  averages: object({ completionRate: nullable('number'), overdueRate: nullable('number'), closedInPeriod: nullable('number'), hoursPerMember: nullable('number'), subProjects: nullable('number') }),
  elements: arrayOf(object({ id: ID, name: STRING, identifier: STRING, ...TREE_FIGURES, hoursPerMember: nullable('number', { description: 'hours / members.' }) })),
});
const TREE_PROJECT = object({
  id: ID, name: STRING, identifier: STRING, parentId: nullable('integer'), depth: COUNT, total: COUNT, open: COUNT, closed: COUNT, overdue: COUNT, completionRate: RATE,
  startDate: nullable('string', { format: 'date', description: 'Earliest start (or due) date of its packages and versions.' }),
  endDate: nullable('string', { format: 'date', description: 'Latest due date of its packages and versions.' }),
});
const PARENT = full('AdminDashboardParentProject', {
  ...COMMON,
  project: object(PARENT_HEAD),
  totals: object(TREE_FIGURES),
  projects: arrayOf(TREE_PROJECT),
});
const WORK_ITEMS = full('AdminDashboardParentWorkItems', {
  ...COMMON,
  ...PAGED,
  state: { type: 'string', enum: [...WORK_ITEM_STATES] },
  elements: arrayOf(object({
    id: ID, subject: STRING, projectId: ID, projectName: STRING, type: nullable('string'), status: STRING, closed: { type: 'boolean' }, assignee: nullable('string'),
    startDate: nullable('string', { format: 'date' }), dueDate: nullable('string', { format: 'date' }), overdue: { type: 'boolean' }, estimatedHours: nullable('number'), updatedAt: TIME,
  })),
});
const PARENT_RESOURCES = full('AdminDashboardParentResources', {
  ...COMMON,
  range: RANGE,
  workdays: COUNT,
  capacityHoursPerPerson: { ...NUMBER, description: '8 hours per weekday of the range.' },
  totalHours: NUMBER,
  averageUtilisation: RATE,
  elements: arrayOf(object({ id: ID, name: STRING, email: nullable('string'), hours: NUMBER, openAssigned: COUNT, remainingHours: NUMBER, capacityHours: NUMBER, utilisation: RATE })),
});
const TIMELINE = full('AdminDashboardParentTimeline', {
  ...COMMON,
  range: RANGE,
  days: COUNT,
  spans: arrayOf(object({ projectId: ID, name: STRING, parentId: nullable('integer'), depth: COUNT, startDate: nullable('string', { format: 'date' }), endDate: nullable('string', { format: 'date' }), completionRate: RATE })),
  series: arrayOf(object({ day: DAY, created: COUNT, closed: COUNT, hours: NUMBER })),
});
const MILESTONES = full('AdminDashboardParentMilestones', {
  ...COMMON,
  total: COUNT,
  open: COUNT,
  atRisk: { ...COUNT, description: "Open milestones whose health is 'at_risk'." },
  critical: { ...COUNT, description: "Open milestones whose health is 'critical'." },
  elements: arrayOf(ref('Milestone')),
});

export const ADMIN_DASHBOARD_COMPONENTS: readonly ComponentSchema[] = [
  SUMMARY, USERS, PROJECTS, WORK, RESOURCES, QUALITY, HEALTH, ACTIVITY, TRENDS, ALERTS, QUICK, MANAGERS,
  STATS, PERFORMANCE, HIERARCHY, PARENTS, COMPARISON, PARENT, WORK_ITEMS, PARENT_RESOURCES, TIMELINE, MILESTONES,
];

const PAGE = {
  offset: { type: 'integer', minimum: 1, maximum: MAX_PAGE_OFFSET, description: '1-based page number.' },
  pageSize: { type: 'integer', minimum: 0, description: 'Rows per page (default 20; over 100 is clamped to 100).' },
} as const;
const rangeQuery = { type: 'object', properties: { range: { type: 'string', maxLength: 100, description: `One of ${Object.keys(RANGES).join(', ')} (default 30_days); another is a 400.` } } } as const;
const tableQuery = { type: 'object', properties: { ...PAGE, search: { type: 'string', maxLength: 200, description: 'Part of the name, email or identifier (case-insensitive).' } } } as const;
const FILTER = { type: 'string', maxLength: 200 } as const;

const get = (summary: string, name: string, querystring?: object) => ({ tags: TAGS, summary: `${summary} (administrators)`, ...(querystring ? { querystring } : {}), response: ok(ref(name)) });

export const summarySchema = get('Executive summary: users, projects and work package totals', 'AdminDashboardSummary');
export const usersSchema = get('Users table, paginated', 'AdminDashboardUsers', tableQuery);
export const projectsSchema = get('Projects table with their figures, paginated', 'AdminDashboardProjects', tableQuery);
export const workAnalyticsSchema = get('Throughput, cycle time and overdue from the journals', 'AdminDashboardWorkAnalytics', rangeQuery);
export const resourcesSchema = get('Hours and utilisation by person', 'AdminDashboardResources', rangeQuery);
export const qualityRiskSchema = get('Overdue and blocked work, at-risk milestones, sprints in trouble', 'AdminDashboardQualityRisk');
export const systemHealthSchema = get('Database, jobs, event bus and process health (live, not cached)', 'AdminDashboardSystemHealth');
export const activityStreamSchema = get('The newest journals of every project', 'AdminDashboardActivityStream', {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, description: `Entries (default ${ACTIVITY_LIMIT.default}; over ${ACTIVITY_LIMIT.max} is clamped).` } },
});
export const trendsSchema = get('Daily created, closed, hours and active users over a range', 'AdminDashboardTrends', rangeQuery);
export const healthAlertsSchema = get('What needs attention, worst first (live)', 'AdminDashboardHealthAlerts');
export const quickActionsSchema = get('Where the quick actions lead', 'AdminDashboardQuickActions');
export const managersListSchema = get('Managers list: search, field:order sort, filters, paging', 'AdminDashboardManagers', {
  type: 'object',
  properties: {
    ...PAGE,
    search: { type: 'string', maxLength: 200, description: 'Part of the name or email.' },
    sort: { type: 'string', maxLength: 100, description: `field:order with field one of ${MANAGER_SORT_FIELDS.join(', ')}; order asc or desc.` },
    role: { ...FILTER, description: 'Comma-separated global roles (admin, manager, member); default manager,admin.' },
    status: { ...FILTER, description: 'active and/or locked, comma-separated.' },
    minProjects: FILTER, maxProjects: FILTER, minEfficiency: FILTER, maxEfficiency: FILTER,
    department: { ...FILTER, description: 'Not recorded: a 400.' },
    location: { ...FILTER, description: 'Not recorded: a 400.' },
    minBudgetUtilization: { ...FILTER, description: 'Not recorded per person: a 400.' },
    maxBudgetUtilization: { ...FILTER, description: 'Not recorded per person: a 400.' },
  },
});

export const statsSchema = get('Record counts: how many of each kind, and how many are new', 'AdminDashboardStats');
export const performanceSchema = get('Delivery over a range: closings, on-time rate and cycle time, per project', 'AdminDashboardPerformance', rangeQuery);
export const hierarchySummarySchema = get('Projects by their place in the hierarchy', 'AdminDashboardHierarchySummary');
export const parentProjectsSchema = get('Parent projects with figures rolled up over every sub-project, paginated', 'AdminDashboardParentProjects', tableQuery);
export const parentComparisonSchema = get('Top-level parent projects side by side, with the averages', 'AdminDashboardParentComparison');
const withId = (summary: string, name: string, querystring?: object) => ({ ...get(summary, name, querystring), params: ID_PARAMS });
export const parentProjectSchema = withId('A parent project: rolled-up totals and every project of its tree (404 when it has no sub-projects)', 'AdminDashboardParentProject');
export const parentWorkItemsSchema = withId('The work packages of a parent project and every sub-project, paginated', 'AdminDashboardParentWorkItems', {
  type: 'object',
  properties: { ...PAGE, state: { type: 'string', maxLength: 100, description: `One of ${WORK_ITEM_STATES.join(', ')} (default all); another is a 400.` } },
});
export const parentResourcesSchema = withId('Hours and utilisation of the people of a parent project', 'AdminDashboardParentResources', rangeQuery);
export const parentTimelineSchema = withId('Daily created, closed and hours of a parent project, and the span of each of its projects', 'AdminDashboardParentTimeline', rangeQuery);
export const parentMilestonesSchema = withId('The milestones (versions) of a parent project and every sub-project', 'AdminDashboardParentMilestones');
