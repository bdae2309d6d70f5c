// How a sprint's status and dates read wherever a sprint is shown (board column, dialogs, analytics).
import dayjs from 'dayjs';
import { formatDate, type VersionStatus } from '@tessera/shared';
import type { Tone } from './tones';

export const STATUS_TAG_TONES: Record<VersionStatus, Tone> = { open: 'green', locked: 'orange', closed: 'neutral' };
export const NO_DATES_LABEL = 'No dates';

export function sprintDateRange(startDate: string | null, endDate: string | null): string {
  if (!startDate && !endDate) return NO_DATES_LABEL;
  return `${formatDate(startDate)} – ${formatDate(endDate)}`;
}

/** Days from today to the end date (what the server computes as daysRemaining), for a sprint not yet saved. */
export function daysUntil(endDate: string | null, today = dayjs()): number | null {
  return endDate ? dayjs(endDate).startOf('day').diff(today.startOf('day'), 'day') : null;
}
