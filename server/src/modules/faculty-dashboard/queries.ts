// The faculty dashboard's own queries (issue 20 item 2): the mentor's projects and the figures the admin dashboard's
// queries do not give (team, reviews, per-member work, distributions). Each is one statement over a list of project
// ids, whatever its length (constant statements per request), filtering on indexed columns (memberships' project_id,
// work packages' project_id / assigned_to_id / status_id, time entries' project_id, repositories' project link).
import { sql } from 'kysely';
import { projectIdsWithPermission } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import { toIsoStringOrNull } from '../../db/values.ts';
import { dashboardFigures as figures } from '../admin-dashboard/index.ts';

type Num = number | string | bigint | null;
const num = figures.toNumber;
const ids = (list: readonly number[]) => sql.join(list.map((id) => sql`${id}`));
const closedCase = (closed: readonly number[]) => (closed.length === 0 ? sql`0` : sql`case when wp.status_id in (${ids(closed)}) then 1 else 0 end`);
const openCondition = (closed: readonly number[]) => (closed.length === 0 ? sql`1 = 1` : sql`wp.status_id not in (${ids(closed)})`);

/** The permission that makes a project the caller's own: managing its members (docs/api.md 'Faculty dashboard'). */
export const MENTOR_PERMISSION = 'manage_members';

/**
 * The mentor's own projects: active, not templates, where they hold a role with manage_members (directly or through
 * a group). Admins too: an admin mentors the projects they hold such a role in, not the whole organisation.
 */
export async function ownProjects(db: Db, userId: number) {
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'name', 'identifier'])
    .where('active', '=', true)
    .where('templated', '=', false)
    .where('id', 'in', projectIdsWithPermission(db, userId, MENTOR_PERMISSION))
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name, identifier: row.identifier }));
}
export type OwnProject = Awaited<ReturnType<typeof ownProjects>>[number];

/** The users who are direct members of the projects (the mentor left out), with their roles per project. */
export async function teamRows(db: Db, projectIds: readonly number[], mentorId: number) {
  const { rows } = await sql<{ user_id: number; name: string; email: string | null; project_id: number; project_name: string; role: string | null }>`
    select u.id as user_id, u.name, u.email, m.project_id, p.name as project_name, r.name as role
    from memberships m join principals u on u.id = m.principal_id and u.type = 'User' join projects p on p.id = m.project_id
      left join member_roles mr on mr.membership_id = m.id left join roles r on r.id = mr.role_id
    where m.project_id in (${ids(projectIds)}) and u.id <> ${mentorId}
    order by lower(u.name), u.id, lower(p.name), p.id, r.position, r.name`.execute(db);
  const members = new Map<number, { user_id: number; name: string; email: string; roles: string[]; avatar_url: null; projects: { id: number; name: string; roles: string[] }[] }>();
  for (const row of rows) {
    const id = Number(row.user_id);
    let member = members.get(id);
    if (!member) {
      // Users have no avatar picture stored (the UI draws initials): avatar_url is always null.
      member = { user_id: id, name: row.name, email: row.email ?? '', roles: [], avatar_url: null, projects: [] };
      members.set(id, member);
    }
    const projectId = Number(row.project_id);
    let project = member.projects.find((entry) => entry.id === projectId);
    if (!project) {
      project = { id: projectId, name: row.project_name, roles: [] };
      member.projects.push(project);
    }
    if (row.role !== null) {
      if (!project.roles.includes(row.role)) project.roles.push(row.role);
      if (!member.roles.includes(row.role)) member.roles.push(row.role);
    }
  }
  return [...members.values()];
}

/** Open, non-draft pull requests of the repositories linked to the projects, with no approving review yet. */
export async function pullRequestsAwaitingReview(db: Db, projectIds: readonly number[], limit: number) {
  const { rows } = await sql<{
    id: number; number: number; title: string; html_url: string; author_login: string | null; created: Date | string; repository: string; project_id: number; project_name: string; reviews: Num; linked: Num; total: Num;
  }>`
    with linked as (select c.repository_id, min(c.project_id) as project_id from github_project_repositories c where c.project_id in (${ids(projectIds)}) group by c.repository_id),
    waiting as (
      select pr.id, pr.number, pr.title, pr.html_url, pr.author_login, pr.github_created_at as created, r.full_name as repository, linked.project_id,
        (select count(v.id) from github_pull_request_reviews v where v.pull_request_id = pr.id) as reviews
      from linked join github_pull_requests pr on pr.repository_id = linked.repository_id join github_repositories r on r.id = linked.repository_id
      where pr.state = 'open' and pr.draft = ${sql.lit(false)}
        and not exists (select 1 from github_pull_request_reviews a where a.pull_request_id = pr.id and a.state = 'approved'))
    select waiting.*, p.name as project_name, (select count(*) from linked) as linked, (select count(*) from waiting) as total
    from waiting join projects p on p.id = waiting.project_id
    order by waiting.created, waiting.id limit ${limit}`.execute(db);
  // With no waiting pull request the list is empty: ask whether any repository is linked at all.
  return {
    total: num(rows[0]?.total),
    elements: rows.map((row) => ({
      id: Number(row.id), number: Number(row.number), title: row.title, url: row.html_url, author: row.author_login, createdAt: toIsoStringOrNull(row.created) ?? '',
      repository: row.repository, projectId: Number(row.project_id), projectName: row.project_name, reviews: num(row.reviews),
    })),
  };
}

