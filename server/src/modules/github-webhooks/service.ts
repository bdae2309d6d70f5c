import { Webhooks } from '@octokit/webhooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ApiError, invalidRequestBody, unauthenticated } from '../../http/errors.ts';
import { loadSettings, type GithubPullRequestData } from '../github/index.ts';
import { githubUpdated, pullRequestsChanged, storePullRequests } from '../github-pull-requests/index.ts';
import type { JobHandler } from '../jobs/index.ts';
import { ACTIVITY_EVENTS, processActivityEvent } from '../github-activity/index.ts';

export const WEBHOOK_JOB = 'github_webhook_delivery';
/** GitHub caps payloads at 25 MB; anything larger is not GitHub's. */
export const WEBHOOK_MAX_BYTES = 25 * 1024 * 1024;
const PULL_REQUEST_ACTIONS = new Set(['opened', 'edited', 'closed', 'reopened', 'synchronize', 'ready_for_review', 'converted_to_draft', 'labeled', 'unlabeled']);
const DELIVERY_ID = /^[A-Za-z0-9-]{1,100}$/;
const EVENT_NAME = /^[a-z_]{1,100}$/;

export interface Received {
  duplicate: boolean;
}

/**
 * Verifies and records one delivery, then leaves the work to the job runner (GitHub waits 10 seconds at most).
 * Unsigned or wrongly signed: 401 and nothing stored. A delivery id seen before is acknowledged and not stored again.
 */
export async function receive(app: FastifyInstance, raw: string, headers: Record<string, string | string[] | undefined>): Promise<Received> {
  const header = (name: string) => (typeof headers[name] === 'string' ? (headers[name] as string) : '');
  const { webhookSecret } = await loadSettings(app);
  if (!webhookSecret) throw new ApiError(503, 'InternalServerError', 'GitHub webhooks are not configured (no webhook secret).');
  const signature = header('x-hub-signature-256');
  let valid = false;
  try {
    valid = signature !== '' && (await new Webhooks({ secret: webhookSecret }).verify(raw, signature));
  } catch {
    valid = false;
  }
  if (!valid) throw unauthenticated('The webhook signature (X-Hub-Signature-256) is missing or wrong.');
  const deliveryId = header('x-github-delivery');
  const event = header('x-github-event');
  if (!DELIVERY_ID.test(deliveryId)) throw invalidRequestBody('X-GitHub-Delivery must be a delivery id.', 'X-GitHub-Delivery');
  if (!EVENT_NAME.test(event)) throw invalidRequestBody('X-GitHub-Event must be an event name.', 'X-GitHub-Event');
  let payload: { action?: unknown };
  try {
    payload = JSON.parse(raw) as { action?: unknown };
  } catch {
    throw invalidRequestBody('The request body is not valid JSON.');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw invalidRequestBody('The request body must be a JSON object.');
  const action = typeof payload.action === 'string' ? payload.action.slice(0, 100) : null;
  const inserted = await app.db
    .insertInto('github_webhook_deliveries')
    .values({ delivery_id: deliveryId, event, action, status: 'queued', payload: raw, received_at: app.clock.now().toISOString() })
    .onConflict((oc) => oc.column('delivery_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { duplicate: true };
  await app.jobs.enqueue(WEBHOOK_JOB, { deliveryId: inserted.id }, null);
  return { duplicate: false };
}

interface PullRequestEvent {
  action?: string;
  pull_request?: unknown;
  repository?: { id?: number; full_name?: string };
}

const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** What storing needs of a pull request (a signed payload is GitHub's, but a shape we cannot read must not throw). */
function isPullRequest(value: unknown): value is GithubPullRequestData {
  const pr = value as Partial<Record<keyof GithubPullRequestData, unknown>> | null;
  return (
    typeof pr === 'object' &&
    pr !== null &&
    Number.isSafeInteger(pr.id) &&
    Number.isSafeInteger(pr.number) &&
    typeof pr.title === 'string' &&
    typeof pr.state === 'string' &&
    typeof pr.html_url === 'string' &&
    isDate(pr.created_at) &&
    isDate(pr.updated_at) &&
    [pr.merged_at, pr.closed_at].every((at) => at === null || at === undefined || isDate(at)) &&
    (pr.labels === undefined || Array.isArray(pr.labels))
  );
}

/** Processes a stored delivery: pull_request and the activity events into our tables; the rest are kept as ignored. */
export function webhookJob(app: FastifyInstance): JobHandler<{ deliveryId: number }> {
  return async ({ payload: { deliveryId } }) => {
    const delivery = await app.db.selectFrom('github_webhook_deliveries').selectAll().where('id', '=', deliveryId).executeTakeFirst();
    if (!delivery || delivery.payload === null) return { message: 'Nothing to process.' };
    let status = 'ignored';
    let message = `The ${delivery.event} event is not kept.`;
    if (ACTIVITY_EVENTS.has(delivery.event)) {
      // Issues, reviews, check runs, pushes and the installation (github-activity).
      const outcome = await processActivityEvent(app, delivery.event, delivery.action, JSON.parse(delivery.payload) as Record<string, unknown>);
      if (outcome) ({ status, message } = outcome);
    } else if (delivery.event === 'pull_request' && PULL_REQUEST_ACTIONS.has(delivery.action ?? '')) {
      const body = JSON.parse(delivery.payload) as PullRequestEvent;
      const repositoryGithubId = body.repository?.id;
      const repository = Number.isSafeInteger(repositoryGithubId)
        ? await app.db.selectFrom('github_repositories').select(['id', 'full_name']).where('github_id', '=', repositoryGithubId!).executeTakeFirst()
        : undefined;
      const pullRequest = body.pull_request;
      if (!repository) message = 'The repository is not connected to any project.';
      else if (!isPullRequest(pullRequest)) {
        status = 'failed';
        message = 'The pull request in the payload is incomplete.';
      } else {
        const { changes, projectIds } = await storePullRequests(app, [pullRequest], { repositoryId: repository.id, repositoryFullName: repository.full_name, journalStateChanges: true });
        const rules = await pullRequestsChanged(app, changes);
        githubUpdated(app, [...projectIds, ...changes.map((change) => change.projectId)]);
        status = 'processed';
        message = `Pull request #${pullRequest.number} of ${repository.full_name} ${delivery.action}.`;
        if (rules.statusSet.length > 0) message += ` Status set on ${rules.statusSet.map((id) => `#${id}`).join(', ')}.`;
        if (rules.skipped.length > 0) message += ` Status rule not applied to ${rules.skipped.map((id) => `#${id}`).join(', ')}.`;
      }
    }
    await app.db
      .updateTable('github_webhook_deliveries')
      .set({ status, payload: null, error: status === 'failed' ? message : null, processed_at: app.clock.now().toISOString() })
      .where('id', '=', deliveryId)
      .execute();
    return { message };
  };
}

export const deliveryCount = async (app: FastifyInstance) => Number((await app.db.selectFrom('github_webhook_deliveries').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
