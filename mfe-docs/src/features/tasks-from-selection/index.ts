// Create tasks from a document selection (issue 15 item 4): 'Create tasks' on a selection asks the AI for task
// drafts, the user reviews and creates them (each links back to the document), and the document lists them with
// their status.
export { CreateTasksButton, selectedText } from './ui/CreateTasksButton';
export { CreateTasksDialog, type SelectionDocument } from './ui/CreateTasksDialog';
export { LinkedTasks } from './ui/LinkedTasks';
export { taskBodyFromDraft, backLink, TASKS_FROM_SELECTION_MESSAGES } from './model/drafts';
