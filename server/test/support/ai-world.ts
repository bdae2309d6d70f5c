// The AI tests' world: a private project with a member (Member role), a reader (Reader), an outsider and an admin;
// a work package and a document; two fake providers on loopback (AI_ALLOWED_HOSTS lists 127.0.0.1).
import type { LightMyRequestResponse } from 'fastify';
import type { AiConfig } from '../../src/config.ts';
import { createUser } from '../../src/modules/users/service.ts';
import { insertProjectRoles } from '../../src/seed/bulk.ts';
import { DEFAULT_PROJECT_ROLES } from '../../src/seed/roles.ts';
import { createTestContext, DEMO_PASSWORD, login, TEST_PASSWORD_HASHING, XHR, type TestContext } from '../helpers.ts';
import { FakeAiProvider } from './fake-ai-provider.ts';

/** What a JSON answer parses to (as JSON.parse types it). */
type Json = ReturnType<typeof JSON.parse>;

export const WHO = ['admin', 'member', 'reader', 'outsider'] as const;
export type Who = (typeof WHO)[number];

export interface AiWorld {
  ctx: TestContext;
  primary: FakeAiProvider;
  secondary: FakeAiProvider;
  users: Record<Who, number>;
  project: number;
  otherProject: number;
  workPackage: number;
  document: number;
  get(url: string, who: Who): Promise<LightMyRequestResponse>;
  send(method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: unknown): Promise<LightMyRequestResponse>;
  must(method: 'POST' | 'PATCH', url: string, who: Who, payload?: unknown): Promise<Json>;
  close(): Promise<void>;
}

export const AI_TEST_CONFIG: AiConfig = { encryptionKey: null, allowedHosts: ['127.0.0.1'], envProviders: [], healthPollMs: 0 };

export async function createAiWorld(ai: Partial<AiConfig> = {}): Promise<AiWorld> {
  const ctx = await createTestContext({ seed: false, config: { ai: { ...AI_TEST_CONFIG, ...ai } } });
  const [primary, secondary] = await Promise.all([FakeAiProvider.start(), FakeAiProvider.start()]);
  const roles = await insertProjectRoles(ctx.db, DEFAULT_PROJECT_ROLES);
  const cookies = {} as Record<Who, string>;
  const users = {} as Record<Who, number>;
  for (const who of WHO) {
    const email = `${who}@ai.test`;
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
  for (const [who, role] of [['member', 'Member'], ['reader', 'Reader']] as const) {
    for (const projectId of [project, otherProject]) {
      await must('POST', '/api/v3/memberships', 'admin', {
        _links: { principal: { href: `/api/v3/users/${users[who]}` }, project: { href: `/api/v3/projects/${projectId}` }, roles: [{ href: `/api/v3/roles/${roles.get(role)}` }] },
      });
    }
  }
  const workPackage = (await must('POST', `/api/v3/projects/${project}/work_packages`, 'member', { subject: 'Launch the beta', description: { raw: 'Ship the beta to 100 testers.' } })).id;
  const document = (await must('POST', `/api/v3/projects/${project}/documents`, 'member', { title: 'Plan', content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'We plan.' }] }] } })).id;
  return {
    ctx,
    primary,
    secondary,
    users,
    project,
    otherProject,
    workPackage,
    document,
    get,
    send,
    must,
    async close() {
      await ctx.close();
      await Promise.all([primary.close(), secondary.close()]);
    },
  };
}

/** An error answer's body, checked for its status, identifier and AI code. */
export function expectAiError(response: LightMyRequestResponse, status: number, aiCode: string | null, identifier?: string) {
  if (response.statusCode !== status) throw new Error(`expected ${status} ${aiCode}, got ${response.statusCode}: ${response.body}`);
  const body = response.json();
  expect(body._type).toBe('Error');
  if (identifier) expect(body.errorIdentifier).toBe(`urn:openproject-org:api:v3:errors:${identifier}`);
  if (aiCode) expect(body._embedded?.details?.aiCode).toBe(aiCode);
  return body;
}

/** The events of a text/event-stream body. */
export function events(body: string): { event: string; data: Json }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data === undefined ? undefined : JSON.parse(data) };
    });
}
