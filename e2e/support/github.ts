// The GitHub specs' GitHub: the server tests' fake GitHub REST API on loopback (the suite's server may reach it:
// global-setup.ts sets GITHUB_ALLOWED_HOSTS), signed webhook deliveries as GitHub sends them, and putting the
// integration back to 'not configured' (a worker's server is shared by the spec files it runs, and the
// accessibility audit expects the unconfigured GitHub view).
import { createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { XHR } from './projects';
import { FakeGithub, pullRequestJson, type FakeRepository } from '../../server/test/support/fake-github';
import { checkRunJson, issueJson } from '../../server/test/support/fake-github';

export { FakeGithub, pullRequestJson, type FakeRepository };
export { checkRunJson, issueJson };

/** Starts a fake GitHub for the spec file (stopped after it); call at the top level of a spec. */
export function useFakeGithub(): () => FakeGithub {
  let fake: FakeGithub | undefined;
  test.beforeAll(async () => {
    fake = await FakeGithub.start();
  });
  test.afterAll(async () => {
    await fake?.close();
  });
  return () => {
    if (!fake) throw new Error('The fake GitHub has not started.');
    return fake;
  };
}

/** Every field of the admin settings, cleared (`request` signed in as an admin): GitHub is not configured again. */
export async function clearGithubSettings(request: APIRequestContext): Promise<void> {
  const response = await request.patch('/api/v3/admin/github/settings', {
    headers: XHR,
    data: { apiUrl: null, appId: null, installationId: null, organization: null, privateKey: null, webhookSecret: null, token: null },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { configured: boolean }).configured).toBe(false);
}

/**
 * One webhook delivery as GitHub makes it: the JSON body signed with the webhook secret (X-Hub-Signature-256), the
 * event's name and a fresh delivery id. No session: GitHub has none.
 */
export async function deliverWebhook(request: APIRequestContext, secret: string, event: string, payload: unknown): Promise<APIResponse> {
  const body = JSON.stringify(payload);
  return request.post('/api/v3/webhooks/github', {
    headers: {
      'Content-Type': 'application/json',
      'X-GitHub-Event': event,
      'X-GitHub-Delivery': randomUUID(),
      'X-Hub-Signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
    data: body,
  });
}

/** A `pull_request` event's payload: the action, the pull request (GitHub's REST shape, `merged` as webhooks send it) and its repository. */
export function pullRequestEvent(
  fake: FakeGithub,
  repository: FakeRepository,
  action: string,
  pullRequest: ReturnType<typeof pullRequestJson>,
): Record<string, unknown> {
  return {
    action,
    number: pullRequest.number,
    pull_request: { ...pullRequest, merged: pullRequest.merged_at !== null },
    repository: fake.repositoryJson(repository),
    organization: { login: repository.owner },
    sender: pullRequest.user,
  };
}

/** A `check_run` event's payload: the action, the run (a commit's, GitHub's REST shape) and its repository. */
export function checkRunEvent(fake: FakeGithub, repository: FakeRepository, action: string, checkRun: ReturnType<typeof checkRunJson>): Record<string, unknown> {
  return { action, check_run: checkRun, repository: fake.repositoryJson(repository), organization: { login: repository.owner }, sender: { login: 'ci-bot' } };
}
