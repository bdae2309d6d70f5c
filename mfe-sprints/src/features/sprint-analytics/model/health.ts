// The Health tab (spec 002 sections 2 and 4) for the first open sprint. The verdicts are the server's (GET
// /sprints/{id}/statistics `health`: one consistent set, with the rule and the numbers behind each); this file only
// says how they look, and computes the required velocity, a figure rather than a verdict.
import type { SprintStatistics, SprintVerdict, Tone } from '../../../entities/sprint';

export const NO_ACTIVE_SPRINT_TITLE = 'No active sprints to analyze';
export const NO_ACTIVE_SPRINT_HINT = 'Create or activate a sprint to see health metrics';
export const NOT_MEASURED_LABEL = 'Not measured';
export const NO_DATES_MESSAGE = 'The sprint has no start and end dates';

export const VERDICT_LABELS: Record<SprintVerdict, string> = { on_track: 'On Track', at_risk: 'At Risk', critical: 'Critical', unknown: 'Unknown' };
export const VERDICT_TONES: Record<SprintVerdict, Tone> = { on_track: 'green', at_risk: 'gold', critical: 'red', unknown: 'neutral' };
/** The same colours for charts (antd's green, gold and red; grey when unknown). */
export const VERDICT_CHART_COLORS: Record<SprintVerdict, string> = { on_track: '#52c41a', at_risk: '#faad14', critical: '#ff4d4f', unknown: '#8c8c8c' };

export type Figure<T> = { value: T } | { empty: string };

export interface RequiredVelocity {
  /** Points per remaining day; null when the end date has passed with points left. */
  pointsPerDay: number | null;
  remainingPoints: number;
  remainingDays: number;
}

/** Remaining points per remaining day. */
export function requiredVelocity(stats: Pick<SprintStatistics, 'totalStoryPoints' | 'completedStoryPoints' | 'daysRemaining'>): Figure<RequiredVelocity> {
  if (stats.daysRemaining === null) return { empty: NO_DATES_MESSAGE };
  const remainingPoints = Math.max(0, stats.totalStoryPoints - stats.completedStoryPoints);
  const remainingDays = Math.max(0, stats.daysRemaining);
  if (remainingPoints === 0) return { value: { pointsPerDay: 0, remainingPoints, remainingDays } };
  if (remainingDays === 0) return { value: { pointsPerDay: null, remainingPoints, remainingDays } };
  return { value: { pointsPerDay: Math.round((remainingPoints / remainingDays) * 10) / 10, remainingPoints, remainingDays } };
}
