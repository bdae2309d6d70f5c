// Editing a topic or a reply: subject (1 to 255) and content (1 to 10000 characters of text).
import { App, Button, Flex, Form, Input, Modal } from '@tessera/shared';
import { useId, useState } from 'react';
import type { MessageHal } from '../../../entities/forum';
import { PostEditor, type PostContent } from '../../post-editor';
import { useUpdateMessage } from '../api/use-thread';
import { editErrors, THREAD_MESSAGES, updateFailure } from '../model/message-rules';

export interface EditMessageDialogProps {
  projectId: number;
  forumId: number;
  topicId: number;
  message: MessageHal | null;
  onClose: () => void;
}

export function EditMessageDialog({ message: post, onClose, ...ids }: EditMessageDialogProps) {
  const isTopic = post?._type === 'Topic';
  return (
    <Modal open={post !== null} title={isTopic ? 'Edit topic' : 'Edit message'} onCancel={onClose} footer={null} destroyOnHidden width={720}>
      {post ? <EditForm post={post} onClose={onClose} {...ids} /> : null}
    </Modal>
  );
}

function EditForm({ post, onClose, projectId, forumId, topicId }: Omit<EditMessageDialogProps, 'message'> & { post: MessageHal }) {
  const { message, notification } = App.useApp();
  const update = useUpdateMessage(projectId, forumId, topicId);
  const isTopic = post._type === 'Topic';
  const [subject, setSubject] = useState(post.subject);
  const [content, setContent] = useState<PostContent>({ doc: post.contentDocument, text: post.content.raw.trim() });
  const [errors, setErrors] = useState<Partial<Record<'subject' | 'content', string>>>({});
  const fieldIds = { subject: useId(), subjectError: useId(), contentError: useId() };

  const save = async () => {
    const found = editErrors(subject, content.text);
    setErrors(found);
    if (found.subject || found.content) return;
    try {
      await update.mutateAsync({ messageId: post.id, changes: { subject: subject.trim(), content: content.doc } });
      void message.success(isTopic ? THREAD_MESSAGES.topicUpdated : THREAD_MESSAGES.messageUpdated);
      onClose();
    } catch (error) {
      notification.error({ title: isTopic ? THREAD_MESSAGES.topicUpdateFailed : THREAD_MESSAGES.messageUpdateFailed, description: updateFailure(error, isTopic) });
    }
  };

  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Subject" htmlFor={fieldIds.subject} validateStatus={errors.subject ? 'error' : undefined} help={errors.subject ? <span id={fieldIds.subjectError}>{errors.subject}</span> : undefined}>
        <Input
          id={fieldIds.subject}
          autoFocus
          value={subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? fieldIds.subjectError : undefined}
          onChange={(event) => setSubject(event.target.value)}
        />
      </Form.Item>
      <Form.Item label="Content" validateStatus={errors.content ? 'error' : undefined} help={errors.content ? <span id={fieldIds.contentError}>{errors.content}</span> : undefined}>
        <PostEditor
          label="Content"
          testId="edit-message-content"
          initialContent={post.contentDocument}
          invalid={Boolean(errors.content)}
          describedBy={errors.content ? fieldIds.contentError : undefined}
          onChange={setContent}
        />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" loading={update.isPending} onClick={() => void save()}>Save</Button>
      </Flex>
    </Form>
  );
}
