// The project's forums (spec 003 section 2 'Forums list'): a table or a grid of cards, creating, editing and deleting
// forums, the first-forum onboarding, and the module-not-enabled and failure screens.
import {
  ApiError, App, AppstoreOutlined, Badge, BarsOutlined, Button, Card, Col, DeleteOutlined, EditOutlined, Flex, Link, ModuleNotEnabled,
  PageError, PlusOutlined, Row, Segmented, Skeleton, Space, Table, Typography, formatCompactNumber, formatRelativeTime,
  type TableColumnsType,
} from '@tessera/shared';
import { useState, type ReactNode } from 'react';
import { FORUMS_PAGE_SIZE, TypedConfirmModal, useForumProject, type ForumHal } from '../../../entities/forum';
import { useDeleteForum, useProjectForums } from '../api/use-forums';
import { deleteForumFailure, FORUM_MESSAGES } from '../model/forum-rules';
import { useForumsViewMode, type ForumsViewMode } from '../model/view-mode';
import { CreateForumDialog } from './CreateForumDialog';
import { EditForumDialog } from './EditForumDialog';
import { FirstForumForm } from './FirstForumForm';

export const FORUMS_TITLE = 'Project Forums';
export const NO_DESCRIPTION = 'No description';
export const NO_MESSAGES_YET = 'No messages yet';
export const NO_ACTIVITY_YET = 'No activity yet';

export interface ForumsListProps {
  projectId: number;
  onOpenForum: (forumId: number) => void;
  forumHref: (forumId: number) => string;
}

export function ForumsList({ projectId, onOpenForum, forumHref }: ForumsListProps) {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ForumHal | null>(null);
  const [deleting, setDeleting] = useState<ForumHal | null>(null);
  const { mode, setMode } = useForumsViewMode();
  const query = useProjectForums(projectId, page);

  const title = (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
      {FORUMS_TITLE}
    </Typography.Title>
  );

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 403) return <ForumsModuleOff projectId={projectId} />;
    return <PageError title={FORUMS_TITLE} headingLevel={2} message={FORUM_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading forums">
        {title}
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }

  const { forums, total, canCreate } = query.data;
  if (total === 0) {
    return (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {title}
        <FirstForumForm projectId={projectId} onCreated={(forum) => onOpenForum(forum.id)} />
      </Space>
    );
  }

  const actions = { onEdit: setEditing, onDelete: setDeleting };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="forums-list">
      <Flex justify="space-between" align="center" wrap gap={8}>
        {title}
        <Space wrap>
          <Segmented<ForumsViewMode>
            aria-label="Forums layout"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'list', icon: <BarsOutlined aria-hidden />, label: 'List' },
              { value: 'grid', icon: <AppstoreOutlined aria-hidden />, label: 'Grid' },
            ]}
          />
          {canCreate ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
              Create Forum
            </Button>
          ) : null}
        </Space>
      </Flex>
      {mode === 'list' ? (
        <ForumsTable forums={forums} forumHref={forumHref} onOpenForum={onOpenForum} {...actions} />
      ) : (
        <ForumsGrid forums={forums} forumHref={forumHref} {...actions} />
      )}
      {total > FORUMS_PAGE_SIZE ? (
        <PagerLinks page={page} total={total} onPage={setPage} />
      ) : null}
      <CreateForumDialog projectId={projectId} open={creating} onClose={() => setCreating(false)} onCreated={(forum) => onOpenForum(forum.id)} />
      <EditForumDialog projectId={projectId} forum={editing} onClose={() => setEditing(null)} />
      <DeleteForumDialog projectId={projectId} forum={deleting} onClose={() => setDeleting(null)} />
    </Space>
  );
}

function PagerLinks({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.ceil(total / FORUMS_PAGE_SIZE);
  return (
    <Flex gap={8} align="center" justify="end">
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous page</Button>
      <span>{`Page ${page} of ${pages}`}</span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>Next page</Button>
    </Flex>
  );
}

/** 403 on the listing: the module is off here. Who may change the project gets the way to its settings. */
function ForumsModuleOff({ projectId }: { projectId: number }) {
  const project = useForumProject(projectId);
  return <ModuleNotEnabled module="forums" projectId={projectId} canOpenSettings={project.data?.canUpdate ?? false} />;
}

interface RowActions {
  onEdit: (forum: ForumHal) => void;
  onDelete: (forum: ForumHal) => void;
}

function ForumActions({ forum, onEdit, onDelete }: { forum: ForumHal } & RowActions) {
  // Both are offered per the forum's links; without a link the server would refuse.
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    <Space onClick={stop}>
      {forum._links.update?.href ? <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${forum.name}`} onClick={() => onEdit(forum)} /> : null}
      {forum._links.delete?.href ? (
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${forum.name}`} onClick={() => onDelete(forum)} />
      ) : null}
    </Space>
  );
}

