// GET /api/v3/ai/health?projectId=N: whether AI is on, configured, and on in the project (docs/api.md "## AI").
import { useQuery } from '@tanstack/react-query';
import { api } from '@tessera/shared';
import type { AiHealth } from '../model/availability';

export const aiHealthQueryKey = (projectId: number) => ['mfe-docs', 'ai-health', projectId] as const;
export const AI_HEALTH_STALE_TIME_MS = 60_000;

export function fetchAiHealth(projectId: number): Promise<AiHealth> {
  return api.get<AiHealth>('/ai/health', { query: { projectId } });
}

/** The AI health for a project (null: no project, nothing is asked). */
export function useAiHealth(projectId: number | null) {
  return useQuery({
    queryKey: aiHealthQueryKey(projectId ?? 0),
    queryFn: () => fetchAiHealth(projectId!),
    enabled: projectId !== null,
    staleTime: AI_HEALTH_STALE_TIME_MS,
    retry: false,
  });
}
