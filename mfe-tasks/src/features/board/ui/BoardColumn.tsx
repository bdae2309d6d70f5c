// One status column of the board: header with colour and count, then its cards in a droppable, scrollable list.
import { memo, useMemo, type CSSProperties } from 'react';
import { Draggable } from '@hello-pangea/dnd';
import { DroppableColumnBody, openOnEnter, useProgressiveCount } from '@tessera/shared/dnd';
import type { Task, TaskLookups } from '../../../entities/task';
import { COLUMN_WIDTH_PX, DROP_HERE_MESSAGE, RELEASE_TO_DROP_MESSAGE, sameColumnContent, type BoardColumn as BoardColumnModel } from '../model/columns';
import { cardDraggableId, columnDroppableId } from '../model/drag-end';
import { cardStyle, MemoTaskCardBody } from './TaskCard';
import { useTasksReadOnly } from '../../project-access';

const styles = {
  column: { flex: `0 0 ${COLUMN_WIDTH_PX}px`, width: COLUMN_WIDTH_PX, display: 'flex', flexDirection: 'column', background: '#f5f5f5', borderRadius: 10, maxHeight: '100%' },
  header: { display: 'flex', alignItems: 'center', gap: 8, padding: '10px 12px', fontWeight: 600 },
  dot: { width: 10, height: 10, borderRadius: '50%', flex: '0 0 auto' },
  count: { marginLeft: 'auto', fontWeight: 400, color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, background: '#fff', borderRadius: 10, padding: '0 8px' },
  list: { padding: '0 8px 8px', overflowY: 'auto', flex: '1 1 auto', minHeight: 120, borderRadius: 8, transition: 'background-color 0.15s ease' },
  listOver: { background: '#e6f4ff' },
  empty: { border: '1px dashed #d9d9d9', borderRadius: 8, padding: '24px 8px', textAlign: 'center', color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 },
  pending: { opacity: 0.6, cursor: 'progress' },
  dropped: { transitionDuration: '0.001s' },
  more: { display: 'block', width: '100%', padding: 8, border: 'none', background: 'transparent', color: '#0958d9', cursor: 'pointer', fontSize: 13 },
} satisfies Record<string, CSSProperties>;

const STILL_CARD_PROPS = { tabIndex: 0, role: 'button' } as const;

interface CardProps {
  task: Task;
  index: number;
  pending: boolean;
  lookups: TaskLookups;
  onOpen: (taskId: number) => void;
}

const BoardCard = memo(function BoardCard({ task, index, pending, lookups, onOpen }: CardProps) {
  const readOnly = useTasksReadOnly();
  return (
    // A second status change of a task waits until the first one is saved (spec 001 section 4); an archived
    // project's cards do not move at all.
    <Draggable draggableId={cardDraggableId(task.id)} index={index} isDragDisabled={pending || readOnly}>
      {(provided, snapshot) => (
        <div
          ref={provided.innerRef}
          {...provided.draggableProps}
          // A card that cannot move now (its move is being saved, or the project is archived) has no drag handle
          // props; it stays focusable and opens with Enter, and keeps the focus while its move is saved.
          {...(provided.dragHandleProps ?? STILL_CARD_PROPS)}
          style={{
            ...cardStyle,
            ...(pending ? styles.pending : null),
            ...provided.draggableProps.style,
            // The card lands at once (no drop animation): the move shows as soon as the mouse is released.
            ...(snapshot.isDropAnimating ? styles.dropped : null),
          }}
          data-testid={`task-card-${task.id}`}
          // No aria-label: the card's name is its visible text (with screen-reader words such as 'Priority: '), so
          // speech input can name it by what it shows; the library's aria-describedby says how to move it.
          aria-busy={pending || undefined}
          onClick={() => onOpen(task.id)}
          onKeyDown={openOnEnter(() => onOpen(task.id))}
        >
          <MemoTaskCardBody task={task} lookups={lookups} />
        </div>
      )}
    </Draggable>
  );
});

/** The cards alone, memoised so that dragging over the column (which re-renders the droppable) skips them. */
const ColumnCards = memo(function ColumnCards({ tasks, pendingIds, lookups, onOpen }: {
  tasks: readonly Task[];
  pendingIds: ReadonlySet<number>;
  lookups: TaskLookups;
  onOpen: (taskId: number) => void;
}) {
  return (
    <>
      {tasks.map((task, index) => (
        <BoardCard key={task.id} task={task} index={index} pending={pendingIds.has(task.id)} lookups={lookups} onOpen={onOpen} />
      ))}
    </>
  );
});

export interface BoardColumnProps {
  column: BoardColumnModel;
  /** A card is being dragged: the column stops adding cards until it is dropped. */
  dragging: boolean;
  pendingIds: ReadonlySet<number>;
  lookups: TaskLookups;
  onOpen: (taskId: number) => void;
}

function BoardColumnView({ column, dragging, pendingIds, lookups, onOpen }: BoardColumnProps) {
  const hiddenCount = column.allTaskIds.length - column.tasks.length;
  const { count, showMore, sentinelRef } = useProgressiveCount(column.tasks.length, dragging);
  const rendered = useMemo(() => (count < column.tasks.length ? column.tasks.slice(0, count) : column.tasks), [column.tasks, count]);
  const notRendered = column.tasks.length - rendered.length;
  return (
    <section style={styles.column} data-testid={`board-column-${column.id}`} aria-label={`${column.name} column`}>
      <header style={styles.header}>
        <span style={{ ...styles.dot, background: column.color }} />
        <span>{column.name}</span>
        <span style={styles.count} title={hiddenCount > 0 ? `${hiddenCount} hidden by the filters` : undefined}>
          {column.tasks.length}
        </span>
      </header>
      <DroppableColumnBody
        droppableId={columnDroppableId(column.id)}
        testIdPrefix={`board-column-${column.id}`}
        listStyle={(over) => (over ? { ...styles.list, ...styles.listOver } : styles.list)}
        moreStyle={styles.more}
        notice={(over) => (column.tasks.length === 0 ? <div style={styles.empty}>{over ? RELEASE_TO_DROP_MESSAGE : DROP_HERE_MESSAGE}</div> : null)}
        notRendered={notRendered}
        onShowMore={showMore}
        sentinelRef={sentinelRef}
      >
        <ColumnCards tasks={rendered} pendingIds={pendingIds} lookups={lookups} onOpen={onOpen} />
      </DroppableColumnBody>
    </section>
  );
}

/** A drop changes one or two columns: the others are rebuilt with the same content and skip rendering. */
export const BoardColumn = memo(
  BoardColumnView,
  (previous, next) =>
    previous.dragging === next.dragging &&
    previous.pendingIds === next.pendingIds &&
    previous.lookups === next.lookups &&
    previous.onOpen === next.onOpen &&
    sameColumnContent(previous.column, next.column),
);
