// GET /sprints/{id}/statistics (docs/api.md 'Sprints: burndown and statistics'): one sprint's figures, computed by
// the server from the journals, over every work package in the sprint now (in any project).
import { useQuery } from '@tanstack/react-query';
import { api, type SprintHealthCheck, type SprintHealthHal, type SprintStatisticsHal } from '@tessera/shared';
import { sprintKeys } from './sprint-keys';
import { statsRetry } from './stats-retry';

/** Spec 002 section 9 'Version stats stale': 30 s. */
export const SPRINT_STATISTICS_STALE_TIME_MS = 30_000;

// The shapes are those generated from the server's OpenAPI document; the names are the ones this area reads.
export type SprintStatistics = SprintStatisticsHal;
export type SprintHealth = SprintHealthHal;
export type HealthCheck = SprintHealthCheck;
export type StatusCount = SprintStatistics['statusDistribution'][number];
/** The server's verdicts (docs/api.md 'Sprints: burndown and statistics'): computed there only, so every view agrees. */
export type SprintVerdict = SprintHealth['verdict'];
export type HealthVerdict = NonNullable<HealthCheck['verdict']>;

export function fetchSprintStatistics(sprintId: number, signal?: AbortSignal): Promise<SprintStatistics> {
  return api.get<SprintStatistics>(`/sprints/${sprintId}/statistics`, { signal });
}

export function useSprintStatistics(sprintId: number | null, enabled = true) {
  return useQuery({
    queryKey: sprintKeys.sprintStatistics(sprintId ?? 0),
    queryFn: ({ signal }) => fetchSprintStatistics(sprintId!, signal),
    staleTime: SPRINT_STATISTICS_STALE_TIME_MS,
    enabled: enabled && sprintId !== null,
    ...statsRetry,
  });
}
