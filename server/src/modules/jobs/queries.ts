import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { JobStatus } from '../../db/schema.ts';

/** Stores a queued job; the row as stored (a runner may claim it the moment after). */
export function insertJob(db: Db, job: { id: string; type: string; payload: string; userId: number | null; now: string }) {
  return db
    .insertInto('jobs')
    .values({ id: job.id, type: job.type, status: 'in_queue', payload: job.payload, user_id: job.userId, created_at: job.now, updated_at: job.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findJob(db: Db, id: string) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The oldest queued jobs of the given types (candidates: claimJob decides who runs them). */
export async function queuedJobIds(db: Db, types: string[], limit: number): Promise<string[]> {
  if (types.length === 0 || limit <= 0) return [];
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'in_queue')
    .where('type', 'in', types)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Whether a job of this type is queued or running (a scheduled job is not queued twice). */
export async function pendingJobExists(db: Db, type: string): Promise<boolean> {
  const row = await db.selectFrom('jobs').select('id').where('status', 'in', ['in_queue', 'in_process']).where('type', '=', type).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a queued job for this instance. The status condition makes it atomic on both databases: on PostgreSQL a
 * second instance's UPDATE waits for the first one's row lock, re-reads the row, finds it in_process and changes
 * nothing; SQLite serialises writers. Only the instance whose UPDATE changed the row runs the job.
 */
export async function claimJob(db: Db, id: string, lockId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'in_process', locked_by: lockId, started_at: now, heartbeat_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'in_queue')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function heartbeat(db: Db, lockId: string, ids: string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('jobs').set({ heartbeat_at: now }).where('id', 'in', ids).where('locked_by', '=', lockId).where('status', '=', 'in_process').execute();
}

export interface JobOutcomeRow {
  status: Extract<JobStatus, 'success' | 'failure'>;
  message: string;
  errors: string[];
  result: Record<string, unknown> | null;
}

/**
 * Records how a job ended. Keyed by the lock, not the status: if another instance wrongly declared the job dead
 * (its heartbeat could not get through), what really happened still wins.
 */
export async function finishJob(db: Db, id: string, lockId: string, outcome: JobOutcomeRow, now: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: outcome.status,
      message: outcome.message,
      errors: JSON.stringify(outcome.errors),
      result: outcome.result === null ? null : JSON.stringify(outcome.result),
      finished_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('locked_by', '=', lockId)
    .execute();
}

/**
 * Fails in_process jobs whose runner is gone (see JobRunner.recover): every one, or those not held by this
 * running instance whose holder is an earlier run of this instance (the lock prefix) or stopped heartbeating.
 */
export async function failAbandonedJobs(
  db: Db,
  selection: { all: true } | { lockPrefix: string; heartbeatBefore: string; exceptLockId: string },
  message: string,
  now: string,
): Promise<string[]> {
  const rows = await db
    .updateTable('jobs')
    .set({ status: 'failure', message, errors: JSON.stringify([message]), finished_at: now, updated_at: now })
    .where('status', '=', 'in_process')
    .where((eb) => {
      if ('all' in selection) return sql<SqlBool>`1 = 1`;
      return eb.and([
        eb.or([eb('locked_by', 'is', null), eb('locked_by', '!=', selection.exceptLockId)]),
        eb.or([
          sql<SqlBool>`locked_by like ${`${escapeLike(selection.lockPrefix)}%`} escape '\\'`,
          eb('heartbeat_at', 'is', null),
          eb('heartbeat_at', '<', selection.heartbeatBefore),
        ]),
      ]);
    })
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The text as a literal inside a LIKE pattern (with `escape '\\'`). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
