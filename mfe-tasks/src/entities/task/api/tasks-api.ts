// Reading and writing work packages (docs/api.md 'Work packages').
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiFetch, fetchAllProjectWorkPackages, TASK_CARD_SELECT, type ApiRequestBody } from '@tessera/shared';
import { mapTaskCard, type Task, type WorkPackageHal, type WorkPackageSelectionHal } from '../model/task';
import { statusColorLookup, type StatusColorLookup } from '../model/statuses';
import { statusesQuery } from './reference-data';
import { keepNewerTasks, taskFromHal, taskKeys } from './task-keys';

/** Live updates keep the list fresh; switching views within this time reuses it without a refetch. */
export const TASKS_STALE_TIME_MS = 30_000;
/** Shown when the server's answer holds no list of tasks (spec 001 section 2). */
export const INVALID_TASKS_DATA_MESSAGE = 'Error: Invalid tasks data';

export class InvalidTasksDataError extends Error {
  constructor() {
    super(INVALID_TASKS_DATA_MESSAGE);
    this.name = 'InvalidTasksDataError';
  }
}

/**
 * Every task of the project, all pages, projected to TASK_CARD_SELECT (@tessera/shared fetchAllProjectWorkPackages).
 * The status colours may still be loading (a promise): they are awaited only to map the tasks, not before asking for them.
 */
export async function fetchProjectTasks(
  projectId: number,
  statusColors?: StatusColorLookup | Promise<StatusColorLookup | undefined>,
  signal?: AbortSignal,
): Promise<Task[]> {
  const packages = await fetchAllProjectWorkPackages<WorkPackageSelectionHal & { id: number }>(projectId, {
    signal,
    select: TASK_CARD_SELECT,
    invalidList: () => new InvalidTasksDataError(),
  });
  const colors = await statusColors;
  return packages.map((hal) => mapTaskCard(hal, projectId, colors));
}

export function projectTasksQuery(queryClient: QueryClient, projectId: number) {
  return {
    queryKey: taskKeys.list(projectId),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      // Status colours come with the statuses (loaded alongside); without them the standard colours apply.
      const colors = queryClient.ensureQueryData(statusesQuery).then(statusColorLookup, () => undefined);
      return fetchProjectTasks(projectId, colors, signal);
    },
    staleTime: TASKS_STALE_TIME_MS,
    structuralSharing: keepNewerTasks,
  };
}

/** Every task of the project (open and closed), in board order. */
export function useProjectTasks(projectId: number) {
  const queryClient = useQueryClient();
  return useQuery(projectTasksQuery(queryClient, projectId));
}

export async function fetchTask(queryClient: QueryClient, taskId: number, signal?: AbortSignal): Promise<Task> {
  return taskFromHal(queryClient, await api.get<WorkPackageHal>(`/work_packages/${taskId}`, { signal }));
}

export function statusHref(statusId: number): string {
  return `/api/v3/statuses/${statusId}`;
}

/** PATCH /work_packages/{id}/status: the status call (a board drop, the panel's status field); `keepalive` as updateTaskFields. */
export function changeTaskStatus(taskId: number, statusId: number, lockVersion: number, { keepalive = false } = {}): Promise<WorkPackageHal> {
  return apiFetch<WorkPackageHal>(`/work_packages/${taskId}/status`, {
    method: 'PATCH',
    body: { lockVersion, _links: { status: { href: statusHref(statusId) } } },
    keepalive,
  });
}

/** POST /projects/{id}/work_packages as the server's OpenAPI document describes it. */
export type NewTaskBody = ApiRequestBody<'/api/v3/projects/{id}/work_packages', 'post'>;

/** POST /projects/{id}/work_packages -> the created task. */
export async function createTask(queryClient: QueryClient, projectId: number, body: NewTaskBody): Promise<Task> {
  return taskFromHal(queryClient, await api.post<WorkPackageHal>(`/projects/${projectId}/work_packages`, body));
}
