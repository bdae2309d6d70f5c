// The days-left badge of an open sprint (spec 002 section 9): red at 3 days or fewer, yellow at 7 or fewer.
import type { ProjectVersion } from '@tessera/shared';
import type { Tone } from './tones';

export const DAYS_LEFT_DANGER = 3;
export const DAYS_LEFT_WARNING = 7;

export type DaysLeftLevel = 'danger' | 'warning' | 'normal';

export interface DaysLeftBadge {
  text: string;
  level: DaysLeftLevel;
}

export const DAYS_LEFT_TONES: Record<DaysLeftLevel, Tone> = { danger: 'red', warning: 'gold', normal: 'blue' };

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** Only open sprints with an end date have one (the server sends daysRemaining for those only). */
export function daysLeftBadge(version: Pick<ProjectVersion, 'status' | 'daysRemaining'>): DaysLeftBadge | null {
  const remaining = version.daysRemaining;
  if (version.status !== 'open' || remaining === null) return null;
  if (remaining < 0) return { text: `${days(-remaining)} overdue`, level: 'danger' };
  if (remaining === 0) return { text: 'Ends today', level: 'danger' };
  const level: DaysLeftLevel = remaining <= DAYS_LEFT_DANGER ? 'danger' : remaining <= DAYS_LEFT_WARNING ? 'warning' : 'normal';
  return { text: `${days(remaining)} left`, level };
}
