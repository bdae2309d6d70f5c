// The figure queries of the admin dashboard's project hierarchy (spec 002 §7 'hierarchy-summary', 'parent-projects'):
// a parent project is a project with sub-projects, and its figures roll up every sub-project at any depth. The tree is
// a recursive common table expression over projects.parent_id (indexed), so each figure is one statement whatever the
// depth or the number of projects, packages or people.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import { toIsoStringOrNull } from '../../db/values.ts';
import { WORK_PACKAGE_JOURNABLE } from '../../journals/journables.ts';
import { rate, round2, toNumber as num } from './queries.ts';

type Num = number | string | bigint | null;
/** Guards against a (never valid) parent cycle looping forever, as the projects module's walks. */
const MAX_DEPTH = 64;
const ids = (list: readonly number[]) => sql.join(list.map((id) => sql`${id}`));
const HAS_CHILD = sql`exists (select 1 from projects c where c.parent_id = p.id)`;
const closedCase = (closed: readonly number[]) => (closed.length === 0 ? sql`0` : sql`case when wp.status_id in (${ids(closed)}) then 1 else 0 end`);
const openCondition = (closed: readonly number[]) => (closed.length === 0 ? sql`1 = 1` : sql`wp.status_id not in (${ids(closed)})`);

/** `tree (root_id, id, depth)`: each root and every project below it (the root itself at depth 0). */
const treeOf = (roots: RawBuilder<unknown>) => sql`tree (root_id, id, depth) as (
    select p.id, p.id, 0 from projects p where p.id in (${roots})
    union all
    select tree.root_id, c.id, tree.depth + 1 from projects c join tree on c.parent_id = tree.id where tree.depth < ${MAX_DEPTH})`;
/** The ids of a project and every project below it, as a subquery. */
const subtreeIds = (rootId: number) => sql`(with recursive ${treeOf(sql`${rootId}`)} select id from tree)`;

/** Projects by their place in the hierarchy, the deepest level, and the packages inside hierarchies. */
export async function hierarchyTotals(db: Db) {
  const { rows } = await sql<{ total: Num; parents: Num; roots: Num; sub_projects: Num; standalone: Num; max_depth: Num; packages: Num; in_hierarchies: Num }>`
    with recursive ${treeOf(sql`select p.id from projects p where p.parent_id is null and ${HAS_CHILD}`)}
    select count(p.id) as total,
      coalesce(sum(case when ${HAS_CHILD} then 1 else 0 end), 0) as parents,
      coalesce(sum(case when p.parent_id is null and ${HAS_CHILD} then 1 else 0 end), 0) as roots,
      coalesce(sum(case when p.parent_id is not null then 1 else 0 end), 0) as sub_projects,
      coalesce(sum(case when p.parent_id is null and not ${HAS_CHILD} then 1 else 0 end), 0) as standalone,
      (select coalesce(max(depth), 0) from tree) as max_depth,
      (select count(wp.id) from work_packages wp) as packages,
      (select count(wp.id) from work_packages wp where wp.project_id in (select id from tree)) as in_hierarchies
    from projects p`.execute(db);
  const row = rows[0];
  return {
    projects: num(row?.total),
    parentProjects: num(row?.parents),
    topLevelParents: num(row?.roots),
    subProjects: num(row?.sub_projects),
    standaloneProjects: num(row?.standalone),
    maxDepth: num(row?.max_depth),
    workPackages: num(row?.packages),
    workPackagesInHierarchies: num(row?.in_hierarchies),
  };
}

export interface ParentHead {
  id: number;
  name: string;
  identifier: string;
  parentId: number | null;
  active: boolean;
  statusCode: string | null;
}

