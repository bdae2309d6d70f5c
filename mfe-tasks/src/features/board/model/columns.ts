// Board columns: one per status, in the server's order (spec 001 section 4), each holding its tasks in the order
// the user left them (board-order-store), else in board position order.
import { sameItems } from '@tessera/shared/dnd';
import { FALLBACK_STATUS_COLOR, type Task, type TaskStatus } from '../../../entities/task';
import type { ProjectBoardOrder } from './board-order-store';

export const COLUMN_WIDTH_PX = 350;
export const DROP_HERE_MESSAGE = 'Drop tasks here';
export const RELEASE_TO_DROP_MESSAGE = 'Release to drop';

export interface BoardColumn {
  id: number;
  name: string;
  color: string;
  isClosed: boolean;
  /** Every task in this status, in column order (the filters do not change the saved order). */
  allTaskIds: number[];
  /** The tasks shown, in column order. */
  tasks: Task[];
}

/** Tasks the user placed come first in their saved order; any others follow in the order given (board position). */
export function orderColumnTasks<T extends { id: number }>(tasks: readonly T[], savedOrder: readonly number[] | undefined): T[] {
  if (!savedOrder || savedOrder.length === 0) return [...tasks];
  const rank = new Map(savedOrder.map((id, index) => [id, index]));
  const placed = tasks.filter((task) => rank.has(task.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return [...placed, ...tasks.filter((task) => !rank.has(task.id))];
}

/**
 * One column per status. `tasks` are all tasks of the project in board position order; `isShown` is the filter.
 * A task in a status the list does not know (it cannot happen with the server's fixed statuses, but a task should
 * never vanish) gets a column named after its status.
 */
export function buildBoardColumns(
  statuses: readonly TaskStatus[],
  tasks: readonly Task[],
  order: ProjectBoardOrder,
  isShown: (task: Task) => boolean = () => true,
): BoardColumn[] {
  const byStatus = new Map<number, Task[]>();
  for (const task of tasks) {
    const list = byStatus.get(task.statusId);
    if (list) list.push(task);
    else byStatus.set(task.statusId, [task]);
  }
  const columns: BoardColumn[] = statuses.map((status) => ({
    id: status.id, name: status.name, color: status.color, isClosed: status.isClosed, allTaskIds: [], tasks: [],
  }));
  const known = new Set(statuses.map((status) => status.id));
  for (const [statusId, list] of byStatus) {
    if (!known.has(statusId)) {
      const first = list[0];
      columns.push({ id: statusId, name: first.status || `Status ${statusId}`, color: first.statusColor || FALLBACK_STATUS_COLOR, isClosed: first.isClosed, allTaskIds: [], tasks: [] });
    }
  }
  for (const column of columns) {
    const ordered = orderColumnTasks(byStatus.get(column.id) ?? [], order[column.id]);
    column.allTaskIds = ordered.map((task) => task.id);
    column.tasks = ordered.filter(isShown);
  }
  return columns;
}

/**
 * The column's full order after dropping `taskId` at `index` among the shown cards: it goes just before the shown
 * card that is now at that index (or just after the last shown card), so hidden cards keep their places.
 */
export function orderAfterDrop(allTaskIds: readonly number[], shownIds: readonly number[], taskId: number, index: number): number[] {
  const order = allTaskIds.filter((id) => id !== taskId);
  const shown = shownIds.filter((id) => id !== taskId);
  if (shown.length === 0) return [...order, taskId];
  const anchor = index < shown.length ? order.indexOf(shown[index]) : order.indexOf(shown[shown.length - 1]) + 1;
  if (anchor < 0 || (index >= shown.length && anchor === 0)) order.push(taskId);
  else order.splice(anchor, 0, taskId);
  return order;
}

/** Same header and the same task objects in the same order: rendering it again would change nothing. */
export function sameColumnContent(a: BoardColumn, b: BoardColumn): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.name === b.name &&
      a.color === b.color &&
      a.isClosed === b.isClosed &&
      sameItems(a.tasks, b.tasks) &&
      sameItems(a.allTaskIds, b.allTaskIds))
  );
}
