// GET /projects/{id}/statistics (docs/api.md 'Sprints: burndown and statistics'): the sprint analytics of a
// project, computed by the server from the journals. GET /statuses: the workflow's statuses (which are closed).
import { useQuery } from '@tanstack/react-query';
import { api, elementsOf, type HalCollection, type HalResource } from '@tessera/shared';
import { sprintKeys, statsRetry } from '../../../entities/sprint';

/** Spec 002 section 9 'Statistics cache': 60 s. */
export const PROJECT_STATISTICS_STALE_TIME_MS = 60_000;
/** Statuses are fixed reference data: read once per session. */
export const STATUSES_STALE_TIME_MS = Infinity;

export interface SprintStatusCount {
  statusId: number;
  count: number;
  /** Present when the server names the status (the per-sprint statistics do). */
  status?: string;
  isClosed?: boolean;
}

export interface SprintFigures {
  id: number;
  name: string;
  status: 'open' | 'locked' | 'closed';
  startDate: string | null;
  endDate: string | null;
  totalWorkItems: number;
  completedWorkItems: number;
  totalStoryPoints: number;
  completedStoryPoints: number;
  plannedPoints: number;
  committedCompletedPoints: number;
  statusDistribution: SprintStatusCount[];
}

export interface VelocityHistoryEntry {
  sprintId: number;
  sprintName: string;
  startDate: string | null;
  endDate: string | null;
  plannedPoints: number;
  completedPoints: number;
}

export type VelocityTrend = 'improving' | 'declining' | 'stable';
export type VelocityConsistency = 'High' | 'Medium' | 'Low';

export interface ProjectSprintStatistics extends HalResource {
  overview: {
    totalSprints: number;
    openSprints: number;
    lockedSprints: number;
    closedSprints: number;
    totalWorkPackages: number;
    totalStoryPoints: number;
    completedStoryPoints: number;
    totalHours: number;
    remainingHours: number;
  };
  sprints: SprintFigures[];
  velocity: {
    average: number | null;
    latest: number | null;
    predictedNext: number | null;
    trend: VelocityTrend | null;
    consistency: VelocityConsistency | null;
    historicalData: VelocityHistoryEntry[];
  };
  teamPerformance: { memberCount: number };
}

export function fetchProjectStatistics(projectId: number, signal?: AbortSignal): Promise<ProjectSprintStatistics> {
  return api.get<ProjectSprintStatistics>(`/projects/${projectId}/statistics`, { signal });
}

export function useProjectStatistics(projectId: number) {
  return useQuery({
    queryKey: sprintKeys.projectStatistics(projectId),
    queryFn: ({ signal }) => fetchProjectStatistics(projectId, signal),
    staleTime: PROJECT_STATISTICS_STALE_TIME_MS,
    ...statsRetry,
  });
}

export interface WorkflowStatus {
  id: number;
  name: string;
  color: string;
  isClosed: boolean;
  isDefault: boolean;
}

interface StatusHal extends HalResource, WorkflowStatus {}

export async function fetchStatuses(signal?: AbortSignal): Promise<WorkflowStatus[]> {
  const page = await api.get<HalCollection<StatusHal>>('/statuses', { signal });
  return elementsOf(page).map(({ id, name, color, isClosed, isDefault }) => ({ id, name, color, isClosed: isClosed === true, isDefault: isDefault === true }));
}

export function useStatuses() {
  return useQuery({ queryKey: sprintKeys.statuses, queryFn: ({ signal }) => fetchStatuses(signal), staleTime: STATUSES_STALE_TIME_MS });
}
