const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date 'YYYY-MM-DD' (not 2026-02-30, not 2026-13-01). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  // '2026-13-01' does not parse; '2026-02-30' parses as another day.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const DAY_MS = 86_400_000;

/** Whole days from one 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
