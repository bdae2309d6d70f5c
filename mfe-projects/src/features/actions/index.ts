// A project's actions: the card and row menu, and who may do what (the page's action bar uses it).
export { menuActionsOf, ProjectActionsMenu } from './ui/ProjectActionsMenu';
export { projectPrivileges } from './model/privileges';
