// 'Start New Discussion': subject, category, rich-text content and, for moderators, sticky and locked. What is typed is
// kept on the server as a draft (debounced) and restored when the dialog opens again.
import { Alert, App, Button, Checkbox, Flex, Form, Input, Modal, Select, Skeleton, Space } from '@tessera/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { forumKeys, useForumCategories, type MessageHal } from '../../../entities/forum';
import { EMPTY_POST, PostEditor, type PostContent } from '../../post-editor';
import { discardTopicDraft, saveTopicDraft, useCreateTopic, useTopicDraft } from '../api/use-topics';
import { createTopicFailure, DRAFT_SAVE_DEBOUNCE_MS, TOPIC_MESSAGES, topicContentError, topicSubjectError } from '../model/topic-rules';

export const NEW_TOPIC_TITLE = 'Start New Discussion';
export const DRAFT_RESTORED_MESSAGE = 'Your draft was restored.';

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
  const queryClient = useQueryClient();
  const draft = useTopicDraft(props.forumId, props.open);
  // Opened again, the dialog reads the draft afresh (what was typed since was saved on the server).
  const forgetDraft = () => queryClient.removeQueries({ queryKey: forumKeys.draft(props.forumId) });
  return (
    <Modal open={props.open} title={NEW_TOPIC_TITLE} onCancel={props.onClose} afterClose={forgetDraft} footer={null} destroyOnHidden width={720}>
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
  const [content, setContent] = useState<PostContent>(draft?.contentDocument ? { doc: draft.contentDocument, text: textOf(draft.contentDocument) } : EMPTY_POST);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [sticky, setSticky] = useState(false);
  const [locked, setLocked] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [hasDraft, setHasDraft] = useState(draft !== null);
  const [editorKey, setEditorKey] = useState(0);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** What the pending save will send. */
  const unsaved = useRef<{ subject: string; content: PostContent } | null>(null);
  const ids = { subject: useId(), subjectError: useId(), content: useId(), contentError: useId(), category: useId() };

  // The first category ('General') is the default.
  const defaultCategory = categories.data?.[0]?.id ?? null;
  const chosenCategory = categoryId ?? defaultCategory;

  const cancelDraftSave = () => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = null;
    unsaved.current = null;
  };
  const saveNow = () => {
    const pending = unsaved.current;
    cancelDraftSave();
    if (!pending || (!pending.subject.trim() && !pending.content.text)) return;
    saveTopicDraft(forumId, pending.subject, pending.content.doc).then(() => setHasDraft(true), () => undefined);
  };
  // Closing the dialog saves what the last pause had not saved yet.
  const saveOnClose = useRef(saveNow);
  useEffect(() => {
    saveOnClose.current = saveNow;
  });
  useEffect(() => () => saveOnClose.current(), []);

  const scheduleDraftSave = (nextSubject: string, nextContent: PostContent) => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    unsaved.current = { subject: nextSubject, content: nextContent };
    saveTimer.current = setTimeout(saveNow, DRAFT_SAVE_DEBOUNCE_MS);
  };

  const discard = async () => {
    cancelDraftSave();
    await discardTopicDraft(forumId).catch(() => undefined);
    setHasDraft(false);
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
    cancelDraftSave();
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
    }
  };

  return (
    // Laid out as a form; submitted by its button (Enter in the editor makes a new paragraph).
    <Form layout="vertical" component="div">
      {hasDraft && draft ? <Alert type="info" showIcon title={DRAFT_RESTORED_MESSAGE} style={{ marginBottom: 12 }} /> : null}
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
        <span>{hasDraft ? <Button onClick={() => void discard()}>Discard draft</Button> : null}</span>
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

/** The plain text of an editor document (a restored draft, before the editor reports a change). */
function textOf(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const { text, content } = node as { text?: string; content?: unknown[] };
  if (typeof text === 'string') return text;
  return Array.isArray(content) ? content.map(textOf).join('\n').trim() : '';
}
