// The sprint columns with drag and drop (spec 002 section 2): dropping a card on an open sprint assigns it, on
// Unassigned clears its sprint; the move shows at once, a failure puts it back, toasts say what happened.
import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DragDropContext, type DragStart, type DragUpdate, type DropResult, type ResponderProvided } from '@hello-pangea/dnd';
import { BOARD_SENSORS, NO_PENDING, pendingIdsByColumn, useListAfterDrop } from '@tessera/shared/dnd';
import { announce, App, errorMessage, type ProjectVersion } from '@tessera/shared';
import type { SprintTask } from '../../../entities/task';
import { sprintKeys } from '../../../entities/sprint';
import {
  ASSIGN_FAILED_MESSAGE,
  assignedMessage,
  assignTaskToVersion,
  UNASSIGN_FAILED_MESSAGE,
  unassignedMessage,
  usePendingAssignments,
} from '../model/assign-task';
import { buildSprintBoard, type BoardFilters } from '../model/columns';
import { planDrop } from '../model/drag-end';
import { dropAnnouncement, liftAnnouncement, moveAnnouncement } from '../model/drag-announcements';
import { SprintColumnView } from './SprintColumnView';

export const ASSIGNMENT_BUSY_MESSAGE = 'This task is still being saved. Wait until its sprint is saved.';

const boardStyle: CSSProperties = {
  display: 'flex',
  gap: 12,
  overflowX: 'auto',
  alignItems: 'stretch',
  paddingBottom: 8,
  // Each column scrolls on its own (one scroll parent per droppable), within the viewport.
  height: 'max(420px, calc(100vh - 330px))',
};

/** Focuses the card once it shows in its new column (the old one may still be on the page for a frame). */
function focusCardIn(droppableId: string, draggableId: string, framesLeft = 30): void {
  const card = document.querySelector<HTMLElement>(`[data-rfd-droppable-id="${droppableId}"] [data-rfd-drag-handle-draggable-id="${draggableId}"]`);
  if (card) card.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusCardIn(droppableId, draggableId, framesLeft - 1));
}

export interface SprintBoardProps {
  projectId: number;
  versions: readonly ProjectVersion[];
  /** The data of the tasks query (sprintKeys.tasks), which a drop reads and writes. */
  tasks: readonly SprintTask[];
  filters: BoardFilters;
  onOpenTask: (taskId: number) => void;
  onEdit: (version: ProjectVersion) => void;
  onDelete: (version: ProjectVersion) => void;
  /** An archived project: cards cannot be moved and sprints not edited (the server refuses both). */
  readOnly?: boolean;
}

export function SprintBoard({ projectId, versions, tasks, filters, onOpenTask, onEdit, onDelete, readOnly = false }: SprintBoardProps) {
  const queryClient = useQueryClient();
  const { message, notification } = App.useApp();
  const pendingIds = usePendingAssignments((state) => state.ids);
  const [dragging, setDragging] = useState(false);
  // Right after a drop: the tasks as the drop left them in the cache, until `tasks` catches up.
  const { shown: boardTasks, afterDrop } = useListAfterDrop(tasks);
  const board = useMemo(() => buildSprintBoard(versions, boardTasks, filters), [versions, boardTasks, filters]);

  // Each column gets the pending ids of its own cards, so a save in flight re-renders only that column.
  const pendingByColumn = useMemo(
    () => pendingIdsByColumn(board.columns, pendingIds, (column) => column.tasks.map((task) => task.id)),
    [board.columns, pendingIds],
  );

  const onDragStart = useCallback(
    (start: DragStart, provided: ResponderProvided) => {
      setDragging(true);
      provided.announce(liftAnnouncement(start, board.columns));
    },
    [board.columns],
  );
  const onDragUpdate = useCallback((update: DragUpdate, provided: ResponderProvided) => provided.announce(moveAnnouncement(update, board.columns)), [board.columns]);

  const onDragEnd = useCallback(
    (result: DropResult, provided: ResponderProvided) => {
      setDragging(false);
      provided.announce(dropAnnouncement(result, board.columns));
      // A keyboard user keeps the card they moved: it is a new element in its new column, which would leave the
      // focus on the page's body.
      const destination = result.destination?.droppableId;
      if (result.mode === 'SNAP' && destination && destination !== result.source.droppableId) {
        requestAnimationFrame(() => focusCardIn(destination, result.draggableId));
      }
      const plan = planDrop(result, board.columns);
      if (!plan) return;
      const saving = assignTaskToVersion({ queryClient, projectId, taskId: plan.taskId, target: plan.target });
      void saving.then((outcome) => {
        // Toasts are not read out: the same words go to the live region.
        if (outcome.kind === 'saved') {
          const { task, target } = outcome;
          const saved = target.versionId === null ? unassignedMessage(task.title) : assignedMessage(task.title, target.name);
          void message.success(saved);
          announce(saved);
        } else if (outcome.kind === 'failed') {
          const failed = outcome.target.versionId === null ? UNASSIGN_FAILED_MESSAGE : ASSIGN_FAILED_MESSAGE;
          notification.error({ title: failed, description: errorMessage(outcome.error) });
          announce(`${failed}: ${errorMessage(outcome.error).replace(/\.$/, '')}. The task is back where it was.`);
        } else if (outcome.kind === 'busy') {
          void message.info(ASSIGNMENT_BUSY_MESSAGE);
          announce(ASSIGNMENT_BUSY_MESSAGE);
        }
      });
      // The optimistic move is in the cache now: the card lands in the drop's own render.
      afterDrop(queryClient.getQueryData<SprintTask[]>(sprintKeys.tasks(projectId)));
    },
    [board.columns, queryClient, projectId, message, notification, afterDrop],
  );

  const searching = filters.search.trim() !== '';
  return (
    <DragDropContext onDragStart={onDragStart} onDragUpdate={onDragUpdate} onDragEnd={onDragEnd} enableDefaultSensors={false} sensors={BOARD_SENSORS}>
      <div style={boardStyle} data-testid="sprint-board">
        {board.columns.map((column) => (
          <SprintColumnView
            key={column.id}
            column={column}
            dragging={dragging}
            pendingIds={pendingByColumn.get(column.id) ?? NO_PENDING}
            searching={searching}
            onOpen={onOpenTask}
            onEdit={onEdit}
            onDelete={onDelete}
            readOnly={readOnly}
          />
        ))}
      </div>
    </DragDropContext>
  );
}
