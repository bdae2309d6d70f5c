// 'Start New Discussion': subject, category, rich-text content and, for moderators, sticky and locked. What is typed is
// kept on the server as a draft (debounced) and restored when the dialog opens again.
import { Alert, App, Button, Checkbox, Flex, Form, Input, Modal, Select, Skeleton, Space } from '@tessera/shared';
import { useId, useState } from 'react';
import { useForumCategories, type MessageHal } from '../../../entities/forum';
import { DRAFT_MESSAGES, DraftStatus, EMPTY_POST, plainTextOf, PostEditor, useDraftAutosave, usePostDraft, type PostContent } from '../../post-editor';
import { useCreateTopic } from '../api/use-topics';
import { createTopicFailure, TOPIC_MESSAGES, topicContentError, topicSubjectError } from '../model/topic-rules';

export const NEW_TOPIC_TITLE = 'Start New Discussion';
export const DRAFT_RESTORED_MESSAGE = DRAFT_MESSAGES.restored;

export interface NewTopicDialogProps {
  projectId: number;
  forumId: number;
  open: boolean;
  /** Moderators may pin and lock a topic as they start it. */
  canModerate: boolean;
  onClose: () => void;
  onCreated: (topic: MessageHal) => void;
}

export function NewTopicDialog(props: NewTopicDialogProps) {
  // Opened again, the dialog shows the draft as last typed (the cache holds it) while the server is read afresh.
  const draft = usePostDraft(props.forumId, null, { enabled: props.open });
  return (
    <Modal open={props.open} title={NEW_TOPIC_TITLE} onCancel={props.onClose} footer={null} destroyOnHidden width={720}>
      {draft.isPending ? <Skeleton active /> : <NewTopicForm {...props} draft={draft.data ?? null} />}
    </Modal>
  );
}

type Errors = Partial<Record<'subject' | 'content' | 'form', string>>;

function NewTopicForm({ projectId, forumId, canModerate, onClose, onCreated, draft }: NewTopicDialogProps & { draft: { subject: string | null; contentDocument: PostContent['doc'] | null } | null }) {
  const { message } = App.useApp();
  const categories = useForumCategories();
  const create = useCreateTopic(projectId, forumId);
  const [subject, setSubject] = useState(draft?.subject ?? '');
  const [content, setContent] = useState<PostContent>(draft?.contentDocument ? { doc: draft.contentDocument, text: plainTextOf(draft.contentDocument) } : EMPTY_POST);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [sticky, setSticky] = useState(false);
  const [locked, setLocked] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const autosave = useDraftAutosave(forumId, null, draft !== null);
  const hasDraft = autosave.hasDraft;
  const [editorKey, setEditorKey] = useState(0);
  const ids = { subject: useId(), subjectError: useId(), content: useId(), contentError: useId(), category: useId() };

  // The first category ('General') is the default.
  const defaultCategory = categories.data?.[0]?.id ?? null;
  const chosenCategory = categoryId ?? defaultCategory;

  const scheduleDraftSave = (nextSubject: string, nextContent: PostContent) => autosave.schedule({ subject: nextSubject, content: nextContent });

  const discard = async () => {
    if (!(await autosave.discard())) return;
    setSubject('');
    setContent(EMPTY_POST);
    setEditorKey((key) => key + 1);
  };

  const submit = async () => {
    const found: Errors = {};
    const subjectError = topicSubjectError(subject);
    const contentError = topicContentError(content.text);
    if (subjectError) found.subject = subjectError;
    if (contentError) found.content = contentError;
    setErrors(found);
    if (found.subject) return document.getElementById(ids.subject)?.focus();
    if (found.content) return document.querySelector<HTMLElement>('[data-testid="new-topic-content"]')?.focus();
    await autosave.settle();
    try {
      const topic = await create.mutateAsync({
        subject: subject.trim(), content: content.doc, categoryId: chosenCategory, ...(canModerate ? { sticky, locked } : {}),
      });
      void message.success(TOPIC_MESSAGES.created);
      onClose();
      onCreated(topic);
    } catch (error) {
      const failure = createTopicFailure(error);
      setErrors({ [failure.field ?? 'form']: failure.message });
      // Not posted: the draft keeps what was typed.
      autosave.schedule({ subject, content });
    }
  };

  return (
    // Laid out as a form; submitted by its button (Enter in the editor makes a new paragraph).
    <Form layout="vertical" component="div">
      {hasDraft && draft ? <Alert type="info" showIcon title={DRAFT_MESSAGES.restored} style={{ marginBottom: 12 }} /> : null}
      {errors.form ? <Alert type="error" showIcon role="alert" title={errors.form} style={{ marginBottom: 12 }} /> : null}
      <Form.Item label="Subject" htmlFor={ids.subject} validateStatus={errors.subject ? 'error' : undefined} help={errors.subject ? <span id={ids.subjectError}>{errors.subject}</span> : undefined}>
        <Input
          id={ids.subject}
          autoFocus
          value={subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? ids.subjectError : undefined}
          onChange={(event) => {
            setSubject(event.target.value);
            scheduleDraftSave(event.target.value, content);
          }}
        />
      </Form.Item>
      <Form.Item label="Category" htmlFor={ids.category}>
        <Select
          id={ids.category}
          value={chosenCategory ?? undefined}
          loading={categories.isPending}
          options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
          onChange={(value: number) => setCategoryId(value)}
        />
      </Form.Item>
      <Form.Item
        label={<span id={ids.content}>Content</span>}
        validateStatus={errors.content ? 'error' : undefined}
        help={errors.content ? <span id={ids.contentError}>{errors.content}</span> : undefined}
      >
        <PostEditor
          key={editorKey}
          label="Content"
          testId="new-topic-content"
          initialContent={editorKey === 0 ? draft?.contentDocument : null}
          describedBy={errors.content ? ids.contentError : undefined}
          invalid={Boolean(errors.content)}
          onChange={(next) => {
            setContent(next);
            scheduleDraftSave(subject, next);
          }}
        />
      </Form.Item>
      {canModerate ? (
        <Space style={{ marginBottom: 16 }}>
          <Checkbox checked={sticky} onChange={(event) => setSticky(event.target.checked)}>Pin this topic (sticky)</Checkbox>
          <Checkbox checked={locked} onChange={(event) => setLocked(event.target.checked)}>Lock this topic</Checkbox>
        </Space>
      ) : null}
      <Flex justify="space-between" gap={8}>
        <Space>
          {hasDraft ? <Button onClick={() => void discard()}>Discard draft</Button> : null}
          <DraftStatus state={autosave.state} onRetry={autosave.retry} />
        </Space>
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={create.isPending} onClick={() => void submit()}>
            Create Topic
          </Button>
        </Space>
      </Flex>
    </Form>
  );
}
