// A task card (spec 001 section 2): title, description excerpt, type, priority, story points, up to 3 assignee
// avatars then '+N', comment count, due date (overdue marked) and version. Boards hold thousands of these, so the
// card is plain markup with static styles, memoised, and receives only values that change with its own task.
import { memo, type CSSProperties } from 'react';
import { CalendarOutlined, CommentOutlined, formatDate, VisuallyHidden } from '@tessera/shared';
import { cardExcerpt, ColorChip, isOverdue, MiniAvatar, type Task, type TaskLookups } from '../../../entities/task';

export const MAX_CARD_AVATARS = 3;
export const OVERDUE_LABEL = 'Overdue';
const STORY_POINTS_COLOR = '#722ed1';
const NO_CHIP_COLOR = '#595959';

const styles = {
  card: {
    background: '#fff',
    border: '1px solid #f0f0f0',
    borderRadius: 8,
    padding: '10px 12px',
    marginBottom: 8,
    cursor: 'pointer',
    userSelect: 'none',
    // Holds its screen-reader-only words (absolutely placed) inside it.
    position: 'relative',
  },
  tags: { display: 'flex', gap: 6, flexWrap: 'wrap', marginBottom: 6 },
  title: { fontWeight: 600, fontSize: 14, lineHeight: '20px', wordBreak: 'break-word' },
  description: { color: 'rgba(0, 0, 0, 0.55)', fontSize: 12, lineHeight: '18px', marginTop: 4, wordBreak: 'break-word' },
  footer: { display: 'flex', alignItems: 'center', gap: 10, marginTop: 8, fontSize: 12, color: 'rgba(0, 0, 0, 0.55)', flexWrap: 'wrap' },
  avatars: { display: 'flex', alignItems: 'center', marginRight: 'auto' },
  overflow: { marginLeft: 4, fontSize: 12 },
  avatar: { marginRight: -4 },
  overdue: { color: '#b42318', fontWeight: 600 },
  meta: { display: 'inline-flex', alignItems: 'center', gap: 4 },
} satisfies Record<string, CSSProperties>;

export interface TaskCardBodyProps {
  task: Task;
  lookups: TaskLookups;
}

/** The card's content, shared by the board card and anywhere else a task is shown as a card. */
export function TaskCardBody({ task, lookups }: TaskCardBodyProps) {
  const overdue = isOverdue(task, lookups.today);
  const shown = task.assignees.slice(0, MAX_CARD_AVATARS);
  const hidden = task.assignees.length - shown.length;
  const excerpt = cardExcerpt(task.descriptionText);
  return (
    <>
      <div style={styles.tags}>
        {task.type ? <ColorChip color={lookups.typeColors.get(task.typeId) ?? NO_CHIP_COLOR} label="Type">{task.type}</ColorChip> : null}
        {task.priority ? <ColorChip color={lookups.priorityColors.get(task.priorityId) ?? NO_CHIP_COLOR} label="Priority">{task.priority}</ColorChip> : null}
        {task.storyPoints !== null ? <ColorChip color={STORY_POINTS_COLOR} label="Story points">{`${task.storyPoints} pts`}</ColorChip> : null}
      </div>
      <div style={styles.title}>{task.title}</div>
      {excerpt ? <div style={styles.description}>{excerpt}</div> : null}
      <div style={styles.footer}>
        <span style={styles.avatars}>
          {shown.map((assignee) => (
            <MiniAvatar key={`${assignee.type}:${assignee.id}`} name={assignee.name} src={assignee.avatar ?? lookups.avatars.get(assignee.id) ?? null} style={styles.avatar} />
          ))}
          {hidden > 0 ? <span style={styles.overflow}>+{hidden}</span> : null}
        </span>
        {task.version ? (
          <span style={styles.meta} data-testid="card-version">
            <VisuallyHidden>Version: </VisuallyHidden>
            {task.version.name}
          </span>
        ) : null}
        {task.commentCount > 0 ? (
          <span style={styles.meta} data-testid="card-comments">
            <CommentOutlined /> {task.commentCount}
            <VisuallyHidden>{task.commentCount === 1 ? ' comment' : ' comments'}</VisuallyHidden>
          </span>
        ) : null}
        {task.dueDate ? (
          <span style={overdue ? { ...styles.meta, ...styles.overdue } : styles.meta} data-testid="card-due" data-overdue={overdue || undefined}>
            <CalendarOutlined /> <VisuallyHidden>{overdue ? `${OVERDUE_LABEL}, due ` : 'Due '}</VisuallyHidden>
            {formatDate(task.dueDate)}
          </span>
        ) : null}
      </div>
    </>
  );
}

export const cardStyle = styles.card;

export const MemoTaskCardBody = memo(TaskCardBody);
