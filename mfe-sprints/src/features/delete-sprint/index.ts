export { DeleteSprintDialog } from './ui/DeleteSprintDialog';
