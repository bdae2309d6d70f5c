// GET /projects/{id}/statistics (docs/api.md 'Sprints: burndown and statistics'): the sprint analytics of a
// project, computed by the server from the journals. GET /statuses: the workflow's statuses (which are closed).
import { useQuery } from '@tanstack/react-query';
import { api, elementsOf, type HalCollection, type ProjectSprintStatisticsHal, type StatusHal } from '@tessera/shared';
import { sprintKeys, statsRetry } from '../../../entities/sprint';

/** Spec 002 section 9 'Statistics cache': 60 s. */
export const PROJECT_STATISTICS_STALE_TIME_MS = 60_000;
/** Statuses are fixed reference data: read once per session. */
export const STATUSES_STALE_TIME_MS = Infinity;

// The shapes are those generated from the server's OpenAPI document; the names are the ones the charts read.
export type ProjectSprintStatistics = ProjectSprintStatisticsHal;
export type SprintFigures = ProjectSprintStatistics['sprints'][number];
/** Per-sprint counts of the project statistics; the per-sprint statistics also name the status. */
export type SprintStatusCount = SprintFigures['statusDistribution'][number] & { status?: string; isClosed?: boolean };
export type VelocityHistoryEntry = ProjectSprintStatistics['velocity']['historicalData'][number];
export type VelocityTrend = NonNullable<ProjectSprintStatistics['velocity']['trend']>;
export type VelocityConsistency = NonNullable<ProjectSprintStatistics['velocity']['consistency']>;

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

/** What the charts read of a status. */
export type WorkflowStatus = Pick<StatusHal, 'id' | 'name' | 'color' | 'isClosed' | 'isDefault'>;

export async function fetchStatuses(signal?: AbortSignal): Promise<WorkflowStatus[]> {
  const page = await api.get<HalCollection<StatusHal>>('/statuses', { signal });
  return elementsOf(page).map(({ id, name, color, isClosed, isDefault }) => ({ id, name, color, isClosed: isClosed === true, isDefault: isDefault === true }));
}

export function useStatuses() {
  return useQuery({ queryKey: sprintKeys.statuses, queryFn: ({ signal }) => fetchStatuses(signal), staleTime: STATUSES_STALE_TIME_MS });
}
