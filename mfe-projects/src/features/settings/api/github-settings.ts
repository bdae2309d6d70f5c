// Project Settings > GitHub (issue 17): the project's merged -> status rule (GET / PATCH /projects/{id}/github/settings,
// server: modules/github-repositories/rules.ts) and the statuses it may name (GET /statuses).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api, elementsOf, queryKeys, queryRetry, retryDelay, withWriteRetry,
  type ApiRequestBody, type ApiSchemas, type HalCollection, type StatusHal,
} from '@tessera/shared';

export type GithubProjectSettingsHal = ApiSchemas['schemas']['GithubProjectSettings'];
export type GithubProjectSettingsPatch = ApiRequestBody<'/api/v3/projects/{id}/github/settings', 'patch'>;

export const githubSettingsQueryKey = (projectId: number) => [...queryKeys.project(projectId), 'github_settings'] as const;
const STATUSES_QUERY_KEY = ['mfe-projects', 'statuses'] as const;
/** Statuses change rarely (an admin's work); the select need not refetch them on every opening. */
const STATUSES_STALE_MS = 5 * 60_000;

const settingsPath = (projectId: number) => `/projects/${projectId}/github/settings`;

export function useGithubProjectSettings(projectId: number) {
  return useQuery({
    queryKey: githubSettingsQueryKey(projectId),
    queryFn: ({ signal }) => api.get<GithubProjectSettingsHal>(settingsPath(projectId), { signal }),
    retry: queryRetry,
    retryDelay,
  });
}

export function useStatuses() {
  return useQuery({
    queryKey: STATUSES_QUERY_KEY,
    queryFn: async ({ signal }) => elementsOf(await api.get<HalCollection<StatusHal>>('/statuses', { signal })),
    staleTime: STATUSES_STALE_MS,
    retry: queryRetry,
    retryDelay,
  });
}

export function useUpdateGithubProjectSettings(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GithubProjectSettingsPatch) =>
      withWriteRetry(() => api.patch<GithubProjectSettingsHal>(settingsPath(projectId), body)),
    onSuccess: (saved) => queryClient.setQueryData(githubSettingsQueryKey(projectId), saved),
  });
}
