import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Time and costs (spec 001 sections 3, 5 and 7): time entry activities (global, optionally switched off per project),
 * time entries, cost types, cost entries and hourly rates (per user, by project or as the user's default, each valid
 * from a date). Hours and money are double precision: SQLite has no decimal type, and amounts are rounded to cents
 * when represented. Dates are 'YYYY-MM-DD' text, as for work packages.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.
const ACTIVITIES = [
  { id: 1, name: 'Development', position: 1, is_default: true },
  { id: 2, name: 'Design', position: 2, is_default: false },
  { id: 3, name: 'Testing', position: 3, is_default: false },
  { id: 4, name: 'Management', position: 4, is_default: false },
  { id: 5, name: 'Support', position: 5, is_default: false },
];

/** Reference cost types an installation starts with (there is no API to manage them yet). */
const COST_TYPES = [
  { id: 1, name: 'Contractor day', unit: 'day', unit_plural: 'days', rate: 640, position: 1, is_default: true },
  { id: 2, name: 'Cloud hosting', unit: 'month', unit_plural: 'months', rate: 420, position: 2, is_default: false },
  { id: 3, name: 'Travel', unit: 'trip', unit_plural: 'trips', rate: 350, position: 3, is_default: false },
  { id: 4, name: 'Software licence', unit: 'seat', unit_plural: 'seats', rate: 29, position: 4, is_default: false },
  { id: 5, name: 'Usability test session', unit: 'session', unit_plural: 'sessions', rate: 120, position: 5, is_default: false },
];

/**
 * Permissions for existing roles. `log_time` takes OpenProject's current meaning (log time for other users too), so
 * roles that held it get `log_own_time` and `edit_own_time_entries`, and keep `log_time` only when they manage members.
 */
