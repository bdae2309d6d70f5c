// The projects list's filters and sorts, remembered per user.
export { applyProjectFilters, countActiveFilters, effectiveMyProjects, sortProjects } from './model/project-filters';
export { useProjectFiltersStore } from './model/project-filters-store';
export { ProjectFiltersPanel } from './ui/ProjectFiltersPanel';
