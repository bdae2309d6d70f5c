// The project's forums: the list and its writes.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { elementsOf, hasAction, linkOf } from '@tessera/shared';
import { createForum, deleteForum, fetchProjectForums, forumKeys, STALE_TIMES, updateForum, type ForumHal, type ForumInput } from '../../../entities/forum';

export interface ForumsPage {
  total: number;
  forums: ForumHal[];
  /** Whether to offer creating: the collection's createForum link when it sends one; else offered, the server decides. */
  canCreate: boolean;
}

export function useProjectForums(projectId: number, page: number) {
  return useQuery({
    queryKey: [...forumKeys.projectForums(projectId), page],
    queryFn: async ({ signal }): Promise<ForumsPage> => {
      const collection = await fetchProjectForums(projectId, page, signal);
      const forums = elementsOf(collection);
      return {
        total: collection.total ?? forums.length,
        forums,
        // The contract's collection carries no createForum link yet: without one, offer it and let a 403 explain.
        canCreate: linkOf(collection, 'createForum') ? hasAction(collection, 'createForum') : true,
      };
    },
    staleTime: STALE_TIMES.forums,
    placeholderData: keepPreviousData,
  });
}

export function useCreateForum(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ForumInput) => createForum(projectId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.projectForums(projectId) }),
  });
}

export function useUpdateForum(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ forumId, changes }: { forumId: number; changes: ForumInput }) => updateForum(forumId, changes),
    onSuccess: (forum) => {
      queryClient.setQueryData(forumKeys.forum(forum.id), forum);
      return queryClient.invalidateQueries({ queryKey: forumKeys.projectForums(projectId) });
    },
  });
}

export function useDeleteForum(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (forumId: number) => deleteForum(forumId),
    onSuccess: (_, forumId) => {
      queryClient.removeQueries({ queryKey: forumKeys.forum(forumId) });
      return queryClient.invalidateQueries({ queryKey: forumKeys.projectForums(projectId) });
    },
  });
}
