// The period of a financial analysis: a preset (the spec's Last 7 days, Last 30 days, Last 3 months; 30 days by
// default) or a custom range, both ends included. Bad input is a 422 naming the field and reads nothing.
import { constraintViolation } from '../../http/errors.ts';
import { isCalendarDate } from '../../http/inputs.ts';
import type { Interval, Range } from './queries.ts';

export const PERIODS = ['7d', '30d', '3m', 'custom'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '30d';
export const MAX_RANGE_YEARS = 5;

export const PERIOD_MESSAGES = {
  fromRequired: 'A custom period needs a start date (from).',
  toRequired: 'A custom period needs an end date (to).',
  fromInvalid: 'The start date (from) must be a date (YYYY-MM-DD).',
  toInvalid: 'The end date (to) must be a date (YYYY-MM-DD).',
  toBeforeFrom: 'The end date (to) must not be before the start date (from).',
  tooLong: `The period must not be longer than ${MAX_RANGE_YEARS} years.`,
} as const;

const DAY_MS = 86_400_000;
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);
const format = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => format(parse(day) + days * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((parse(to) - parse(from)) / DAY_MS);

function addMonths(day: string, months: number): string {
  const date = new Date(parse(day));
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  // The same day of the month, or the month's last day (31 March minus one month is 28/29 February).
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return format(target.getTime());
}

export interface PeriodQuery { period?: Period; from?: string; to?: string }

/** The range a query asks for; from/to without a period mean a custom one. */
export function resolveRange(query: PeriodQuery, today: string): Range & { period: Period } {
  const period: Period = query.period ?? (query.from !== undefined || query.to !== undefined ? 'custom' : DEFAULT_PERIOD);
  if (period === '7d') return { period, from: addDays(today, -6), to: today };
  if (period === '30d') return { period, from: addDays(today, -29), to: today };
  if (period === '3m') return { period, from: addDays(addMonths(today, -3), 1), to: today };
  if (query.from === undefined || query.from === '') throw constraintViolation('from', PERIOD_MESSAGES.fromRequired);
  if (query.to === undefined || query.to === '') throw constraintViolation('to', PERIOD_MESSAGES.toRequired);
  if (!isCalendarDate(query.from)) throw constraintViolation('from', PERIOD_MESSAGES.fromInvalid);
  if (!isCalendarDate(query.to)) throw constraintViolation('to', PERIOD_MESSAGES.toInvalid);
  if (query.to < query.from) throw constraintViolation('to', PERIOD_MESSAGES.toBeforeFrom);
  if (query.to >= addMonths(query.from, MAX_RANGE_YEARS * 12)) throw constraintViolation('to', PERIOD_MESSAGES.tooLong);
  return { period, from: query.from, to: query.to };
}

/** Weeks up to about three months, months beyond (a chart of 260 weekly points over five years says little). */
export const defaultInterval = (range: Range): Interval => (daysBetween(range.from, range.to) <= 92 ? 'week' : 'month');

/** Every week (Monday) or month (1st) start from the one holding `from` to the one holding `to`. */
export function bucketsOf(range: Range, interval: Interval): string[] {
  const starts: string[] = [];
  if (interval === 'month') {
    for (let day = `${range.from.slice(0, 7)}-01`; day <= range.to; day = addMonths(day, 1)) starts.push(day);
    return starts;
  }
  const weekday = (new Date(parse(range.from)).getUTCDay() + 6) % 7; // Monday 0
  for (let day = addDays(range.from, -weekday); day <= range.to; day = addDays(day, 7)) starts.push(day);
  return starts;
}
