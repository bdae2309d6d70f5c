import type { Kysely } from 'kysely';

/**
 * The Finance view prices time entries per (user, day): it looks the rate up once per user and day of the range and
 * then reads that day's entries of the user (modules/finance/queries.ts 'timeSource'; issue 19's bench, 100,000 time
 * entries). An index led by (project_id, user_id, spent_on) holding the columns the figures group by gives both reads
 * from the index alone, in (user, day) order. It replaces migration 0026's (project_id, user_id, spent_on), a prefix
 * of it, so writes keep the same number of indexes; the costs page's filter by user uses it as before.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('time_entries_project_user_day').on('time_entries')
    .columns(['project_id', 'user_id', 'spent_on', 'work_package_id', 'activity_id', 'hours']).execute();
  await db.schema.dropIndex('time_entries_project_user_spent_on').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('time_entries_project_user_spent_on').on('time_entries').columns(['project_id', 'user_id', 'spent_on']).execute();
  await db.schema.dropIndex('time_entries_project_user_day').execute();
}
