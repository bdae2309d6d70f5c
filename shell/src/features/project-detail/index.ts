// The project page: header, view switcher and the remote view of the chosen view.
export { ProjectDetailPage } from './ui/ProjectDetailPage';
export { projectPageRemoteViews } from './model/project-views';