/** One page of parent projects (any depth), by name, and how many there are; `topLevel` keeps the roots only. */
export async function parentProjectPage(db: Db, options: { pattern: string | null; limit: number; offset: number; topLevel?: boolean }): Promise<{ total: number; rows: ParentHead[] }> {
  const matches = options.pattern ? sql` and (lower(p.name) like ${options.pattern} escape '\\' or lower(p.identifier) like ${options.pattern} escape '\\')` : sql``;
  const level = options.topLevel ? sql` and p.parent_id is null` : sql``;
  const { rows } = await sql<{ id: number; name: string; identifier: string; parent_id: number | null; active: unknown; status_code: string | null; total_count: Num }>`
    select p.id, p.name, p.identifier, p.parent_id, p.active, p.status_code, count(*) over () as total_count
    from projects p where ${HAS_CHILD}${level}${matches}
    order by lower(p.name), p.id limit ${options.limit} offset ${options.offset}`.execute(db);
  // Past the last page there is no row to carry the count: count alone (a second statement only then).
  const total: number = rows.length === 0 && options.offset > 0 ? (await parentProjectPage(db, { ...options, limit: 1, offset: 0 })).total : num(rows[0]?.total_count);
  return {
    total,
    rows: rows.map((row) => ({ id: Number(row.id), name: row.name, identifier: row.identifier, parentId: row.parent_id === null ? null : Number(row.parent_id), active: Boolean(row.active), statusCode: row.status_code })),
  };
}

export interface TreeFigures {
  subProjects: number;
  depth: number;
  total: number;
  open: number;
  closed: number;
  overdue: number;
  completionRate: number | null;
  overdueRate: number | null;
  members: number;
  hours: number;
  closedInPeriod: number;
}
export const EMPTY_TREE_FIGURES: TreeFigures = { subProjects: 0, depth: 0, total: 0, open: 0, closed: 0, overdue: 0, completionRate: null, overdueRate: null, members: 0, hours: 0, closedInPeriod: 0 };

/**
 * Per root: its sub-projects (every depth) and the rolled-up packages (overdue = open with a due date before today),
 * distinct members, hours logged, and closings (a status change into a closed status) since `since`.
 */
export async function treeFigures(db: Db, rootIds: readonly number[], closed: readonly number[], today: string, since: string): Promise<Map<number, TreeFigures>> {
  if (rootIds.length === 0) return new Map();
  const closedValues = closed.length === 0 ? sql`null` : sql.join(closed.map((id) => sql`${String(id)}`));
  const { rows } = await sql<{ root_id: number; sub_projects: Num; depth: Num; total: Num; closed: Num; overdue: Num; members: Num; hours: Num; closings: Num }>`
    with recursive ${treeOf(ids(rootIds))},
    packages as (
      select t.root_id, count(wp.id) as total, coalesce(sum(${closedCase(closed)}), 0) as closed,
        coalesce(sum(case when wp.due_date < ${today} and ${openCondition(closed)} then 1 else 0 end), 0) as overdue
      from tree t join work_packages wp on wp.project_id = t.id group by t.root_id),
    people as (select t.root_id, count(distinct m.principal_id) as members from tree t join memberships m on m.project_id = t.id group by t.root_id),
    hours as (select t.root_id, sum(te.hours) as hours from tree t join time_entries te on te.project_id = t.id group by t.root_id),
    closings as (
      select t.root_id, count(j.id) as closings from tree t
        join journals j on j.project_id = t.id and j.journable_type = ${WORK_PACKAGE_JOURNABLE} and j.created_at >= ${since}
        join journal_details d on d.journal_id = j.id and d.property = 'status_id'
      where d.new_value in (${closedValues}) and (d.old_value is null or d.old_value not in (${closedValues}))
      group by t.root_id),
    shape as (select t.root_id, count(t.id) - 1 as sub_projects, max(t.depth) as depth from tree t group by t.root_id)
    select shape.root_id, shape.sub_projects, shape.depth, packages.total, packages.closed, packages.overdue, people.members, hours.hours, closings.closings
    from shape left join packages on packages.root_id = shape.root_id left join people on people.root_id = shape.root_id
      left join hours on hours.root_id = shape.root_id left join closings on closings.root_id = shape.root_id`.execute(db);
  return new Map(
    rows.map((row) => {
      const total = num(row.total);
      const done = num(row.closed);
      const overdue = num(row.overdue);
      return [
        Number(row.root_id),
        {
          subProjects: num(row.sub_projects), depth: num(row.depth), total, open: total - done, closed: done, overdue,
          completionRate: rate(done, total), overdueRate: rate(overdue, total - done), members: num(row.members), hours: round2(num(row.hours)), closedInPeriod: num(row.closings),
        },
      ] as const;
    }),
  );
}

