// A task as the sprint board holds it (mapped from the API's work package), and the project's tasks for the board.
// Its query key is the area's, from the sprint entity.
export { mapSprintTask, withVersion, type SprintTask } from './model/sprint-task';
export { fetchSprintTask, patchTaskVersion, useSprintTasks } from './api/sprint-tasks-api';
