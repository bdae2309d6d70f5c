import { arrayOf, halResource, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';
import { dashboardSchemas } from '../admin-dashboard/index.ts';
import { EXPORT_FORMATS, PERIODS } from './service.ts';

const TAGS = ['Faculty dashboard'];
const { COUNT, NUMBER, STRING, ID, RATE, TIME, DAY } = dashboardSchemas;
const COMMON = dashboardSchemas.answerProperties('the write fingerprint and the own projects only');
/** A resource whose every listed property is always present. */
const full = (name: string, properties: Record<string, unknown>) => halResource(name, name, properties, Object.keys(properties));

const OVERVIEW = {
  projects: { ...COUNT, description: "The caller's own projects: active, not templates, where they hold a role with manage_members." },
  members: { ...COUNT, description: 'Distinct users who are members of those projects, the caller left out.' },
  hoursLogged: { ...NUMBER, description: 'All hours logged in those projects.' },
  workPackages: object({
    total: COUNT, open: COUNT, closed: COUNT,
    overdue: { ...COUNT, description: 'Open, with a due date before today.' },
    completionRate: { ...RATE, description: 'closed / total x 100.' },
  }),
  projectList: arrayOf(object({ id: ID, name: STRING, identifier: STRING })),
};

const PROJECT_REF = object({ id: ID, name: STRING, roles: arrayOf(STRING) });
/** Spec 002 §3 'Faculty team member' (snake_case, as the spec names it). */
const TEAMS = {
  total: COUNT,
  elements: arrayOf(object({ user_id: ID, name: STRING, email: STRING, roles: arrayOf(STRING), avatar_url: nullable('string', { description: 'Always null: no avatar pictures are stored.' }), projects: arrayOf(PROJECT_REF) })),
};

const REVIEWS = {
  pullRequests: object({
    linkedRepositories: { ...COUNT, description: 'GitHub repositories linked to the projects; 0 means there is no GitHub data.' },
    total: { ...COUNT, description: 'Open, non-draft pull requests without an approving review.' },
    elements: arrayOf(object({
      id: ID, number: COUNT, title: STRING, url: STRING, author: nullable('string'), createdAt: STRING, repository: STRING, projectId: ID, projectName: STRING,
      reviews: { ...COUNT, description: 'Reviews submitted so far (none approving).' },
    })),
  }),
  workPackages: object({
    reviewStatuses: { ...arrayOf(STRING), description: "Open statuses named like 'review'; none means no work package can be waiting for review." },
    total: COUNT,
    elements: arrayOf(object({ id: ID, subject: STRING, status: STRING, projectId: ID, projectName: STRING, assignee: nullable('string'), since: STRING })),
  }),
};

const PROJECT_ROW = object({
  id: ID, name: STRING, identifier: STRING, total: COUNT, open: COUNT, closed: COUNT, overdue: COUNT, completionRate: RATE,
  hoursLogged: NUMBER, members: COUNT, lastActivityAt: TIME,
});
const PERFORMANCE = {
  members: arrayOf(object({
    userId: ID, name: STRING,
    assigned: { ...COUNT, description: 'Work packages of the projects assigned to them.' },
    completed: { ...COUNT, description: 'Of those, in a closed status.' },
    open: COUNT,
    overdue: { ...COUNT, description: 'Of those, open with a due date before today.' },
    hoursLogged: { ...NUMBER, description: 'Hours they logged in the projects.' },
    completionRate: RATE,
  })),
  projects: arrayOf(PROJECT_ROW),
};

const SLICE = arrayOf(object({ id: ID, name: STRING, color: nullable('string'), count: COUNT }));
const ANALYTICS = { total: COUNT, byStatus: SLICE, byType: SLICE, byPriority: SLICE };

const MILESTONES = {
  total: COUNT,
  healthy: { ...COUNT, description: 'Open milestones that are healthy.' },
  atRisk: { ...COUNT, description: 'Open milestones with under 7 days left and under 50 % progress.' },
  critical: { ...COUNT, description: 'Open milestones past their due date.' },
  elements: arrayOf(ref('Milestone')),
};

const HEALTH = {
  averageScore: nullable('number'),
  elements: arrayOf(object({
    id: ID, name: STRING, completionRate: RATE, total: COUNT, closed: COUNT, overdue: COUNT,
    score: { type: 'integer', enum: [90, 75, 50], description: '90 if completion is over 80 %, 75 if over 60 %, else 50 (no work packages: 50).' },
  })),
};

const TRENDS = {
  period: { type: 'string', enum: Object.keys(PERIODS) },
  duration: COUNT,
  totals: object({ created: COUNT, closed: COUNT }),
  series: arrayOf(object({
    start: { ...DAY, description: 'First day of the period (weeks start on Monday, UTC).' },
    created: { ...COUNT, description: 'Work packages created (their creation journal).' },
    closed: { ...COUNT, description: 'Status changes into a closed status (journals).' },
  })),
};

export const FACULTY_DASHBOARD_COMPONENTS: readonly ComponentSchema[] = [
  full('FacultyOverview', { ...COMMON, ...OVERVIEW }),
  full('FacultyTeams', { ...COMMON, ...TEAMS }),
  full('FacultyReviews', { ...COMMON, ...REVIEWS }),
  full('FacultyPerformance', { ...COMMON, ...PERFORMANCE }),
  full('FacultyAnalytics', { ...COMMON, ...ANALYTICS }),
  full('FacultyMilestones', { ...COMMON, ...MILESTONES }),
  full('FacultyHealth', { ...COMMON, ...HEALTH }),
  full('FacultyTrends', { ...COMMON, ...TRENDS }),
  full('FacultyComprehensive', {
    ...COMMON,
    overview: object(OVERVIEW), teams: object(TEAMS), reviews: object(REVIEWS), performance: object(PERFORMANCE), analytics: object(ANALYTICS),
    milestones: object(MILESTONES), health: object(HEALTH), trends: object(TRENDS),
  }),
];

const get = (summary: string, name: string, querystring?: object) => ({ tags: TAGS, summary: `${summary} (managers and administrators, own projects)`, ...(querystring ? { querystring } : {}), response: ok(ref(name)) });

export const overviewSchema = get('Projects, members and work package totals', 'FacultyOverview');
export const teamsSchema = get('Members of the projects with their roles and projects', 'FacultyTeams');
export const reviewsSchema = get('Pull requests awaiting review and work packages in a review status', 'FacultyReviews');
export const performanceSchema = get('Completed, overdue and hours per member and per project', 'FacultyPerformance');
export const analyticsSchema = get('Work packages by status, type and priority', 'FacultyAnalytics');
export const milestonesSchema = get('Milestones (versions) of the projects with their health', 'FacultyMilestones');
export const healthSchema = get('Health score per project (spec 002 §9)', 'FacultyHealth');
export const trendsSchema = get('Created and closed work packages per week or month', 'FacultyTrends', {
  type: 'object',
  properties: {
    period: { type: 'string', maxLength: 100, description: 'week (default) or month; another is a 400.' },
    duration: { type: 'string', maxLength: 100, description: `Number of periods: 1-${PERIODS.week.max} weeks (default ${PERIODS.week.default}) or 1-${PERIODS.month.max} months (default ${PERIODS.month.default}); another is a 400.` },
  },
});
export const comprehensiveSchema = get('Every section in one answer', 'FacultyComprehensive');
export const exportSchema = {
  tags: TAGS,
  summary: 'Projects, team performance and milestones as CSV or XLSX (managers and administrators, own projects)',
  querystring: { type: 'object', properties: { format: { type: 'string', maxLength: 100, description: `One of ${EXPORT_FORMATS.join(', ')} (default csv); another is a 400.` } } },
  response: {
    200: {
      description: 'The file (Content-Disposition attachment)',
      content: {
        'text/csv': { schema: { type: 'string' } },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
      },
    },
  },
} as const;
