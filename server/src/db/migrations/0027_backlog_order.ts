import type { Kysely } from 'kysely';

/**
 * Backlogs (issue 19): a backlog is a project's packages in one version (or in none), read and reordered by
 * `position` then id. These indexes serve that order (the project's backlogs, a move's neighbours, the renumbering of
 * one list) and the sprint board's (a version's packages across projects), so neither sorts the whole project.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('work_packages_backlog_order').on('work_packages').columns(['project_id', 'version_id', 'position', 'id']).execute();
  await db.schema.createIndex('work_packages_version_position').on('work_packages').columns(['version_id', 'position', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('work_packages_version_position').execute();
  await db.schema.dropIndex('work_packages_backlog_order').execute();
}
