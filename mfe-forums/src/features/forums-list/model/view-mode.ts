// The list's grid/list choice, kept across visits (localStorage).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ForumsViewMode = 'list' | 'grid';
export const VIEW_MODE_STORAGE_KEY = 'tessera.forums.viewMode';

interface ViewModeState {
  mode: ForumsViewMode;
  setMode: (mode: ForumsViewMode) => void;
}

export const useForumsViewMode = create<ViewModeState>()(
  persist((set) => ({ mode: 'list', setMode: (mode) => set({ mode }) }), {
    name: VIEW_MODE_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
  }),
);