const GRANTS: [newPermission: string, grantedWhereRoleHas: string][] = [
  ['log_own_time', 'log_time'],
  ['edit_own_time_entries', 'log_time'],
  ['log_costs', 'log_time'],
  ['view_cost_entries', 'view_time_entries'],
  ['edit_time_entries', 'manage_members'],
  ['edit_cost_entries', 'manage_members'],
  ['view_hourly_rates', 'manage_members'],
  ['edit_hourly_rates', 'manage_members'],
  ['view_hourly_rates', 'view_cost_rates'],
];
const NEW_PERMISSIONS = [...new Set(GRANTS.map(([permission]) => permission))];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const bool = (value: boolean) => (postgres ? value : value ? 1 : 0);
  const now = new Date().toISOString();

  await db.schema
    .createTable('time_entry_activities')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db
    .insertInto('time_entry_activities' as never)
    .values(ACTIVITIES.map((a) => ({ ...a, is_default: bool(a.is_default), active: bool(true), created_at: now, updated_at: now })) as never)
    .execute();

  // A project's own setting for an activity (OpenProject's time_entry_activities_projects): without a row the
  // activity is available wherever it is active.
  await db.schema
    .createTable('time_entry_activity_projects')
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('time_entry_activities.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('active', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('time_entry_activity_projects_pk', ['activity_id', 'project_id'])
    .execute();
  await db.schema.createIndex('time_entry_activity_projects_project_id').on('time_entry_activity_projects').column('project_id').execute();

  await db.schema
    .createTable('time_entries')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    // Deleting a work package deletes the time logged on it (as OpenProject's API does).
    .addColumn('work_package_id', 'integer', (col) => col.references('work_packages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('principals.id'))
    .addColumn('logged_by_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('time_entry_activities.id'))
    .addColumn('hours', 'double precision', (col) => col.notNull())
    .addColumn('spent_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ongoing', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // One index per filter the API offers (docs/api.md, Time entries); spent_on second for the card's date range.
  const timeEntryIndexes: [string, string[]][] = [
    ['time_entries_project_spent_on', ['project_id', 'spent_on']],
    ['time_entries_work_package_spent_on', ['work_package_id', 'spent_on']],
    ['time_entries_user_spent_on', ['user_id', 'spent_on']],
    ['time_entries_activity_id', ['activity_id']],
    ['time_entries_spent_on', ['spent_on']],
  ];
  for (const [name, columns] of timeEntryIndexes) await db.schema.createIndex(name).on('time_entries').columns(columns).execute();
  // One running timer per user (OpenProject's rule), also when two requests race.
  await sql`create unique index time_entries_one_ongoing_per_user on time_entries (user_id) where ongoing`.execute(db);

  await db.schema
    .createTable('cost_types')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('unit', 'varchar(64)', (col) => col.notNull())
    .addColumn('unit_plural', 'varchar(64)', (col) => col.notNull())
    /** The current rate per unit; an entry keeps the costs computed when it was written. */
    .addColumn('rate', 'double precision', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db
    .insertInto('cost_types' as never)
    .values(COST_TYPES.map((c) => ({ ...c, is_default: bool(c.is_default), created_at: now, updated_at: now })) as never)
    .execute();

  await db.schema
    .createTable('cost_entries')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('work_package_id', 'integer', (col) => col.notNull().references('work_packages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('principals.id'))
    .addColumn('cost_type_id', 'integer', (col) => col.notNull().references('cost_types.id'))
    .addColumn('units', 'double precision', (col) => col.notNull())
    .addColumn('spent_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('overridden_costs', 'double precision')
    /** units × the cost type's rate when the entry was last written. */
    .addColumn('costs', 'double precision', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  const costEntryIndexes: [string, string[]][] = [
    ['cost_entries_work_package_id', ['work_package_id']],
    ['cost_entries_project_spent_on', ['project_id', 'spent_on']],
    ['cost_entries_user_id', ['user_id']],
    ['cost_entries_cost_type_id', ['cost_type_id']],
  ];
  for (const [name, columns] of costEntryIndexes) await db.schema.createIndex(name).on('cost_entries').columns(columns).execute();

  // A user's rate in a project, or their default rate (project_id null), each valid from a day on.
  await db.schema
    .createTable('hourly_rates')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('principals.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('cascade'))
    .addColumn('rate', 'double precision', (col) => col.notNull())
    .addColumn('valid_from', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // One rate per user, project (or default) and day; NULLs are distinct in a plain unique index, so the default
  // rate is keyed as project 0. It also serves the "rate valid on a day" lookups.
  await sql`create unique index hourly_rates_user_project_valid_from on hourly_rates (user_id, coalesce(project_id, 0), valid_from)`.execute(db);
  await db.schema.createIndex('hourly_rates_project_id').on('hourly_rates').column('project_id').execute();

  if (postgres) {
    await sql`select setval(pg_get_serial_sequence('time_entry_activities', 'id'), (select max(id) from time_entry_activities))`.execute(db);
    await sql`select setval(pg_get_serial_sequence('cost_types', 'id'), (select max(id) from cost_types))`.execute(db);
  }

  for (const [permission, where] of GRANTS) {
    await sql`insert into role_permissions (role_id, permission)
              select distinct rp.role_id, ${permission} from role_permissions rp
              where rp.permission = ${where}
                and not exists (select 1 from role_permissions x where x.role_id = rp.role_id and x.permission = ${permission})`.execute(db);
  }
  await sql`delete from role_permissions
            where permission = 'log_time'
              and role_id not in (select x.role_id from role_permissions x where x.permission = 'manage_members')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`insert into role_permissions (role_id, permission)
            select distinct rp.role_id, 'log_time' from role_permissions rp
            where rp.permission = 'log_own_time'
              and not exists (select 1 from role_permissions x where x.role_id = rp.role_id and x.permission = 'log_time')`.execute(db);
  await db.deleteFrom('role_permissions' as never).where('permission' as never, 'in', NEW_PERMISSIONS as never).execute();
  for (const table of ['hourly_rates', 'cost_entries', 'cost_types', 'time_entries', 'time_entry_activity_projects', 'time_entry_activities']) {
    await db.schema.dropTable(table).execute();
  }
}
