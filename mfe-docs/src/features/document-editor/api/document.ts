import { api, type DocumentHal } from '@tessera/shared';

/** What one PATCH /documents/{id} may change, with the lockVersion it was based on. */
export interface DocumentChanges {
  title?: string;
  content?: unknown;
}

export const patchDocument = (documentId: number, changes: DocumentChanges, lockVersion: number) =>
  api.patch<DocumentHal>(`/documents/${documentId}`, { ...changes, lockVersion });
