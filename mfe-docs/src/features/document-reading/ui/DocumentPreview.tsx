// The document page before its editor's code has arrived: the title, the meta line and the stored rendering, laid
// out as the editor lays them out, from the same read of the document. Built without the editor's libraries (Tiptap,
// Yjs), so a long document can be read while they load.
import { Flex, formatDateTime, Skeleton, Typography } from '@tessera/shared';
import { useEffect, type ReactNode } from 'react';
import { useDocument } from '../api/document';
import type { EditableDocument } from '../model/document';
import { StoredContent } from './StoredContent';

export const DOCUMENT_LOADING_MESSAGE = 'Loading document...';

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

export interface DocumentPreviewProps {
  documentId: number;
  back?: (document: EditableDocument | null) => ReactNode;
  /** After the read has been answered and what it shows painted (the page then loads the editor). */
  onShown?: () => void;
}

/** A failed read shows nothing here: the editor, once loaded, reads again and says what failed, with a retry. */
export function DocumentPreview({ documentId, back, onShown }: DocumentPreviewProps) {
  const document = useDocument(documentId);
  const answered = !document.isPending;
  // An effect runs once the browser has painted this render.
  useEffect(() => {
    if (answered) onShown?.();
  }, [answered, onShown]);
  if (document.isPending) return <DocumentLoading />;
  if (document.isError) return null;
  return (
    <article data-testid="document-preview" data-document-id={document.data.id}>
      <Flex vertical gap={8}>
        {back?.(document.data)}
        <Typography.Title level={1} style={{ margin: 0 }} data-testid="document-title">
          {document.data.title}
        </Typography.Title>
        <DocumentMeta document={document.data} />
        <StoredContent html={document.data.html} />
      </Flex>
    </article>
  );
}
