// The reference data the tasks views need: statuses, priorities, the project's types and who can be assigned. Read
// with the requests of @tessera/shared's taskReferenceReads, which the shell starts as the page boots (early reads).
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  api,
  elementsOf,
  filtersParam,
  isApiError,
  mapMembership,
  MEMBERSHIPS_PAGE_SIZE,
  projectVersionsQuery,
  sortByParam,
  taskReferenceReads,
  type AvailableTypeHal,
  type HalCollection,
  type MembershipCollectionHal,
  type PriorityHal,
  type StatusHal,
  type UserHal,
} from '@tessera/shared';
import { withEffectiveColors, type TaskStatus } from '../model/statuses';
import type { TaskPriority } from '../model/priorities';
import type { TaskType } from '../model/types';
import type { AssigneeOption } from '../model/assignees';
import { taskKeys } from './task-keys';

/** Statuses and priorities are global and change rarely. */
export const REFERENCE_STALE_TIME_MS = 5 * 60_000;
/** The API's maximum page size for users. */
export const USERS_PAGE_SIZE = 1000;

export async function fetchStatuses(signal?: AbortSignal): Promise<TaskStatus[]> {
  const collection = await api.get<HalCollection<StatusHal>>(taskReferenceReads.statuses.path, { signal });
  return withEffectiveColors(
    elementsOf(collection).map((status) => ({
      id: status.id,
      name: status.name,
      color: status.color ?? '',
      position: status.position ?? status.id,
      isClosed: status.isClosed === true,
      isDefault: status.isDefault === true,
    })),
  );
}

export const statusesQuery = queryOptions({
  queryKey: taskKeys.statuses,
  queryFn: ({ signal }) => fetchStatuses(signal),
  staleTime: REFERENCE_STALE_TIME_MS,
});

export function useStatuses() {
  return useQuery(statusesQuery);
}

export async function fetchPriorities(signal?: AbortSignal): Promise<TaskPriority[]> {
  const collection = await api.get<HalCollection<PriorityHal>>(taskReferenceReads.priorities.path, { signal });
  return elementsOf(collection)
    .filter((priority) => priority.isActive !== false)
    .map((priority) => ({
      id: priority.id,
      name: priority.name,
      color: priority.color ?? '#8c8c8c',
      position: priority.position ?? priority.id,
      isDefault: priority.isDefault === true,
    }))
    .sort((a, b) => a.position - b.position);
}

export const prioritiesQuery = queryOptions({
  queryKey: taskKeys.priorities,
  queryFn: ({ signal }) => fetchPriorities(signal),
  staleTime: REFERENCE_STALE_TIME_MS,
});

export function usePriorities() {
  return useQuery(prioritiesQuery);
}

/** The types the project enables (all of them when it has none configured, as the server then allows all). */
export async function fetchProjectTypes(projectId: number, signal?: AbortSignal): Promise<TaskType[]> {
  const collection = await api.get<HalCollection<AvailableTypeHal>>(taskReferenceReads.types(projectId).path, { signal });
  const all = elementsOf(collection).sort((a, b) => (a.position ?? a.id) - (b.position ?? b.id));
  const enabled = all.filter((type) => type.enabled === true);
  return (enabled.length > 0 ? enabled : all).map((type) => ({
    id: type.id,
    name: type.name,
    color: type.color ?? '#8c8c8c',
    isDefault: type.is_default === true,
  }));
}

export function useProjectTypes(projectId: number, enabled = true) {
  return useQuery({
    queryKey: taskKeys.types(projectId),
    queryFn: ({ signal }) => fetchProjectTypes(projectId, signal),
    staleTime: REFERENCE_STALE_TIME_MS,
    enabled,
  });
}

async function fetchMembers(projectId: number, signal?: AbortSignal): Promise<AssigneeOption[]> {
  const options: AssigneeOption[] = [];
  for (let offset = 1; ; offset++) {
    const { path, query } = taskReferenceReads.members(projectId, offset);
    const page = await api.get<MembershipCollectionHal>(path, { query, signal });
    const elements = elementsOf(page);
    for (const member of elements.map(mapMembership)) {
      options.push({ id: member.principalId, name: member.principalName, type: member.principalType, avatar: member.avatarUrl });
    }
    if (elements.length === 0 || offset * MEMBERSHIPS_PAGE_SIZE >= page.total) return options;
  }
}

async function fetchActiveUsers(signal?: AbortSignal): Promise<AssigneeOption[]> {
  const collection = await api.get<HalCollection<UserHal>>('/users', {
    query: {
      filters: filtersParam([{ name: 'status', operator: '=', values: ['active'] }]),
      sortBy: sortByParam([['name', 'asc']]),
      pageSize: USERS_PAGE_SIZE,
    },
    signal,
  });
  return elementsOf(collection).map((user) => ({ id: user.id, name: user.name, type: 'User', avatar: user.avatar }));
}

/** The project's members; when they cannot be read (or none are visible), the active users (spec 001 section 6). */
export async function fetchAssignees(projectId: number, signal?: AbortSignal): Promise<AssigneeOption[]> {
  let members: AssigneeOption[] = [];
  try {
    members = await fetchMembers(projectId, signal);
  } catch (error) {
    if (!isApiError(error) || !error.isClientError) throw error;
  }
  const options = members.length > 0 ? members : await fetchActiveUsers(signal);
  return options.sort((a, b) => a.name.localeCompare(b.name));
}

export function useAssignees(projectId: number, enabled = true) {
  return useQuery({
    queryKey: taskKeys.assignees(projectId),
    queryFn: ({ signal }) => fetchAssignees(projectId, signal),
    staleTime: REFERENCE_STALE_TIME_MS,
    enabled,
  });
}

/** Every version usable in the project (its own and those shared into it): the cache entry every package shares. */
export function useProjectVersions(projectId: number) {
  return useQuery(projectVersionsQuery(projectId));
}
