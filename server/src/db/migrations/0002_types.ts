import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Work package types (global reference data, as in OpenProject) and the types each project enables.
 * The ids are fixed because clients know them (spec 001 section 5: Task 1, Bug 2, Story 3, Epic 4, Feature 5).
 */
// Migrations are frozen in time: they must not depend on the current Database interface.
const TYPES = [
  { id: 1, name: 'Task', color: '#1677ff', position: 1, is_default: true, is_milestone: false },
  { id: 2, name: 'Bug', color: '#cf1322', position: 2, is_default: false, is_milestone: false },
  { id: 3, name: 'User story', color: '#389e0d', position: 3, is_default: false, is_milestone: false },
  { id: 4, name: 'Epic', color: '#722ed1', position: 4, is_default: false, is_milestone: false },
  { id: 5, name: 'Feature', color: '#08979c', position: 5, is_default: false, is_milestone: false },
  { id: 6, name: 'Milestone', color: '#d46b08', position: 6, is_default: false, is_milestone: true },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('types')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('color', 'varchar(16)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    /** The type new projects use by default. */
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_milestone', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  // The types a project enables; exactly one of them is the project's default.
  await db.schema
    .createTable('project_types')
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('type_id', 'integer', (col) => col.notNull().references('types.id').onDelete('cascade'))
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('project_types_pk', ['project_id', 'type_id'])
    .execute();
  await db.schema.createIndex('project_types_type_id').on('project_types').column('type_id').execute();

  const now = new Date().toISOString();
  const bool = (value: boolean) => (postgres ? value : value ? 1 : 0);
  await db
    .insertInto('types' as never)
    .values(TYPES.map((type) => ({ ...type, is_default: bool(type.is_default), is_milestone: bool(type.is_milestone), created_at: now, updated_at: now })) as never)
    .execute();
  if (postgres) await sql`select setval(pg_get_serial_sequence('types', 'id'), (select max(id) from types))`.execute(db);

  // Projects that exist already get every type, with the global default as theirs.
  await sql`insert into project_types (project_id, type_id, is_default)
            select p.id, t.id, t.is_default from projects p cross join types t`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_types').execute();
  await db.schema.dropTable('types').execute();
}
