// mfe_tasks/ProjectTasksView: the tasks area of a project (board, list or calendar), composed in pages/.
export { default } from '../pages/ProjectTasksPage';
