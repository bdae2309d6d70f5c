// Assigning a task to a sprint from the board (spec 002 sections 2, 4 and 8): the card moves at once (optimistic
// cache update), the PATCH carries the lockVersion; a lockVersion conflict refetches the task and retries up to 2
// times, waiting 500 ms times the attempt number; any other failure puts the card back. The caller shows the toast.
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { announceProjectChange, isLockVersionConflict } from '@tessera/shared';
import { fetchSprintTask, patchTaskVersion, type SprintTask, withVersion } from '../../../entities/task';
import { sprintKeys } from '../../../entities/sprint';
import type { AssignTarget } from './drag-end';

/** Names the sprint board's in-page announcements (announceProjectChange), so its own live updater skips them. */
export const SPRINT_BOARD_ORIGIN = 'mfe_sprints';
export const ASSIGN_CONFLICT_RETRIES = 2;
export const ASSIGN_CONFLICT_RETRY_DELAY_MS = 500;
export const assignedMessage = (title: string, sprint: string) => `Task "${title}" assigned to ${sprint}`;
export const unassignedMessage = (title: string) => `Task "${title}" unassigned from version`;
export const ASSIGN_FAILED_MESSAGE = 'Failed to assign task to version';
export const UNASSIGN_FAILED_MESSAGE = 'Failed to unassign task from version';
export const TASK_GONE_MESSAGE = 'The task is no longer on the board. It may have been deleted.';

export type AssignOutcome =
  | { kind: 'saved'; task: SprintTask; target: AssignTarget }
  | { kind: 'unchanged' }
  /** A save of this task is still in flight: a second drop waits for it. */
  | { kind: 'busy' }
  | { kind: 'failed'; error: unknown; title: string; target: AssignTarget };

/** Task ids whose assignment is being saved (their cards show it and cannot be dragged again meanwhile). */
export const usePendingAssignments = create<{ ids: ReadonlySet<number> }>()(() => ({ ids: new Set<number>() }));

function setPending(taskId: number, pending: boolean): void {
  usePendingAssignments.setState(({ ids }) => {
    const next = new Set(ids);
    if (pending) next.add(taskId);
    else next.delete(taskId);
    return { ids: next };
  });
}

export const isAssignmentPending = (taskId: number) => usePendingAssignments.getState().ids.has(taskId);
export const hasPendingAssignments = () => usePendingAssignments.getState().ids.size > 0;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function putTask(queryClient: QueryClient, projectId: number, task: SprintTask): void {
  queryClient.setQueryData<SprintTask[]>(sprintKeys.tasks(projectId), (tasks) => {
    if (!tasks) return tasks;
    const index = tasks.findIndex((candidate) => candidate.id === task.id);
    // An older copy never replaces a newer one (a late answer cannot undo a later change).
    if (index === -1 || tasks[index].lockVersion > task.lockVersion) return tasks;
    const next = tasks.slice();
    next[index] = task;
    return next;
  });
}

function setVersion(queryClient: QueryClient, projectId: number, taskId: number, versionId: number | null): void {
  queryClient.setQueryData<SprintTask[]>(sprintKeys.tasks(projectId), (tasks) => (tasks ? withVersion(tasks, taskId, versionId) : tasks));
}

export interface AssignTaskOptions {
  queryClient: QueryClient;
  projectId: number;
  taskId: number;
  target: AssignTarget;
  /** Injected by tests. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * The optimistic move happens before the first await, so a caller reading the cache right after calling this
 * sees the card in its new column (the drop renders it there at once).
 */
export async function assignTaskToVersion({ queryClient, projectId, taskId, target, wait = sleep }: AssignTaskOptions): Promise<AssignOutcome> {
  if (isAssignmentPending(taskId)) return { kind: 'busy' };
  const listKey = sprintKeys.tasks(projectId);
  const before = queryClient.getQueryData<SprintTask[]>(listKey)?.find((task) => task.id === taskId);
  if (!before) return { kind: 'failed', error: new Error(TASK_GONE_MESSAGE), title: `#${taskId}`, target };
  if (before.versionId === target.versionId) return { kind: 'unchanged' };

  setPending(taskId, true);
  setVersion(queryClient, projectId, taskId, target.versionId);
  // A list refetch in flight would land over the move: cancel it (it reverts to the moved state) and refetch after.
  const refetchAfter = queryClient.isFetching({ queryKey: listKey }) > 0;
  try {
    if (refetchAfter) await queryClient.cancelQueries({ queryKey: listKey });
    let restore = before.versionId;
    let lockVersion = before.lockVersion;
    for (let attempt = 1; ; attempt++) {
      try {
        const saved = await patchTaskVersion(taskId, target.versionId, lockVersion);
        putTask(queryClient, projectId, saved);
        // The task panel (mfe-tasks) on this page skips the server's event for this tab's change: tell it here.
        announceProjectChange({ type: 'work_package.updated', projectId, workPackageId: taskId, lockVersion: saved.lockVersion, origin: SPRINT_BOARD_ORIGIN });
        return { kind: 'saved', task: saved, target };
      } catch (error) {
        let failure: unknown = error;
        if (isLockVersionConflict(error) && attempt <= ASSIGN_CONFLICT_RETRIES) {
          await wait(ASSIGN_CONFLICT_RETRY_DELAY_MS * attempt);
          try {
            const fresh = await fetchSprintTask(taskId);
            if (fresh.versionId === target.versionId) {
              // Someone made the same assignment meanwhile: nothing left to send.
              putTask(queryClient, projectId, fresh);
              return { kind: 'saved', task: fresh, target };
            }
            // Keep what changed meanwhile, with the card still where it was dropped.
            restore = fresh.versionId;
            lockVersion = fresh.lockVersion;
            putTask(queryClient, projectId, { ...fresh, versionId: target.versionId });
            continue;
          } catch (refetchError) {
            failure = refetchError;
          }
        }
        // Back where it was, unless something else has moved it since.
        const current = queryClient.getQueryData<SprintTask[]>(listKey)?.find((task) => task.id === taskId);
        if (current?.versionId === target.versionId) setVersion(queryClient, projectId, taskId, restore);
        return { kind: 'failed', error: failure, title: before.title, target };
      }
    }
  } finally {
    setPending(taskId, false);
    // The sprint's figures (statistics, burndown) changed, or a refetch was cancelled above.
    void queryClient.invalidateQueries({ queryKey: sprintKeys.projectStatistics(projectId) });
    void queryClient.invalidateQueries({ queryKey: sprintKeys.sprints });
    if (refetchAfter) void queryClient.invalidateQueries({ queryKey: listKey });
  }
}
