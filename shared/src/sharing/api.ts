// An entity's shares (docs/api.md 'Sharing'): list, share (again: a new level), change the level, remove; the users to
// share with; and their query hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, filtersParam } from '../api/client';
import { elementsOf, type HalCollection } from '../api/hal';
import type { ApiRequestBody, ShareHal, UserHal } from '../api/types';
import { useDebouncedValue } from '../ui/useDebouncedValue';
import { mapShare, sharesPath, USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_LIMIT, type SharedEntity, type ShareLevel } from './share';

type EntityRef = Pick<SharedEntity, 'type' | 'id'>;

export const sharesQueryKey = (entity: EntityRef) => ['shares', entity.type, entity.id] as const;
const userSearchQueryKey = (term: string) => ['shares', 'user-search', term] as const;

async function fetchShares(entity: EntityRef, signal?: AbortSignal): Promise<ShareHal[]> {
  return elementsOf(await api.get<HalCollection<ShareHal>>(sharesPath(entity), { signal }));
}

function share(entity: EntityRef, userId: number, level: ShareLevel): Promise<ShareHal> {
  // The same body for documents and work packages.
  const body: ApiRequestBody<'/api/v3/documents/{id}/shares', 'post'> = { permissionLevel: level, _links: { user: { href: `/api/v3/users/${userId}` } } };
  return api.post<ShareHal>(sharesPath(entity), body);
}

function changeShareLevel(shareId: number, level: ShareLevel): Promise<ShareHal> {
  const body: ApiRequestBody<'/api/v3/sharing_permissions/{id}', 'put'> = { permissionLevel: level };
  return api.put<ShareHal>(`/sharing_permissions/${shareId}`, body);
}

function removeShare(entity: EntityRef, shareId: number): Promise<void> {
  return api.del(`${sharesPath(entity)}/${shareId}`);
}

export interface UserOption {
  id: number;
  name: string;
}

/** Active users whose name (or login) contains the term. */
async function searchUsers(term: string, signal?: AbortSignal): Promise<UserOption[]> {
  const filters = filtersParam([
    { name: 'status', operator: '=', values: ['active'] },
    { name: 'name', operator: '~', values: [term] },
  ]);
  const collection = await api.get<HalCollection<UserHal>>('/users', { query: { filters, pageSize: USER_SEARCH_LIMIT }, signal });
  return elementsOf(collection).map((user) => ({ id: user.id, name: user.name }));
}

export function useShares(entity: EntityRef, enabled: boolean) {
  return useQuery({
    queryKey: sharesQueryKey(entity),
    queryFn: async ({ signal }) => (await fetchShares(entity, signal)).map(mapShare),
    enabled,
  });
}

export function useUserSearch(term: string) {
  const settled = useDebouncedValue(term.trim(), USER_SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: userSearchQueryKey(settled),
    queryFn: ({ signal }) => searchUsers(settled, signal),
    enabled: settled.length > 0,
  });
  return { ...query, settledTerm: settled };
}

/** Share, change a level and remove; each refetches the entity's shares when it succeeds. */
export function useShareMutations(entity: EntityRef) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: sharesQueryKey(entity) });
  return {
    share: useMutation({ mutationFn: async ({ userId, level }: { userId: number; level: ShareLevel }) => mapShare(await share(entity, userId, level)), onSuccess }),
    change: useMutation({ mutationFn: async ({ shareId, level }: { shareId: number; level: ShareLevel }) => mapShare(await changeShareLevel(shareId, level)), onSuccess }),
    remove: useMutation({ mutationFn: (shareId: number) => removeShare(entity, shareId), onSuccess }),
  };
}
