// What a screen reader hears while a card is moved with the keyboard (or the mouse): the library's own messages speak
// of "lists" by id and "items"; these name the task, the column and the position within it.
import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import type { BoardColumn } from './columns';
import { columnDroppableId } from './drag-end';

/** Read once when a card gets the focus (its aria-describedby). */
export const CARD_DRAG_INSTRUCTIONS =
  'Press Enter to open the task. Press space to lift it; while lifted, the arrow keys move it between columns and ' +
  'positions, space drops it and escape cancels.';

interface Place {
  droppableId: string;
  index: number;
}

function titleOf(columns: readonly BoardColumn[], draggableId: string): string {
  const taskId = Number(draggableId);
  for (const column of columns) {
    const task = column.tasks.find((candidate) => candidate.id === taskId);
    if (task) return task.title;
  }
  return 'the task';
}

/** "In Progress, position 2 of 5": the count includes the moved card when it comes from another column. */
function placeText(columns: readonly BoardColumn[], source: Place, place: Place): string {
  const column = columns.find((candidate) => columnDroppableId(candidate.id) === place.droppableId);
  if (!column) return 'no column';
  const count = column.tasks.length + (source.droppableId === place.droppableId ? 0 : 1);
  return `${column.name}, position ${place.index + 1} of ${count}`;
}

export function liftMessage(columns: readonly BoardColumn[], start: DragStart): string {
  return `Lifted ${titleOf(columns, start.draggableId)} in ${placeText(columns, start.source, start.source)}. ` +
    'Use the arrow keys to move it, space to drop it, escape to cancel.';
}

export function moveMessage(columns: readonly BoardColumn[], update: DragUpdate): string {
  const title = titleOf(columns, update.draggableId);
  if (!update.destination) return `${title} is not over a column.`;
  return `${title}: ${placeText(columns, update.source, update.destination)}.`;
}

export function dropMessage(columns: readonly BoardColumn[], result: DropResult): string {
  const title = titleOf(columns, result.draggableId);
  const back = `${title} is back in ${placeText(columns, result.source, result.source)}.`;
  if (result.reason === 'CANCEL') return `Move cancelled. ${back}`;
  if (!result.destination) return `Dropped outside the columns. ${back}`;
  return `Dropped ${title} in ${placeText(columns, result.source, result.destination)}.`;
}
