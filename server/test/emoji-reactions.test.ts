import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const userIds: Record<string, number> = {};

// 'member' (Priya) is Team Leader and 'tomas' a Member in website_relaunch (public) and content_migration (private);
// 'noah' is Coordinator (view only) in website_relaunch, not in content_migration; 'kwame' is in neither.
type Who = 'member' | 'tomas' | 'noah' | 'kwame' | 'admin';
const EMAILS: Record<Who, string> = {
  admin: 'admin@tessera.local',
  member: 'member@tessera.local',
  tomas: 'tomas.herrera@tessera.local',
  noah: 'noah.fischer@tessera.local',
  kwame: 'kwame.mensah@tessera.local',
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of Object.keys(EMAILS) as Who[]) cookies[who] = await login(ctx.app, EMAILS[who], DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) userIds[row.login!] = row.id;
});
afterAll(async () => ctx.close());

const get = (url: string, who: Who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });

interface Reaction {
  _type: string;
  id: string;
  reaction: string;
  emoji: string;
  reactionsCount: number;
  firstReactionAt: string;
  _links: { self: { href: string }; reactable: { href: string }; reactingUsers: { href: string; title: string }[] };
}
interface Reactions {
  _type: string;
  total: number;
  count: number;
  _embedded: { elements: Reaction[] };
  _links: { self: { href: string } };
}

/** A work package with one comment; the comment's activity id. */
async function commentedPackage(project = 'website_relaunch'): Promise<{ workPackageId: number; activityId: number }> {
  const wp = await send('POST', `/api/v3/projects/${projectIds[project]}/work_packages`, 'member', { subject: 'Ship the pricing page' });
  if (wp.statusCode !== 201) throw new Error(wp.body);
  const comment = await send('POST', `/api/v3/work_packages/${wp.json().id}/activities`, 'member', { comment: { raw: 'Ready for review.' } });
  if (comment.statusCode !== 201) throw new Error(comment.body);
  return { workPackageId: wp.json().id, activityId: comment.json().id };
}

async function toggle(activityId: number, reaction: string, who: Who = 'member', method: 'POST' | 'PATCH' = 'POST'): Promise<Reactions> {
  const response = await send(method, `/api/v3/activities/${activityId}/emoji_reactions`, who, { reaction });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}
/** "reaction:user ids" per element, for compact comparisons. */
function brief(body: Reactions): string[] {
  return body._embedded.elements.map((element) => `${element.reaction}:${element._links.reactingUsers.map((user) => user.href.split('/').pop()).join(',')}`);
}

describe('listing', () => {
  test('an activity nobody reacted to has an empty collection, never a 404', async () => {
    const { activityId } = await commentedPackage();
    const response = await get(`/api/v3/activities/${activityId}/emoji_reactions`, 'kwame');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _type: 'Collection', total: 0, count: 0, _embedded: { elements: [] }, _links: { self: { href: `/api/v3/activities/${activityId}/emoji_reactions` } } });
  });

  test('an activity the caller cannot see, or that does not exist, is a 404', async () => {
    const { activityId } = await commentedPackage('content_migration');
    expect((await get(`/api/v3/activities/${activityId}/emoji_reactions`, 'tomas')).statusCode).toBe(200);
    expectError(await get(`/api/v3/activities/${activityId}/emoji_reactions`, 'noah'), 404, 'NotFound');
    expectError(await get('/api/v3/activities/999999/emoji_reactions'), 404, 'NotFound');
  });

  test('the reactions are read in one statement, however many there are', async () => {
    const { activityId } = await commentedPackage();
    const statementsFor = async () => {
      ctx.statements.count = 0;
      ctx.statements.sql = [];
      expect((await get(`/api/v3/activities/${activityId}/emoji_reactions`)).statusCode).toBe(200);
      return ctx.statements.sql.filter((text) => text.includes('emoji_reactions')).length;
    };
    expect(await statementsFor()).toBe(1);
    const empty = ctx.statements.count;
    for (const who of ['member', 'tomas', 'admin'] as const) await toggle(activityId, 'rocket', who);
    await toggle(activityId, 'heart', 'tomas');
    expect(await statementsFor()).toBe(1);
    expect(ctx.statements.count).toBe(empty);
  });
});

