// Shared with me (spec 002 sections 3 and 6): the documents others shared with the user, with their permission.
import { useState } from 'react';
import { Card, Empty, errorMessage, Flex, formatRelativeTime, Link, PageError, Pagination, Skeleton, Tag, Typography, paths } from '@tessera/shared';
import { SHARED_DOCUMENTS_PAGE_SIZE, useSharedDocuments } from '../api/shared-documents';
import { mapSharedDocument, NO_SHARED_DOCUMENTS_MESSAGE, SHARED_LOAD_FAILED_MESSAGE, SHARED_LOADING_MESSAGE } from '../model/shared-document';

export function SharedDocumentsList() {
  const [page, setPage] = useState(1);
  const documents = useSharedDocuments(page);
  if (documents.isPending) {
    return (
      <div role="status">
        <Typography.Text type="secondary">{SHARED_LOADING_MESSAGE}</Typography.Text>
        <Skeleton active />
      </div>
    );
  }
  if (documents.isError) return <PageError title={SHARED_LOAD_FAILED_MESSAGE} message={errorMessage(documents.error)} onRetry={() => void documents.refetch()} />;
  const cards = documents.data.elements.map(mapSharedDocument);
  if (cards.length === 0) return <Empty description={NO_SHARED_DOCUMENTS_MESSAGE} />;
  return (
    <Flex vertical gap={16}>
      <ul aria-label="Documents shared with me" data-testid="shared-documents" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {cards.map((card) => (
          <li key={card.id}>
            <Card size="small" data-testid={`shared-document-${card.id}`} title={<Link to={paths.doc(card.id)}>{card.title}</Link>} extra={<Tag>{card.level}</Tag>}>
              <Flex vertical gap={4}>
                <Typography.Text>{card.preview || <Typography.Text type="secondary">Empty document</Typography.Text>}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {card.authorName ? `By ${card.authorName} · ` : ''}Updated {formatRelativeTime(card.updatedAt)}
                </Typography.Text>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
      {documents.data.total > SHARED_DOCUMENTS_PAGE_SIZE ? (
        <Flex justify="center">
          <Pagination current={page} pageSize={SHARED_DOCUMENTS_PAGE_SIZE} total={documents.data.total} showSizeChanger={false} onChange={setPage} />
        </Flex>
      ) : null}
    </Flex>
  );
}
