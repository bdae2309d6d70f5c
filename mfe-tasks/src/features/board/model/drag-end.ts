// What a drop on the board does: within a column, the new order is kept locally; into another column, the card
// goes where it was dropped and its status changes (status-move).
import type { DropResult } from '@hello-pangea/dnd';
import { orderAfterDrop, type BoardColumn } from './columns';
import type { StatusMoveOutcome, StatusTarget } from './status-move';

export interface BoardDropContext {
  columns: readonly BoardColumn[];
  setColumnOrder: (statusId: number, taskIds: number[]) => void;
  moveTask: (taskId: number, target: StatusTarget) => Promise<StatusMoveOutcome>;
}

/** Droppable ids are the status ids; draggable ids the task ids. */
export const columnDroppableId = (statusId: number) => String(statusId);
export const cardDraggableId = (taskId: number) => String(taskId);

export function handleBoardDrop(result: Pick<DropResult, 'draggableId' | 'source' | 'destination'>, context: BoardDropContext): Promise<StatusMoveOutcome> | null {
  const { destination, source } = result;
  if (!destination) return null;
  if (destination.droppableId === source.droppableId && destination.index === source.index) return null;
  const from = context.columns.find((column) => columnDroppableId(column.id) === source.droppableId);
  const to = context.columns.find((column) => columnDroppableId(column.id) === destination.droppableId);
  if (!from || !to) return null;
  const taskId = Number(result.draggableId);
  const shownIds = to.tasks.map((task) => task.id);
  context.setColumnOrder(to.id, orderAfterDrop(to.allTaskIds, shownIds, taskId, destination.index));
  if (from.id === to.id) return null;
  return context.moveTask(taskId, { id: to.id, name: to.name, color: to.color, isClosed: to.isClosed });
}
