// What a screen reader hears when a refetch after someone else's change moved tasks between sprints: the board
// rearranges itself without the user doing anything, so it says what moved where (politely, through announce()).
import type { ProjectVersion } from '@tessera/shared';
import type { SprintTask } from '../../../entities/task';
import { UNASSIGNED_COLUMN_TITLE } from '../../sprint-board';

/** Moves named one by one; more are counted (a bulk edit would otherwise read out for minutes). */
export const NAMED_MOVES_LIMIT = 3;
/** A sprint the versions list does not (yet) hold. */
export const UNKNOWN_SPRINT_NAME = 'another sprint';

export const taskMovedMessage = (subject: string, column: string) => `${subject} moved to ${column}`;
export const moreTasksMovedMessage = (count: number) => `${count} more ${count === 1 ? 'task' : 'tasks'} moved`;

/**
 * The tasks whose sprint differs between the two lists, read out as '<subject> moved to <sprint>' (or to the
 * Unassigned Tasks column); null when none moved. Only the tasks in `candidates` count (those other people's events
 * named; null: any, after a resync), and never one in `excluded` (a drop of this user's still being saved).
 */
export function foreignMovesMessage(
  before: readonly SprintTask[] | undefined,
  after: readonly SprintTask[] | undefined,
  versions: readonly ProjectVersion[] | undefined,
  candidates: ReadonlySet<number> | null,
  excluded: (taskId: number) => boolean = () => false,
): string | null {
  if (!before || !after) return null;
  const versionBefore = new Map(before.map((task) => [task.id, task.versionId]));
  const columnOf = (versionId: number | null) =>
    versionId === null ? UNASSIGNED_COLUMN_TITLE : (versions?.find((version) => version.id === versionId)?.name ?? UNKNOWN_SPRINT_NAME);
  const moves: string[] = [];
  for (const task of after) {
    if (!versionBefore.has(task.id) || versionBefore.get(task.id) === task.versionId) continue;
    if ((candidates && !candidates.has(task.id)) || excluded(task.id)) continue;
    moves.push(taskMovedMessage(task.title, columnOf(task.versionId)));
  }
  if (moves.length === 0) return null;
  const named = moves.slice(0, NAMED_MOVES_LIMIT);
  const rest = moves.length - named.length;
  return [...named, ...(rest > 0 ? [moreTasksMovedMessage(rest)] : [])].join('. ');
}
