// Reading write bodies: links by href, dates, money, the app clock's day and the next updated_at.
import { isStorableId } from '../db/values.ts';
import { constraintViolation } from './errors.ts';
import { API_PREFIX } from './hal.ts';

export interface LinkInput {
  href?: string | null;
}

/** The path of a resource kind under /api/v3 (e.g. 'projects', 'time_entries/activities'). */
export const hrefPattern = (path: string) => new RegExp(`^${API_PREFIX}/${path}/([1-9]\\d{0,15})$`);

/**
 * undefined: the link was not sent; null: sent without a value; otherwise the id in the href. A malformed href is a
 * 422 naming the link; an id no row can have is 0, which matches nothing (so it reads as "does not exist").
 */
export function linkedId(link: LinkInput | undefined, attribute: string, pattern: RegExp, malformed: string): number | null | undefined {
  if (link === undefined) return undefined;
  const href = typeof link.href === 'string' ? link.href.trim() : '';
  if (href === '') return null;
  const match = pattern.exec(href);
  if (!match) throw constraintViolation(attribute, malformed);
  const id = Number(match[1]);
  return isStorableId(id) ? id : 0;
}

export { isCalendarDate } from './dates.ts';

/** The app clock's day (UTC), 'YYYY-MM-DD': the "today" that spentOn may not pass. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Money as represented: rounded to cents. */
export const money = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;

/** The next updated_at: now, but always later than the previous value, so "recently updated" orders and the list caches keyed by it stay true. */
export function nextUpdatedAt(previous: Date | string, now: Date): string {
  return new Date(Math.max(now.getTime(), new Date(previous).getTime() + 1)).toISOString();
}
