// Writing journals for any journaled resource (work packages, versions, and the areas to come): set-based, inside the
// transaction that made the change.
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { isPostgres } from '../db/dialect.ts';

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
 * Writes journals with their details, set-based: on SQLite one statement for the journables' current versions, then the
 * journals and the details in chunks; on PostgreSQL all of it in one statement. Call it inside the transaction that
 * made the change, after the journable's row was written: that row lock (PostgreSQL) keeps two writers from taking the
 * same version number. Returns the new journal ids in input order.
 */
export async function insertJournals(db: Db, entries: JournalEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  if (isPostgres(db)) return insertJournalsInOneStatement(db, entries);
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

/**
 * PostgreSQL: the versions, the journals and their details in one statement (a round trip, not three, on every write),
 * the rows passed as arrays so the statement's text does not depend on their number. Versions follow each journable's
 * latest in entry order and ids the entry order, as the statements above give them.
 */
async function insertJournalsInOneStatement(db: Db, entries: JournalEntry[]): Promise<number[]> {
  const details = entries.flatMap((entry, ordinal) => entry.details.map((detail) => ({ ordinal, ...detail })));
  const { rows } = await sql<{ id: number }>`
    with entry as (
      select * from unnest(
        ${entries.map((_, ordinal) => ordinal)}::integer[], ${entries.map((entry) => entry.journableType)}::varchar[],
        ${entries.map((entry) => entry.journableId)}::integer[], ${entries.map((entry) => entry.projectId)}::integer[],
        ${entries.map((entry) => entry.userId)}::integer[], ${entries.map((entry) => entry.notes)}::text[],
        ${entries.map((entry) => entry.createdAt)}::timestamptz[]
      ) as e (ordinal, journable_type, journable_id, project_id, user_id, notes, created_at)
    ), numbered as (
      select entry.*, row_number() over (partition by journable_type, journable_id order by ordinal)
        + coalesce((select max(j.version) from journals j where j.journable_type = entry.journable_type and j.journable_id = entry.journable_id), 0) as version
      from entry
    ), inserted as (
      insert into journals (journable_type, journable_id, project_id, user_id, version, notes, created_at, updated_at)
      select journable_type, journable_id, project_id, user_id, version, notes, created_at, created_at from numbered order by ordinal
      returning id, journable_type, journable_id, version
    ), journal as (
      select numbered.ordinal, inserted.id from numbered
      join inserted on inserted.journable_type = numbered.journable_type and inserted.journable_id = numbered.journable_id and inserted.version = numbered.version
    ), detail as (
      insert into journal_details (journal_id, property, old_value, new_value)
      select journal.id, d.property, d.old_value, d.new_value
      from unnest(
        ${details.map((detail) => detail.ordinal)}::integer[], ${details.map((detail) => detail.property)}::varchar[],
        ${details.map((detail) => detail.old_value)}::text[], ${details.map((detail) => detail.new_value)}::text[]
      ) with ordinality as d (ordinal, property, old_value, new_value, position)
      join journal on journal.ordinal = d.ordinal
      order by d.position
    )
    select id from journal order by ordinal`.execute(db);
  return rows.map((row) => row.id);
}
