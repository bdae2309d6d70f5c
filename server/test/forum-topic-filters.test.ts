// A forum's topic list filtered by status (issue 16's filters: open, locked, pinned, besides unread and followed),
// alone and with the author filter, the sort and paging; a constant number of statements whatever the page size.
import { expectError } from './helpers.ts';
import { createForumWorld, type ForumWorld } from './support/forum-world.ts';

let world: ForumWorld;
let forumId: number;
beforeAll(async () => {
  world = await createForumWorld();
  forumId = (await world.forum()).id;
  const make = async (subject: string, who: 'member' | 'moderator' | 'other', flags: { sticky?: boolean; locked?: boolean } = {}) => {
    world.ctx.clock.advance(60_000);
    await world.topic(forumId, who, { subject, ...flags });
  };
  await make('Open by member', 'member');
  await make('Locked by moderator', 'moderator', { locked: true });
  await make('Pinned and locked', 'moderator', { sticky: true, locked: true });
  await make('Pinned and open', 'moderator', { sticky: true });
  await make('Open by other', 'other');
}, 60_000);
afterAll(async () => world?.close());

const list = async (query: string) => {
  const response = await world.get(`/api/v3/forums/${forumId}/topics${query}`);
  if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return { total: body.total as number, subjects: (body._embedded.elements as { subject: string }[]).map((element) => element.subject), self: body._links.self.href as string };
};

test('status open, locked and pinned: sticky first, then the sort', async () => {
  expect((await list('?status=open')).subjects).toEqual(['Pinned and open', 'Open by other', 'Open by member']);
  expect((await list('?status=locked')).subjects).toEqual(['Pinned and locked', 'Locked by moderator']);
  expect((await list('?status=pinned')).subjects).toEqual(['Pinned and open', 'Pinned and locked']);
  expect((await list('?status=all')).total).toBe(5);
  expect((await list('')).total).toBe(5);
});

test('status combines with the author, the sort and paging; the self link keeps it', async () => {
  const mine = await list(`?status=open&author=${world.users.member}`);
  expect(mine.subjects).toEqual(['Open by member']);
  expect(mine.self).toContain('status=open');
  expect(mine.self).toContain(`author=${world.users.member}`);
  expect((await list(`?status=locked&author=${world.users.member}`)).total).toBe(0);
  const page = await list('?status=locked&sortBy=unanswered&pageSize=1&offset=2');
  expect(page).toMatchObject({ total: 2, subjects: ['Locked by moderator'] });
  // Locking a topic moves it between the lists.
  const opened = (await list('?status=open')).subjects.length;
  const topic = (await world.get(`/api/v3/forums/${forumId}/topics?status=open&author=${world.users.other}`)).json()._embedded.elements[0];
  await world.must('PATCH', `/api/v3/messages/${topic.id}`, 'moderator', { locked: true });
  expect((await list('?status=open')).subjects).toHaveLength(opened - 1);
  expect((await list('?status=locked')).subjects).toContain('Open by other');
  await world.must('PATCH', `/api/v3/messages/${topic.id}`, 'moderator', { locked: false });
});

test('an unknown status is a 400', async () => {
  expectError(await world.get(`/api/v3/forums/${forumId}/topics?status=closed`), 400, 'InvalidQuery');
});

test('a filtered list runs the same number of statements whatever the page size', async () => {
  const count = async (pageSize: number, status: string) => {
    world.ctx.statements.count = 0;
    expect((await world.get(`/api/v3/forums/${forumId}/topics?pageSize=${pageSize}&status=${status}&author=${world.users.moderator}`)).statusCode).toBe(200);
    return world.ctx.statements.count;
  };
  for (const status of ['open', 'locked', 'pinned']) expect(await count(3, status)).toBe(await count(1, status));
});
