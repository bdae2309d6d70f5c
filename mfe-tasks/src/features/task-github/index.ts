// The task panel's GitHub tab (spec 001 §2, §7-9; issue 17): pull requests linked to the task and those available
// to link, with assign and unassign. The panel mounts <TaskGithubTab> only while its tab is open.
export { TaskGithubTab, type TaskGithubTabProps } from './ui/TaskGithubTab';
export { taskGithubKeys } from './api/task-github-api';
