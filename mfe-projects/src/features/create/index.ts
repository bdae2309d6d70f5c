// Creating a project: the header buttons and the Create dialog (its 'From Template' tab is the templates form).
export { CreateProjectButtons } from './ui/CreateProjectButtons';
export { CreateProjectDialog } from './ui/CreateProjectDialog';
