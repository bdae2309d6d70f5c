// The AI administration API (docs/api.md, "AI", Administration): providers and the global settings. Admins only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, elementsOf, type ApiRequestBody, type ApiSchemas, type HalCollection } from '@tessera/shared';

export type AiProvider = ApiSchemas['schemas']['AiProvider'];
export type AiSettings = ApiSchemas['schemas']['AiSettings'];
export type AiProviderBody = ApiRequestBody<'/api/v3/ai/providers', 'post'>;
export type AiSettingsBody = ApiRequestBody<'/api/v3/ai/settings', 'patch'>;

export const aiAdminKeys = {
  all: ['aiAdmin'] as const,
  providers: ['aiAdmin', 'providers'] as const,
  settings: ['aiAdmin', 'settings'] as const,
};

export async function fetchAiProviders(signal?: AbortSignal): Promise<AiProvider[]> {
  const collection = await api.get<HalCollection<AiProvider>>('/ai/providers', { signal });
  return elementsOf(collection);
}

export function useAiProviders(enabled = true) {
  return useQuery({ queryKey: aiAdminKeys.providers, queryFn: ({ signal }) => fetchAiProviders(signal), enabled });
}

export function useAiSettings(enabled = true) {
  return useQuery({ queryKey: aiAdminKeys.settings, queryFn: ({ signal }) => api.get<AiSettings>('/ai/settings', { signal }), enabled });
}

export function useUpdateAiSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AiSettingsBody) => api.patch<AiSettings>('/ai/settings', body),
    onSuccess: (settings) => client.setQueryData(aiAdminKeys.settings, settings),
  });
}

export function useSaveAiProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AiProviderBody }) =>
      id === null ? api.post<AiProvider>('/ai/providers', body) : api.patch<AiProvider>(`/ai/providers/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: aiAdminKeys.providers }),
  });
}

export function useDeleteAiProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/ai/providers/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: aiAdminKeys.providers }),
  });
}

/** A health check now: the provider with its new status, put into the list in place. */
export function useTestAiProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AiProvider>(`/ai/providers/${id}/test`),
    onSuccess: (provider) =>
      client.setQueryData<AiProvider[]>(aiAdminKeys.providers, (list) => list?.map((item) => (item.id === provider.id ? provider : item))),
  });
}

/** Sets the positions of providers (the server orders by position), one PATCH each, in turn. */
export function useMoveAiProviders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { id: number; position: number }[]) => {
      for (const { id, position } of changes) await api.patch<AiProvider>(`/ai/providers/${id}`, { position });
    },
    onSettled: () => client.invalidateQueries({ queryKey: aiAdminKeys.providers }),
  });
}
