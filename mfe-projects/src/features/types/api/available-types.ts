// GET / PATCH /projects/{id}/available_types: the work package types a project enables, and its default type.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, elementsOf, queryKeys, type AvailableTypeHal, type HalCollection } from '@tessera/shared';

export interface AvailableType {
  id: number;
  name: string;
  color: string;
  enabled: boolean;
  isDefault: boolean;
  inUse: boolean;
}

export function mapAvailableType(hal: AvailableTypeHal): AvailableType {
  return {
    id: hal.id,
    name: hal.name,
    color: hal.color ?? '#8c8c8c',
    enabled: hal.enabled === true,
    isDefault: hal.is_default === true,
    inUse: hal.in_use === true,
  };
}

export const availableTypesQueryKey = (projectId: number) => [...queryKeys.project(projectId), 'available_types'] as const;

export async function fetchAvailableTypes(projectId: number, signal?: AbortSignal): Promise<AvailableType[]> {
  const collection = await api.get<HalCollection<AvailableTypeHal>>(`/projects/${projectId}/available_types`, { signal });
  return elementsOf(collection).map(mapAvailableType);
}

export function useAvailableTypes(projectId: number) {
  return useQuery({ queryKey: availableTypesQueryKey(projectId), queryFn: ({ signal }) => fetchAvailableTypes(projectId, signal) });
}

export interface AvailableTypesPatch {
  type_ids: number[];
  default_type_id?: number;
}

export function useUpdateAvailableTypes(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailableTypesPatch) => api.patch<unknown>(`/projects/${projectId}/available_types`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availableTypesQueryKey(projectId) }),
  });
}
