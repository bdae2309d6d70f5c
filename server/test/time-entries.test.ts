import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const userIds: Record<string, number> = {};

// Demo roles in website_relaunch: Priya (login member) Team Leader, Tomás Member, Mei Member through the Design
// guild, Noah Coordinator (views time, logs none); Kwame is no member (the project is public).
const WHO = ['admin', 'manager', 'member', 'tomas.herrera', 'noah.fischer', 'kwame.mensah', 'mei.chen'];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of WHO) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) userIds[row.login!] = row.id;
});
afterAll(async () => ctx.close());

const get = (url: string, who = 'tomas.herrera') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });

const projectHref = (identifier: string) => `/api/v3/projects/${projectIds[identifier]}`;
const wpHref = (id: number) => `/api/v3/work_packages/${id}`;
const userHref = (login: string) => `/api/v3/users/${userIds[login]}`;
const activityHref = (id: number) => `/api/v3/time_entries/activities/${id}`;
const DEVELOPMENT = 1;
const DESIGN = 2;
const SUPPORT = 5;
const TODAY = '2026-03-02';
const filters = (value: unknown) => `filters=${encodeURIComponent(JSON.stringify(value))}`;

interface TimeEntry {
  id: number;
  hours: string;
  spentOn: string;
  ongoing: boolean;
  comment: { raw: string; format: string; html: string };
  updatedAt: string;
  _links: Record<string, { href: string | null; title?: string; method?: string }>;
  _embedded: { user: { name: string } };
}

async function createWp(subject: string, project = 'website_relaunch'): Promise<number> {
  const response = await send('POST', `/api/v3/projects/${projectIds[project]}/work_packages`, 'admin', { subject });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json().id;
}

function body(overrides: Record<string, unknown> = {}, links: Record<string, unknown> = {}) {
  return {
    hours: 'PT1H30M',
    spentOn: '2026-03-01',
    comment: { raw: 'Built the hero section' },
    ...overrides,
    _links: { project: { href: projectHref('website_relaunch') }, activity: { href: activityHref(DESIGN) }, ...links },
  };
}

