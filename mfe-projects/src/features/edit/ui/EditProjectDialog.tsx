// 'Edit Project' (spec 000 sections 2 and 5): name, identifier (read-only: immutable after creation), description.
import { useState } from 'react';
import { Alert, App, Form, Input, Modal, errorMessage, type Project } from '@tessera/shared';
import { descriptionPayload } from '../../../entities/project';
import {
  EDIT_DIALOG_TITLE,
  IDENTIFIER_IMMUTABLE_HELP,
  NAME_MAX_LENGTH,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  UPDATE_FAILED_DESCRIPTION,
  UPDATE_FAILED_INLINE,
  UPDATE_FAILED_TITLE,
  UPDATE_SUCCESS,
} from '../model/edit-messages';
import { showServerFieldError } from '../model/field-errors';
import { useUpdateProject } from '../model/use-update-project';
import { FormButtons } from './FormButtons';

interface EditProjectValues {
  name: string;
  identifier: string;
  description: string;
}

export interface EditProjectDialogProps {
  project: Pick<Project, 'id' | 'name' | 'identifier' | 'description'>;
  open: boolean;
  onClose: () => void;
  /** After the closing animation: where the focus goes when the opener is gone (a menu item). */
  afterClose?: () => void;
}

export function EditProjectDialog({ project, open, onClose, afterClose }: EditProjectDialogProps) {
  return (
    <Modal
      open={open}
      title={EDIT_DIALOG_TITLE}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'edit-project-dialog' }}
    >
      {/* Mounted only while open, so it always starts from the project as it is now. */}
      {open ? <EditProjectForm project={project} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditProjectForm({ project, onClose }: Omit<EditProjectDialogProps, 'open' | 'afterClose'>) {
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<EditProjectValues>();
  const [failed, setFailed] = useState<string | null>(null);
  const update = useUpdateProject(project.id);

  const submit = async (values: EditProjectValues) => {
    setFailed(null);
    try {
      await update.mutateAsync({ name: values.name.trim(), description: descriptionPayload(values.description) });
      message.success(UPDATE_SUCCESS);
      onClose();
    } catch (error) {
      if (showServerFieldError(form, error, ['name', 'description', 'identifier'])) return;
      notification.error({ title: UPDATE_FAILED_TITLE, description: UPDATE_FAILED_DESCRIPTION });
      setFailed(errorMessage(error, ''));
    }
  };

  return (
    <Form<EditProjectValues>
      form={form}
      layout="vertical"
      name={`edit-project-${project.id}`}
      initialValues={{ name: project.name, identifier: project.identifier, description: project.description }}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setFailed(null)}
    >
      {failed !== null ? (
        <Alert
          type="error"
          showIcon
          title={UPDATE_FAILED_INLINE}
          description={failed || undefined}
          style={{ marginBottom: 16 }}
          data-testid="edit-project-error"
        />
      ) : null}
      <Form.Item
        label="Name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: NAME_REQUIRED },
          { max: NAME_MAX_LENGTH, message: NAME_TOO_LONG },
        ]}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item label="Identifier" name="identifier" extra={IDENTIFIER_IMMUTABLE_HELP}>
        <Input readOnly disabled />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
        <FormButtons onCancel={onClose} submitting={update.isPending} submitLabel="Save" />
      </Form.Item>
    </Form>
  );
}
