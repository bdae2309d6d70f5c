// A small installation for the forum tests: a private project with a Team Leader (moderate_forums), a Member
// (add_messages), a Reader (view only), a second Member; an outsider of it; an admin; and a public project.
import type { RealtimeEvent } from '../../src/realtime/events.ts';
import { insertProjectRoles } from '../../src/seed/bulk.ts';
import { DEFAULT_PROJECT_ROLES } from '../../src/seed/roles.ts';
import { createUser } from '../../src/modules/users/service.ts';
import { createTestContext, DEMO_PASSWORD, login, TEST_PASSWORD_HASHING, XHR } from '../helpers.ts';

export const WHO = ['admin', 'moderator', 'member', 'other', 'reader', 'outsider'] as const;
export type Who = (typeof WHO)[number];

export const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
export const doc = (...texts: string[]) => ({ type: 'doc', content: texts.map(paragraph) });

let counter = 0;
const unique = () => {
  counter += 1;
  return counter;
};

export async function createForumWorld() {
  const ctx = await createTestContext({ seed: false });
  const roles = await insertProjectRoles(ctx.db, DEFAULT_PROJECT_ROLES);
  const users = {} as Record<Who, number>;
  const names = {} as Record<Who, string>;
  const cookies = {} as Record<Who, string>;
  for (const who of WHO) {
    const firstName = who[0].toUpperCase() + who.slice(1);
    const user = await createUser(
      ctx.db,
      TEST_PASSWORD_HASHING,
      { email: `${who}@forums.test`, firstName, lastName: 'Tester', password: DEMO_PASSWORD, roleType: who === 'admin' ? 'admin' : 'member' },
      ctx.clock.now(),
    );
    users[who] = user.id;
    names[who] = `${firstName} Tester`;
    cookies[who] = await login(ctx.app, `${who}@forums.test`, DEMO_PASSWORD);
  }
  const get = (url: string, who: Who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who: Who = 'member', payload?: unknown) =>
    ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** A request that must succeed: its JSON body (undefined for a 204). */
  const must = async (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who: Who, payload?: unknown) => {
    const response = await send(method, url, who, payload);
    if (response.statusCode >= 300) throw new Error(`${method} ${url} as ${who}: ${response.statusCode} ${response.body}`);
    return response.body ? JSON.parse(response.body) : undefined;
  };
  const project = (await must('POST', '/api/v3/projects', 'admin', { name: 'Forum project', identifier: 'forum_project', public: false })).id;
  const publicProject = (await must('POST', '/api/v3/projects', 'admin', { name: 'Open forum project', identifier: 'open_forum_project', public: true })).id;
  const member = (projectId: number, who: Who, role: string) =>
    must('POST', '/api/v3/memberships', 'admin', {
      _links: { principal: { href: `/api/v3/users/${users[who]}` }, project: { href: `/api/v3/projects/${projectId}` }, roles: [{ href: `/api/v3/roles/${roles.get(role)}` }] },
    });
  for (const projectId of [project, publicProject]) {
    await member(projectId, 'moderator', 'Team Leader');
    await member(projectId, 'member', 'Member');
    await member(projectId, 'other', 'Member');
    await member(projectId, 'reader', 'Reader');
  }
  const events: RealtimeEvent[] = [];
  ctx.app.events.subscribe((event) => events.push(event));
  return {
    ctx,
    users,
    names,
    project,
    publicProject,
    roles,
    events,
    get,
    send,
    must,
    /** A forum of the project (by its moderator). */
    async forum(projectId = project, name = `Forum ${unique()}`) {
      return must('POST', `/api/v3/projects/${projectId}/forums`, 'moderator', { name, description: `About ${name}` });
    },
    async topic(forumId: number, who: Who = 'member', body: Record<string, unknown> = {}) {
      return must('POST', `/api/v3/forums/${forumId}/topics`, who, { subject: `Topic ${unique()}`, content: doc('A topic long enough to post.'), ...body });
    },
    async reply(topicId: number, who: Who = 'other', text = 'A reply to the topic.') {
      return must('POST', `/api/v3/topics/${topicId}/reply`, who, { content: doc(text) });
    },
    close: () => ctx.close(),
  };
}

export type ForumWorld = Awaited<ReturnType<typeof createForumWorld>>;
