// In-app notifications (issue 14 item 6): GET /notifications, read_ian / unread_ian, and the reasons the work
// packages, comments and documents write: assigned, mentioned in a comment, mentioned in a document.
import type { RealtimeEvent } from '../src/realtime/events.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

// Seeded: Content migration is private (Priya 'member' and Tomás are Members, Liam its Team Leader); Website relaunch
// is public (Priya Team Leader, Tomás Member, Noah Coordinator); Sofia is in neither. Data warehouse is private (Noah, Tomás).
let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const userIds: Record<string, number> = {};
const events: RealtimeEvent[] = [];
const LOGINS = ['admin', 'member', 'tomas.herrera', 'liam.oconnor', 'sofia.rossi', 'noah.fischer'];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of LOGINS) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) userIds[row.login!] = row.id;
  ctx.app.events.subscribe((event) => events.push(event));
});
afterAll(async () => ctx.close());

const get = (url: string, who: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const userHref = (login: string) => `/api/v3/users/${userIds[login]}`;

interface NotificationBody {
  id: number;
  reason: string;
  readIAN: boolean;
  resourceType: string;
  createdAt: string;
  _links: Record<string, { href: string | null; title?: string; method?: string }>;
}

async function list(who: string, query = ''): Promise<{ total: number; count: number; elements: NotificationBody[] }> {
  const response = await get(`/api/v3/notifications${query}`, who);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  const body = response.json();
  return { total: body.total, count: body.count, elements: body._embedded.elements };
}
const unread = async (who: string) => (await list(who, `?pageSize=0&filters=${q([{ readIAN: { operator: '=', values: ['f'] } }])}`)).total;
const markAllRead = async (who: string) => expect((await send('POST', '/api/v3/notifications/read_ian', who)).statusCode).toBe(204);

async function createTask(project: string, who: string, subject: string, assignee?: string): Promise<{ id: number; lockVersion: number }> {
  const response = await send('POST', `/api/v3/projects/${projectIds[project]}/work_packages`, who, {
    subject,
    ...(assignee ? { _links: { assignee: { href: userHref(assignee) } } } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}
const mention = (login: string, name: string) => `<mention class="mention" data-id="${userIds[login]}" data-type="user" data-text="@${name}">@${name}</mention>`;
const mentionNode = (login: string, label: string) => ({ type: 'mention', attrs: { id: String(userIds[login]), label, mentionSuggestionChar: '@' } });
const docWith = (...mentions: object[]) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Please read, ' }, ...mentions] }] });

beforeEach(async () => {
  for (const who of LOGINS) await markAllRead(who);
  events.length = 0;
});

describe('assigned', () => {
  test('creating a task assigned to someone notifies them, with OpenProject\'s representation and a live event', async () => {
    const task = await createTask('content_migration', 'member', 'Map the old URLs', 'tomas.herrera');
    const { elements } = await list('tomas.herrera', `?filters=${q([{ readIAN: { operator: '=', values: ['f'] } }])}`);
    expect(elements).toHaveLength(1);
    const [notification] = elements;
    expect(notification).toMatchObject({
      _type: 'Notification',
      reason: 'assigned',
      readIAN: false,
      resourceType: 'WorkPackage',
      details: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(notification._links).toMatchObject({
      self: { href: `/api/v3/notifications/${notification.id}` },
      readIAN: { href: `/api/v3/notifications/${notification.id}/read_ian`, method: 'post' },
      project: { href: `/api/v3/projects/${projectIds.content_migration}`, title: 'Content migration' },
      actor: { href: userHref('member'), title: 'Priya Raman' },
      resource: { href: `/api/v3/work_packages/${task.id}`, title: 'Map the old URLs' },
      activity: { href: expect.stringMatching(/^\/api\/v3\/activities\/\d+$/) },
    });
    expect(notification._links.unreadIAN).toBeUndefined();
    expect(events.filter((event) => event.type === 'notification.created')).toEqual([
      expect.objectContaining({ userId: userIds['tomas.herrera'], notificationId: notification.id, actorId: userIds.member }),
    ]);
    // Nobody else got one.
    expect(await unread('liam.oconnor')).toBe(0);
    expect(await unread('member')).toBe(0);
  });

  test('assigning yourself notifies nobody', async () => {
    await createTask('content_migration', 'member', 'My own task', 'member');
    expect(await unread('member')).toBe(0);
    expect(events.some((event) => event.type === 'notification.created')).toBe(false);
  });

  test('changing the assignee notifies the new one; an edit that keeps the assignee does not; the same unread reason is not repeated', async () => {
    const task = await createTask('content_migration', 'member', 'Redirect list');
    expect(await unread('liam.oconnor')).toBe(0);
    let response = await send('PATCH', `/api/v3/work_packages/${task.id}`, 'member', { lockVersion: 0, _links: { assignee: { href: userHref('liam.oconnor') } } });
    expect(response.statusCode).toBe(200);
    expect(await unread('liam.oconnor')).toBe(1);
    response = await send('PATCH', `/api/v3/work_packages/${task.id}`, 'member', { lockVersion: 1, subject: 'Redirect list v2' });
    expect(response.statusCode).toBe(200);
    expect(await unread('liam.oconnor')).toBe(1);
    // Unassigned and assigned again while the first is unread: still one.
    await send('PATCH', `/api/v3/work_packages/${task.id}`, 'member', { lockVersion: 2, _links: { assignee: { href: null } } });
    await send('PATCH', `/api/v3/work_packages/${task.id}`, 'member', { lockVersion: 3, _links: { assignee: { href: userHref('liam.oconnor') } } });
    expect(await unread('liam.oconnor')).toBe(1);
    // Once read, a new assignment is a new notification.
    await markAllRead('liam.oconnor');
    await send('PATCH', `/api/v3/work_packages/${task.id}`, 'member', { lockVersion: 4, _links: { assignee: { href: null } } });
    await send('PATCH', `/api/v3/work_packages/${task.id}`, 'member', { lockVersion: 5, _links: { assignee: { href: userHref('liam.oconnor') } } });
    expect(await unread('liam.oconnor')).toBe(1);
    expect((await list('liam.oconnor', `?filters=${q([{ resourceId: { operator: '=', values: [String(task.id)] } }])}`)).total).toBe(2);
  });

  test('a bulk edit that assigns several tasks notifies the assignee once per task', async () => {
    const first = await createTask('content_migration', 'member', 'Bulk one');
    const second = await createTask('content_migration', 'member', 'Bulk two');
    const response = await send('PATCH', '/api/v3/work_packages/bulk', 'member', { ids: [first.id, second.id], changes: { _links: { assignee: { href: userHref('tomas.herrera') } } } });
    expect(response.statusCode).toBe(200);
    const { elements } = await list('tomas.herrera', `?filters=${q([{ readIAN: { operator: '=', values: ['f'] } }])}`);
    expect(elements.map((element) => element._links.resource.href).sort()).toEqual([`/api/v3/work_packages/${first.id}`, `/api/v3/work_packages/${second.id}`].sort());
  });
});

describe('mentioned in a work package comment', () => {
  test('the members mentioned are notified with the comment as activity; a mentioned user who cannot see the task is not', async () => {
    const task = await createTask('content_migration', 'member', 'Comment mentions');
    const response = await send('POST', `/api/v3/work_packages/${task.id}/activities`, 'member', {
      comment: { raw: `Over to ${mention('liam.oconnor', 'Liam O\'Connor')} and ${mention('sofia.rossi', 'Sofia Rossi')} (and me: ${mention('member', 'Priya')})` },
    });
    expect(response.statusCode).toBe(201);
    const activityId = response.json().id;
    const [notification] = (await list('liam.oconnor', `?filters=${q([{ reason: { operator: '=', values: ['mentioned'] } }])}`)).elements;
    expect(notification._links.activity.href).toBe(`/api/v3/activities/${activityId}`);
    expect(notification._links.resource.href).toBe(`/api/v3/work_packages/${task.id}`);
    // Sofia is no member of the private project; Priya wrote it.
    expect(await unread('sofia.rossi')).toBe(0);
    expect(await unread('member')).toBe(0);
    expect(await ctx.db.selectFrom('notifications').select('id').where('recipient_id', '=', userIds['sofia.rossi']).execute()).toEqual([]);
  });

  test('editing a comment notifies only the users it newly mentions', async () => {
    const task = await createTask('content_migration', 'member', 'Edited mentions');
    const created = await send('POST', `/api/v3/work_packages/${task.id}/activities`, 'member', { comment: { raw: `Hi ${mention('liam.oconnor', 'Liam')}` } });
    await markAllRead('liam.oconnor');
    const edited = await send('PATCH', `/api/v3/activities/${created.json().id}`, 'member', { comment: { raw: `Hi ${mention('liam.oconnor', 'Liam')} and ${mention('tomas.herrera', 'Tomás')}` } });
    expect(edited.statusCode).toBe(200);
    expect(await unread('liam.oconnor')).toBe(0);
    expect(await unread('tomas.herrera')).toBe(1);
  });
});

describe('mentioned in a document', () => {
  const createDocument = async (project: string, who: string, content: unknown) => {
    const response = await send('POST', '/api/v3/documents', who, { title: 'Spec', content, _links: { project: { href: `/api/v3/projects/${projectIds[project]}` } } });
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json() as { id: number; lockVersion: number };
  };

  test('creating a document notifies those it mentions who may see it; an update notifies only the newly mentioned', async () => {
    // Data warehouse is private: Tomás is a member, Sofia is not.
    const document = await createDocument('data_warehouse', 'admin', docWith(mentionNode('tomas.herrera', 'Tomás'), mentionNode('sofia.rossi', 'Sofia')));
    const [notification] = (await list('tomas.herrera')).elements.filter((element) => !element.readIAN);
    expect(notification).toMatchObject({ reason: 'mentioned', resourceType: 'Document' });
    expect(notification._links.resource).toEqual({ href: `/api/v3/documents/${document.id}`, title: 'Spec' });
    expect(notification._links.actor.title).toBe('Ada Okafor');
    expect(await unread('sofia.rossi')).toBe(0);

    await markAllRead('tomas.herrera');
    const updated = await send('PATCH', `/api/v3/documents/${document.id}`, 'admin', {
      lockVersion: document.lockVersion,
      content: docWith(mentionNode('tomas.herrera', 'Tomás'), mentionNode('noah.fischer', 'Noah')),
    });
    expect(updated.statusCode).toBe(200);
    expect(await unread('tomas.herrera')).toBe(0);
    expect(await unread('noah.fischer')).toBe(1);
  });

  test('a user without a role in the project who holds a share on the document is notified of a mention in it', async () => {
    // Sofia is not a member of Data warehouse; the document is shared with her to read.
    const document = await createDocument('data_warehouse', 'admin', docWith(mentionNode('tomas.herrera', 'Tomás')));
    const shared = await send('POST', `/api/v3/documents/${document.id}/shares`, 'admin', {
      permissionLevel: 'view',
      _links: { user: { href: userHref('sofia.rossi') } },
    });
    expect(shared.statusCode).toBe(201);
    await markAllRead('sofia.rossi');
    // Another document of the project, not shared with her, mentions her too: that one stays unseen.
    await createDocument('data_warehouse', 'admin', docWith(mentionNode('sofia.rossi', 'Sofia')));
    expect(await unread('sofia.rossi')).toBe(0);

    const updated = await send('PATCH', `/api/v3/documents/${document.id}`, 'admin', {
      lockVersion: document.lockVersion,
      content: docWith(mentionNode('tomas.herrera', 'Tomás'), mentionNode('sofia.rossi', 'Sofia')),
    });
    expect(updated.statusCode).toBe(200);
    const [notification] = (await list('sofia.rossi')).elements.filter((element) => !element.readIAN);
    expect(notification).toMatchObject({ reason: 'mentioned', resourceType: 'Document' });
    expect(notification._links.resource.href).toBe(`/api/v3/documents/${document.id}`);
  });

  test('a document whose content fails validation writes no notification', async () => {
    const before = await unread('tomas.herrera');
    const response = await send('POST', '/api/v3/documents', 'admin', {
      title: 'Broken',
      content: { type: 'doc', content: [{ type: 'paragraph', content: [mentionNode('tomas.herrera', 'Tomás'), { type: 'nonsense' }] }] },
      _links: { project: { href: `/api/v3/projects/${projectIds.data_warehouse}` } },
    });
    expect(response.statusCode).toBe(422);
    expect(await unread('tomas.herrera')).toBe(before);
  });
});

describe('reading and marking', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    await markAllRead('tomas.herrera');
    for (const subject of ['First', 'Second', 'Third']) await createTask('content_migration', 'member', `Paged ${subject}`, 'tomas.herrera');
    ids = (await list('tomas.herrera', `?filters=${q([{ readIAN: { operator: '=', values: ['f'] } }])}`)).elements.map((element) => element.id);
  });
  // Each test starts from these three unread (the file's beforeEach marks everything read).
  beforeEach(async () => {
    expect((await send('POST', `/api/v3/notifications/unread_ian?filters=${q([{ id: { operator: '=', values: ids.map(String) } }])}`, 'tomas.herrera')).statusCode).toBe(204);
  });

  test('newest first, paginated, with filters; unknown filters are a 400', async () => {
    const unreadFilter = q([{ readIAN: { operator: '=', values: ['f'] } }]);
    const page1 = await list('tomas.herrera', `?pageSize=2&offset=1&filters=${unreadFilter}`);
    const page2 = await list('tomas.herrera', `?pageSize=2&offset=2&filters=${unreadFilter}`);
    expect(page1.total).toBe(3);
    expect(page1.elements.map((element) => element._links.resource.title)).toEqual(['Paged Third', 'Paged Second']);
    expect(page2.elements.map((element) => element._links.resource.title)).toEqual(['Paged First']);
    expect((await list('tomas.herrera', `?filters=${q([{ reason: { operator: '=', values: ['mentioned'] } }, { readIAN: { operator: '=', values: ['f'] } }])}`)).total).toBe(0);
    expect((await list('tomas.herrera', `?filters=${q([{ resourceType: { operator: '=', values: ['WorkPackage'] } }, { readIAN: { operator: '=', values: ['f'] } }])}`)).total).toBe(3);
    expect((await list('tomas.herrera', `?filters=${q([{ project: { operator: '=', values: [String(projectIds.website_relaunch)] } }, { readIAN: { operator: '=', values: ['f'] } }])}`)).total).toBe(0);
    expectError(await get(`/api/v3/notifications?filters=${q([{ color: { operator: '=', values: ['red'] } }])}`, 'tomas.herrera'), 400, 'InvalidQuery');
    expectError(await get(`/api/v3/notifications?filters=${q([{ readIAN: { operator: '=', values: ['maybe'] } }])}`, 'tomas.herrera'), 400, 'InvalidQuery');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/notifications' }), 401, 'Unauthenticated');
  });

  test('one notification: read, unread, and 404 for anyone but its recipient', async () => {
    const id = ids[0];
    expect((await get(`/api/v3/notifications/${id}`, 'tomas.herrera')).json().readIAN).toBe(false);
    expectError(await get(`/api/v3/notifications/${id}`, 'liam.oconnor'), 404, 'NotFound');
    expectError(await send('POST', `/api/v3/notifications/${id}/read_ian`, 'liam.oconnor'), 404, 'NotFound');
    expectError(await get('/api/v3/notifications/999999', 'tomas.herrera'), 404, 'NotFound');

    expect((await send('POST', `/api/v3/notifications/${id}/read_ian`, 'tomas.herrera')).statusCode).toBe(204);
    const read = (await get(`/api/v3/notifications/${id}`, 'tomas.herrera')).json() as NotificationBody;
    expect(read.readIAN).toBe(true);
    expect(read._links.unreadIAN).toEqual({ href: `/api/v3/notifications/${id}/unread_ian`, method: 'post' });
    expect(read._links.readIAN).toBeUndefined();
    expect(await unread('tomas.herrera')).toBe(2);
    // Marking it again is the same answer and no second event.
    events.length = 0;
    expect((await send('POST', `/api/v3/notifications/${id}/read_ian`, 'tomas.herrera')).statusCode).toBe(204);
    expect(events).toEqual([]);

    expect((await send('POST', `/api/v3/notifications/${id}/unread_ian`, 'tomas.herrera')).statusCode).toBe(204);
    expect(await unread('tomas.herrera')).toBe(3);
  });

  test('bulk read_ian marks what its filters match, only of the caller', async () => {
    expect(await unread('tomas.herrera')).toBe(3);
    await createTask('content_migration', 'member', 'Liam keeps this', 'liam.oconnor');
    const only = q([{ id: { operator: '=', values: [String(ids[1])] } }]);
    expect((await send('POST', `/api/v3/notifications/read_ian?filters=${only}`, 'tomas.herrera')).statusCode).toBe(204);
    expect(await unread('tomas.herrera')).toBe(2);
    expect((await send('POST', '/api/v3/notifications/read_ian', 'tomas.herrera')).statusCode).toBe(204);
    expect(await unread('tomas.herrera')).toBe(0);
    expect(await unread('liam.oconnor')).toBe(1);
    expectError(await send('POST', `/api/v3/notifications/read_ian?filters=${q([{ readIAN: { operator: '=', values: ['f'] } }])}`, 'tomas.herrera'), 400, 'InvalidQuery');
  });

});

describe('what a list shows', () => {
  test('a notification whose resource is gone, or that the recipient may no longer see, is not listed', async () => {
    const task = await createTask('content_migration', 'member', 'Soon deleted', 'tomas.herrera');
    expect(await unread('tomas.herrera')).toBe(1);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v3/work_packages/${task.id}`, headers: { cookie: cookies.admin, ...XHR } })).statusCode).toBe(204);
    expect(await unread('tomas.herrera')).toBe(0);

    await createTask('content_migration', 'member', 'Tomás leaves', 'tomas.herrera');
    expect(await unread('tomas.herrera')).toBe(1);
    const membership = await ctx.db
      .selectFrom('memberships')
      .select('id')
      .where('project_id', '=', projectIds.content_migration)
      .where('principal_id', '=', userIds['tomas.herrera'])
      .executeTakeFirstOrThrow();
    const roles = await ctx.db.selectFrom('member_roles').selectAll().where('membership_id', '=', membership.id).execute();
    await ctx.db.deleteFrom('member_roles').where('membership_id', '=', membership.id).execute();
    try {
      expect(await unread('tomas.herrera')).toBe(0);
    } finally {
      await ctx.db.insertInto('member_roles').values(roles).execute();
    }
    expect(await unread('tomas.herrera')).toBe(1);
  });

  test('a page costs the same number of statements whatever its size', async () => {
    for (let index = 0; index < 5; index += 1) await createTask('content_migration', 'member', `Counted ${index}`, 'liam.oconnor');
    const count = async (pageSize: number) => {
      ctx.statements.count = 0;
      const { count: elements } = await list('liam.oconnor', `?pageSize=${pageSize}`);
      expect(elements).toBe(pageSize);
      return ctx.statements.count;
    };
    expect(await count(5)).toBe(await count(1));
  });
});
