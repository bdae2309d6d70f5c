const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date 'YYYY-MM-DD' (not 2026-02-30, not 2026-13-01). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  // '2026-13-01' does not parse; '2026-02-30' parses as another day.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
