// The selected topic (spec 003 section 2 'Forum page', its left side): subject, author, the server's sanitised HTML,
// the actions the server's links allow, the replies (paged) and the reply form with typing indicators.
import {
  Alert, ApiError, App, Button, Card, CommentOutlined, Flex, Pagination, PageError, RichText, Skeleton, Space, Tag, Typography,
  formatRelativeTime, hasAction, preloadOnIntent, useCurrentUser, useNavigate,
} from '@tessera/shared';
import { useState } from 'react';
import { authorNameOf, REPLIES_PAGE_SIZE, TypedConfirmModal, useForumProject, type MessageHal } from '../../../entities/forum';
import { preloadPostEditor, usePostDraft } from '../../post-editor';
import { createTaskFromPost, isTemporary, postPath, useDeleteMessage, useFollow, useReplies, useTopic, useUpdateMessage } from '../api/use-thread';
import { deleteMessageFailure, deleteTopicFailure, editWindowPassed, replyCountLabel, THREAD_MESSAGES, updateFailure } from '../model/message-rules';
import { typingText, useTypingNames } from '../model/use-typing';
import { MessageAttachments } from '../../message-attachments';
import { EditMessageDialog } from './EditMessageDialog';
import { ReplyForm } from './ReplyForm';

export interface TopicThreadProps {
  projectId: number;
  forumId: number;
  topicId: number;
  /** After the topic was deleted: back to its forum. */
  onTopicDeleted: () => void;
}

export function TopicThread({ projectId, forumId, topicId, onTopicDeleted }: TopicThreadProps) {
  const topic = useTopic(projectId, forumId, topicId);
  if (topic.isPending) {
    return (
      <div role="status" aria-label="Loading the topic">
        <Skeleton active />
      </div>
    );
  }
  if (topic.isError) {
    const notFound = topic.error instanceof ApiError && topic.error.status === 404;
    return <PageError status={notFound ? 'warning' : 'error'} title={notFound ? THREAD_MESSAGES.topicNotFound : 'Error'} message={notFound ? THREAD_MESSAGES.topicNotFound : THREAD_MESSAGES.topicLoadFailed} onRetry={notFound ? undefined : () => void topic.refetch()} />;
  }
  return <Thread key={topicId} projectId={projectId} forumId={forumId} topic={topic.data} onTopicDeleted={onTopicDeleted} />;
}

