// Queries several forum features read, and the live refresh of what they show.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isForumEvent, isFromThisTab, mapProjectDetail, queryKeys, useProjectEvents, type ProjectHal } from '@tessera/shared';
import { fetchCategories, fetchForum } from './forum-api';
import { forumKeys, STALE_TIMES } from './keys';

/** As the shell's project page caches the project (queryKeys.project, 60 s): no extra request inside that page. */
export function useForumProject(projectId: number) {
  return useQuery({
    queryKey: queryKeys.project(projectId),
    queryFn: async ({ signal }) => mapProjectDetail(await api.get<ProjectHal>(`/projects/${projectId}`, { signal })),
    staleTime: 60_000,
  });
}

export function useForum(forumId: number) {
  return useQuery({ queryKey: forumKeys.forum(forumId), queryFn: ({ signal }) => fetchForum(forumId, signal), staleTime: STALE_TIMES.forum });
}

/** The nine categories hardly ever change: read once per session. */
export function useForumCategories() {
  return useQuery({ queryKey: forumKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal), staleTime: Infinity });
}

/**
 * Someone else's forum, topic or reply change shows without a reload: the affected queries refetch. This tab's own
 * writes refresh through their mutations; typing events are for the topic view (useTypingIndicator).
 */
export function useLiveForums(projectId: number) {
  const queryClient = useQueryClient();
  useProjectEvents(projectId, (message) => {
    const invalidate = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
    if (message.type === 'resync') {
      invalidate(forumKeys.all);
      return;
    }
    if (!isForumEvent(message) || isFromThisTab(message) || message.type === 'forum.typing') return;
    invalidate(forumKeys.projectForums(projectId));
    if (message.type === 'forum.deleted') {
      // Deleting a forum removes its cached detail (spec 003 section 4).
      queryClient.removeQueries({ queryKey: forumKeys.forum(message.forumId) });
      return;
    }
    invalidate(forumKeys.forum(message.forumId));
    if ('topicId' in message) {
      invalidate(forumKeys.topic(message.topicId));
    }
  });
}
