// A document's history: its versions (newest first), one version with its content, and restoring one.
import { useQuery } from '@tanstack/react-query';
import { api, elementsOf, hasAction, linkOf, type DocumentHal, type DocumentVersionHal, type HalCollection } from '@tessera/shared';
import type { DocumentNode } from '@tessera/shared/editor/react';

/** The versions the drawer lists (a document's history is read newest first; older ones rarely matter). */
export const VERSIONS_PAGE_SIZE = 100;

export interface DocumentVersion {
  version: number;
  createdAt: string;
  userName: string | null;
  /** What the version changed: 'title', 'category', 'content'. */
  changes: string[];
  canRestore: boolean;
}

export interface DocumentVersionDetail extends DocumentVersion {
  title: string | null;
  content: DocumentNode | null;
}

function mapVersion(hal: DocumentVersionHal): DocumentVersion {
  const user = linkOf(hal, 'user');
  return {
    version: hal.version,
    createdAt: hal.createdAt,
    userName: user?.href ? (user.title ?? null) : null,
    changes: hal.changes,
    canRestore: hasAction(hal, 'restore'),
  };
}

export const versionsQueryKey = (documentId: number) => ['mfe-docs', 'document', documentId, 'versions'] as const;

export function useDocumentVersions(documentId: number, enabled: boolean) {
  return useQuery({
    queryKey: versionsQueryKey(documentId),
    queryFn: async ({ signal }) =>
      elementsOf(await api.get<HalCollection<DocumentVersionHal>>(`/documents/${documentId}/versions`, { query: { pageSize: VERSIONS_PAGE_SIZE }, signal })).map(mapVersion),
    enabled,
    staleTime: 0,
  });
}

export function useDocumentVersion(documentId: number, version: number | null) {
  return useQuery({
    queryKey: [...versionsQueryKey(documentId), version],
    queryFn: async ({ signal }): Promise<DocumentVersionDetail> => {
      const hal = await api.get<DocumentVersionHal>(`/documents/${documentId}/versions/${version}`, { signal });
      const content = hal.content && typeof hal.content === 'object' ? (hal.content as DocumentNode) : null;
      return { ...mapVersion(hal), title: hal.title ?? null, content };
    },
    enabled: version !== null,
  });
}

export const restoreVersion = (documentId: number, version: number, lockVersion: number) =>
  api.post<DocumentHal>(`/documents/${documentId}/versions/${version}/restore`, { lockVersion });
