// 'Create New Task': the dialog and the title of the button that opens it.
export { CreateTaskDialog, type CreateTaskDialogProps } from './ui/CreateTaskDialog';
export { CREATE_TASK_TITLE } from './model/create-task-form';
