// How a milestone reads (spec 002 sections 4 and 9): its health tag, its days-left badge (the sprint board's rule:
// red at 3 days or fewer, yellow at 7 or fewer) and its place on the timeline (by due date, undated last).
import { formatDate } from '@tessera/shared';
import { daysLeftBadge, type Tone } from '../../../entities/sprint';

type DaysLeftBadge = ReturnType<typeof daysLeftBadge>;

export type MilestoneHealth = 'healthy' | 'at_risk' | 'critical';
export type HealthFilter = 'all' | MilestoneHealth;

/** What the display reads of a milestone (the API's Milestone has these and more). */
export interface MilestoneLike {
  id: number;
  name: string;
  project_id: number;
  project_name: string;
  due_date: string | null;
  status: 'open' | 'closed';
  progress: number;
  days_until_due: number | null;
  days_overdue: number | null;
  is_overdue: boolean;
  health_status: MilestoneHealth;
  work_packages_total: number;
  work_packages_closed: number;
}

export const HEALTH_LABELS: Record<MilestoneHealth, string> = { healthy: 'Healthy', at_risk: 'At risk', critical: 'Critical' };
export const HEALTH_TONES: Record<MilestoneHealth, Tone> = { healthy: 'green', at_risk: 'gold', critical: 'red' };
export const HEALTH_FILTER_OPTIONS: { value: HealthFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'healthy', label: HEALTH_LABELS.healthy },
  { value: 'at_risk', label: HEALTH_LABELS.at_risk },
  { value: 'critical', label: HEALTH_LABELS.critical },
];

export const MILESTONES_TITLE = 'Milestones';
export const MILESTONES_ERROR_TITLE = 'Failed to load milestones';
export const LOADING_MILESTONES_MESSAGE = 'Loading milestones…';
export const NO_MILESTONES_TITLE = 'No milestones yet';
export const NO_MILESTONES_HINT = 'Milestones come from the versions (sprints) of this project and its sub-projects. Create a sprint with an end date to see it here.';
export const NO_MATCHING_MILESTONES = 'No milestone has this health.';
export const NO_DUE_DATE_LABEL = 'No due date';
export const HEALTH_FILTER_LABEL = 'Filter by health';

/** The sprint board's days-left badge, from the milestone's day counts; none for a closed or undated one. */
export function milestoneDaysLeft(milestone: Pick<MilestoneLike, 'status' | 'is_overdue' | 'days_overdue' | 'days_until_due'>): DaysLeftBadge {
  const daysRemaining = milestone.is_overdue ? -(milestone.days_overdue ?? 0) : milestone.days_until_due;
  return daysLeftBadge({ status: milestone.status, daysRemaining });
}

/** The project a milestone belongs to, named only when it is a sub-project's. */
export function subProjectLabel(milestone: Pick<MilestoneLike, 'project_id' | 'project_name'>, projectId: number): string | null {
  return milestone.project_id === projectId ? null : `Sub-project: ${milestone.project_name}`;
}

export const dueDateLabel = (dueDate: string | null) => (dueDate === null ? NO_DUE_DATE_LABEL : `Due ${formatDate(dueDate)}`);

export const progressLabel = (milestone: Pick<MilestoneLike, 'progress' | 'work_packages_total' | 'work_packages_closed' | 'status'>) =>
  milestone.status === 'closed'
    ? `${milestone.progress}% · closed`
    : `${milestone.progress}% · ${milestone.work_packages_closed} of ${milestone.work_packages_total} work package${milestone.work_packages_total === 1 ? '' : 's'} done`;

/** "3 milestones · 1 at risk · 1 critical": the header's summary of what is shown. */
export function milestoneCounts(milestones: readonly Pick<MilestoneLike, 'health_status'>[]): string {
  const count = (health: MilestoneHealth) => milestones.filter((milestone) => milestone.health_status === health).length;
  const parts = [`${milestones.length} milestone${milestones.length === 1 ? '' : 's'}`];
  if (count('at_risk') > 0) parts.push(`${count('at_risk')} at risk`);
  if (count('critical') > 0) parts.push(`${count('critical')} critical`);
  return parts.join(' · ');
}
