// The comments beside the text: the form of a new thread, the open threads (the one holding the cursor marked), the
// resolved ones behind a toggle, "Load more" past the first 100. Each thread: its quote (a button that selects the
// quoted text in the editor), its comments, a reply box and Resolve / Reopen, as the thread's links allow.
import { useState } from 'react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  Alert, App, Button, Flex, RichText, Tooltip, Typography, errorMessage, formatDateTime, formatRelativeTime, isApiError,
} from '@tessera/shared';
import { addComment, setThreadResolved } from '../api/comment-threads';
import { COMMENTS_MESSAGES } from '../model/messages';
import { findThreadRange, threadIdsAt } from '../model/ranges';
import type { CommentThread, DocumentComment } from '../model/threads';
import type { DocumentComments } from '../model/use-document-comments';
import { commentStyles } from './comment-styles';
import { CommentForm } from './CommentForm';
import { COMMENTS_PANEL_ID } from './CommentsToggle';

const HEADING_ID = 'document-comments-heading';

export interface CommentsPanelProps {
  editor: Editor;
  comments: DocumentComments;
  /** The user may change the text: a new thread marks the quoted text. */
  editable: boolean;
}

export function CommentsPanel({ editor, comments, editable }: CommentsPanelProps) {
  const activeKey = useEditorState({ editor, selector: ({ editor: current }) => threadIdsAt(current.state).join(' ') });
  const resolvedIds = new Set(comments.ordered.resolved.map((thread) => thread.markId));
  const activeIds = activeKey ? activeKey.split(' ').filter((id) => !resolvedIds.has(id)) : [];
  return (
    <>
      <style data-comment-styles>{commentStyles(comments.ordered.resolved, activeIds)}</style>
      {comments.panelOpen ? (
        <section
          id={COMMENTS_PANEL_ID}
          aria-labelledby={HEADING_ID}
          data-testid="document-comments"
          style={{ width: 320, maxWidth: '100%' }}
        >
          <Typography.Title level={2} id={HEADING_ID} style={{ fontSize: 16, marginTop: 0 }}>
            {COMMENTS_MESSAGES.panelHeading}
          </Typography.Title>
          <PanelBody editor={editor} comments={comments} editable={editable} activeIds={activeIds} />
        </section>
      ) : null}
    </>
  );
}

function PanelBody({ editor, comments, editable, activeIds }: CommentsPanelProps & { activeIds: string[] }) {
  const [showResolved, setShowResolved] = useState(false);
  const { open, resolved } = comments.ordered;
  return (
    <Flex vertical gap={12}>
      {comments.draft ? <NewThread comments={comments} editable={editable} /> : null}
      {comments.error && comments.threads.length === 0 ? (
        <Alert
          type="error"
          showIcon
          title={COMMENTS_MESSAGES.loadFailed}
          description={errorMessage(comments.error)}
          action={
            <Button size="small" onClick={comments.retry}>
              {COMMENTS_MESSAGES.retry}
            </Button>
          }
        />
      ) : null}
      {!comments.isPending && !comments.error && open.length === 0 ? (
        <Typography.Text type="secondary">{comments.createThreadHref ? COMMENTS_MESSAGES.noOpenThreads : COMMENTS_MESSAGES.noOpenThreadsReader}</Typography.Text>
      ) : null}
      {open.length > 0 ? <ThreadList label={COMMENTS_MESSAGES.openThreads} threads={open} editor={editor} comments={comments} activeIds={activeIds} /> : null}
      {resolved.length > 0 ? (
        <>
          <Button
            type="text"
            aria-expanded={showResolved}
            data-testid="document-comments-resolved-toggle"
            onClick={() => setShowResolved((shown) => !shown)}
            style={{ alignSelf: 'flex-start' }}
          >
            {COMMENTS_MESSAGES.resolvedToggle(resolved.length)}
          </Button>
          {showResolved ? <ThreadList label={COMMENTS_MESSAGES.resolvedThreads} threads={resolved} editor={editor} comments={comments} activeIds={[]} /> : null}
        </>
      ) : null}
      {comments.hasMore ? (
        <Button onClick={comments.loadMore} loading={comments.loadingMore} style={{ alignSelf: 'flex-start' }}>
          {COMMENTS_MESSAGES.loadMore}
        </Button>
      ) : null}
    </Flex>
  );
}

function NewThread({ comments, editable }: { comments: DocumentComments; editable: boolean }) {
  const draft = comments.draft;
  if (!draft) return null;
  return (
    <div role="group" aria-label={COMMENTS_MESSAGES.newComment} data-testid="document-comment-form" style={cardStyle(true)}>
      <Quote text={draft.quote} />
      {editable ? null : (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {COMMENTS_MESSAGES.readerNote}
        </Typography.Paragraph>
      )}
      <CommentForm
        label={COMMENTS_MESSAGES.commentLabel}
        submitLabel={COMMENTS_MESSAGES.submit}
        autoFocus
        onSubmit={(raw) => comments.submitDraft(raw, { markText: editable })}
        onCancel={comments.cancelDraft}
      />
    </div>
  );
}

