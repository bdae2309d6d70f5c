// A task card (spec 001 section 2): title, description excerpt, type, priority, story points, up to 3 assignee
// avatars then '+N', comment count, due date (overdue marked) and version. Boards hold thousands of these, so the
// card is plain markup with static styles, memoised, and receives only values that change with its own task.
import { memo, type CSSProperties } from 'react';
import { avatarColorOf, CalendarOutlined, CommentOutlined, formatDate, initialsOf } from '@tessera/shared';
import { cardExcerpt, isOverdue, type Task } from '../../tasks/model/task';
import type { TaskLookups } from '../../tasks/model/lookups';

export const MAX_CARD_AVATARS = 3;
export const OVERDUE_LABEL = 'Overdue';

const styles = {
  card: {
    background: '#fff',
    border: '1px solid #f0f0f0',
    borderRadius: 8,
    padding: '10px 12px',
    marginBottom: 8,
    cursor: 'pointer',
    userSelect: 'none',
  },
  tags: { display: 'flex', gap: 6, flexWrap: 'wrap', marginBottom: 6 },
  tag: { fontSize: 12, lineHeight: '18px', padding: '0 6px', borderRadius: 4, border: '1px solid', whiteSpace: 'nowrap' },
  title: { fontWeight: 600, fontSize: 14, lineHeight: '20px', wordBreak: 'break-word' },
  description: { color: 'rgba(0, 0, 0, 0.55)', fontSize: 12, lineHeight: '18px', marginTop: 4, wordBreak: 'break-word' },
  footer: { display: 'flex', alignItems: 'center', gap: 10, marginTop: 8, fontSize: 12, color: 'rgba(0, 0, 0, 0.55)', flexWrap: 'wrap' },
  avatars: { display: 'flex', alignItems: 'center', marginRight: 'auto' },
  overflow: { marginLeft: 4, fontSize: 12 },
  avatar: {
    width: 24, height: 24, borderRadius: '50%', display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
    color: '#fff', fontSize: 11, fontWeight: 600, marginRight: -4, border: '2px solid #fff', objectFit: 'cover',
  },
  overdue: { color: '#cf1322', fontWeight: 600 },
  meta: { display: 'inline-flex', alignItems: 'center', gap: 4 },
} satisfies Record<string, CSSProperties>;

/**
 * UserAvatar's look (same initials and colours) in plain markup: a board renders thousands of cards, and antd's
 * Avatar measures itself on mount. A native title names the person.
 */
function MiniAvatar({ name, src }: { name: string; src: string | null }) {
  if (src) return <img src={src} alt={name} title={name} style={styles.avatar} />;
  return (
    <span role="img" aria-label={name} title={name} style={{ ...styles.avatar, background: avatarColorOf(name) }}>
      {initialsOf(name)}
    </span>
  );
}

function Tag({ color, children, label }: { color: string; children: string; label: string }) {
  return (
    <span style={{ ...styles.tag, color, borderColor: color }} aria-label={`${label}: ${children}`}>
      {children}
    </span>
  );
}

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
        {task.type ? <Tag color={lookups.typeColors.get(task.typeId) ?? '#595959'} label="Type">{task.type}</Tag> : null}
        {task.priority ? <Tag color={lookups.priorityColors.get(task.priorityId) ?? '#595959'} label="Priority">{task.priority}</Tag> : null}
        {task.storyPoints !== null ? <Tag color="#722ed1" label="Story points">{`${task.storyPoints} pts`}</Tag> : null}
      </div>
      <div style={styles.title}>{task.title}</div>
      {excerpt ? <div style={styles.description}>{excerpt}</div> : null}
      <div style={styles.footer}>
        <span style={styles.avatars}>
          {shown.map((assignee) => (
            <MiniAvatar key={`${assignee.type}:${assignee.id}`} name={assignee.name} src={assignee.avatar ?? lookups.avatars.get(assignee.id) ?? null} />
          ))}
          {hidden > 0 ? <span style={styles.overflow}>+{hidden}</span> : null}
        </span>
        {task.version ? <span style={styles.meta} aria-label="Version">{task.version.name}</span> : null}
        {task.commentCount > 0 ? (
          <span style={styles.meta} aria-label={`${task.commentCount} comments`}>
            <CommentOutlined /> {task.commentCount}
          </span>
        ) : null}
        {task.dueDate ? (
          <span style={overdue ? { ...styles.meta, ...styles.overdue } : styles.meta} aria-label={overdue ? `${OVERDUE_LABEL}: due ${formatDate(task.dueDate)}` : `Due ${formatDate(task.dueDate)}`} data-overdue={overdue || undefined}>
            <CalendarOutlined /> {formatDate(task.dueDate)}
          </span>
        ) : null}
      </div>
    </>
  );
}

export const cardStyle = styles.card;

export const MemoTaskCardBody = memo(TaskCardBody);
