import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const userIds: Record<string, number> = {};
let guildId: number;

const LOGINS = ['admin', 'manager', 'member', 'tomas.herrera', 'noah.fischer', 'kwame.mensah', 'sofia.rossi', 'liam.oconnor'];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of LOGINS) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login', 'type']).execute()) {
    if (row.type === 'Group') guildId = row.id;
    else userIds[row.login!] = row.id;
  }
});
afterAll(async () => ctx.close());

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who = 'member', payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const href = {
  project: (identifier: string) => `/api/v3/projects/${projectIds[identifier]}`,
  user: (login: string) => `/api/v3/users/${userIds[login]}`,
  status: (id: number) => `/api/v3/statuses/${id}`,
  priority: (id: number) => `/api/v3/priorities/${id}`,
  type: (id: number) => `/api/v3/types/${id}`,
  wp: (id: number) => `/api/v3/work_packages/${id}`,
};
const STATUS = { new: 1, inProgress: 2, onHold: 3, completed: 4, rejected: 5 };
const PRIORITY = { low: 7, normal: 8, high: 9, immediate: 10 };
const TYPE = { task: 1, bug: 2, story: 3, epic: 4, feature: 5, milestone: 6 };

interface Wp {
  id: number;
  lockVersion: number;
  subject: string;
  isClosed: boolean;
  dueDate: string | null;
  estimatedTime: string | null;
  storyPoints: number | null;
  _links: Record<string, { href: string | null; title?: string; method?: string }> & { children: { href: string; title: string }[] };
}
interface Collection<T> {
  _type: string;
  total: number;
  count: number;
  pageSize: number;
  offset: number;
  _embedded: { elements: T[] };
  _links: Record<string, { href: string }>;
}

