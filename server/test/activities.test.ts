import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const userIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'member', 'tomas.herrera', 'noah.fischer', 'kwame.mensah']) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) userIds[row.login!] = row.id;
});
afterAll(async () => ctx.close());

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH', url: string, who: string, payload: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, payload: payload as object });
const wpHref = (id: number) => `/api/v3/work_packages/${id}`;

interface Activity {
  _type: string;
  id: number;
  version: number;
  comment: { format: string; raw: string; html: string };
  details: { format: string; raw: string; html: string }[];
  _links: Record<string, { href: string | null; title?: string; method?: string }>;
}

async function createWp(payload: Record<string, unknown>, project = 'website_relaunch'): Promise<{ id: number; lockVersion: number }> {
  const response = await send('POST', `/api/v3/projects/${projectIds[project]}/work_packages`, 'member', payload);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}
const activities = async (id: number, query = '', who = 'member') => {
  const response = await get(`${wpHref(id)}/activities${query}`, who);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as Promise<{ total: number; count: number; pageSize: number; _embedded: { elements: Activity[] } }>;
};

describe('GET /work_packages/{id}/activities', () => {
  test('changes as readable lines, oldest first, 10 a page', async () => {
    const wp = await createWp({ subject: 'Prepare the sprint review', estimatedTime: 'PT2H', dueDate: '2026-03-12' });
    const patch = await send('PATCH', wpHref(wp.id), 'member', {
      lockVersion: 0,
      subject: 'Prepare the sprint review deck',
      description: { raw: 'Slides for the **stakeholders**.' },
      estimatedTime: 'PT2H30M',
      dueDate: null,
      percentageDone: 40,
      _links: {
        status: { href: '/api/v3/statuses/2' },
        assignee: { href: `/api/v3/users/${userIds['tomas.herrera']}` },
        priority: { href: '/api/v3/priorities/10' },
      },
    });
    expect(patch.statusCode).toBe(200);
    const body = await activities(wp.id);
    expect(body).toMatchObject({ _type: 'Collection', total: 2, count: 2, pageSize: 10 });
    const [created, changed] = body._embedded.elements;
    expect(created).toMatchObject({ _type: 'Activity', version: 1, comment: { raw: '', html: '' } });
    expect(created.details.map((detail) => detail.raw)).toEqual([
      'Subject set to Prepare the sprint review',
      'Type set to Task',
      'Status set to New',
      'Priority set to Normal',
      'Finish date set to 2026-03-12',
      'Estimated time set to 2h',
    ]);
    expect(changed.details.map((detail) => detail.raw)).toEqual([
      'Subject changed from Prepare the sprint review to Prepare the sprint review deck',
      'Description set',
      'Status changed from New to In Progress',
      'Priority changed from Normal to Immediate',
      'Assignee set to Tomás Herrera',
      'Finish date deleted (2026-03-12)',
      'Estimated time changed from 2h to 2h 30m',
      '% Complete set to 40%',
    ]);
    expect(changed.details[2]).toEqual({ format: 'custom', raw: 'Status changed from New to In Progress', html: '<strong>Status</strong> changed from <i>New</i> to <i>In Progress</i>' });
    expect(changed._links.workPackage).toEqual({ href: wpHref(wp.id), title: 'Prepare the sprint review deck' });
    expect(changed._links.user).toEqual({ href: `/api/v3/users/${userIds.member}`, title: 'Priya Raman' });
    expect(changed._links.self.href).toBe(`/api/v3/activities/${changed.id}`);
  });

  test('a parent shows with its subject; paging and newest first', async () => {
    const parent = await createWp({ subject: 'Release <b>2</b>' });
    const child = await createWp({ subject: 'Child', _links: { parent: { href: wpHref(parent.id) } } });
    for (const text of ['one', 'two', 'three']) {
      expect((await send('POST', `${wpHref(child.id)}/activities`, 'member', { comment: { raw: `Comment ${text}` } })).statusCode).toBe(201);
    }
    const first = (await activities(child.id))._embedded.elements[0];
    expect(first.details.find((detail) => detail.raw.startsWith('Parent'))).toEqual({
      format: 'custom',
      raw: `Parent set to #${parent.id} Release <b>2</b>`,
      html: `<strong>Parent</strong> set to <i>#${parent.id} Release &lt;b&gt;2&lt;/b&gt;</i>`,
    });
    const page = await activities(child.id, '?pageSize=2&offset=2');
    expect(page).toMatchObject({ total: 4, count: 2 });
    expect(page._embedded.elements.map((activity) => activity.comment.raw)).toEqual(['Comment two', 'Comment three']);
    const newest = await activities(child.id, `?pageSize=1&sortBy=${encodeURIComponent(JSON.stringify([['createdAt', 'desc']]))}`);
    expect(newest._embedded.elements[0].version).toBe(4);
  });

  test('the demo history is there: creation, status changes and comments', async () => {
    const journaled = await ctx.db
      .selectFrom('journals')
      .select('journable_id')
      .where('project_id', '=', projectIds.website_relaunch)
      .where('notes', '<>', '')
      .executeTakeFirstOrThrow();
    const body = await activities(journaled.journable_id);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body._embedded.elements.some((activity) => activity._type === 'Activity::Comment')).toBe(true);
  });

  test('404 for a work package the caller cannot see', async () => {
    const hidden = await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', projectIds.data_warehouse).executeTakeFirstOrThrow();
    expectError(await get(`${wpHref(hidden.id)}/activities`), 404, 'NotFound');
    expectError(await get(`${wpHref(999999)}/activities`), 404, 'NotFound');
  });
});

