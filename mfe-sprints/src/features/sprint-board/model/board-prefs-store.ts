// The board's view choices (status filter, sort, Unassigned column, statistics shown), remembered in this browser.
// The search is not remembered: a stale search hiding sprints on the next visit would confuse.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SprintSort, StatusFilter } from './columns';

export const BOARD_PREFS_STORAGE_KEY = 'tessera.sprints.board-prefs';

export interface BoardPrefs {
  status: StatusFilter;
  sort: SprintSort;
  showUnassigned: boolean;
  showStats: boolean;
}

// Open sprints by default: the work being planned and done now sits next to the Unassigned column, and finished
// sprints (most of a long project's columns) are one filter change away.
export const DEFAULT_BOARD_PREFS: BoardPrefs = { status: 'open', sort: 'startDate', showUnassigned: true, showStats: false };

interface BoardPrefsState extends BoardPrefs {
  setPrefs: (changes: Partial<BoardPrefs>) => void;
}

export const useBoardPrefsStore = create<BoardPrefsState>()(
  persist(
    (set) => ({ ...DEFAULT_BOARD_PREFS, setPrefs: (changes) => set(changes) }),
    { name: BOARD_PREFS_STORAGE_KEY, storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

/** Back to the defaults (tests). */
export function resetBoardPrefs(): void {
  useBoardPrefsStore.setState({ ...DEFAULT_BOARD_PREFS });
}
