// Test fixtures shaped like docs/api.md (versions, work packages, sprint statistics, burndown, statuses).
import dayjs from 'dayjs';
import { mapVersion, type BurndownHal, type HalCollection, type ProjectVersion, type VersionHal, type WorkPackageHal } from '@tessera/shared';
import type { SprintHealth, SprintStatistics } from '../src/entities/sprint';
import type { ProjectSprintStatistics, SprintFigures } from '../src/features/sprint-analytics';

export const PROJECT_ID = 5;
export const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

export interface VersionOptions {
  canUpdate?: boolean;
  canDelete?: boolean;
  definingProjectId?: number;
}

export function versionHal(id: number, overrides: Partial<VersionHal> = {}, { canUpdate = true, canDelete = true, definingProjectId = PROJECT_ID }: VersionOptions = {}): VersionHal {
  const name = overrides.name ?? `Sprint ${id}`;
  const self = `/api/v3/versions/${id}`;
  return {
    _type: 'Version',
    id,
    name,
    description: { format: 'markdown', raw: '', html: '' },
    startDate: day(-3),
    endDate: day(10),
    status: 'open',
    sharing: 'none',
    lockVersion: 1,
    daysRemaining: 10,
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-02T11:30:00Z',
    ...overrides,
    _links: {
      self: { href: self, title: name },
      definingProject: { href: `/api/v3/projects/${definingProjectId}`, title: 'Apollo' },
      availableInProjects: { href: `${self}/projects` },
      ...(canUpdate ? { update: { href: self, method: 'patch' } } : {}),
      ...(canDelete ? { delete: { href: self, method: 'delete' } } : {}),
    },
  };
}

export const version = (id: number, overrides: Partial<VersionHal> = {}, options: VersionOptions = {}): ProjectVersion => mapVersion(versionHal(id, overrides, options));

const STATUS_NAMES: Record<number, string> = { 1: 'New', 2: 'In Progress', 3: 'On Hold', 4: 'Completed', 5: 'Rejected' };

export interface WpOptions {
  statusId?: number;
  versionId?: number | null;
  assignee?: { id: number; name: string } | null;
  typeName?: string;
}

export function wpHal(id: number, overrides: Partial<WorkPackageHal> = {}, { statusId = 1, versionId = null, assignee = null, typeName = 'Task' }: WpOptions = {}): WorkPackageHal {
  const subject = overrides.subject ?? `Task ${id}`;
  return {
    _type: 'WorkPackage',
    id,
    lockVersion: 0,
    subject,
    description: { format: 'markdown', raw: '', html: '' },
    startDate: null,
    dueDate: null,
    estimatedTime: null,
    remainingTime: null,
    storyPoints: null,
    percentageDone: null,
    position: id,
    isClosed: statusId === 4 || statusId === 5,
    commentCount: 0,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
    _links: {
      self: { href: `/api/v3/work_packages/${id}`, title: subject },
      project: { href: `/api/v3/projects/${PROJECT_ID}`, title: 'Apollo' },
      type: { href: '/api/v3/types/1', title: typeName },
      status: { href: `/api/v3/statuses/${statusId}`, title: STATUS_NAMES[statusId] },
      assignee: assignee ? { href: `/api/v3/users/${assignee.id}`, title: assignee.name } : { href: null },
      version: versionId ? { href: `/api/v3/versions/${versionId}`, title: `Sprint ${versionId}` } : { href: null },
    },
  };
}

export function collectionOf<T>(elements: T[], total = elements.length, pageSize = elements.length, offset = 1): HalCollection<T> {
  return { _type: 'Collection', total, count: elements.length, pageSize, offset, _embedded: { elements } };
}

export const STATUSES_HAL = [
  { id: 1, name: 'New', color: '#1677ff', position: 1, isClosed: false, isDefault: true },
  { id: 2, name: 'In Progress', color: '#fa8c16', position: 2, isClosed: false, isDefault: false },
  { id: 3, name: 'On Hold', color: '#8c8c8c', position: 3, isClosed: false, isDefault: false },
  { id: 4, name: 'Completed', color: '#52c41a', position: 4, isClosed: true, isDefault: false },
  { id: 5, name: 'Rejected', color: '#595959', position: 5, isClosed: true, isDefault: false },
].map((status) => ({ _type: 'Status', ...status, isReadonly: false, _links: { self: { href: `/api/v3/statuses/${status.id}`, title: status.name } } }));

