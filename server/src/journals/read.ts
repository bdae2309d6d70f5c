import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { toCount } from '../db/values.ts';
import type { ParsedSort } from '../http/query.ts';

// Reading journals of any journaled resource: pages of a journable's journals, their details, and the names of the
// rows their details refer to.

/** What a journaled value refers to, so an activity can show a name instead of an id. */
export type ReferenceKind = 'status' | 'priority' | 'type' | 'principal' | 'work_package' | 'project' | 'version';

/** One page of a journable's journal ids in order, with the total in the same statement (a window count). */
export async function journalPage(
  db: Db,
  journableType: string,
  journableId: number,
  sort: ParsedSort[],
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number | null }> {
  // The total as a scalar subquery, not a window count (which materialises every matching row before the limit).
  const ofJournable = () => db.selectFrom('journals').where('journals.journable_type', '=', journableType).where('journals.journable_id', '=', journableId);
  const total = ofJournable().select((eb) => eb.fn.countAll<string | number>().as('count'));
  let query = ofJournable().select(['journals.id', total.as('total')]);
  for (const entry of sort) query = query.orderBy(sql.ref(entry.column), entry.direction);
  const rows = await query.orderBy('journals.id', sort[0]?.direction ?? 'asc').limit(limit).offset(offset).execute();
  return { ids: rows.map((row) => row.id), total: rows.length > 0 ? toCount(rows[0].total) : null };
}

export async function countJournals(db: Db, journableType: string, journableId: number): Promise<number> {
  const row = await db
    .selectFrom('journals')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('journable_type', '=', journableType)
    .where('journable_id', '=', journableId)
    .executeTakeFirst();
  return toCount(row?.total);
}

/** Journals with their author's name, one statement for any number of ids. */
export function findJournalsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('journals')
    .leftJoin('principals', 'principals.id', 'journals.user_id')
    .selectAll('journals')
    .select(['principals.name as user_name'])
    .where('journals.id', 'in', ids)
    .execute();
}

export type JournalRecord = Awaited<ReturnType<typeof findJournalsByIds>>[number];

export function findJournal(db: Db, id: number) {
  return db.selectFrom('journals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The details of many journals, one statement. */
export function findDetails(db: Db, journalIds: number[]) {
  if (journalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('journal_details')
    .select(['journal_id', 'property', 'old_value', 'new_value'])
    .where('journal_id', 'in', journalIds)
    .orderBy('id')
    .execute();
}

/** Where the name of each kind of journaled reference lives (a deleted row's id is shown as it is). */
export const REFERENCE_TABLES: Partial<Record<ReferenceKind, { table: string; column: string }>> = {
  status: { table: 'statuses', column: 'name' },
  priority: { table: 'priorities', column: 'name' },
  type: { table: 'types', column: 'name' },
  principal: { table: 'principals', column: 'name' },
  work_package: { table: 'work_packages', column: 'subject' },
  project: { table: 'projects', column: 'name' },
  version: { table: 'versions', column: 'name' },
};

export type ReferenceNames = Map<ReferenceKind, Map<number, string>>;

/** The names of every referenced row of a page of journals: one statement (a union over the tables involved). */
export async function referenceNames(db: Db, wanted: Map<ReferenceKind, Set<number>>): Promise<ReferenceNames> {
  const parts = [...wanted.entries()].flatMap(([kind, ids]) => {
    const target = REFERENCE_TABLES[kind];
    if (!target || ids.size === 0) return [];
    return [sql`select ${sql.lit(kind)} as kind, id, ${sql.ref(target.column)} as name from ${sql.table(target.table)} where id in (${sql.join([...ids])})`];
  });
  const result: ReferenceNames = new Map();
  if (parts.length === 0) return result;
  const rows = await sql<{ kind: ReferenceKind; id: number; name: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  for (const row of rows.rows) {
    const names = result.get(row.kind) ?? new Map<number, string>();
    names.set(Number(row.id), row.name);
    result.set(row.kind, names);
  }
  return result;
}

export async function updateJournalNotes(db: Db, id: number, notes: string, now: string): Promise<void> {
  await db.updateTable('journals').set({ notes, updated_at: now }).where('id', '=', id).execute();
}
