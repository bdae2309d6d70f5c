// GET /work_packages/stats?project=<id>&filters=... (docs/api.md 'Statistics'): the summary cards' numbers, for the
// tasks the view's filters show.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type WorkPackageStatisticsHal } from '@tessera/shared';
import { TASKS_STALE_TIME_MS, taskKeys } from '../../../entities/task';
import { taskFiltersParam, type TaskFilters } from '../../filters';

export interface TaskStats {
  total: number;
  completed: number;
  inProgress: number;
  overdue: number;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function mapTaskStats(hal: WorkPackageStatisticsHal): TaskStats {
  return { total: count(hal.total), completed: count(hal.completed), inProgress: count(hal.in_progress), overdue: count(hal.overdue) };
}

/** `filters`: the API's filters parameter (taskFiltersParam), or undefined for every task of the project. */
export async function fetchTaskStats(projectId: number, filters?: string, signal?: AbortSignal): Promise<TaskStats> {
  return mapTaskStats(await api.get<WorkPackageStatisticsHal>('/work_packages/stats', { query: { project: projectId, filters }, signal }));
}

export function useTaskStats(projectId: number, taskFilters: TaskFilters) {
  const filters = taskFiltersParam(taskFilters);
  return useQuery({
    queryKey: taskKeys.stats(projectId, filters ?? ''),
    queryFn: ({ signal }) => fetchTaskStats(projectId, filters, signal),
    // As the task list: every change (a write here, a live event) invalidates them, so coming back to the view
    // within this time needs no request for them.
    staleTime: TASKS_STALE_TIME_MS,
    // A change of filters keeps the old numbers until the new ones arrive (no flash of empty cards).
    placeholderData: keepPreviousData,
  });
}
