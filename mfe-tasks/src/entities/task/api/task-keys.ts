// Query keys of the tasks area (private to mfe-tasks) and the helpers that keep its caches in step after a write,
// used by the board, the list, the calendar, the task panel and live updates alike.
import { replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tessera/shared';
import { mapTask, type Task, type WorkPackageHal } from '../model/task';
import { descendantIds } from '../model/task-rules';
import { statusColorLookup, type TaskStatus } from '../model/statuses';

export const taskKeys = {
  all: ['tasks'] as const,
  /** Prefix of everything of one project's tasks. */
  project: (projectId: number) => ['tasks', 'project', projectId] as const,
  /** Task[]: every task of the project (open and closed), in board order. */
  list: (projectId: number) => ['tasks', 'project', projectId, 'list'] as const,
  /** A Task (mapTask) read on its own (the task panel). */
  detail: (taskId: number) => ['tasks', 'detail', taskId] as const,
  /** TaskStatus[]: global reference data. */
  statuses: ['tasks', 'statuses'] as const,
  /** TaskPriority[]: global reference data. */
  priorities: ['tasks', 'priorities'] as const,
  // Under the project's shared key: a change to the project's types or members (mfe-projects invalidates
  // queryKeys.project(id)) refreshes these too.
  /** TaskType[]: the types the project enables. */
  types: (projectId: number) => [...queryKeys.project(projectId), 'task-types'] as const,
  /** AssigneeOption[]: the project's members, else the active users. */
  assignees: (projectId: number) => [...queryKeys.project(projectId), 'task-assignees'] as const,
};

/** Refetches a project's task list (after a create, a delete, or an event about the project). */
export function invalidateProjectTasks(queryClient: QueryClient, projectId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: taskKeys.project(projectId) });
}

function isWorkPackageHal(value: Task | WorkPackageHal): value is WorkPackageHal {
  return (value as WorkPackageHal)._type === 'WorkPackage';
}

/** Maps a work package with the status colours already in the cache. */
export function taskFromHal(queryClient: QueryClient, hal: WorkPackageHal): Task {
  const statuses = queryClient.getQueryData<TaskStatus[]>(taskKeys.statuses);
  return mapTask(hal, statuses ? statusColorLookup(statuses) : undefined);
}

const isNewer = (kept: Task | undefined, read: Task) => kept !== undefined && kept.lockVersion > read.lockVersion;

/**
 * The tasks' reads as their queries' `structuralSharing`: a read never takes a task back to an older lockVersion. A
 * read that left before a write and answers after the write's answer was stored (a live update's refetch beside an
 * edit) keeps the written copy; everything else is the read's (which tasks there are, their order).
 */
export function keepNewerTasks(kept: unknown, read: unknown): unknown {
  if (!Array.isArray(kept) || !Array.isArray(read)) return replaceEqualDeep(kept, read);
  const byId = new Map((kept as Task[]).map((task) => [task.id, task]));
  const merged = (read as Task[]).map((task) => (isNewer(byId.get(task.id), task) ? byId.get(task.id)! : task));
  return replaceEqualDeep(kept, merged);
}

/** keepNewerTasks for one task's read (the task panel's). */
export function keepNewerTask(kept: unknown, read: unknown): unknown {
  if (kept && read && typeof kept === 'object' && typeof read === 'object' && isNewer(kept as Task, read as Task)) return kept;
  return replaceEqualDeep(kept, read);
}

/**
 * Puts the server's latest copy of a task into every cache that holds it: its project's list (added when it
 * is not there yet, e.g. a task created elsewhere) and its detail; the project's statistics are refetched.
 * An older copy (lower lockVersion) never replaces a newer one, so a late answer cannot undo a later change.
 */
export function patchTaskInCaches(queryClient: QueryClient, taskOrHal: Task | WorkPackageHal): Task {
  const task = isWorkPackageHal(taskOrHal) ? taskFromHal(queryClient, taskOrHal) : taskOrHal;
  queryClient.setQueryData<Task[]>(taskKeys.list(task.projectId), (tasks) => {
    if (!tasks) return tasks;
    const index = tasks.findIndex((candidate) => candidate.id === task.id);
    if (index === -1) return [...tasks, task];
    if (tasks[index].lockVersion > task.lockVersion) return tasks;
    const next = tasks.slice();
    next[index] = task;
    return next;
  });
  // Only a detail someone is reading is updated (no entry is created for it).
  queryClient.setQueryData<Task>(taskKeys.detail(task.id), (current) =>
    !current || current.lockVersion > task.lockVersion ? current : task,
  );
  return task;
}

/** Changes fields of a cached task without a server answer (optimistic updates and their rollback). */
export function updateCachedTask(
  queryClient: QueryClient,
  projectId: number,
  taskId: number,
  update: (task: Task) => Task,
): void {
  queryClient.setQueryData<Task[]>(taskKeys.list(projectId), (tasks) => {
    if (!tasks) return tasks;
    const index = tasks.findIndex((task) => task.id === taskId);
    if (index === -1) return tasks;
    const next = tasks.slice();
    next[index] = update(tasks[index]);
    return next;
  });
}

/** Drops a task (and its descendants, which the server deletes with it) from the caches after a delete. */
export function removeTaskFromCaches(queryClient: QueryClient, projectId: number, taskId: number): void {
  queryClient.setQueryData<Task[]>(taskKeys.list(projectId), (tasks) => {
    if (!tasks) return tasks;
    const removed = descendantIds(tasks, taskId);
    return tasks.filter((task) => !removed.has(task.id));
  });
  queryClient.removeQueries({ queryKey: taskKeys.detail(taskId) });
}

export function cachedTask(queryClient: QueryClient, projectId: number, taskId: number): Task | undefined {
  return queryClient.getQueryData<Task[]>(taskKeys.list(projectId))?.find((task) => task.id === taskId);
}
