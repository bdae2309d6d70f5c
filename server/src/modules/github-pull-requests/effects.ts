import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { updateWorkPackage } from '../work-packages/index.ts';
import type { StoredChange } from './store.ts';

/** The actor of live events no user caused (a webhook). */
export const NO_ACTOR = 0;

/**
 * After a project's pull requests or repositories changed (a webhook, a backfill, a link, a connection): one live event
 * per project, naming nothing else, so its GitHub view refetches its figures and repositories (the task tabs follow
 * their own github_pull_requests.changed). Those who may not view GitHub content there never get it.
 */
export function githubUpdated(app: FastifyInstance, projectIds: Iterable<number>, actorId: number = NO_ACTOR): void {
  for (const projectId of new Set(projectIds)) app.events.publish({ type: 'github.updated', projectId, actorId });
}

/**
 * After what a task's GitHub tab shows of its pull requests changed without a link or state change (a check run, a
 * review): one live event per work package.
 */
export function workPackagesGithubChanged(app: FastifyInstance, workPackages: Iterable<{ workPackageId: number; projectId: number }>, actorId: number = NO_ACTOR): void {
  const published = new Set<number>();
  for (const { workPackageId, projectId } of workPackages) {
    if (published.has(workPackageId)) continue;
    published.add(workPackageId);
    app.events.publish({ type: 'github_pull_requests.changed', projectId, workPackageId, actorId });
  }
}

/**
 * After the pull requests' changes are committed: a live event per work package whose pull requests changed (its
 * GitHub tab refetches), then each merged one's project rule 'when merged, set status to X'. The rule goes through the
 * work packages' own update (validation, journal, live event) in the name of who set it: it never does more than they
 * may, and a rule whose user is gone or may no longer edit the work package is skipped. Answers what it applied.
 */
export async function pullRequestsChanged(app: FastifyInstance, changes: StoredChange[], actorId: number = NO_ACTOR): Promise<{ statusSet: number[]; skipped: number[] }> {
  const published = new Set<number>();
  for (const change of changes) {
    if (published.has(change.workPackageId)) continue;
    published.add(change.workPackageId);
    app.events.publish({ type: 'github_pull_requests.changed', projectId: change.projectId, workPackageId: change.workPackageId, actorId });
  }
  const merged = changes.filter((change) => change.event === 'merged');
  const outcome = { statusSet: [] as number[], skipped: [] as number[] };
  if (merged.length === 0) return outcome;
  const rules = await app.db
    .selectFrom('github_project_settings as s')
    .innerJoin('principals as p', 'p.id', 's.merged_status_set_by_id')
    .selectAll('p')
    .select(['s.project_id as rule_project_id', 's.merged_status_id as rule_status_id'])
    .where('s.project_id', 'in', [...new Set(merged.map((change) => change.projectId))])
    .where('s.merged_status_id', 'is not', null)
    .where('p.status', '=', 'active')
    .execute();
  const ruleOf = new Map(rules.map((rule) => [rule.rule_project_id, rule]));
  const done = new Set<number>();
  for (const change of merged) {
    const rule = ruleOf.get(change.projectId);
    if (!rule || done.has(change.workPackageId)) continue;
    done.add(change.workPackageId);
    const { rule_project_id: _project, rule_status_id: statusId, ...user } = rule;
    try {
      await updateWorkPackage(app, user, change.workPackageId, { _links: { status: { href: `/api/v3/statuses/${statusId}` } } }, { requireLockVersion: false });
      outcome.statusSet.push(change.workPackageId);
    } catch (error) {
      // Not allowed any more, or the work package changed meanwhile: the merge is journaled, the status stays.
      if (!(error instanceof ApiError)) throw error;
      outcome.skipped.push(change.workPackageId);
    }
  }
  return outcome;
}
