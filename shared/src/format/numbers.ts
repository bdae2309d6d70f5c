// Compact counts (spec: counts are shown compactly with K and M).
const COMPACT_UNITS: ReadonlyArray<readonly [size: number, suffix: string]> = [
  [1e3, 'K'],
  [1e6, 'M'],
  [1e9, 'B'],
];

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/** 999 -> '999', 1200 -> '1.2K', 3_400_000 -> '3.4M' (one decimal, trailing .0 dropped). */
export function formatCompactNumber(value: number | null | undefined, fallback = '—'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  let unitIndex = -1;
  COMPACT_UNITS.forEach(([size], index) => {
    if (abs >= size) unitIndex = index;
  });
  if (unitIndex === -1) {
    // 999.97 would read '1000': show it as 1K.
    if (Math.round(abs * 10) / 10 < 1000) return sign + oneDecimal(abs);
    unitIndex = 0;
  }
  // 999_960 rounds to 1000K: move up a unit when there is one.
  if (Math.round((abs / COMPACT_UNITS[unitIndex][0]) * 10) / 10 >= 1000 && unitIndex < COMPACT_UNITS.length - 1) unitIndex++;
  const [size, suffix] = COMPACT_UNITS[unitIndex];
  return `${sign}${oneDecimal(abs / size)}${suffix}`;
}
