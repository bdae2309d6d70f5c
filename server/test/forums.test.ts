// Project forums (issue 16): a project's forums, their validation and uniqueness, who may see and change them, the
// switched-off module, counts, the caller's unread count and 'Mark all read', categories, live events, the copy.
import { forumsCopier } from '../src/modules/forums/copier.ts';
import { expectError } from './helpers.ts';
import { createForumWorld, doc, type ForumWorld } from './support/forum-world.ts';

let world: ForumWorld;
beforeAll(async () => {
  world = await createForumWorld();
}, 60_000);
afterAll(async () => world?.close());

const forumsOf = (projectId: number) => `/api/v3/projects/${projectId}/forums`;
const ALL_MODULES = ['work_package_tracking', 'backlogs', 'costs', 'documents', 'forums', 'github'];

async function freshProject(name: string) {
  const project = await world.must('POST', '/api/v3/projects', 'admin', { name, public: false });
  await world.must('POST', '/api/v3/memberships', 'admin', {
    _links: { principal: { href: `/api/v3/users/${world.users.moderator}` }, project: { href: `/api/v3/projects/${project.id}` }, roles: [{ href: `/api/v3/roles/${world.roles.get('Team Leader')}` }] },
  });
  return project.id as number;
}

describe('create, read, update, delete', () => {
  test('a moderator creates a forum: 201 with its counts, links and a forum.created event', async () => {
    world.events.length = 0;
    const response = await world.send('POST', forumsOf(world.project), 'moderator', { name: '  General discussion ', description: 'Anything goes' });
    expect(response.statusCode).toBe(201);
    const forum = response.json();
    expect(forum).toMatchObject({
      _type: 'Forum',
      name: 'General discussion',
      description: 'Anything goes',
      topicsCount: 0,
      messagesCount: 0,
      unreadCount: 0,
      lastMessageAt: null,
      lastMessageAuthor: null,
    });
    expect(forum._links).toMatchObject({
      self: { href: `/api/v3/forums/${forum.id}`, title: 'General discussion' },
      project: { href: `/api/v3/projects/${world.project}`, title: 'Forum project' },
      topics: { href: `/api/v3/forums/${forum.id}/topics` },
      lastMessage: { href: null },
      createTopic: { href: `/api/v3/forums/${forum.id}/topics`, method: 'post' },
      update: { href: `/api/v3/forums/${forum.id}`, method: 'patch' },
      delete: { href: `/api/v3/forums/${forum.id}`, method: 'delete' },
      markAllRead: { href: `/api/v3/forums/${forum.id}/read`, method: 'post' },
    });
    expect(world.events).toEqual([expect.objectContaining({ type: 'forum.created', projectId: world.project, forumId: forum.id, actorId: world.users.moderator })]);
    expect((await world.get(`/api/v3/forums/${forum.id}`)).json()).toMatchObject({ id: forum.id, name: 'General discussion' });
  });

  test('a description is optional (an empty string when none); positions follow the last forum', async () => {
    const a = await world.must('POST', forumsOf(world.project), 'moderator', { name: 'Positioned A' });
    const b = await world.must('POST', forumsOf(world.project), 'moderator', { name: 'Positioned B', description: null });
    expect(a.description).toBe('');
    expect(b.description).toBe('');
    expect(b.position).toBe(a.position + 1);
  });

  test.each([
    [{}, 'Forum name is required'],
    [{ name: '   ' }, 'Forum name is required'],
    [{ name: 'ab' }, 'Forum name must be at least 3 characters'],
    [{ name: 'x'.repeat(100) }, 'Forum name must be less than 100 characters'],
  ])('create, case %#: a 422 naming name', async (body, message) => {
    const error = expectError(await world.send('POST', forumsOf(world.project), 'moderator', body), 422, 'PropertyConstraintViolation');
    expect(error.message).toBe(message);
    expect(error._embedded.details.attribute).toBe('name');
  });

  test('create: 99 characters are fine, a description over 500 is a 422', async () => {
    expect((await world.send('POST', forumsOf(world.project), 'moderator', { name: 'y'.repeat(99) })).statusCode).toBe(201);
    const error = expectError(await world.send('POST', forumsOf(world.project), 'moderator', { name: 'Long description', description: 'd'.repeat(501) }), 422, 'PropertyConstraintViolation');
    expect(error.message).toBe('Description must be less than 500 characters');
    expect(error._embedded.details.attribute).toBe('description');
  });

  test('a name is unique in its project whatever its case (409 naming name), not across projects', async () => {
    await world.forum(world.project, 'Release notes');
    const error = expectError(await world.send('POST', forumsOf(world.project), 'moderator', { name: 'RELEASE NOTES' }), 409, 'UpdateConflict');
    expect(error.message).toBe('A forum with this name already exists.');
    expect(error._embedded.details.attribute).toBe('name');
    expect((await world.send('POST', forumsOf(world.publicProject), 'moderator', { name: 'Release notes' })).statusCode).toBe(201);
  });

  test('edit: name, description and position, with the edit form\'s limits', async () => {
    const forum = await world.forum();
    world.events.length = 0;
    const changed = await world.must('PATCH', `/api/v3/forums/${forum.id}`, 'moderator', { name: 'Ok', description: 'New words', position: 0 });
    expect(changed).toMatchObject({ name: 'Ok', description: 'New words', position: 0 });
    expect(world.events).toEqual([expect.objectContaining({ type: 'forum.updated', forumId: forum.id })]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Name is required'],
      [{ name: 'n'.repeat(256) }, 'name', 'Name too long'],
      [{ description: 'd'.repeat(1001) }, 'description', 'Description too long'],
      [{ position: -1 }, 'position', 'Position must be a whole number of 0 or more'],
      [{ position: 1.5 }, 'position', 'Position must be a whole number of 0 or more'],
    ];
    for (const [body, attribute, message] of cases) {
      const error = expectError(await world.send('PATCH', `/api/v3/forums/${forum.id}`, 'moderator', body), 422, 'PropertyConstraintViolation');
      expect([attribute, error._embedded.details.attribute, error.message]).toEqual([attribute, attribute, message]);
    }
    expect((await world.send('PATCH', `/api/v3/forums/${forum.id}`, 'moderator', { name: 'n'.repeat(255), description: 'd'.repeat(1000) })).statusCode).toBe(200);
    const taken = await world.forum(world.project, 'Taken name');
    expectError(await world.send('PATCH', `/api/v3/forums/${forum.id}`, 'moderator', { name: 'taken NAME' }), 409, 'UpdateConflict');
    // Its own name in another case is no conflict.
    expect((await world.send('PATCH', `/api/v3/forums/${taken.id}`, 'moderator', { name: 'TAKEN name' })).statusCode).toBe(200);
  });

  test('delete: 409 while it holds a topic, then 204 with forum.deleted; 404 afterwards', async () => {
    const forum = await world.forum();
    const topic = await world.topic(forum.id);
    const error = expectError(await world.send('DELETE', `/api/v3/forums/${forum.id}`, 'moderator'), 409, 'UpdateConflict');
    expect(error.message).toBe('Cannot delete forum with existing content. Please delete all topics first.');
    await world.must('DELETE', `/api/v3/messages/${topic.id}`, 'moderator');
    world.events.length = 0;
    expect((await world.send('DELETE', `/api/v3/forums/${forum.id}`, 'moderator')).statusCode).toBe(204);
    expect(world.events).toEqual([expect.objectContaining({ type: 'forum.deleted', forumId: forum.id, projectId: world.project })]);
    expectError(await world.get(`/api/v3/forums/${forum.id}`), 404, 'NotFound');
    expectError(await world.send('DELETE', `/api/v3/forums/${forum.id}`, 'moderator'), 404, 'NotFound');
  });
});

