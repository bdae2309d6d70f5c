// Forum topics and replies (issue 16): posting and its validation, the 15-minute window, locks, moderation (pin, lock,
// move), counters, read state, follows and their notifications, drafts, typing, sorts, paging, full-text search, live
// events, and who may do what.
import { parseEvent, viewPermissionOf } from '../src/realtime/events.ts';
import { expectError } from './helpers.ts';
import { createForumWorld, doc, paragraph, type ForumWorld, type Who } from './support/forum-world.ts';

let world: ForumWorld;
let forum: { id: number; name: string };
beforeAll(async () => {
  world = await createForumWorld();
  forum = await world.forum(world.project, 'Main forum');
}, 60_000);
afterAll(async () => world?.close());

const MINUTE = 60_000;
const topicsOf = (forumId: number, query = '') => `/api/v3/forums/${forumId}/topics${query}`;
const subjects = async (url: string, who: Who = 'member') => {
  const response = await world.get(url, who);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return (response.json()._embedded.elements as { subject: string }[]).map((element) => element.subject);
};
const forumRow = async (forumId: number, who: Who = 'member') => (await world.get(`/api/v3/forums/${forumId}`, who)).json();

describe('topics', () => {
  test('a member starts a topic: 201 with content, links, the author following and having read it, and an event', async () => {
    world.events.length = 0;
    const content = { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Agenda' }] }, paragraph('Ship it <b>today</b>')] };
    const response = await world.send('POST', topicsOf(forum.id), 'member', { subject: '  Weekly sync  ', content });
    expect(response.statusCode).toBe(201);
    const topic = response.json();
    const now = world.ctx.clock.now();
    expect(topic).toMatchObject({
      _type: 'Topic',
      subject: 'Weekly sync',
      content: { format: 'custom', raw: 'Agenda\nShip it <b>today</b>' },
      contentDocument: content,
      sticky: false,
      locked: false,
      repliesCount: 0,
      views: 0,
      read: true,
      followed: true,
      unreadRepliesCount: 0,
      category: { name: 'General' },
      createdAt: now.toISOString(),
      lastActivityAt: now.toISOString(),
      editableUntil: new Date(now.getTime() + 15 * MINUTE).toISOString(),
    });
    expect(topic.content.html).toBe('<h2>Agenda</h2><p>Ship it &lt;b&gt;today&lt;/b&gt;</p>');
    const self = `/api/v3/messages/${topic.id}`;
    expect(topic._links).toMatchObject({
      self: { href: self, title: 'Weekly sync' },
      topic: { href: `/api/v3/topics/${topic.id}` },
      forum: { href: `/api/v3/forums/${forum.id}`, title: 'Main forum' },
      project: { href: `/api/v3/projects/${world.project}`, title: 'Forum project' },
      author: { href: `/api/v3/users/${world.users.member}`, title: 'Member Tester' },
      category: { title: 'General' },
      replies: { href: `${self}/replies` },
      reply: { href: `/api/v3/topics/${topic.id}/reply`, method: 'post' },
      update: { href: self, method: 'patch' },
      delete: { href: self, method: 'delete' },
      unfollow: { href: `/api/v3/topics/${topic.id}/follow`, method: 'delete' },
    });
    expect(topic._links.moderate).toBeUndefined();
    expect(topic._links.follow).toBeUndefined();
    expect(world.events).toEqual([
      expect.objectContaining({ type: 'forum_message.created', projectId: world.project, forumId: forum.id, topicId: topic.id, messageId: topic.id, actorId: world.users.member }),
    ]);
  });

  test.each([
    [{ content: doc('Long enough content') }, 'subject', 'Topic subject is required'],
    [{ subject: '  ', content: doc('Long enough content') }, 'subject', 'Topic subject is required'],
    [{ subject: 'Hi', content: doc('Long enough content') }, 'subject', 'Subject must be at least 3 characters long'],
    [{ subject: 's'.repeat(256), content: doc('Long enough content') }, 'subject', 'Subject too long'],
    [{ subject: 'Valid subject' }, 'content', 'Topic content is required'],
    [{ subject: 'Valid subject', content: doc('   ') }, 'content', 'Topic content is required'],
    [{ subject: 'Valid subject', content: doc('Too short') }, 'content', 'Content must be at least 10 characters long'],
    [{ subject: 'Valid subject', content: doc('c'.repeat(10_001)) }, 'content', 'Content too long'],
  ])('create, case %#: a 422 naming the field', async (body, attribute, message) => {
    const error = expectError(await world.send('POST', topicsOf(forum.id), 'member', body), 422, 'PropertyConstraintViolation');
    expect([error._embedded.details.attribute, error.message]).toEqual([attribute, message]);
  });

  test('content must be an editor document; its text counts, exactly 10 and 10,000 characters pass', async () => {
    const invalid = expectError(await world.send('POST', topicsOf(forum.id), 'member', { subject: 'Valid subject', content: { type: 'doc', content: [{ type: 'script' }] } }), 422, 'PropertyConstraintViolation');
    expect(invalid._embedded.details.attribute).toBe('content');
    expect(invalid.message).toMatch(/^The content is not a valid document/);
    expectError(await world.send('POST', topicsOf(forum.id), 'member', { subject: 'Valid subject', content: 'plain text' }), 400, 'InvalidRequestBody');
    expect((await world.send('POST', topicsOf(forum.id), 'member', { subject: 'Ten chars', content: doc('0123456789') })).statusCode).toBe(201);
    expect((await world.send('POST', topicsOf(forum.id), 'member', { subject: 'Ten thousand', content: doc('c'.repeat(10_000)) })).statusCode).toBe(201);
  });

  test('sticky and locked count for moderators only; a category link picks the category (422 when unknown)', async () => {
    const categories = (await world.get('/api/v3/forum_categories')).json()._embedded.elements as { id: number; name: string }[];
    const jobs = categories.find((category) => category.name === 'Jobs')!;
    const byMember = await world.topic(forum.id, 'member', { sticky: true, locked: true, _links: { category: { href: `/api/v3/forum_categories/${jobs.id}` } } });
    expect(byMember).toMatchObject({ sticky: false, locked: false, category: { id: jobs.id, name: 'Jobs' } });
    const byModerator = await world.topic(forum.id, 'moderator', { sticky: true, locked: true });
    expect(byModerator).toMatchObject({ sticky: true, locked: true });
    expect(byModerator._links.moderate).toEqual({ href: `/api/v3/messages/${byModerator.id}`, method: 'patch' });
    // Locked: nobody replies, so there is no reply link even for the moderator.
    expect(byModerator._links.reply).toBeUndefined();
    const unknown = expectError(
      await world.send('POST', topicsOf(forum.id), 'member', { subject: 'Valid subject', content: doc('Long enough content'), _links: { category: { href: '/api/v3/forum_categories/999999' } } }),
      422,
      'PropertyConstraintViolation',
    );
    expect(unknown._embedded.details.attribute).toBe('category');
  });

  test('GET /topics/{id} counts a view and reads the topic; GET /messages/{id} counts nothing; a reply is no topic', async () => {
    const topic = await world.topic(forum.id, 'moderator');
    const first = (await world.get(`/api/v3/topics/${topic.id}`, 'member')).json();
    expect(first).toMatchObject({ views: 1, read: false });
    const second = (await world.get(`/api/v3/topics/${topic.id}`, 'member')).json();
    expect(second).toMatchObject({ views: 2, read: true });
    expect((await world.get(`/api/v3/messages/${topic.id}`, 'member')).json()).toMatchObject({ _type: 'Topic', views: 2 });
    const reply = await world.reply(topic.id);
    expect((await world.get(`/api/v3/messages/${reply.id}`, 'member')).json()).toMatchObject({ _type: 'Message', subject: `Re: ${topic.subject}` });
    expectError(await world.get(`/api/v3/topics/${reply.id}`), 404, 'NotFound');
    expectError(await world.get(`/api/v3/messages/${reply.id}/replies`), 404, 'NotFound');
    expectError(await world.send('POST', `/api/v3/topics/${reply.id}/reply`, 'member', { content: doc('Nested reply') }), 404, 'NotFound');
  });
});

describe('replies', () => {
  test('a reply: subject defaults to "Re: <subject>", counters and last activity move, an event names the topic', async () => {
    const target = await world.forum();
    const topic = await world.topic(target.id, 'member', { subject: 'Release plan' });
    world.ctx.clock.advance(MINUTE);
    world.events.length = 0;
    const response = await world.send('POST', `/api/v3/topics/${topic.id}/reply`, 'other', { content: doc('Sounds good') });
    expect(response.statusCode).toBe(201);
    const reply = response.json();
    expect(reply).toMatchObject({ _type: 'Message', subject: 'Re: Release plan', content: { raw: 'Sounds good', html: '<p>Sounds good</p>' }, read: true });
    expect(reply).not.toHaveProperty('followed');
    expect(reply._links).toMatchObject({ topic: { href: `/api/v3/topics/${topic.id}`, title: 'Release plan' }, reply: { href: `/api/v3/topics/${topic.id}/reply` } });
    expect(reply._links.replies).toBeUndefined();
    expect(world.events).toContainEqual(expect.objectContaining({ type: 'forum_message.created', forumId: target.id, topicId: topic.id, messageId: reply.id, actorId: world.users.other }));
    const now = world.ctx.clock.now().toISOString();
    expect((await world.get(`/api/v3/topics/${topic.id}`)).json()).toMatchObject({ repliesCount: 1, lastActivityAt: now, createdAt: topic.createdAt });
    expect(await forumRow(target.id)).toMatchObject({ topicsCount: 1, messagesCount: 2, lastMessageAt: now, lastMessageAuthor: { id: world.users.other } });
    const named = await world.must('POST', `/api/v3/topics/${topic.id}/reply`, 'other', { subject: 'My own subject', content: doc('With a subject') });
    expect(named.subject).toBe('My own subject');
  });

  test.each([
    [{}, 'Reply content is required'],
    [{ content: null }, 'Reply content is required'],
    [{ content: doc('Hi') }, 'Reply must be at least 3 characters long'],
    [{ content: doc('r'.repeat(10_001)) }, 'Content too long'],
  ])('reply, case %#: a 422 naming content', async (body, message) => {
    const topic = await world.topic(forum.id);
    const error = expectError(await world.send('POST', `/api/v3/topics/${topic.id}/reply`, 'other', body), 422, 'PropertyConstraintViolation');
    expect([error._embedded.details.attribute, error.message]).toEqual(['content', message]);
  });

  test('a locked topic takes no reply (422), for moderators neither', async () => {
    const topic = await world.topic(forum.id, 'moderator', { locked: true });
    for (const who of ['member', 'moderator'] as const) {
      const error = expectError(await world.send('POST', `/api/v3/topics/${topic.id}/reply`, who, { content: doc('Let me in') }), 422, 'PropertyConstraintViolation');
      expect(error.message).toBe('Cannot reply to a locked topic.');
    }
  });

  test('replies come oldest first, 20 a page, and are read by the caller once listed', async () => {
    const topic = await world.topic(forum.id, 'moderator');
    for (let index = 1; index <= 23; index += 1) {
      world.ctx.clock.advance(1000);
      await world.reply(topic.id, 'other', `Reply number ${index}`);
    }
    const page1 = (await world.get(`/api/v3/messages/${topic.id}/replies`, 'member')).json();
    expect(page1).toMatchObject({ total: 23, count: 20, pageSize: 20, offset: 1 });
    expect(page1._embedded.elements[0].content.raw).toBe('Reply number 1');
    expect(page1._embedded.elements.every((reply: { read: boolean }) => !reply.read)).toBe(true);
    const page2 = (await world.get(`/api/v3/messages/${topic.id}/replies?offset=2`, 'member')).json();
    expect(page2._embedded.elements.map((reply: { content: { raw: string } }) => reply.content.raw)).toEqual(['Reply number 21', 'Reply number 22', 'Reply number 23']);
    expect((await world.get(`/api/v3/messages/${topic.id}/replies`, 'member')).json()._embedded.elements[0].read).toBe(true);
    expect((await world.get(`/api/v3/messages/${topic.id}`, 'member')).json().unreadRepliesCount).toBe(0);
    expect((await world.get(`/api/v3/messages/${topic.id}`, 'reader')).json().unreadRepliesCount).toBe(23);
  });

  test('the reply list runs a constant number of statements whatever the page size', async () => {
    const topic = await world.topic(forum.id, 'moderator');
    for (let index = 0; index < 6; index += 1) await world.reply(topic.id, 'other', `Counted reply ${index}`);
    const count = async (pageSize: number) => {
      world.ctx.statements.count = 0;
      expect((await world.get(`/api/v3/messages/${topic.id}/replies?pageSize=${pageSize}`, 'reader')).statusCode).toBe(200);
      return world.ctx.statements.count;
    };
    const one = await count(1);
    expect(await count(6)).toBe(one);
    // One of them reads the files the replies embed (forum-attachments.test.ts counts with files on the page).
    expect(one).toBeLessThanOrEqual(9);
  });
});

describe('the 15-minute window, locks and moderation', () => {
  test('the author edits and deletes their own message for 15 minutes, then gets the time-limit 403s', async () => {
    const topic = await world.topic(forum.id, 'member');
    world.ctx.clock.advance(14 * MINUTE);
    world.events.length = 0;
    const edited = await world.must('PATCH', `/api/v3/messages/${topic.id}`, 'member', { subject: 'Edited subject', content: doc('Edited content here') });
    expect(edited).toMatchObject({ subject: 'Edited subject', content: { raw: 'Edited content here' } });
    expect(world.events).toEqual([expect.objectContaining({ type: 'forum_message.updated', topicId: topic.id, messageId: topic.id })]);
    world.ctx.clock.advance(MINUTE);
    const late = (await world.get(`/api/v3/messages/${topic.id}`, 'member')).json();
    expect(late._links.update).toBeUndefined();
    expect(late._links.delete).toBeUndefined();
    expect(expectError(await world.send('PATCH', `/api/v3/messages/${topic.id}`, 'member', { subject: 'Too late' }), 403, 'MissingPermission').message).toBe(
      'Edit time limit exceeded. Messages can only be edited within 15 minutes of creation.',
    );
    expect(expectError(await world.send('DELETE', `/api/v3/messages/${topic.id}`, 'member'), 403, 'MissingPermission').message).toBe(
      'Delete time limit exceeded. Messages can only be deleted within 15 minutes of creation.',
    );
    // A moderator edits and deletes any time.
    expect((await world.send('PATCH', `/api/v3/messages/${topic.id}`, 'moderator', { subject: 'Moderated' })).statusCode).toBe(200);
    expect((await world.send('DELETE', `/api/v3/messages/${topic.id}`, 'moderator')).statusCode).toBe(204);
  });

  test("someone else's message: 403 for members, 404 for non-members; readers neither edit nor delete", async () => {
    const topic = await world.topic(forum.id, 'member');
    expect(expectError(await world.send('PATCH', `/api/v3/messages/${topic.id}`, 'other', { subject: 'Mine now' }), 403, 'MissingPermission').message).toBe(
      "You don't have permission to edit this message.",
    );
    expect(expectError(await world.send('DELETE', `/api/v3/messages/${topic.id}`, 'other'), 403, 'MissingPermission').message).toBe("You don't have permission to delete this message.");
    expectError(await world.send('DELETE', `/api/v3/messages/${topic.id}`, 'reader'), 403, 'MissingPermission');
    expectError(await world.send('DELETE', `/api/v3/messages/${topic.id}`, 'outsider'), 404, 'NotFound');
    expectError(await world.get(`/api/v3/messages/${topic.id}`, 'outsider'), 404, 'NotFound');
    const asOther = (await world.get(`/api/v3/messages/${topic.id}`, 'other')).json();
    expect(asOther._links.update).toBeUndefined();
    expect(asOther._links.follow).toBeDefined();
  });

  test('edit validation: subject and content are required when sent, within their limits', async () => {
    const topic = await world.topic(forum.id, 'member');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subject: '' }, 'subject', 'Subject is required'],
      [{ subject: 's'.repeat(256) }, 'subject', 'Subject too long'],
      [{ content: { type: 'doc', content: [{ type: 'paragraph' }] } }, 'content', 'Content is required'],
      [{ content: null }, 'content', 'Content is required'],
      [{ content: doc('c'.repeat(10_001)) }, 'content', 'Content too long'],
    ];
    for (const [body, attribute, message] of cases) {
      const error = expectError(await world.send('PATCH', `/api/v3/messages/${topic.id}`, 'member', body), 422, 'PropertyConstraintViolation');
      expect([error._embedded.details.attribute, error.message]).toEqual([attribute, message]);
    }
    // A short edit is fine (1 character and up).
    expect((await world.send('PATCH', `/api/v3/messages/${topic.id}`, 'member', { subject: 'S', content: doc('x') })).statusCode).toBe(200);
  });

  test('in a locked topic authors may neither edit nor delete (422); moderators may', async () => {
    const topic = await world.topic(forum.id, 'member');
    const reply = await world.reply(topic.id, 'other');
    await world.must('PATCH', `/api/v3/messages/${topic.id}`, 'moderator', { locked: true });
    expect(expectError(await world.send('DELETE', `/api/v3/messages/${reply.id}`, 'other'), 422, 'PropertyConstraintViolation').message).toBe('Cannot delete messages in a locked topic.');
    expect(expectError(await world.send('DELETE', `/api/v3/messages/${topic.id}`, 'member'), 422, 'PropertyConstraintViolation').message).toBe('Cannot delete a locked topic.');
    expect(expectError(await world.send('PATCH', `/api/v3/messages/${reply.id}`, 'other', { content: doc('Changed it') }), 422, 'PropertyConstraintViolation').message).toBe(
      'Cannot edit messages in a locked topic.',
    );
    const asAuthor = (await world.get(`/api/v3/messages/${reply.id}`, 'other')).json();
    expect([asAuthor._links.update, asAuthor._links.delete, asAuthor._links.reply]).toEqual([undefined, undefined, undefined]);
    expect((await world.send('PATCH', `/api/v3/messages/${reply.id}`, 'moderator', { content: doc('Moderated words') })).statusCode).toBe(200);
    expect((await world.send('DELETE', `/api/v3/messages/${reply.id}`, 'moderator')).statusCode).toBe(204);
  });

  test('pinning, locking and moving are for moderators; authors may send the values unchanged', async () => {
    const topic = await world.topic(forum.id, 'member');
    expect((await world.send('PATCH', `/api/v3/messages/${topic.id}`, 'member', { sticky: false, locked: false, subject: 'Same flags' })).statusCode).toBe(200);
    for (const body of [{ sticky: true }, { locked: true }, { _links: { forum: { href: `/api/v3/forums/${(await world.forum()).id}` } } }]) {
      expectError(await world.send('PATCH', `/api/v3/messages/${topic.id}`, 'member', body), 403, 'MissingPermission');
    }
    const pinned = await world.must('PATCH', `/api/v3/messages/${topic.id}`, 'moderator', { sticky: true, locked: true });
    expect(pinned).toMatchObject({ sticky: true, locked: true });
    const reply = await world.must('POST', `/api/v3/topics/${(await world.topic(forum.id)).id}/reply`, 'other', { content: doc('A plain reply') });
    expect(expectError(await world.send('PATCH', `/api/v3/messages/${reply.id}`, 'moderator', { sticky: true }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('sticky');
  });

  test('moving a topic takes its replies and recounts both forums; another project\'s forum is a 422', async () => {
    const from = await world.forum();
    const to = await world.forum();
    const topic = await world.topic(from.id, 'member');
    const reply = await world.reply(topic.id);
    world.events.length = 0;
    const moved = await world.must('PATCH', `/api/v3/messages/${topic.id}`, 'moderator', { _links: { forum: { href: `/api/v3/forums/${to.id}` } } });
    expect(moved._links.forum.href).toBe(`/api/v3/forums/${to.id}`);
    expect((await world.get(`/api/v3/messages/${reply.id}`)).json()._links.forum.href).toBe(`/api/v3/forums/${to.id}`);
    expect(await forumRow(from.id)).toMatchObject({ topicsCount: 0, messagesCount: 0, lastMessageAt: null, _links: { lastMessage: { href: null } } });
    expect(await forumRow(to.id)).toMatchObject({ topicsCount: 1, messagesCount: 2, _links: { lastMessage: { href: `/api/v3/messages/${reply.id}` } } });
    expect(world.events).toEqual([expect.objectContaining({ type: 'forum_message.updated', forumId: to.id, topicId: topic.id })]);
    const elsewhere = await world.forum(world.publicProject);
    const error = expectError(await world.send('PATCH', `/api/v3/messages/${topic.id}`, 'moderator', { _links: { forum: { href: `/api/v3/forums/${elsewhere.id}` } } }), 422, 'PropertyConstraintViolation');
    expect(error._embedded.details.attribute).toBe('forum');
  });

  test('deleting a reply recounts its topic and forum; deleting a topic takes its replies', async () => {
    const target = await world.forum();
    const topic = await world.topic(target.id, 'member');
    world.ctx.clock.advance(MINUTE);
    const first = await world.reply(topic.id, 'other', 'First reply');
    world.ctx.clock.advance(MINUTE);
    const second = await world.reply(topic.id, 'other', 'Second reply');
    world.events.length = 0;
    expect((await world.send('DELETE', `/api/v3/messages/${second.id}`, 'other')).statusCode).toBe(204);
    expect(world.events).toEqual([expect.objectContaining({ type: 'forum_message.deleted', forumId: target.id, topicId: topic.id, messageId: second.id })]);
    expect((await world.get(`/api/v3/messages/${topic.id}`)).json()).toMatchObject({ repliesCount: 1, lastActivityAt: first.createdAt });
    expect(await forumRow(target.id)).toMatchObject({ topicsCount: 1, messagesCount: 2, lastMessageAt: first.createdAt });
    expect((await world.send('DELETE', `/api/v3/messages/${topic.id}`, 'member')).statusCode).toBe(204);
    expectError(await world.get(`/api/v3/messages/${first.id}`), 404, 'NotFound');
    expect(await forumRow(target.id)).toMatchObject({ topicsCount: 0, messagesCount: 0, unreadCount: 0 });
  });
});

describe('topic lists', () => {
  let target: { id: number };
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    target = await world.forum();
    const categories = (await world.get('/api/v3/forum_categories')).json()._embedded.elements as { id: number; name: string }[];
    const feedback = categories.find((category) => category.name === 'Feedback')!;
    const make = async (key: string, who: Who, body: Record<string, unknown> = {}) => {
      world.ctx.clock.advance(MINUTE);
      ids[key] = (await world.topic(target.id, who, { subject: key, ...body })).id;
    };
    await make('Quiet', 'member');
    await make('Busy', 'other', { _links: { category: { href: `/api/v3/forum_categories/${feedback.id}` } } });
    await make('Pinned', 'moderator', { sticky: true });
    await make('Watched', 'other');
    world.ctx.clock.advance(MINUTE);
    for (let index = 0; index < 3; index += 1) await world.reply(ids.Busy, 'moderator', `Busy reply ${index}`);
    world.ctx.clock.advance(MINUTE);
    await world.reply(ids.Quiet, 'moderator', 'Quiet reply');
    for (let index = 0; index < 4; index += 1) await world.get(`/api/v3/topics/${ids.Watched}`, 'reader');
  });

  test('sticky first, then latest activity, popular, unanswered or views', async () => {
    expect(await subjects(topicsOf(target.id))).toEqual(['Pinned', 'Quiet', 'Busy', 'Watched']);
    expect(await subjects(topicsOf(target.id, '?sortBy=latest'))).toEqual(['Pinned', 'Quiet', 'Busy', 'Watched']);
    expect(await subjects(topicsOf(target.id, '?sortBy=popular'))).toEqual(['Pinned', 'Busy', 'Quiet', 'Watched']);
    expect(await subjects(topicsOf(target.id, '?sortBy=unanswered'))).toEqual(['Pinned', 'Watched']);
    expect(await subjects(topicsOf(target.id, '?sortBy=views'))).toEqual(['Pinned', 'Watched', 'Quiet', 'Busy']);
    expectError(await world.get(topicsOf(target.id, '?sortBy=oldest')), 400, 'InvalidQuery');
  });

  test('filters: category, author, status followed and unread', async () => {
    const feedback = (await world.get(`/api/v3/messages/${ids.Busy}`)).json().category.id;
    expect(await subjects(topicsOf(target.id, `?category=${feedback}`))).toEqual(['Busy']);
    expect(await subjects(topicsOf(target.id, `?author=${world.users.other}`))).toEqual(['Busy', 'Watched']);
    expect(await subjects(topicsOf(target.id, '?status=followed'), 'other')).toEqual(['Busy', 'Watched']);
    await world.must('POST', `/api/v3/topics/${ids.Quiet}/follow`, 'reader');
    expect(await subjects(topicsOf(target.id, '?status=followed'), 'reader')).toEqual(['Quiet']);
    // The reader viewed Watched (read); the others are unread to them.
    expect(await subjects(topicsOf(target.id, '?status=unread'), 'reader')).toEqual(['Pinned', 'Quiet', 'Busy']);
    // A read topic with a new reply is unread again.
    await world.reply(ids.Watched, 'moderator', 'Something new');
    expect(await subjects(topicsOf(target.id, '?status=unread'), 'reader')).toContain('Watched');
  });

  test('q finds a topic by its subject, its text or any of its replies (full text, stemmed, last word as a prefix)', async () => {
    expect(await subjects(topicsOf(target.id, '?q=busy'))).toEqual(['Busy']);
    expect(await subjects(topicsOf(target.id, '?q=quiet%20repl'))).toEqual(['Quiet']);
    expect(await subjects(topicsOf(target.id, '?q=replies'))).toEqual(expect.arrayContaining(['Busy', 'Quiet']));
    expect(await subjects(topicsOf(target.id, '?q=%3C%3E%25'))).toEqual([]);
    expect(await subjects(topicsOf(target.id, '?q=%20'))).toHaveLength(4);
    const page = (await world.get(topicsOf(target.id, '?q=busy&sortBy=popular'))).json();
    expect(page._links.self.href).toContain('q=busy');
    expect(page._links.self.href).toContain('sortBy=popular');
  });

  test('pages of 20 by default; the list runs a constant number of statements', async () => {
    const body = (await world.get(topicsOf(target.id, '?pageSize=2&offset=2'))).json();
    expect(body).toMatchObject({ total: 4, count: 2, pageSize: 2, offset: 2 });
    expect((await world.get(topicsOf(target.id))).json().pageSize).toBe(20);
    const count = async (pageSize: number) => {
      world.ctx.statements.count = 0;
      expect((await world.get(topicsOf(target.id, `?pageSize=${pageSize}&q=reply`))).statusCode).toBe(200);
      return world.ctx.statements.count;
    };
    expect(await count(4)).toBe(await count(1));
  });

  test("a forum's messages: topics and replies, newest first", async () => {
    const body = (await world.get(`/api/v3/forums/${target.id}/messages?pageSize=3`)).json();
    expect(body.total).toBe(9);
    expect(body._embedded.elements.map((element: { _type: string; subject: string }) => `${element._type} ${element.subject}`)).toEqual([
      'Message Re: Watched',
      'Message Re: Quiet',
      'Message Re: Busy',
    ]);
  });
});

