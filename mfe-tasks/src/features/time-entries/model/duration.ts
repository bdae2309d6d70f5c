// The time entry form's duration: decimal hours ('1.5', '1,5') or h:mm ('1:30', minutes 0 to 59), to hours and to
// the API's ISO 8601 duration (PT0M for zero).
import { DURATION_INVALID, DURATION_MINUTES_INVALID, DURATION_NOT_POSITIVE, DURATION_TOO_LONG, TIME_ENTRY_MAX_HOURS } from './time-entries-constants';

export type DurationParse = { ok: true; hours: number } | { ok: false; message: string };

const DECIMAL = /^(\d+(?:[.,]\d*)?|[.,]\d+)$/;
const HOURS_MINUTES = /^(\d*):(\d{1,2})$/;

/** Parses what the user typed; blank input is not a duration (the form says it is required). */
export function parseDurationInput(text: string): DurationParse {
  const value = text.trim();
  const clock = HOURS_MINUTES.exec(value);
  if (clock) {
    const minutes = Number(clock[2]);
    if (minutes > 59) return { ok: false, message: DURATION_MINUTES_INVALID };
    return { ok: true, hours: Number(clock[1] || '0') + minutes / 60 };
  }
  if (DECIMAL.test(value)) return { ok: true, hours: Number(value.replace(',', '.')) };
  return { ok: false, message: DURATION_INVALID };
}

/** What the form may log: a duration the server takes (more than 0, at most 24 hours), or why not. */
export function loggableDuration(text: string): DurationParse {
  const parsed = parseDurationInput(text);
  if (!parsed.ok) return parsed;
  if (!(Math.round(parsed.hours * 60) > 0)) return { ok: false, message: DURATION_NOT_POSITIVE };
  if (parsed.hours > TIME_ENTRY_MAX_HOURS) return { ok: false, message: DURATION_TOO_LONG };
  return parsed;
}

/** 1.5 -> 'PT1H30M', 2 -> 'PT2H', 0.25 -> 'PT15M', 0 -> 'PT0M'; rounded to whole minutes. */
export function hoursToIsoDuration(hours: number): string {
  const totalMinutes = Math.round(Math.max(0, hours) * 60);
  const wholeHours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (wholeHours === 0) return `PT${minutes}M`;
  return minutes === 0 ? `PT${wholeHours}H` : `PT${wholeHours}H${minutes}M`;
}

/** The value the inline edit starts from: 1.5 -> '1.5', 1.3333 -> '1.33'. */
export function hoursToDecimalText(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/**
 * What an inline hours edit means: a positive number of hours, or null when the edit is to be ignored (blank,
 * not a number, zero or negative; spec 001 section 5).
 */
export function inlineHoursValue(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const hours = Number(value.replace(',', '.'));
  return Number.isFinite(hours) && hours > 0 ? hours : null;
}
