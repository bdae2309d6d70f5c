// A topic and its replies: reading (which marks them read), the optimistic reply, edits, deletions, moderation,
// following, and turning a post into a task.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, elementsOf, getCurrentUser } from '@tessera/shared';
import {
  deleteMessage, fetchReplies, fetchTopic, followTopic, forumKeys, postReply, STALE_TIMES, unfollowTopic, updateMessage,
  type EditorDocument, type MessageChanges, type MessageHal,
} from '../../../entities/forum';

export interface RepliesPage {
  total: number;
  replies: MessageHal[];
}

/** Reading a topic marks it read on the server: the forum's badges and the list's 'New' refresh. */
export function useTopic(projectId: number, forumId: number, topicId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: forumKeys.topic(topicId),
    queryFn: async ({ signal }) => {
      const topic = await fetchTopic(topicId, signal);
      if (!topic.read || (topic.unreadRepliesCount ?? 0) > 0) markedRead(queryClient, projectId, forumId);
      return topic;
    },
    staleTime: STALE_TIMES.topic,
  });
}

function markedRead(queryClient: ReturnType<typeof useQueryClient>, projectId: number, forumId: number) {
  void queryClient.invalidateQueries({ queryKey: forumKeys.forum(forumId) });
  void queryClient.invalidateQueries({ queryKey: forumKeys.projectForums(projectId) });
}

export const repliesPageKey = (topicId: number, page: number) => [...forumKeys.replies(topicId), page] as const;

export function useReplies(topicId: number, page: number) {
  return useQuery({
    queryKey: repliesPageKey(topicId, page),
    queryFn: async ({ signal }): Promise<RepliesPage> => {
      const collection = await fetchReplies(topicId, page, signal);
      const replies = elementsOf(collection);
      return { total: collection.total ?? replies.length, replies };
    },
    staleTime: STALE_TIMES.replies,
    placeholderData: keepPreviousData,
  });
}

/** A reply shown while it is being posted: its text as typed (shown as text, never as HTML). */
export function temporaryReply(topic: MessageHal, text: string): MessageHal {
  const user = getCurrentUser();
  const now = new Date().toISOString();
  return {
    ...topic,
    _type: 'Message',
    id: -Date.now(),
    subject: `Re: ${topic.subject}`,
    content: { format: 'custom', raw: text, html: '' },
    repliesCount: 0,
    createdAt: now,
    updatedAt: now,
    lastActivityAt: now,
    read: true,
    // Not the topic's files: a new reply has none.
    _embedded: { attachments: { _type: 'Collection', total: 0, count: 0, _embedded: { elements: [] } } },
    _links: { self: { href: null }, author: { href: user ? `/api/v3/users/${user.id}` : null, title: user?.name ?? 'You' } },
  };
}

export const isTemporary = (message: MessageHal) => message.id < 0;

/**
 * Posting a reply is optimistic: a temporary reply shows at once at the end of the page on screen, and the replies
 * are refetched whether the post succeeds or fails.
 */
export function usePostReply(projectId: number, forumId: number, topic: MessageHal, page: number) {
  const queryClient = useQueryClient();
  const key = repliesPageKey(topic.id, page);
  return useMutation({
    mutationFn: ({ content }: { content: EditorDocument; text: string }) => postReply(topic.id, content),
    onMutate: async ({ text }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RepliesPage>(key);
      queryClient.setQueryData<RepliesPage>(key, (current) => ({
        total: (current?.total ?? 0) + 1,
        replies: [...(current?.replies ?? []), temporaryReply(topic, text)],
      }));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.replies(topic.id) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.topic(topic.id), exact: true });
      void queryClient.invalidateQueries({ queryKey: forumKeys.topics(forumId) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.projectForums(projectId) });
    },
  });
}

/** After any change to a topic or reply: what shows it refetches. */
function useRefreshThread(projectId: number, forumId: number, topicId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: forumKeys.topic(topicId) });
    void queryClient.invalidateQueries({ queryKey: forumKeys.forum(forumId) });
    void queryClient.invalidateQueries({ queryKey: forumKeys.projectForums(projectId) });
  };
}

export function useUpdateMessage(projectId: number, forumId: number, topicId: number) {
  const refresh = useRefreshThread(projectId, forumId, topicId);
  return useMutation({
    mutationFn: ({ messageId, changes }: { messageId: number; changes: MessageChanges }) => updateMessage(messageId, changes),
    onSuccess: refresh,
  });
}

export function useDeleteMessage(projectId: number, forumId: number, topicId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshThread(projectId, forumId, topicId);
  return useMutation({
    mutationFn: (messageId: number) => deleteMessage(messageId),
    onSuccess: (_, messageId) => {
      if (messageId === topicId) queryClient.removeQueries({ queryKey: forumKeys.topic(topicId) });
      refresh();
    },
  });
}

export function useFollow(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followTopic(topicId) : unfollowTopic(topicId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.topic(topicId), exact: true }),
  });
}

/** The suite's own address of a post: its topic's page (a reply adds its anchor). */
export function postPath(projectId: number, forumId: number, topicId: number, messageId: number): string {
  const topicPath = `/projects/${projectId}/forums/${forumId}/topics/${topicId}`;
  return messageId === topicId ? topicPath : `${topicPath}#message-${messageId}`;
}

/** Escapes what would end a markdown link text. */
const linkText = (text: string) => text.replace(/[[\]\\]/g, '\\$&');

/** POST /projects/{id}/work_packages: a task titled after the post, whose description links back to it. */
export function createTaskFromPost(projectId: number, post: MessageHal, url: string): Promise<{ id: number; subject: string }> {
  const subject = post.subject.trim().slice(0, 255);
  const description = `From the forum post [${linkText(post.subject)}](${url}).\n\n${post.content.raw}`.trim();
  return api.post(`/projects/${projectId}/work_packages`, { subject, description: { raw: description }, _links: {} });
}
