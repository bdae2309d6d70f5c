// Deleting a project (and its sub-projects), with confirmation.
export { DeleteProjectDialog } from './ui/DeleteProjectDialog';
