// The AI calls of the tasks area (docs/api.md 'AI'): whether AI can be offered here, and task drafts. Nothing is
// created by these calls: the client creates the work packages from the drafts as usual.
import { useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer, type ApiRequestBody } from '@tessera/shared';

export type AiHealthHal = ApiAnswer<'/api/v3/ai/health', 'get'>;
export type AiTaskDraft = ApiAnswer<'/api/v3/ai/generate-task', 'post'>;
export type AiTaskDraftList = ApiAnswer<'/api/v3/ai/generate-subtasks', 'post'>;
export type GenerateTaskBody = ApiRequestBody<'/api/v3/ai/generate-task', 'post'>;
export type GenerateSubtasksBody = ApiRequestBody<'/api/v3/ai/generate-subtasks', 'post'>;

export const aiKeys = {
  /** AiHealthHal of GET /ai/health?projectId=. */
  health: (projectId: number) => ['tasks', 'ai', 'health', projectId] as const,
};

/** How long a health answer is reused (an admin's change shows on the next opening after this). */
export const AI_HEALTH_STALE_TIME_MS = 30_000;

export function fetchAiHealth(projectId: number, signal?: AbortSignal): Promise<AiHealthHal> {
  return api.get<AiHealthHal>('/ai/health', { query: { projectId }, signal });
}

/** GET /ai/health?projectId=N: the global switch, whether a provider exists, and the project's switch. */
export function useAiHealth(projectId: number) {
  return useQuery({
    queryKey: aiKeys.health(projectId),
    queryFn: ({ signal }) => fetchAiHealth(projectId, signal),
    staleTime: AI_HEALTH_STALE_TIME_MS,
    retry: false,
  });
}

/** POST /ai/generate-task: one draft from the user's description (a fallback draft when the answer was unusable). */
export function generateTask(body: GenerateTaskBody): Promise<AiTaskDraft> {
  return api.post<AiTaskDraft>('/ai/generate-task', body);
}

/** POST /ai/generate-subtasks: up to 10 drafts of sub-tasks of `parentTaskId`, with optional guidance. */
export function generateSubtasks(body: GenerateSubtasksBody): Promise<AiTaskDraftList> {
  return api.post<AiTaskDraftList>('/ai/generate-subtasks', body);
}