function Thread({ projectId, forumId, topic, onTopicDeleted }: { projectId: number; forumId: number; topic: MessageHal; onTopicDeleted: () => void }) {
  const [page, setPage] = useState(1);
  /** The reply form: opened by the user (true), reopened for a stored draft ('draft'), closed (false), or not yet (null). */
  const [replying, setReplying] = useState<boolean | 'draft' | null>(null);
  const [editing, setEditing] = useState<MessageHal | null>(null);
  const [deleting, setDeleting] = useState<MessageHal | null>(null);
  const replies = useReplies(topic.id, page);
  const typing = typingText(useTypingNames(projectId, topic.id));
  const canReply = hasAction(topic, 'reply') && !topic.locked;
  // A reply draft kept on the server (typed here before, or in another browser) reopens the form with it.
  const replyDraft = usePostDraft(forumId, topic.id, { enabled: canReply });
  if (replying === null && canReply && replyDraft.data) setReplying('draft');
  const formOpen = canReply && (replying === true || replying === 'draft');
  const total = replies.data?.total ?? topic.repliesCount;
  const ids = { projectId, forumId, topicId: topic.id };

  return (
    <article aria-labelledby={`topic-${topic.id}-subject`} data-testid="topic-detail">
      <Post post={topic} {...ids} onEdit={setEditing} onDelete={setDeleting} />
      <Flex justify="space-between" align="center" style={{ margin: '16px 0 8px' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {replyCountLabel(total)}
        </Typography.Title>
        {canReply && !formOpen ? (
          <Button type="primary" icon={<CommentOutlined aria-hidden />} onClick={() => setReplying(true)} {...preloadOnIntent(preloadPostEditor)}>
            Reply to Topic
          </Button>
        ) : null}
      </Flex>
      {replies.isPending ? (
        <Skeleton active />
      ) : replies.isError ? (
        <PageError message="Failed to load the replies. Please try again later." onRetry={() => void replies.refetch()} />
      ) : replies.data.replies.length === 0 ? (
        <div data-testid="no-replies">
          <Typography.Paragraph style={{ marginBottom: 4 }}>{THREAD_MESSAGES.noReplies}</Typography.Paragraph>
          {canReply ? <Typography.Text type="secondary">{THREAD_MESSAGES.beFirst}</Typography.Text> : null}
        </div>
      ) : (
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Replies">
          {replies.data.replies.map((reply) => (
            <li key={reply.id} id={`message-${reply.id}`} style={{ marginBottom: 12 }}>
              <Post post={reply} {...ids} onEdit={setEditing} onDelete={setDeleting} />
            </li>
          ))}
        </ol>
      )}
      {total > REPLIES_PAGE_SIZE ? (
        <Pagination size="small" current={page} pageSize={REPLIES_PAGE_SIZE} total={total} showSizeChanger={false} onChange={setPage} style={{ marginTop: 8 }} />
      ) : null}
      <div aria-live="polite" data-testid="typing-indicator" style={{ minHeight: 22, margin: '8px 0' }}>
        {typing ? <Typography.Text type="secondary" italic>{typing}</Typography.Text> : null}
      </div>
      {formOpen ? (
        <ReplyForm
          autoFocus={replying === true}
          projectId={projectId}
          forumId={forumId}
          topic={topic}
          page={page}
          onPosted={(newTotal) => setPage(Math.max(1, Math.ceil(newTotal / REPLIES_PAGE_SIZE)))}
          onClose={() => setReplying(false)}
        />
      ) : null}
      <EditMessageDialog {...ids} message={editing} onClose={() => setEditing(null)} />
      <DeleteMessageDialog {...ids} message={deleting} onClose={() => setDeleting(null)} onTopicDeleted={onTopicDeleted} />
    </article>
  );
}

interface PostProps {
  post: MessageHal;
  projectId: number;
  forumId: number;
  topicId: number;
  onEdit: (post: MessageHal) => void;
  onDelete: (post: MessageHal) => void;
}

/** A topic's opening post or a reply. */
function Post({ post, projectId, forumId, topicId, onEdit, onDelete }: PostProps) {
  const { user } = useCurrentUser();
  const isTopic = post._type === 'Topic';
  const temporary = isTemporary(post);
  const isAuthor = user !== null && post._links.author?.href === `/api/v3/users/${user.id}`;
  // The author sees why editing is no longer offered; moderators keep their links.
  const windowPassed = isAuthor && !temporary && !hasAction(post, 'update') && editWindowPassed(post.editableUntil);
  const Heading = isTopic ? 'h3' : 'h5';
  return (
    <Card size="small" data-testid={isTopic ? 'topic-post' : `reply-${post.id}`} style={temporary ? { opacity: 0.7 } : undefined}>
      <Flex gap={8} align="center" wrap>
        {post.sticky && isTopic ? <Tag color="gold">Pinned</Tag> : null}
        {post.locked && isTopic ? <Tag>Locked</Tag> : null}
        <Heading id={isTopic ? `topic-${post.id}-subject` : undefined} style={{ margin: 0, fontSize: isTopic ? 20 : 14 }}>
          {post.subject}
        </Heading>
        {isTopic && post.category ? <Tag>{post.category.name}</Tag> : null}
        {temporary ? <Tag>Sending…</Tag> : null}
      </Flex>
      <Typography.Text type="secondary">{`by ${authorNameOf(post)} · ${formatRelativeTime(post.createdAt)}`}</Typography.Text>
      <div style={{ marginTop: 8 }}>
        {/* A temporary reply is the user's own text, shown as text; posted content is the server's sanitised HTML. */}
        {temporary ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{post.content.raw}</Typography.Paragraph> : <RichText html={post.content.html} />}
      </div>
      {temporary ? null : <MessageAttachments message={post} topicId={topicId} />}
      {windowPassed ? <Alert type="warning" showIcon title={THREAD_MESSAGES.editWindowPassed} style={{ marginTop: 8 }} /> : null}
      {temporary ? null : <PostActions post={post} projectId={projectId} forumId={forumId} topicId={topicId} onEdit={onEdit} onDelete={onDelete} />}
    </Card>
  );
}

function PostActions({ post, projectId, forumId, topicId, onEdit, onDelete }: PostProps) {
  const { message, notification } = App.useApp();
  const navigate = useNavigate();
  const project = useForumProject(projectId);
  const update = useUpdateMessage(projectId, forumId, topicId);
  const follow = useFollow(topicId);
  const [creatingTask, setCreatingTask] = useState(false);
  const isTopic = post._type === 'Topic';
  const label = (action: string) => `${action} ${isTopic ? 'topic' : 'reply'} ${post.subject}`;

  const moderate = (changes: { sticky?: boolean; locked?: boolean }) =>
    update.mutate(
      { messageId: post.id, changes },
      {
        onSuccess: () => void message.success(THREAD_MESSAGES.topicUpdated),
        onError: (error) => notification.error({ title: THREAD_MESSAGES.topicUpdateFailed, description: updateFailure(error, true) }),
      },
    );
  const toggleFollow = (on: boolean) =>
    follow.mutate(on, {
      onSuccess: () => void message.success(on ? THREAD_MESSAGES.followed : THREAD_MESSAGES.unfollowed),
      onError: () => void message.error(THREAD_MESSAGES.followFailed),
    });
  const createTask = async () => {
    setCreatingTask(true);
    try {
      const postUrl = `${window.location.origin}${postPath(projectId, forumId, topicId, post.id)}`;
      const task = await createTaskFromPost(projectId, post, postUrl);
      const taskPath = `/projects/${projectId}?view=list&task=${task.id}`;
      notification.success({
        title: THREAD_MESSAGES.taskCreated,
        description: (
          <a
            href={taskPath}
            onClick={(event) => {
              event.preventDefault();
              navigate(taskPath);
            }}
          >
            {`Open task #${task.id}: ${task.subject}`}
          </a>
        ),
      });
    } catch (error) {
      notification.error({ title: THREAD_MESSAGES.taskFailed, description: error instanceof ApiError && error.isClientError ? error.message : undefined });
    } finally {
      setCreatingTask(false);
    }
  };

  return (
    <Space wrap size={4} style={{ marginTop: 8 }}>
      {hasAction(post, 'update') ? <Button size="small" aria-label={label('Edit')} onClick={() => onEdit(post)} {...preloadOnIntent(preloadPostEditor)}>Edit</Button> : null}
      {hasAction(post, 'delete') ? <Button size="small" danger aria-label={label('Delete')} onClick={() => onDelete(post)}>Delete</Button> : null}
      {isTopic && hasAction(post, 'moderate') ? (
        <>
          <Button size="small" onClick={() => moderate({ sticky: !post.sticky })}>{post.sticky ? 'Unpin' : 'Pin'}</Button>
          <Button size="small" onClick={() => moderate({ locked: !post.locked })}>{post.locked ? 'Unlock' : 'Lock'}</Button>
        </>
      ) : null}
      {isTopic && hasAction(post, 'follow') && !post.followed ? <Button size="small" onClick={() => toggleFollow(true)}>Follow</Button> : null}
      {isTopic && hasAction(post, 'unfollow') && post.followed ? <Button size="small" onClick={() => toggleFollow(false)}>Unfollow</Button> : null}
      {project.data?.canAddWorkPackages ? (
        <Button size="small" loading={creatingTask} onClick={() => void createTask()} aria-label={`Create task from this post: ${post.subject}`}>
          Create task from this post
        </Button>
      ) : null}
    </Space>
  );
}

function DeleteMessageDialog({ projectId, forumId, topicId, message: post, onClose, onTopicDeleted }: { projectId: number; forumId: number; topicId: number; message: MessageHal | null; onClose: () => void; onTopicDeleted: () => void }) {
  const { message, notification } = App.useApp();
  const remove = useDeleteMessage(projectId, forumId, topicId);
  const isTopic = post?._type === 'Topic';
  const confirm = async () => {
    if (!post) return;
    try {
      await remove.mutateAsync(post.id);
      void message.success(isTopic ? THREAD_MESSAGES.topicDeleted : THREAD_MESSAGES.messageDeleted);
      onClose();
      if (isTopic) onTopicDeleted();
    } catch (error) {
      notification.error({ title: THREAD_MESSAGES.deleteFailedTitle, description: isTopic ? deleteTopicFailure(error) : deleteMessageFailure(error) });
    }
  };
  return (
    <TypedConfirmModal
      open={post !== null}
      title={isTopic ? 'Delete topic' : 'Delete message'}
      description={isTopic ? 'Deleting the topic deletes all its replies. This cannot be undone.' : 'Deleting the message cannot be undone.'}
      // A topic is confirmed by its exact subject, a reply by DELETE (spec 003 section 5).
      expected={isTopic ? (post?.subject ?? '') : 'DELETE'}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
