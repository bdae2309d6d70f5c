import { ID_PARAMS } from '../../http/query.ts';
import { arrayOf, halResource, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

const TAGS = ['Sprints'];

const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const string = { type: 'string' } as const;
const day = { type: 'string', format: 'date' } as const;
const VERSION_STATUS = { type: 'string', enum: ['open', 'locked', 'closed'] } as const;
const VERDICT = ['on_track', 'at_risk', 'critical'] as const;

const sprintSummary = { id: integer, name: string, startDate: nullable('string', { format: 'date' }), endDate: nullable('string', { format: 'date' }), status: VERSION_STATUS };
const points = arrayOf(object({ date: day, points: number }));

export const SPRINT_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Burndown', 'Burndown', {
    // A burndown exists only for a sprint with both dates.
    sprint: object({ ...sprintSummary, startDate: day, endDate: day }),
    metrics: object({
      totalPoints: number,
      remainingPoints: number,
      completedPoints: number,
      totalHours: number,
      remainingHours: number,
      workingDays: integer,
      scopeChange: number,
    }),
    ideal: points,
    actual: points,
  }, ['sprint', 'metrics', 'ideal', 'actual']),
  halResource('SprintStatistics', 'SprintStatistics', {
    sprint: object({ ...sprintSummary, daysRemaining: nullable('integer') }),
    totalWorkItems: integer,
    completedWorkItems: integer,
    totalStoryPoints: number,
    completedStoryPoints: number,
    totalHours: number,
    remainingHours: number,
    burnedHours: number,
    velocity: nullable('number', { description: 'Completed points per elapsed day; null without dates.' }),
    elapsedDays: nullable('integer'),
    totalDays: nullable('integer'),
    daysRemaining: nullable('integer'),
    completionPercentage: number,
    teamMemberCount: integer,
    statusDistribution: arrayOf(object({ statusId: integer, status: string, color: string, isClosed: { type: 'boolean' }, count: integer })),
    health: ref('SprintHealth'),
  }, ['sprint', 'totalWorkItems', 'completedWorkItems', 'totalStoryPoints', 'completedStoryPoints', 'totalHours', 'remainingHours', 'burnedHours', 'velocity', 'elapsedDays', 'totalDays', 'daysRemaining', 'completionPercentage', 'teamMemberCount', 'statusDistribution', 'health']),
  {
    $id: 'SprintHealth',
    ...object({
      verdict: { type: 'string', enum: [...VERDICT, 'unknown'] },
      label: string,
      explanation: { type: 'string', description: 'Which checks decided the verdict, with their numbers.' },
      rule: string,
      timePercent: nullable('number'),
      workPercent: nullable('number'),
      blocked: { type: 'integer', description: 'Work items On Hold.' },
      checks: arrayOf(object({
        key: { type: 'string', enum: ['schedule', 'tasks', 'blocked', 'utilization'] },
        label: string,
        verdict: { type: ['string', 'null'], enum: [...VERDICT, null], description: 'null: not measured (explanation says why).' },
        rule: string,
        explanation: string,
      })),
    }),
  },
  halResource('ProjectSprintStatistics', 'ProjectSprintStatistics', {
    overview: object({
      totalSprints: integer,
      openSprints: integer,
      lockedSprints: integer,
      closedSprints: integer,
      totalWorkPackages: integer,
      totalStoryPoints: number,
      completedStoryPoints: number,
      totalHours: number,
      remainingHours: number,
    }),
    sprints: arrayOf(object({
      ...sprintSummary,
      totalWorkItems: integer,
      completedWorkItems: integer,
      totalStoryPoints: number,
      completedStoryPoints: number,
      plannedPoints: number,
      committedCompletedPoints: number,
      statusDistribution: arrayOf(object({ statusId: integer, count: integer })),
    })),
    velocity: object({
      average: nullable('number'),
      latest: nullable('number'),
      predictedNext: nullable('number'),
      trend: { type: ['string', 'null'], enum: ['improving', 'declining', 'stable', null] },
      consistency: { type: ['string', 'null'], enum: ['High', 'Medium', 'Low', null] },
      historicalData: arrayOf(object({
        sprintId: integer,
        sprintName: string,
        startDate: nullable('string', { format: 'date' }),
        endDate: nullable('string', { format: 'date' }),
        plannedPoints: number,
        completedPoints: number,
      })),
    }),
    teamPerformance: object({ memberCount: integer }),
  }, ['overview', 'sprints', 'velocity', 'teamPerformance']),
];

export const burndownSchema = {
  tags: TAGS,
  summary: "A sprint's burndown: ideal and actual open story points per day, replayed from the journals (422 without both dates)",
  params: ID_PARAMS,
  response: ok(ref('Burndown')),
} as const;

export const sprintStatisticsSchema = {
  tags: TAGS,
  summary: "A sprint's statistics: work items, story points, hours, logged time, velocity, days, status distribution, and its health verdicts with their rules",
  params: ID_PARAMS,
  response: ok(ref('SprintStatistics')),
} as const;

export const projectStatisticsSchema = {
  tags: TAGS,
  summary: "A project's sprint analytics: overview, every sprint's figures and commitment, velocity of the last six finished sprints",
  params: ID_PARAMS,
  response: ok(ref('ProjectSprintStatistics')),
} as const;
