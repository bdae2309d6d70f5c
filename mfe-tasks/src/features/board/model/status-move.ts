// Changing a task's status from the board (spec 001 section 4): the card moves at once (optimistic cache update),
// the status call carries the lockVersion; a lockVersion conflict refetches the task and retries up to 2 times,
// waiting 500 ms times the attempt number; any other failure puts the card back and says why. While a task's
// status update is in flight, another one for the same task is refused.
import type { QueryClient } from '@tanstack/react-query';
import { errorMessage, isLockVersionConflict } from '@tessera/shared';
import { cachedTask, changeTaskStatus, fetchTask, isStatusUpdatePending, patchTaskInCaches, setStatusUpdatePending, type Task, taskKeys, updateCachedTask } from '../../../entities/task';

// The in-flight set lives with the task model (the task panel and live updates consult it too).
export { isStatusUpdatePending, usePendingStatusIds } from '../../../entities/task';

export const STATUS_CONFLICT_RETRIES = 2;
export const STATUS_CONFLICT_RETRY_DELAY_MS = 500;
export const STATUS_SAVE_FAILED_MESSAGE = 'Failed to save changes';
export const STATUS_UPDATE_BLOCKED_MESSAGE = 'This task is still being moved. Wait until its new status is saved.';

export interface StatusTarget {
  id: number;
  name: string;
  color: string;
  isClosed: boolean;
}

export type StatusMoveOutcome = 'moved' | 'unchanged' | 'blocked' | 'failed';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const statusFields = (task: Pick<Task, 'statusId' | 'status' | 'statusColor' | 'isClosed'>) => ({
  statusId: task.statusId,
  status: task.status,
  statusColor: task.statusColor,
  isClosed: task.isClosed,
});

export interface MoveTaskOptions {
  queryClient: QueryClient;
  projectId: number;
  taskId: number;
  target: StatusTarget;
  /** Told the reason when the move fails for good (or is refused). */
  onError?: (message: string) => void;
  /** Injected by tests. */
  wait?: (ms: number) => Promise<void>;
}

export async function moveTaskToStatus({
  queryClient,
  projectId,
  taskId,
  target,
  onError = () => {},
  wait = sleep,
}: MoveTaskOptions): Promise<StatusMoveOutcome> {
  if (isStatusUpdatePending(taskId)) {
    onError(STATUS_UPDATE_BLOCKED_MESSAGE);
    return 'blocked';
  }
  const before = cachedTask(queryClient, projectId, taskId);
  if (!before) return 'failed';
  if (before.statusId === target.id) return 'unchanged';

  setStatusUpdatePending(taskId, true);
  try {
    // A list refetch in flight would land over the optimistic move; cancel it and fetch again afterwards.
    const listKey = taskKeys.list(projectId);
    const refetchAfter = queryClient.isFetching({ queryKey: listKey }) > 0;
    if (refetchAfter) await queryClient.cancelQueries({ queryKey: listKey });

    // What a failure restores: the status as last read from the server.
    let restore = statusFields(before);
    const optimistic = { statusId: target.id, status: target.name, statusColor: target.color, isClosed: target.isClosed };
    updateCachedTask(queryClient, projectId, taskId, (task) => ({ ...task, ...optimistic }));

    let lockVersion = before.lockVersion;
    for (let attempt = 1; ; attempt++) {
      try {
        patchTaskInCaches(queryClient, await changeTaskStatus(taskId, target.id, lockVersion));
        if (refetchAfter) void queryClient.invalidateQueries({ queryKey: listKey });
        return 'moved';
      } catch (error) {
        let failure: unknown = error;
        if (isLockVersionConflict(error) && attempt <= STATUS_CONFLICT_RETRIES) {
          await wait(STATUS_CONFLICT_RETRY_DELAY_MS * attempt);
          try {
            const fresh = await fetchTask(queryClient, taskId);
            if (fresh.statusId === target.id) {
              // Someone else made the same move meanwhile: nothing left to send.
              patchTaskInCaches(queryClient, fresh);
              return 'moved';
            }
            // Keep what changed meanwhile, with the card still where it was dropped.
            restore = statusFields(fresh);
            updateCachedTask(queryClient, projectId, taskId, () => ({ ...fresh, ...optimistic }));
            lockVersion = fresh.lockVersion;
            continue;
          } catch (refetchError) {
            failure = refetchError;
          }
        }
        updateCachedTask(queryClient, projectId, taskId, (task) => (task.statusId === target.id ? { ...task, ...restore } : task));
        onError(`${STATUS_SAVE_FAILED_MESSAGE}: ${errorMessage(failure)}`);
        return 'failed';
      }
    }
  } finally {
    setStatusUpdatePending(taskId, false);
  }
}
