// What the boards (the tasks board in mfe-tasks, the sprint board in mfe-sprints) do alike around their drag and drop:
// the list a drop has just changed, the pending cards of each column, memo checks and opening a focused card.
import { useCallback, useState, type KeyboardEvent } from 'react';

/** The same items in the same order (by identity): a column holding them need not render again. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** The pending ids of a column without any: one shared empty set, so its memoised column skips rendering. */
export const NO_PENDING: ReadonlySet<number> = new Set();

/**
 * The pending card ids (a save in flight) of each column that holds any; columns without one are absent (they get
 * NO_PENDING), so a save re-renders only the column holding its card.
 */
export function pendingIdsByColumn<C extends { id: unknown }>(
  columns: readonly C[],
  pendingIds: ReadonlySet<number>,
  cardIdsOf: (column: C) => readonly number[],
): Map<C['id'], ReadonlySet<number>> {
  const result = new Map<C['id'], ReadonlySet<number>>();
  if (pendingIds.size === 0) return result;
  for (const column of columns) {
    const mine = cardIdsOf(column).filter((id) => pendingIds.has(id));
    if (mine.length > 0) result.set(column.id, new Set(mine));
  }
  return result;
}

export interface ListAfterDrop<T> {
  /** What the board shows: the list as the drop left it until `list` moves on, then `list`. */
  shown: readonly T[];
  /** Called at the end of the drop handler with the query's data as the cache holds it now (the optimistic move). */
  afterDrop: (latest: readonly T[] | undefined) => void;
}

/**
 * A drop writes its optimistic move into the query cache, but the query tells its observers only in a later task:
 * reading the cache in the drop handler lets the card land in the drop's own render (no flash back to where it came
 * from). `list` is the query's data; once it has moved on (it then holds the drop too), it is the source again.
 */
export function useListAfterDrop<T>(list: readonly T[]): ListAfterDrop<T> {
  const [dropped, setDropped] = useState<{ stale: readonly T[]; latest: readonly T[] } | null>(null);
  if (dropped && dropped.stale !== list) setDropped(null);
  const shown = dropped?.stale === list ? dropped.latest : list;
  const afterDrop = useCallback(
    (latest: readonly T[] | undefined) => {
      if (latest && latest !== shown) setDropped({ stale: list, latest });
    },
    [list, shown],
  );
  return { shown, afterDrop };
}

/** Enter on a focused card opens it (Space is the library's keyboard drag on the boards, so only Enter). */
export function openOnEnter(open: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      open();
    }
  };
}
