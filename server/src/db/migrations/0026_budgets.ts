import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Budgets and project finance settings (issue 19, spec 003 sections 2, 8, 9): one budget per project (planned labour
 * and material costs, as OpenProject's budgets; actuals are computed from time and cost entries, never stored) and the
 * project's currency, locale and default hourly rate (the cost rate of a user without an hourly rate). Money is
 * double precision like the other amounts (migration 0006); the checks keep budgets non-negative whatever writes them.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

/** Who gets the new permissions: roles that see cost rates see budgets; roles that edit the project edit them. */
const GRANTS: [newPermission: string, grantedWhereRoleHas: string][] = [
  ['view_budgets', 'view_cost_rates'],
  ['view_budgets', 'edit_project'],
  ['edit_budgets', 'edit_project'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema.alterTable('projects').addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('USD')).execute();
  await db.schema.alterTable('projects').addColumn('locale', 'varchar(35)', (col) => col.notNull().defaultTo('en-US')).execute();
  await db.schema.alterTable('projects').addColumn('default_hourly_rate', 'double precision', (col) => col.notNull().defaultTo(80)).execute();

  await db.schema
    .createTable('budgets')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (col) => col.notNull().unique().references('projects.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('planned_labour_cost', 'double precision', (col) => col.notNull().defaultTo(0).check(sql`planned_labour_cost >= 0`))
    .addColumn('planned_material_cost', 'double precision', (col) => col.notNull().defaultTo(0).check(sql`planned_material_cost >= 0`))
    .addColumn('lock_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  // The costs page filters a project's entries by user, activity and cost type (period second for the date range).
  await db.schema.createIndex('time_entries_project_user_spent_on').on('time_entries').columns(['project_id', 'user_id', 'spent_on']).execute();
  await db.schema.createIndex('time_entries_project_activity_spent_on').on('time_entries').columns(['project_id', 'activity_id', 'spent_on']).execute();
  await db.schema.createIndex('cost_entries_project_user_spent_on').on('cost_entries').columns(['project_id', 'user_id', 'spent_on']).execute();
  await db.schema.createIndex('cost_entries_project_cost_type_spent_on').on('cost_entries').columns(['project_id', 'cost_type_id', 'spent_on']).execute();

  for (const [permission, where] of GRANTS) {
    await sql`insert into role_permissions (role_id, permission)
              select distinct rp.role_id, ${permission} from role_permissions rp
              where rp.permission = ${where}
                and not exists (select 1 from role_permissions x where x.role_id = rp.role_id and x.permission = ${permission})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.deleteFrom('role_permissions' as never).where('permission' as never, 'in', ['view_budgets', 'edit_budgets'] as never).execute();
  for (const index of ['time_entries_project_user_spent_on', 'time_entries_project_activity_spent_on', 'cost_entries_project_user_spent_on', 'cost_entries_project_cost_type_spent_on']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('budgets').execute();
  for (const column of ['default_hourly_rate', 'locale', 'currency']) await db.schema.alterTable('projects').dropColumn(column).execute();
}
