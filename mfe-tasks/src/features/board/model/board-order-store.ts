// The order of cards within a board column, as the user arranged it by dragging (spec 001 section 4: reordering
// within a column is local only; nothing is sent). Remembered per project and status in this browser.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const BOARD_ORDER_STORAGE_KEY = 'tessera.tasks.board-order';

/** Status id -> task ids in the order the user left them. */
export type ProjectBoardOrder = Record<number, number[]>;

interface BoardOrderState {
  byProject: Record<number, ProjectBoardOrder>;
  setColumnOrder: (projectId: number, statusId: number, taskIds: number[]) => void;
}

export const useBoardOrderStore = create<BoardOrderState>()(
  persist(
    (set) => ({
      byProject: {},
      setColumnOrder: (projectId, statusId, taskIds) =>
        set((state) => ({
          byProject: { ...state.byProject, [projectId]: { ...state.byProject[projectId], [statusId]: taskIds } },
        })),
    }),
    { name: BOARD_ORDER_STORAGE_KEY, storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

const NO_ORDER: ProjectBoardOrder = {};

export function useProjectBoardOrder(projectId: number): ProjectBoardOrder {
  return useBoardOrderStore((state) => state.byProject[projectId] ?? NO_ORDER);
}
