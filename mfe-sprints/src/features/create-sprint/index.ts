export { CreateSprintDialog } from './ui/CreateSprintDialog';
