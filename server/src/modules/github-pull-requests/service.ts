import type { FastifyInstance } from 'fastify';
import { actorOf, authoriseWrite, requireModule, type ProjectAccess } from '../../access/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { collection } from '../../http/hal.ts';
import { insertJournals } from '../../journals/index.ts';
import { visibleWorkPackage } from '../work-packages/index.ts';
import * as queries from './queries.ts';
import { activityByPullRequest, representPullRequest, workPackagePullRequestsPath } from './representer.ts';
import { githubUpdated, pullRequestsChanged } from './effects.ts';
import { entry, pullRequestLabel } from './store.ts';

export const AVAILABLE_LIMIT = 100;

const MESSAGES = {
  mayNotView: 'You are not allowed to see the GitHub content of this project.',
  mayNotEdit: 'You are not allowed to link pull requests to this work package.',
  otherRepository: "The pull request does not belong to a repository connected to this work package's project.",
} as const;

/** The work package (404 when invisible) and its project's access, with the github module on and view_github held. */
async function githubWorkPackage(app: FastifyInstance, user: PrincipalRow, id: number): Promise<{ row: { id: number; project_id: number }; access: ProjectAccess }> {
  const found = await visibleWorkPackage(app.db, actorOf(user), id);
  requireModule(found.access, 'github');
  if (!found.access.permissions.has('view_github')) throw missingPermission(MESSAGES.mayNotView);
  return found;
}

/** The pull requests with their check runs and reviews: two statements whatever the number of pull requests. */
async function represented(app: FastifyInstance, rows: queries.PullRequestRecord[]) {
  const heads = rows.filter((row) => row.head_sha !== null);
  const [checkRuns, reviews] = await Promise.all([
    queries.checkRunsOfHeads(app.db, [...new Set(heads.map((row) => row.repository_id))], [...new Set(heads.map((row) => row.head_sha!))]),
    queries.reviewsOf(app.db, rows.map((row) => row.id)),
  ]);
  const activity = activityByPullRequest(rows, checkRuns, reviews);
  return rows.map((row) => representPullRequest(row, activity.get(row.id)));
}

async function pullRequestCollection(app: FastifyInstance, path: string, rows: queries.PullRequestRecord[]) {
  const elements = await represented(app, rows);
  return collection(path, { elements, total: elements.length, offset: 1, pageSize: elements.length });
}

export async function linkedTo(app: FastifyInstance, user: PrincipalRow, workPackageId: number) {
  await githubWorkPackage(app, user, workPackageId);
  return pullRequestCollection(app, workPackagePullRequestsPath(workPackageId), await queries.linkedPullRequests(app.db, workPackageId));
}

export async function availableFor(app: FastifyInstance, user: PrincipalRow, workPackageId: number) {
  const { row } = await githubWorkPackage(app, user, workPackageId);
  return pullRequestCollection(app, `${workPackagePullRequestsPath(workPackageId)}/available`, await queries.availablePullRequests(app.db, row.project_id, workPackageId, AVAILABLE_LIMIT));
}

export async function getPullRequest(app: FastifyInstance, user: PrincipalRow, id: number) {
  const row = await queries.findPullRequest(app.db, id);
  if (!row || !(await queries.mayViewPullRequest(app.db, actorOf(user), row.repository_id))) throw notFound();
  return (await represented(app, [row]))[0];
}

export async function assign(app: FastifyInstance, user: PrincipalRow, workPackageId: number, pullRequestId: number) {
  const { row: workPackage, access } = await githubWorkPackage(app, user, workPackageId);
  authoriseWrite(access, 'edit_work_packages', MESSAGES.mayNotEdit);
  const pullRequest = await queries.findPullRequest(app.db, pullRequestId);
  if (!pullRequest || !(await queries.isConnected(app.db, workPackage.project_id, pullRequest.repository_id))) throw constraintViolation('pull_request_id', MESSAGES.otherRepository);
  const now = app.clock.now().toISOString();
  const linkedNow = await app.db.transaction().execute(async (db) => {
    const existing = await queries.findLink(db, pullRequestId, workPackageId);
    if (existing && existing.unlinked_at === null) return false;
    await queries.lockWorkPackages(db, [workPackageId]);
    await db
      .insertInto('github_pull_request_links')
      .values({ pull_request_id: pullRequestId, work_package_id: workPackageId, source: 'manual', created_by_id: user.id, created_at: now })
      .onConflict((oc) => oc.columns(['pull_request_id', 'work_package_id']).doUpdateSet({ unlinked_at: null, source: 'manual', created_by_id: user.id, created_at: now }))
      .execute();
    await insertJournals(db, [entry(workPackageId, workPackage.project_id, 'linked', pullRequestLabel(pullRequest.repository_full_name, pullRequest.number, pullRequest.title), now, user.id)]);
    return true;
  });
  if (linkedNow) {
    await pullRequestsChanged(app, [{ workPackageId, projectId: workPackage.project_id, pullRequestId, event: 'linked' }], user.id);
    // A link moves the project's coverage figures.
    githubUpdated(app, [workPackage.project_id], user.id);
  }
  return (await represented(app, [pullRequest]))[0];
}

export async function unassign(app: FastifyInstance, user: PrincipalRow, workPackageId: number, pullRequestId: number): Promise<void> {
  const { row: workPackage, access } = await githubWorkPackage(app, user, workPackageId);
  authoriseWrite(access, 'edit_work_packages', MESSAGES.mayNotEdit);
  const pullRequest = await queries.findPullRequest(app.db, pullRequestId);
  const now = app.clock.now().toISOString();
  const unlinked = await app.db.transaction().execute(async (db) => {
    const result = await db
      .updateTable('github_pull_request_links')
      .set({ unlinked_at: now })
      .where('pull_request_id', '=', pullRequestId)
      .where('work_package_id', '=', workPackageId)
      .where('unlinked_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0 || !pullRequest) return false;
    await queries.lockWorkPackages(db, [workPackageId]);
    await insertJournals(db, [entry(workPackageId, workPackage.project_id, 'unlinked', pullRequestLabel(pullRequest.repository_full_name, pullRequest.number, pullRequest.title), now, user.id)]);
    return true;
  });
  if (!unlinked) throw notFound();
  await pullRequestsChanged(app, [{ workPackageId, projectId: workPackage.project_id, pullRequestId, event: 'unlinked' }], user.id);
  githubUpdated(app, [workPackage.project_id], user.id);
}
