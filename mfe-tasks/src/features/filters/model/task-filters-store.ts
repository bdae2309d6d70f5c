// The task filters per project, shared by the toolbar and every view (not persisted: a fresh visit shows all tasks).
import { useCallback } from 'react';
import { create } from 'zustand';
import { EMPTY_TASK_FILTERS, type TaskFilters } from './task-filters';

interface TaskFiltersState {
  byProject: Record<number, TaskFilters>;
  update: (projectId: number, patch: Partial<TaskFilters>) => void;
  reset: (projectId: number) => void;
}

export const useTaskFiltersStore = create<TaskFiltersState>()((set) => ({
  byProject: {},
  update: (projectId, patch) =>
    set((state) => ({
      byProject: { ...state.byProject, [projectId]: { ...(state.byProject[projectId] ?? EMPTY_TASK_FILTERS), ...patch } },
    })),
  // 'My tasks only' is its own toggle: clearing the popover's choices keeps it.
  reset: (projectId) =>
    set((state) => ({
      byProject: {
        ...state.byProject,
        [projectId]: { ...EMPTY_TASK_FILTERS, myTasksOnly: state.byProject[projectId]?.myTasksOnly ?? false },
      },
    })),
}));

export function useTaskFilters(projectId: number) {
  const filters = useTaskFiltersStore((state) => state.byProject[projectId] ?? EMPTY_TASK_FILTERS);
  const updateStore = useTaskFiltersStore((state) => state.update);
  const resetStore = useTaskFiltersStore((state) => state.reset);
  const update = useCallback((patch: Partial<TaskFilters>) => updateStore(projectId, patch), [updateStore, projectId]);
  const reset = useCallback(() => resetStore(projectId), [resetStore, projectId]);
  return { filters, update, reset };
}