describe('search (GET /messages)', () => {
  let searchForum: { id: number };
  let xss: { id: number };
  beforeAll(async () => {
    searchForum = await world.forum(world.project, 'Search forum');
    xss = await world.topic(searchForum.id, 'member', { subject: 'Deployment checklist', content: doc('Before deploying: <img src=x onerror=alert(1)> check the servers') });
    await world.reply(xss.id, 'other', 'We deployed the kubernetes cluster yesterday');
    const open = await world.forum(world.publicProject, 'Open search forum');
    await world.topic(open.id, 'member', { subject: 'Kubernetes in the open', content: doc('Public kubernetes notes for everyone') });
  });
  const found = async (query: string, who: Who = 'member') => subjects(`/api/v3/messages?${query}`, who);

  test('full text over subjects and texts of topics and replies, stemmed, newest first', async () => {
    expect(await found('q=kubernetes')).toEqual(['Kubernetes in the open', 'Re: Deployment checklist']);
    // "deploy" matches deploying, deployed and Deployment's stem; the last word is a prefix.
    expect(await found(`q=deploy&forum=${searchForum.id}`)).toEqual(['Re: Deployment checklist', 'Deployment checklist']);
    expect(await found(`q=kube&forum=${searchForum.id}`)).toEqual(['Re: Deployment checklist']);
    expect(await found('q=nothing%20like%20this')).toEqual([]);
  });

  test('HTML in the text is stored as text: the XSS payload comes back escaped in html', async () => {
    const body = (await world.get(`/api/v3/messages?q=onerror&forum=${searchForum.id}`)).json();
    expect(body.total).toBe(1);
    const [topic] = body._embedded.elements;
    expect(topic.content.raw).toContain('<img src=x onerror=alert(1)>');
    expect(topic.content.html).toBe('<p>Before deploying: &lt;img src=x onerror=alert(1)&gt; check the servers</p>');
    expect(topic.content.html).not.toContain('<img');
  });

  test('only forums the caller may read: a non-member finds the public project only', async () => {
    expect(await found('q=kubernetes', 'outsider')).toEqual(['Kubernetes in the open']);
    expect(await found(`q=kubernetes&project=${world.project}`, 'outsider')).toEqual([]);
    expect(await found(`q=kubernetes&project=${world.publicProject}`)).toEqual(['Kubernetes in the open']);
  });

  test('filters: author, category, dates (a day is inclusive); a bad date is a 400', async () => {
    expect(await found(`q=kubernetes&author=${world.users.other}`)).toEqual(['Re: Deployment checklist']);
    const general = (await world.get('/api/v3/forum_categories')).json()._embedded.elements[0].id;
    // A reply is in its topic's category.
    expect(await found(`q=kubernetes&category=${general}&forum=${searchForum.id}`)).toEqual(['Re: Deployment checklist']);
    const day = world.ctx.clock.now().toISOString().slice(0, 10);
    expect(await found(`q=kubernetes&dateFrom=${day}&dateTo=${day}`)).toHaveLength(2);
    expect(await found('q=kubernetes&dateTo=2000-01-01')).toEqual([]);
    expectError(await world.get('/api/v3/messages?dateFrom=yesterday'), 400, 'InvalidQuery');
  });
});

