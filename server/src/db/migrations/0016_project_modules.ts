import type { Kysely } from 'kysely';

/**
 * Project modules (issue 16): the areas a project has switched off. OpenProject stores the enabled ones; we store
 * the exceptions, so a project has every area unless an admin of it says otherwise, and an area added later is on
 * everywhere. A module's permissions count only where it is not switched off.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('disabled_modules')
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('disabled_modules_pkey', ['project_id', 'name'])
    .execute();
  // The key serves "a project's modules"; this serves "projects without a module" (the permission subqueries).
  await db.schema.createIndex('disabled_modules_name_project_id').on('disabled_modules').columns(['name', 'project_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('disabled_modules').execute();
}
