import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isDocumentEvent, isFromThisTab, mapProjectDetail, queryKeys, useProjectEvents, type ProjectHal } from '@tessera/shared';
import { createDocument, deleteDocument, documentsPageQueryKey, fetchDocumentsPage, projectDocumentsQueryKey } from './documents';

/** As the shell's project page (spec 000 section 9): project detail stale after 60 s. */
export const PROJECT_DETAIL_STALE_TIME_MS = 60_000;

export function useDocumentsPage(projectId: number, page: number) {
  return useQuery({
    queryKey: documentsPageQueryKey(projectId, page),
    queryFn: ({ signal }) => fetchDocumentsPage(projectId, page, signal),
    // Paging keeps the current cards until the next page is there.
    placeholderData: keepPreviousData,
  });
}

/** The project as the shell's project page caches it (queryKeys.project): no extra request inside that page. */
export function useProjectDetail(projectId: number) {
  return useQuery({
    queryKey: queryKeys.project(projectId),
    queryFn: async ({ signal }) => mapProjectDetail(await api.get<ProjectHal>(`/projects/${projectId}`, { signal })),
    staleTime: PROJECT_DETAIL_STALE_TIME_MS,
  });
}

export function useCreateDocument(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => createDocument(projectId, title),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectDocumentsQueryKey(projectId) }),
  });
}

export function useDeleteDocument(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => deleteDocument(documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectDocumentsQueryKey(projectId) }),
  });
}

/**
 * Another person's document created, renamed, edited or deleted shows in the list without a reload: any document
 * event of the project (or a resync) refetches the cards. This tab's own writes refresh through their mutations.
 */
export function useLiveDocuments(projectId: number) {
  const queryClient = useQueryClient();
  useProjectEvents(projectId, (message) => {
    if (message.type !== 'resync' && (!isDocumentEvent(message) || isFromThisTab(message))) return;
    void queryClient.invalidateQueries({ queryKey: projectDocumentsQueryKey(projectId) });
  });
}
