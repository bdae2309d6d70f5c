// A forum's topics: the list, starting a topic and 'Mark all read'.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { elementsOf } from '@tessera/shared';
import { createTopic, fetchTopics, forumKeys, markForumRead, STALE_TIMES, type NewTopicInput, type TopicListParams } from '../../../entities/forum';

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
