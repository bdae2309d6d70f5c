import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, type Updateable } from 'kysely';
import { projectIdsWithoutModule, projectIdsWithPermission, publicProjectIdsWithPermission, type Actor, type ProjectModuleRow } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { Database, NewWorkPackage, WorkPackageRow, WorkPackagesTable } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';
import type { ParsedFilter, ParsedSort, QueryContext } from '../../http/query.ts';
import { whereFilters } from '../../http/collection.ts';
import { WORK_PACKAGE_JOURNABLE } from '../../journals/index.ts';
import { timeAndCostColumns } from './time-and-costs.ts';

export type WorkPackagesEB = ExpressionBuilder<Database, 'work_packages'>;

/**
 * The work packages the actor may see: admins all; others those of public projects (anyone signed in holds
 * view_work_packages there) and of projects where one of their roles (direct or through a group) grants it.
 */
export function visibleWorkPackageCondition(eb: WorkPackagesEB, actor: Actor): Expression<SqlBool> {
  // Admins see everything of the projects that have the module switched on.
  if (actor.admin) return eb('work_packages.project_id', 'not in', projectIdsWithoutModule(eb, 'work_package_tracking'));
  return eb.or([
    eb('work_packages.project_id', 'in', publicProjectIdsWithPermission(eb, 'view_work_packages')),
    eb('work_packages.project_id', 'in', projectIdsWithPermission(eb, actor.id, 'view_work_packages')),
  ]);
}

function filteredWorkPackages(db: Db, actor: Actor, filters: ParsedFilter<WorkPackagesEB>[], context: QueryContext) {
  return whereFilters(db.selectFrom('work_packages').where((eb) => visibleWorkPackageCondition(eb, actor)), filters, context);
}

export async function countWorkPackages(db: Db, actor: Actor, filters: ParsedFilter<WorkPackagesEB>[], context: QueryContext): Promise<number> {
  const row = await filteredWorkPackages(db, actor, filters, context).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return toCount(row?.total);
}

/**
 * Sorts on other tables' values are correlated lookups by primary key rather than joins, so the page statement keeps
 * one shape whatever the sort.
 */
const SORT_EXPRESSIONS: Record<string, RawBuilder<unknown>> = {
  'priorities.position': sql`(select sp.position from priorities sp where sp.id = work_packages.priority_id)`,
  'statuses.position': sql`(select ss.position from statuses ss where ss.id = work_packages.status_id)`,
  'types.position': sql`(select st.position from types st where st.id = work_packages.type_id)`,
  'assignees.name': sql`(select lower(sa.name) from principals sa where sa.id = work_packages.assigned_to_id)`,
};

function orderExpression(entry: ParsedSort): RawBuilder<unknown> {
  const special = SORT_EXPRESSIONS[entry.column];
  if (special) return special;
  return entry.caseInsensitive ? sql`lower(${sql.ref(entry.column)})` : sql`${sql.ref(entry.column)}`;
}

/**
 * Sort keys that are never null (NOT NULL columns; every package has a status, type and priority). `nulls last` on
 * them would change nothing but keeps SQLite from reading an index in order: the board's position order then costs
 * a sort of every row (3.9 ms against 2.8 ms for 2,000 cards).
 */
const NEVER_NULL_SORT_KEYS = new Set([
  'work_packages.id', 'work_packages.position', 'work_packages.subject', 'work_packages.created_at', 'work_packages.updated_at',
  'work_packages.lock_version', 'work_packages.project_id', 'work_packages.status_id', 'work_packages.type_id', 'work_packages.priority_id',
  'priorities.position', 'statuses.position', 'types.position',
]);

