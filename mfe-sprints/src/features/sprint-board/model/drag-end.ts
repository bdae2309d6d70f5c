// What a drop on the sprint board means (spec 002 section 2): a card dropped on another sprint's column is
// assigned to that sprint, on the Unassigned column its sprint is cleared. Within a column nothing changes
// (the order is the project's board position, which the tasks area owns).
import type { DropResult } from '@hello-pangea/dnd';
import type { SprintColumn } from './columns';

export interface AssignTarget {
  /** null: unassign. */
  versionId: number | null;
  /** The sprint's name (for the toast). */
  name: string;
}

export interface DropPlan {
  taskId: number;
  fromVersionId: number | null;
  target: AssignTarget;
}

export function planDrop(result: Pick<DropResult, 'draggableId' | 'source' | 'destination'>, columns: readonly SprintColumn[]): DropPlan | null {
  const { source, destination } = result;
  if (!destination || destination.droppableId === source.droppableId) return null;
  const from = columns.find((column) => column.id === source.droppableId);
  const to = columns.find((column) => column.id === destination.droppableId);
  // The library refuses drops on columns that take none; the model refuses them too.
  if (!from || !to || !to.acceptsDrops) return null;
  const taskId = Number(result.draggableId.replace(/^task-/, ''));
  if (!Number.isSafeInteger(taskId)) return null;
  return {
    taskId,
    fromVersionId: from.version?.id ?? null,
    target: { versionId: to.version?.id ?? null, name: to.version?.name ?? '' },
  };
}
