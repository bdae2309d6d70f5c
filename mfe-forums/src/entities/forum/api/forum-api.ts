// The forum calls of the contract (all under /api/v3), one function each.
import { api, elementsOf, type HalCollection } from '@tessera/shared';
import type { EditorDocument, ForumCategoryHal, ForumCollection, ForumDraftHal, ForumHal, MessageCollection, MessageHal } from '../model/types';
import { FORUMS_PAGE_SIZE, REPLIES_PAGE_SIZE, TOPICS_PAGE_SIZE } from './keys';

export type TopicSort = 'latest' | 'popular' | 'unanswered' | 'views';
/** The server's status filter: open (not locked), locked, pinned (sticky), unread, followed. */
export type TopicStatus = 'all' | 'open' | 'locked' | 'pinned' | 'unread' | 'followed';

export interface TopicListParams {
  page: number;
  q?: string;
  sortBy: TopicSort;
  category?: number | null;
  status?: TopicStatus;
  /** The author's user id. */
  author?: number | null;
}

export interface ForumInput {
  name: string;
  description?: string;
  position?: number;
}

export interface NewTopicInput {
  subject: string;
  content: EditorDocument;
  sticky?: boolean;
  locked?: boolean;
  categoryId?: number | null;
}

export interface MessageChanges {
  subject?: string;
  content?: EditorDocument;
  sticky?: boolean;
  locked?: boolean;
}

export interface DraftInput {
  topic?: number;
  subject?: string;
  content: EditorDocument;
}

export function fetchProjectForums(projectId: number, page: number, signal?: AbortSignal): Promise<ForumCollection> {
  return api.get<ForumCollection>(`/projects/${projectId}/forums`, {
    query: { offset: page, pageSize: FORUMS_PAGE_SIZE, sortBy: 'position', sortOrder: 'asc' },
    signal,
  });
}

export const createForum = (projectId: number, input: ForumInput) => api.post<ForumHal>(`/projects/${projectId}/forums`, input);
export const fetchForum = (forumId: number, signal?: AbortSignal) => api.get<ForumHal>(`/forums/${forumId}`, { signal });
export const updateForum = (forumId: number, changes: ForumInput) => api.patch<ForumHal>(`/forums/${forumId}`, changes);
export const deleteForum = (forumId: number) => api.del(`/forums/${forumId}`);
export const markForumRead = (forumId: number) => api.post<void>(`/forums/${forumId}/read`);

export function fetchTopics(forumId: number, params: TopicListParams, signal?: AbortSignal): Promise<MessageCollection> {
  return api.get<MessageCollection>(`/forums/${forumId}/topics`, {
    query: {
      offset: params.page,
      pageSize: TOPICS_PAGE_SIZE,
      q: params.q || undefined,
      sortBy: params.sortBy,
      category: params.category ?? undefined,
      status: params.status && params.status !== 'all' ? params.status : undefined,
      author: params.author ?? undefined,
    },
    signal,
  });
}

export function createTopic(forumId: number, { subject, content, sticky, locked, categoryId }: NewTopicInput): Promise<MessageHal> {
  const body: Record<string, unknown> = { subject, content };
  if (sticky !== undefined) body.sticky = sticky;
  if (locked !== undefined) body.locked = locked;
  if (categoryId) body._links = { category: { href: `/api/v3/forum_categories/${categoryId}` } };
  return api.post<MessageHal>(`/forums/${forumId}/topics`, body);
}

export const fetchTopic = (topicId: number, signal?: AbortSignal) => api.get<MessageHal>(`/topics/${topicId}`, { signal });

export function fetchReplies(topicId: number, page: number, signal?: AbortSignal): Promise<MessageCollection> {
  return api.get<MessageCollection>(`/messages/${topicId}/replies`, { query: { offset: page, pageSize: REPLIES_PAGE_SIZE }, signal });
}

export const postReply = (topicId: number, content: EditorDocument) => api.post<MessageHal>(`/topics/${topicId}/reply`, { content });
export const updateMessage = (messageId: number, changes: MessageChanges) => api.patch<MessageHal>(`/messages/${messageId}`, changes);
export const deleteMessage = (messageId: number) => api.del(`/messages/${messageId}`);
export const followTopic = (topicId: number) => api.post<void>(`/topics/${topicId}/follow`);
export const unfollowTopic = (topicId: number) => api.del(`/topics/${topicId}/follow`);
export const sendTyping = (topicId: number) => api.post<void>(`/topics/${topicId}/typing`);

export async function fetchCategories(signal?: AbortSignal): Promise<ForumCategoryHal[]> {
  return elementsOf(await api.get<HalCollection<ForumCategoryHal>>('/forum_categories', { signal }));
}

export const fetchDraft = (forumId: number, topicId?: number, signal?: AbortSignal) =>
  api.get<ForumDraftHal>(`/forums/${forumId}/draft`, { query: { topic: topicId }, signal });
export const saveDraft = (forumId: number, draft: DraftInput) => api.put<void>(`/forums/${forumId}/draft`, draft);
export const discardDraft = (forumId: number, topicId?: number) =>
  api.del(topicId ? `/forums/${forumId}/draft?topic=${topicId}` : `/forums/${forumId}/draft`);