describe('permissions', () => {
  let forum: { id: number };
  beforeAll(async () => {
    forum = await world.forum();
  });

  test('members and readers read; only moderators and admins get the write links', async () => {
    for (const who of ['member', 'reader'] as const) {
      const body = (await world.get(`/api/v3/forums/${forum.id}`, who)).json();
      expect(Object.keys(body._links).sort()).toEqual(who === 'member' ? ['createTopic', 'lastMessage', 'markAllRead', 'project', 'self', 'topics'] : ['lastMessage', 'markAllRead', 'project', 'self', 'topics']);
    }
    const admin = (await world.get(`/api/v3/forums/${forum.id}`, 'admin')).json();
    expect(admin._links.update).toBeDefined();
    expect(admin._links.delete).toBeDefined();
  });

  test("a member may not create, edit or delete forums (403 with the spec's messages)", async () => {
    expect(expectError(await world.send('POST', forumsOf(world.project), 'member', { name: 'Not mine' }), 403, 'MissingPermission').message).toBe(
      "You don't have permission to create forums in this project.",
    );
    expectError(await world.send('PATCH', `/api/v3/forums/${forum.id}`, 'member', { name: 'Not mine' }), 403, 'MissingPermission');
    expect(expectError(await world.send('DELETE', `/api/v3/forums/${forum.id}`, 'reader'), 403, 'MissingPermission').message).toBe(
      "You don't have permission to delete forums in this project.",
    );
  });

  test('a non-member gets 404 for a private project and its forums, and reads a public project\'s without writing', async () => {
    expectError(await world.get(forumsOf(world.project), 'outsider'), 404, 'NotFound');
    expectError(await world.get(`/api/v3/forums/${forum.id}`, 'outsider'), 404, 'NotFound');
    expectError(await world.send('POST', forumsOf(world.project), 'outsider', { name: 'Sneaky' }), 404, 'NotFound');
    expectError(await world.send('POST', `/api/v3/forums/${forum.id}/read`, 'outsider'), 404, 'NotFound');
    const open = await world.forum(world.publicProject);
    expect((await world.get(`/api/v3/forums/${open.id}`, 'outsider')).statusCode).toBe(200);
    expect((await world.get(forumsOf(world.publicProject), 'outsider')).statusCode).toBe(200);
    expectError(await world.send('POST', `/api/v3/forums/${open.id}/topics`, 'outsider', { subject: 'Hello there', content: doc('Hello from outside!') }), 403, 'MissingPermission');
  });

  test('an unknown project or forum is a 404; anonymous callers get 401', async () => {
    expectError(await world.get(forumsOf(999_999)), 404, 'NotFound');
    expectError(await world.get('/api/v3/forums/999999'), 404, 'NotFound');
    expect((await world.ctx.app.inject({ method: 'GET', url: forumsOf(world.project) })).statusCode).toBe(401);
  });

  test('with the Forums module switched off: 403 naming the module on every forum route, for admins too', async () => {
    const projectId = await freshProject('Forumless');
    const inside = await world.forum(projectId);
    await world.must('PATCH', `/api/v3/projects/${projectId}`, 'admin', { enabledModules: ALL_MODULES.filter((module) => module !== 'forums') });
    for (const who of ['admin', 'moderator'] as const) {
      const answers = [
        await world.get(forumsOf(projectId), who),
        await world.send('POST', forumsOf(projectId), who, { name: 'Anything' }),
        await world.get(`/api/v3/forums/${inside.id}`, who),
        await world.send('PATCH', `/api/v3/forums/${inside.id}`, who, { name: 'Anything' }),
        await world.send('DELETE', `/api/v3/forums/${inside.id}`, who),
      ];
      for (const answer of answers) expect(expectError(answer, 403, 'MissingPermission').message).toBe('The Forums module is not enabled in this project.');
    }
    await world.must('PATCH', `/api/v3/projects/${projectId}`, 'admin', { enabledModules: ALL_MODULES });
    expect((await world.get(forumsOf(projectId), 'moderator')).statusCode).toBe(200);
  });

  test('an archived project is read-only: writes are 403, no write links', async () => {
    const projectId = await freshProject('Archived forums');
    const inside = await world.forum(projectId);
    await world.must('PATCH', `/api/v3/projects/${projectId}`, 'admin', { active: false });
    const body = (await world.get(`/api/v3/forums/${inside.id}`, 'moderator')).json();
    expect(body._links.update).toBeUndefined();
    expect(body._links.createTopic).toBeUndefined();
    expectError(await world.send('PATCH', `/api/v3/forums/${inside.id}`, 'moderator', { name: 'Changed' }), 403, 'MissingPermission');
    expectError(await world.send('POST', forumsOf(projectId), 'moderator', { name: 'Another' }), 403, 'MissingPermission');
  });
});

