// The Documents view's body (spec 000 sections 6 and 8): the project's documents as cards, a page at a time, with
// 'New document' for those who may create and a confirmed delete on cards the server offers deleting.
import { useState, type MouseEvent, type ReactNode } from 'react';
import {
  App, Button, Card, DeleteOutlined, Empty, errorMessage, Flex, formatRelativeTime, Link, PageError, Pagination,
  PlusOutlined, Popconfirm, Skeleton, Typography, paths, useCurrentUser, useNavigate,
} from '@tessera/shared';
import { ShareDocumentButton } from '../../document-sharing';
import { DOCUMENTS_PAGE_SIZE } from '../api/documents';
import { useDeleteDocument, useDocumentsPage, useLiveDocuments, useProjectDetail } from '../api/use-documents';
import { canCreateDocuments, mapDocumentCard, type DocumentCard } from '../model/document-card';
import { NewDocumentDialog } from './NewDocumentDialog';

export const DOCUMENTS_LOADING_MESSAGE = 'Loading documents...';
export const DOCUMENTS_LOAD_FAILED_MESSAGE = 'Failed to load documents';
export const NO_DOCUMENTS_MESSAGE = 'No documents in this project yet';
export const CREATE_FIRST_DOCUMENT_LABEL = 'Create your first document';
export const NEW_DOCUMENT_LABEL = 'New document';
export const DOCUMENT_DELETED_MESSAGE = 'Document deleted successfully';
export const DOCUMENT_DELETE_FAILED_MESSAGE = 'Failed to delete document';
export const DELETE_CONFIRM_TITLE = 'Delete this document?';

export interface DocumentsListProps {
  projectId: number;
  projectName: string;
  /** The view's heading, shown beside 'New document'. */
  title: ReactNode;
}

export function DocumentsList({ projectId, projectName, title }: DocumentsListProps) {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { user } = useCurrentUser();
  const project = useProjectDetail(projectId);
  const documents = useDocumentsPage(projectId, page);
  useLiveDocuments(projectId);
  const cards = (documents.data?.elements ?? []).map(mapDocumentCard);
  const mayCreate = canCreateDocuments({ user, project: project.isError ? null : project.data, cards });
  const openCreate = () => setCreating(true);

  return (
    <Flex vertical gap={16} data-testid="documents-list">
      <Flex justify="space-between" align="center" wrap gap={8}>
        {title}
        {mayCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={openCreate} data-testid="new-document">
            {NEW_DOCUMENT_LABEL}
          </Button>
        ) : null}
      </Flex>
      <DocumentsBody
        status={documents.isPending ? 'loading' : documents.isError ? 'error' : 'ready'}
        error={documents.error}
        onRetry={() => void documents.refetch()}
        cards={cards}
        projectId={projectId}
        projectName={projectName}
        mayCreate={mayCreate}
        onCreate={openCreate}
      />
      {documents.data && documents.data.total > DOCUMENTS_PAGE_SIZE ? (
        <Flex justify="center">
          <Pagination current={page} pageSize={DOCUMENTS_PAGE_SIZE} total={documents.data.total} showSizeChanger={false} onChange={setPage} />
        </Flex>
      ) : null}
      <NewDocumentDialog projectId={projectId} open={creating} onClose={() => setCreating(false)} />
    </Flex>
  );
}

interface DocumentsBodyProps {
  status: 'loading' | 'error' | 'ready';
  error: unknown;
  onRetry: () => void;
  cards: DocumentCard[];
  projectId: number;
  projectName: string;
  mayCreate: boolean;
  onCreate: () => void;
}

function DocumentsBody({ status, error, onRetry, cards, projectId, projectName, mayCreate, onCreate }: DocumentsBodyProps) {
  if (status === 'loading') {
    return (
      <div role="status">
        <Typography.Text type="secondary">{DOCUMENTS_LOADING_MESSAGE}</Typography.Text>
        <Skeleton active />
      </div>
    );
  }
  if (status === 'error') {
    return <PageError title={DOCUMENTS_LOAD_FAILED_MESSAGE} message={errorMessage(error)} onRetry={onRetry} />;
  }
  if (cards.length === 0) {
    return (
      <Empty description={NO_DOCUMENTS_MESSAGE}>
        {mayCreate ? (
          <Button type="primary" onClick={onCreate}>
            {CREATE_FIRST_DOCUMENT_LABEL}
          </Button>
        ) : null}
      </Empty>
    );
  }
  return (
    <ul aria-label="Documents" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {cards.map((card) => (
        <li key={card.id}>
          <DocumentCardView card={card} projectId={projectId} projectName={projectName} />
        </li>
      ))}
    </ul>
  );
}

function DocumentCardView({ card, projectId, projectName }: { card: DocumentCard; projectId: number; projectName: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const remove = useDeleteDocument(projectId);
  const target = paths.doc(card.id, { projectId, projectName });
  // The whole card opens the document (the title is its link for keyboards and screen readers). Clicks on its own
  // controls, and those bubbling from the delete confirmation (a portal, outside the card's DOM), are not opens.
  const openFromCard = (event: MouseEvent<HTMLDivElement>) => {
    const clicked = event.target;
    if (!(clicked instanceof Element) || !event.currentTarget.contains(clicked) || clicked.closest('a, button')) return;
    void navigate(target);
  };
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(card.id);
      void message.success(DOCUMENT_DELETED_MESSAGE);
    } catch (error) {
      void message.error(`${DOCUMENT_DELETE_FAILED_MESSAGE}: ${errorMessage(error)}`);
    }
  };
  return (
    <Card
      size="small"
      hoverable
      onClick={openFromCard}
      data-testid={`document-card-${card.id}`}
      title={
        // A 24 px tall target (WCAG 2.5.8) however close the card's buttons sit.
        <Link to={target} data-testid="document-card-link" style={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}>
          {card.title}
        </Link>
      }
      extra={
        // Sharing needs what deleting needs (managing the document): the server's delete link says both.
        card.canDelete ? (
          <Flex gap={4}>
            <ShareDocumentButton documentId={card.id} documentTitle={card.title} size="small" />
            <Popconfirm
              title={DELETE_CONFIRM_TITLE}
              description={`'${card.title}' and its history are deleted.`}
              okText="Delete"
              okButtonProps={{ danger: true, loading: remove.isPending }}
              onConfirm={confirmDelete}
            >
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${card.title}`} />
            </Popconfirm>
          </Flex>
        ) : null
      }
    >
      <Flex vertical gap={4}>
        <Typography.Text>{card.preview || <Typography.Text type="secondary">Empty document</Typography.Text>}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Updated {formatRelativeTime(card.updatedAt)}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
