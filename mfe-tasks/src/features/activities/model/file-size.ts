// Attachment sizes (spec 001 section 3: shown in B, KB, MB, GB), in binary units as file managers show them.
const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/** 512 -> '512 B', 1536 -> '1.5 KB', 5_242_880 -> '5 MB'; GB is the largest unit. */
export function formatFileSize(bytes: number | null | undefined, fallback = '—'): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return fallback;
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit++;
  }
  // 1023.96 KB would read '1024 KB': show it in the next unit instead.
  if (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= STEP) {
    value /= STEP;
    unit++;
  }
  const text = unit === 0 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
  return `${text} ${UNITS[unit]}`;
}
