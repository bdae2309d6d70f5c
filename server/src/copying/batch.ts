import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Rows per INSERT stay under SQLite's bound-parameter limit (32766) and PostgreSQL's (65535). */
const MAX_PARAMETERS_PER_STATEMENT = 30_000;

function chunkSize(rows: readonly object[]): number {
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  return Math.max(1, Math.floor(MAX_PARAMETERS_PER_STATEMENT / columns));
}

/** Multi-row inserts in as few statements as the parameter limits allow (inside the caller's transaction). */
export async function insertInChunks<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  const size = chunkSize(rows);
  for (let start = 0; start < rows.length; start += size) {
    await db.insertInto(table).values(rows.slice(start, start + size) as never).execute();
  }
}
