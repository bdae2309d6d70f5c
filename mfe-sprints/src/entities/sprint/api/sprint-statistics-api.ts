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

/** The server's verdicts (docs/api.md 'Sprints: burndown and statistics'): computed there only, so every view agrees. */
export type HealthVerdict = 'on_track' | 'at_risk' | 'critical';
export type SprintVerdict = HealthVerdict | 'unknown';

export interface HealthCheck {
  key: 'schedule' | 'tasks' | 'blocked' | 'utilization';
  label: string;
  /** null: not measured (`explanation` says why). */
  verdict: HealthVerdict | null;
  /** The rule behind the verdict. */
  rule: string;
  /** The numbers it was given. */
  explanation: string;
}

export interface SprintHealth {
  verdict: SprintVerdict;
  label: string;
  /** The checks that decided the verdict, with their numbers. */
  explanation: string;
  rule: string;
  timePercent: number | null;
  workPercent: number | null;
  /** Work items On Hold. */
  blocked: number;
  checks: HealthCheck[];
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
  health: SprintHealth;
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
