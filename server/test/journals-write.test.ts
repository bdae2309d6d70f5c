// insertJournals, the journals kernel's write (one statement on PostgreSQL, three on SQLite): versions per journable in
// entry order after the latest stored one, ids in entry order, every detail under its journal, values kept as sent.
import { insertJournals, WORK_PACKAGE_JOURNABLE, type JournalEntry } from '../src/journals/index.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

test('versions follow each journable in entry order, ids the entries, details their journal', async () => {
  const [a, b] = (await ctx.db.selectFrom('work_packages').select(['id', 'project_id']).orderBy('id').limit(2).execute());
  const latest = async (id: number) =>
    Number((await ctx.db.selectFrom('journals').select((eb) => eb.fn.max('version').as('version')).where('journable_type', '=', WORK_PACKAGE_JOURNABLE).where('journable_id', '=', id).executeTakeFirst())?.version ?? 0);
  const [latestA, latestB] = [await latest(a.id), await latest(b.id)];
  const at = '2026-03-02T10:00:00.000Z';
  const entry = (id: number, projectId: number, notes: string, details: JournalEntry['details']): JournalEntry =>
    ({ journableType: WORK_PACKAGE_JOURNABLE, journableId: id, projectId, userId: null, notes, createdAt: at, details });
  const entries = [
    entry(a.id, a.project_id, 'first of a', [{ property: 'subject', old_value: null, new_value: 'Quotes " and \\ backslash, {braces}' }]),
    entry(b.id, b.project_id, '', [{ property: 'status_id', old_value: '1', new_value: '2' }, { property: 'priority_id', old_value: '8', new_value: null }]),
    entry(a.id, a.project_id, 'second of a', []),
  ];
  const ids = await ctx.db.transaction().execute((trx) => insertJournals(trx, entries));
  expect(ids).toHaveLength(3);
  expect([...ids].sort((x, y) => x - y)).toEqual(ids);

  const journals = await ctx.db.selectFrom('journals').selectAll().where('id', 'in', ids).orderBy('id').execute();
  expect(journals.map((journal) => [journal.journable_id, journal.version, journal.notes, journal.project_id, journal.user_id])).toEqual([
    [a.id, latestA + 1, 'first of a', a.project_id, null],
    [b.id, latestB + 1, '', b.project_id, null],
    [a.id, latestA + 2, 'second of a', a.project_id, null],
  ]);
  expect(new Date(journals[0].created_at).toISOString()).toBe(at);
  expect(new Date(journals[0].updated_at).toISOString()).toBe(at);
  const detailsOf = (journalId: number) =>
    ctx.db.selectFrom('journal_details').select(['property', 'old_value', 'new_value']).where('journal_id', '=', journalId).orderBy('id').execute();
  expect(await detailsOf(ids[0])).toEqual(entries[0].details);
  expect(await detailsOf(ids[1])).toEqual(entries[1].details);
  expect(await detailsOf(ids[2])).toEqual([]);
  expect(await ctx.db.transaction().execute((trx) => insertJournals(trx, []))).toEqual([]);
});
