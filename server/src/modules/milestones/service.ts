import type { FastifyInstance } from 'fastify';
import { actorOf, projectAccess, requireModule, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { missingPermission, notFound } from '../../http/errors.ts';
import { dayOf } from '../../http/inputs.ts';
import type { PageRequest, ParsedFilter } from '../../http/query.ts';
import { applyFilters } from './filters.ts';
import { milestoneRows } from './queries.ts';
import { representMilestone, type Milestone } from './representer.ts';

/**
 * The milestones (spec 002 section 3) of the versions defined in the projects, and in their sub-projects with
 * `withDescendants`, limited to projects where the actor sees work packages, by due date (undated last). One
 * statement whatever the number of projects or versions. The faculty and admin dashboards call this too.
 */
export async function milestonesForProjects(db: Db, actor: Actor, projectIds: number[], today: string, options: { withDescendants?: boolean } = {}): Promise<Milestone[]> {
  const rows = await milestoneRows(db, actor, projectIds, options.withDescendants ?? false);
  return rows.map((row) => representMilestone(row, today));
}

/**
 * GET /projects/{id}/milestones: the project's and its visible sub-projects' milestones. The project must be visible
 * (404) and the caller see its work packages (403). Three statements besides authentication: the project, the
 * caller's permissions there, the milestones.
 */
export async function listProjectMilestones(app: FastifyInstance, user: PrincipalRow, projectId: number, filters: ParsedFilter<unknown>[], page: PageRequest) {
  const actor = actorOf(user);
  const access = await projectAccess(app.db, actor, projectId);
  if (!access?.visible) throw notFound();
  requireModule(access, 'work_package_tracking');
  if (!access.permissions.has('view_work_packages')) throw missingPermission();
  const today = dayOf(app.clock.now());
  const all = applyFilters(await milestonesForProjects(app.db, actor, [projectId], today, { withDescendants: true }), filters);
  const start = (page.offset - 1) * page.pageSize;
  return { total: all.length, elements: all.slice(start, start + page.pageSize) };
}
