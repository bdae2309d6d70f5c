// One column of the sprint board (spec 002 section 2): a sprint's header (name, status, dates, days-left badge,
// story points done/total with a progress bar, item count, its menu) or the Unassigned header, then its cards
// in a droppable, scrollable list rendered progressively.
import { memo, useMemo, type CSSProperties } from 'react';
import { Draggable } from '@hello-pangea/dnd';
import { DroppableColumnBody, openOnEnter, useProgressiveCount } from '@tessera/shared/dnd';
import {
  Button,
  ClockCircleOutlined,
  DeleteOutlined,
  Dropdown,
  EditOutlined,
  InboxOutlined,
  LockOutlined,
  MoreOutlined,
  Progress,
  Tooltip,
  VERSION_STATUS_LABELS,
  type MenuProps,
  type ProjectVersion,
} from '@tessera/shared';
import type { SprintTask } from '../../../entities/task';
import {
  ALL_TASKS_ASSIGNED_MESSAGE,
  columnProgress,
  COLUMN_WIDTH_PX,
  EMPTY_SPRINT_MESSAGE,
  NO_MATCHING_TASKS_MESSAGE,
  RELEASE_TO_ASSIGN_MESSAGE,
  RELEASE_TO_UNASSIGN_MESSAGE,
  sameColumnContent,
  type SprintColumn,
} from '../model/columns';
import { DAYS_LEFT_TONES, daysLeftBadge, sprintDateRange, STATUS_TAG_TONES, ToneTag } from '../../../entities/sprint';
import { cardDraggableId } from '../model/board-ids';
import { cardStyle, pendingCardStyle, SprintTaskCardBody } from './SprintTaskCard';

export const EDIT_SPRINT_LABEL = 'Edit Sprint';
export const DELETE_SPRINT_LABEL = 'Delete Sprint';

const styles = {
  column: { flex: `0 0 ${COLUMN_WIDTH_PX}px`, width: COLUMN_WIDTH_PX, display: 'flex', flexDirection: 'column', background: '#f5f5f5', borderRadius: 10, maxHeight: '100%' },
  header: { padding: '10px 12px 6px', display: 'flex', flexDirection: 'column', gap: 4 },
  titleRow: { display: 'flex', alignItems: 'center', gap: 6, fontWeight: 600, minHeight: 24 },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: '1 1 auto' },
  meta: { display: 'flex', alignItems: 'center', gap: 6, fontSize: 12, color: 'rgba(0, 0, 0, 0.65)', flexWrap: 'wrap' },
  list: { padding: '0 8px 8px', overflowY: 'auto', flex: '1 1 auto', minHeight: 120, borderRadius: 8, transition: 'background-color 0.15s ease' },
  listOver: { background: '#e6f4ff' },
  listRefusing: { opacity: 0.55 },
  empty: { border: '1px dashed #d9d9d9', borderRadius: 8, padding: '24px 8px', textAlign: 'center', color: 'rgba(0, 0, 0, 0.65)', fontSize: 13 },
  refusal: { fontSize: 12, color: '#874d00', background: '#fffbe6', border: '1px solid #ffe58f', borderRadius: 6, padding: '4px 8px', marginBottom: 8 },
  dropped: { transitionDuration: '0.001s' },
  more: { display: 'block', width: '100%', padding: 8, border: 'none', background: 'transparent', color: '#0958d9', cursor: 'pointer', fontSize: 13 },
} satisfies Record<string, CSSProperties>;

interface CardProps {
  task: SprintTask;
  index: number;
  pending: boolean;
  readOnly: boolean;
  onOpen: (taskId: number) => void;
}

const BoardCard = memo(function BoardCard({ task, index, pending, readOnly, onOpen }: CardProps) {
  return (
    // A card whose assignment is being saved cannot be dropped again until it is; a read-only board moves none.
    <Draggable draggableId={cardDraggableId(task.id)} index={index} isDragDisabled={pending || readOnly}>
      {(provided, snapshot) => (
        <div
          ref={provided.innerRef}
          {...provided.draggableProps}
          {...provided.dragHandleProps}
          style={{
            ...cardStyle,
            ...(pending ? pendingCardStyle : null),
            ...provided.draggableProps.style,
            // The card lands at once: the move shows as soon as the mouse is released.
            ...(snapshot.isDropAnimating ? styles.dropped : null),
          }}
          data-testid={`sprint-task-${task.id}`}
          aria-busy={pending || undefined}
          onClick={() => onOpen(task.id)}
          onKeyDown={openOnEnter(() => onOpen(task.id))}
        >
          <SprintTaskCardBody task={task} />
        </div>
      )}
    </Draggable>
  );
});

/** The cards alone, memoised so that dragging over the column (which re-renders the droppable) skips them. */
const ColumnCards = memo(function ColumnCards({
  tasks,
  pendingIds,
  readOnly,
  onOpen,
}: {
  tasks: readonly SprintTask[];
  pendingIds: ReadonlySet<number>;
  readOnly: boolean;
  onOpen: (taskId: number) => void;
}) {
  return (
    <>
      {tasks.map((task, index) => (
        <BoardCard key={task.id} task={task} index={index} pending={pendingIds.has(task.id)} readOnly={readOnly} onOpen={onOpen} />
      ))}
    </>
  );
});

