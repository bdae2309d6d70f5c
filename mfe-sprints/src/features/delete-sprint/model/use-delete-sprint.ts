// Deleting a sprint (spec 002 sections 4 and 8): its column goes at once and its tasks show as unassigned (the
// server unassigns them in the same transaction); a failure restores both and says why.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, deleteVersion, errorMessage, queryKeys, type ProjectVersion } from '@tessera/shared';
import { forgetDeletedSprint, invalidateAfterVersionWrite, sprintKeys } from '../../../entities/sprint';
import type { SprintTask } from '../../../entities/task';

export const SPRINT_DELETED_MESSAGE = 'Sprint deleted successfully';
export const SPRINT_DELETE_FAILED_MESSAGE = 'Failed to delete sprint';

interface Snapshot {
  versions: ProjectVersion[] | undefined;
  tasks: SprintTask[] | undefined;
}

export function useDeleteSprint(projectId: number) {
  const queryClient = useQueryClient();
  const { message, notification } = App.useApp();
  const versionsKey = queryKeys.projectVersions(projectId);
  const tasksKey = sprintKeys.tasks(projectId);

  return useMutation<void, unknown, ProjectVersion, Snapshot>({
    mutationFn: (version) => deleteVersion(version.id),
    onMutate: async (version) => {
      // A refetch landing now would bring the column back before the delete is done.
      await Promise.all([queryClient.cancelQueries({ queryKey: versionsKey }), queryClient.cancelQueries({ queryKey: tasksKey })]);
      const snapshot: Snapshot = {
        versions: queryClient.getQueryData<ProjectVersion[]>(versionsKey),
        tasks: queryClient.getQueryData<SprintTask[]>(tasksKey),
      };
      queryClient.setQueryData<ProjectVersion[]>(versionsKey, (versions) => versions?.filter((candidate) => candidate.id !== version.id));
      queryClient.setQueryData<SprintTask[]>(tasksKey, (tasks) =>
        tasks?.map((task) => (task.versionId === version.id ? { ...task, versionId: null } : task)),
      );
      return snapshot;
    },
    onError: (error, _version, snapshot) => {
      if (snapshot?.versions) queryClient.setQueryData(versionsKey, snapshot.versions);
      if (snapshot?.tasks) queryClient.setQueryData(tasksKey, snapshot.tasks);
      notification.error({ title: SPRINT_DELETE_FAILED_MESSAGE, description: errorMessage(error) });
    },
    onSuccess: (_data, version) => {
      forgetDeletedSprint(queryClient, projectId, version.id);
      void message.success(SPRINT_DELETED_MESSAGE);
    },
    // Either way the server's state is read again (the unassigned tasks have new lockVersions); a deleted sprint's own
    // queries are gone by then.
    onSettled: () => invalidateAfterVersionWrite(queryClient, projectId, { tasksChanged: true }),
  });
}
