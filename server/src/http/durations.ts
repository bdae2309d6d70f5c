// ISO 8601 durations for hour-valued fields (estimatedTime, remainingTime, and later time entries), as OpenProject
// reads and writes them: any duration is converted to hours (1 day = 24 h, 1 week = 7 days); output is PT…H…M.

const HOURS_PER_DAY = 24;
const HOURS_PER_WEEK = 7 * HOURS_PER_DAY;

// Years and months are refused: their length in hours is ambiguous.
const ISO_DURATION = /^(-)?P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

const part = (value: string | undefined) => (value ? Number(value.replace(',', '.')) : 0);

/** 'PT2H30M' -> 2.5, 'P1DT2H' -> 26, '-PT1H' -> -1; null when the text is not an ISO 8601 duration. */
export function parseIsoDuration(value: string): number | null {
  const text = value.trim().toUpperCase();
  const match = ISO_DURATION.exec(text);
  // 'P' and 'PT' alone carry no value and are not valid ISO 8601.
  if (!match || text.endsWith('P') || text.endsWith('T')) return null;
  const [, sign, weeks, days, hours, minutes, seconds] = match;
  const total = part(weeks) * HOURS_PER_WEEK + part(days) * HOURS_PER_DAY + part(hours) + part(minutes) / 60 + part(seconds) / 3600;
  return sign ? -total : total;
}

/** 2.5 -> 'PT2H30M', 0.25 -> 'PT15M', 8 -> 'PT8H', 0 -> 'PT0H'; rounded to whole minutes. */
export function formatIsoDuration(hours: number): string {
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  const sign = hours < 0 && totalMinutes > 0 ? '-' : '';
  const wholeHours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (minutes === 0) return `${sign}PT${wholeHours}H`;
  return wholeHours === 0 ? `${sign}PT${minutes}M` : `${sign}PT${wholeHours}H${minutes}M`;
}

/** 2.5 -> '2h 30m', 0.25 -> '15m', 8 -> '8h' (activity texts). */
export function formatHoursText(hours: number): string {
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  const wholeHours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (minutes === 0) return `${wholeHours}h`;
  return wholeHours === 0 ? `${minutes}m` : `${wholeHours}h ${minutes}m`;
}
