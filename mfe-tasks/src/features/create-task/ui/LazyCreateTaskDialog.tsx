// 'Create New Task' as the tasks views mount it: the dialog's code (its form, the AI generator) loads on first open,
// so the board, list and calendar show without it (issue 18). Pointing at or focusing the button that opens it
// starts the load ahead (preloadCreateTaskDialog). Mounted from its first opening on, so closing plays the dialog's
// own closing. If its code cannot load (a deploy replaced the chunk, the network dropped), it says so with a Retry.
import { Alert, Button, LazyLoaded, Modal, preloadLazy } from '@tessera/shared';
import { useState } from 'react';
import { CREATE_TASK_TITLE } from '../model/create-task-form';
import type { CreateTaskDialogProps } from './CreateTaskDialog';

export const CREATE_TASK_LOAD_FAILED_MESSAGE = 'The form could not be loaded. Check your connection and try again.';

const importDialog = () => import(/* webpackChunkName: "create-task-dialog" */ './CreateTaskDialog');
const loadDialog = () => importDialog().then((module) => ({ default: module.CreateTaskDialog }));

/** Starts loading the dialog's code ahead of need. */
export function preloadCreateTaskDialog(): void {
  preloadLazy(importDialog);
}

/** The Create New Task dialog (same props as the dialog itself), loaded when it first opens. */
export function CreateTaskDialog(props: CreateTaskDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  const loadFailed = (retryLoad: () => void) => (
    <Modal open={props.open} title={CREATE_TASK_TITLE} onCancel={props.onClose} footer={null} data-testid="create-task-dialog">
      <Alert type="error" showIcon role="alert" title={CREATE_TASK_LOAD_FAILED_MESSAGE} action={<Button size="small" onClick={retryLoad}>Retry</Button>} />
    </Modal>
  );
  return <LazyLoaded load={loadDialog} props={props} failed={loadFailed} />;
}
