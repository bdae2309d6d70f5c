// What the tasks area may offer in its project: create tasks (the project's action link), or nothing that writes
// (an archived project). Wrap a read-only subtree in <TasksReadOnlyContext value={archived}>; writers ask useTasksReadOnly().
export { useProjectAccess, type ProjectAccess } from './api/project-access';
export { PROJECT_ARCHIVED_NOTE, TasksReadOnlyContext, useTasksReadOnly } from './model/read-only';
export { ArchivedNote } from './ui/ArchivedNote';
