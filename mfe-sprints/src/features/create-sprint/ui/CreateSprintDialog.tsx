// 'Create New Sprint' (spec 002 sections 2, 5 and 8): name, description, dates (with '+2w' and duration
// warnings), status and sharing. POST /versions; the new column appears at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, createVersion, Flex, Form, keepEnterInDatePickers, Modal, useCurrentUser, type VersionFormValues } from '@tessera/shared';
import { invalidateAfterVersionWrite, putVersionInCache } from '../../../entities/sprint';
import {
  buildCreateBody,
  newSprintDefaults,
  showOnField,
  SprintFormFields,
  useFailureToast,
} from '../../sprint-form';

export const CREATE_SPRINT_TITLE = 'Create New Sprint';
export const CREATE_SPRINT_SUBMIT = 'Create Sprint';
export const SPRINT_CREATED_MESSAGE = 'Sprint created successfully';
export const SPRINT_CREATE_FAILED_MESSAGE = 'Failed to create sprint';

export interface CreateSprintDialogProps {
  projectId: number;
  open: boolean;
  onClose: () => void;
}

export function CreateSprintDialog({ projectId, open, onClose }: CreateSprintDialogProps) {
  return (
    <Modal open={open} title={CREATE_SPRINT_TITLE} onCancel={onClose} footer={null} width={640} destroyOnHidden data-testid="create-sprint-dialog">
      {/* Mounted only while open: every opening starts from the defaults. */}
      {open ? <CreateSprintForm projectId={projectId} onClose={onClose} /> : null}
    </Modal>
  );
}

function CreateSprintForm({ projectId, onClose }: Omit<CreateSprintDialogProps, 'open'>) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const failureToast = useFailureToast();
  const { user } = useCurrentUser();
  const [form] = Form.useForm<VersionFormValues>();
  const create = useMutation({ mutationFn: (values: VersionFormValues) => createVersion(projectId, buildCreateBody(values)) });

  const submit = async (values: VersionFormValues) => {
    try {
      const version = await create.mutateAsync(values);
      putVersionInCache(queryClient, projectId, version);
      invalidateAfterVersionWrite(queryClient, projectId);
      void message.success(SPRINT_CREATED_MESSAGE);
      onClose();
    } catch (error) {
      if (!showOnField(form, error)) failureToast(SPRINT_CREATE_FAILED_MESSAGE, error);
    }
  };

  return (
    <Form<VersionFormValues> form={form} layout="vertical" onKeyDown={keepEnterInDatePickers} name={`create-sprint-${projectId}`} initialValues={newSprintDefaults()} onFinish={(values) => void submit(values)}>
      <SprintFormFields form={form} mode="create" isAdmin={Boolean(user?.isAdmin)} />
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="create-sprint-submit">
          {CREATE_SPRINT_SUBMIT}
        </Button>
      </Flex>
    </Form>
  );
}
