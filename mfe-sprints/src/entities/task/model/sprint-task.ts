// The sprint board's own compact task model, mapped from the API's WorkPackage (docs/api.md 'Work packages').
// The board holds thousands of these, so it keeps only what the columns, cards and drops read. The WorkPackage
// type is the one generated from the server's OpenAPI document.
import { idFromHref, linkOf, type WorkPackageHal, type WorkPackageSelectionHal } from '@tessera/shared';

export interface SprintTaskAssignee {
  id: number;
  name: string;
}

export interface SprintTask {
  id: number;
  title: string;
  /** The type's name ('User story'), '' when unknown. */
  type: string;
  statusId: number;
  status: string;
  isClosed: boolean;
  storyPoints: number | null;
  assignee: SprintTaskAssignee | null;
  /** The version (sprint) it is assigned to, null when unassigned. */
  versionId: number | null;
  lockVersion: number;
  position: number;
}

/** What the sprint board reads of each work package (OpenProject's `select`): what mapSprintTask maps. */
export const SPRINT_TASK_SELECT = ['id', 'subject', 'lockVersion', 'position', 'isClosed', 'storyPoints', 'type', 'status', 'assignee', 'version'] as const;

/** A full WorkPackage (one task read or written) or one of the board's SPRINT_TASK_SELECT -> SprintTask. */
export function mapSprintTask(hal: WorkPackageHal | WorkPackageSelectionHal): SprintTask {
  const status = linkOf(hal, 'status');
  const assignee = linkOf(hal, 'assignee');
  const assigneeId = idFromHref(assignee?.href);
  return {
    id: hal.id ?? 0,
    title: hal.subject ?? '',
    type: linkOf(hal, 'type')?.title ?? '',
    statusId: idFromHref(status?.href) ?? 0,
    status: status?.title ?? '',
    isClosed: hal.isClosed === true,
    storyPoints: typeof hal.storyPoints === 'number' ? hal.storyPoints : null,
    assignee: assigneeId === null ? null : { id: assigneeId, name: assignee?.title ?? `User ${assigneeId}` },
    versionId: idFromHref(linkOf(hal, 'version')?.href),
    lockVersion: hal.lockVersion ?? 0,
    position: hal.position ?? 0,
  };
}

/** The task with another version (an optimistic drop, or its rollback). */
export function withVersion(tasks: readonly SprintTask[], taskId: number, versionId: number | null): SprintTask[] {
  const index = tasks.findIndex((task) => task.id === taskId);
  if (index === -1 || tasks[index].versionId === versionId) return tasks as SprintTask[];
  const next = tasks.slice();
  next[index] = { ...tasks[index], versionId };
  return next;
}
