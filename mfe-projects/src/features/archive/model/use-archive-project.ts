// Archive / unarchive: PATCH active=false / true, with toasts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, errorMessage, type Project } from '@tessera/shared';
import { patchProject, storeUpdatedProject } from '../../../entities/project';
import { ARCHIVE_FAILED, ARCHIVE_SUCCESS, UNARCHIVE_FAILED, UNARCHIVE_SUCCESS } from './archive-messages';

export function useArchiveProject() {
  const queryClient = useQueryClient();
  const { message, notification } = App.useApp();
  return useMutation({
    mutationFn: ({ project, archived }: { project: Pick<Project, 'id'>; archived: boolean }) =>
      patchProject(project.id, { active: !archived }),
    onSuccess: (hal, { archived }) => {
      storeUpdatedProject(queryClient, hal);
      message.success(archived ? ARCHIVE_SUCCESS : UNARCHIVE_SUCCESS);
    },
    onError: (error, { archived }) => {
      notification.error({ title: archived ? ARCHIVE_FAILED : UNARCHIVE_FAILED, description: errorMessage(error) });
    },
  });
}
