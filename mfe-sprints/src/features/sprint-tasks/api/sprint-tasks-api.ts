// The project's work packages for the sprint board, and the version assignment (docs/api.md 'Work packages').
import { useQuery } from '@tanstack/react-query';
import { api, filtersParam, sortByParam, type HalCollection } from '@tessera/shared';
import { sprintKeys } from '../../sprints/api/sprint-keys';
import { mapSprintTask, type SprintTask, type WorkPackageHal } from '../model/sprint-task';

/** 1,000 (the API's maximum) per request, as the tasks area asks. */
export const SPRINT_TASKS_PAGE_SIZE = 1000;
/** Live updates keep the list fresh; coming back to the view within this time reuses it. */
export const SPRINT_TASKS_STALE_TIME_MS = 30_000;
export const INVALID_TASKS_RESPONSE_MESSAGE = 'The server sent no list of tasks.';

/**
 * Exactly the query the tasks area sends (`filters=[]`: all packages, open and closed; board position order), so
 * both views ask for the same URLs and the server's page cache serves them both.
 */
const ALL_TASKS_QUERY = { filters: filtersParam([]), sortBy: sortByParam([['position', 'asc'], ['id', 'asc']]) };

function elementsOrThrow(page: HalCollection<WorkPackageHal> | null | undefined): WorkPackageHal[] {
  const elements = page?._embedded?.elements;
  if (!Array.isArray(elements)) throw new Error(INVALID_TASKS_RESPONSE_MESSAGE);
  return elements;
}

/** Every work package of the project: the first page says how many there are, the others load in parallel. */
export async function fetchSprintTasks(projectId: number, signal?: AbortSignal): Promise<SprintTask[]> {
  const path = `/projects/${projectId}/work_packages`;
  const pageOf = (offset: number) =>
    api.get<HalCollection<WorkPackageHal>>(path, { query: { ...ALL_TASKS_QUERY, pageSize: SPRINT_TASKS_PAGE_SIZE, offset }, signal });
  const first = await pageOf(1);
  const elements = elementsOrThrow(first);
  const total = typeof first.total === 'number' ? first.total : elements.length;
  const pageCount = Math.ceil(total / SPRINT_TASKS_PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => pageOf(index + 2)));
  // A package created between two pages can push another onto the next page: keep each once.
  const seen = new Set<number>();
  const tasks: SprintTask[] = [];
  for (const hal of elements.concat(...rest.map(elementsOrThrow))) {
    if (seen.has(hal.id)) continue;
    seen.add(hal.id);
    tasks.push(mapSprintTask(hal));
  }
  return tasks;
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

export const versionHref = (versionId: number) => `/api/v3/versions/${versionId}`;

/** PATCH /work_packages/{id}: assigns the version (or clears it with null), carrying the lockVersion last read. */
export async function patchTaskVersion(taskId: number, versionId: number | null, lockVersion: number): Promise<SprintTask> {
  const hal = await api.patch<WorkPackageHal>(`/work_packages/${taskId}`, {
    lockVersion,
    _links: { version: { href: versionId === null ? null : versionHref(versionId) } },
  });
  return mapSprintTask(hal);
}
