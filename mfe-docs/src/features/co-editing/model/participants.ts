// Who is in a document, from the co-editing awareness states: each person once (two tabs of one person are one
// person), with the colour of their caret.
import { AVATAR_COLORS } from '@tessera/shared';

/** What each client tells the others about itself (the server overwrites id and name with the signed-in user's). */
export interface CoEditor {
  id: number;
  name: string;
  color: string;
}

/**
 * A person's colour, the same in every browser and session: the avatar palette (white text keeps 4.5:1 on each, so
 * the caret's name label is readable), chosen by user id.
 */
export function coEditorColor(userId: number): string {
  return AVATAR_COLORS[Math.abs(Math.trunc(userId)) % AVATAR_COLORS.length];
}

const isCoEditor = (value: unknown): value is CoEditor => {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === 'number' && typeof candidate.name === 'string' && typeof candidate.color === 'string';
};

/** The people present, the current user first, then by name; states without a valid user are left out. */
export function participantsOf(states: Iterable<{ user?: unknown }>, currentUserId: number | null): CoEditor[] {
  const byId = new Map<number, CoEditor>();
  for (const state of states) {
    if (isCoEditor(state.user) && !byId.has(state.user.id)) byId.set(state.user.id, { id: state.user.id, name: state.user.name, color: state.user.color });
  }
  return [...byId.values()].sort((a, b) => Number(b.id === currentUserId) - Number(a.id === currentUserId) || a.name.localeCompare(b.name));
}
