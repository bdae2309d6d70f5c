/** Normalises the two drivers' value shapes (see schema.ts). */
export function toBoolean(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

/** The form we write (Date#toISOString); SQLite hands it back unchanged, so it needs no re-parsing (a hot path). */
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function toIsoString(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return CANONICAL_ISO.test(value) ? value : new Date(value).toISOString();
}

export function toIsoStringOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : toIsoString(value);
}

/** COUNT(*) is a bigint string on PostgreSQL and a number on SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

/**
 * The largest id an integer column holds (PostgreSQL `integer`/`serial`). A bigger number in a path, link or filter
 * cannot name a row; passing it to PostgreSQL would be an out-of-range error (a 500), so it is treated as no match.
 */
export const MAX_ROW_ID = 2_147_483_647;

export const isStorableId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;
