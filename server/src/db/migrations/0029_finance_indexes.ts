import type { Kysely } from 'kysely';

/**
 * The Finance view (modules/finance) sums a project's time and cost entries over a day range, grouped by user,
 * activity, cost type, task or period (issue 19's bench: 100,000 time entries). Covering indexes led by
 * (project_id, spent_on) hold every column those aggregates read, so they read an index range instead of the wide
 * rows (comments); the export's (spent_on, id) keyset walks the same index in order.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('time_entries_finance').on('time_entries')
    .columns(['project_id', 'spent_on', 'id', 'user_id', 'hours', 'activity_id', 'work_package_id']).execute();
  await db.schema.createIndex('cost_entries_finance').on('cost_entries')
    .columns(['project_id', 'spent_on', 'id', 'user_id', 'cost_type_id', 'costs', 'overridden_costs', 'work_package_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('cost_entries_finance').execute();
  await db.schema.dropIndex('time_entries_finance').execute();
}