async function create(payload: Record<string, unknown>, who = 'member', project = 'website_relaunch'): Promise<Wp> {
  const response = await send('POST', `/api/v3/projects/${projectIds[project]}/work_packages`, who, payload);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
const list = async (url: string, who = 'member'): Promise<Collection<Wp>> => {
  const response = await get(url, who);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};
const countRows = async (table: 'work_packages' | 'journals' | 'journal_details') =>
  Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const journalsOf = (id: number) =>
  ctx.db.selectFrom('journals').selectAll().where('journable_type', '=', 'WorkPackage').where('journable_id', '=', id).orderBy('version').execute();
const detailsOf = async (journalId: number) =>
  Object.fromEntries((await ctx.db.selectFrom('journal_details').selectAll().where('journal_id', '=', journalId).execute()).map((d) => [d.property, [d.old_value, d.new_value]]));
const rowOf = (id: number) => ctx.db.selectFrom('work_packages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /projects/{id}/work_packages and /work_packages', () => {
  test('a project list in the documented shape: open ones by default, 50 a page, linked names as titles', async () => {
    const body = await list(`/api/v3/projects/${projectIds.website_relaunch}/work_packages`);
    expect(body).toMatchObject({ _type: 'Collection', pageSize: 50, offset: 1 });
    expect(body.total).toBeGreaterThan(0);
    expect(body._embedded.elements.every((wp) => !wp.isClosed)).toBe(true);
    const all = await list(`/api/v3/projects/${projectIds.website_relaunch}/work_packages?filters=[]`);
    expect(all.total).toBeGreaterThan(body.total);
    const wp = all._embedded.elements[0];
    expect(wp).toMatchObject({ _type: 'WorkPackage', lockVersion: expect.any(Number), description: { format: 'markdown' } });
    expect(wp._links.self).toEqual({ href: `/api/v3/work_packages/${wp.id}`, title: wp.subject });
    expect(wp._links.project).toEqual({ href: href.project('website_relaunch'), title: 'Website relaunch' });
    for (const name of ['status', 'type', 'priority', 'author']) expect(wp._links[name].title).toEqual(expect.any(String));
    // Priya is Team Leader here: every action is offered.
    expect(wp._links.updateImmediately).toEqual({ href: `/api/v3/work_packages/${wp.id}`, method: 'patch' });
    expect(wp._links.delete).toEqual({ href: `/api/v3/work_packages/${wp.id}`, method: 'delete' });
    expect(wp._links.addComment).toEqual({ href: `/api/v3/work_packages/${wp.id}/activities`, method: 'post' });
    // Ids ascending by default, as OpenProject.
    const ids = all._embedded.elements.map((element) => element.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('epics link their children and children their parent', async () => {
    const all = await list(`/api/v3/projects/${projectIds.website_relaunch}/work_packages?filters=[]&pageSize=200`);
    const parent = all._embedded.elements.find((wp) => wp._links.children.length > 0)!;
    const child = all._embedded.elements.find((wp) => wp.id === Number(parent._links.children[0].href.split('/').pop()))!;
    expect(child._links.parent).toEqual({ href: href.wp(parent.id), title: parent.subject });
  });

  test('visibility: private projects of others are 404 and left out of the global list; public ones are readable', async () => {
    expectError(await get(`/api/v3/projects/${projectIds.data_warehouse}/work_packages`), 404, 'NotFound');
    const dwhWp = await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', projectIds.data_warehouse).executeTakeFirstOrThrow();
    expectError(await get(href.wp(dwhWp.id)), 404, 'NotFound');
    const global = await list(`/api/v3/work_packages?filters=[]&pageSize=1000`);
    const projectsSeen = new Set(global._embedded.elements.map((wp) => wp._links.project.href));
    expect(projectsSeen.has(href.project('data_warehouse'))).toBe(false);
    expect(projectsSeen.has(href.project('website_relaunch'))).toBe(true);
    // Mobile app is public and Priya is no member: she reads it without any action link.
    const mobile = await list(`/api/v3/projects/${projectIds.mobile_app}/work_packages?filters=[]`);
    expect(mobile.total).toBeGreaterThan(0);
    const wp = mobile._embedded.elements[0];
    expect(wp._links.updateImmediately).toBeUndefined();
    expect(wp._links.delete).toBeUndefined();
    expect(wp._links.addComment).toBeUndefined();
    // The admin sees everything.
    const adminTotal = (await list('/api/v3/work_packages?filters=[]&pageSize=0', 'admin')).total;
    expect(adminTotal).toBe(await countRows('work_packages'));
    expect(global.total).toBeLessThan(adminTotal);
  });

  test('filters: status, type, priority, assignee, subject, dates, parent', async () => {
    const base = `/api/v3/projects/${projectIds.website_relaunch}/work_packages?pageSize=500&filters=`;
    const all = (await list(`${base}[]`))._embedded.elements;
    const closed = await list(base + q([{ status: { operator: 'c', values: [] } }]));
    expect(closed.total).toBe(all.filter((wp) => wp.isClosed).length);
    const open = await list(base + q([{ status: { operator: 'o', values: [] } }]));
    expect(open.total + closed.total).toBe(all.length);
    const byStatus = await list(base + q([{ status: { operator: '=', values: [String(STATUS.inProgress)] } }]));
    expect(byStatus._embedded.elements.every((wp) => wp._links.status.href === href.status(STATUS.inProgress))).toBe(true);
    const notNew = await list(base + q([{ status: { operator: '!', values: [String(STATUS.new)] } }]));
    expect(notNew.total).toBe(all.filter((wp) => wp._links.status.href !== href.status(STATUS.new)).length);
    const bugs = await list(base + q([{ type: { operator: '=', values: [String(TYPE.bug)] } }]));
    expect(bugs.total).toBe(all.filter((wp) => wp._links.type.href === href.type(TYPE.bug)).length);
    expect(bugs.total).toBeGreaterThan(0);
    const high = await list(base + q([{ priority: { operator: '=', values: [String(PRIORITY.high), String(PRIORITY.immediate)] } }]));
    expect(high.total).toBe(all.filter((wp) => [href.priority(PRIORITY.high), href.priority(PRIORITY.immediate)].includes(wp._links.priority.href!)).length);
    const mine = await list(base + q([{ assignee: { operator: '=', values: ['me'] } }]));
    expect(mine.total).toBe(all.filter((wp) => wp._links.assignee.href === href.user('member')).length);
    const unassigned = await list(base + q([{ assigned_to: { operator: '!*', values: [] } }]));
    expect(unassigned.total).toBe(all.filter((wp) => wp._links.assignee.href === null).length);
    const notMine = await list(base + q([{ assigneeId: { operator: '!', values: ['me'] } }]));
    expect(notMine.total + mine.total).toBe(all.length);
    const subject = await list(base + q([{ subject: { operator: '~', values: ['HERO'] } }]));
    expect(subject.total).toBe(all.filter((wp) => wp.subject.toLowerCase().includes('hero')).length);
    expect(subject.total).toBeGreaterThan(0);
    const roots = await list(base + q([{ parent: { operator: '!*', values: [] } }]));
    expect(roots.total).toBe(all.filter((wp) => wp._links.parent.href === null).length);
    // 2026-03-02 is the test clock's day: "<t- 0" is due before today, i.e. overdue when open.
    const overdue = await list(base + q([{ dueDate: { operator: '<t-', values: ['0'] } }, { status: { operator: 'o', values: [] } }]));
    expect(overdue.total).toBe(all.filter((wp) => !wp.isClosed && wp.dueDate !== null && wp.dueDate < '2026-03-02').length);
    const march = await list(base + q([{ due_date: { operator: '<>d', values: ['2026-03-01', '2026-03-31'] } }]));
    expect(march.total).toBe(all.filter((wp) => wp.dueDate !== null && wp.dueDate >= '2026-03-01' && wp.dueDate <= '2026-03-31').length);
    const from = await list(base + q([{ dueDate: { operator: '>=', values: ['2026-02-20'] } }]));
    expect(from.total).toBe(all.filter((wp) => wp.dueDate !== null && wp.dueDate >= '2026-02-20').length);
    const nextWeek = await list(base + q([{ dueDate: { operator: '<t+', values: ['7'] } }]));
    expect(nextWeek.total).toBe(all.filter((wp) => wp.dueDate !== null && wp.dueDate >= '2026-03-02' && wp.dueDate <= '2026-03-09').length);
  });

  test('unknown filters, operators and values are a 400 naming them', async () => {
    const url = (filters: unknown) => `/api/v3/work_packages?filters=${q(filters)}`;
    expect(expectError(await get(url([{ colour: { operator: '=', values: ['1'] } }])), 400, 'InvalidQuery').message).toContain('colour');
    expect(expectError(await get(url([{ status: { operator: '~', values: ['x'] } }])), 400, 'InvalidQuery').message).toContain('"~"');
    expect(expectError(await get(url([{ dueDate: { operator: '<>d', values: ['2026-13-01', ''] } }])), 400, 'InvalidQuery').message).toContain('dueDate');
    expect(expectError(await get(url([{ status: { operator: 'o', values: ['1'] } }])), 400, 'InvalidQuery').message).toContain('no values');
    expect(expectError(await get(`/api/v3/work_packages?sortBy=${q([['colour', 'asc']])}`), 400, 'InvalidQuery').message).toContain('colour');
  });

  test('sortBy priority, dueDate (empty last) and subject', async () => {
    const base = `/api/v3/projects/${projectIds.website_relaunch}/work_packages?filters=[]&pageSize=500&sortBy=`;
    const weights: Record<string, number> = { Low: 1, Normal: 2, High: 3, Immediate: 4 };
    const byPriority = (await list(base + q([['priority', 'desc']])))._embedded.elements.map((wp) => weights[wp._links.priority.title!]);
    expect(byPriority).toEqual([...byPriority].sort((a, b) => b - a));
    for (const direction of ['asc', 'desc']) {
      const dues = (await list(base + q([['dueDate', direction]])))._embedded.elements.map((wp) => wp.dueDate);
      const dated = dues.filter((due): due is string => due !== null);
      expect(dues.slice(dated.length).every((due) => due === null)).toBe(true);
      expect(dated).toEqual(direction === 'asc' ? [...dated].sort() : [...dated].sort().reverse());
    }
    const subjects = (await list(base + q([['subject', 'asc']])))._embedded.elements.map((wp) => wp.subject.toLowerCase());
    expect(subjects).toEqual([...subjects].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test('paging: offset is a page number; past the last page the total stays right', async () => {
    const url = `/api/v3/projects/${projectIds.website_relaunch}/work_packages?filters=[]&pageSize=5`;
    const first = await list(`${url}&offset=1`);
    const second = await list(`${url}&offset=2`);
    expect(second._embedded.elements[0].id).toBeGreaterThan(first._embedded.elements[4].id);
    expect(first._links.nextByOffset.href).toContain('offset=2');
    const beyond = await list(`${url}&offset=999`);
    expect(beyond).toMatchObject({ total: first.total, count: 0 });
    expect((await list(`${url.replace('pageSize=5', 'pageSize=0')}`)).total).toBe(first.total);
  });

  test('statement count does not grow with the page size', async () => {
    const measure = async (pageSize: number, who: string) => {
      const url = `/api/v3/work_packages?filters=[]&pageSize=${pageSize}`;
      await get(url, who); // settle the session's sliding-expiry write
      ctx.statements.count = 0;
      const response = await get(url, who);
      expect(response.json().count).toBe(pageSize);
      return ctx.statements.count;
    };
    for (const who of ['member', 'admin']) {
      const small = await measure(10, who);
      expect(await measure(100, who)).toBe(small);
      // Authentication (2), the page with its total, the packages with their comment counts, spent time and costs, their
      // children and ancestors, the caller's permissions (not for admins).
      expect(small).toBeLessThanOrEqual(6);
    }
  });
});

describe('GET /work_packages/{id}', () => {
  test('404 for an id that does not exist or cannot exist', async () => {
    expectError(await get('/api/v3/work_packages/999999'), 404, 'NotFound');
    expectError(await get('/api/v3/work_packages/abc'), 404, 'NotFound');
    expectError(await get('/api/v3/work_packages/99999999999'), 404, 'NotFound');
  });

  test('a reader sees the package without write links', async () => {
    const wp = await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', projectIds.design_system).executeTakeFirstOrThrow();
    const body = (await get(href.wp(wp.id))).json();
    expect(body.id).toBe(wp.id);
    expect(body._links.updateImmediately).toBeUndefined();
    expect(body._links.addComment).toBeUndefined();
  });
});

describe('POST /work_packages', () => {
  test('defaults: the project default type, New, Normal, the caller as author, lockVersion 0, a creation journal', async () => {
    const before = await countRows('work_packages');
    const wp = await create({ subject: '  Write the release notes  ' });
    expect(await countRows('work_packages')).toBe(before + 1);
    expect(wp).toMatchObject({ subject: 'Write the release notes', lockVersion: 0, storyPoints: null, estimatedTime: null, commentCount: 0 });
    expect(wp._links.type).toEqual({ href: href.type(TYPE.task), title: 'Task' });
    expect(wp._links.status).toEqual({ href: href.status(STATUS.new), title: 'New' });
    expect(wp._links.priority).toEqual({ href: href.priority(PRIORITY.normal), title: 'Normal' });
    expect(wp._links.author).toEqual({ href: href.user('member'), title: 'Priya Raman' });
    const row = await rowOf(wp.id);
    const maxPosition = await ctx.db.selectFrom('work_packages').select((eb) => eb.fn.max('position').as('max')).where('project_id', '=', projectIds.website_relaunch).executeTakeFirstOrThrow();
    expect(row.position).toBe(Number(maxPosition.max));
    const journals = await journalsOf(wp.id);
    expect(journals).toHaveLength(1);
    expect(journals[0]).toMatchObject({ version: 1, user_id: userIds.member, notes: '', project_id: projectIds.website_relaunch });
    expect(await detailsOf(journals[0].id)).toEqual({
      subject: [null, 'Write the release notes'],
      type_id: [null, String(TYPE.task)],
      status_id: [null, String(STATUS.new)],
      priority_id: [null, String(PRIORITY.normal)],
    });
  });

  test('every field and link, through /work_packages with _links.project', async () => {
    const parent = await create({ subject: 'Checkout epic', _links: { type: { href: href.type(TYPE.epic) } } });
    const sprint = await ctx.db.selectFrom('versions').select('id').where('project_id', '=', projectIds.website_relaunch).where('name', '=', 'Sprint 6').executeTakeFirstOrThrow();
    const response = await send('POST', '/api/v3/work_packages?notify=false', 'member', {
      subject: 'Pay with a saved card',
      description: { raw: 'Cards are tokenised.\n\nNo card numbers are stored.' },
      startDate: '2026-03-02',
      dueDate: '2026-03-13',
      estimatedTime: 'PT2H30M',
      remainingTime: 'P1DT2H',
      storyPoints: 8,
      percentageDone: 10,
      _links: {
        project: { href: href.project('website_relaunch') },
        type: { href: href.type(TYPE.story), title: 'ignored' },
        status: { href: href.status(STATUS.inProgress) },
        priority: { href: href.priority(PRIORITY.high) },
        assignee: { href: href.user('tomas.herrera') },
        // Sofia is a member through the Design guild.
        responsible: { href: href.user('sofia.rossi') },
        parent: { href: href.wp(parent.id) },
        version: { href: `/api/v3/versions/${sprint.id}` },
      },
    });
    expect(response.statusCode).toBe(201);
    const wp = response.json();
    expect(wp).toMatchObject({
      subject: 'Pay with a saved card',
      description: { format: 'markdown', raw: 'Cards are tokenised.\n\nNo card numbers are stored.', html: '<p>Cards are tokenised.</p>\n<p>No card numbers are stored.</p>' },
      startDate: '2026-03-02',
      dueDate: '2026-03-13',
      estimatedTime: 'PT2H30M',
      remainingTime: 'PT26H',
      storyPoints: 8,
      percentageDone: 10,
      isClosed: false,
    });
    expect(wp._links).toMatchObject({
      type: { title: 'User story' },
      status: { title: 'In Progress' },
      priority: { title: 'High' },
      assignee: { href: href.user('tomas.herrera'), title: 'Tomás Herrera' },
      responsible: { href: href.user('sofia.rossi'), title: 'Sofia Rossi' },
      parent: { href: href.wp(parent.id), title: 'Checkout epic' },
      version: { href: `/api/v3/versions/${sprint.id}`, title: 'Sprint 6' },
    });
    const row = await rowOf(wp.id);
    expect(row).toMatchObject({ estimated_hours: 2.5, remaining_hours: 26, story_points: 8, version_id: sprint.id });
    expect((await get(href.wp(parent.id))).json()._links.children).toEqual([{ href: href.wp(wp.id), title: 'Pay with a saved card' }]);
  });

  test('the description is rendered from markdown and sanitised, in the package and in the list', async () => {
    const raw = '**Ship** [it](javascript:alert(1)) <img src=x onerror="alert(1)"><script>alert(2)</script>';
    const wp = await create({ subject: 'Rendered description', description: { raw } });
    // The image goes too: a task text keeps images of its own attachments (or https) only.
    const expected = { format: 'markdown', raw, html: '<p><strong>Ship</strong> [it](javascript:alert(1)) </p>' };
    expect((await get(href.wp(wp.id))).json().description).toEqual(expected);
    const listed = (await list(`/api/v3/projects/${projectIds.website_relaunch}/work_packages?filters=[]&pageSize=1000`))._embedded.elements;
    expect((listed.find((element) => element.id === wp.id) as unknown as { description: unknown }).description).toEqual(expected);
  });

  test("the project's create form checks a body and saves nothing: errors under their attribute, commit only when valid", async () => {
    const before = await countRows('work_packages');
    const form = `/api/v3/projects/${projectIds.website_relaunch}/work_packages/form`;
    const valid = await send('POST', form, 'member', { subject: 'Checked only', storyPoints: 5 });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({
      _type: 'Form',
      _embedded: { payload: { subject: 'Checked only', storyPoints: 5 }, validationErrors: {} },
      _links: { validate: { href: form, method: 'post' }, commit: { href: `/api/v3/projects/${projectIds.website_relaunch}/work_packages`, method: 'post' } },
    });
    const invalid = (await send('POST', form, 'member', { subject: 'Checked only', storyPoints: 101 })).json();
    expect(invalid._embedded.validationErrors.storyPoints).toMatchObject({
      errorIdentifier: 'urn:openproject-org:api:v3:errors:PropertyConstraintViolation',
      message: 'Story points must be a whole number from 0 to 100.',
      _embedded: { details: { attribute: 'storyPoints' } },
    });
    expect(invalid._links.commit).toBeUndefined();
    // As the create: a reader may not, an archived project refuses, an invisible one does not exist.
    expectError(await send('POST', `/api/v3/projects/${projectIds.design_system}/work_packages/form`, 'member', { subject: 'x' }), 403, 'MissingPermission');
    expectError(await send('POST', `/api/v3/projects/${projectIds.legacy_crm_migration}/work_packages/form`, 'admin', { subject: 'x' }), 403, 'MissingPermission');
    expectError(await send('POST', `/api/v3/projects/${projectIds.data_warehouse}/work_packages/form`, 'member', { subject: 'x' }), 404, 'NotFound');
    expect(await countRows('work_packages')).toBe(before);
  });

  test('a group that is a member can be the assignee', async () => {
    const wp = await create({ subject: 'Design review', _links: { assignee: { href: `/api/v3/groups/${guildId}` } } });
    expect(wp._links.assignee).toEqual({ href: `/api/v3/groups/${guildId}`, title: 'Design guild' });
  });

  describe('bad input is a 422 naming the property and changes nothing', () => {
    const huge = '9'.repeat(12);
    // Always four entries: jest passes a done callback in place of a missing one.
    const cases: [string, Record<string, unknown>, string, string | null][] = [
      ['missing subject', {}, 'subject', 'Title is required'],
      ['blank subject', { subject: '   ' }, 'subject', 'Title is required'],
      ['subject too long', { subject: 'x'.repeat(256) }, 'subject', null],
      ['type null', { subject: 'x', _links: { type: { href: null } } }, 'type', 'Type is required'],
      ['type not a type link', { subject: 'x', _links: { type: { href: '/api/v3/statuses/1' } } }, 'type', null],
      ['type that does not exist', { subject: 'x', _links: { type: { href: '/api/v3/types/99' } } }, 'type', null],
      ['status outside the mapping', { subject: 'x', _links: { status: { href: '/api/v3/statuses/99' } } }, 'status', 'Invalid status'],
      ['status that is not a status link', { subject: 'x', _links: { status: { href: 'In Progress' } } }, 'status', 'Invalid status'],
      ['status beyond the id range', { subject: 'x', _links: { status: { href: `/api/v3/statuses/${huge}` } } }, 'status', 'Invalid status'],
      ['priority that does not exist', { subject: 'x', _links: { priority: { href: '/api/v3/priorities/1' } } }, 'priority', 'Invalid priority'],
      ['story points 101', { subject: 'x', storyPoints: 101 }, 'storyPoints', 'Story points must be a whole number from 0 to 100.'],
      ['story points -1', { subject: 'x', storyPoints: -1 }, 'storyPoints', null],
      ['story points 2.5', { subject: 'x', storyPoints: 2.5 }, 'storyPoints', null],
      ['negative estimate', { subject: 'x', estimatedTime: '-PT1H' }, 'estimatedTime', 'Estimated time must be at least 0.'],
      ['estimate that is not a duration', { subject: 'x', estimatedTime: '3 hours' }, 'estimatedTime', null],
      ['negative remaining time', { subject: 'x', remainingTime: '-PT30M' }, 'remainingTime', null],
      ['% complete 101', { subject: 'x', percentageDone: 101 }, 'percentageDone', null],
      ['impossible date', { subject: 'x', startDate: '2026-02-30' }, 'startDate', null],
      ['month 13', { subject: 'x', dueDate: '2026-13-01' }, 'dueDate', null],
      ['date in another format', { subject: 'x', dueDate: '03/10/2026' }, 'dueDate', null],
      ['finish before start', { subject: 'x', startDate: '2026-03-10', dueDate: '2026-03-09' }, 'dueDate', 'Finish date must be on or after the start date.'],
      ['assignee who is no member', { subject: 'x', _links: { assignee: { href: '/api/v3/users/KWAME' } } }, 'assignee', null],
      ['assignee that does not exist', { subject: 'x', _links: { assignee: { href: '/api/v3/users/99999' } } }, 'assignee', null],
      ['a group id as a user', { subject: 'x', _links: { assignee: { href: '/api/v3/users/GUILD' } } }, 'assignee', null],
      ['parent that does not exist', { subject: 'x', _links: { parent: { href: '/api/v3/work_packages/999999' } } }, 'parent', null],
      ['parent in another project', { subject: 'x', _links: { parent: { href: 'OTHER_PROJECT_WP' } } }, 'parent', null],
      ['version that is not a version link', { subject: 'x', _links: { version: { href: '/api/v3/sprints/1' } } }, 'version', null],
    ];
    test.each(cases)('%s', async (_name, payload, attribute, message) => {
      const json = JSON.stringify(payload)
        .replace('/api/v3/users/KWAME', href.user('kwame.mensah'))
        .replace('/api/v3/users/GUILD', `/api/v3/users/${guildId}`);
      let body = JSON.parse(json);
      if (json.includes('OTHER_PROJECT_WP')) {
        const other = await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', projectIds.content_migration).executeTakeFirstOrThrow();
        body = JSON.parse(json.replace('OTHER_PROJECT_WP', href.wp(other.id)));
      }
      const before = [await countRows('work_packages'), await countRows('journals')];
      const error = expectError(await send('POST', `/api/v3/projects/${projectIds.website_relaunch}/work_packages`, 'member', body), 422, 'PropertyConstraintViolation');
      expect(error._embedded.details.attribute).toBe(attribute);
      if (message !== null) expect(error.message).toBe(message);
      expect([await countRows('work_packages'), await countRows('journals')]).toEqual(before);
    });
  });

  test('a type the project does not enable is refused', async () => {
    await ctx.db.deleteFrom('project_types').where('project_id', '=', projectIds.q3_campaign).execute();
    await ctx.db.insertInto('project_types').values([
      { project_id: projectIds.q3_campaign, type_id: TYPE.task, is_default: false },
      { project_id: projectIds.q3_campaign, type_id: TYPE.milestone, is_default: true },
    ]).execute();
    const error = expectError(
      await send('POST', `/api/v3/projects/${projectIds.q3_campaign}/work_packages`, 'member', { subject: 'x', _links: { type: { href: href.type(TYPE.bug) } } }),
      422,
      'PropertyConstraintViolation',
    );
    expect(error._embedded.details.attribute).toBe('type');
    expect(error.message).toBe('The type Bug is not enabled in this project.');
    // Without a type the project's default is used.
    expect((await create({ subject: 'Launch day' }, 'member', 'q3_campaign'))._links.type.title).toBe('Milestone');
  });

  test('wrong JSON types and unknown properties are a 400', async () => {
    const url = `/api/v3/projects/${projectIds.website_relaunch}/work_packages`;
    expect(expectError(await send('POST', url, 'member', { subject: 'x', storyPoints: '5' }), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('storyPoints');
    expect(expectError(await send('POST', url, 'member', { subject: 'x', colour: 'red' }), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('colour');
    expect(expectError(await send('POST', url, 'member', { subject: 'x', _links: { watcher: { href: null } } }), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('_links');
  });

  test('the project: required, visible (422 in a body, 404 in the path), writable', async () => {
    expect(expectError(await send('POST', '/api/v3/work_packages', 'member', { subject: 'x' }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('project');
    const hidden = { subject: 'x', _links: { project: { href: href.project('data_warehouse') } } };
    expect(expectError(await send('POST', '/api/v3/work_packages', 'member', hidden), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('project');
    expectError(await send('POST', `/api/v3/projects/${projectIds.data_warehouse}/work_packages`, 'member', { subject: 'x' }), 404, 'NotFound');
    const mismatch = { subject: 'x', _links: { project: { href: href.project('content_migration') } } };
    expect(expectError(await send('POST', `/api/v3/projects/${projectIds.website_relaunch}/work_packages`, 'member', mismatch), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('project');
  });

  test('permissions: a reader or a visitor of a public project cannot add; nobody adds to an archived project', async () => {
    const before = await countRows('work_packages');
    // Priya is a Reader in the design system; Kwame is no member of the public website project; Noah is Coordinator there.
    expectError(await send('POST', `/api/v3/projects/${projectIds.design_system}/work_packages`, 'member', { subject: 'x' }), 403, 'MissingPermission');
    expectError(await send('POST', `/api/v3/projects/${projectIds.website_relaunch}/work_packages`, 'kwame.mensah', { subject: 'x' }), 403, 'MissingPermission');
    expectError(await send('POST', `/api/v3/projects/${projectIds.website_relaunch}/work_packages`, 'noah.fischer', { subject: 'x' }), 403, 'MissingPermission');
    const archived = expectError(await send('POST', `/api/v3/projects/${projectIds.legacy_crm_migration}/work_packages`, 'admin', { subject: 'x' }), 403, 'MissingPermission');
    expect(archived.message).toContain('archived');
    expect(await countRows('work_packages')).toBe(before);
  });
});

describe('PATCH /work_packages/{id}', () => {
  test('changes are journaled old -> new and move lockVersion on', async () => {
    const wp = await create({ subject: 'Draft the FAQ', dueDate: '2026-03-20', estimatedTime: 'PT2H' });
    const response = await send('PATCH', href.wp(wp.id), 'member', {
      lockVersion: 0,
      subject: 'Draft the FAQ page',
      description: { raw: 'Top ten questions from support.' },
      dueDate: null,
      startDate: '2026-03-03',
      estimatedTime: 'PT2H30M',
      storyPoints: 3,
      _links: { status: { href: href.status(STATUS.inProgress) }, assignee: { href: href.user('tomas.herrera') } },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ lockVersion: 1, subject: 'Draft the FAQ page', dueDate: null, startDate: '2026-03-03', estimatedTime: 'PT2H30M', storyPoints: 3 });
    expect(updated._links.status.title).toBe('In Progress');
    const journals = await journalsOf(wp.id);
    expect(journals.map((journal) => journal.version)).toEqual([1, 2]);
    expect(await detailsOf(journals[1].id)).toEqual({
      subject: ['Draft the FAQ', 'Draft the FAQ page'],
      description: ['', 'Top ten questions from support.'],
      status_id: [String(STATUS.new), String(STATUS.inProgress)],
      assigned_to_id: [null, String(userIds['tomas.herrera'])],
      start_date: [null, '2026-03-03'],
      due_date: ['2026-03-20', null],
      estimated_hours: ['2', '2.5'],
      story_points: [null, '3'],
    });
  });

  test('a missing or stale lockVersion is a 409 and changes nothing; a conflict wins over validation', async () => {
    const wp = await create({ subject: 'Lock me' });
    await send('PATCH', href.wp(wp.id), 'member', { lockVersion: 0, subject: 'Lock me once' });
    const journals = (await journalsOf(wp.id)).length;
    const missing = expectError(await send('PATCH', href.wp(wp.id), 'member', { subject: 'No version' }), 409, 'UpdateConflict');
    expect(missing.message).toContain('lockVersion');
    expectError(await send('PATCH', href.wp(wp.id), 'member', { lockVersion: 0, subject: 'Stale' }), 409, 'UpdateConflict');
    expectError(await send('PATCH', href.wp(wp.id), 'member', { lockVersion: 0, subject: '' }), 409, 'UpdateConflict');
    expect(await rowOf(wp.id)).toMatchObject({ subject: 'Lock me once', lock_version: 1 });
    expect(await journalsOf(wp.id)).toHaveLength(journals);
  });

  test('of two saves from the same version, one wins and the other is a 409', async () => {
    const wp = await create({ subject: 'Race' });
    const [first, second] = await Promise.all([
      send('PATCH', href.wp(wp.id), 'member', { lockVersion: 0, subject: 'Race A' }),
      send('PATCH', href.wp(wp.id), 'tomas.herrera', { lockVersion: 0, subject: 'Race B' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? 'Race A' : 'Race B';
    expect(await rowOf(wp.id)).toMatchObject({ subject: winner, lock_version: 1 });
    expect(await journalsOf(wp.id)).toHaveLength(2);
  });

  test('a PATCH that changes nothing keeps the lockVersion and writes no journal', async () => {
    const wp = await create({ subject: 'Same' });
    const response = await send('PATCH', href.wp(wp.id), 'member', { lockVersion: 0, subject: 'Same', _links: { status: { href: href.status(STATUS.new) } } });
    expect(response.json().lockVersion).toBe(0);
    expect(await journalsOf(wp.id)).toHaveLength(1);
  });

  test('validation on update: 422 naming the property, nothing changed', async () => {
    const wp = await create({ subject: 'Validate', startDate: '2026-03-10' });
    const cases: [Record<string, unknown>, string][] = [
      [{ storyPoints: 101 }, 'storyPoints'],
      [{ estimatedTime: '-PT1H' }, 'estimatedTime'],
      [{ dueDate: '2026-03-01' }, 'dueDate'],
      [{ _links: { status: { href: '/api/v3/statuses/42' } } }, 'status'],
      [{ _links: { status: { href: null } } }, 'status'],
      [{ _links: { assignee: { href: href.user('liam.oconnor') } } }, 'assignee'],
    ];
    for (const [payload, attribute] of cases) {
      const error = expectError(await send('PATCH', href.wp(wp.id), 'member', { lockVersion: 0, ...payload }), 422, 'PropertyConstraintViolation');
      expect(error._embedded.details.attribute).toBe(attribute);
    }
    const moved = expectError(await send('PATCH', href.wp(wp.id), 'member', { lockVersion: 0, _links: { project: { href: href.project('content_migration') } } }), 422, 'PropertyIsReadOnly');
    expect(moved._embedded.details.attribute).toBe('project');
    expect(await rowOf(wp.id)).toMatchObject({ lock_version: 0, subject: 'Validate', story_points: null, status_id: STATUS.new });
  });

  test('a parent cycle is a 422 and changes nothing', async () => {
    const top = await create({ subject: 'Cycle top' });
    const middle = await create({ subject: 'Cycle middle', _links: { parent: { href: href.wp(top.id) } } });
    const bottom = await create({ subject: 'Cycle bottom', _links: { parent: { href: href.wp(middle.id) } } });
    for (const parent of [bottom.id, middle.id, top.id]) {
      const error = expectError(await send('PATCH', href.wp(top.id), 'member', { lockVersion: 0, _links: { parent: { href: href.wp(parent) } } }), 422, 'PropertyConstraintViolation');
      expect(error._embedded.details.attribute).toBe('parent');
      expect(error.message).toContain('own parent');
    }
    expect(await rowOf(top.id)).toMatchObject({ parent_id: null, lock_version: 0 });
    // Moving the bottom up under the top is fine.
    const moved = await send('PATCH', href.wp(bottom.id), 'member', { lockVersion: 0, _links: { parent: { href: href.wp(top.id) } } });
    expect(moved.json()._links.parent.href).toBe(href.wp(top.id));
  });

  test('permissions: a reader gets 403, a non-member of a private project 404; parent and version need their own permission', async () => {
    const reader = await ctx.db.selectFrom('work_packages').select(['id', 'lock_version']).where('project_id', '=', projectIds.design_system).executeTakeFirstOrThrow();
    expectError(await send('PATCH', href.wp(reader.id), 'member', { lockVersion: reader.lock_version, subject: 'x' }), 403, 'MissingPermission');
    const hidden = await ctx.db.selectFrom('work_packages').select(['id', 'lock_version']).where('project_id', '=', projectIds.data_warehouse).executeTakeFirstOrThrow();
    expectError(await send('PATCH', href.wp(hidden.id), 'member', { lockVersion: hidden.lock_version, subject: 'x' }), 404, 'NotFound');
    expectError(await send('DELETE', href.wp(hidden.id), 'member'), 404, 'NotFound');

    // A role that may edit but not manage subtasks nor assign versions.
    const [role] = await ctx.db.insertInto('roles').values({ name: 'Editor only', scope: 'project', position: 9, builtin: false }).returning('id').execute();
    await ctx.db.insertInto('role_permissions').values(['view_work_packages', 'edit_work_packages'].map((permission) => ({ role_id: role.id, permission }))).execute();
    const [membership] = await ctx.db
      .insertInto('memberships')
      .values({ project_id: projectIds.website_relaunch, principal_id: userIds['kwame.mensah'], created_at: ctx.clock.now().toISOString(), updated_at: ctx.clock.now().toISOString() })
      .returning('id')
      .execute();
    await ctx.db.insertInto('member_roles').values({ membership_id: membership.id, role_id: role.id, inherited_from_membership_id: null }).execute();
    const wp = await create({ subject: 'Editor target' });
    const other = await create({ subject: 'Possible parent' });
    expectError(await send('PATCH', href.wp(wp.id), 'kwame.mensah', { lockVersion: 0, _links: { parent: { href: href.wp(other.id) } } }), 403, 'MissingPermission');
    expectError(await send('PATCH', href.wp(wp.id), 'kwame.mensah', { lockVersion: 0, _links: { version: { href: '/api/v3/versions/1' } } }), 403, 'MissingPermission');
    expect((await send('PATCH', href.wp(wp.id), 'kwame.mensah', { lockVersion: 0, subject: 'Edited by an editor' })).statusCode).toBe(200);
    expectError(await send('DELETE', href.wp(wp.id), 'kwame.mensah'), 403, 'MissingPermission');
  });
});

describe('PATCH /work_packages/{id}/status', () => {
  test('changes only the status; lockVersion optional, stale one a 409; an unknown status "Invalid status"', async () => {
    const wp = await create({ subject: 'Drag me' });
    const moved = await send('PATCH', `${href.wp(wp.id)}/status`, 'member', { _links: { status: { href: href.status(STATUS.inProgress) } } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ lockVersion: 1, _links: { status: { title: 'In Progress' } } });
    expect((await send('PATCH', `${href.wp(wp.id)}/status`, 'member', { lockVersion: 1, _links: { status: { href: href.status(STATUS.completed) } } })).json().isClosed).toBe(true);
    expectError(await send('PATCH', `${href.wp(wp.id)}/status`, 'member', { lockVersion: 1, _links: { status: { href: href.status(STATUS.new) } } }), 409, 'UpdateConflict');
    expect(expectError(await send('PATCH', `${href.wp(wp.id)}/status`, 'member', { _links: { status: { href: '/api/v3/statuses/77' } } }), 422, 'PropertyConstraintViolation').message).toBe('Invalid status');
    expect(expectError(await send('PATCH', `${href.wp(wp.id)}/status`, 'member', { subject: 'x', _links: { status: { href: href.status(1) } } }), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('subject');
    const journals = await journalsOf(wp.id);
    expect(await detailsOf(journals[2].id)).toEqual({ status_id: [String(STATUS.inProgress), String(STATUS.completed)] });
  });
});

describe('PATCH /work_packages/bulk', () => {
  test('applies the changes to each package with a journal each', async () => {
    const a = await create({ subject: 'Bulk A' });
    const b = await create({ subject: 'Bulk B', _links: { status: { href: href.status(STATUS.onHold) } } });
    const c = await create({ subject: 'Bulk C', _links: { priority: { href: href.priority(PRIORITY.high) } } });
    const response = await send('PATCH', '/api/v3/work_packages/bulk', 'member', {
      ids: [a.id, b.id, c.id, a.id],
      changes: { _links: { priority: { href: href.priority(PRIORITY.high) }, assignee: { href: href.user('tomas.herrera') } } },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ _type: 'Collection', total: 3, count: 3 });
    expect(body._embedded.elements.map((wp: Wp) => [wp.id, wp.lockVersion, wp._links.priority.title, wp._links.assignee.title])).toEqual([
      [a.id, 1, 'High', 'Tomás Herrera'],
      [b.id, 1, 'High', 'Tomás Herrera'],
      [c.id, 1, 'High', 'Tomás Herrera'],
    ]);
    expect(await detailsOf((await journalsOf(a.id))[1].id)).toEqual({ priority_id: ['8', '9'], assigned_to_id: [null, String(userIds['tomas.herrera'])] });
    // C already had the priority: only the assignee changed.
    expect(await detailsOf((await journalsOf(c.id))[1].id)).toEqual({ assigned_to_id: [null, String(userIds['tomas.herrera'])] });
  });

  test('all or nothing: one package that cannot take the change fails the request, naming it', async () => {
    const mine = await create({ subject: 'Bulk web' });
    const other = await create({ subject: 'Bulk content' }, 'member', 'content_migration');
    // Hannah is in the Design guild (a member of the website) but not of the content migration.
    const hannah = (await ctx.db.selectFrom('principals').select('id').where('login', '=', 'hannah.becker').executeTakeFirstOrThrow()).id;
    const before = await countRows('journals');
    const error = expectError(
      await send('PATCH', '/api/v3/work_packages/bulk', 'member', { ids: [mine.id, other.id], changes: { subject: 'Renamed', _links: { assignee: { href: `/api/v3/users/${hannah}` } } } }),
      422,
      'PropertyConstraintViolation',
    );
    expect(error.message).toBe(`Work package #${other.id}: Hannah Becker is not a member of this project.`);
    expect(error._embedded.details.attribute).toBe('assignee');
    expect(await rowOf(mine.id)).toMatchObject({ subject: 'Bulk web', lock_version: 0, assigned_to_id: null });
    expect(await countRows('journals')).toBe(before);
  });

  test('invisible packages are a 422 naming ids, read-only ones a 403', async () => {
    const mine = await create({ subject: 'Bulk visible' });
    const hidden = await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', projectIds.data_warehouse).executeTakeFirstOrThrow();
    expect(expectError(await send('PATCH', '/api/v3/work_packages/bulk', 'member', { ids: [mine.id, hidden.id], changes: { storyPoints: 3 } }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('ids');
    const readOnly = await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', projectIds.design_system).executeTakeFirstOrThrow();
    expectError(await send('PATCH', '/api/v3/work_packages/bulk', 'member', { ids: [mine.id, readOnly.id], changes: { storyPoints: 3 } }), 403, 'MissingPermission');
    expectError(await send('PATCH', '/api/v3/work_packages/bulk', 'member', { ids: [], changes: {} }), 400, 'InvalidRequestBody');
    expect(expectError(await send('PATCH', '/api/v3/work_packages/bulk', 'member', { ids: [mine.id], changes: { lockVersion: 1 } }), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('changes');
    expect(await rowOf(mine.id)).toMatchObject({ story_points: null, lock_version: 0 });
  });
});

describe('DELETE /work_packages/{id}', () => {
  test('deletes the package with its descendants, journaling each one going away', async () => {
    const parent = await create({ subject: 'Delete parent', storyPoints: 5 });
    const child = await create({ subject: 'Delete child', _links: { parent: { href: href.wp(parent.id) } } });
    const grandchild = await create({ subject: 'Delete grandchild', _links: { parent: { href: href.wp(child.id) } } });
    // Noah (Coordinator) may view but not delete.
    expectError(await send('DELETE', href.wp(parent.id), 'noah.fischer'), 403, 'MissingPermission');
    const response = await send('DELETE', href.wp(parent.id), 'member');
    expect(response.statusCode).toBe(204);
    for (const id of [parent.id, child.id, grandchild.id]) {
      expectError(await get(href.wp(id)), 404, 'NotFound');
      const journals = await journalsOf(id);
      const last = journals.at(-1)!;
      expect(last.user_id).toBe(userIds.member);
      expect((await detailsOf(last.id)).subject).toEqual([id === parent.id ? 'Delete parent' : id === child.id ? 'Delete child' : 'Delete grandchild', null]);
    }
    expect((await detailsOf((await journalsOf(parent.id)).at(-1)!.id)).story_points).toEqual(['5', null]);
    expectError(await send('DELETE', href.wp(parent.id), 'member'), 404, 'NotFound');
  });
});

describe('GET /work_packages/stats', () => {
  test('a project: totals, completed, in progress, overdue and the three breakdowns agree with the list', async () => {
    const id = projectIds.website_relaunch;
    const stats = (await get(`/api/v3/work_packages/stats?project=${id}`)).json();
    const all = (await list(`/api/v3/projects/${id}/work_packages?filters=[]&pageSize=1000`))._embedded.elements;
    expect(stats).toMatchObject({
      _type: 'WorkPackageStatistics',
      total: all.length,
      completed: all.filter((wp) => wp.isClosed).length,
      in_progress: all.filter((wp) => wp._links.status.title === 'In Progress').length,
      overdue: all.filter((wp) => !wp.isClosed && wp.dueDate !== null && wp.dueDate < '2026-03-02').length,
    });
    expect(stats.total).toBeGreaterThan(10);
    expect(stats.overdue).toBeGreaterThan(0);
    expect(stats.by_priority.map((row: { name: string }) => row.name)).toEqual(['Low', 'Normal', 'High', 'Immediate']);
    expect(stats.by_status.map((row: { name: string }) => row.name)).toEqual(['New', 'In Progress', 'On Hold', 'Completed', 'Rejected']);
    for (const breakdown of [stats.by_priority, stats.by_status, stats.by_assignee]) {
      expect(breakdown.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(all.length);
    }
    const high = stats.by_priority.find((row: { name: string }) => row.name === 'High');
    expect(high.count).toBe(all.filter((wp) => wp._links.priority.title === 'High').length);
    const unassigned = stats.by_assignee.find((row: { id: number | null }) => row.id === null);
    expect(unassigned?.count ?? 0).toBe(all.filter((wp) => wp._links.assignee.href === null).length);
    const tomas = stats.by_assignee.find((row: { id: number | null }) => row.id === userIds['tomas.herrera']);
    expect(tomas).toMatchObject({ name: 'Tomás Herrera', count: all.filter((wp) => wp._links.assignee.href === href.user('tomas.herrera')).length });
  });

  test('filters narrow the statistics; no project means every visible package; invisible projects are 404', async () => {
    const mine = (await get(`/api/v3/work_packages/stats?project=${projectIds.website_relaunch}&filters=${q([{ assignee: { operator: '=', values: ['me'] } }])}`)).json();
    expect(mine.by_assignee.every((row: { id: number }) => row.id === userIds.member)).toBe(true);
    const everything = (await get('/api/v3/work_packages/stats')).json();
    expect(everything.total).toBe((await list('/api/v3/work_packages?filters=[]&pageSize=0')).total);
    expectError(await get(`/api/v3/work_packages/stats?project=${projectIds.data_warehouse}`), 404, 'NotFound');
    expectError(await get('/api/v3/work_packages/stats?project=abc'), 400, 'InvalidQuery');
  });

  test('the task filters ("unassigned or Tomás", priorities, "no version or a sprint") count exactly what the list shows', async () => {
    const id = projectIds.website_relaunch;
    const all = (await list(`/api/v3/projects/${id}/work_packages?filters=[]&pageSize=1000`))._embedded.elements;
    const tomas = href.user('tomas.herrera');
    const sprint = all.find((wp) => wp._links.version.href !== null)!._links.version.href!;
    const expected = all.filter(
      (wp) =>
        (wp._links.assignee.href === null || wp._links.assignee.href === tomas) &&
        [href.priority(PRIORITY.normal), href.priority(PRIORITY.high)].includes(wp._links.priority.href!) &&
        (wp._links.version.href === null || wp._links.version.href === sprint),
    );
    const filters = q([
      { assignee: { operator: '=', values: ['none', String(userIds['tomas.herrera'])] } },
      { priority: { operator: '=', values: [String(PRIORITY.normal), String(PRIORITY.high)] } },
      { version: { operator: '=', values: ['none', sprint.split('/').pop()] } },
    ]);
    const stats = (await get(`/api/v3/work_packages/stats?project=${id}&filters=${filters}`)).json();
    const listed = await list(`/api/v3/projects/${id}/work_packages?filters=${filters}&pageSize=1000`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(stats.total).toBe(expected.length);
    expect(listed.total).toBe(expected.length);
    expect(stats.completed).toBe(expected.filter((wp) => wp.isClosed).length);

    // "none" alone, and "not none": the unassigned ones and the assigned ones.
    const unassigned = (await get(`/api/v3/work_packages/stats?project=${id}&filters=${q([{ assignee: { operator: '=', values: ['none'] } }])}`)).json();
    const assigned = (await get(`/api/v3/work_packages/stats?project=${id}&filters=${q([{ assignee: { operator: '!', values: ['none'] } }])}`)).json();
    expect(unassigned.total).toBe(all.filter((wp) => wp._links.assignee.href === null).length);
    expect(assigned.total).toBe(all.length - unassigned.total);
    // Only optional columns know "none".
    expectError(await get(`/api/v3/work_packages/stats?project=${id}&filters=${q([{ priority: { operator: '=', values: ['none'] } }])}`), 400, 'InvalidQuery');
  });
});

describe('a deleted project', () => {
  test('takes its work packages and their journals with it', async () => {
    const id = projectIds.internal_tools;
    const packages = (await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', id).execute()).map((row) => row.id);
    expect(packages.length).toBeGreaterThan(0);
    expect((await send('DELETE', `/api/v3/projects/${id}`, 'admin')).statusCode).toBe(204);
    expect(await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('journals').select('id').where('journable_id', 'in', packages).execute()).toEqual([]);
  });
});