function ForumName({ forum, href }: { forum: ForumHal; href: string }) {
  return (
    <Space orientation="vertical" size={0}>
      <Space>
        <Link to={href} style={{ fontWeight: 600 }}>{forum.name}</Link>
        {forum.unreadCount > 0 ? <Badge count={forum.unreadCount} title={`${forum.unreadCount} unread`} aria-label={`${forum.unreadCount} unread`} /> : null}
      </Space>
      <Typography.Text type="secondary">{forum.description || NO_DESCRIPTION}</Typography.Text>
    </Space>
  );
}

function LastMessage({ forum }: { forum: ForumHal }): ReactNode {
  const last = forum._links.lastMessage;
  if (!last?.href) return <Typography.Text type="secondary">{NO_MESSAGES_YET}</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text>{last.title}</Typography.Text>
      <Typography.Text type="secondary">
        {forum.lastMessageAt ? `${forum.lastMessageAuthor ? `by ${forum.lastMessageAuthor.name}, ` : ''}${formatRelativeTime(forum.lastMessageAt)}` : NO_ACTIVITY_YET}
      </Typography.Text>
    </Space>
  );
}

function ForumsTable({ forums, forumHref, onOpenForum, onEdit, onDelete }: { forums: ForumHal[]; forumHref: (id: number) => string; onOpenForum: (id: number) => void } & RowActions) {
  const columns: TableColumnsType<ForumHal> = [
    { title: 'Forum', key: 'forum', render: (_, forum) => <ForumName forum={forum} href={forumHref(forum.id)} /> },
    { title: 'Topics', key: 'topics', align: 'right', render: (_, forum) => formatCompactNumber(forum.topicsCount) },
    { title: 'Messages', key: 'messages', align: 'right', render: (_, forum) => formatCompactNumber(forum.messagesCount) },
    { title: 'Last Message', key: 'last', render: (_, forum) => <LastMessage forum={forum} /> },
    { title: 'Actions', key: 'actions', render: (_, forum) => <ForumActions forum={forum} onEdit={onEdit} onDelete={onDelete} /> },
  ];
  return (
    <Table<ForumHal>
      rowKey="id"
      columns={columns}
      dataSource={forums}
      pagination={false}
      // The forum's name is the link for keyboards and screen readers; a click anywhere on the row opens it too.
      onRow={(forum) => ({ onClick: () => onOpenForum(forum.id), style: { cursor: 'pointer' }, 'data-testid': `forum-row-${forum.id}` } as never)}
    />
  );
}

function ForumsGrid({ forums, forumHref, onEdit, onDelete }: { forums: ForumHal[]; forumHref: (id: number) => string } & RowActions) {
  return (
    <Row gutter={[16, 16]}>
      {forums.map((forum) => (
        <Col key={forum.id} xs={24} sm={12} lg={8}>
          <Card data-testid={`forum-card-${forum.id}`} actions={[<ForumActions key="actions" forum={forum} onEdit={onEdit} onDelete={onDelete} />]}>
            <ForumName forum={forum} href={forumHref(forum.id)} />
            <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
              {`${formatCompactNumber(forum.topicsCount)} topics · ${formatCompactNumber(forum.messagesCount)} messages`}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {forum.lastMessageAt ? `Last activity ${formatRelativeTime(forum.lastMessageAt)}` : NO_ACTIVITY_YET}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function DeleteForumDialog({ projectId, forum, onClose }: { projectId: number; forum: ForumHal | null; onClose: () => void }) {
  const { message, notification } = App.useApp();
  const remove = useDeleteForum(projectId);
  const confirm = async () => {
    if (!forum) return;
    try {
      await remove.mutateAsync(forum.id);
      void message.success(FORUM_MESSAGES.deleted);
      onClose();
    } catch (error) {
      notification.error({ title: FORUM_MESSAGES.deleteFailedTitle, description: deleteForumFailure(error) });
    }
  };
  return (
    <TypedConfirmModal
      open={forum !== null}
      title="Delete forum"
      description={`Deleting the forum "${forum?.name ?? ''}" cannot be undone.`}
      expected={forum?.name ?? ''}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
