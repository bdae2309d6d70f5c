import { useQuery } from '@tanstack/react-query';
import { api, isApiError, type DocumentHal } from '@tessera/shared';
import { mapDocument } from '../model/document';

export const documentQueryKey = (documentId: number) => ['mfe-docs', 'document', documentId] as const;

/** GET /documents/{id}. A 404 (no such document, or one the caller may not see) is not retried. */
export function useDocument(documentId: number) {
  return useQuery({
    queryKey: documentQueryKey(documentId),
    queryFn: async ({ signal }) => mapDocument(await api.get<DocumentHal>(`/documents/${documentId}`, { signal })),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}
