// The project's milestones (spec 002 sections 3, 4, 9): the query, how a milestone reads, the timeline and the health filter.
export { fetchMilestones, milestoneKeys, MILESTONES_PAGE_SIZE, useMilestones, type Milestone } from './api/milestones-api';
export {
  HEALTH_FILTER_LABEL,
  HEALTH_LABELS,
  LOADING_MILESTONES_MESSAGE,
  milestoneCounts,
  milestoneDaysLeft,
  MILESTONES_ERROR_TITLE,
  MILESTONES_TITLE,
  NO_MATCHING_MILESTONES,
  NO_MILESTONES_HINT,
  NO_MILESTONES_TITLE,
  progressLabel,
  subProjectLabel,
  type HealthFilter as HealthFilterValue,
  type MilestoneHealth,
} from './model/milestone-display';
export { changesMilestones, useLiveMilestones } from './model/use-live-milestones';
export { HealthFilter } from './ui/HealthFilter';
export { MilestoneTimeline } from './ui/MilestoneTimeline';
