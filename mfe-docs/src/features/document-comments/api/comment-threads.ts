// The comment threads of one document (GET, paged by 100 with "Load more"), and the writes the thread links offer.
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  api, documentReads, elementsOf, linkOf, type ApiRequestBody, type DocumentCommentHal, type DocumentCommentThreadCollectionHal, type DocumentCommentThreadHal,
} from '@tessera/shared';
import { mapThread, type CommentThread } from '../model/threads';

type DocumentCommentThreadCreateBody = ApiRequestBody<'/api/v3/documents/{id}/comment_threads', 'post'>;
type DocumentCommentCreateBody = ApiRequestBody<'/api/v3/document_comment_threads/{id}/comments', 'post'>;
type DocumentCommentThreadUpdateBody = ApiRequestBody<'/api/v3/document_comment_threads/{id}', 'patch'>;

export const commentThreadsQueryKey = (documentId: number) => ['mfe-docs', 'document-comment-threads', documentId] as const;

export interface ThreadsPage {
  threads: CommentThread[];
  total: number;
  /** Where a new thread is posted; null when the requester may not start one (comments off). */
  createThreadHref: string | null;
}

export async function fetchThreadsPage(documentId: number, offset: number, signal?: AbortSignal): Promise<ThreadsPage> {
  // The URL the shell may already have asked for as the page booted (documentReads).
  const collection = await api.get<DocumentCommentThreadCollectionHal>(documentReads.commentThreads(documentId, offset), { signal });
  return {
    threads: elementsOf(collection).map(mapThread),
    total: collection.total,
    createThreadHref: linkOf(collection, 'createThread')?.href ?? null,
  };
}

/** Every page loaded so far; the next one while the loaded threads are fewer than the total. */
export function useCommentThreads(documentId: number) {
  return useInfiniteQuery({
    queryKey: commentThreadsQueryKey(documentId),
    queryFn: ({ pageParam, signal }) => fetchThreadsPage(documentId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.threads.length, 0);
      return loaded < last.total && last.threads.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

export async function createThread(href: string, body: DocumentCommentThreadCreateBody): Promise<CommentThread> {
  return mapThread(await api.post<DocumentCommentThreadHal>(href, body));
}

export function addComment(href: string, raw: string): Promise<DocumentCommentHal> {
  const body: DocumentCommentCreateBody = { comment: { raw } };
  return api.post<DocumentCommentHal>(href, body);
}

/** Resolves or reopens with the lockVersion the panel shows (a stale one is a 409). */
export async function setThreadResolved(href: string, resolved: boolean, lockVersion: number): Promise<CommentThread> {
  const body: DocumentCommentThreadUpdateBody = { resolved, lockVersion };
  return mapThread(await api.patch<DocumentCommentThreadHal>(href, body));
}