describe('the list', () => {
  let projectId: number;
  const names = async (query = '', who: 'member' | 'moderator' = 'member') =>
    ((await world.get(`${forumsOf(projectId)}${query}`, who)).json()._embedded.elements as { name: string }[]).map((forum) => forum.name);

  beforeAll(async () => {
    projectId = await freshProject('Listed forums');
    await world.must('POST', '/api/v3/memberships', 'admin', {
      _links: { principal: { href: `/api/v3/users/${world.users.member}` }, project: { href: `/api/v3/projects/${projectId}` }, roles: [{ href: `/api/v3/roles/${world.roles.get('Member')}` }] },
    });
    for (const name of ['Charlie', 'alpha', 'Bravo']) {
      world.ctx.clock.advance(1000);
      await world.forum(projectId, name);
    }
  });

  test('by position by default, then name, updatedAt and lastMessage, either way', async () => {
    expect(await names()).toEqual(['Charlie', 'alpha', 'Bravo']);
    expect(await names('?sortBy=name')).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(await names('?sortBy=name&sortOrder=desc')).toEqual(['Charlie', 'Bravo', 'alpha']);
    expect(await names('?sortBy=updatedAt')).toEqual(['Bravo', 'alpha', 'Charlie']);
    const [charlie, alpha] = (await world.get(forumsOf(projectId))).json()._embedded.elements;
    world.ctx.clock.advance(1000);
    await world.topic(alpha.id);
    world.ctx.clock.advance(1000);
    await world.topic(charlie.id);
    // Forums without messages come last either way.
    expect(await names('?sortBy=lastMessage')).toEqual(['Charlie', 'alpha', 'Bravo']);
    expect(await names('?sortBy=lastMessage&sortOrder=asc')).toEqual(['alpha', 'Charlie', 'Bravo']);
    expectError(await world.get(`${forumsOf(projectId)}?sortBy=popularity`), 400, 'InvalidQuery');
  });

  test('pages of 30 by default; offset is a page number; links repeat the sort', async () => {
    const body = (await world.get(`${forumsOf(projectId)}?pageSize=2&offset=2&sortBy=name`)).json();
    expect(body).toMatchObject({ _type: 'Collection', total: 3, count: 1, pageSize: 2, offset: 2 });
    expect(body._embedded.elements.map((forum: { name: string }) => forum.name)).toEqual(['Charlie']);
    expect(body._links.previousByOffset.href).toContain('sortBy=name');
    expect((await world.get(forumsOf(projectId))).json().pageSize).toBe(30);
  });

  test('the list runs a constant number of statements whatever the page size', async () => {
    const count = async (pageSize: number) => {
      world.ctx.statements.count = 0;
      expect((await world.get(`${forumsOf(projectId)}?pageSize=${pageSize}`)).statusCode).toBe(200);
      return world.ctx.statements.count;
    };
    const one = await count(1);
    expect(await count(3)).toBe(one);
    expect(one).toBeLessThanOrEqual(8);
  });

  test('each forum shows its counts, last message and the caller\'s unread count', async () => {
    const forum = await world.forum(projectId, 'Counted');
    const topic = await world.topic(forum.id, 'moderator', { subject: 'Last one in' });
    await world.reply(topic.id, 'moderator', 'A reply from the moderator');
    const row = (await world.get(forumsOf(projectId), 'member')).json()._embedded.elements.find((element: { name: string }) => element.name === 'Counted');
    expect(row).toMatchObject({ topicsCount: 1, messagesCount: 2, unreadCount: 2, lastMessageAuthor: { id: world.users.moderator, name: 'Moderator Tester' } });
    expect(row._links.lastMessage.title).toBe('Re: Last one in');
    expect(row.lastMessageAt).toBe(world.ctx.clock.now().toISOString());
    // The author has read their own messages.
    expect((await world.get(`/api/v3/forums/${forum.id}`, 'moderator')).json().unreadCount).toBe(0);
  });
});

