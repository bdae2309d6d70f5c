// Documents shared with the signed-in user (GET /documents/shared_with_me), a page at a time.
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { api, elementsOf, type ApiAnswer } from '@tessera/shared';

export type SharedDocumentsPageHal = ApiAnswer<'/api/v3/documents/shared_with_me', 'get'>;

export const SHARED_DOCUMENTS_PAGE_SIZE = 20;
export const sharedDocumentsQueryKey = (page: number) => ['mfe-docs', 'shared-with-me', page] as const;

export async function fetchSharedDocuments(page: number, signal?: AbortSignal) {
  const collection = await api.get<SharedDocumentsPageHal>('/documents/shared_with_me', { query: { offset: page, pageSize: SHARED_DOCUMENTS_PAGE_SIZE }, signal });
  return { total: collection.total, elements: elementsOf(collection) };
}

export function useSharedDocuments(page: number) {
  return useQuery({ queryKey: sharedDocumentsQueryKey(page), queryFn: ({ signal }) => fetchSharedDocuments(page, signal), placeholderData: keepPreviousData });
}