function ThreadList({ label, threads, editor, comments, activeIds }: { label: string; threads: CommentThread[]; editor: Editor; comments: DocumentComments; activeIds: string[] }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
      {threads.map((thread) => (
        <ThreadItem key={thread.id} thread={thread} editor={editor} comments={comments} active={activeIds.includes(thread.markId)} />
      ))}
    </ul>
  );
}

const cardStyle = (active: boolean) => ({
  border: `1px solid ${active ? '#d48806' : 'rgba(5, 5, 5, 0.12)'}`,
  boxShadow: active ? '0 0 0 1px #d48806' : undefined,
  borderRadius: 8,
  padding: 12,
});

function Quote({ text, onShow }: { text: string; onShow?: () => void }) {
  const quoteStyle = { borderLeft: '3px solid #d48806', paddingLeft: 8, margin: '0 0 8px', whiteSpace: 'pre-wrap' as const, overflowWrap: 'anywhere' as const };
  if (!onShow) return <blockquote style={quoteStyle}>{text}</blockquote>;
  return (
    <blockquote style={quoteStyle}>
      <Button
        type="link"
        aria-label={COMMENTS_MESSAGES.showInText(text)}
        onClick={onShow}
        style={{ padding: 0, height: 'auto', minHeight: 24, whiteSpace: 'normal', textAlign: 'left', color: 'inherit' }}
      >
        {text}
      </Button>
    </blockquote>
  );
}

/** Selects the thread's text in the editor and scrolls to it; says so when none of it is left. */
function useShowInText(editor: Editor) {
  const { message } = App.useApp();
  return (thread: CommentThread) => {
    const range = findThreadRange(editor.state.doc, thread.markId);
    if (!range) {
      void message.info(COMMENTS_MESSAGES.quoteGone);
      return;
    }
    editor.chain().setTextSelection(range).scrollIntoView().focus().run();
    const { node } = editor.view.domAtPos(range.from);
    const element = node instanceof Element ? node : node.parentElement;
    element?.scrollIntoView?.({ block: 'center' });
  };
}

function ThreadItem({ thread, editor, comments, active }: { thread: CommentThread; editor: Editor; comments: DocumentComments; active: boolean }) {
  const { message } = App.useApp();
  const showInText = useShowInText(editor);
  const [changing, setChanging] = useState(false);

  const setResolved = async (href: string, resolved: boolean) => {
    setChanging(true);
    try {
      await setThreadResolved(href, resolved, thread.lockVersion);
    } catch (error) {
      if (isApiError(error) && error.status === 409) void message.error(COMMENTS_MESSAGES.conflict);
      else void message.error(errorMessage(error));
    } finally {
      setChanging(false);
    }
    // Refetched either way: after a conflict the thread as it is now shows.
    await comments.refresh();
  };

  return (
    <li
      data-testid={`document-comment-thread-${thread.id}`}
      data-thread-id={thread.markId}
      data-resolved={thread.resolved}
      aria-current={active ? 'true' : undefined}
      style={cardStyle(active)}
    >
      <Quote text={thread.quote} onShow={() => showInText(thread)} />
      <ul aria-label="Comments" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {thread.comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ul>
      {thread.resolved ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {COMMENTS_MESSAGES.resolvedBy(thread.resolvedByName)}
        </Typography.Text>
      ) : null}
      {thread.addCommentHref ? (
        <div style={{ marginTop: 8 }}>
          <CommentForm
            label={COMMENTS_MESSAGES.replyLabel}
            submitLabel={COMMENTS_MESSAGES.reply}
            onSubmit={async (raw) => {
              await addComment(thread.addCommentHref!, raw);
              await comments.refresh();
            }}
          />
        </div>
      ) : null}
      {thread.resolveHref || thread.reopenHref ? (
        <Flex justify="flex-end" style={{ marginTop: 8 }}>
          {thread.resolveHref ? (
            <Button loading={changing} onClick={() => void setResolved(thread.resolveHref!, true)}>
              {COMMENTS_MESSAGES.resolve}
            </Button>
          ) : (
            <Button loading={changing} onClick={() => void setResolved(thread.reopenHref!, false)}>
              {COMMENTS_MESSAGES.reopen}
            </Button>
          )}
        </Flex>
      ) : null}
    </li>
  );
}

function CommentItem({ comment }: { comment: DocumentComment }) {
  return (
    <li data-testid={`document-comment-${comment.id}`}>
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text strong>{comment.authorName ?? COMMENTS_MESSAGES.unknownAuthor}</Typography.Text>
        <Tooltip title={formatDateTime(comment.createdAt)}>
          <Typography.Text type="secondary">
            <time dateTime={comment.createdAt}>{formatRelativeTime(comment.createdAt)}</time>
          </Typography.Text>
        </Tooltip>
      </Flex>
      {comment.html ? (
        // The server's rendering of the markdown, sanitised there.
        <RichText html={comment.html} />
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{comment.raw}</Typography.Paragraph>
      )}
    </li>
  );
}
