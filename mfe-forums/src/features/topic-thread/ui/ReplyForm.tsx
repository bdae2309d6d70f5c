// The reply form: content of 3 to 10000 characters, posted optimistically; typing announces itself to the others.
// What is typed is kept on the server as the topic's reply draft (debounced) and restored when the user comes back.
import { Alert, App, Button, Flex, Form, Space } from '@tessera/shared';
import { useId, useState } from 'react';
import type { ForumDraftHal, MessageHal } from '../../../entities/forum';
import {
  DRAFT_MESSAGES, DraftStatus, EMPTY_POST, plainTextOf, PostEditor, PostEditorPlaceholder, useDraftAutosave, usePostDraft, type PostContent,
} from '../../post-editor';
import { usePostReply } from '../api/use-thread';
import { replyContentError, THREAD_MESSAGES } from '../model/message-rules';
import { useAnnounceTyping } from '../model/use-typing';

export interface ReplyFormProps {
  projectId: number;
  forumId: number;
  topic: MessageHal;
  /** The replies page on screen: the temporary reply shows there. */
  page: number;
  /** With the topic's new reply count: the page shows the last page. */
  onPosted: (total: number) => void;
  onClose: () => void;
  /** Opened by the user (not reopened for a stored draft): the editor takes the focus. */
  autoFocus?: boolean;
}

export function ReplyForm(props: ReplyFormProps) {
  // The thread has read the draft already (to reopen the form with it): the cache answers.
  const draft = usePostDraft(props.forumId, props.topic.id, { refetchOnMount: false });
  if (draft.isPending) return <PostEditorPlaceholder testId="reply-content" />;
  return (
    <ReplyFormBody
      // Read again after a failure: the form starts over from the draft.
      key={draft.isError ? 'without-draft' : 'with-draft'}
      {...props}
      draft={draft.isError ? null : draft.data}
      onRetryDraft={draft.isError ? () => void draft.refetch() : undefined}
    />
  );
}

function ReplyFormBody({ projectId, forumId, topic, page, onPosted, onClose, autoFocus, draft, onRetryDraft }: ReplyFormProps & { draft: ForumDraftHal | null; onRetryDraft?: () => void }) {
  const { message } = App.useApp();
  const post = usePostReply(projectId, forumId, topic, page);
  const announceTyping = useAnnounceTyping(topic.id);
  const autosave = useDraftAutosave(forumId, topic.id, draft !== null);
  const [content, setContent] = useState<PostContent>(() => (draft?.contentDocument ? { doc: draft.contentDocument, text: plainTextOf(draft.contentDocument) } : EMPTY_POST));
  const [restored, setRestored] = useState(draft !== null);
  const [error, setError] = useState<string | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const errorId = useId();

  const clearEditor = () => {
    setContent(EMPTY_POST);
    setEditorKey((key) => key + 1);
  };

  const discard = async () => {
    if (!(await autosave.discard())) return;
    setRestored(false);
    clearEditor();
  };

  const submit = async () => {
    const problem = replyContentError(content.text);
    setError(problem);
    if (problem) return;
    const sent = content;
    // The editor empties at once: the temporary reply shows what was sent.
    clearEditor();
    setRestored(false);
    // Posting deletes the draft: a save still on its way must land before, not after.
    await autosave.settle();
    post.mutate(
      { content: sent.doc, text: sent.text },
      {
        onSuccess: () => {
          autosave.forget();
          void message.success(THREAD_MESSAGES.replyPosted);
          onPosted(topic.repliesCount + 1);
        },
        onError: () => {
          void message.error(THREAD_MESSAGES.replyFailed);
          // Give the text back so nothing typed is lost (and keep it as the draft).
          setContent(sent);
          setEditorKey((key) => key + 1);
          autosave.schedule({ content: sent });
        },
      },
    );
  };

  return (
    <Form layout="vertical" component="div" data-testid="reply-form">
      {onRetryDraft ? (
        <Alert type="warning" showIcon title={DRAFT_MESSAGES.loadFailed} action={<Button size="small" onClick={onRetryDraft}>Retry</Button>} style={{ marginBottom: 12 }} />
      ) : null}
      {restored && autosave.hasDraft ? <Alert type="info" showIcon title={DRAFT_MESSAGES.restored} style={{ marginBottom: 12 }} /> : null}
      <Form.Item label="Your reply" validateStatus={error ? 'error' : undefined} help={error ? <span id={errorId}>{error}</span> : undefined}>
        <PostEditor
          key={editorKey}
          label="Your reply"
          testId="reply-content"
          autoFocus={autoFocus}
          initialContent={content.doc}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          onChange={(next) => {
            setContent(next);
            autosave.schedule({ content: next });
            if (next.text) announceTyping();
          }}
        />
      </Form.Item>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Space>
          {autosave.hasDraft ? <Button onClick={() => void discard()}>Discard draft</Button> : null}
          <DraftStatus state={autosave.state} onRetry={autosave.retry} />
        </Space>
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" onClick={() => void submit()} loading={post.isPending}>
            Post Reply
          </Button>
        </Space>
      </Flex>
    </Form>
  );
}
