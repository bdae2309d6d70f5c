// The reply form: content of 3 to 10000 characters, posted optimistically; typing announces itself to the others.
import { App, Button, Flex, Form } from '@tessera/shared';
import { useId, useState } from 'react';
import type { MessageHal } from '../../../entities/forum';
import { EMPTY_POST, PostEditor, type PostContent } from '../../post-editor';
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
}

export function ReplyForm({ projectId, forumId, topic, page, onPosted, onClose }: ReplyFormProps) {
  const { message } = App.useApp();
  const post = usePostReply(projectId, forumId, topic, page);
  const announceTyping = useAnnounceTyping(topic.id);
  const [content, setContent] = useState<PostContent>(EMPTY_POST);
  const [error, setError] = useState<string | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const errorId = useId();

  const submit = () => {
    const problem = replyContentError(content.text);
    setError(problem);
    if (problem) return;
    const sent = content;
    // The editor empties at once: the temporary reply shows what was sent.
    setContent(EMPTY_POST);
    setEditorKey((key) => key + 1);
    post.mutate(
      { content: sent.doc, text: sent.text },
      {
        onSuccess: () => {
          void message.success(THREAD_MESSAGES.replyPosted);
          onPosted(topic.repliesCount + 1);
        },
        onError: () => {
          void message.error(THREAD_MESSAGES.replyFailed);
          // Give the text back so nothing typed is lost.
          setContent(sent);
          setEditorKey((key) => key + 1);
        },
      },
    );
  };

  return (
    <Form layout="vertical" component="div" data-testid="reply-form">
      <Form.Item label="Your reply" validateStatus={error ? 'error' : undefined} help={error ? <span id={errorId}>{error}</span> : undefined}>
        <PostEditor
          key={editorKey}
          label="Your reply"
          testId="reply-content"
          autoFocus
          initialContent={content.doc}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          onChange={(next) => {
            setContent(next);
            if (next.text) announceTyping();
          }}
        />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" onClick={submit} loading={post.isPending}>
          Post Reply
        </Button>
      </Flex>
    </Form>
  );
}
