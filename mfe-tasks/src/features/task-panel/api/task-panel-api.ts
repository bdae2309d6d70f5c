// The writes of the task panel (docs/api.md 'Updating', 'Deleting'). Reads, the status call and the cache
// helpers are the task entity's (entities/task).
import { api, apiFetch } from '@tessera/shared';
import type { WorkPackageHal } from '../../../entities/task';
import type { TaskPatchBody } from '../model/task-draft';

/**
 * PATCH /work_packages/{id} with lockVersion: 409 UpdateConflict when someone saved in between. `keepalive`: the
 * request outlives the page (a save sent as the page goes away), with the API client's CSRF and tab headers.
 */
export function updateTaskFields(taskId: number, body: TaskPatchBody, { keepalive = false } = {}): Promise<WorkPackageHal> {
  return apiFetch<WorkPackageHal>(`/work_packages/${taskId}`, { method: 'PATCH', body, keepalive });
}

/** DELETE /work_packages/{id}: the task and its descendants. */
export function deleteTask(taskId: number): Promise<void> {
  return api.del(`/work_packages/${taskId}`);
}
