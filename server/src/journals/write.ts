// Writing journals for any journaled resource (work packages, versions, and the areas to come): set-based, inside the
// transaction that made the change.
import type { Db } from '../db/index.ts';

/** One changed property of a journal: values as text, null for none. */
export interface DetailInput {
  property: string;
  old_value: string | null;
  new_value: string | null;
}

/** A journaled value as text (null stays null). */
export function journalValue(value: string | number | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

export interface JournalEntry {
  journableType: string;
  journableId: number;
  projectId: number | null;
  userId: number | null;
  notes: string;
  createdAt: string;
  details: DetailInput[];
}

/** Keeps multi-row inserts under SQLite's bound-parameter limit (32766) and PostgreSQL's (65535). */
const MAX_PARAMETERS_PER_STATEMENT = 30_000;
const JOURNAL_COLUMNS = 8;
const DETAIL_COLUMNS = 4;

function chunks<T>(rows: T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS_PER_STATEMENT / columns));
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

/**
 * Writes journals with their details, set-based: one statement for the journables' current versions, then the
 * journals and the details in chunks. Call it inside the transaction that made the change, after the journable's
 * row was written: that row lock (PostgreSQL) keeps two writers from taking the same version number.
 * Returns the new journal ids in input order.
 */
export async function insertJournals(db: Db, entries: JournalEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const byType = new Map<string, number[]>();
  for (const entry of entries) byType.set(entry.journableType, [...(byType.get(entry.journableType) ?? []), entry.journableId]);
  const latest = new Map<string, number>();
  for (const [type, ids] of byType) {
    for (const idChunk of chunks([...new Set(ids)], 1)) {
      const rows = await db
        .selectFrom('journals')
        .select(['journable_id', (eb) => eb.fn.max('version').as('version')])
        .where('journable_type', '=', type)
        .where('journable_id', 'in', idChunk)
        .groupBy('journable_id')
        .execute();
      for (const row of rows) latest.set(`${type}:${row.journable_id}`, Number(row.version));
    }
  }
  const rows = entries.map((entry) => {
    const key = `${entry.journableType}:${entry.journableId}`;
    const version = (latest.get(key) ?? 0) + 1;
    latest.set(key, version);
    return {
      journable_type: entry.journableType,
      journable_id: entry.journableId,
      project_id: entry.projectId,
      user_id: entry.userId,
      version,
      notes: entry.notes,
      created_at: entry.createdAt,
      updated_at: entry.createdAt,
    };
  });
  const ids: number[] = [];
  for (const chunk of chunks(rows, JOURNAL_COLUMNS)) {
    // RETURNING follows the VALUES order on both databases for a plain multi-row insert.
    const inserted = await db.insertInto('journals').values(chunk).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  const details = entries.flatMap((entry, index) => entry.details.map((detail) => ({ journal_id: ids[index], ...detail })));
  for (const chunk of chunks(details, DETAIL_COLUMNS)) await db.insertInto('journal_details').values(chunk).execute();
  return ids;
}
