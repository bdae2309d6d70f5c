// What links this document (issue 22): GET /documents/{id}/backlinks, only sources the reader may see.
import { useQuery } from '@tanstack/react-query';
import { api, elementsOf, type HalCollection, type HalResource } from '@tessera/shared';

export interface DocumentBacklink {
  sourceType: 'WorkPackage' | 'Document';
  id: number;
  title: string;
  status: string | null;
  projectId: number;
  projectName: string;
}

export const DOCUMENT_BACKLINKS_PAGE_SIZE = 50;

export const documentBacklinkKeys = { list: (documentId: number) => ['documents', documentId, 'backlinks'] as const };

export function useDocumentBacklinks(documentId: number) {
  return useQuery({
    queryKey: documentBacklinkKeys.list(documentId),
    queryFn: async ({ signal }) => {
      const page = await api.get<HalCollection<DocumentBacklink & HalResource>>(`/documents/${documentId}/backlinks`, {
        query: { pageSize: DOCUMENT_BACKLINKS_PAGE_SIZE, offset: 1 },
        signal,
      });
      return { total: page.total, elements: elementsOf(page) as DocumentBacklink[] };
    },
  });
}
