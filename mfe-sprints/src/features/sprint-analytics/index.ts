// The sprint statistics dashboard (overview, health, velocity, distribution). Pages load it lazily (ApexCharts
// comes with it), so nothing imports its values statically.
export { default as SprintAnalyticsDashboard } from './ui/SprintAnalyticsDashboard';
export type { ProjectSprintStatistics, SprintFigures } from './api/project-statistics-api';
