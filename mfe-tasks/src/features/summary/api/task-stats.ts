// GET /work_packages/stats?project=<id> (docs/api.md 'Statistics'): the summary cards' numbers.
import { useQuery } from '@tanstack/react-query';
import { api } from '@tessera/shared';
import { taskKeys } from '../../tasks/api/task-keys';

export interface TaskStats {
  total: number;
  completed: number;
  inProgress: number;
  overdue: number;
}

interface TaskStatsHal {
  total?: number;
  completed?: number;
  in_progress?: number;
  overdue?: number;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function mapTaskStats(hal: TaskStatsHal): TaskStats {
  return { total: count(hal.total), completed: count(hal.completed), inProgress: count(hal.in_progress), overdue: count(hal.overdue) };
}

export async function fetchTaskStats(projectId: number, signal?: AbortSignal): Promise<TaskStats> {
  return mapTaskStats(await api.get<TaskStatsHal>('/work_packages/stats', { query: { project: projectId }, signal }));
}

export function useTaskStats(projectId: number) {
  return useQuery({ queryKey: taskKeys.stats(projectId), queryFn: ({ signal }) => fetchTaskStats(projectId, signal) });
}
