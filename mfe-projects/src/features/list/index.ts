// The projects list's parts: tabs, counters, grid and table, empty state, view mode and page sizes.
export {
  GRID_PAGE_SIZE,
  LIST_PAGE_SIZE,
  LOAD_FAILED_TITLE,
  PAGE_SUBTITLE,
  PAGE_TITLE,
  SIGNED_OUT_TEXT,
  SIGNED_OUT_TITLE,
} from './model/list-constants';
export { clampPage, countProjects, parentOptionsOf, projectsInTab, type ProjectsTab } from './model/project-tabs';
export { type ProjectsViewMode, useViewModeStore } from './model/view-mode-store';
export { ProjectCounters } from './ui/ProjectCounters';
export { ProjectGrid } from './ui/ProjectGrid';
export { ProjectsEmptyState } from './ui/ProjectsEmptyState';
export { ProjectTable } from './ui/ProjectTable';
