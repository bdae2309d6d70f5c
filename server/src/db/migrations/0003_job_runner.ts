import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * What the background job runner needs on top of the jobs table of 0001: which server instance holds a job and
 * when it last showed signs of life (a job whose holder stopped is failed, never lost), when it ran, and its
 * outcome (the JobStatus message, errors and result payload; `payload` stays the job's input).
 */
// Migrations are frozen in time: they must not depend on the current Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = isPostgres(db) ? sql`timestamptz` : sql`text`;
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  await db.schema.alterTable('jobs').addColumn('locked_by', 'varchar(255)').execute();
  await db.schema.alterTable('jobs').addColumn('heartbeat_at', timestamp).execute();
  await db.schema.alterTable('jobs').addColumn('started_at', timestamp).execute();
  await db.schema.alterTable('jobs').addColumn('finished_at', timestamp).execute();
  await db.schema.alterTable('jobs').addColumn('message', 'text').execute();
  /** A JSON array of messages. */
  await db.schema.alterTable('jobs').addColumn('errors', 'text').execute();
  /** The JSON payload JobStatus shows (for a copy: the new project's link and redirect). */
  await db.schema.alterTable('jobs').addColumn('result', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['result', 'errors', 'message', 'finished_at', 'started_at', 'heartbeat_at', 'locked_by']) {
    await db.schema.alterTable('jobs').dropColumn(column).execute();
  }
}
