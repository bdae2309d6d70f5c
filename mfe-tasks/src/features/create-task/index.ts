// 'Create New Task': the dialog (its code loads on first open) and the title of the button that opens it.
export { CreateTaskDialog, preloadCreateTaskDialog } from './ui/LazyCreateTaskDialog';
export type { CreateTaskDialogProps } from './ui/CreateTaskDialog';
export { CREATE_TASK_TITLE } from './model/create-task-form';
