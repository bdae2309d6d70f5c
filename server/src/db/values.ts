/** Normalises the two drivers' value shapes (see schema.ts). */
export function toBoolean(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

export function toIsoString(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toIsoStringOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : toIsoString(value);
}

/** COUNT(*) is a bigint string on PostgreSQL and a number on SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}