describe('toggling', () => {
  test("adds the caller's reaction, a second toggle removes it; answers the activity's reactions", async () => {
    const { activityId } = await commentedPackage();
    const first = await toggle(activityId, 'thumbs_up');
    expect(first).toMatchObject({ _type: 'Collection', total: 1, count: 1 });
    expect(first._embedded.elements[0]).toEqual({
      _type: 'EmojiReaction',
      id: `${activityId}-thumbs_up`,
      reaction: 'thumbs_up',
      emoji: '👍',
      reactionsCount: 1,
      firstReactionAt: ctx.clock.now().toISOString(),
      _links: {
        self: { href: `/api/v3/emoji_reactions/${activityId}-thumbs_up` },
        reactable: { href: `/api/v3/activities/${activityId}` },
        reactingUsers: [{ href: `/api/v3/users/${userIds.member}`, title: 'Priya Raman' }],
      },
    });

    ctx.clock.advance(60_000);
    await toggle(activityId, 'thumbs_up', 'tomas');
    const mixed = await toggle(activityId, 'party_popper', 'tomas', 'PATCH');
    // Reactions in the fixed order, users in the order they reacted.
    expect(brief(mixed)).toEqual([`thumbs_up:${userIds.member},${userIds['tomas.herrera']}`, `party_popper:${userIds['tomas.herrera']}`]);
    expect(mixed._embedded.elements[0]).toMatchObject({ reactionsCount: 2, emoji: '👍' });
    expect(mixed._embedded.elements[1]).toMatchObject({ reactionsCount: 1, emoji: '🎉' });

    const undone = await toggle(activityId, 'thumbs_up');
    expect(brief(undone)).toEqual([`thumbs_up:${userIds['tomas.herrera']}`, `party_popper:${userIds['tomas.herrera']}`]);
    expect((await get(`/api/v3/activities/${activityId}/emoji_reactions`, 'noah')).json()).toEqual(undone);

    const single = await get(`/api/v3/emoji_reactions/${activityId}-party_popper`);
    expect(single.json()).toEqual(undone._embedded.elements[1]);
    expectError(await get(`/api/v3/emoji_reactions/${activityId}-heart`), 404, 'NotFound');
    expectError(await get('/api/v3/emoji_reactions/nonsense'), 404, 'NotFound');
    expectError(await get(`/api/v3/emoji_reactions/${activityId}-poop`), 404, 'NotFound');
  });

  test('every reaction of the set works; anything else is a 422 naming reaction', async () => {
    const { activityId } = await commentedPackage();
    const all = ['thumbs_up', 'thumbs_down', 'grinning_face_with_smiling_eyes', 'confused_face', 'heart', 'party_popper', 'rocket', 'eyes'];
    let body: Reactions | undefined;
    for (const reaction of [...all].reverse()) body = await toggle(activityId, reaction);
    expect(body?._embedded.elements.map((element) => element.reaction)).toEqual(all);
    expect(body?._embedded.elements.map((element) => element.emoji)).toEqual(['👍', '👎', '😄', '😕', '❤️', '🎉', '🚀', '👀']);

    const url = `/api/v3/activities/${activityId}/emoji_reactions`;
    const invalid = expectError(await send('POST', url, 'member', { reaction: 'poop' }), 422, 'PropertyConstraintViolation');
    expect(invalid._embedded.details.attribute).toBe('reaction');
    expect(invalid.message).toContain('thumbs_up');
    expect(expectError(await send('POST', url, 'member', {}), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('reaction');
    expect(expectError(await send('POST', url, 'member', { reaction: 1 }), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('reaction');
    expect(expectError(await send('POST', url, 'member', { reaction: 'heart', extra: true }), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('extra');
    expect((await get(url)).json().total).toBe(all.length);
  });

  test('viewers may not react (403), invisible activities are a 404, archived projects refuse', async () => {
    const { activityId } = await commentedPackage();
    expectError(await send('POST', `/api/v3/activities/${activityId}/emoji_reactions`, 'noah', { reaction: 'heart' }), 403, 'MissingPermission');
    expectError(await send('POST', `/api/v3/activities/${activityId}/emoji_reactions`, 'kwame', { reaction: 'heart' }), 403, 'MissingPermission');
    const hidden = await commentedPackage('content_migration');
    expectError(await send('POST', `/api/v3/activities/${hidden.activityId}/emoji_reactions`, 'noah', { reaction: 'heart' }), 404, 'NotFound');
    expect((await get(`/api/v3/activities/${activityId}/emoji_reactions`)).json().total).toBe(0);

    await ctx.db.updateTable('projects').set({ active: false }).where('id', '=', projectIds.website_relaunch).execute();
    try {
      expectError(await send('POST', `/api/v3/activities/${activityId}/emoji_reactions`, 'member', { reaction: 'heart' }), 403, 'MissingPermission');
    } finally {
      await ctx.db.updateTable('projects').set({ active: true }).where('id', '=', projectIds.website_relaunch).execute();
    }
  });
});

describe("a work package's reactions", () => {
  test('GET /work_packages/{id}/activities_emoji_reactions lists the reactions of all its activities', async () => {
    const { workPackageId, activityId } = await commentedPackage();
    const second = (await send('POST', `/api/v3/work_packages/${workPackageId}/activities`, 'tomas', { comment: { raw: 'Looks good' } })).json();
    await toggle(activityId, 'eyes', 'tomas');
    await toggle(second.id, 'heart', 'member');
    const body = (await get(`/api/v3/work_packages/${workPackageId}/activities_emoji_reactions`)).json() as Reactions;
    expect(body.total).toBe(2);
    expect(body._embedded.elements.map((element) => [element._links.reactable.href, element.reaction])).toEqual([
      [`/api/v3/activities/${activityId}`, 'eyes'],
      [`/api/v3/activities/${second.id}`, 'heart'],
    ]);
    expectError(await get(`/api/v3/work_packages/${(await commentedPackage('content_migration')).workPackageId}/activities_emoji_reactions`, 'noah'), 404, 'NotFound');
  });

  test("deleting the work package removes its activities' reactions", async () => {
    const { workPackageId, activityId } = await commentedPackage();
    await toggle(activityId, 'rocket');
    expect((await send('DELETE', `/api/v3/work_packages/${workPackageId}`, 'member')).statusCode).toBe(204);
    expect(await ctx.db.selectFrom('emoji_reactions').select('id').where('reactable_id', '=', activityId).execute()).toEqual([]);
    expectError(await get(`/api/v3/activities/${activityId}/emoji_reactions`), 404, 'NotFound');
  });

  test("deleting the project removes its activities' reactions", async () => {
    const project = await send('POST', '/api/v3/projects', 'admin', { name: 'Reaction sandbox', identifier: 'reaction_sandbox' });
    expect(project.statusCode).toBe(201);
    const wp = (await send('POST', `/api/v3/projects/${project.json().id}/work_packages`, 'admin', { subject: 'Try reactions' })).json();
    const comment = (await send('POST', `/api/v3/work_packages/${wp.id}/activities`, 'admin', { comment: { raw: 'React to me' } })).json();
    await toggle(comment.id, 'eyes', 'admin');
    expect((await send('DELETE', `/api/v3/projects/${project.json().id}`, 'admin')).statusCode).toBe(204);
    expect(await ctx.db.selectFrom('emoji_reactions').select('id').where('reactable_id', '=', comment.id).execute()).toEqual([]);
  });
});
