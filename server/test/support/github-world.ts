// The GitHub tests' world: a private project 'apollo' with a project admin, a member and a reader, an outsider and
// an admin; a second project 'gemini'; work packages; a fake GitHub on loopback (GITHUB_ALLOWED_HOSTS lists 127.0.0.1).
import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createUser } from '../../src/modules/users/service.ts';
import { insertProjectRoles } from '../../src/seed/bulk.ts';
import { DEFAULT_PROJECT_ROLES } from '../../src/seed/roles.ts';
import type { GithubConfig } from '../../src/config.ts';
import { createTestContext, DEMO_PASSWORD, login, TEST_PASSWORD_HASHING, XHR, type TestContext } from '../helpers.ts';
import { FakeGithub } from './fake-github.ts';

type Json = ReturnType<typeof JSON.parse>;
export const WHO = ['admin', 'manager', 'member', 'reader', 'outsider'] as const;
export type Who = (typeof WHO)[number];
export const WEBHOOK_SECRET = 'whsec-test-secret';

export const GITHUB_TEST_CONFIG: GithubConfig = {
  env: { apiUrl: null, appId: null, installationId: null, organization: null, privateKey: null, webhookSecret: null, token: null },
  allowedHosts: ['127.0.0.1'],
};

export interface GithubWorld {
  ctx: TestContext;
  github: FakeGithub;
  users: Record<Who, number>;
  project: number;
  otherProject: number;
  get(url: string, who: Who): Promise<LightMyRequestResponse>;
  send(method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: unknown): Promise<LightMyRequestResponse>;
  must(method: 'POST' | 'PATCH', url: string, who: Who, payload?: unknown): Promise<Json>;
  workPackage(projectId: number, subject: string): Promise<number>;
  deliver(event: string, payload: unknown, options?: { deliveryId?: string; secret?: string; raw?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let deliveries = 0;

export async function createGithubWorld(github: Partial<GithubConfig> = {}): Promise<GithubWorld> {
  const ctx = await createTestContext({ seed: false, config: { github: { ...GITHUB_TEST_CONFIG, ...github } } });
  const fake = await FakeGithub.start();
  const roles = await insertProjectRoles(ctx.db, DEFAULT_PROJECT_ROLES);
  const cookies = {} as Record<Who, string>;
  const users = {} as Record<Who, number>;
  for (const who of WHO) {
    const email = `${who}@github.test`;
    const user = await createUser(ctx.db, TEST_PASSWORD_HASHING, { email, firstName: who, lastName: 'Tester', password: DEMO_PASSWORD, roleType: who === 'admin' ? 'admin' : 'member' }, ctx.clock.now());
    users[who] = user.id;
    cookies[who] = await login(ctx.app, email, DEMO_PASSWORD);
  }
  const get = (url: string, who: Who) => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const must = async (method: 'POST' | 'PATCH', url: string, who: Who, payload?: unknown) => {
    const response = await send(method, url, who, payload);
    if (response.statusCode >= 300) throw new Error(`${method} ${url} as ${who}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const project = (await must('POST', '/api/v3/projects', 'admin', { name: 'Apollo', identifier: 'apollo', public: false })).id;
  const otherProject = (await must('POST', '/api/v3/projects', 'admin', { name: 'Gemini', identifier: 'gemini', public: false })).id;
  for (const [who, role] of [['manager', 'Project admin'], ['member', 'Member'], ['reader', 'Reader']] as const) {
    await must('POST', '/api/v3/memberships', 'admin', {
      _links: { principal: { href: `/api/v3/users/${users[who]}` }, project: { href: `/api/v3/projects/${project}` }, roles: [{ href: `/api/v3/roles/${roles.get(role)}` }] },
    });
  }
  await must('POST', '/api/v3/memberships', 'admin', {
    _links: { principal: { href: `/api/v3/users/${users.outsider}` }, project: { href: `/api/v3/projects/${otherProject}` }, roles: [{ href: `/api/v3/roles/${roles.get('Member')}` }] },
  });
  const workPackage = async (projectId: number, subject: string) => (await must('POST', `/api/v3/projects/${projectId}/work_packages`, 'admin', { subject })).id as number;
  const deliver = (event: string, payload: unknown, options: { deliveryId?: string; secret?: string; raw?: string } = {}) => {
    const raw = options.raw ?? JSON.stringify(payload);
    const signature = `sha256=${createHmac('sha256', options.secret ?? WEBHOOK_SECRET).update(raw).digest('hex')}`;
    deliveries += 1;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v3/webhooks/github',
      headers: { 'content-type': 'application/json', 'x-github-event': event, 'x-github-delivery': options.deliveryId ?? `delivery-${deliveries}`, 'x-hub-signature-256': signature },
      payload: raw,
    });
  };
  return {
    ctx,
    github: fake,
    users,
    project,
    otherProject,
    get,
    send,
    must,
    workPackage,
    deliver,
    async close() {
      await ctx.close();
      await fake.close();
    },
  };
}

export function expectError(response: LightMyRequestResponse, status: number, identifier?: string) {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  const body = response.json();
  expect(body._type).toBe('Error');
  if (identifier) expect(body.errorIdentifier).toBe(`urn:openproject-org:api:v3:errors:${identifier}`);
  return body;
}
