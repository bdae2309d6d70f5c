// What a page reads first, by its browser path. The shell starts these reads as it boots (startEarlyReads), so they
// travel while the page's remote loads; the remote builds its URLs with the same functions, so its first GETs take
// those answers instead of asking again.
import { apiUrl } from '../api/client';

/** Comment threads are read a hundred at a time ("Load more" asks for the next page). */
export const DOCUMENT_COMMENT_THREADS_PAGE_SIZE = 100;

/** The document page's reads (mfe-docs). */
export const documentReads = {
  document: (documentId: number) => `/documents/${documentId}`,
  /** `page` counts from 1 (OpenProject's offset). */
  commentThreads: (documentId: number, page: number) =>
    apiUrl(`/documents/${documentId}/comment_threads`, { offset: page, pageSize: DOCUMENT_COMMENT_THREADS_PAGE_SIZE }),
};

/** The reads of the page at `pathname` that can start before its code has loaded (none for most pages). */
export function firstReadsOf(pathname: string): string[] {
  const document = /^\/docs\/(\d+)\/?$/.exec(pathname);
  if (document) {
    const id = Number(document[1]);
    return [documentReads.document(id), documentReads.commentThreads(id, 1)];
  }
  return [];
}
