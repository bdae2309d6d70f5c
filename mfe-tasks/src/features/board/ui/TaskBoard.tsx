// The kanban board (spec 001 sections 2 and 4): a column per status; dragging a card to another column changes
// its status, dragging within a column reorders it locally.
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DragDropContext, type DragStart, type DragUpdate, type DropResult, type ResponderProvided } from '@hello-pangea/dnd';
import { App } from '@tessera/shared';
import { type Task, taskKeys, type TaskLookups, type TaskStatus, usePendingStatusIds } from '../../../entities/task';
import { BOARD_SENSORS, NO_PENDING, pendingIdsByColumn, useListAfterDrop } from '@tessera/shared/dnd';
import { useBoardOrderStore, useProjectBoardOrder } from '../model/board-order-store';
import { buildBoardColumns } from '../model/columns';
import { handleBoardDrop } from '../model/drag-end';
import { CARD_DRAG_INSTRUCTIONS, dropMessage, liftMessage, moveMessage } from '../model/drag-announcements';
import { moveTaskToStatus, type StatusTarget } from '../model/status-move';
import { BoardColumn } from './BoardColumn';

const boardStyle: CSSProperties = {
  display: 'flex',
  gap: 12,
  overflowX: 'auto',
  alignItems: 'stretch',
  paddingBottom: 8,
  // Each column scrolls on its own (one scroll parent per droppable), within the viewport.
  height: 'max(420px, calc(100vh - 330px))',
};

export interface TaskBoardProps {
  projectId: number;
  statuses: readonly TaskStatus[];
  /** Every task of the project, in board position order: the data of its list query (taskKeys.list), which a drop reads. */
  tasks: readonly Task[];
  /** The filters: which tasks are shown. */
  isShown: (task: Task) => boolean;
  lookups: TaskLookups;
  onOpenTask: (taskId: number) => void;
}

export function TaskBoard({ projectId, statuses, tasks, isShown, lookups, onOpenTask }: TaskBoardProps) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const order = useProjectBoardOrder(projectId);
  const setOrder = useBoardOrderStore((state) => state.setColumnOrder);
  const pendingIds = usePendingStatusIds();
  const [dragging, setDragging] = useState(false);
  const boardRef = useRef<HTMLDivElement>(null);
  // The card to focus once it shows in its new column: a card moved to another column is a new element there, and
  // the library gives the focus back before React has rendered it, so a keyboard user would be left on the page.
  const hadFocusAtLift = useRef(false);
  const focusAfterDrop = useRef<string | null>(null);
  useEffect(() => {
    const draggableId = focusAfterDrop.current;
    if (draggableId === null) return;
    const card = boardRef.current?.querySelector<HTMLElement>(`[data-rfd-draggable-id="${CSS.escape(draggableId)}"]`);
    if (!card) return;
    focusAfterDrop.current = null;
    if (document.activeElement !== card) card.focus();
  });
  // Right after a drop: the tasks as the drop left them in the cache, until `tasks` catches up.
  const { shown: boardTasks, afterDrop } = useListAfterDrop(tasks);

  const columns = useMemo(() => buildBoardColumns(statuses, boardTasks, order, isShown), [statuses, boardTasks, order, isShown]);
  // Each column gets the pending ids of its own cards (one shared empty set otherwise), so a status update in
  // flight re-renders only the column that holds the card.
  const pendingByColumn = useMemo(() => pendingIdsByColumn(columns, pendingIds, (column) => column.allTaskIds), [columns, pendingIds]);

  const moveTask = useCallback(
    (taskId: number, target: StatusTarget) =>
      moveTaskToStatus({ queryClient, projectId, taskId, target, onError: (text) => void message.error(text) }),
    [queryClient, projectId, message],
  );

  // Screen readers hear the task, column and position at each step (instead of the library's 'item in list 2').
  const onDragStart = useCallback(
    (start: DragStart, provided: ResponderProvided) => {
      setDragging(true);
      hadFocusAtLift.current = document.activeElement?.getAttribute('data-rfd-drag-handle-draggable-id') === start.draggableId;
      provided.announce(liftMessage(columns, start));
    },
    [columns],
  );
  const onDragUpdate = useCallback(
    (update: DragUpdate, provided: ResponderProvided) => provided.announce(moveMessage(columns, update)),
    [columns],
  );
  const onDragEnd = useCallback(
    (result: DropResult, provided: ResponderProvided) => {
      setDragging(false);
      provided.announce(dropMessage(columns, result));
      if (hadFocusAtLift.current && result.destination && result.destination.droppableId !== result.source.droppableId) {
        focusAfterDrop.current = result.draggableId;
      }
      void handleBoardDrop(result, {
        columns,
        setColumnOrder: (statusId, taskIds) => setOrder(projectId, statusId, taskIds),
        moveTask,
      });
      // The optimistic move is in the cache now: the card lands in the same render as the drop itself.
      afterDrop(queryClient.getQueryData<Task[]>(taskKeys.list(projectId)));
    },
    [columns, setOrder, projectId, moveTask, queryClient, afterDrop],
  );

  return (
    <DragDropContext
      onDragStart={onDragStart}
      onDragUpdate={onDragUpdate}
      onDragEnd={onDragEnd}
      enableDefaultSensors={false}
      sensors={BOARD_SENSORS}
      dragHandleUsageInstructions={CARD_DRAG_INSTRUCTIONS}
    >
      {/* Without a card (an empty project or filter) nothing inside takes focus, so the board itself does: keyboard
          users can still scroll its columns sideways (WCAG 2.1.1). */}
      <div
        ref={boardRef}
        style={boardStyle}
        data-testid="task-board"
        {...(columns.every((column) => column.tasks.length === 0) ? { tabIndex: 0, role: 'region', 'aria-label': 'Task board' } : {})}
      >
        {columns.map((column) => (
          <BoardColumn key={column.id} column={column} dragging={dragging} pendingIds={pendingByColumn.get(column.id) ?? NO_PENDING} lookups={lookups} onOpen={onOpenTask} />
        ))}
      </div>
    </DragDropContext>
  );
}
