import type { FastifyInstance } from 'fastify';
import { actorOf, authoriseWrite, requireModule, type ProjectAccess } from '../../access/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { collection } from '../../http/hal.ts';
import { insertJournals } from '../../journals/index.ts';
import { visibleWorkPackage } from '../work-packages/index.ts';
import * as queries from './queries.ts';
import { representPullRequest, workPackagePullRequestsPath } from './representer.ts';
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

function pullRequestCollection(path: string, rows: queries.PullRequestRecord[]) {
  const elements = rows.map(representPullRequest);
  return collection(path, { elements, total: elements.length, offset: 1, pageSize: elements.length });
}

export async function linkedTo(app: FastifyInstance, user: PrincipalRow, workPackageId: number) {
  await githubWorkPackage(app, user, workPackageId);
  return pullRequestCollection(workPackagePullRequestsPath(workPackageId), await queries.linkedPullRequests(app.db, workPackageId));
}

export async function availableFor(app: FastifyInstance, user: PrincipalRow, workPackageId: number) {
  const { row } = await githubWorkPackage(app, user, workPackageId);
  return pullRequestCollection(`${workPackagePullRequestsPath(workPackageId)}/available`, await queries.availablePullRequests(app.db, row.project_id, workPackageId, AVAILABLE_LIMIT));
}

export async function getPullRequest(app: FastifyInstance, user: PrincipalRow, id: number) {
  const row = await queries.findPullRequest(app.db, id);
  if (!row || !(await queries.mayViewPullRequest(app.db, actorOf(user), row.repository_id))) throw notFound();
  return representPullRequest(row);
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
  return representPullRequest(pullRequest);
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
    await insertJournals(db, [entry(workPackageId, workPackage.project_id, 'unlinked', pullRequestLabel(pullRequest.repository_full_name, pullRequest.number, pullRequest.title), now, user.id)]);
    return true;
  });
  if (!unlinked) throw notFound();
  await pullRequestsChanged(app, [{ workPackageId, projectId: workPackage.project_id, pullRequestId, event: 'unlinked' }], user.id);
  githubUpdated(app, [workPackage.project_id], user.id);
}
