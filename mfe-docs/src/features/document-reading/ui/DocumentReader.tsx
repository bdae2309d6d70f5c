// The document page as it opens: the document to read (title, meta line, the server's sanitised rendering), built
// without the editor's libraries (Tiptap, ProseMirror, Yjs: about 245 KB gzip) so reading a document costs none of
// them. Its buttons (Edit, Comments) open the editor; the page loads the editor's code on intent and keeps this on
// screen until it has arrived. Another person's saved change shows here live (the project's document events).
import { useQueryClient } from '@tanstack/react-query';
import {
  errorMessage, Flex, formatDateTime, isApiError, isDocumentEvent, isFromThisTab, PageError, RichText, Skeleton, Typography, useProjectEvents,
} from '@tessera/shared';
import type { ReactNode } from 'react';
import { documentQueryKey, useDocument } from '../api/document';
import type { EditableDocument } from '../model/document';

export const DOCUMENT_LOADING_MESSAGE = 'Loading document...';
export const DOCUMENT_NOT_FOUND_TITLE = 'Document not found';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'This document does not exist, or you do not have access to it.';
export const DOCUMENT_LOAD_FAILED_TITLE = 'Failed to load document';

/** The line under the title: when it was last updated and by whom it was created. */
export function DocumentMeta({ document }: { document: EditableDocument }) {
  return (
    <Typography.Text type="secondary" data-testid="document-meta">
      {`Updated ${formatDateTime(document.updatedAt)}`}
      {document.authorName ? ` · Created by ${document.authorName}` : ''}
    </Typography.Text>
  );
}

export function DocumentLoading() {
  return (
    <div role="status">
      <Typography.Text type="secondary">{DOCUMENT_LOADING_MESSAGE}</Typography.Text>
      <Skeleton active />
    </div>
  );
}

export function DocumentNotFound({ back }: { back?: ReactNode }) {
  return <PageError status="404" headingLevel={1} title={DOCUMENT_NOT_FOUND_TITLE} message={DOCUMENT_NOT_FOUND_MESSAGE} extra={back} />;
}

/** The document's read while it is pending or failed (not found, or another failure with a retry); null once read. */
export function DocumentReadState({ read, back }: { read: ReturnType<typeof useDocument>; back?: (document: EditableDocument | null) => ReactNode }) {
  if (read.isPending) return <DocumentLoading />;
  if (!read.isError) return null;
  if (isApiError(read.error) && read.error.status === 404) return <DocumentNotFound back={back?.(null)} />;
  return <PageError headingLevel={1} title={DOCUMENT_LOAD_FAILED_TITLE} message={errorMessage(read.error)} onRetry={() => void read.refetch()} extra={back?.(null)} />;
}

/** A saved change to the document by someone else (or a missed stretch of events) reads it again. */
function useLiveDocument(document: EditableDocument | undefined) {
  const queryClient = useQueryClient();
  const documentId = document?.id;
  useProjectEvents(document?.projectId, (message) => {
    if (documentId === undefined) return;
    if (message.type !== 'resync' && (!isDocumentEvent(message) || message.documentId !== documentId || isFromThisTab(message))) return;
    void queryClient.invalidateQueries({ queryKey: documentQueryKey(documentId) });
  });
}

export interface DocumentReaderProps {
  documentId: number;
  back?: (document: EditableDocument | null) => ReactNode;
  /** Buttons beside the title (the page's Edit and Comments), given the document as read. */
  actions?: (document: EditableDocument) => ReactNode;
  /** Beside the text, as in the editor (the linked tasks and what refers to the document). */
  aside?: (document: EditableDocument) => ReactNode;
}

export function DocumentReader({ documentId, back, actions, aside }: DocumentReaderProps) {
  const read = useDocument(documentId);
  useLiveDocument(read.data);
  if (!read.data) return <DocumentReadState read={read} back={back} />;
  const document = read.data;
  return (
    <article data-testid="document-reader" data-document-id={document.id}>
      <Flex vertical gap={8}>
        {back?.(document)}
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <Typography.Title level={1} style={{ margin: 0 }} data-testid="document-title">
            {document.title}
          </Typography.Title>
          <Flex align="center" gap={8} wrap>
            {actions?.(document)}
          </Flex>
        </Flex>
        <DocumentMeta document={document} />
        <Flex gap={16} align="flex-start">
          <div style={{ flex: '1 1 auto', minWidth: 0 }}>
            <RichText html={document.html} className="document-editor-content" aria-label="Document content" data-testid="document-read-content" />
          </div>
          {aside?.(document)}
        </Flex>
      </Flex>
    </article>
  );
}
