// Live updates of the tasks area (issue 4): mount useLiveTaskUpdates(projectId) once in the tasks view; the task
// panel asks useTaskChangedElsewhere(taskId, lockVersionItsEditsStartedFrom) whether to say the task changed.
export { useLiveTaskUpdates } from './model/use-live-task-updates';
export { resetForeignChanges, useTaskChangedElsewhere, type TaskChangedElsewhere } from './model/foreign-changes';
export { LIVE_UPDATE_BATCH_MS } from './model/live-update-constants';
