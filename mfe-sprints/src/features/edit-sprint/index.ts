export { EditSprintDialog } from './ui/EditSprintDialog';
