// Editing a forum: name (1 to 255), description (at most 1000) and position (a whole number, 0 or more).
import { Alert, ApiError, App, Form, Input, InputNumber, Modal } from '@tessera/shared';
import { useState } from 'react';
import type { ForumHal } from '../../../entities/forum';
import { useUpdateForum } from '../api/use-forums';
import { FORUM_MESSAGES, forumEditErrors } from '../model/forum-rules';

interface EditValues {
  name: string;
  description: string;
  position: number | null;
}

export function EditForumDialog({ projectId, forum, onClose }: { projectId: number; forum: ForumHal | null; onClose: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const { message } = App.useApp();
  const update = useUpdateForum(projectId);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: EditValues) => {
    if (!forum) return;
    const errors = forumEditErrors({ name: values.name ?? '', description: values.description ?? '', position: values.position ?? null });
    const invalid = Object.entries(errors);
    if (invalid.length > 0) {
      form.setFields(invalid.map(([name, error]) => ({ name: name as keyof EditValues, errors: [error] })));
      return;
    }
    setFormError(null);
    try {
      await update.mutateAsync({ forumId: forum.id, changes: { name: values.name.trim(), description: values.description.trim(), position: values.position ?? 0 } });
      void message.success(FORUM_MESSAGES.updated);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) form.setFields([{ name: 'name', errors: [FORUM_MESSAGES.duplicateName] }]);
      else if (error instanceof ApiError && error.status === 422 && error.attribute && ['name', 'description', 'position'].includes(error.attribute)) {
        form.setFields([{ name: error.attribute as keyof EditValues, errors: [error.message] }]);
      } else setFormError(error instanceof ApiError && error.isClientError ? error.message : FORUM_MESSAGES.updateFailed);
    }
  };

  return (
    <Modal
      open={forum !== null}
      title={forum ? `Edit forum ${forum.name}` : 'Edit forum'}
      okText="Save"
      onOk={() => form.submit()}
      okButtonProps={{ loading: update.isPending }}
      onCancel={onClose}
      afterClose={() => setFormError(null)}
      destroyOnHidden
    >
      {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 12 }} role="alert" /> : null}
      {forum ? (
        <Form
          form={form}
          layout="vertical"
          name="edit-forum"
          onFinish={submit}
          initialValues={{ name: forum.name, description: forum.description, position: forum.position }}
        >
          <Form.Item label="Name" name="name">
            <Input autoFocus />
          </Form.Item>
          <Form.Item label="Description" name="description">
            <Input.TextArea rows={3} showCount />
          </Form.Item>
          <Form.Item label="Position" name="position">
            <InputNumber min={0} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