/** How many GitHub repositories are linked to the projects (0: no GitHub data to show). */
export async function linkedRepositories(db: Db, projectIds: readonly number[]) {
  const { rows } = await sql<{ n: Num }>`select count(distinct c.repository_id) as n from github_project_repositories c where c.project_id in (${ids(projectIds)})`.execute(db);
  return num(rows[0]?.n);
}

/** Work packages of the projects in a review status (open statuses named like 'review'), oldest change first. */
export async function packagesInReview(db: Db, projectIds: readonly number[], reviewStatuses: readonly number[], limit: number) {
  if (reviewStatuses.length === 0) return { total: 0, elements: [] };
  const { rows } = await sql<{ id: number; subject: string; status: string; project_id: number; project_name: string; assignee: string | null; updated_at: Date | string; total: Num }>`
    select wp.id, wp.subject, s.name as status, wp.project_id, p.name as project_name, a.name as assignee, wp.updated_at,
      count(*) over () as total
    from work_packages wp join projects p on p.id = wp.project_id join statuses s on s.id = wp.status_id left join principals a on a.id = wp.assigned_to_id
    where wp.project_id in (${ids(projectIds)}) and wp.status_id in (${ids(reviewStatuses)})
    order by wp.updated_at, wp.id limit ${limit}`.execute(db);
  return {
    total: num(rows[0]?.total),
    elements: rows.map((row) => ({ id: Number(row.id), subject: row.subject, status: row.status, projectId: Number(row.project_id), projectName: row.project_name, assignee: row.assignee, since: toIsoStringOrNull(row.updated_at) ?? '' })),
  };
}

/**
 * Per team member: their work packages in the projects (assigned: completed, open, overdue) and hours logged there.
 * The packages and hours are grouped per assignee and user over the projects alone, and the team picks its rows by
 * the join: filtering them by the team instead made the planners walk each member's packages in every project.
 */
export async function memberPerformance(db: Db, projectIds: readonly number[], mentorId: number, closed: readonly number[], today: string) {
  const scope = ids(projectIds);
  const { rows } = await sql<{ id: number; name: string; assigned: Num; completed: Num; overdue: Num; hours: Num }>`
    with team as (select distinct m.principal_id as id from memberships m join principals u on u.id = m.principal_id and u.type = 'User' where m.project_id in (${scope}) and m.principal_id <> ${mentorId}),
    work as (
      select wp.assigned_to_id as id, count(wp.id) as assigned, coalesce(sum(${closedCase(closed)}), 0) as completed,
        coalesce(sum(case when wp.due_date < ${today} and ${openCondition(closed)} then 1 else 0 end), 0) as overdue
      from work_packages wp where wp.project_id in (${scope}) group by wp.assigned_to_id),
    logged as (select t.user_id as id, sum(t.hours) as hours from time_entries t where t.project_id in (${scope}) group by t.user_id)
    select u.id, u.name, work.assigned, work.completed, work.overdue, logged.hours
    from team join principals u on u.id = team.id left join work on work.id = team.id left join logged on logged.id = team.id
    order by lower(u.name), u.id`.execute(db);
  return rows.map((row) => {
    const assigned = num(row.assigned);
    const completed = num(row.completed);
    return { userId: Number(row.id), name: row.name, assigned, completed, open: assigned - completed, overdue: num(row.overdue), hoursLogged: figures.round2(num(row.hours)), completionRate: figures.rate(completed, assigned) };
  });
}

/**
 * Work packages of the projects counted by status, type and priority: one statement that reads the packages once,
 * counting each (status, type, priority) combination, and sums the few combinations per status, type and priority
 * (reading them per dimension instead walked the type and priority indexes over every project's packages).
 */
export async function distributions(db: Db, projectIds: readonly number[]) {
  const { rows } = await sql<{ dimension: 'status' | 'type' | 'priority'; id: number; name: string; color: string | null; position: number; n: Num }>`
    with c as materialized (
      select wp.status_id, wp.type_id, wp.priority_id, count(*) as n from work_packages wp
      where wp.project_id in (${ids(projectIds)}) group by wp.status_id, wp.type_id, wp.priority_id)
    select 'status' as dimension, s.id, s.name, s.color, s.position, sum(c.n) as n from c join statuses s on s.id = c.status_id
      group by s.id, s.name, s.color, s.position
    union all
    select 'type' as dimension, t.id, t.name, t.color, t.position, sum(c.n) as n from c join types t on t.id = c.type_id
      group by t.id, t.name, t.color, t.position
    union all
    select 'priority' as dimension, pr.id, pr.name, pr.color, pr.position, sum(c.n) as n from c join priorities pr on pr.id = c.priority_id
      group by pr.id, pr.name, pr.color, pr.position`.execute(db);
  const of = (dimension: string) =>
    rows
      .filter((row) => row.dimension === dimension)
      .sort((a, b) => Number(a.position) - Number(b.position) || Number(a.id) - Number(b.id))
      .map((row) => ({ id: Number(row.id), name: row.name, color: row.color, count: num(row.n) }));
  return { byStatus: of('status'), byType: of('type'), byPriority: of('priority') };
}

/** Distinct users who are direct members of the projects, the mentor left out. */
export async function memberCount(db: Db, projectIds: readonly number[], mentorId: number) {
  const { rows } = await sql<{ n: Num; hours: Num }>`
    select (select count(distinct m.principal_id) from memberships m join principals u on u.id = m.principal_id and u.type = 'User'
        where m.project_id in (${ids(projectIds)}) and m.principal_id <> ${mentorId}) as n,
      (select coalesce(sum(t.hours), 0) from time_entries t where t.project_id in (${ids(projectIds)})) as hours`.execute(db);
  return { members: num(rows[0]?.n), hours: figures.round2(num(rows[0]?.hours)) };
}
