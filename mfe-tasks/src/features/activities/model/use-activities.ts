// Server state of the Activities tab: the paged timeline, comments, attachments and reactions.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  addComment,
  deleteAttachment,
  fetchActivitiesPage,
  fetchActivityAttachments,
  fetchReactions,
  toggleReaction,
  updateComment,
  uploadActivityAttachment,
  type Activity,
  type ActivityPage,
  type Attachment,
  type EmojiReaction,
} from '../api/activities-api';
import { activityKeys } from './activity-keys';

export function useActivities(workPackageId: number) {
  return useInfiniteQuery({
    queryKey: activityKeys.timeline(workPackageId),
    queryFn: ({ pageParam, signal }) => fetchActivitiesPage(workPackageId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.activities.length, 0);
      return lastPage.activities.length > 0 && loaded < lastPage.total ? lastPage.offset + 1 : undefined;
    },
  });
}

/** The loaded pages as one list; an activity added meanwhile can shift a page, so ids are kept once. */
export function flattenActivities(data: InfiniteData<ActivityPage> | undefined): Activity[] {
  const seen = new Set<number>();
  const activities: Activity[] = [];
  for (const page of data?.pages ?? []) {
    for (const activity of page.activities) {
      if (seen.has(activity.id)) continue;
      seen.add(activity.id);
      activities.push(activity);
    }
  }
  return activities;
}

export function useAddComment(workPackageId: number, onAdded?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addComment(workPackageId, text),
    onSuccess: async () => {
      onAdded?.();
      await queryClient.invalidateQueries({ queryKey: activityKeys.timeline(workPackageId) });
    },
  });
}

export function useUpdateComment(workPackageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, text }: { activityId: number; text: string }) => updateComment(activityId, text),
    // Put the edited activity in place: refetching every loaded page for one comment is wasteful.
    onSuccess: (updated) => {
      queryClient.setQueryData<InfiniteData<ActivityPage>>(activityKeys.timeline(workPackageId), (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            activities: page.activities.map((activity) => (activity.id === updated.id ? updated : activity)),
          })),
        });
    },
  });
}

export function useActivityAttachments(activityId: number) {
  return useQuery({
    queryKey: activityKeys.attachments(activityId),
    queryFn: ({ signal }) => fetchActivityAttachments(activityId, signal),
  });
}

/**
 * After an upload or a delete: the list is read again. A read that left before the change reached the server (a live
 * update's refetch) would otherwise answer the list as it was, after the change showed, and undo it on screen; this
 * read replaces it (it cancels the one in flight).
 */
function rereadAttachments(queryClient: QueryClient, activityId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: activityKeys.attachments(activityId) });
}

export function useUploadAttachment(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadActivityAttachment(activityId, file),
    onSuccess: async (attachment) => {
      queryClient.setQueryData<Attachment[]>(activityKeys.attachments(activityId), (list) => [...(list ?? []), attachment]);
      await rereadAttachments(queryClient, activityId);
    },
  });
}

export function useDeleteAttachment(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: number) => deleteAttachment(attachmentId),
    onSuccess: async (_, attachmentId) => {
      queryClient.setQueryData<Attachment[]>(activityKeys.attachments(activityId), (list) => list?.filter((item) => item.id !== attachmentId));
      await rereadAttachments(queryClient, activityId);
    },
  });
}

export function useReactions(activityId: number) {
  return useQuery({
    queryKey: activityKeys.reactions(activityId),
    queryFn: ({ signal }) => fetchReactions(activityId, signal),
  });
}

/** The reactions as they are once `userId` toggles `reaction` (for showing the click at once). */
export function toggledReactions(reactions: EmojiReaction[], reaction: string, emoji: string, userId: number): EmojiReaction[] {
  const existing = reactions.find((item) => item.reaction === reaction);
  if (!existing) return [...reactions, { reaction, emoji, count: 1, userIds: [userId], userNames: [] }];
  const mine = existing.userIds.includes(userId);
  const next: EmojiReaction = mine
    ? { ...existing, count: existing.count - 1, userIds: existing.userIds.filter((id) => id !== userId) }
    : { ...existing, count: existing.count + 1, userIds: [...existing.userIds, userId] };
  return reactions.map((item) => (item === existing ? next : item)).filter((item) => item.count > 0);
}

export function useToggleReaction(activityId: number, userId: number | null) {
  const queryClient = useQueryClient();
  const key = activityKeys.reactions(activityId);
  return useMutation({
    mutationFn: ({ reaction }: { reaction: string; emoji: string }) => toggleReaction(activityId, reaction),
    onMutate: async ({ reaction, emoji }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<EmojiReaction[]>(key);
      if (userId !== null) queryClient.setQueryData<EmojiReaction[]>(key, toggledReactions(previous ?? [], reaction, emoji, userId));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSuccess: async (reactions) => {
      // A read that left before this toggle reached the server (a live update's refetch) would answer the reactions
      // without it, after this answer: it is dropped, and the server's answer to the toggle stays.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, reactions);
    },
  });
}
