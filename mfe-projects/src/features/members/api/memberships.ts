// Memberships of a project (docs/api.md 'Memberships', 'Roles', 'Principals and groups').
import { useQuery } from '@tanstack/react-query';
import {
  api,
  elementsOf,
  filtersParam,
  hasAction,
  mapMembership,
  projectHref,
  queryKeys,
  sortByParam,
  type FilterSpec,
  type HalCollection,
  type MembershipCollectionHal,
  type MembershipHal,
  type PrincipalHal,
  type PrincipalType,
  type ProjectMember,
  type RoleHal,
  type RoleRef,
} from '@tessera/shared';
import { MEMBERS_PAGE_SIZE, PRINCIPAL_SEARCH_PAGE_SIZE } from '../model/members-messages';

export interface MemberRow extends ProjectMember {
  /** The server offers these links only to whoever may change or remove this membership. */
  canUpdate: boolean;
  canDelete: boolean;
  /** Sent only to who may view hourly rates (and null for a member without one, or a group); null then. */
  hourlyRate: number | null;
}

export function mapMemberRow(hal: MembershipHal): MemberRow {
  return {
    ...mapMembership(hal),
    canUpdate: hasAction(hal, 'updateImmediately') || hasAction(hal, 'update'),
    canDelete: hasAction(hal, 'delete'),
    hourlyRate: hal.hourlyRate ?? null,
  };
}

/** Under the project's key: invalidating the project (after any member change) refreshes the list too. */
export const membersQueryKey = (projectId: number) => [...queryKeys.project(projectId), 'memberships'] as const;

/** Every member of the project, page after page (100 per page). */
export async function fetchAllMembers(projectId: number, signal?: AbortSignal): Promise<MemberRow[]> {
  const members: MemberRow[] = [];
  for (let offset = 1; ; offset++) {
    const page = await api.get<MembershipCollectionHal>(`/projects/${projectId}/memberships`, {
      query: { pageSize: MEMBERS_PAGE_SIZE, offset },
      signal,
    });
    const elements = elementsOf(page);
    members.push(...elements.map(mapMemberRow));
    if (elements.length === 0 || members.length >= page.total) return members;
  }
}

export function useProjectMembers(projectId: number) {
  return useQuery({ queryKey: membersQueryKey(projectId), queryFn: ({ signal }) => fetchAllMembers(projectId, signal) });
}

export function roleHref(roleId: number): string {
  return `/api/v3/roles/${roleId}`;
}

export function principalHref(type: PrincipalType, id: number): string {
  return `/api/v3/${type === 'Group' ? 'groups' : 'users'}/${id}`;
}

/** PATCH /memberships/{id}: the role set is replaced by `roleIds`. */
export function updateMemberRoles(membershipId: number, roleIds: number[]): Promise<MembershipHal> {
  return api.patch<MembershipHal>(`/memberships/${membershipId}`, { _links: { roles: roleIds.map((id) => ({ href: roleHref(id) })) } });
}

export function removeMember(membershipId: number): Promise<void> {
  return api.del(`/memberships/${membershipId}`);
}

export interface NewMembership {
  projectId: number;
  principalType: PrincipalType;
  principalId: number;
  roleIds: number[];
}

export function createMembership({ projectId, principalType, principalId, roleIds }: NewMembership): Promise<MembershipHal> {
  return api.post<MembershipHal>('/memberships', {
    _links: {
      principal: { href: principalHref(principalType, principalId) },
      project: { href: projectHref(projectId) },
      roles: roleIds.map((id) => ({ href: roleHref(id) })),
    },
  });
}

/** Only project roles can be given in a project. */
export const PROJECT_ROLES_FILTER: FilterSpec = { name: 'unit', operator: '=', values: ['project'] };

export async function fetchProjectRoles(signal?: AbortSignal): Promise<RoleRef[]> {
  const collection = await api.get<HalCollection<RoleHal>>('/roles', { query: { filters: filtersParam([PROJECT_ROLES_FILTER]) }, signal });
  return elementsOf(collection).map((role) => ({ id: role.id, name: role.name }));
}

export function useProjectRoles(enabled = true) {
  return useQuery({ queryKey: ['roles', 'project'] as const, queryFn: ({ signal }) => fetchProjectRoles(signal), enabled, staleTime: 300_000 });
}

export interface PrincipalOption {
  id: number;
  name: string;
  type: PrincipalType;
}

/** The filters of the Add Member search: that kind of principal, not yet a member, active users only. */
export function candidateFilters(projectId: number, type: PrincipalType, search: string): FilterSpec[] {
  const filters: FilterSpec[] = [
    { name: 'type', operator: '=', values: [type] },
    { name: 'member', operator: '!', values: [projectId] },
  ];
  if (type === 'User') filters.push({ name: 'status', operator: '=', values: ['active'] });
  if (search.trim()) filters.push({ name: 'name', operator: '~', values: [search.trim()] });
  return filters;
}

export async function searchCandidates(projectId: number, type: PrincipalType, search: string, signal?: AbortSignal): Promise<PrincipalOption[]> {
  const collection = await api.get<HalCollection<PrincipalHal>>('/principals', {
    query: {
      filters: filtersParam(candidateFilters(projectId, type, search)),
      sortBy: sortByParam([['name', 'asc']]),
      pageSize: PRINCIPAL_SEARCH_PAGE_SIZE,
    },
    signal,
  });
  return elementsOf(collection).map((principal) => ({ id: principal.id, name: principal.name, type: principal._type }));
}

export function useCandidates(projectId: number, type: PrincipalType, search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...membersQueryKey(projectId), 'candidates', type, search.trim()] as const,
    queryFn: ({ signal }) => searchCandidates(projectId, type, search, signal),
    enabled,
  });
}
