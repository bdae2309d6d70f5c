// mfe_tasks/ProjectTaskPanel: the task panel alone for other remotes' views, composed in pages/.
export { default } from '../pages/ProjectTaskPanelPage';
