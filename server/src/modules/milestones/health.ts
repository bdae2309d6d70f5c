import { daysFrom } from '../../http/dates.ts';

/** Spec 002 sections 4 and 9: a milestone is at risk with fewer than this many days left... */
export const AT_RISK_DAYS = 7;
/** ...and progress (percent) under this. */
export const AT_RISK_PROGRESS = 50;

export const MILESTONE_HEALTH = ['healthy', 'at_risk', 'critical'] as const;
export type MilestoneHealth = (typeof MILESTONE_HEALTH)[number];
export const MILESTONE_STATUSES = ['open', 'closed'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/** What a milestone is computed from: a version and the counts of its work packages. */
export interface MilestoneSource {
  status: 'open' | 'locked' | 'closed';
  end_date: string | null;
  total: number;
  closed: number;
}

export interface MilestoneFigures {
  status: MilestoneStatus;
  progress: number;
  days_until_due: number | null;
  days_overdue: number | null;
  is_overdue: boolean;
  health_status: MilestoneHealth;
}

/**
 * Spec 002 sections 3 and 4, one place for the list and the dashboards. A locked version is still an open milestone
 * (work is frozen, not finished). Progress is the share of its work packages in a closed status; a closed milestone is
 * 100. Overdue: due before today and not closed (a finished milestone is never late). Critical when overdue; at risk
 * with fewer than 7 days left and progress under 50; otherwise healthy (also without a due date).
 */
export function milestoneFigures(source: MilestoneSource, today: string): MilestoneFigures {
  const status: MilestoneStatus = source.status === 'closed' ? 'closed' : 'open';
  const progress = status === 'closed' ? 100 : source.total > 0 ? Math.round((source.closed / source.total) * 100) : 0;
  const days = source.end_date === null ? null : daysFrom(today, source.end_date);
  const isOverdue = status === 'open' && days !== null && days < 0;
  let health: MilestoneHealth = 'healthy';
  if (isOverdue) health = 'critical';
  else if (status === 'open' && days !== null && days < AT_RISK_DAYS && progress < AT_RISK_PROGRESS) health = 'at_risk';
  return {
    status,
    progress,
    days_until_due: days === null ? null : Math.max(0, days),
    days_overdue: days === null ? null : isOverdue ? -days : 0,
    is_overdue: isOverdue,
    health_status: health,
  };
}
