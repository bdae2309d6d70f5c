// Date and time display. dayjs is a federation singleton, so every package formats the same way.
import dayjs from 'dayjs';

export const DATE_FORMAT = 'MMM D, YYYY';
export const DATE_TIME_FORMAT = 'MMM D, YYYY HH:mm';
/** Shown where a date is missing or unreadable. */
export const EMPTY_VALUE = '—';

type DateInput = string | number | Date | null | undefined;

function toDayjs(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

export function formatDate(value: DateInput, fallback = EMPTY_VALUE): string {
  return toDayjs(value)?.format(DATE_FORMAT) ?? fallback;
}

export function formatDateTime(value: DateInput, fallback = EMPTY_VALUE): string {
  return toDayjs(value)?.format(DATE_TIME_FORMAT) ?? fallback;
}

// Relative time units (spec: seconds, minutes, hours, days, months of 30 days, years).
const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;
const RELATIVE_UNITS: ReadonlyArray<readonly [limit: number, size: number, name: string]> = [
  [MINUTE, SECOND, 'second'],
  [HOUR, MINUTE, 'minute'],
  [DAY, HOUR, 'hour'],
  [MONTH, DAY, 'day'],
  [YEAR, MONTH, 'month'],
  [Infinity, YEAR, 'year'],
];
/** Below this, 'just now' reads better than '3 seconds ago'. */
export const JUST_NOW_SECONDS = 5;

/** '3 minutes ago', 'in 2 days', 'just now'. */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now(), fallback = EMPTY_VALUE): string {
  const then = toDayjs(value);
  const reference = toDayjs(now);
  if (!then || !reference) return fallback;
  const diffSeconds = Math.round((reference.valueOf() - then.valueOf()) / 1000);
  const abs = Math.abs(diffSeconds);
  if (abs < JUST_NOW_SECONDS) return 'just now';
  const [, size, unit] = RELATIVE_UNITS.find(([limit]) => abs < limit)!;
  const count = Math.floor(abs / size);
  const text = `${count} ${unit}${count === 1 ? '' : 's'}`;
  return diffSeconds >= 0 ? `${text} ago` : `in ${text}`;
}
