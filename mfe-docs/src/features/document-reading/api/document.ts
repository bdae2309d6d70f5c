// GET /documents/{id}: the document page's one read of its document (the editor and the preview share it).
import { useQuery } from '@tanstack/react-query';
import { api, documentReads, isApiError, type DocumentHal } from '@tessera/shared';
import { mapDocument } from '../model/document';

export const documentQueryKey = (documentId: number) => ['mfe-docs', 'document', documentId] as const;

export const fetchDocument = async (documentId: number, signal?: AbortSignal) => mapDocument(await api.get<DocumentHal>(documentReads.document(documentId), { signal }));

/**
 * GET /documents/{id}, read once for the page: the editor owns the content from then on, so the query does not
 * refetch on focus (a refetch would not reach the editor anyway, and would only stale the lockVersion it shows).
 * A 404 (no such document, or one the caller may not see) is not retried.
 */
export function useDocument(documentId: number) {
  return useQuery({
    queryKey: documentQueryKey(documentId),
    queryFn: ({ signal }) => fetchDocument(documentId, signal),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