function SprintHeader({
  column,
  readOnly,
  onEdit,
  onDelete,
}: {
  column: SprintColumn;
  readOnly: boolean;
  onEdit: (version: ProjectVersion) => void;
  onDelete: (version: ProjectVersion) => void;
}) {
  const version = column.version!;
  const badge = daysLeftBadge(version);
  const { summary } = column;
  // A read-only board offers no sprint actions, whatever the version's links say.
  const items: MenuProps['items'] = readOnly ? [] : [
    ...(version.canUpdate ? [{ key: 'edit', icon: <EditOutlined />, label: EDIT_SPRINT_LABEL, onClick: () => onEdit(version) }] : []),
    ...(version.canDelete ? [{ key: 'delete', icon: <DeleteOutlined />, danger: true, label: DELETE_SPRINT_LABEL, onClick: () => onDelete(version) }] : []),
  ];
  return (
    <header style={styles.header}>
      <div style={styles.titleRow}>
        <span style={styles.title} title={version.name}>{version.name}</span>
        {column.dropRefusal ? (
          <Tooltip title={column.dropRefusal}>
            <LockOutlined aria-label={column.dropRefusal} />
          </Tooltip>
        ) : null}
        <ToneTag tone={STATUS_TAG_TONES[version.status]} style={{ marginInlineEnd: 0 }}>
          {VERSION_STATUS_LABELS[version.status]}
        </ToneTag>
        {items.length > 0 ? (
          <Dropdown menu={{ items }} trigger={['click']}>
            <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`Sprint actions for ${version.name}`} />
          </Dropdown>
        ) : null}
      </div>
      <div style={styles.meta}>
        <span>{sprintDateRange(version.startDate, version.endDate)}</span>
        {badge ? (
          <ToneTag tone={DAYS_LEFT_TONES[badge.level]} icon={<ClockCircleOutlined />} data-level={badge.level} data-testid="days-left">
            {badge.text}
          </ToneTag>
        ) : null}
      </div>
      <div style={styles.meta}>
        <span data-testid="sprint-points">
          {summary.completedPoints}/{summary.totalPoints} pts
        </span>
        <span style={{ marginLeft: 'auto' }} data-testid="sprint-items">
          {summary.itemCount} item{summary.itemCount === 1 ? '' : 's'}
        </span>
      </div>
      <Progress percent={columnProgress(summary)} size="small" aria-label={`${version.name} progress`} />
    </header>
  );
}

function UnassignedHeader({ column }: { column: SprintColumn }) {
  return (
    <header style={styles.header}>
      <div style={styles.titleRow}>
        <InboxOutlined />
        <span style={styles.title}>{column.title}</span>
        <span style={{ fontWeight: 400, fontSize: 12 }} data-testid="sprint-items">
          {column.summary.itemCount} open
        </span>
      </div>
    </header>
  );
}

export interface SprintColumnViewProps {
  column: SprintColumn;
  /** A card is being dragged: the column stops adding cards, and a column that refuses drops says why. */
  dragging: boolean;
  pendingIds: ReadonlySet<number>;
  searching: boolean;
  onOpen: (taskId: number) => void;
  onEdit: (version: ProjectVersion) => void;
  onDelete: (version: ProjectVersion) => void;
  /** An archived project: no drags, no sprint actions. */
  readOnly?: boolean;
}

function emptyText(column: SprintColumn, over: boolean, searching: boolean): string {
  if (column.version === null) return over ? RELEASE_TO_UNASSIGN_MESSAGE : searching && column.summary.itemCount > 0 ? NO_MATCHING_TASKS_MESSAGE : ALL_TASKS_ASSIGNED_MESSAGE;
  if (over) return RELEASE_TO_ASSIGN_MESSAGE;
  return searching && column.summary.itemCount > 0 ? NO_MATCHING_TASKS_MESSAGE : EMPTY_SPRINT_MESSAGE;
}

function SprintColumnViewInner({ column, dragging, pendingIds, searching, onOpen, onEdit, onDelete, readOnly = false }: SprintColumnViewProps) {
  const { count, showMore, sentinelRef } = useProgressiveCount(column.tasks.length, dragging);
  const rendered = useMemo(() => (count < column.tasks.length ? column.tasks.slice(0, count) : column.tasks), [column.tasks, count]);
  const notRendered = column.tasks.length - rendered.length;
  const refusing = dragging && !column.acceptsDrops;
  return (
    <section style={styles.column} data-testid={`sprint-column-${column.id}`} aria-label={`${column.title} column`}>
      {column.version ? <SprintHeader column={column} readOnly={readOnly} onEdit={onEdit} onDelete={onDelete} /> : <UnassignedHeader column={column} />}
      <DroppableColumnBody
        droppableId={column.id}
        isDropDisabled={!column.acceptsDrops || readOnly}
        testIdPrefix={`sprint-column-${column.id}`}
        listStyle={(over) => ({ ...styles.list, ...(over ? styles.listOver : null), ...(refusing ? styles.listRefusing : null) })}
        moreStyle={styles.more}
        notice={(over) => (
          <>
            {refusing ? <div style={styles.refusal}>{column.dropRefusal}</div> : null}
            {column.tasks.length === 0 ? <div style={styles.empty}>{emptyText(column, over, searching)}</div> : null}
          </>
        )}
        notRendered={notRendered}
        onShowMore={showMore}
        sentinelRef={sentinelRef}
      >
        <ColumnCards tasks={rendered} pendingIds={pendingIds} readOnly={readOnly} onOpen={onOpen} />
      </DroppableColumnBody>
    </section>
  );
}

/** A drop changes two columns: the others are rebuilt with the same content and skip rendering. */
export const SprintColumnView = memo(
  SprintColumnViewInner,
  (previous, next) =>
    previous.dragging === next.dragging &&
    previous.pendingIds === next.pendingIds &&
    previous.searching === next.searching &&
    previous.readOnly === next.readOnly &&
    previous.onOpen === next.onOpen &&
    previous.onEdit === next.onEdit &&
    previous.onDelete === next.onDelete &&
    sameColumnContent(previous.column, next.column),
);
