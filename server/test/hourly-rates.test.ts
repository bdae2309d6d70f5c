import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const userIds: Record<string, number> = {};

// website_relaunch: Priya (login member) Team Leader (view and edit rates), Tomás Member, Mei Member through the
// Design guild, Noah Coordinator (views rates); Kwame leads the mobile projects and is no member here.
// Seeded default rates (valid a year back): Tomás 68, Noah 62; Tomás also has 85 in data_warehouse.
const WHO = ['admin', 'member', 'tomas.herrera', 'mei.chen', 'noah.fischer', 'kwame.mensah'];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of WHO) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) userIds[row.login!] = row.id;
});
afterAll(async () => ctx.close());

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
const userHref = (login: string) => `/api/v3/users/${userIds[login]}`;
const projectHref = (identifier: string) => `/api/v3/projects/${projectIds[identifier]}`;
const tomasRates = () => `/api/v3/users/${userIds['tomas.herrera']}/hourly_rates`;
const tomasWebRates = () => `${tomasRates()}/project/${projectIds.website_relaunch}`;

interface Rate {
  id: number;
  rate: number;
  validFrom: string;
  _links: Record<string, { href: string | null; title?: string; method?: string }>;
}

const rateBody = (overrides: Record<string, unknown> = {}, links: Record<string, unknown> = {}) => ({
  rate: 74,
  validFrom: '2026-02-01',
  ...overrides,
  _links: { user: { href: userHref('tomas.herrera') }, project: { href: projectHref('website_relaunch') }, ...links },
});

