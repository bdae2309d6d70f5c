import { sql, type SqlBool, type Updateable } from 'kysely';
import type { Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { NewVersion, VersionSharing, VersionsTable } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';
import type { ParsedFilter, ParsedSort, QueryContext } from '../../http/query.ts';
import { availableInAny, projectIdSet, projectsOfVersion, visibleVersionCondition } from './availability.ts';
import type { VersionsEB } from './filters.ts';
import { whereFilters } from '../../http/collection.ts';

const VERSION_COLUMNS = [
  'versions.id',
  'versions.project_id',
  'versions.name',
  'versions.description',
  'versions.start_date',
  'versions.end_date',
  'versions.status',
  'versions.sharing',
  'versions.lock_version',
  'versions.created_at',
  'versions.updated_at',
] as const;

/**
 * Which versions a list holds: those usable in one project (and visible to `visibleTo`, when the caller does not see
 * that project's work packages, which would make them all visible), or every one the caller may see.
 */
export type VersionScope = { availableInProject: number; visibleTo?: Actor } | { visibleTo: Actor };

function scopedVersions(db: Db, scope: VersionScope, filters: ParsedFilter<VersionsEB>[], context: QueryContext) {
  let query = db.selectFrom('versions');
  if ('availableInProject' in scope) query = query.where(availableInAny('versions', projectIdSet([scope.availableInProject])));
  if (scope.visibleTo) query = query.where(visibleVersionCondition(db, 'versions', scope.visibleTo));
  return whereFilters(query, filters, context);
}

export async function countVersions(db: Db, scope: VersionScope, filters: ParsedFilter<VersionsEB>[], context: QueryContext): Promise<number> {
  const row = await scopedVersions(db, scope, filters, context).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return toCount(row?.total);
}

/**
 * One page of versions with their defining project's name, and the total in the same statement (a scalar subquery,
 * as for work packages). Empty dates sort last in both directions; the id breaks ties, so pages are stable.
 */
export async function versionPage(db: Db, scope: VersionScope, filters: ParsedFilter<VersionsEB>[], context: QueryContext, sort: ParsedSort[], limit: number, offset: number) {
  const total = scopedVersions(db, scope, filters, context).select((eb) => eb.fn.countAll<string | number>().as('count'));
  let query = scopedVersions(db, scope, filters, context)
    .innerJoin('projects', 'projects.id', 'versions.project_id')
    .select(VERSION_COLUMNS)
    .select(['projects.name as project_name', 'projects.public as project_public', 'projects.active as project_active', total.as('total')]);
  for (const entry of sort) {
    const expression = entry.caseInsensitive ? sql`lower(${sql.ref(entry.column)})` : sql`${sql.ref(entry.column)}`;
    query = query.orderBy(expression, (ob) => (entry.direction === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  }
  if (!sort.some((entry) => entry.column === 'versions.id')) query = query.orderBy('versions.id', sort[0]?.direction ?? 'asc');
  const rows = await query.limit(limit).offset(offset).execute();
  return { rows, total: rows.length > 0 ? toCount(rows[0].total) : null };
}

export type VersionRecord = Awaited<ReturnType<typeof versionPage>>['rows'][number];

/** A version with its defining project, and whether the actor may see it: one statement. */
export function findVersion(db: Db, actor: Actor, id: number) {
  return db
    .selectFrom('versions')
    .innerJoin('projects', 'projects.id', 'versions.project_id')
    .select(VERSION_COLUMNS)
    .select(['projects.name as project_name', 'projects.public as project_public', 'projects.active as project_active'])
    .select(sql<number>`case when ${visibleVersionCondition(db, 'versions', actor)} then 1 else 0 end`.as('visible'))
    .where('versions.id', '=', id)
    .executeTakeFirst();
}

export type FoundVersion = NonNullable<Awaited<ReturnType<typeof findVersion>>>;

/** Versions by id with whether each is usable in the project (work package writes): one statement. */
export function versionsForProject(db: Db, projectId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('versions')
    .select(['versions.id', 'versions.name', 'versions.status'])
    .select(sql<number>`case when ${availableInAny('versions', projectIdSet([projectId]))} then 1 else 0 end`.as('available'))
    .where('versions.id', 'in', ids)
    .execute();
}

/** The versions usable in a project (all statuses), by start date and name: one statement. */
export function versionsAvailableIn(db: Db, projectId: number) {
  return db
    .selectFrom('versions')
    .select(VERSION_COLUMNS)
    .where(availableInAny('versions', projectIdSet([projectId])))
    .orderBy(sql`versions.start_date`, (ob) => ob.asc().nullsLast())
    .orderBy(sql`lower(versions.name)`)
    .orderBy('versions.id')
    .execute();
}

/** Whether another version of the project already has the name, ignoring case. */
export async function nameTaken(db: Db, projectId: number, name: string, exceptId: number | null): Promise<boolean> {
  let query = db
    .selectFrom('versions')
    .select('id')
    .where('project_id', '=', projectId)
    .where(sql<SqlBool>`lower(name) = lower(${name})`);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertVersion(db: Db, row: NewVersion): Promise<number> {
  const inserted = await db.insertInto('versions').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** The optimistic lock: applies only while the row still has the lockVersion the client read. */
export async function updateVersion(db: Db, id: number, lockVersion: number, changes: Updateable<VersionsTable>): Promise<boolean> {
  const result = await db
    .updateTable('versions')
    .set({ ...changes, lock_version: sql<number>`lock_version + 1` })
    .where('id', '=', id)
    .where('lock_version', '=', lockVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Locks a version row for the rest of the transaction (PostgreSQL; SQLite has one writer), returning it. */
export async function lockVersionRow(db: Db, id: number) {
  const query = db.selectFrom('versions').select(['id', 'name', 'status', 'project_id', 'sharing', 'lock_version']).where('id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Inside a work package write: the version still exists and is open (a concurrent close or delete since the checks
 * is a 422, not a half-applied change). Shares the row's lock until commit (PostgreSQL), so it cannot go meanwhile.
 */
export async function versionForAssignment(db: Db, id: number) {
  const query = db.selectFrom('versions').select(['id', 'name', 'status']).where('id', '=', id);
  return (isPostgres(db) ? query.forShare() : query).executeTakeFirst();
}

export async function deleteVersion(db: Db, id: number): Promise<void> {
  await db.deleteFrom('versions').where('id', '=', id).execute();
}

/** The work packages of a version, in any project (deleting it unassigns them). */
export function workPackagesInVersion(db: Db, versionId: number) {
  return db
    .selectFrom('work_packages')
    .select(['id', 'project_id', 'version_id', 'lock_version', 'updated_at'])
    .where('version_id', '=', versionId)
    .orderBy('id')
    .execute();
}

/**
 * The projects a version is available in (event fan-out), at most `limit`, the defining project first: one statement.
 * Several sharings (a PATCH that changes it) give the union.
 */
export async function projectIdsOfVersion(db: Db, projectId: number, sharings: VersionSharing[], limit: number): Promise<number[]> {
  const sets = [...new Set(sharings)].map((sharing) => sql`id in ${projectsOfVersion(projectId, sharing)}`);
  const rows = await db
    .selectFrom('projects')
    .select('id')
    .where(sql<SqlBool>`(${sql.join(sets, sql` or `)})`)
    .orderBy(sql`case when id = ${projectId} then 0 else 1 end`)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
