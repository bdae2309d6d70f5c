import type { Db } from '../../db/index.ts';
import type { AiProvidersTable, Database } from '../../db/schema.ts';
import type { Insertable, Updateable } from 'kysely';

export type ProviderRecord = Awaited<ReturnType<typeof listProviders>>[number];

export const listProviders = (db: Db) => db.selectFrom('ai_providers').selectAll().orderBy('position').orderBy('id').execute();

export const findProvider = (db: Db, id: number) => db.selectFrom('ai_providers').selectAll().where('id', '=', id).executeTakeFirst();

export async function nextPosition(db: Db): Promise<number> {
  const row = await db.selectFrom('ai_providers').select((eb) => eb.fn.max('position').as('max')).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertProvider(db: Db, values: Insertable<AiProvidersTable>): Promise<number> {
  const row = await db.insertInto('ai_providers').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const updateProvider = (db: Db, id: number, changes: Updateable<Database['ai_providers']>) =>
  db.updateTable('ai_providers').set(changes).where('id', '=', id).execute();

export async function deleteProvider(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('ai_providers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const setHealth = (db: Db, id: number, status: string, checkedAt: string, lastError: string | null) =>
  db.updateTable('ai_providers').set({ health_status: status, health_checked_at: checkedAt, health_last_error: lastError }).where('id', '=', id).execute();

export const findSettings = (db: Db) => db.selectFrom('ai_settings').selectAll().where('id', '=', 1).executeTakeFirst();

export const updateSettings = (db: Db, changes: Updateable<Database['ai_settings']>) => db.updateTable('ai_settings').set(changes).where('id', '=', 1).execute();

export const findProjectAi = (db: Db, projectId: number) =>
  db.selectFrom('projects').select(['id', 'name', 'ai_enabled']).where('id', '=', projectId).executeTakeFirst();

/** The open work packages of a project (the newest first, at most `limit`), as the recommendations prompt reads them. */
export const openWorkPackages = (db: Db, projectId: number, limit: number) =>
  db
    .selectFrom('work_packages as wp')
    .innerJoin('statuses as s', 's.id', 'wp.status_id')
    .innerJoin('priorities as p', 'p.id', 'wp.priority_id')
    .innerJoin('types as t', 't.id', 'wp.type_id')
    .select(['wp.id', 'wp.subject', 'wp.due_date', 'wp.start_date', 'wp.done_ratio', 'wp.assigned_to_id', 's.name as status', 'p.name as priority', 't.name as type'])
    .where('wp.project_id', '=', projectId)
    .where('s.is_closed', '=', false)
    .orderBy('wp.updated_at', 'desc')
    .orderBy('wp.id', 'desc')
    .limit(limit)
    .execute();

/** A work package with the names an analysis prompt reads. */
export const workPackageDetails = (db: Db, id: number) =>
  db
    .selectFrom('work_packages as wp')
    .innerJoin('statuses as s', 's.id', 'wp.status_id')
    .innerJoin('priorities as p', 'p.id', 'wp.priority_id')
    .innerJoin('types as t', 't.id', 'wp.type_id')
    .select(['wp.id', 'wp.project_id', 'wp.subject', 'wp.description', 'wp.start_date', 'wp.due_date', 'wp.estimated_hours', 'wp.done_ratio', 's.name as status', 'p.name as priority', 't.name as type'])
    .where('wp.id', '=', id)
    .executeTakeFirst();

/** Subjects of a parent's existing children (the subtask prompt leaves them out of its suggestions). */
export const childSubjects = (db: Db, parentId: number, limit: number) =>
  db.selectFrom('work_packages').select('subject').where('parent_id', '=', parentId).orderBy('id').limit(limit).execute();
