// The projects list's filter and sort state, shared by the Filters panel and the list (not persisted:
// a fresh visit starts from the defaults).
import { create } from 'zustand';
import {
  INITIAL_PROJECT_FILTERS,
  projectFiltersReducer,
  type ProjectFilters,
  type ProjectFiltersAction,
} from './project-filters';

interface ProjectFiltersState {
  filters: ProjectFilters;
  dispatch: (action: ProjectFiltersAction) => void;
}

export const useProjectFiltersStore = create<ProjectFiltersState>()((set) => ({
  filters: INITIAL_PROJECT_FILTERS,
  dispatch: (action) => set((state) => ({ filters: projectFiltersReducer(state.filters, action) })),
}));
