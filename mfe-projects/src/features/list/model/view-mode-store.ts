// Grid or list, remembered in this browser (spec 000 section 2; default grid).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ProjectsViewMode = 'grid' | 'list';
export const DEFAULT_VIEW_MODE: ProjectsViewMode = 'grid';
export const VIEW_MODE_STORAGE_KEY = 'tessera.projects.view-mode';

interface ViewModeState {
  viewMode: ProjectsViewMode;
  setViewMode: (viewMode: ProjectsViewMode) => void;
}

export const useViewModeStore = create<ViewModeState>()(
  persist(
    (set) => ({
      viewMode: DEFAULT_VIEW_MODE,
      setViewMode: (viewMode) => set({ viewMode }),
    }),
    {
      name: VIEW_MODE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ viewMode: state.viewMode }),
      version: 1,
    },
  ),
);
