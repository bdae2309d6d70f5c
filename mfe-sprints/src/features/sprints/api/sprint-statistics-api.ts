// GET /sprints/{id}/statistics (docs/api.md 'Sprints: burndown and statistics'): one sprint's figures, computed by
// the server from the journals, over every work package in the sprint now (in any project).
import { useQuery } from '@tanstack/react-query';
import { api, type HalResource } from '@tessera/shared';
import { sprintKeys } from './sprint-keys';
import { statsRetry } from './stats-retry';

/** Spec 002 section 9 'Version stats stale': 30 s. */
export const SPRINT_STATISTICS_STALE_TIME_MS = 30_000;

export interface StatusCount {
  statusId: number;
  status: string;
  color: string;
  isClosed: boolean;
  count: number;
}

export interface SprintStatistics extends HalResource {
  sprint: { id: number; name: string; startDate: string | null; endDate: string | null; status: string; daysRemaining: number | null };
  totalWorkItems: number;
  completedWorkItems: number;
  totalStoryPoints: number;
  completedStoryPoints: number;
  /** Estimated hours of the packages in the sprint. */
  totalHours: number;
  remainingHours: number;
  burnedHours: number;
  /** Completed points per elapsed day; null without dates. */
  velocity: number | null;
  elapsedDays: number | null;
  totalDays: number | null;
  daysRemaining: number | null;
  completionPercentage: number;
  /** Distinct assignees of the packages in the sprint. */
  teamMemberCount: number;
  statusDistribution: StatusCount[];
}

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