describe('read state', () => {
  test("'Mark all read' marks every message of the forum read for the caller only, on the server", async () => {
    const forum = await world.forum();
    const topic = await world.topic(forum.id, 'moderator');
    await world.reply(topic.id, 'other');
    await world.reply(topic.id, 'other');
    expect((await world.get(`/api/v3/forums/${forum.id}`, 'member')).json().unreadCount).toBe(3);
    expect((await world.send('POST', `/api/v3/forums/${forum.id}/read`, 'member')).statusCode).toBe(204);
    expect((await world.get(`/api/v3/forums/${forum.id}`, 'member')).json().unreadCount).toBe(0);
    expect((await world.get(`/api/v3/forums/${forum.id}`, 'reader')).json().unreadCount).toBe(3);
    // Idempotent; a new message is unread again.
    expect((await world.send('POST', `/api/v3/forums/${forum.id}/read`, 'member')).statusCode).toBe(204);
    await world.reply(topic.id, 'other');
    expect((await world.get(`/api/v3/forums/${forum.id}`, 'member')).json().unreadCount).toBe(1);
    const topics = (await world.get(`/api/v3/forums/${forum.id}/topics`, 'member')).json()._embedded.elements;
    expect(topics[0]).toMatchObject({ read: true, unreadRepliesCount: 1 });
  });
});