/** A project with its count of direct sub-projects (null when unknown). */
export async function projectHead(db: Db, id: number) {
  const { rows } = await sql<{ id: number; name: string; identifier: string; parent_id: number | null; active: unknown; status_code: string | null; children: Num }>`
    select p.id, p.name, p.identifier, p.parent_id, p.active, p.status_code, (select count(c.id) from projects c where c.parent_id = p.id) as children
    from projects p where p.id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return { id: Number(row.id), name: row.name, identifier: row.identifier, parentId: row.parent_id === null ? null : Number(row.parent_id), active: Boolean(row.active), statusCode: row.status_code, children: num(row.children) };
}

/**
 * Every project of a tree (the root first, then by depth and name) with its own packages (not rolled up), and the span
 * of its work: the earliest start or due date and the latest due date of its packages and versions.
 */
export async function treeProjects(db: Db, rootId: number, closed: readonly number[], today: string) {
  const { rows } = await sql<{ id: number; name: string; identifier: string; parent_id: number | null; depth: Num; total: Num; closed: Num; overdue: Num; starts: string | null; ends: string | null }>`
    with recursive ${treeOf(sql`${rootId}`)},
    packages as (
      select wp.project_id, count(wp.id) as total, coalesce(sum(${closedCase(closed)}), 0) as closed,
        coalesce(sum(case when wp.due_date < ${today} and ${openCondition(closed)} then 1 else 0 end), 0) as overdue,
        min(coalesce(wp.start_date, wp.due_date)) as starts, max(wp.due_date) as ends
      from work_packages wp where wp.project_id in (select id from tree) group by wp.project_id),
    versions_span as (
      select v.project_id, min(coalesce(v.start_date, v.end_date)) as starts, max(v.end_date) as ends
      from versions v where v.project_id in (select id from tree) group by v.project_id)
    select p.id, p.name, p.identifier, p.parent_id, t.depth, packages.total, packages.closed, packages.overdue,
      case when versions_span.starts is null or (packages.starts is not null and packages.starts < versions_span.starts) then packages.starts else versions_span.starts end as starts,
      case when versions_span.ends is null or (packages.ends is not null and packages.ends > versions_span.ends) then packages.ends else versions_span.ends end as ends
    from tree t join projects p on p.id = t.id left join packages on packages.project_id = t.id left join versions_span on versions_span.project_id = t.id
    order by t.depth, lower(p.name), p.id`.execute(db);
  return rows.map((row) => {
    const total = num(row.total);
    const done = num(row.closed);
    return {
      id: Number(row.id), name: row.name, identifier: row.identifier, parentId: row.parent_id === null ? null : Number(row.parent_id), depth: num(row.depth),
      total, open: total - done, closed: done, overdue: num(row.overdue), completionRate: rate(done, total),
      startDate: row.starts === null ? null : String(row.starts).slice(0, 10), endDate: row.ends === null ? null : String(row.ends).slice(0, 10),
    };
  });
}

export const WORK_ITEM_STATES = ['all', 'open', 'closed', 'overdue'] as const;
export type WorkItemState = (typeof WORK_ITEM_STATES)[number];

/** One page of the packages of a tree (due date first, undated last) and how many match. */
export interface WorkItem {
  id: number;
  subject: string;
  projectId: number;
  projectName: string;
  type: string | null;
  status: string;
  closed: boolean;
  assignee: string | null;
  startDate: string | null;
  dueDate: string | null;
  overdue: boolean;
  estimatedHours: number | null;
  updatedAt: string | null;
}

export async function treeWorkItems(db: Db, rootId: number, closed: readonly number[], today: string, options: { state: WorkItemState; limit: number; offset: number }): Promise<{ total: number; elements: WorkItem[] }> {
  const closedCondition = closed.length === 0 ? sql`1 = 0` : sql`wp.status_id in (${ids(closed)})`;
  const state = {
    all: sql``,
    open: sql` and ${openCondition(closed)}`,
    closed: sql` and ${closedCondition}`,
    overdue: sql` and wp.due_date < ${today} and ${openCondition(closed)}`,
  }[options.state];
  const { rows } = await sql<{
    id: number; subject: string; project_id: number; project_name: string; status: string; is_closed: unknown; type_name: string | null; assignee: string | null;
    start_date: string | null; due_date: string | null; estimated_hours: Num; updated_at: Date | string; total_count: Num;
  }>`
    select wp.id, wp.subject, wp.project_id, p.name as project_name, s.name as status, s.is_closed, ty.name as type_name, a.name as assignee,
      wp.start_date, wp.due_date, wp.estimated_hours, wp.updated_at, count(*) over () as total_count
    from work_packages wp join projects p on p.id = wp.project_id join statuses s on s.id = wp.status_id
      left join types ty on ty.id = wp.type_id left join principals a on a.id = wp.assigned_to_id
    where wp.project_id in ${subtreeIds(rootId)}${state}
    order by case when wp.due_date is null then 1 else 0 end, wp.due_date, wp.id limit ${options.limit} offset ${options.offset}`.execute(db);
  const total: number = rows.length === 0 && options.offset > 0 ? (await treeWorkItems(db, rootId, closed, today, { ...options, limit: 1, offset: 0 })).total : num(rows[0]?.total_count);
  return {
    total,
    elements: rows.map((row) => {
      const dueDate = row.due_date === null ? null : String(row.due_date).slice(0, 10);
      const isClosed = Boolean(row.is_closed);
      return {
        id: Number(row.id), subject: row.subject, projectId: Number(row.project_id), projectName: row.project_name, type: row.type_name, status: row.status, closed: isClosed,
        assignee: row.assignee, startDate: row.start_date === null ? null : String(row.start_date).slice(0, 10), dueDate, overdue: !isClosed && dueDate !== null && dueDate < today,
        estimatedHours: row.estimated_hours === null ? null : round2(num(row.estimated_hours)), updatedAt: toIsoStringOrNull(row.updated_at),
      };
    }),
  };
}

/**
 * The people of a tree (members of any of its projects, assignees of its packages, or who logged time there): hours
 * logged there since a day, their open assigned packages there and the estimate left on them.
 */
export async function treeResources(db: Db, rootId: number, closed: readonly number[], sinceDay: string) {
  const { rows } = await sql<{ id: number; name: string; email: string | null; hours: Num; open_assigned: Num; remaining: Num }>`
    with recursive ${treeOf(sql`${rootId}`)},
    people (id) as (
      select m.principal_id from memberships m where m.project_id in (select id from tree)
      union select wp.assigned_to_id from work_packages wp where wp.project_id in (select id from tree) and wp.assigned_to_id is not null
      union select te.user_id from time_entries te where te.project_id in (select id from tree))
    select u.id, u.name, u.email,
      (select coalesce(sum(te.hours), 0) from time_entries te where te.user_id = u.id and te.spent_on >= ${sinceDay} and te.project_id in (select id from tree)) as hours,
      (select count(wp.id) from work_packages wp where wp.assigned_to_id = u.id and ${openCondition(closed)} and wp.project_id in (select id from tree)) as open_assigned,
      (select coalesce(sum(coalesce(wp.remaining_hours, wp.estimated_hours, 0)), 0) from work_packages wp
        where wp.assigned_to_id = u.id and ${openCondition(closed)} and wp.project_id in (select id from tree)) as remaining
    from principals u where u.type = 'User' and u.id in (select id from people)
    order by u.name, u.id`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), name: row.name, email: row.email, hours: round2(num(row.hours)), openAssigned: num(row.open_assigned), remainingHours: round2(num(row.remaining)) }));
}

/** Per day since a timestamp in a tree: packages created (their first journal), closings, and hours logged. */
export async function treeSeries(db: Db, rootId: number, closed: readonly number[], since: string, sinceDay: string, dayOf: (column: string) => RawBuilder<string>) {
  const closedValues = closed.length === 0 ? sql`null` : sql.join(closed.map((id) => sql`${String(id)}`));
  const { rows } = await sql<{ day: string; kind: string; n: Num }>`
    with recursive ${treeOf(sql`${rootId}`)}
    select ${dayOf('j.created_at')} as day, 'created' as kind, count(j.id) as n from journals j
      where j.journable_type = ${WORK_PACKAGE_JOURNABLE} and j.version = 1 and j.created_at >= ${since} and j.project_id in (select id from tree)
      group by ${dayOf('j.created_at')}
    union all
    select ${dayOf('j.created_at')} as day, 'closed' as kind, count(j.id) as n from journals j
      join journal_details d on d.journal_id = j.id and d.property = 'status_id'
      where j.journable_type = ${WORK_PACKAGE_JOURNABLE} and j.created_at >= ${since} and j.project_id in (select id from tree)
        and d.new_value in (${closedValues}) and (d.old_value is null or d.old_value not in (${closedValues}))
      group by ${dayOf('j.created_at')}
    union all
    select cast(te.spent_on as text) as day, 'hours' as kind, sum(te.hours) as n from time_entries te
      where te.spent_on >= ${sinceDay} and te.project_id in (select id from tree)
      group by te.spent_on`.execute(db);
  const series = { created: new Map<string, number>(), closed: new Map<string, number>(), hours: new Map<string, number>() };
  for (const row of rows) series[row.kind as keyof typeof series].set(String(row.day).slice(0, 10), round2(num(row.n)));
  return series;
}

/**
 * Closings per project since a timestamp: how many, how many of those had a due date and were closed on or before
 * it (on time), and the days from creation to closing.
 */
export async function deliveryByProject(db: Db, closed: readonly number[], since: string, daysBetween: (from: string, to: string) => RawBuilder<number>, closingDay: RawBuilder<string>) {
  if (closed.length === 0) return [];
  const closedValues = sql.join(closed.map((id) => sql`${String(id)}`));
  const { rows } = await sql<{ project_id: number; project_name: string; closings: Num; with_due: Num; on_time: Num; cycle_days: Num; cycle_count: Num }>`
    select j.project_id, p.name as project_name, count(j.id) as closings,
      coalesce(sum(case when wp.due_date is not null then 1 else 0 end), 0) as with_due,
      coalesce(sum(case when wp.due_date is not null and ${closingDay} <= wp.due_date then 1 else 0 end), 0) as on_time,
      sum(${daysBetween('wp.created_at', 'j.created_at')}) as cycle_days, count(wp.id) as cycle_count
    from journals j
      join journal_details d on d.journal_id = j.id and d.property = 'status_id'
      join projects p on p.id = j.project_id
      left join work_packages wp on wp.id = j.journable_id
    where j.journable_type = ${WORK_PACKAGE_JOURNABLE} and j.created_at >= ${since}
      and d.new_value in (${closedValues}) and (d.old_value is null or d.old_value not in (${closedValues}))
    group by j.project_id, p.name`.execute(db);
  return rows.map((row) => ({
    projectId: Number(row.project_id), projectName: row.project_name, closings: num(row.closings), withDueDate: num(row.with_due), onTime: num(row.on_time),
    cycleDays: num(row.cycle_days), cycleCount: num(row.cycle_count),
  }));
}

/** How many rows each kind of record has, and how many were created since a timestamp (the stats section). */
export async function recordCounts(db: Db, since: string) {
  const { rows } = await sql<Record<string, Num>>`
    select
      (select count(*) from principals where type = 'User') as users, (select count(*) from principals where type = 'User' and created_at >= ${since}) as users_new,
      (select count(*) from principals where type = 'Group') as groups_total,
      (select count(*) from projects) as projects, (select count(*) from projects where created_at >= ${since}) as projects_new,
      (select count(*) from work_packages) as packages, (select count(*) from work_packages where created_at >= ${since}) as packages_new,
      (select count(*) from journals) as journals, (select count(*) from journals where created_at >= ${since}) as journals_new,
      (select count(*) from time_entries) as time_entries, (select count(*) from time_entries where created_at >= ${since}) as time_entries_new,
      (select count(*) from versions) as versions, (select count(*) from memberships) as memberships,
      (select count(*) from attachments) as attachments`.execute(db);
  const row = rows[0] ?? {};
  const pair = (total: string, recent?: string) => ({ total: num(row[total]), ...(recent ? { createdLast30Days: num(row[recent]) } : {}) });
  return {
    users: pair('users', 'users_new'),
    groups: pair('groups_total'),
    projects: pair('projects', 'projects_new'),
    workPackages: pair('packages', 'packages_new'),
    journals: pair('journals', 'journals_new'),
    timeEntries: pair('time_entries', 'time_entries_new'),
    versions: pair('versions'),
    memberships: pair('memberships'),
    attachments: pair('attachments'),
  };
}
