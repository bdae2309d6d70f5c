import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { projectIdsWithoutModule, viewableProjectIds, type Actor } from '../../access/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/index.ts';

type WorkPackagesEB = ExpressionBuilder<Database, 'work_packages'>;

/** Open statuses: a product backlog holds only work not done yet. */
const openStatusIds = (eb: WorkPackagesEB) => eb.selectFrom('statuses as os').select('os.id').where('os.is_closed', '=', false);

/**
 * One backlog of a project: its open packages in no version (versionId null), or all its packages in a version. The
 * condition is the same for reading, the neighbours of a move and the renumbering, so they agree on the order.
 */
function inList(eb: WorkPackagesEB, projectId: number, versionId: number | null): Expression<SqlBool> {
  return versionId === null
    ? eb.and([eb('work_packages.project_id', '=', projectId), eb('work_packages.version_id', 'is', null), eb('work_packages.status_id', 'in', openStatusIds(eb))])
    : eb.and([eb('work_packages.project_id', '=', projectId), eb('work_packages.version_id', '=', versionId)]);
}

const STORY_COLUMNS = [
  'work_packages.id',
  'work_packages.subject',
  'work_packages.story_points',
  'work_packages.position',
  'work_packages.estimated_hours',
  'work_packages.remaining_hours',
  'work_packages.done_ratio',
  'work_packages.version_id',
  'work_packages.lock_version',
  'work_packages.project_id',
  'projects.name as project_name',
  'work_packages.type_id',
  'types.name as type_name',
  'work_packages.status_id',
  'statuses.name as status_name',
  'statuses.color as status_color',
  'statuses.is_closed',
  'work_packages.assigned_to_id',
  'assignees.name as assignee_name',
] as const;

function storySelect(db: Db) {
  return db
    .selectFrom('work_packages')
    .innerJoin('projects', 'projects.id', 'work_packages.project_id')
    .innerJoin('types', 'types.id', 'work_packages.type_id')
    .innerJoin('statuses', 'statuses.id', 'work_packages.status_id')
    .leftJoin('principals as assignees', 'assignees.id', 'work_packages.assigned_to_id')
    .select(STORY_COLUMNS);
}

export type StoryRow = Awaited<ReturnType<ReturnType<typeof storySelect>['execute']>>[number];
export type ListedStoryRow = StoryRow & { list_total: number | string };

/**
 * The stories of the projects' backlogs, at most `limit` per backlog (project and version), each in backlog order,
 * with the backlog's full count: one statement whatever the number of backlogs (a window per backlog).
 */
export async function backlogStories(db: Db, projectIds: number[], versionIds: number[], limit: number): Promise<ListedStoryRow[]> {
  if (projectIds.length === 0) return [];
  const ranked = storySelect(db)
    .select((eb) => [
      eb.fn.agg<number>('row_number').over((ob) => ob.partitionBy(['work_packages.project_id', 'work_packages.version_id']).orderBy('work_packages.position').orderBy('work_packages.id')).as('list_rank'),
      eb.fn.agg<number>('count', [sql.lit(1)]).over((ob) => ob.partitionBy(['work_packages.project_id', 'work_packages.version_id'])).as('list_total'),
    ])
    .where('work_packages.project_id', 'in', projectIds)
    .where((eb) =>
      eb.or([
        eb.and([eb('work_packages.version_id', 'is', null), eb('work_packages.status_id', 'in', openStatusIds(eb))]),
        ...(versionIds.length > 0 ? [eb('work_packages.version_id', 'in', versionIds)] : []),
      ]),
    );
  const rows = await db.selectFrom(ranked.as('ranked')).selectAll().where('ranked.list_rank', '<=', limit).orderBy('ranked.list_rank').execute();
  return rows as ListedStoryRow[];
}

