// Query keys of the time-entries card and form. A task's lists sit under the task's own key, so refreshing a task
// (someone else changed it) refreshes its time too, and removing a deleted task drops them.
import { taskKeys } from '../../../entities/task';
import type { SpentOnRange } from '../api/time-entries-api';

export const timeEntryKeys = {
  /** Prefix of every list of a task's time entries (one per date range). */
  ofTask: (workPackageId: number) => [...taskKeys.detail(workPackageId), 'time-entries'] as const,
  list: (workPackageId: number, range: SpentOnRange) => [...taskKeys.detail(workPackageId), 'time-entries', range.from ?? '', range.to ?? ''] as const,
  availableProjects: ['time-entries', 'available-projects'] as const,
  workPackages: (projectId: number) => ['time-entries', 'available-work-packages', projectId] as const,
  activities: (projectId: number) => ['time-entries', 'activities', projectId] as const,
};
