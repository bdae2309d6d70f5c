// A project's documents (docs/api.md 'Documents'): the paged list, create and delete.
import { api, elementsOf, type ApiAnswer, type ApiRequestBody, type DocumentHal } from '@tessera/shared';

/** Cards per page of the Documents view (the API's default page size). */
export const DOCUMENTS_PAGE_SIZE = 20;

/** The prefix of every page of a project's documents (for invalidation after a write). */
export const projectDocumentsQueryKey = (projectId: number) => ['mfe-docs', 'project-documents', projectId] as const;
export const documentsPageQueryKey = (projectId: number, page: number) => [...projectDocumentsQueryKey(projectId), page] as const;

type DocumentsCollectionHal = ApiAnswer<'/api/v3/projects/{id}/documents', 'get'>;

/** One page of documents as the list shows them, and how many there are in all. */
export interface DocumentsPage {
  total: number;
  elements: DocumentHal[];
}

/** One page (1-based) of a project's documents, most recently changed first (the API's default order). */
export async function fetchDocumentsPage(projectId: number, page: number, signal?: AbortSignal): Promise<DocumentsPage> {
  const collection = await api.get<DocumentsCollectionHal>(`/projects/${projectId}/documents`, {
    query: { offset: page, pageSize: DOCUMENTS_PAGE_SIZE },
    signal,
  });
  const elements = elementsOf(collection);
  return { total: typeof collection.total === 'number' ? collection.total : elements.length, elements };
}

/** POST /projects/{id}/documents: an empty document with this title (category: the default). */
export function createDocument(projectId: number, title: string): Promise<DocumentHal> {
  const body: ApiRequestBody<'/api/v3/projects/{id}/documents', 'post'> = { title };
  return api.post<DocumentHal>(`/projects/${projectId}/documents`, body);
}

export function deleteDocument(documentId: number): Promise<void> {
  return api.del(`/documents/${documentId}`);
}
