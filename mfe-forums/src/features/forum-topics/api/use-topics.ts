// A forum's topics: the list, starting a topic (with its server-kept draft) and 'Mark all read'.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, elementsOf } from '@tessera/shared';
import {
  createTopic, discardDraft, fetchDraft, fetchTopics, forumKeys, markForumRead, saveDraft, STALE_TIMES,
  type ForumDraftHal, type NewTopicInput, type TopicListParams,
} from '../../../entities/forum';

export function useTopics(forumId: number, params: TopicListParams) {
  return useQuery({
    queryKey: [...forumKeys.topics(forumId), params],
    queryFn: async ({ signal }) => {
      const collection = await fetchTopics(forumId, params, signal);
      const topics = elementsOf(collection);
      return { total: collection.total ?? topics.length, topics };
    },
    staleTime: STALE_TIMES.topics,
    placeholderData: keepPreviousData,
  });
}

export function useCreateTopic(projectId: number, forumId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTopicInput) => createTopic(forumId, input),
    onSuccess: () => {
      // The server deleted the draft with the post.
      queryClient.removeQueries({ queryKey: forumKeys.draft(forumId) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.projectForums(projectId) });
      return queryClient.invalidateQueries({ queryKey: forumKeys.forum(forumId) });
    },
  });
}

/** 'Mark all read' really marks every message of the forum read: the badges clear. */
export function useMarkForumRead(projectId: number, forumId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markForumRead(forumId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.projectForums(projectId) });
      return queryClient.invalidateQueries({ queryKey: forumKeys.forum(forumId) });
    },
  });
}

/** The caller's draft of a new topic in this forum; none is null (the server answers 404). */
export function useTopicDraft(forumId: number, enabled: boolean) {
  return useQuery({
    queryKey: forumKeys.draft(forumId),
    queryFn: async ({ signal }): Promise<ForumDraftHal | null> => {
      try {
        return await fetchDraft(forumId, undefined, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    staleTime: 0,
    // Read when the dialog opens, not again under the user's typing.
    refetchOnWindowFocus: false,
  });
}

export const saveTopicDraft = (forumId: number, subject: string, content: NewTopicInput['content']) => saveDraft(forumId, { subject, content });
export const discardTopicDraft = (forumId: number) => discardDraft(forumId);
