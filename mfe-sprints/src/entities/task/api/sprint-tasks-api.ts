// The project's work packages for the sprint board, and the version assignment (docs/api.md 'Work packages').
import { useQuery } from '@tanstack/react-query';
import { api, fetchAllProjectWorkPackages, versionHref, type WorkPackageHal, type WorkPackageSelectionHal } from '@tessera/shared';
import { sprintKeys } from '../../sprint';
import { mapSprintTask, SPRINT_TASK_SELECT, type SprintTask } from '../model/sprint-task';

/** Live updates keep the list fresh; coming back to the view within this time reuses it. */
export const SPRINT_TASKS_STALE_TIME_MS = 30_000;
export const INVALID_TASKS_RESPONSE_MESSAGE = 'The server sent no list of tasks.';

/**
 * Every work package of the project, as the tasks area asks for them (@tessera/shared fetchAllProjectWorkPackages),
 * projected to what the sprint board shows (SPRINT_TASK_SELECT).
 */
export async function fetchSprintTasks(projectId: number, signal?: AbortSignal): Promise<SprintTask[]> {
  const packages = await fetchAllProjectWorkPackages<WorkPackageSelectionHal & { id: number }>(projectId, {
    signal,
    select: SPRINT_TASK_SELECT,
    invalidList: () => new Error(INVALID_TASKS_RESPONSE_MESSAGE),
  });
  return packages.map(mapSprintTask);
}

export function sprintTasksQuery(projectId: number) {
  return {
    queryKey: sprintKeys.tasks(projectId),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSprintTasks(projectId, signal),
    staleTime: SPRINT_TASKS_STALE_TIME_MS,
  };
}

export function useSprintTasks(projectId: number) {
  return useQuery(sprintTasksQuery(projectId));
}

export async function fetchSprintTask(taskId: number): Promise<SprintTask> {
  return mapSprintTask(await api.get<WorkPackageHal>(`/work_packages/${taskId}`));
}

/** PATCH /work_packages/{id}: assigns the version (or clears it with null), carrying the lockVersion last read. */
export async function patchTaskVersion(taskId: number, versionId: number | null, lockVersion: number): Promise<SprintTask> {
  const hal = await api.patch<WorkPackageHal>(`/work_packages/${taskId}`, {
    lockVersion,
    _links: { version: { href: versionId === null ? null : versionHref(versionId) } },
  });
  return mapSprintTask(hal);
}