describe('categories', () => {
  test("nine categories, 'General' first", async () => {
    const body = (await world.get('/api/v3/forum_categories')).json();
    expect(body.total).toBe(9);
    expect(body._embedded.elements.map((category: { name: string }) => category.name)).toEqual([
      'General',
      'Announcements',
      'Introductions',
      'Off-Topic Chatter',
      'Feedback',
      'Member Spotlight',
      'Showcase',
      'Jobs',
      "FAQ's",
    ]);
    const first = body._embedded.elements[0];
    expect((await world.get(`/api/v3/forum_categories/${first.id}`)).json()).toMatchObject({ _type: 'ForumCategory', name: 'General', position: 1 });
    expectError(await world.get('/api/v3/forum_categories/999999'), 404, 'NotFound');
  });
});

describe('project copy', () => {
  test('with copyForums the forums are copied (empty), without it none', async () => {
    const projectId = await freshProject('Copied forums');
    const forum = await world.forum(projectId, 'Kept forum');
    await world.topic(forum.id, 'moderator');
    expect(forumsCopier.option).toBe('forums');
    const copy = async (name: string, meta: Record<string, boolean>) => {
      const response = await world.send('POST', `/api/v3/projects/${projectId}/copy`, 'admin', { name, _meta: { copyMembers: false, ...meta } });
      expect(response.statusCode).toBe(302);
      await world.ctx.app.jobs.drain();
      const status = (await world.get(`/api/v3/job_statuses/${response.json().jobId}`, 'admin')).json();
      expect(status.status).toBe('success');
      return status.payload._links.project.href as string;
    };
    const withForums = await copy('Copy with forums', { copyForums: true });
    const copied = (await world.get(`${withForums}/forums`, 'admin')).json()._embedded.elements;
    expect(copied).toEqual([expect.objectContaining({ name: 'Kept forum', description: 'About Kept forum', topicsCount: 0, messagesCount: 0 })]);
    const withoutForums = await copy('Copy without forums', { copyForums: false });
    expect((await world.get(`${withoutForums}/forums`, 'admin')).json().total).toBe(0);
  });
});
