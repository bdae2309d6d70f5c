import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Work packages (tasks) with their reference data (statuses, priorities) and the journals that record every change.
 * Status and priority ids are fixed because clients know them (spec 001 section 4: priorities Low 7, Normal 8,
 * High 9, Immediate 10). Dates are 'YYYY-MM-DD' text on both databases: pg would turn a DATE into a local-midnight
 * Date object, and text compares and sorts the same way.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.
const STATUSES = [
  { id: 1, name: 'New', color: '#1677ff', position: 1, is_closed: false, is_default: true },
  { id: 2, name: 'In Progress', color: '#fa8c16', position: 2, is_closed: false, is_default: false },
  { id: 3, name: 'On Hold', color: '#8c8c8c', position: 3, is_closed: false, is_default: false },
  { id: 4, name: 'Completed', color: '#52c41a', position: 4, is_closed: true, is_default: false },
  { id: 5, name: 'Rejected', color: '#cf1322', position: 5, is_closed: true, is_default: false },
];

const PRIORITIES = [
  { id: 7, name: 'Low', color: '#8c8c8c', position: 1, is_default: false },
  { id: 8, name: 'Normal', color: '#1677ff', position: 2, is_default: true },
  { id: 9, name: 'High', color: '#fa8c16', position: 3, is_default: false },
  { id: 10, name: 'Immediate', color: '#cf1322', position: 4, is_default: false },
];

/** Existing installations get the new work package permissions on every role that may already edit work packages. */
const NEW_PERMISSIONS = ['add_work_package_notes', 'manage_subtasks'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const bool = (value: boolean) => (postgres ? value : value ? 1 : 0);
  const now = new Date().toISOString();

  await db.schema
    .createTable('statuses')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('color', 'varchar(16)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('is_closed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db
    .insertInto('statuses' as never)
    .values(STATUSES.map((s) => ({ ...s, is_closed: bool(s.is_closed), is_default: bool(s.is_default), created_at: now, updated_at: now })) as never)
    .execute();

  await db.schema
    .createTable('priorities')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('color', 'varchar(16)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db
    .insertInto('priorities' as never)
    .values(PRIORITIES.map((p) => ({ ...p, is_default: bool(p.is_default), is_active: bool(true), created_at: now, updated_at: now })) as never)
    .execute();
  if (postgres) {
    await sql`select setval(pg_get_serial_sequence('statuses', 'id'), (select max(id) from statuses))`.execute(db);
    await sql`select setval(pg_get_serial_sequence('priorities', 'id'), (select max(id) from priorities))`.execute(db);
  }

  await db.schema
    .createTable('work_packages')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('type_id', 'integer', (col) => col.notNull().references('types.id'))
    .addColumn('status_id', 'integer', (col) => col.notNull().references('statuses.id'))
    .addColumn('priority_id', 'integer', (col) => col.notNull().references('priorities.id'))
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('author_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('assigned_to_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('responsible_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    // Deleting a work package deletes its descendants (as in OpenProject); the service journals them first.
    .addColumn('parent_id', 'integer', (col) => col.references('work_packages.id').onDelete('cascade'))
    // Versions arrive with sprints; the foreign key comes with their table.
    .addColumn('version_id', 'integer')
    .addColumn('start_date', 'varchar(10)')
    .addColumn('due_date', 'varchar(10)')
    .addColumn('estimated_hours', 'double precision')
    .addColumn('remaining_hours', 'double precision')
    .addColumn('story_points', 'integer')
    .addColumn('done_ratio', 'integer')
    /** Board order within the project. */
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lock_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // One index per filter and sort the API offers (docs/api.md, Work packages).
  const indexes: [string, string[]][] = [
    ['work_packages_project_status', ['project_id', 'status_id']],
    ['work_packages_project_updated_at', ['project_id', 'updated_at']],
    ['work_packages_project_position', ['project_id', 'position']],
    ['work_packages_status_id', ['status_id']],
    ['work_packages_type_id', ['type_id']],
    ['work_packages_priority_id', ['priority_id']],
    ['work_packages_assigned_to_id', ['assigned_to_id']],
    ['work_packages_author_id', ['author_id']],
    ['work_packages_responsible_id', ['responsible_id']],
    ['work_packages_parent_id', ['parent_id']],
    ['work_packages_version_id', ['version_id']],
    ['work_packages_start_date', ['start_date']],
    ['work_packages_due_date', ['due_date']],
    ['work_packages_created_at', ['created_at']],
    ['work_packages_updated_at', ['updated_at']],
  ];
  for (const [name, columns] of indexes) await db.schema.createIndex(name).on('work_packages').columns(columns).execute();
  // Subject sorting is case-insensitive.
  await db.schema.createIndex('work_packages_lower_subject').on('work_packages').expression(sql`lower(subject)`).execute();

  // One journal per change of a journable (work packages now; versions and documents later): who, when, the
  // comment, and the changed properties in journal_details (old -> new, as text), so activities, burndown and
  // velocity can be computed from them. project_id lets a project's journals go with it.
  await db.schema
    .createTable('journals')
    .addColumn('id', idType, id)
    .addColumn('journable_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('journable_id', 'integer', (col) => col.notNull())
    .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('journals_journable_version_unique', ['journable_type', 'journable_id', 'version'])
    .execute();
  await db.schema.createIndex('journals_project_created_at').on('journals').columns(['project_id', 'created_at']).execute();
  await db.schema.createIndex('journals_user_id').on('journals').column('user_id').execute();

  await db.schema
    .createTable('journal_details')
    .addColumn('id', idType, id)
    .addColumn('journal_id', 'integer', (col) => col.notNull().references('journals.id').onDelete('cascade'))
    .addColumn('property', 'varchar(64)', (col) => col.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .execute();
  await db.schema.createIndex('journal_details_journal_id').on('journal_details').column('journal_id').execute();
  await db.schema.createIndex('journal_details_property').on('journal_details').columns(['property', 'journal_id']).execute();

  for (const permission of NEW_PERMISSIONS) {
    await sql`insert into role_permissions (role_id, permission)
              select rp.role_id, ${permission} from role_permissions rp
              where rp.permission = 'edit_work_packages'
                and not exists (select 1 from role_permissions x where x.role_id = rp.role_id and x.permission = ${permission})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.deleteFrom('role_permissions' as never).where('permission' as never, 'in', NEW_PERMISSIONS as never).execute();
  for (const table of ['journal_details', 'journals', 'work_packages', 'priorities', 'statuses']) {
    await db.schema.dropTable(table).execute();
  }
}