/**
 * Orders a page by `sort` with empty values last in both directions (the same on both databases), and by id after
 * it so pages are stable.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- both page statements, one typed and one built loosely
function orderPage<Q extends { orderBy: (...args: any[]) => Q }>(query: Q, sort: ParsedSort[]): Q {
  let ordered = query;
  for (const entry of sort) {
    const nullable = !NEVER_NULL_SORT_KEYS.has(entry.column);
    ordered = ordered.orderBy(orderExpression(entry), (ob: { asc(): OrderModifier; desc(): OrderModifier }) => {
      const directed = entry.direction === 'asc' ? ob.asc() : ob.desc();
      return nullable ? directed.nullsLast() : directed;
    });
  }
  if (!sort.some((entry) => entry.column === 'work_packages.id')) ordered = ordered.orderBy('work_packages.id', sort[0]?.direction ?? 'asc');
  return ordered;
}
type OrderModifier = { nullsLast(): OrderModifier };

/**
 * One page of visible work package ids in order, with the total in the same statement; the id tie-breaker keeps
 * pages stable. Empty values sort last in both directions, the same on both databases. The total is a scalar
 * subquery, not `count(*) over()`: a window count makes the database materialise every matching row before the
 * limit (1.6 ms against 0.1 ms for a page of 5,000 in SQLite).
 */
export async function workPackagePage(
  db: Db,
  actor: Actor,
  filters: ParsedFilter<WorkPackagesEB>[],
  context: QueryContext,
  sort: ParsedSort[],
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number | null }> {
  const total = filteredWorkPackages(db, actor, filters, context).select((eb) => eb.fn.countAll<string | number>().as('count'));
  const query = orderPage(filteredWorkPackages(db, actor, filters, context).select(['work_packages.id', total.as('total')]), sort);
  const rows = await query.limit(limit).offset(offset).execute();
  // Past the last page there is no row to carry the total.
  return { ids: rows.map((row) => row.id), total: rows.length > 0 ? toCount(rows[0].total) : null };
}

/**
 * What a representation needs, one statement for any number of ids: the row, the names of everything it links to, its
 * comment count (journals with notes), spent time and costs, and whether it has children (so the read of relatives,
 * findChildrenAndAncestors, is made only for packages in a hierarchy).
 */
export function findWorkPackagesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('work_packages')
    .innerJoin('projects', 'projects.id', 'work_packages.project_id')
    .innerJoin('types', 'types.id', 'work_packages.type_id')
    .innerJoin('statuses', 'statuses.id', 'work_packages.status_id')
    .innerJoin('priorities', 'priorities.id', 'work_packages.priority_id')
    .leftJoin('principals as author', 'author.id', 'work_packages.author_id')
    .leftJoin('principals as assignee', 'assignee.id', 'work_packages.assigned_to_id')
    .leftJoin('principals as responsible', 'responsible.id', 'work_packages.responsible_id')
    .leftJoin('work_packages as parent', 'parent.id', 'work_packages.parent_id')
    .leftJoin('versions', 'versions.id', 'work_packages.version_id')
    .selectAll('work_packages')
    .select([
      'projects.name as project_name',
      'projects.public as project_public',
      'types.name as type_name',
      'statuses.name as status_name',
      'statuses.is_closed as status_is_closed',
      'priorities.name as priority_name',
      'author.name as author_name',
      'assignee.name as assignee_name',
      'assignee.type as assignee_type',
      'responsible.name as responsible_name',
      'responsible.type as responsible_type',
      'parent.subject as parent_subject',
      'versions.name as version_name',
      sql<string | number>`(select count(*) from journals cj where cj.journable_type = ${WORK_PACKAGE_JOURNABLE} and cj.journable_id = work_packages.id and cj.notes <> '')`.as('comment_count'),
      ...timeAndCostColumns(sql.ref('work_packages.id')),
      sql<boolean | number>`exists (select 1 from work_packages c where c.parent_id = work_packages.id)`.as('has_children'),
    ])
    .where('work_packages.id', 'in', ids)
    .execute();
}

export type WorkPackageRecord = Awaited<ReturnType<typeof findWorkPackagesByIds>>[number];

