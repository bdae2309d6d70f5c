// 'Delete Project' confirmation (spec 000 sections 2, 4, 8): it closes as the delete starts (the lists drop
// the project at once) and reopens with the error if the server refuses.
import { useState } from 'react';
import { Alert, Flex, Modal, Typography, errorMessage, type Project } from '@tessera/shared';
import { useSubProjectCount } from '../api/sub-projects';
import { useDeleteProject } from '../model/use-delete-project';
import {
  DELETE_CHILDREN_WARNING,
  DELETE_CONFIRM_TEXT,
  DELETE_DIALOG_TITLE,
  DELETE_FAILED_FALLBACK,
  DELETE_FAILED_INLINE,
} from '../model/delete-messages';
import { BREAK_ANYWHERE } from '../../../entities/project';

export interface DeleteProjectDialogProps {
  project: Pick<Project, 'id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (project: Pick<Project, 'id' | 'name'>) => void;
  /** After the closing animation: where the focus goes when the opener is gone (a menu item). */
  afterClose?: () => void;
}

export function DeleteProjectDialog({ project, open, onOpenChange, onDeleted, afterClose }: DeleteProjectDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteProject({ onDeleted });
  const subProjects = useSubProjectCount(project.id, open);
  const subProjectCount = subProjects.data ?? 0;

  const confirm = async () => {
    setError(null);
    onOpenChange(false);
    try {
      await remove.mutateAsync(project);
    } catch (failure) {
      setError(DELETE_FAILED_INLINE(errorMessage(failure, DELETE_FAILED_FALLBACK)));
      onOpenChange(true);
    }
  };

  const close = () => {
    setError(null);
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      title={DELETE_DIALOG_TITLE}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onOk={() => void confirm()}
      onCancel={close}
      afterClose={afterClose}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'delete-project-dialog' }}
    >
      <Flex vertical gap={12}>
        {error ? <Alert type="error" showIcon title={error} data-testid="delete-project-error" /> : null}
        <Typography.Paragraph style={{ margin: 0, ...BREAK_ANYWHERE }}>{DELETE_CONFIRM_TEXT(project.name)}</Typography.Paragraph>
        {subProjectCount > 0 ? (
          <Alert type="warning" showIcon title={DELETE_CHILDREN_WARNING(subProjectCount)} data-testid="delete-project-children" />
        ) : null}
      </Flex>
    </Modal>
  );
}