describe('follows and notifications', () => {
  test("on a reply every follower but its author is notified; the notification leads to the topic's forum", async () => {
    const topic = await world.topic(forum.id, 'member', { subject: 'Followed topic' });
    expect((await world.send('POST', `/api/v3/topics/${topic.id}/follow`, 'reader')).statusCode).toBe(204);
    expect((await world.send('POST', `/api/v3/topics/${topic.id}/follow`, 'reader')).statusCode).toBe(204);
    expect((await world.get(`/api/v3/messages/${topic.id}`, 'reader')).json()).toMatchObject({ followed: true, _links: { unfollow: { method: 'delete' } } });
    const before = world.events.length;
    await world.reply(topic.id, 'other', 'Here is news');
    const filters = [{ resourceType: { operator: '=', values: ['Message'] } }, { resourceId: { operator: '=', values: [String(topic.id)] } }];
    const notifications = async (who: Who) => (await world.get(`/api/v3/notifications?filters=${encodeURIComponent(JSON.stringify(filters))}`, who)).json()._embedded.elements;
    for (const who of ['member', 'reader'] as const) {
      const [notification] = await notifications(who);
      expect(notification).toMatchObject({
        reason: 'watched',
        resourceType: 'Message',
        readIAN: false,
        _links: {
          resource: { href: `/api/v3/messages/${topic.id}`, title: 'Followed topic' },
          forum: { href: `/api/v3/forums/${forum.id}` },
          project: { href: `/api/v3/projects/${world.project}` },
          actor: { href: `/api/v3/users/${world.users.other}` },
        },
      });
    }
    expect(await notifications('other')).toEqual([]);
    expect(world.events.slice(before).filter((event) => event.type === 'notification.created').map((event) => event.userId).sort()).toEqual([world.users.member, world.users.reader].sort());
    // Unfollowed: no more notifications.
    expect((await world.send('DELETE', `/api/v3/topics/${topic.id}/follow`, 'reader')).statusCode).toBe(204);
    await world.must('POST', '/api/v3/notifications/read_ian', 'reader');
    await world.reply(topic.id, 'other', 'More news');
    expect((await notifications('reader')).filter((notification: { readIAN: boolean }) => !notification.readIAN)).toEqual([]);
    expectError(await world.send('POST', `/api/v3/topics/${topic.id}/follow`, 'outsider'), 404, 'NotFound');
  });
});

