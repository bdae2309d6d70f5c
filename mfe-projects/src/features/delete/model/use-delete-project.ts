// Deleting a project: gone from every cached list at once, back if the server refuses (spec 000 section 4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, errorMessage, queryKeys, type Project } from '@tessera/shared';
import { deleteProject, removeProjectFromCachedLists } from '../../../entities/project';
import { DELETE_FAILED_FALLBACK, DELETE_FAILED_TITLE, DELETE_SUCCESS_DESCRIPTION, DELETE_SUCCESS_TITLE } from './delete-messages';

export interface DeleteProjectOptions {
  /** Called once the project is gone (e.g. to leave its page), before its cached detail is dropped. */
  onDeleted?: (project: Pick<Project, 'id' | 'name'>) => void;
}

export function useDeleteProject({ onDeleted }: DeleteProjectOptions = {}) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (project: Pick<Project, 'id' | 'name'>) => deleteProject(project.id),
    onMutate: async (project) => {
      // A list fetch in flight would put the project back.
      await queryClient.cancelQueries({ queryKey: queryKeys.projects() });
      return { rollback: removeProjectFromCachedLists(queryClient, project.id) };
    },
    onError: (error, _project, context) => {
      context?.rollback();
      notification.error({ title: DELETE_FAILED_TITLE, description: errorMessage(error, DELETE_FAILED_FALLBACK) });
    },
    onSuccess: (_data, project) => {
      notification.success({ title: DELETE_SUCCESS_TITLE, description: DELETE_SUCCESS_DESCRIPTION });
      onDeleted?.(project);
      void queryClient.cancelQueries({ queryKey: queryKeys.project(project.id) });
      // Dropped once the page showing it has gone (a mounted page would fetch it again and get a 404).
      setTimeout(() => queryClient.removeQueries({ queryKey: queryKeys.project(project.id) }), 0);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects() }),
  });
}
