import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import { toCount } from '../../db/values.ts';

const TYPE_COLUMNS = ['types.id', 'types.name', 'types.color', 'types.position', 'types.is_default', 'types.is_milestone', 'types.created_at', 'types.updated_at'] as const;

export function listTypes(db: Db) {
  return db.selectFrom('types').select(TYPE_COLUMNS).orderBy('types.position').orderBy('types.id').execute();
}

export type TypeRow = Awaited<ReturnType<typeof listTypes>>[number];

export function findType(db: Db, id: number) {
  return db.selectFrom('types').select(TYPE_COLUMNS).where('types.id', '=', id).executeTakeFirst();
}

/** The types a project enables, by position, with whether each is the project's default. */
export function projectTypes(db: Db, projectId: number) {
  return db
    .selectFrom('project_types')
    .innerJoin('types', 'types.id', 'project_types.type_id')
    .select(TYPE_COLUMNS)
    .select('project_types.is_default as project_default')
    .where('project_types.project_id', '=', projectId)
    .orderBy('types.position')
    .orderBy('types.id')
    .execute();
}

/** Replaces a project's enabled types (inside the caller's transaction). */
export async function replaceProjectTypes(db: Db, projectId: number, typeIds: number[], defaultTypeId: number): Promise<void> {
  await db.deleteFrom('project_types').where('project_id', '=', projectId).execute();
  await db
    .insertInto('project_types')
    .values(typeIds.map((typeId) => ({ project_id: projectId, type_id: typeId, is_default: typeId === defaultTypeId })))
    .execute();
}

/** Whether the work_packages table exists yet, per database (it comes with the work packages migration). */
const workPackagesTableByDb = new WeakMap<Db, Promise<boolean>>();

function hasWorkPackagesTable(db: Db): Promise<boolean> {
  let known = workPackagesTableByDb.get(db);
  if (!known) {
    const query = isPostgres(db)
      ? sql<{ found: string | null }>`select to_regclass('work_packages')::text as found`
      : sql<{ found: string | null }>`select name as found from sqlite_master where type = 'table' and name = 'work_packages'`;
    known = query.execute(db).then((result) => Boolean(result.rows[0]?.found));
    // Only a positive answer is kept: a database migrated later (the table added) is seen on the next call.
    void known.then((exists) => {
      if (!exists) workPackagesTableByDb.delete(db);
    });
    workPackagesTableByDb.set(db, known);
  }
  return known;
}

/** The types a project's work packages use: a probe per type (the (project_id, type_id) index of migration 0035). */
export async function typesInUse(db: Db, projectId: number): Promise<Set<number>> {
  if (!(await hasWorkPackagesTable(db))) return new Set();
  const rows = await sql<{ id: number }>`
    select t.id from types t where exists (select 1 from work_packages w where w.project_id = ${projectId} and w.type_id = t.id)`.execute(db);
  return new Set(rows.rows.map((row) => Number(row.id)));
}

/**
 * Work packages per type in a project (a type in use cannot be disabled; its message says how many). With typesInUse,
 * the only places the types area reads work packages; until the work_packages table exists every type is unused.
 */
export async function countWorkPackagesByType(db: Db, projectId: number): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (!(await hasWorkPackagesTable(db))) return result;
  const rows = await sql<{ type_id: number; total: string | number }>`
    select type_id, count(*) as total from work_packages where project_id = ${projectId} group by type_id`.execute(db);
  for (const row of rows.rows) result.set(Number(row.type_id), toCount(row.total));
  return result;
}