/** The server's health of the default statistics below: 62% of the points at 83% of the time, no hours estimated. */
export function sprintHealthHal(overrides: Partial<SprintHealth> = {}): SprintHealth {
  return {
    verdict: 'at_risk',
    label: 'At Risk',
    explanation:
      'Work vs time is At Risk: 21 of 34 story points done (62%) with 83% of the time elapsed (day 10 of 12): 21 points behind. ' +
      'Task completion is At Risk: 7 of 12 work items done (58%) with 83% of the time elapsed: 25 points behind.',
    rule: 'The sprint is as healthy as its worst check.',
    timePercent: 83,
    workPercent: 62,
    blocked: 0,
    checks: [
      { key: 'schedule', label: 'Work vs time', verdict: 'at_risk', rule: 'At Risk when work lags time by more than 15 points.', explanation: '21 of 34 story points done (62%) with 83% of the time elapsed (day 10 of 12): 21 points behind.' },
      { key: 'tasks', label: 'Task completion', verdict: 'at_risk', rule: 'At Risk when work items done lag time by more than 15 points.', explanation: '7 of 12 work items done (58%) with 83% of the time elapsed: 25 points behind.' },
      { key: 'blocked', label: 'Blocked work', verdict: 'on_track', rule: 'At Risk with any work item On Hold.', explanation: '0 work items On Hold.' },
      { key: 'utilization', label: 'Team utilization', verdict: null, rule: 'On Track at 70-90% of capacity.', explanation: 'No hours are estimated.' },
    ],
    ...overrides,
  };
}

export function sprintStatistics(overrides: Partial<SprintStatistics> = {}): SprintStatistics {
  return {
    _type: 'SprintStatistics',
    sprint: { id: 7, name: 'Sprint 7', startDate: '2026-11-16', endDate: '2026-11-27', status: 'open', daysRemaining: 2 },
    totalWorkItems: 12,
    completedWorkItems: 7,
    totalStoryPoints: 34,
    completedStoryPoints: 21,
    totalHours: 120.5,
    remainingHours: 40,
    burnedHours: 80.5,
    velocity: 2.1,
    elapsedDays: 10,
    totalDays: 12,
    daysRemaining: 2,
    completionPercentage: 62,
    teamMemberCount: 4,
    statusDistribution: STATUSES_HAL.map((status) => ({ statusId: status.id, status: status.name, color: status.color, isClosed: status.isClosed, count: 0 })),
    health: sprintHealthHal(),
    _links: { self: { href: '/api/v3/sprints/7/statistics' } },
    ...overrides,
  };
}

export function burndownHal(sprintId: number, overrides: Partial<BurndownHal> = {}): BurndownHal {
  return {
    _type: 'Burndown',
    sprint: { id: sprintId, name: `Sprint ${sprintId}`, startDate: '2026-11-16', endDate: '2026-11-20', status: 'open' },
    metrics: { totalPoints: 34, remainingPoints: 13, completedPoints: 21, totalHours: 120.5, remainingHours: 40, workingDays: 5, scopeChange: 5 },
    ideal: ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((date, index) => ({ date, points: 29 - index * 7.25 })),
    actual: [
      { date: '2026-11-16', points: 29 },
      { date: '2026-11-17', points: 20 },
    ],
    _links: { self: { href: `/api/v3/sprints/${sprintId}/burndown` } },
    ...overrides,
  };
}

export function sprintFigures(id: number, overrides: Partial<SprintFigures> = {}): SprintFigures {
  return {
    id,
    name: `Sprint ${id}`,
    status: 'closed',
    startDate: '2026-10-01',
    endDate: '2026-10-14',
    totalWorkItems: 6,
    completedWorkItems: 4,
    totalStoryPoints: 20,
    completedStoryPoints: 15,
    plannedPoints: 18,
    committedCompletedPoints: 15,
    statusDistribution: [
      { statusId: 1, count: 1 },
      { statusId: 2, count: 1 },
      { statusId: 3, count: 0 },
      { statusId: 4, count: 3 },
      { statusId: 5, count: 1 },
    ],
    ...overrides,
  };
}

export function projectStatisticsHal(overrides: Partial<ProjectSprintStatistics> = {}): ProjectSprintStatistics {
  return {
    _type: 'ProjectSprintStatistics',
    overview: {
      totalSprints: 3, openSprints: 1, lockedSprints: 0, closedSprints: 2, totalWorkPackages: 57,
      totalStoryPoints: 180, completedStoryPoints: 121, totalHours: 410, remainingHours: 96,
    },
    sprints: [sprintFigures(1), sprintFigures(2), sprintFigures(3, { status: 'open' })],
    velocity: {
      average: 23.5, latest: 22, predictedNext: 23, trend: 'stable', consistency: 'High',
      historicalData: [
        { sprintId: 1, sprintName: 'Sprint 1', startDate: '2026-09-01', endDate: '2026-09-14', plannedPoints: 24, completedPoints: 25 },
        { sprintId: 2, sprintName: 'Sprint 2', startDate: '2026-09-15', endDate: '2026-09-28', plannedPoints: 30, completedPoints: 22 },
      ],
    },
    teamPerformance: { memberCount: 7 },
    _links: { self: { href: '/api/v3/projects/5/statistics' } },
    ...overrides,
  };
}
