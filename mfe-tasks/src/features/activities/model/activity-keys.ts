// Query keys of the Activities tab. The timeline sits under the task's own key, so refreshing a task (when
// someone else changed or commented on it) refreshes its timeline too, and removing a deleted task drops it.
import { taskKeys } from '../../../entities/task';

export const activityKeys = {
  timeline: (workPackageId: number) => [...taskKeys.detail(workPackageId), 'activities'] as const,
  attachments: (activityId: number) => ['activities', activityId, 'attachments'] as const,
  reactions: (activityId: number) => ['activities', activityId, 'reactions'] as const,
};