export interface RelativeRow {
  id: number;
  subject: string;
  parent_id: number | null;
  position: number;
  relation: 'child' | 'ancestor';
}

/**
 * The children of many work packages (by position) and all their ancestors, one recursive statement. `union` (not
 * `union all`) in the walk up stops it even on a (never valid) parent cycle.
 */
export async function findChildrenAndAncestors(db: Db, ids: number[]): Promise<RelativeRow[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(ids);
  const result = await sql<RelativeRow>`
    with recursive anc (id) as (
      select parent_id from work_packages where id in (${idList}) and parent_id is not null
      union
      select wp.parent_id from work_packages wp join anc on wp.id = anc.id where wp.parent_id is not null
    )
    select id, subject, parent_id, position, 'child' as relation from work_packages where parent_id in (${idList})
    union all
    select id, subject, parent_id, position, 'ancestor' as relation from work_packages where id in (select id from anc)
    order by position, id`.execute(db);
  return result.rows;
}

export function findWorkPackage(db: Db, id: number): Promise<WorkPackageRow | undefined> {
  return db.selectFrom('work_packages').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A work package with its project's rows for projectAccessOfRows (one per switched-off module, at least one), in one
 * statement: the package and the caller's access to it are read together on every request about one package.
 */
export async function findWorkPackageWithProject(db: Db, id: number): Promise<{ row: WorkPackageRow; projectRows: ProjectModuleRow[] } | undefined> {
  const rows = await db
    .selectFrom('work_packages')
    .innerJoin('projects', 'projects.id', 'work_packages.project_id')
    .leftJoin('disabled_modules', 'disabled_modules.project_id', 'projects.id')
    .selectAll('work_packages')
    .select(['projects.name as project_name', 'projects.public as project_public', 'projects.active as project_active', 'disabled_modules.name as project_disabled_module'])
    .where('work_packages.id', '=', id)
    .execute();
  if (rows.length === 0) return undefined;
  const { project_name, project_public, project_active, project_disabled_module: _, ...row } = rows[0];
  const projectRows = rows.map((joined) => ({ id: row.project_id, name: project_name, public: project_public, active: project_active, disabled_module: joined.project_disabled_module }));
  return { row, projectRows };
}

export function findWorkPackagesRows(db: Db, ids: number[]): Promise<WorkPackageRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('work_packages').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

/** A project as work package rules need it (whether it exists, is public and active). */
export function findProjects(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('projects').select(['id', 'name', 'public', 'active']).where('id', 'in', ids).execute();
}

/** The reference data a write checks against (a handful of rows each), in one round of three small statements. */
type Flag = boolean | number;
interface ReferenceRow {
  kind: 'status' | 'priority' | 'type' | 'enabled_type';
  id: number;
  name: string | null;
  is_default: Flag;
  is_closed: Flag | null;
  is_active: Flag | null;
  position: number | null;
}

/**
 * The statuses, priorities and types a write is checked against (each by position), with the types a project enables
 * (none when it restricts nothing): one statement, as every create and edit reads them.
 */
export async function referenceData(db: Db, projectId: number) {
  const { rows } = await sql<ReferenceRow>`
    select 'status' as kind, id, name, is_default, is_closed, null as is_active, position from statuses
    union all select 'priority', id, name, is_default, null, is_active, position from priorities
    union all select 'type', id, name, is_default, null, null, position from types
    union all select 'enabled_type', type_id, null, is_default, null, null, null from project_types where project_id = ${projectId}
    order by kind, position, id`.execute(db);
  const of = (kind: ReferenceRow['kind']) => rows.filter((row) => row.kind === kind);
  return {
    statuses: of('status').map(({ id, name, is_default, is_closed, position }) => ({ id, name: name!, is_default, is_closed: is_closed!, position: position! })),
    priorities: of('priority').map(({ id, name, is_default, is_active, position }) => ({ id, name: name!, is_default, is_active: is_active!, position: position! })),
    types: of('type').map(({ id, name, is_default, position }) => ({ id, name: name!, is_default, position: position! })),
    enabledTypes: of('enabled_type').map(({ id, is_default }) => ({ project_id: projectId, type_id: id, is_default })),
  };
}

/** The types the projects enable (projects without rows have not restricted their types). */
export function enabledTypes(db: Db, projectIds: number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('project_types').select(['project_id', 'type_id', 'is_default']).where('project_id', 'in', projectIds).execute();
}

export function findPrincipal(db: Db, id: number) {
  return db.selectFrom('principals').select(['id', 'type', 'name', 'status']).where('id', '=', id).executeTakeFirst();
}

/** The principals among `principalIds` that are members of the project: directly, or (users) through a group. */
export async function membersAmong(db: Db, projectId: number, principalIds: number[]): Promise<Set<number>> {
  if (principalIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('principals')
    .select('principals.id')
    .where('principals.id', 'in', principalIds)
    .where((eb) =>
      eb.or([
        eb('principals.id', 'in', eb.selectFrom('memberships as dm').select('dm.principal_id').where('dm.project_id', '=', projectId)),
        eb(
          'principals.id',
          'in',
          eb
            .selectFrom('group_users as gu')
            .innerJoin('memberships as gm', 'gm.principal_id', 'gu.group_id')
            .select('gu.user_id')
            .where('gm.project_id', '=', projectId),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Guards against a (never valid) parent cycle looping forever. */
const MAX_DEPTH = 1000;

/** The ancestors of a work package (parent first), one recursive statement. */
export async function ancestorIds(db: Db, id: number): Promise<number[]> {
  const result = await sql<{ id: number }>`
    with recursive anc (id, depth) as (
      select parent_id, 1 from work_packages where id = ${id} and parent_id is not null
      union all
      select wp.parent_id, anc.depth + 1 from work_packages wp join anc on wp.id = anc.id
      where wp.parent_id is not null and anc.depth < ${MAX_DEPTH}
    )
    select id from anc order by depth`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/** The work packages and all their descendants, one recursive statement. */
export async function withDescendantIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = await sql<{ id: number }>`
    with recursive tree (id, depth) as (
      select id, 0 from work_packages where id in (${sql.join(ids)})
      union all
      select wp.id, tree.depth + 1 from work_packages wp join tree on wp.parent_id = tree.id where tree.depth < ${MAX_DEPTH}
    )
    select distinct id from tree`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/** Serialises parent changes within a project (PostgreSQL), so two concurrent moves cannot close a cycle. */
export async function lockProjectForHierarchy(db: Db, projectId: number, postgres: boolean): Promise<void> {
  // SQLite runs one write transaction at a time already.
  if (postgres) await sql`select id from projects where id = ${projectId} for update`.execute(db);
}

/** The largest board position (the column is a PostgreSQL integer; validation allows up to it). */
const MAX_POSITION = 2_147_483_647;

export async function insertWorkPackage(db: Db, row: NewWorkPackage): Promise<number> {
  const inserted = await db
    .insertInto('work_packages')
    .values({
      ...row,
      // Without a position the package goes to the end of the project's board order. A package already at the largest
      // position a PostgreSQL integer holds (clients may set it) is joined there, not overflowed (ties go by id).
      position:
        row.position ??
        sql<number>`(select case when max(p.position) >= ${MAX_POSITION} then ${MAX_POSITION} else coalesce(max(p.position), 0) + 1 end from work_packages p where p.project_id = ${row.project_id})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * The optimistic lock: the update only applies while the row still has the version the client read. Returns
 * whether it applied (false = a stale lockVersion or a deleted row).
 */
export async function updateWorkPackage(db: Db, id: number, lockVersion: number, changes: Updateable<WorkPackagesTable>): Promise<boolean> {
  const result = await db
    .updateTable('work_packages')
    .set({ ...changes, lock_version: sql<number>`lock_version + 1` })
    .where('id', '=', id)
    .where('lock_version', '=', lockVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The same changes on many rows (bulk edit), one statement. */
export async function updateWorkPackages(db: Db, ids: number[], changes: Updateable<WorkPackagesTable>): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('work_packages')
    .set({ ...changes, lock_version: sql<number>`lock_version + 1` })
    .where('id', 'in', ids)
    .execute();
}

/** Marks activity on a work package without changing it (a comment): takes the row lock journals rely on. */
export async function touchWorkPackage(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('work_packages').set({ updated_at: now }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteWorkPackages(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('work_packages').where('id', 'in', ids).execute();
}

export interface StatisticsOptions {
  /** The app clock's day, 'YYYY-MM-DD': open packages due before it are overdue. */
  today: string;
  inProgressStatusId: number;
}

/** The statistics of the visible, filtered work packages: four aggregate statements. */
export async function statistics(db: Db, actor: Actor, filters: ParsedFilter<WorkPackagesEB>[], context: QueryContext, options: StatisticsOptions) {
  const matching = () => filteredWorkPackages(db, actor, filters, context);
  const closedIds = db.selectFrom('statuses as cs').select('cs.id').where('cs.is_closed', '=', true);
  const [totals, byPriority, byStatus, byAssignee] = await Promise.all([
    matching()
      .select((eb) => [
        eb.fn.countAll<string | number>().as('total'),
        eb.fn.sum<string | number>(eb.case().when('work_packages.status_id', 'in', closedIds).then(1).else(0).end()).as('completed'),
        eb.fn.sum<string | number>(eb.case().when('work_packages.status_id', '=', options.inProgressStatusId).then(1).else(0).end()).as('in_progress'),
        eb.fn
          .sum<string | number>(
            eb
              .case()
              .when(eb.and([eb('work_packages.due_date', '<', options.today), eb('work_packages.status_id', 'not in', closedIds)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('overdue'),
      ])
      .executeTakeFirst(),
    db
      .selectFrom('priorities')
      .leftJoin('work_packages', (join) =>
        join.onRef('work_packages.priority_id', '=', 'priorities.id').on('work_packages.id', 'in', matching().select('work_packages.id')),
      )
      .select(['priorities.id', 'priorities.name', 'priorities.color', (eb) => eb.fn.count<string | number>('work_packages.id').as('count')])
      .groupBy(['priorities.id', 'priorities.name', 'priorities.color', 'priorities.position'])
      .orderBy('priorities.position')
      .execute(),
    db
      .selectFrom('statuses')
      .leftJoin('work_packages', (join) =>
        join.onRef('work_packages.status_id', '=', 'statuses.id').on('work_packages.id', 'in', matching().select('work_packages.id')),
      )
      .select(['statuses.id', 'statuses.name', 'statuses.color', 'statuses.is_closed', (eb) => eb.fn.count<string | number>('work_packages.id').as('count')])
      .groupBy(['statuses.id', 'statuses.name', 'statuses.color', 'statuses.is_closed', 'statuses.position'])
      .orderBy('statuses.position')
      .execute(),
    matching()
      .leftJoin('principals as sa', 'sa.id', 'work_packages.assigned_to_id')
      .select(['work_packages.assigned_to_id as id', 'sa.name', (eb) => eb.fn.countAll<string | number>().as('count')])
      .groupBy(['work_packages.assigned_to_id', 'sa.name'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('sa.name')
      .execute(),
  ]);
  return { totals, byPriority, byStatus, byAssignee };
}


/** The tables a selected property may read beside work_packages (selection.ts), each joined only when needed. */
export type SelectionJoin = 'project' | 'type' | 'status' | 'priority' | 'author' | 'assignee' | 'responsible' | 'parent' | 'version';

/** A row of a projected page: the selected work_packages columns and joined names. */
export type SelectedRow = Record<string, unknown> & { id: number; project_id: number; comment_count?: string | number };

/** The tables a projected page joins (each by primary key, under its own alias), and the names it reads from them. */
const SELECTION_JOINS: Record<SelectionJoin, { table: string; alias: string; on: string; columns: Record<string, string> }> = {
  project: { table: 'projects', alias: 'sel_project', on: 'work_packages.project_id', columns: { name: 'project_name', public: 'project_public' } },
  type: { table: 'types', alias: 'sel_type', on: 'work_packages.type_id', columns: { name: 'type_name' } },
  status: { table: 'statuses', alias: 'sel_status', on: 'work_packages.status_id', columns: { name: 'status_name', is_closed: 'status_is_closed' } },
  priority: { table: 'priorities', alias: 'sel_priority', on: 'work_packages.priority_id', columns: { name: 'priority_name' } },
  author: { table: 'principals', alias: 'sel_author', on: 'work_packages.author_id', columns: { name: 'author_name' } },
  assignee: { table: 'principals', alias: 'sel_assignee', on: 'work_packages.assigned_to_id', columns: { name: 'assignee_name', type: 'assignee_type' } },
  responsible: { table: 'principals', alias: 'sel_responsible', on: 'work_packages.responsible_id', columns: { name: 'responsible_name', type: 'responsible_type' } },
  parent: { table: 'work_packages', alias: 'sel_parent', on: 'work_packages.parent_id', columns: { subject: 'parent_subject' } },
  version: { table: 'versions', alias: 'sel_version', on: 'work_packages.version_id', columns: { name: 'version_name' } },
};

/**
 * A page of visible work packages with only the selected columns and joins, the total in the same statement (as
 * workPackagePage) and, when selected, each package's comment count as a correlated count: one statement in all.
 * `withPublic` also reads whether the project is public (what the caller's permissions there depend on).
 */
export async function selectedWorkPackagePage(
  db: Db,
  actor: Actor,
  filters: ParsedFilter<WorkPackagesEB>[],
  context: QueryContext,
  sort: ParsedSort[],
  page: { limit: number; offset: number },
  selection: { columns: readonly string[]; joins: ReadonlySet<SelectionJoin>; comments: boolean; withPublic: boolean },
): Promise<{ rows: SelectedRow[]; total: number | null }> {
  const total = filteredWorkPackages(db, actor, filters, context).select((eb) => eb.fn.countAll<string | number>().as('count'));
  const joins = new Set(selection.joins);
  if (selection.withPublic) joins.add('project');
  // The joined aliases are not in the Database type: the query is built loosely and its rows typed as SelectedRow.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let query: any = filteredWorkPackages(db, actor, filters, context);
  for (const name of joins) {
    const join = SELECTION_JOINS[name];
    query = query.leftJoin(`${join.table} as ${join.alias}`, `${join.alias}.id`, join.on);
  }
  const selections: unknown[] = ['work_packages.id', 'work_packages.project_id', total.as('total')];
  for (const column of selection.columns) selections.push(`work_packages.${column}`);
  for (const name of joins) {
    const join = SELECTION_JOINS[name];
    for (const [column, as] of Object.entries(join.columns)) selections.push(`${join.alias}.${column} as ${as}`);
  }
  if (selection.comments) {
    selections.push(
      sql<string | number>`(select count(*) from journals sel_j where sel_j.journable_type = 'WorkPackage' and sel_j.journable_id = work_packages.id and sel_j.notes <> '')`.as(
        'comment_count',
      ),
    );
  }
  query = orderPage(query.select(selections), sort);
  const rows = (await query.limit(page.limit).offset(page.offset).execute()) as (SelectedRow & { total: string | number })[];
  return { rows, total: rows.length > 0 ? toCount(rows[0].total) : null };
}