describe('hourly rates', () => {
  let projectRate: Rate;

  test('a project rate: edit_hourly_rates in the project, for a member of it', async () => {
    const response = await send('POST', '/api/v3/hourly_rates', 'member', rateBody());
    expect(response.statusCode).toBe(201);
    projectRate = response.json();
    expect(projectRate).toMatchObject({
      _type: 'HourlyRate', rate: 74, validFrom: '2026-02-01',
      _links: {
        user: { href: userHref('tomas.herrera'), title: 'Tomás Herrera' },
        project: { href: projectHref('website_relaunch'), title: 'Website relaunch' },
        updateImmediately: { method: 'patch' },
        delete: { method: 'delete' },
      },
    });
  });

  test.each([
    ['no rate', () => rateBody({ rate: null }), 'rate', 'Rate is required'],
    ['a negative rate', () => rateBody({ rate: -1 }), 'rate', 'Rate must be a number of at least 0.'],
    ['no first day', () => rateBody({ validFrom: undefined }), 'validFrom', 'Valid from is required'],
    ['not a date', () => rateBody({ validFrom: '2026-13-01' }), 'validFrom', 'Valid from must be a date (YYYY-MM-DD).'],
    ['the same first day again', () => rateBody({ rate: 80 }), 'validFrom', 'There is already a rate for this user and project starting on that day.'],
    ['no user', () => rateBody({}, { user: undefined }), 'user', 'User is required'],
    ['a group', () => rateBody({}, { user: { href: '/api/v3/groups/1' } }), 'user', 'The user must be a user link (/api/v3/users/{id}).'],
    ['a non-member', () => rateBody({}, { user: { href: userHref('kwame.mensah') } }), 'user', 'Kwame Mensah is not a member of this project.'],
    ['a project the caller cannot see', () => rateBody({}, { project: { href: projectHref('data_warehouse') } }), 'project', 'The project does not exist or is not visible to you.'],
  ])('%s is a 422 naming the attribute', async (_name, payload, attribute, message) => {
    const error = expectError(await send('POST', '/api/v3/hourly_rates', 'member', payload()), 422, 'PropertyConstraintViolation');
    expect([error._embedded.details.attribute, error.message]).toEqual([attribute, message]);
  });

  test('default rates are for administrators; members cannot set rates', async () => {
    const byPriya = await send('POST', '/api/v3/hourly_rates', 'member', rateBody({ validFrom: '2026-01-01' }, { project: { href: null } }));
    expect(expectError(byPriya, 403, 'MissingPermission').message).toBe('Only administrators can set default hourly rates.');
    expect(expectError(await send('POST', '/api/v3/hourly_rates', 'tomas.herrera', rateBody({ validFrom: '2026-01-15' })), 403, 'MissingPermission').message).toBe(
      'You need the "Edit hourly rates" permission in this project.',
    );
    const byAdmin = await send('POST', '/api/v3/hourly_rates', 'admin', rateBody({ rate: 70, validFrom: '2026-01-01' }, { project: { href: null } }));
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()._links.project).toEqual({ href: null });
  });

  test("GET /users/{id}/hourly_rates: what the caller may see of a user's rates", async () => {
    const forTomas = (await get(tomasRates(), 'tomas.herrera')).json();
    // His own: default rates first (newest first), then by project name; no action links for him.
    expect(forTomas._embedded.elements.map((r: Rate) => [r._links.project.title ?? null, r.rate, r.validFrom])).toEqual([
      [null, 70, '2026-01-01'],
      [null, 68, '2024-03-02'],
      ['Data warehouse', 85, '2025-10-03'],
      ['Website relaunch', 74, '2026-02-01'],
    ]);
    expect(forTomas._embedded.elements.every((r: Rate) => r._links.updateImmediately === undefined)).toBe(true);
    // Priya: his default rates (he is a member of her project) and his rate there, not his data warehouse rate.
    const forPriya = (await get(tomasRates())).json();
    expect(forPriya._embedded.elements.map((r: Rate) => r.rate)).toEqual([70, 68, 74]);
    expect((await get(tomasRates(), 'kwame.mensah')).json().total).toBe(0);
    expectError(await get(`/api/v3/users/999999/hourly_rates`), 404, 'NotFound');
  });

  test('GET /users/{id}/hourly_rates/project/{projectId}: the rates there and the one valid today', async () => {
    const response = (await get(tomasWebRates())).json();
    expect(response).toMatchObject({ total: 1, currentRate: { rate: 74, validFrom: '2026-02-01', source: 'project' } });
    expect((await get(tomasWebRates(), 'noah.fischer')).statusCode).toBe(200);
    expect((await get(tomasWebRates(), 'tomas.herrera')).statusCode).toBe(200);
    expect(expectError(await get(tomasWebRates(), 'mei.chen'), 403, 'MissingPermission').message).toBe('You need the "View hourly rates" permission in this project.');
    expectError(await get(`${tomasRates()}/project/${projectIds.content_migration}`, 'kwame.mensah'), 404, 'NotFound');
    // Noah has no rate of his own in the project: his default applies.
    const noah = (await get(`/api/v3/users/${userIds['noah.fischer']}/hourly_rates/project/${projectIds.website_relaunch}`)).json();
    expect(noah).toMatchObject({ total: 0, currentRate: { rate: 62, source: 'default', _links: { project: { href: null } } } });
  });

  test("labour costs: each entry's hours × the rate valid on its day (project rate, else default)", async () => {
    const wp = (await send('POST', `/api/v3/projects/${projectIds.website_relaunch}/work_packages`, 'member', { subject: 'Cookie banner' })).json().id;
    for (const [spentOn, hours] of [['2025-12-15', 'PT1H'], ['2026-01-15', 'PT2H'], ['2026-02-10', 'PT1H30M']]) {
      const logged = await send('POST', `/api/v3/work_packages/${wp}/time_entries`, 'tomas.herrera', { hours, spentOn });
      expect(logged.statusCode).toBe(201);
    }
    // 1 h at the old default 68, 2 h at the new default 70, 1.5 h at the project's 74.
    const forPriya = (await get(`/api/v3/work_packages/${wp}`)).json();
    expect(forPriya).toMatchObject({ spentTime: 'PT4H30M', laborCosts: 319, materialCosts: 0, overallCosts: 319 });
    const forTomas = (await get(`/api/v3/work_packages/${wp}`, 'tomas.herrera')).json();
    expect(forTomas.spentTime).toBe('PT4H30M');
    expect(forTomas.laborCosts).toBeUndefined();
  });

  test('memberships carry the rate valid today for callers with view_hourly_rates', async () => {
    const members = async (who: string) => {
      const response = await get(`/api/v3/projects/${projectIds.website_relaunch}/memberships`, who);
      return new Map((response.json()._embedded.elements as { hourlyRate?: number | null; _links: { principal: { title: string } } }[]).map((m) => [m._links.principal.title, m]));
    };
    const forPriya = await members('member');
    expect(forPriya.get('Tomás Herrera')?.hourlyRate).toBe(74);
    expect(forPriya.get('Noah Fischer')?.hourlyRate).toBe(62);
    expect(forPriya.get('Design guild')?.hourlyRate).toBeNull();
    expect((await members('noah.fischer')).get('Tomás Herrera')?.hourlyRate).toBe(74);
    expect([...(await members('tomas.herrera')).values()].some((m) => 'hourlyRate' in m)).toBe(false);
    const tomasMembership = forPriya.get('Tomás Herrera') as unknown as { id: number };
    expect((await get(`/api/v3/memberships/${tomasMembership.id}`)).json().hourlyRate).toBe(74);
    expect('hourlyRate' in (await get(`/api/v3/memberships/${tomasMembership.id}`, 'tomas.herrera')).json()).toBe(false);
  });

  test('PATCH: the rate and its first day; user and project are read-only', async () => {
    ctx.clock.advance(60_000);
    const patched = await send('PATCH', `/api/v3/hourly_rates/${projectRate.id}`, 'member', { rate: 76.5, validFrom: '2026-02-02' });
    expect(patched.json()).toMatchObject({ rate: 76.5, validFrom: '2026-02-02' });
    expect(expectError(await send('PATCH', `/api/v3/hourly_rates/${projectRate.id}`, 'member', { _links: { user: { href: userHref('mei.chen') } } }), 422, 'PropertyIsReadOnly')._embedded.details.attribute).toBe('user');
    expect(expectError(await send('PATCH', `/api/v3/hourly_rates/${projectRate.id}`, 'member', { rate: -3 }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('rate');
    expectError(await send('PATCH', `/api/v3/hourly_rates/${projectRate.id}`, 'tomas.herrera', { rate: 200 }), 403, 'MissingPermission');
    expectError(await send('PATCH', `/api/v3/hourly_rates/${projectRate.id}`, 'kwame.mensah', { rate: 200 }), 404, 'NotFound');
    expect((await get(`/api/v3/hourly_rates/${projectRate.id}`)).json().rate).toBe(76.5);
    // A default rate: administrators only.
    const defaultRate = (await get(tomasRates())).json()._embedded.elements[0] as Rate;
    expectError(await send('PATCH', `/api/v3/hourly_rates/${defaultRate.id}`, 'member', { rate: 71 }), 403, 'MissingPermission');
  });

  test('DELETE: the default rate applies again', async () => {
    expectError(await send('DELETE', `/api/v3/hourly_rates/${projectRate.id}`, 'tomas.herrera'), 403, 'MissingPermission');
    expect((await send('DELETE', `/api/v3/hourly_rates/${projectRate.id}`, 'member')).statusCode).toBe(204);
    expectError(await get(`/api/v3/hourly_rates/${projectRate.id}`), 404, 'NotFound');
    expect((await get(tomasWebRates())).json().currentRate).toMatchObject({ rate: 70, source: 'default' });
  });
});
