// The mention picker: a listbox of ranked users under the '@' the user typed. Focus stays in the editor: arrows move
// the active option (announced through aria-activedescendant on the editor), Enter picks it, Escape closes (the
// suggestion plugin). Failures show an error with Retry, never sample users.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Typography } from '@tessera/shared';
import { forwardRef, useEffect, useId, useImperativeHandle, useMemo, useState } from 'react';
import { mentionablesQuery } from '../api/mentionables';
import { rankMentionables, resultCountText, type MentionableUser } from '../model/mention-ranking';

export const MENTION_LIST_LABEL = 'Mention a user';
export const NO_USERS_FOUND = 'No users found';
export const TRY_DIFFERENT_SEARCH = 'Try a different search term';
export const MENTIONS_LOADING = 'Loading users…';
export const MENTIONS_FAILED = 'Could not load users to mention.';
export const MENTIONS_RETRY = 'Retry';

const ACCESS_LABELS: Record<MentionableUser['accessLevel'], string> = { admin: 'Admin', manager: 'Manager', member: 'Member', viewer: 'Viewer' };

export interface MentionAttributes {
  id: string;
  label: string;
}

export interface MentionListProps {
  projectId: number;
  query: string;
  command: (attributes: MentionAttributes) => void;
  /** The active option's element id (for aria-activedescendant), or null. */
  onActiveChange?: (optionId: string | null, listboxId: string) => void;
}

export interface MentionListHandle {
  onKeyDown: (event: KeyboardEvent) => boolean;
}

export const MentionList = forwardRef<MentionListHandle, MentionListProps>(function MentionList({ projectId, query, command, onActiveChange }, ref) {
  const result = useQuery({ ...mentionablesQuery(projectId, query), placeholderData: keepPreviousData });
  const ranked = useMemo(() => (result.data ? rankMentionables(result.data, query) : null), [result.data, query]);
  const users = ranked?.users ?? [];
  const [active, setActive] = useState(0);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => setActive(0), [query, ranked]);
  const activeId = users.length > 0 && !result.isError ? optionId(Math.min(active, users.length - 1)) : null;
  useEffect(() => onActiveChange?.(activeId, listboxId), [activeId, listboxId, onActiveChange]);

  const pick = (user: MentionableUser | undefined) => {
    if (user) command({ id: String(user.id), label: user.name });
  };

  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (users.length === 0) return false;
      if (event.key === 'ArrowDown') {
        setActive((index) => (index + 1) % users.length);
        return true;
      }
      if (event.key === 'ArrowUp') {
        setActive((index) => (index + users.length - 1) % users.length);
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        pick(users[Math.min(active, users.length - 1)]);
        return true;
      }
      return false;
    },
  }));

  return (
    <div className="mention-picker" style={{ background: '#fff', border: '1px solid #d9d9d9', borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,0.12)', minWidth: 260, maxWidth: 360, padding: 4 }}>
      {result.isError ? (
        <div role="alert" style={{ padding: 8 }}>
          <Typography.Text type="danger">{MENTIONS_FAILED}</Typography.Text>{' '}
          <Button size="small" onMouseDown={(event) => event.preventDefault()} onClick={() => void result.refetch()}>
            {MENTIONS_RETRY}
          </Button>
        </div>
      ) : result.isPending ? (
        <div role="status" style={{ padding: 8 }}>{MENTIONS_LOADING}</div>
      ) : users.length === 0 ? (
        <div role="status" style={{ padding: 8 }}>
          <div>{NO_USERS_FOUND}</div>
          <Typography.Text type="secondary">{TRY_DIFFERENT_SEARCH}</Typography.Text>
        </div>
      ) : (
        <>
          <div role="status" style={{ padding: '2px 8px', fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>
            {ranked && resultCountText(ranked)}
          </div>
          <ul id={listboxId} role="listbox" aria-label={MENTION_LIST_LABEL} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {users.map((user, index) => {
              const selected = index === Math.min(active, users.length - 1);
              return (
                <li
                  key={user.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  // Keep the editor's focus and selection: the pick happens on click.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => pick(user)}
                  style={{ padding: '4px 8px', borderRadius: 4, cursor: 'pointer', background: selected ? '#e6f4ff' : undefined }}
                >
                  <div>{user.name}</div>
                  <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>
                    {ACCESS_LABELS[user.accessLevel]}
                    {user.email ? ` · ${user.email}` : ''}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
});