describe('comments', () => {
  test('POST /work_packages/{id}/activities adds a comment: 201, not a new lockVersion, counted on the package', async () => {
    const wp = await createWp({ subject: 'Discuss' });
    ctx.clock.advance(60_000);
    const response = await send('POST', `${wpHref(wp.id)}/activities?notify=false`, 'member', { comment: { raw: 'Looks good.\n\nShip it.' } });
    expect(response.statusCode).toBe(201);
    const activity: Activity = response.json();
    expect(activity).toMatchObject({
      _type: 'Activity::Comment',
      version: 2,
      comment: { format: 'markdown', raw: 'Looks good.\n\nShip it.', html: '<p>Looks good.</p>\n<p>Ship it.</p>' },
      details: [],
      internal: false,
    });
    expect(activity._links.update).toEqual({ href: `/api/v3/activities/${activity.id}`, method: 'patch' });
    const after = (await get(wpHref(wp.id))).json();
    expect(after).toMatchObject({ lockVersion: 0, commentCount: 1 });
    // The package was active: updatedAt moved with the comment, so "recently updated" lists show it.
    expect(after.updatedAt).toBe(ctx.clock.now().toISOString());
    expect(response.json().createdAt).toBe(ctx.clock.now().toISOString());
  });

  test('a blank comment, an empty paragraph or an internal one is a 422; nothing is written', async () => {
    const wp = await createWp({ subject: 'Blank' });
    for (const raw of ['', '   ', '<p></p>', '<p> <br> </p>']) {
      const error = expectError(await send('POST', `${wpHref(wp.id)}/activities`, 'member', { comment: { raw } }), 422, 'PropertyConstraintViolation');
      expect(error._embedded.details.attribute).toBe('comment');
    }
    expect(expectError(await send('POST', `${wpHref(wp.id)}/activities`, 'member', { comment: { raw: 'x' }, internal: true }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('internal');
    expectError(await send('POST', `${wpHref(wp.id)}/activities`, 'member', { comment: 'plain string' }), 400, 'InvalidRequestBody');
    expectError(await send('POST', `${wpHref(wp.id)}/activities`, 'member', {}), 422, 'PropertyConstraintViolation');
    expect((await activities(wp.id)).total).toBe(1);
  });

  test('permissions: readers and visitors cannot comment (403); invisible packages are 404', async () => {
    const wp = await createWp({ subject: 'Guarded' });
    // Noah is Coordinator in the website (view only); Kwame a visitor of the public project.
    expectError(await send('POST', `${wpHref(wp.id)}/activities`, 'noah.fischer', { comment: { raw: 'Hi' } }), 403, 'MissingPermission');
    expectError(await send('POST', `${wpHref(wp.id)}/activities`, 'kwame.mensah', { comment: { raw: 'Hi' } }), 403, 'MissingPermission');
    const hidden = await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', projectIds.data_warehouse).executeTakeFirstOrThrow();
    expectError(await send('POST', `${wpHref(hidden.id)}/activities`, 'member', { comment: { raw: 'Hi' } }), 404, 'NotFound');
    expect((await activities(wp.id)).total).toBe(1);
    // Kwame still reads the activities of the public project.
    expect((await activities(wp.id, '', 'kwame.mensah')).total).toBe(1);
  });

  test('POST /comments with content and a commentable link', async () => {
    const wp = await createWp({ subject: 'Commentable' });
    const response = await send('POST', '/api/v3/comments', 'member', { content: { raw: 'Via /comments' }, _links: { commentable: { href: wpHref(wp.id) } } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ _type: 'Activity::Comment', comment: { raw: 'Via /comments' }, _links: { workPackage: { href: wpHref(wp.id) } } });
    const hidden = await ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', projectIds.data_warehouse).executeTakeFirstOrThrow();
    const cases: [unknown, string][] = [
      [{ content: { raw: 'x' }, _links: { commentable: { href: wpHref(hidden.id) } } }, 'commentable'],
      [{ content: { raw: 'x' }, _links: { commentable: { href: '/api/v3/projects/1' } } }, 'commentable'],
      [{ content: { raw: 'x' }, _links: { commentable: { href: null } } }, 'commentable'],
      [{ content: { raw: ' ' }, _links: { commentable: { href: wpHref(wp.id) } } }, 'content'],
    ];
    for (const [payload, attribute] of cases) {
      expect(expectError(await send('POST', '/api/v3/comments', 'member', payload), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe(attribute);
    }
    expect((await activities(wp.id)).total).toBe(2);
  });
});

describe('GET and PATCH /activities/{id}', () => {
  test('the author edits their comment; others get 403 and no update link; blank is a 422', async () => {
    const wp = await createWp({ subject: 'Edit comments' });
    const activity: Activity = (await send('POST', `${wpHref(wp.id)}/activities`, 'member', { comment: { raw: 'Frist!' } })).json();
    ctx.clock.advance(60_000);
    const edited = await send('PATCH', `/api/v3/activities/${activity.id}`, 'member', { comment: { raw: 'First!' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: activity.id, comment: { raw: 'First!' }, updatedAt: ctx.clock.now().toISOString() });
    expect((await get(`/api/v3/activities/${activity.id}`)).json().comment.raw).toBe('First!');
    const asTomas = (await get(`/api/v3/activities/${activity.id}`, 'tomas.herrera')).json();
    expect(asTomas._links.update).toBeUndefined();
    const forbidden = expectError(await send('PATCH', `/api/v3/activities/${activity.id}`, 'tomas.herrera', { comment: { raw: 'Hijacked' } }), 403, 'MissingPermission');
    expect(forbidden.message).toBe('Only the author of a comment can edit it.');
    expectError(await send('PATCH', `/api/v3/activities/${activity.id}`, 'admin', { comment: { raw: 'Admin edit' } }), 403, 'MissingPermission');
    expect(expectError(await send('PATCH', `/api/v3/activities/${activity.id}`, 'member', { comment: { raw: ' ' } }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('comment');
    expect((await get(`/api/v3/activities/${activity.id}`)).json().comment.raw).toBe('First!');
  });

  test('404 for an activity of an invisible work package or none at all', async () => {
    const hidden = await ctx.db
      .selectFrom('journals')
      .select('id')
      .where('project_id', '=', projectIds.data_warehouse)
      .executeTakeFirstOrThrow();
    expectError(await get(`/api/v3/activities/${hidden.id}`), 404, 'NotFound');
    expectError(await send('PATCH', `/api/v3/activities/${hidden.id}`, 'member', { comment: { raw: 'x' } }), 404, 'NotFound');
    expectError(await get('/api/v3/activities/99999999'), 404, 'NotFound');
    expect((await get(`/api/v3/activities/${hidden.id}`, 'admin')).statusCode).toBe(200);
  });
});
