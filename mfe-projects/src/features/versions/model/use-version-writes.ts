// Version writes. Every one ends by reading the project's versions again (the shared query: the sprint board and
// the tasks area show the change too); a delete takes the version off the list at once and puts it back if the
// server refuses (spec 002 section 4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createVersion, deleteVersion, queryKeys, updateVersion, type ProjectVersion, type VersionBody } from '@tessera/shared';

function useRefreshVersions(projectId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.projectVersions(projectId) });
}

export function useCreateVersion(projectId: number) {
  const refresh = useRefreshVersions(projectId);
  return useMutation({ mutationFn: (body: VersionBody) => createVersion(projectId, body), onSettled: refresh });
}

export interface VersionUpdate {
  versionId: number;
  /** The lockVersion last read (a stale one is refused with a 409). */
  lockVersion: number;
  /** Only the changed properties. */
  changes: VersionBody;
}

/** Also after a failure: a 409 means the list is out of date, and the user should see the latest. */
export function useUpdateVersion(projectId: number) {
  const refresh = useRefreshVersions(projectId);
  return useMutation({
    mutationFn: ({ versionId, lockVersion, changes }: VersionUpdate) => updateVersion(versionId, lockVersion, changes),
    onSettled: refresh,
  });
}

export function useDeleteVersion(projectId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.projectVersions(projectId);
  return useMutation({
    mutationFn: (versionId: number) => deleteVersion(versionId),
    onMutate: async (versionId: number) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectVersion[]>(key);
      queryClient.setQueryData<ProjectVersion[]>(key, (versions) => versions?.filter((version) => version.id !== versionId));
      return { previous };
    },
    onError: (_error, _versionId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    // Not awaited: the list already shows the outcome, the answer need not wait for the refetch.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
