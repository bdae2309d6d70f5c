// Archiving and unarchiving a project.
export { useArchiveProject } from './model/use-archive-project';
