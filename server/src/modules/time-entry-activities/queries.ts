import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.ts';
import { toBoolean } from '../../db/values.ts';

/**
 * Whether an activity is available in a project: the project's own setting when it has one, else the activity's
 * global `active` flag (as OpenProject's time_entry_activities_projects).
 */
function availableIn(projectId: number) {
  return sql<SqlBool>`coalesce(
    (select tap.active from time_entry_activity_projects tap where tap.activity_id = time_entry_activities.id and tap.project_id = ${projectId}),
    time_entry_activities.active) = ${true}`;
}

const COLUMNS = ['id', 'name', 'position', 'is_default', 'active'] as const;

export type ActivityRecord = { id: number; name: string; position: number; is_default: boolean | number; active: boolean | number };

/** Every active activity by position, or those available in one project. */
export function listActivities(db: Db, projectId?: number): Promise<ActivityRecord[]> {
  let query = db.selectFrom('time_entry_activities').select([...COLUMNS]);
  query = projectId === undefined ? query.where('active', '=', true) : query.where(availableIn(projectId));
  return query.orderBy('position').orderBy('id').execute();
}

export function findActivity(db: Db, id: number): Promise<ActivityRecord | undefined> {
  return db.selectFrom('time_entry_activities').select([...COLUMNS]).where('id', '=', id).executeTakeFirst();
}

export async function isAvailableIn(db: Db, activityId: number, projectId: number): Promise<boolean> {
  const row = await db.selectFrom('time_entry_activities').select('id').where('id', '=', activityId).where(availableIn(projectId)).executeTakeFirst();
  return row !== undefined;
}

/** The activity a time entry gets when none is named: the default one if the project offers it, else its first. */
export async function defaultActivityIn(db: Db, projectId: number): Promise<ActivityRecord | undefined> {
  const available = await listActivities(db, projectId);
  return available.find((activity) => toBoolean(activity.is_default)) ?? available[0];
}

/** Ids of the projects where the activity is switched off by the project's own setting. */
export function projectsWithoutActivity(db: Db | { selectFrom: unknown }, activityId: number) {
  return (db as Db).selectFrom('time_entry_activity_projects as off').select('off.project_id').where('off.activity_id', '=', activityId).where('off.active', '=', false);
}

/** Ids of the projects where an inactive activity is switched on by the project's own setting. */
export function projectsWithActivity(db: Db | { selectFrom: unknown }, activityId: number) {
  return (db as Db).selectFrom('time_entry_activity_projects as on').select('on.project_id').where('on.activity_id', '=', activityId).where('on.active', '=', true);
}
