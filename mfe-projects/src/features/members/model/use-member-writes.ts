// Member changes refresh the member list and the project page's header (avatars, '+N') together.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tessera/shared';
import { createMembership, removeMember, updateMemberRoles, type NewMembership } from '../api/memberships';

function useRefreshProject(projectId: number) {
  const queryClient = useQueryClient();
  // Prefix match: the project detail, its member list and the Add Member candidates.
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) });
}

export function useUpdateMemberRoles(projectId: number) {
  const refresh = useRefreshProject(projectId);
  return useMutation({
    mutationFn: ({ membershipId, roleIds }: { membershipId: number; roleIds: number[] }) => updateMemberRoles(membershipId, roleIds),
    onSuccess: refresh,
  });
}

export function useRemoveMember(projectId: number) {
  const refresh = useRefreshProject(projectId);
  return useMutation({ mutationFn: (membershipId: number) => removeMember(membershipId), onSuccess: refresh });
}

export function useAddMember(projectId: number) {
  const refresh = useRefreshProject(projectId);
  return useMutation({ mutationFn: (membership: Omit<NewMembership, 'projectId'>) => createMembership({ ...membership, projectId }), onSuccess: refresh });
}
