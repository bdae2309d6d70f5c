// GET /sprints/{id}/burndown (docs/api.md 'Sprints: burndown and statistics'): the ideal and actual remaining story
// points per day, computed by the server from the journals. BurndownHal is generated from the server's OpenAPI document.
import { useQuery } from '@tanstack/react-query';
import { api, isApiError, type BurndownHal } from '@tessera/shared';
import { sprintKeys, statsRetry } from '../../../entities/sprint';

/** Spec 002 section 9 'Burndown stale': 300 s. */
export const BURNDOWN_STALE_TIME_MS = 300_000;

export function fetchBurndown(sprintId: number, signal?: AbortSignal): Promise<BurndownHal> {
  return api.get<BurndownHal>(`/sprints/${sprintId}/burndown`, { signal });
}

/** The server's refusal for a sprint without both dates (422): its message is shown as it is. */
export function isMissingDatesError(error: unknown): boolean {
  return isApiError(error) && error.status === 422;
}

export function useBurndown(sprintId: number | null) {
  return useQuery({
    queryKey: sprintKeys.burndown(sprintId ?? 0),
    queryFn: ({ signal }) => fetchBurndown(sprintId!, signal),
    staleTime: BURNDOWN_STALE_TIME_MS,
    enabled: sprintId !== null,
    ...statsRetry,
  });
}
