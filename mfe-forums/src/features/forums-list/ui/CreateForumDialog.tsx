// 'Create Forum': name (3 to under 100 characters) and an optional description (at most 500).
import { Alert, App, Form, Input, Modal, type FormInstance } from '@tessera/shared';
import { useState } from 'react';
import { useCreateForum } from '../api/use-forums';
import { createForumFailure, FORUM_DESCRIPTION_MAX, FORUM_MESSAGES, forumDescriptionError, forumNameError } from '../model/forum-rules';
import type { ForumHal } from '../../../entities/forum';

export const CREATE_FORUM_TITLE = 'Create Forum';

export interface ForumFormValues {
  name: string;
  description?: string;
}

/** A validator rule from a rule function: its message, or none. */
export const ruleFrom = (check: (value: string) => string | null) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const message = check(value ?? '');
    if (message) throw new Error(message);
  },
});

/** Submits a forum, showing the server's refusals on the field they concern or above the form. */
export function useSubmitForum(projectId: number, form: FormInstance<ForumFormValues>, onCreated: (forum: ForumHal) => void) {
  const { message } = App.useApp();
  const create = useCreateForum(projectId);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (values: ForumFormValues) => {
    setFormError(null);
    try {
      const forum = await create.mutateAsync({ name: values.name.trim(), description: values.description?.trim() ?? '' });
      void message.success(FORUM_MESSAGES.created);
      onCreated(forum);
    } catch (error) {
      const failure = createForumFailure(error);
      if (failure.field) form.setFields([{ name: failure.field, errors: [failure.message] }]);
      else setFormError(failure.message);
    }
  };
  return { submit, pending: create.isPending, formError, clearError: () => setFormError(null) };
}

export function CreateForumDialog({ projectId, open, onClose, onCreated }: { projectId: number; open: boolean; onClose: () => void; onCreated: (forum: ForumHal) => void }) {
  const [form] = Form.useForm<ForumFormValues>();
  const { submit, pending, formError, clearError } = useSubmitForum(projectId, form, (forum) => {
    onClose();
    onCreated(forum);
  });
  return (
    <Modal
      open={open}
      title={CREATE_FORUM_TITLE}
      okText="Create"
      onOk={() => form.submit()}
      okButtonProps={{ loading: pending }}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        clearError();
      }}
      destroyOnHidden
    >
      {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 12 }} role="alert" /> : null}
      <Form form={form} layout="vertical" name="create-forum" onFinish={submit}>
        <Form.Item label="Name" name="name" rules={[ruleFrom(forumNameError)]} validateTrigger="onSubmit">
          <Input autoFocus />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={[ruleFrom((value) => forumDescriptionError(value))]} validateTrigger="onSubmit">
          <Input.TextArea rows={3} showCount maxLength={FORUM_DESCRIPTION_MAX + 1} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