async function log(who: string, payload: unknown): Promise<TimeEntry> {
  const response = await send('POST', '/api/v3/time_entries', who, payload);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

const count = async () => Number((await ctx.db.selectFrom('time_entries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('time entry activities', () => {
  test('GET /time_entries/activities lists the five by position, Development the default', async () => {
    const response = await get('/api/v3/time_entries/activities');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toMatchObject({ _type: 'Collection', total: 5, count: 5 });
    expect(list._embedded.elements.map((a: { name: string }) => a.name)).toEqual(['Development', 'Design', 'Testing', 'Management', 'Support']);
    expect(list._embedded.elements[0]).toMatchObject({ _type: 'TimeEntriesActivity', id: 1, default: true, isDefault: true, position: 1, _links: { self: { href: activityHref(1), title: 'Development' } } });
  });

  test('a project can switch an activity off; the project filter lists what it offers', async () => {
    await ctx.db.insertInto('time_entry_activity_projects').values({ activity_id: SUPPORT, project_id: projectIds.onboarding_handbook, active: false }).execute();
    const response = await get(`/api/v3/time_entries/activities?${filters([{ project: { operator: '=', values: [String(projectIds.onboarding_handbook)] } }])}`);
    expect(response.json()._embedded.elements.map((a: { name: string }) => a.name)).toEqual(['Development', 'Design', 'Testing', 'Management']);
    // A private project the caller cannot see offers nothing (its existence is not revealed).
    const hidden = await get(`/api/v3/time_entries/activities?${filters([{ project: { operator: '=', values: [String(projectIds.data_warehouse)] } }])}`, 'kwame.mensah');
    expect(hidden.json().total).toBe(0);
  });

  test('GET /time_entries/activities/{id}; 404 for an unknown id; an unknown filter is a 400', async () => {
    expect((await get(activityHref(DESIGN))).json()).toMatchObject({ id: DESIGN, name: 'Design', default: false });
    expectError(await get(activityHref(99)), 404, 'NotFound');
    expectError(await get(`/api/v3/time_entries/activities?${filters([{ colour: { operator: '=', values: ['1'] } }])}`), 400, 'InvalidQuery');
  });
});

describe('POST /time_entries', () => {
  test('logs time: ISO 8601 hours, the work package as entity and workPackage, the owner embedded, action links', async () => {
    const wp = await createWp('Hero section');
    const entry = await log('tomas.herrera', body({}, { workPackage: { href: wpHref(wp) } }));
    expect(entry).toMatchObject({
      _type: 'TimeEntry',
      hours: 'PT1H30M',
      spentOn: '2026-03-01',
      ongoing: false,
      comment: { format: 'plain', raw: 'Built the hero section', html: '<p>Built the hero section</p>' },
      _links: {
        project: { href: projectHref('website_relaunch'), title: 'Website relaunch' },
        workPackage: { href: wpHref(wp), title: 'Hero section' },
        entity: { href: wpHref(wp), title: 'Hero section' },
        user: { href: userHref('tomas.herrera'), title: 'Tomás Herrera' },
        activity: { href: activityHref(DESIGN), title: 'Design' },
        updateImmediately: { href: `/api/v3/time_entries/${entry.id}`, method: 'patch' },
        delete: { href: `/api/v3/time_entries/${entry.id}`, method: 'delete' },
      },
      _embedded: { user: { name: 'Tomás Herrera' } },
    });
    expect((await get(`/api/v3/time_entries/${entry.id}`)).json()).toMatchObject({ id: entry.id, hours: 'PT1H30M' });
  });

  test('any ISO 8601 duration is read as hours and given back as PT…H…M; a day is the 24-hour maximum', async () => {
    expect((await log('tomas.herrera', body({ hours: 'PT0.75H' }))).hours).toBe('PT45M');
    expect((await log('tomas.herrera', body({ hours: 'P1D' }))).hours).toBe('PT24H');
  });

  test('POST /work_packages/{id}/time_entries takes hours and comment: today and the default activity', async () => {
    const wp = await createWp('Logo strip');
    const response = await send('POST', `${wpHref(wp)}/time_entries`, 'tomas.herrera', { hours: 'PT2H', comment: { raw: 'Lazy loading' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ spentOn: TODAY, hours: 'PT2H', _links: { activity: { title: 'Development' }, workPackage: { href: wpHref(wp) }, project: { href: projectHref('website_relaunch') } } });
    // The path names the work package: a body naming another one, or another project, is a 422.
    const other = await createWp('Another');
    expect(expectError(await send('POST', `${wpHref(wp)}/time_entries`, 'tomas.herrera', { hours: 'PT1H', _links: { workPackage: { href: wpHref(other) } } }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('workPackage');
    expect(expectError(await send('POST', `${wpHref(wp)}/time_entries`, 'tomas.herrera', { hours: 'PT1H', _links: { project: { href: projectHref('content_migration') } } }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('project');
    expectError(await send('POST', `${wpHref(999999)}/time_entries`, 'tomas.herrera', { hours: 'PT1H' }), 404, 'NotFound');
  });

  test.each([
    ['no project', () => body({}, { project: undefined }), 'project', 'Project is required'],
    ['no activity', () => body({}, { activity: { href: null } }), 'activity', 'Activity is required'],
    ['no date', () => body({ spentOn: null }), 'spentOn', 'Date is required'],
    ['no hours', () => body({ hours: undefined }), 'hours', 'Hours are required'],
    ['zero hours', () => body({ hours: 'PT0M' }), 'hours', 'Hours must be greater than 0.'],
    ['negative hours', () => body({ hours: '-PT1H' }), 'hours', 'Hours must be greater than 0.'],
    ['more than 24 hours', () => body({ hours: 'PT24H1M' }), 'hours', 'Hours cannot be more than 24 per entry.'],
    ['h:mm instead of a duration', () => body({ hours: '1:75' }), 'hours', 'Hours must be an ISO 8601 duration such as PT1H30M.'],
    ['a future day', () => body({ spentOn: '2026-03-03' }), 'spentOn', 'Date cannot be in the future.'],
    ['not a calendar day', () => body({ spentOn: '2026-02-30' }), 'spentOn', 'Date must be a date (YYYY-MM-DD).'],
    ['a month that does not exist', () => body({ spentOn: '2026-13-01' }), 'spentOn', 'Date must be a date (YYYY-MM-DD).'],
    ['an unknown activity', () => body({}, { activity: { href: activityHref(99) } }), 'activity', 'The activity does not exist.'],
    ['a malformed activity link', () => body({}, { activity: { href: '/api/v3/statuses/1' } }), 'activity', 'The activity must be a time entry activity link (/api/v3/time_entries/activities/{id}).'],
    ['a project the caller cannot see', () => body({}, { project: { href: '/api/v3/projects/999999' } }), 'project', 'The project does not exist or is not visible to you.'],
    ['a comment over 1000 characters', () => body({ comment: { raw: 'x'.repeat(1001) } }), 'comment', 'Comment is too long (maximum is 1000 characters).'],
  ])('%s is a 422 naming the attribute, and nothing is written', async (_name, payload, attribute, message) => {
    const before = await count();
    const error = expectError(await send('POST', '/api/v3/time_entries', 'tomas.herrera', payload()), 422, 'PropertyConstraintViolation');
    expect(error._embedded.details.attribute).toBe(attribute);
    expect(error.message).toBe(message);
    expect(await count()).toBe(before);
  });

  test('the work package must belong to the project, and the activity be offered there', async () => {
    const elsewhere = await createWp('Elsewhere', 'design_system');
    const wrongProject = expectError(await send('POST', '/api/v3/time_entries', 'tomas.herrera', body({}, { workPackage: { href: wpHref(elsewhere) } })), 422, 'PropertyConstraintViolation');
    expect(wrongProject).toMatchObject({ message: 'The work package does not belong to the project of the time entry.', _embedded: { details: { attribute: 'workPackage' } } });
    const bothLinks = await send('POST', '/api/v3/time_entries', 'tomas.herrera', body({}, { workPackage: { href: wpHref(elsewhere) }, entity: { href: wpHref(elsewhere + 1) } }));
    expect(expectError(bothLinks, 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('workPackage');
    // Hannah is in onboarding_handbook, where Support is switched off (previous describe).
    const hannah = await login(ctx.app, 'hannah.becker@tessera.local', DEMO_PASSWORD);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v3/time_entries',
      headers: { cookie: hannah, ...XHR },
      payload: body({}, { project: { href: projectHref('onboarding_handbook') }, activity: { href: activityHref(SUPPORT) } }),
    });
    expect(expectError(response, 422, 'PropertyConstraintViolation').message).toBe('The activity Support is not available in this project.');
  });

  test('wrong JSON types and unknown properties are a 400 naming them', async () => {
    expect(expectError(await send('POST', '/api/v3/time_entries', 'tomas.herrera', body({ hours: 1.5 })), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('hours');
    expect(expectError(await send('POST', '/api/v3/time_entries', 'tomas.herrera', body({ startTime: '2026-03-01T09:00:00Z' })), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('startTime');
  });

  test('logging needs log_own_time; for another member log_time; never in an archived project', async () => {
    expect(expectError(await send('POST', '/api/v3/time_entries', 'noah.fischer', body()), 403, 'MissingPermission').message).toBe('You are not allowed to log time in this project.');
    expectError(await send('POST', '/api/v3/time_entries', 'kwame.mensah', body()), 403, 'MissingPermission');
    const forPriya = await send('POST', '/api/v3/time_entries', 'tomas.herrera', body({}, { user: { href: userHref('member') } }));
    expect(expectError(forPriya, 403, 'MissingPermission').message).toBe('You may only log your own time in this project.');
    // Priya leads the team: she logs Tomás's time for him, but only for members.
    const forTomas = await log('member', body({}, { user: { href: userHref('tomas.herrera') } }));
    expect(forTomas._links.user.title).toBe('Tomás Herrera');
    const forKwame = expectError(await send('POST', '/api/v3/time_entries', 'member', body({}, { user: { href: userHref('kwame.mensah') } })), 422, 'PropertyConstraintViolation');
    expect(forKwame).toMatchObject({ message: 'Kwame Mensah is not a member of this project.', _embedded: { details: { attribute: 'user' } } });
    const archived = await send('POST', '/api/v3/time_entries', 'manager', body({}, { project: { href: projectHref('legacy_crm_migration') } }));
    expect(expectError(archived, 403, 'MissingPermission').message).toBe('The project is archived: its time entries cannot be changed.');
  });

  test('one running timer per user: an ongoing entry may have no hours yet', async () => {
    const timer = await log('mei.chen', body({ hours: undefined, ongoing: true }));
    expect(timer).toMatchObject({ ongoing: true, hours: 'PT0H' });
    const second = expectError(await send('POST', '/api/v3/time_entries', 'mei.chen', body({ hours: undefined, ongoing: true })), 422, 'PropertyConstraintViolation');
    expect(second._embedded.details.attribute).toBe('ongoing');
    // Stopping it needs the hours.
    expect(expectError(await send('PATCH', `/api/v3/time_entries/${timer.id}`, 'mei.chen', { ongoing: false }), 422, 'PropertyConstraintViolation').message).toBe('Hours must be greater than 0.');
    const stopped = await send('PATCH', `/api/v3/time_entries/${timer.id}`, 'mei.chen', { ongoing: false, hours: 'PT2H15M' });
    expect(stopped.json()).toMatchObject({ ongoing: false, hours: 'PT2H15M' });
    expect((await log('mei.chen', body({ hours: undefined, ongoing: true }))).ongoing).toBe(true);
  });
});

describe('GET /time_entries', () => {
  let wp: number;
  const ids: number[] = [];
  beforeAll(async () => {
    wp = await createWp('Search index');
    for (const [who, spentOn, hours, activity] of [
      ['tomas.herrera', '2026-02-20', 'PT1H', DEVELOPMENT],
      ['tomas.herrera', '2026-02-25', 'PT2H30M', DESIGN],
      ['member', '2026-02-27', 'PT4H', DEVELOPMENT],
      ['tomas.herrera', '2026-03-02', 'PT30M', DEVELOPMENT],
    ] as const) {
      ids.push((await log(who, body({ spentOn, hours }, { workPackage: { href: wpHref(wp) }, activity: { href: activityHref(activity) } }))).id);
    }
  });
  const list = async (query: string, who = 'tomas.herrera') => {
    const response = await get(`/api/v3/time_entries?${query}`, who);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json() as Promise<{ total: number; count: number; pageSize: number; totalHours: string; _embedded: { elements: TimeEntry[] } }>;
  };
  const byWp = () => ({ work_package: { operator: '=', values: [String(wp)] } });

  test("a work package's entries, oldest first, with the hours of all of them", async () => {
    const page = await list(filters([byWp()]), 'member');
    expect(page).toMatchObject({ _type: 'Collection', total: 4, count: 4, pageSize: 20, totalHours: 'PT8H' });
    expect(page._embedded.elements.map((entry) => entry.id)).toEqual(ids);
    const newest = await list(`${filters([byWp()])}&sortBy=${encodeURIComponent('[["spentOn","desc"]]')}&pageSize=2`, 'member');
    expect(newest).toMatchObject({ total: 4, count: 2, totalHours: 'PT8H' });
    expect(newest._embedded.elements.map((entry) => entry.spentOn)).toEqual(['2026-03-02', '2026-02-27']);
  });

  test('filters: user (me), activity, spent_on ranges and days, ongoing', async () => {
    const mine = await list(filters([byWp(), { user: { operator: '=', values: ['me'] } }]));
    expect(mine.total).toBe(3);
    expect((await list(filters([byWp(), { activity_id: { operator: '=', values: [String(DESIGN)] } }]))).total).toBe(1);
    const range = await list(filters([byWp(), { spent_on: { operator: '<>d', values: ['2026-02-21', '2026-02-27'] } }]));
    expect(range._embedded.elements.map((entry) => entry.spentOn)).toEqual(['2026-02-25', '2026-02-27']);
    expect((await list(filters([byWp(), { spentOn: { operator: '>=', values: ['2026-02-25'] } }, { spentOn: { operator: '<=', values: ['2026-02-27'] } }]))).total).toBe(2);
    expect((await list(filters([byWp(), { spent_on: { operator: 't', values: [] } }]))).total).toBe(1);
    expect((await list(filters([byWp(), { spent_on: { operator: '>t-', values: ['7'] } }]))).total).toBe(3);
    expect((await list(filters([byWp(), { ongoing: { operator: '=', values: ['f'] } }]))).total).toBe(4);
    expectError(await get(`/api/v3/time_entries?${filters([{ spent_on: { operator: '<>d', values: ['yesterday', ''] } }])}`), 400, 'InvalidQuery');
    expectError(await get(`/api/v3/time_entries?sortBy=${encodeURIComponent('[["colour","asc"]]')}`), 400, 'InvalidQuery');
  });

  test('who sees what: view_time_entries all of the project, loggers their own, others nothing', async () => {
    // Mei (Member through the Design guild) has view_time_entries, as every seeded role does.
    expect((await list(filters([byWp()]), 'mei.chen')).total).toBe(4);
    expect((await list(filters([byWp()]), 'noah.fischer')).total).toBe(4);
    expect((await list(filters([byWp()]), 'kwame.mensah')).total).toBe(0);
    expectError(await get(`/api/v3/time_entries/${ids[0]}`, 'kwame.mensah'), 404, 'NotFound');
    // Only the owner's entries carry action links for a member; a team leader's carry them all.
    const forMei = (await list(filters([byWp()]), 'mei.chen'))._embedded.elements;
    expect(forMei.every((entry) => entry._links.updateImmediately === undefined)).toBe(true);
    const forTomas = (await list(filters([byWp()])))._embedded.elements;
    expect(forTomas.map((entry) => Boolean(entry._links.updateImmediately))).toEqual([true, true, false, true]);
    const forPriya = (await list(filters([byWp()]), 'member'))._embedded.elements;
    expect(forPriya.every((entry) => entry._links.updateImmediately?.method === 'patch')).toBe(true);
  });

  test('pageSize 1 and 100 execute the same number of statements', async () => {
    const statementsFor = async (pageSize: number) => {
      ctx.statements.count = 0;
      await list(`${filters([byWp()])}&pageSize=${pageSize}`, 'member');
      return ctx.statements.count;
    };
    expect(await statementsFor(1)).toBe(await statementsFor(100));
  });

  test('past the last page: no elements, the total and hours still right', async () => {
    expect(await list(`${filters([byWp()])}&offset=3&pageSize=2`)).toMatchObject({ total: 4, count: 0, totalHours: 'PT8H' });
    expect(await list(`${filters([byWp()])}&pageSize=0`)).toMatchObject({ total: 4, count: 0 });
  });

  test('the work package shows its spent time to those who may view time entries', async () => {
    const forTomas = (await get(wpHref(wp))).json();
    expect(forTomas.spentTime).toBe('PT8H');
    // Tomás may not see hourly rates: no labour costs for him.
    expect(forTomas.laborCosts).toBeUndefined();
    const inList = (await get(`/api/v3/projects/${projectIds.website_relaunch}/work_packages?${filters([{ id: { operator: '=', values: [String(wp)] } }])}`, 'member')).json();
    expect(inList._embedded.elements[0].spentTime).toBe('PT8H');
  });
});

describe('PATCH and DELETE /time_entries/{id}', () => {
  let entry: TimeEntry;
  let wp: number;
  beforeEach(async () => {
    wp = await createWp('Contact form');
    entry = await log('tomas.herrera', body({ hours: 'PT1H' }, { workPackage: { href: wpHref(wp) } }));
  });
  const patch = (who: string, payload: unknown, id = entry.id) => send('PATCH', `/api/v3/time_entries/${id}`, who, payload);

  test('the owner changes the hours (the inline edit); updatedAt moves on', async () => {
    ctx.clock.advance(60_000);
    const response = await patch('tomas.herrera', { hours: 'PT45M' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hours: 'PT45M', spentOn: '2026-03-01', comment: { raw: 'Built the hero section' } });
    expect(response.json().updatedAt > entry.updatedAt).toBe(true);
    const all = await patch('tomas.herrera', { spentOn: '2026-02-26', comment: { raw: 'Validation' }, _links: { activity: { href: activityHref(DEVELOPMENT) } } });
    expect(all.json()).toMatchObject({ spentOn: '2026-02-26', comment: { raw: 'Validation' }, _links: { activity: { title: 'Development' } } });
  });

  test('only the owner (edit_own_time_entries) or holders of edit_time_entries change an entry', async () => {
    expect(expectError(await patch('mei.chen', { hours: 'PT2H' }), 403, 'MissingPermission').message).toBe('You are not allowed to change this time entry.');
    expectError(await patch('noah.fischer', { hours: 'PT2H' }), 403, 'MissingPermission');
    expectError(await patch('kwame.mensah', { hours: 'PT2H' }), 404, 'NotFound');
    expect((await patch('member', { hours: 'PT2H' })).json().hours).toBe('PT2H');
    // Moving it to another user needs edit_time_entries and log_time: Priya has both, Tomás neither.
    expectError(await patch('tomas.herrera', { _links: { user: { href: userHref('member') } } }), 403, 'MissingPermission');
    expect((await patch('member', { _links: { user: { href: userHref('mei.chen') } } })).json()._links.user.title).toBe('Mei Chen');
  });

  test('bad input is refused and changes nothing', async () => {
    for (const [payload, attribute] of [
      [{ hours: '1:75' }, 'hours'],
      [{ hours: 'PT0M' }, 'hours'],
      [{ hours: null }, 'hours'],
      [{ spentOn: '2026-03-05' }, 'spentOn'],
      [{ spentOn: null }, 'spentOn'],
      [{ _links: { activity: { href: null } } }, 'activity'],
      [{ _links: { workPackage: { href: wpHref(999999) } } }, 'workPackage'],
    ] as const) {
      expect([attribute, expectError(await patch('tomas.herrera', payload), 422, 'PropertyConstraintViolation')._embedded.details.attribute]).toEqual([attribute, attribute]);
    }
    expect((await get(`/api/v3/time_entries/${entry.id}`)).json()).toMatchObject({ hours: 'PT1H', spentOn: '2026-03-01', updatedAt: entry.updatedAt });
  });

  test('moving to another project re-checks the work package there', async () => {
    const moved = expectError(await patch('tomas.herrera', { _links: { project: { href: projectHref('content_migration') } } }), 422, 'PropertyConstraintViolation');
    expect(moved._embedded.details.attribute).toBe('workPackage');
    const response = await patch('tomas.herrera', { _links: { project: { href: projectHref('content_migration') }, workPackage: { href: null } } });
    expect(response.json()._links).toMatchObject({ project: { title: 'Content migration' }, workPackage: { href: null } });
    // A project the caller cannot see is a 422 naming it, as for any link in a body.
    expectError(await patch('tomas.herrera', { _links: { project: { href: projectHref('mobile_ios_3') } } }), 422, 'PropertyConstraintViolation');
  });

  test('available work packages of an entry: for those who may change it', async () => {
    expectError(await get(`/api/v3/time_entries/${entry.id}/available_work_packages`, 'mei.chen'), 403, 'MissingPermission');
    const response = await get(`/api/v3/time_entries/${entry.id}/available_work_packages?${filters([{ project: { operator: '=', values: [String(projectIds.website_relaunch)] } }])}&pageSize=1000`);
    expect(response.statusCode).toBe(200);
    expect(response.json()._embedded.elements.some((element: { id: number }) => element.id === wp)).toBe(true);
  });

  test('DELETE: the owner or edit_time_entries; 204, then 404', async () => {
    expectError(await send('DELETE', `/api/v3/time_entries/${entry.id}`, 'mei.chen'), 403, 'MissingPermission');
    expect((await send('DELETE', `/api/v3/time_entries/${entry.id}`, 'tomas.herrera')).statusCode).toBe(204);
    expectError(await get(`/api/v3/time_entries/${entry.id}`), 404, 'NotFound');
    // Deleting the work package deletes its time.
    const other = await log('tomas.herrera', body({}, { workPackage: { href: wpHref(wp) } }));
    expect((await send('DELETE', wpHref(wp), 'member')).statusCode).toBe(204);
    expectError(await get(`/api/v3/time_entries/${other.id}`), 404, 'NotFound');
  });
});

describe('available projects and work packages', () => {
  const names = async (url: string, who: string) => {
    const response = await get(url, who);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return (response.json()._embedded.elements as { identifier: string }[]).map((project) => project.identifier).sort();
  };

  test('the active projects where the caller may log time', async () => {
    expect(await names('/api/v3/time_entries/available_projects', 'tomas.herrera')).toEqual(['content_migration', 'data_warehouse', 'internal_tools', 'website_relaunch']);
    // Noah coordinates website_relaunch (no logging there), leads data_warehouse, is a member of android and tools.
    expect(await names('/api/v3/time_entries/available_projects', 'noah.fischer')).toEqual(['data_warehouse', 'internal_tools', 'mobile_android_3']);
    // The archived legacy CRM project is not offered, even to its admin.
    expect(await names('/api/v3/time_entries/available_projects', 'manager')).not.toContain('legacy_crm_migration');
    expect(await names('/api/v3/time_entries/available_projects', 'kwame.mensah')).not.toContain('website_relaunch');
  });

  test('narrowed to the projects offering an activity (the activity representation links there)', async () => {
    const hannah = 'hannah.becker';
    cookies[hannah] ??= await login(ctx.app, `${hannah}@tessera.local`, DEMO_PASSWORD);
    const all = await names('/api/v3/time_entries/available_projects', hannah);
    expect(all).toContain('onboarding_handbook');
    const projectsLink = (await get(activityHref(SUPPORT), hannah)).json()._links.projects.href;
    expect(await names(projectsLink, hannah)).toEqual(all.filter((identifier) => identifier !== 'onboarding_handbook'));
  });

  test('work packages of those projects, with the work package filters', async () => {
    const response = await get(`/api/v3/time_entries/available_work_packages?${filters([{ project: { operator: '=', values: [String(projectIds.website_relaunch)] } }])}&pageSize=1000`, 'tomas.herrera');
    const elements = response.json()._embedded.elements as { _links: { project: { href: string } } }[];
    expect(elements.length).toBeGreaterThan(10);
    expect(elements.every((element) => element._links.project.href === projectHref('website_relaunch'))).toBe(true);
    const none = await get(`/api/v3/time_entries/available_work_packages?${filters([{ project: { operator: '=', values: [String(projectIds.website_relaunch)] } }])}`, 'kwame.mensah');
    expect(none.json().total).toBe(0);
  });
});

describe('the demo organisation', () => {
  test('has time logged in the past by members who may log, within the per-entry limits', async () => {
    const rows = await ctx.db
      .selectFrom('time_entries')
      .select(['project_id', 'user_id', 'hours', 'spent_on', 'work_package_id'])
      .where('created_at', '<', '2026-03-02T10:00:00.000Z')
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((row) => row.project_id)).size).toBeGreaterThanOrEqual(8);
    expect(rows.every((row) => row.spent_on < TODAY && row.hours > 0 && row.hours <= 24)).toBe(true);
    expect(rows.some((row) => row.work_package_id === null)).toBe(true);
    // Every entry shows up for its owner, who may log time in its project.
    const own = await get(`/api/v3/time_entries?${filters([{ user: { operator: '=', values: ['me'] } }])}&pageSize=0`, 'tomas.herrera');
    const stored = await ctx.db.selectFrom('time_entries').select('id').where('user_id', '=', userIds['tomas.herrera']).execute();
    expect(rows.some((row) => row.user_id === userIds['tomas.herrera'])).toBe(true);
    expect(own.json().total).toBe(stored.length);
  });
});
