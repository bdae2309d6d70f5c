// A task card on the sprint board: number, title, type, status, story points and assignee. Boards hold thousands
// of these, so it is plain markup with static styles, memoised, receiving only values of its own task.
import { memo, type CSSProperties } from 'react';
import { avatarColorOf, initialsOf, VisuallyHidden } from '@tessera/shared';
import { readableTextOn } from '../../../entities/sprint';
import type { SprintTask } from '../../../entities/task';

const styles = {
  card: { background: '#fff', border: '1px solid #f0f0f0', borderRadius: 8, padding: '8px 10px', marginBottom: 8, cursor: 'pointer', userSelect: 'none' },
  top: { display: 'flex', alignItems: 'center', gap: 6, fontSize: 12, color: 'rgba(0, 0, 0, 0.65)', marginBottom: 4, flexWrap: 'wrap' },
  type: { border: '1px solid #d9d9d9', borderRadius: 4, padding: '0 6px', lineHeight: '18px' },
  points: { marginLeft: 'auto', color: '#722ed1', fontWeight: 600 },
  title: { fontWeight: 600, fontSize: 14, lineHeight: '20px', wordBreak: 'break-word' },
  bottom: { display: 'flex', alignItems: 'center', gap: 8, marginTop: 6, fontSize: 12, color: 'rgba(0, 0, 0, 0.65)' },
  closed: { color: '#15803d', fontWeight: 600 },
  avatar: {
    width: 22, height: 22, borderRadius: '50%', display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
    fontSize: 10, fontWeight: 600, marginLeft: 'auto',
  },
  pending: { opacity: 0.6, cursor: 'progress' },
} satisfies Record<string, CSSProperties>;

export const cardStyle = styles.card;
export const pendingCardStyle = styles.pending;

/** The suite's avatar colour with white or black initials, whichever reads at AA on it. */
function avatarColors(name: string): CSSProperties {
  const background = avatarColorOf(name);
  return { background, color: readableTextOn(background) };
}

function SprintTaskCardBodyView({ task }: { task: SprintTask }) {
  return (
    <>
      <div style={styles.top}>
        <span>#{task.id}</span>
        {task.type ? <span style={styles.type}>{task.type}</span> : null}
        {task.storyPoints !== null ? (
          <span style={styles.points}>{task.storyPoints} pts</span>
        ) : null}
      </div>
      <div style={styles.title}>{task.title}</div>
      <div style={styles.bottom}>
        <span style={task.isClosed ? styles.closed : undefined}>
          <VisuallyHidden>Status: </VisuallyHidden>
          {task.status}
        </span>
        {task.assignee ? (
          <span role="img" aria-label={task.assignee.name} title={task.assignee.name} style={{ ...styles.avatar, ...avatarColors(task.assignee.name) }}>
            {initialsOf(task.assignee.name)}
          </span>
        ) : null}
      </div>
    </>
  );
}

export const SprintTaskCardBody = memo(SprintTaskCardBodyView);