describe('drafts', () => {
  test('a draft of a new topic and of a reply are kept per user on the server, and go when posted', async () => {
    const target = await world.forum();
    const topic = await world.topic(target.id, 'moderator');
    expectError(await world.get(`/api/v3/forums/${target.id}/draft`), 404, 'NotFound');
    expect((await world.send('PUT', `/api/v3/forums/${target.id}/draft`, 'member', { subject: 'Half a thought', content: doc('Unfinished') })).statusCode).toBe(204);
    expect((await world.send('PUT', `/api/v3/forums/${target.id}/draft`, 'member', { topic: topic.id, content: doc('A reply draft') })).statusCode).toBe(204);
    world.ctx.clock.advance(MINUTE);
    await world.must('PUT', `/api/v3/forums/${target.id}/draft`, 'member', { subject: 'A whole thought', content: doc('Finished now') });
    const draft = (await world.get(`/api/v3/forums/${target.id}/draft`)).json();
    expect(draft).toMatchObject({ _type: 'ForumDraft', subject: 'A whole thought', contentDocument: doc('Finished now'), updatedAt: world.ctx.clock.now().toISOString() });
    expect((await world.get(`/api/v3/forums/${target.id}/draft?topic=${topic.id}`)).json()).toMatchObject({ subject: '', contentDocument: doc('A reply draft') });
    // Someone else's drafts are theirs.
    expectError(await world.get(`/api/v3/forums/${target.id}/draft`, 'other'), 404, 'NotFound');
    await world.reply(topic.id, 'member', 'The reply itself');
    expectError(await world.get(`/api/v3/forums/${target.id}/draft?topic=${topic.id}`), 404, 'NotFound');
    expect((await world.get(`/api/v3/forums/${target.id}/draft`)).statusCode).toBe(200);
    await world.topic(target.id, 'member');
    expectError(await world.get(`/api/v3/forums/${target.id}/draft`), 404, 'NotFound');
    await world.must('PUT', `/api/v3/forums/${target.id}/draft`, 'member', { content: doc('Discard me') });
    expect((await world.send('DELETE', `/api/v3/forums/${target.id}/draft`, 'member')).statusCode).toBe(204);
    expectError(await world.get(`/api/v3/forums/${target.id}/draft`), 404, 'NotFound');
  });

  test('a draft needs add_messages, a topic of the forum and an editor document', async () => {
    const target = await world.forum();
    const other = await world.forum();
    const foreignTopic = await world.topic(other.id);
    expectError(await world.send('PUT', `/api/v3/forums/${target.id}/draft`, 'reader', { content: doc('Nope') }), 403, 'MissingPermission');
    expectError(await world.send('PUT', `/api/v3/forums/${target.id}/draft`, 'outsider', { content: doc('Nope') }), 404, 'NotFound');
    expectError(await world.send('PUT', `/api/v3/forums/${target.id}/draft`, 'member', { topic: foreignTopic.id, content: doc('Nope') }), 404, 'NotFound');
    expect(expectError(await world.send('PUT', `/api/v3/forums/${target.id}/draft`, 'member', { content: { type: 'nope' } }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('content');
    expect(expectError(await world.send('PUT', `/api/v3/forums/${target.id}/draft`, 'member', { topic: 1.5, content: doc('x') }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('topic');
  });
});

describe('typing and live events', () => {
  test('typing publishes forum.typing with the name, at most once a second per user and topic', async () => {
    const topic = await world.topic(forum.id, 'moderator');
    world.events.length = 0;
    expect((await world.send('POST', `/api/v3/topics/${topic.id}/typing`, 'member')).statusCode).toBe(204);
    expect((await world.send('POST', `/api/v3/topics/${topic.id}/typing`, 'member')).statusCode).toBe(204);
    expect(world.events).toEqual([
      expect.objectContaining({ type: 'forum.typing', projectId: world.project, forumId: forum.id, topicId: topic.id, actorId: world.users.member, actorName: 'Member Tester' }),
    ]);
    world.ctx.clock.advance(1000);
    await world.send('POST', `/api/v3/topics/${topic.id}/typing`, 'member');
    expect(world.events).toHaveLength(2);
    expectError(await world.send('POST', `/api/v3/topics/${topic.id}/typing`, 'reader'), 403, 'MissingPermission');
    expectError(await world.send('POST', `/api/v3/topics/${topic.id}/typing`, 'outsider'), 404, 'NotFound');
  });

  test('forum events are delivered to those who may view forums, and survive the trip between instances', () => {
    for (const type of ['forum.created', 'forum_message.deleted', 'forum.typing'] as const) expect(viewPermissionOf(type)).toBe('view_forums');
    const event = { id: 'e1', at: '2026-03-02T10:00:00.000Z', type: 'forum.typing', projectId: 1, forumId: 2, topicId: 3, actorId: 4, actorName: 'Ana Lima', extra: 'dropped' };
    expect(parseEvent(event)).toEqual({ id: 'e1', at: '2026-03-02T10:00:00.000Z', type: 'forum.typing', projectId: 1, forumId: 2, topicId: 3, actorId: 4, actorName: 'Ana Lima' });
    expect(parseEvent({ ...event, type: 'forum_message.created', messageId: 5, actorName: undefined })).toMatchObject({ forumId: 2, topicId: 3, messageId: 5 });
    expect(parseEvent({ ...event, forumId: 'x' })).toBeNull();
    expect(parseEvent({ ...event, actorName: 'x'.repeat(10_000) })).toBeNull();
  });
});

describe('a switched-off Forums module', () => {
  test('every topic and message route answers 403 naming the module', async () => {
    const projectId = (await world.must('POST', '/api/v3/projects', 'admin', { name: 'Quiet project', public: false })).id;
    const inside = await world.must('POST', `/api/v3/projects/${projectId}/forums`, 'admin', { name: 'Soon hidden' });
    const topic = await world.must('POST', `/api/v3/forums/${inside.id}/topics`, 'admin', { subject: 'Hidden topic', content: doc('Hidden content here') });
    await world.must('PATCH', `/api/v3/projects/${projectId}`, 'admin', { enabledModules: ['work_package_tracking', 'backlogs', 'costs', 'documents', 'github'] });
    const answers = [
      await world.get(topicsOf(inside.id), 'admin'),
      await world.get(`/api/v3/topics/${topic.id}`, 'admin'),
      await world.get(`/api/v3/messages/${topic.id}`, 'admin'),
      await world.send('POST', `/api/v3/topics/${topic.id}/reply`, 'admin', { content: doc('Let me in') }),
      await world.send('PATCH', `/api/v3/messages/${topic.id}`, 'admin', { subject: 'Changed' }),
      await world.send('PUT', `/api/v3/forums/${inside.id}/draft`, 'admin', { content: doc('Draft') }),
    ];
    for (const answer of answers) expect(expectError(answer, 403, 'MissingPermission').message).toBe('The Forums module is not enabled in this project.');
    // Its messages leave the search too.
    expect(await subjects('/api/v3/messages?q=hidden', 'admin')).toEqual([]);
  });
});
