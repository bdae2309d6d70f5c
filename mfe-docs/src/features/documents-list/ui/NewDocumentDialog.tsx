// 'New document': a title (required) creates an empty document in the project (spec 000 sections 6 and 8).
import { App, Button, errorMessage, Flex, Form, Input, Modal } from '@tessera/shared';
import { useCreateDocument } from '../api/use-documents';

export const NEW_DOCUMENT_TITLE = 'New document';
export const CREATE_DOCUMENT_SUBMIT = 'Create document';
export const DOCUMENT_CREATED_MESSAGE = 'Document created successfully';
export const DOCUMENT_CREATE_FAILED_MESSAGE = 'Failed to create document';
export const TITLE_REQUIRED_MESSAGE = 'Please enter a title';
/** The API's limit (docs/api.md 'Documents'). */
export const TITLE_MAX_LENGTH = 255;

export interface NewDocumentDialogProps {
  projectId: number;
  open: boolean;
  onClose: () => void;
}

export function NewDocumentDialog({ projectId, open, onClose }: NewDocumentDialogProps) {
  return (
    <Modal open={open} title={NEW_DOCUMENT_TITLE} onCancel={onClose} footer={null} destroyOnHidden data-testid="new-document-dialog">
      {/* Mounted only while open: every opening starts empty. */}
      {open ? <NewDocumentForm projectId={projectId} onClose={onClose} /> : null}
    </Modal>
  );
}

interface NewDocumentValues {
  title: string;
}

function NewDocumentForm({ projectId, onClose }: Omit<NewDocumentDialogProps, 'open'>) {
  const { message } = App.useApp();
  const create = useCreateDocument(projectId);

  const submit = async ({ title }: NewDocumentValues) => {
    try {
      await create.mutateAsync(title.trim());
      void message.success(DOCUMENT_CREATED_MESSAGE);
      onClose();
    } catch (error) {
      void message.error(`${DOCUMENT_CREATE_FAILED_MESSAGE}: ${errorMessage(error)}`);
    }
  };

  return (
    <Form<NewDocumentValues> layout="vertical" name={`new-document-${projectId}`} onFinish={(values) => void submit(values)}>
      <Form.Item
        label="Title"
        name="title"
        rules={[
          { required: true, whitespace: true, message: TITLE_REQUIRED_MESSAGE },
          { max: TITLE_MAX_LENGTH, message: `At most ${TITLE_MAX_LENGTH} characters` },
        ]}
      >
        <Input autoFocus maxLength={TITLE_MAX_LENGTH} />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {CREATE_DOCUMENT_SUBMIT}
        </Button>
      </Flex>
    </Form>
  );
}
