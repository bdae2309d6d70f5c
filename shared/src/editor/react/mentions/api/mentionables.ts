// Where mentionable users come from (spec 002 section 7): the project's members (read up to twice the number of
// results), then the system's active users (50). Members come from /principals filtered by project membership, which
// is the memberships' list with each user's name, role and (for admins) email in one request, instead of one
// GET /users/{id} per member. A search narrows both on the server (name, login, visible email); ranking is ours.
import { api, elementsOf, type HalCollection } from '@tessera/shared';
import {
  MEMBER_FETCH_FACTOR, MENTION_CACHE_TIME_MS, MENTION_RESULTS_DEFAULT, MENTION_RESULTS_SEARCHING, MENTION_STALE_TIME_MS, mergeMentionSources,
  SYSTEM_USERS_FETCH, type GlobalRole, type MentionableUser,
} from '../model/mention-ranking';

interface UserHal {
  _type: string;
  id: number;
  name: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  avatar?: string | null;
  roleType?: GlobalRole;
}

type Filter = Record<string, { operator: string; values: string[] }>;

const normalisedQuery = (query: string) => query.trim().toLowerCase();

export const mentionablesQueryKey = (projectId: number, query: string) => ['editor', 'mentionables', projectId, normalisedQuery(query)] as const;

function toSource(hal: UserHal) {
  return {
    id: hal.id,
    name: hal.name,
    email: hal.email ?? null,
    firstName: hal.firstName ?? '',
    lastName: hal.lastName ?? '',
    avatar: hal.avatar ?? null,
    role: hal.roleType ?? 'member',
  };
}

/** Every active user the picker may offer for this search, members first, each with their access. */
export async function fetchMentionables(projectId: number, query: string, signal?: AbortSignal): Promise<MentionableUser[]> {
  const search = query.trim();
  const limit = search === '' ? MENTION_RESULTS_DEFAULT : MENTION_RESULTS_SEARCHING;
  const common: Filter[] = [{ status: { operator: '=', values: ['active'] } }, ...(search === '' ? [] : [{ name: { operator: '~', values: [search] } }])];
  const [members, systemUsers] = await Promise.all([
    api.get<HalCollection<UserHal>>('/principals', {
      query: {
        filters: JSON.stringify([{ type: { operator: '=', values: ['User'] } }, { member: { operator: '=', values: [String(projectId)] } }, ...common]),
        pageSize: limit * MEMBER_FETCH_FACTOR,
        offset: 1,
      },
      signal,
    }),
    api.get<HalCollection<UserHal>>('/users', { query: { filters: JSON.stringify(common), pageSize: SYSTEM_USERS_FETCH, offset: 1 }, signal }),
  ]);
  return mergeMentionSources({ members: elementsOf(members).map(toSource), systemUsers: elementsOf(systemUsers).map(toSource) });
}

/** TanStack Query options: fresh for 120 s, kept 5 min (the spec's mention cache). */
export const mentionablesQuery = (projectId: number, query: string) => ({
  queryKey: mentionablesQueryKey(projectId, query),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMentionables(projectId, query, signal),
  staleTime: MENTION_STALE_TIME_MS,
  gcTime: MENTION_CACHE_TIME_MS,
  retry: 1,
});
