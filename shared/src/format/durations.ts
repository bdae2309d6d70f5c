// ISO 8601 durations <-> hours. The API sends hour values as durations (PT1H30M), possibly with
// day or week parts for large values (1 day = 24 h, as OpenProject formats them).

const HOURS_PER_DAY = 24;
const HOURS_PER_WEEK = 7 * HOURS_PER_DAY;

// Years and months are rejected: their length in hours is ambiguous, and no hour field uses them.
const ISO_DURATION = /^(-)?P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

const num = (part: string | undefined) => (part ? Number(part.replace(',', '.')) : 0);

/** 'PT1H30M' -> 1.5, 'P1DT2H' -> 26. null for an empty or malformed value. */
export function parseIsoDuration(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  const match = ISO_DURATION.exec(text);
  // 'P' or 'PT' alone carry no value and are not valid ISO 8601.
  if (!match || text.endsWith('P') || text.endsWith('T')) return null;
  const [, sign, weeks, days, hours, minutes, seconds] = match;
  const total = num(weeks) * HOURS_PER_WEEK + num(days) * HOURS_PER_DAY + num(hours) + num(minutes) / 60 + num(seconds) / 3600;
  return sign ? -total : total;
}

/** 1.5 -> 'PT1H30M', 26 -> 'PT26H', 0 -> 'PT0H'. Rounded to whole minutes. */
export function formatIsoDuration(hours: number): string {
  if (!Number.isFinite(hours) || hours < 0) throw new RangeError('A duration must be zero or a positive number of hours.');
  const totalMinutes = Math.round(hours * 60);
  const wholeHours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (minutes === 0) return `PT${wholeHours}H`;
  return wholeHours === 0 ? `PT${minutes}M` : `PT${wholeHours}H${minutes}M`;
}

/** 1.5 -> '1h 30m', 0.25 -> '15m', 8 -> '8h'; accepts an ISO duration too. */
export function formatHours(value: number | string | null | undefined, fallback = '—'): string {
  const hours = typeof value === 'string' ? parseIsoDuration(value) : value;
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return fallback;
  const sign = hours < 0 ? '-' : '';
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  const wholeHours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (wholeHours === 0 && minutes === 0) return '0h';
  if (minutes === 0) return `${sign}${wholeHours}h`;
  return wholeHours === 0 ? `${sign}${minutes}m` : `${sign}${wholeHours}h ${minutes}m`;
}
