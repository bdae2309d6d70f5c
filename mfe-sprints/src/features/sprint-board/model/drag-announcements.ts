// What a screen reader hears while a card is dragged on the sprint board (issue 21): the library's own messages
// name lists by their ids ('version-7'), so the board says it in the board's words: the task, the sprint, the
// position, and what a drop there will do.
import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import { cardDraggableId, UNASSIGNED_DROPPABLE_ID } from './board-ids';
import type { SprintColumn } from './columns';

export const DRAG_KEYS_HINT = 'Use the left and right arrow keys to move it to another sprint, space to drop, escape to cancel.';

function taskTitle(columns: readonly SprintColumn[], draggableId: string): string {
  for (const column of columns) {
    const task = column.tasks.find((candidate) => cardDraggableId(candidate.id) === draggableId);
    if (task) return task.title;
  }
  return 'the task';
}

const columnTitle = (columns: readonly SprintColumn[], id: string) => columns.find((column) => column.id === id)?.title ?? id;

export function liftAnnouncement(start: Pick<DragStart, 'draggableId' | 'source'>, columns: readonly SprintColumn[]): string {
  const count = columns.find((column) => column.id === start.source.droppableId)?.tasks.length ?? 0;
  return `Picked up task "${taskTitle(columns, start.draggableId)}" in ${columnTitle(columns, start.source.droppableId)}, position ${start.source.index + 1} of ${count}. ${DRAG_KEYS_HINT}`;
}

export function moveAnnouncement(update: Pick<DragUpdate, 'draggableId' | 'source' | 'destination'>, columns: readonly SprintColumn[]): string {
  const title = taskTitle(columns, update.draggableId);
  if (!update.destination) return `Task "${title}" is over no sprint: dropping it here leaves it where it was.`;
  const target = columnTitle(columns, update.destination.droppableId);
  if (update.destination.droppableId === update.source.droppableId) return `Task "${title}" is back over ${target}, where it is now.`;
  const action = update.destination.droppableId === UNASSIGNED_DROPPABLE_ID ? 'unassigns it' : `assigns it to ${target}`;
  return `Task "${title}" is over ${target}, position ${update.destination.index + 1}. Dropping it here ${action}.`;
}

export function dropAnnouncement(result: Pick<DropResult, 'draggableId' | 'source' | 'destination' | 'reason'>, columns: readonly SprintColumn[]): string {
  const title = taskTitle(columns, result.draggableId);
  const from = columnTitle(columns, result.source.droppableId);
  if (result.reason === 'CANCEL') return `Moving task "${title}" cancelled. It stays in ${from}.`;
  if (!result.destination || result.destination.droppableId === result.source.droppableId) return `Task "${title}" dropped where it was, in ${from}. Nothing changed.`;
  return `Task "${title}" dropped in ${columnTitle(columns, result.destination.droppableId)}. Saving.`;
}
