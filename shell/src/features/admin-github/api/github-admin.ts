// The GitHub administration API (server/src/modules/github): the settings and the connection test. Admins only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiRequestBody, type ApiSchemas } from '@tessera/shared';

export type GithubSettings = ApiSchemas['schemas']['GithubSettings'];
export type GithubConnectionTest = ApiSchemas['schemas']['GithubConnectionTest'];
export type GithubSettingsBody = ApiRequestBody<'/api/v3/admin/github/settings', 'patch'>;

export const githubAdminKeys = {
  all: ['githubAdmin'] as const,
  settings: ['githubAdmin', 'settings'] as const,
};

export function useGithubSettings(enabled = true) {
  return useQuery({
    queryKey: githubAdminKeys.settings,
    queryFn: ({ signal }) => api.get<GithubSettings>('/admin/github/settings', { signal }),
    enabled,
  });
}

export function useUpdateGithubSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GithubSettingsBody) => api.patch<GithubSettings>('/admin/github/settings', body),
    onSuccess: (settings) => client.setQueryData(githubAdminKeys.settings, settings),
  });
}

/** Calls GitHub with the saved settings; a refusal by GitHub is an answer (success false), not an error. */
export function useTestGithubConnection() {
  return useMutation({
    mutationFn: () => api.post<GithubConnectionTest>('/admin/github/settings/test_connection'),
  });
}
