// Who the author filter offers: the project's members (users), searched on the server by name, and the name of an
// author the address names (who may not be among the members shown).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, elementsOf, filtersParam, sortByParam, type HalCollection, type PrincipalHal, type UserHal } from '@tessera/shared';
import { forumKeys } from '../../../entities/forum';

/** How many members the author list shows at once (a search narrows them). */
export const AUTHOR_OPTIONS_SIZE = 50;
/** Members change seldom. */
const AUTHORS_STALE_TIME_MS = 5 * 60_000;

export interface AuthorOption {
  id: number;
  name: string;
}

export function useAuthorCandidates(projectId: number, search: string, enabled: boolean) {
  const name = search.trim();
  return useQuery({
    queryKey: [...forumKeys.all, 'authors', projectId, name] as const,
    queryFn: async ({ signal }): Promise<AuthorOption[]> => {
      const filters = [
        { name: 'type', operator: '=', values: ['User'] },
        { name: 'member', operator: '=', values: [projectId] },
        ...(name ? [{ name: 'name', operator: '~', values: [name] }] : []),
      ];
      const page = await api.get<HalCollection<PrincipalHal>>('/principals', {
        query: { filters: filtersParam(filters), sortBy: sortByParam([['name', 'asc']]), pageSize: AUTHOR_OPTIONS_SIZE, offset: 1 },
        signal,
      });
      return elementsOf(page).map((principal) => ({ id: principal.id, name: principal.name }));
    },
    enabled,
    staleTime: AUTHORS_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

/** The name of the user an address filters by. */
export function useAuthorName(userId: number | null) {
  return useQuery({
    queryKey: [...forumKeys.all, 'user', userId] as const,
    queryFn: async ({ signal }) => (await api.get<UserHal>(`/users/${userId}`, { signal })).name,
    enabled: userId !== null,
    staleTime: AUTHORS_STALE_TIME_MS,
  });
}