/** Points per backlog of the projects (all of each version's packages, done ones apart): one statement. */
export function versionPoints(db: Db, projectIds: number[], versionIds: number[]) {
  if (projectIds.length === 0 || versionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('work_packages')
    .innerJoin('statuses', 'statuses.id', 'work_packages.status_id')
    .select((eb) => [
      'work_packages.project_id',
      'work_packages.version_id',
      eb.fn.coalesce(eb.fn.sum<number | string>('work_packages.story_points'), sql<number>`0`).as('points'),
      eb.fn.coalesce(eb.fn.sum<number | string>(eb.case().when('statuses.is_closed', '=', true).then(eb.ref('work_packages.story_points')).else(null).end()), sql<number>`0`).as('completed_points'),
    ])
    .where('work_packages.project_id', 'in', projectIds)
    .where('work_packages.version_id', 'in', versionIds)
    .groupBy(['work_packages.project_id', 'work_packages.version_id'])
    .execute();
}

/** The product backlogs' points (open packages in no version) per project: one statement. */
export function productBacklogPoints(db: Db, projectIds: number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('work_packages')
    .select((eb) => ['work_packages.project_id', eb.fn.coalesce(eb.fn.sum<number | string>('work_packages.story_points'), sql<number>`0`).as('points')])
    .where('work_packages.project_id', 'in', projectIds)
    .where('work_packages.version_id', 'is', null)
    .where((eb) => eb('work_packages.status_id', 'in', openStatusIds(eb)))
    .groupBy('work_packages.project_id')
    .execute();
}

/** One story by id (after a write): one statement. */
export function findStory(db: Db, id: number) {
  return storySelect(db).where('work_packages.id', '=', id).executeTakeFirst();
}

/** A sprint's packages that the actor may see, in board order, at most `limit`, with their count: one statement. */
export async function sprintStories(db: Db, actor: Actor, versionId: number, limit: number): Promise<ListedStoryRow[]> {
  let ranked = storySelect(db)
    .select((eb) => [
      eb.fn.agg<number>('row_number').over((ob) => ob.orderBy('work_packages.position').orderBy('work_packages.id')).as('list_rank'),
      eb.fn.agg<number>('count', [sql.lit(1)]).over().as('list_total'),
    ])
    .where('work_packages.version_id', '=', versionId);
  if (!actor.admin) ranked = ranked.where(sql<SqlBool>`work_packages.project_id in ${viewableProjectIds(db, actor)}`);
  const rows = await db.selectFrom(ranked.as('ranked')).selectAll().where('ranked.list_rank', '<=', limit).orderBy('ranked.list_rank').execute();
  return rows as ListedStoryRow[];
}

/**
 * The neighbours at `index` of a backlog without the moving story (the one before and the one at it) and the list's
 * length: one statement.
 */
export async function neighbours(db: Db, projectId: number, versionId: number | null, movingId: number, index: number) {
  const rows = await db
    .selectFrom('work_packages')
    .select((eb) => ['work_packages.id', 'work_packages.position', eb.fn.agg<number | string>('count', [sql.lit(1)]).over().as('list_total')])
    .where((eb) => inList(eb, projectId, versionId))
    .where('work_packages.id', '<>', movingId)
    .orderBy('work_packages.position')
    .orderBy('work_packages.id')
    .limit(index === 0 ? 1 : 2)
    .offset(Math.max(0, index - 1))
    .execute();
  const total = rows.length > 0 ? Number(rows[0].list_total) : await listLength(db, projectId, versionId, movingId);
  const before = index === 0 ? null : (rows[0]?.position ?? null);
  const after = index === 0 ? (rows[0]?.position ?? null) : (rows[1]?.position ?? null);
  return { total, before, after };
}

/** The length of a backlog without the moving story, when the neighbours' read had no row to carry it (a second statement, only then). */
async function listLength(db: Db, projectId: number, versionId: number | null, movingId: number): Promise<number> {
  const row = await db
    .selectFrom('work_packages')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where((eb) => inList(eb, projectId, versionId))
    .where('work_packages.id', '<>', movingId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Renumbers one backlog (without the moving story) gap, 2*gap, ... in its current order: one statement, only when the
 * gap a story is dropped into is used up. Positions are bookkeeping of the order, which does not change, so this writes
 * no journal and keeps lockVersions (open forms stay valid).
 */
export async function renumber(db: Db, projectId: number, versionId: number | null, movingId: number, gap: number): Promise<number> {
  const ranked = db
    .selectFrom('work_packages')
    .select((eb) => ['work_packages.id', eb.fn.agg<number>('row_number').over((ob) => ob.orderBy('work_packages.position').orderBy('work_packages.id')).as('rank')])
    .where((eb) => inList(eb, projectId, versionId))
    .where('work_packages.id', '<>', movingId);
  const result = await db
    .updateTable('work_packages')
    .from(ranked.as('ranked'))
    .set({ position: sql<number>`ranked.rank * ${gap}` })
    .whereRef('work_packages.id', '=', 'ranked.id')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The first projects (by name) the actor may see with backlogs on and their packages viewable: one statement. */
export function backlogProjects(db: Db, actor: Actor, limit: number, projectIdsWithView: ReturnType<typeof viewableProjectIds>) {
  return db
    .selectFrom('projects')
    .select(['projects.id', 'projects.name', 'projects.identifier'])
    .where(sql<SqlBool>`projects.id in ${projectIdsWithView}`)
    .where('projects.active', '=', true)
    .where('projects.id', 'not in', projectIdsWithoutModule(db, 'backlogs'))
    .orderBy(sql`lower(projects.name)`)
    .orderBy('projects.id')
    .limit(limit)
    .execute();
}

/** The open versions defined by the projects: one statement. */
export function openVersionsOf(db: Db, projectIds: number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('versions')
    .select(['versions.id', 'versions.project_id', 'versions.name', 'versions.start_date', 'versions.end_date', 'versions.status'])
    .where('versions.project_id', 'in', projectIds)
    .where('versions.status', '=', 'open')
    .orderBy(sql`versions.start_date`, (ob) => ob.asc().nullsLast())
    .orderBy(sql`lower(versions.name)`)
    .orderBy('versions.id')
    .execute();
}
