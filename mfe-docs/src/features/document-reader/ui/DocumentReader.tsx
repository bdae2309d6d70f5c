// A document read-only (issue 14, before the editor): its title as the page's h1, the server's sanitised HTML, when
// it last changed and who wrote it. Not found (or not visible: the API answers both with 404) says so plainly.
import { errorMessage, Flex, formatDateTime, isApiError, PageError, RichText, Skeleton, Typography } from '@tessera/shared';
import type { ReactNode } from 'react';
import { useDocument } from '../api/document';

export const DOCUMENT_NOT_FOUND_TITLE = 'Document not found';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'This document does not exist, or you do not have access to it.';
export const DOCUMENT_LOAD_FAILED_TITLE = 'Failed to load document';
export const DOCUMENT_LOADING_MESSAGE = 'Loading document...';

export interface DocumentReaderProps {
  /** null: the route's id is not a document id. */
  documentId: number | null;
  /** The way back (e.g. to the project's Documents view), shown above the document and with a failure. */
  back?: ReactNode;
}

export function DocumentReader({ documentId, back }: DocumentReaderProps) {
  if (documentId === null) return <DocumentNotFound back={back} />;
  return <LoadedDocument documentId={documentId} back={back} />;
}

function DocumentNotFound({ back }: { back?: ReactNode }) {
  return <PageError status="404" headingLevel={1} title={DOCUMENT_NOT_FOUND_TITLE} message={DOCUMENT_NOT_FOUND_MESSAGE} extra={back} />;
}

function LoadedDocument({ documentId, back }: { documentId: number; back?: ReactNode }) {
  const document = useDocument(documentId);
  if (document.isPending) {
    return (
      <div role="status">
        <Typography.Text type="secondary">{DOCUMENT_LOADING_MESSAGE}</Typography.Text>
        <Skeleton active />
      </div>
    );
  }
  if (document.isError) {
    if (isApiError(document.error) && document.error.status === 404) return <DocumentNotFound back={back} />;
    return (
      <PageError headingLevel={1} title={DOCUMENT_LOAD_FAILED_TITLE} message={errorMessage(document.error)} onRetry={() => void document.refetch()} extra={back} />
    );
  }
  const { title, html, updatedAt, authorName } = document.data;
  return (
    <article data-testid="document-page" data-document-id={documentId}>
      <Flex vertical gap={8}>
        {back}
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="document-meta">
          {`Updated ${formatDateTime(updatedAt)}`}
          {authorName ? ` · Created by ${authorName}` : ''}
        </Typography.Text>
        <RichText html={html} data-testid="document-body" />
      </Flex>
    </article>
  );
}
