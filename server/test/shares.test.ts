// Sharing documents and work packages (issue 14 item 5; spec 002 sections 3, 6, 7): the generated matrix of project
// role x share level x action, the sharing permissions list, Shared with me, and bad input.
import { insertProjectRoles } from '../src/seed/bulk.ts';
import { DEFAULT_PROJECT_ROLES } from '../src/seed/roles.ts';
import { createUser } from '../src/modules/users/service.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, TEST_PASSWORD_HASHING, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const users: Record<string, number> = {};
const roles = new Map<string, number>();
let project = 0;
let archived = 0;

/** The project roles of the matrix: none, one without documents or work packages, a viewer, an editor, a leader. */
const ROLE_OF = { nonMember: null, outsider: 'Outsider', reader: 'Reader', member: 'Member', leader: 'Team Leader' } as const;
type Role = keyof typeof ROLE_OF;
const LEVELS = ['none', 'view', 'edit', 'manage'] as const;
type Level = (typeof LEVELS)[number];
const ACTIONS = ['read', 'update', 'delete', 'share'] as const;
type Action = (typeof ACTIONS)[number];

const get = (url: string, who: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
const userLink = (id: number) => ({ href: `/api/v3/users/${id}` });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function must(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) {
  const response = await send(method, url, who, payload);
  if (response.statusCode >= 300) throw new Error(`${method} ${url} as ${who}: ${response.statusCode} ${response.body}`);
  return response.body ? response.json() : undefined;
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const ids = await insertProjectRoles(ctx.db, [...DEFAULT_PROJECT_ROLES, { name: 'Outsider', permissions: ['view_project'] }]);
  for (const [name, id] of ids) roles.set(name, id);
  const now = ctx.clock.now();
  for (const key of ['admin', ...Object.keys(ROLE_OF), 'bystander', 'loner', 'locked', 'notified']) {
    const user = await createUser(ctx.db, TEST_PASSWORD_HASHING, { email: `${key}@share.test`, firstName: key, lastName: 'Tester', password: DEMO_PASSWORD, roleType: key === 'admin' ? 'admin' : 'member' }, now);
    users[key] = user.id;
    cookies[key] = await login(ctx.app, `${key}@share.test`, DEMO_PASSWORD);
  }
  await ctx.db.updateTable('principals').set({ status: 'locked' }).where('id', '=', users.locked).execute();
  project = (await must('POST', '/api/v3/projects', 'admin', { name: 'Shared secrets', identifier: 'shared_secrets', public: false })).id;
  archived = (await must('POST', '/api/v3/projects', 'admin', { name: 'Old secrets', identifier: 'old_secrets', public: false })).id;
  for (const [who, role] of Object.entries(ROLE_OF)) {
    if (role === null) continue;
    for (const projectId of [project, archived]) {
      await must('POST', '/api/v3/memberships', 'admin', {
        _links: { principal: userLink(users[who]), project: { href: `/api/v3/projects/${projectId}` }, roles: [{ href: `/api/v3/roles/${roles.get(role)}` }] },
      });
    }
  }
}, 120_000);
afterAll(async () => ctx?.close());

let created = 0;
async function newDocument(projectId = project, title?: string, who = 'admin'): Promise<number> {
  created += 1;
  const content = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `Secret text ${created}` }] }] };
  return (await must('POST', `/api/v3/projects/${projectId}/documents`, who, { title: title ?? `Secret ${created}`, content })).id;
}
async function newWorkPackage(): Promise<number> {
  return (await must('POST', `/api/v3/projects/${project}/work_packages`, 'admin', { subject: `Secret task ${++created}` })).id;
}
async function share(path: string, who: string, level: Exclude<Level, 'none'>, as = 'admin') {
  return must('POST', `/api/v3/${path}/shares`, as, { permissionLevel: level, _links: { user: userLink(users[who]) } });
}

/** What a role may do without any share, and what each share level adds: the highest wins. */
const DOCUMENT_ROLE_RIGHTS: Record<Role, Action[]> = {
  nonMember: [],
  outsider: [],
  reader: ['read'],
  member: ['read', 'update', 'delete', 'share'],
  leader: ['read', 'update', 'delete', 'share'],
};
const WORK_PACKAGE_ROLE_RIGHTS: Record<Role, Action[]> = {
  nonMember: [],
  outsider: [],
  reader: ['read'],
  member: ['read', 'update'],
  // manage_members lets a role share its project's work packages.
  leader: ['read', 'update', 'share'],
};
const LEVEL_RIGHTS: Record<Level, Action[]> = { none: [], view: ['read'], edit: ['read', 'update'], manage: ['read', 'update', 'delete', 'share'] };

/** allowed -> the success status; seen but not allowed -> 403; not seen -> 404. */
function expected(rights: Action[], action: Action, success: number): number {
  if (rights.includes(action)) return success;
  return rights.includes('read') ? 403 : 404;
}

const cases = Object.keys(ROLE_OF).flatMap((role) => LEVELS.flatMap((level) => ACTIONS.map((action) => [role as Role, level, action] as const)));

describe('documents: role x share level x action', () => {
  test.each(cases)('%s with a %s share: %s', async (role, level, action) => {
    const id = await newDocument();
    if (level !== 'none') await share(`documents/${id}`, role, level);
    const rights = [...new Set([...DOCUMENT_ROLE_RIGHTS[role], ...LEVEL_RIGHTS[level]])];
    const url = `/api/v3/documents/${id}`;
    let response;
    let success: number;
    if (action === 'read') {
      response = await get(url, role);
      success = 200;
    } else if (action === 'update') {
      response = await send('PATCH', url, role, { title: 'Changed by a share', lockVersion: 0 });
      success = 200;
    } else if (action === 'delete') {
      response = await send('DELETE', url, role);
      success = 204;
    } else {
      response = await send('POST', `${url}/shares`, role, { permissionLevel: 'view', _links: { user: userLink(users.bystander) } });
      success = 201;
    }
    expect(response.statusCode).toBe(expected(rights, action, success));
    // What the document offers agrees with what the server allows.
    if (action === 'read' && response.statusCode === 200) {
      const links = response.json()._links;
      expect(Boolean(links.updateImmediately)).toBe(rights.includes('update'));
      expect(Boolean(links.delete)).toBe(rights.includes('delete'));
    }
  });
});

describe('work packages: role x share level x action', () => {
  const wpCases = cases.filter(([, , action]) => action !== 'delete');
  test.each(wpCases)('%s with a %s share: %s', async (role, level, action) => {
    const id = await newWorkPackage();
    if (level !== 'none') await share(`work_packages/${id}`, role, level);
    const rights = [...new Set([...WORK_PACKAGE_ROLE_RIGHTS[role], ...LEVEL_RIGHTS[level]])];
    const url = `/api/v3/work_packages/${id}`;
    let response;
    let success: number;
    if (action === 'read') {
      response = await get(url, role);
      success = 200;
    } else if (action === 'update') {
      response = await send('PATCH', url, role, { subject: 'Changed by a share', lockVersion: 0 });
      success = 200;
    } else {
      response = await send('POST', `${url}/shares`, role, { permissionLevel: 'view', _links: { user: userLink(users.bystander) } });
      success = 201;
    }
    expect(response.statusCode).toBe(expected(rights, action, success));
  });

  test('a shared work package is reachable by id only: the lists leave it out', async () => {
    const id = await newWorkPackage();
    await share(`work_packages/${id}`, 'nonMember', 'view');
    expect((await get(`/api/v3/work_packages/${id}`, 'nonMember')).statusCode).toBe(200);
    const list = await get('/api/v3/work_packages?pageSize=100', 'nonMember');
    expect(list.json()._embedded.elements.map((element: { id: number }) => element.id)).not.toContain(id);
  });

  test("a work package carries its share link for whoever may share it (manage_members), and only for them", async () => {
    const id = await newWorkPackage();
    const linkOf = async (who: string) => (await get(`/api/v3/work_packages/${id}`, who)).json()._links.share;
    expect(await linkOf('admin')).toEqual({ href: `/api/v3/work_packages/${id}/shares`, method: 'post' });
    expect(await linkOf('member')).toBeUndefined();
  });

  test('deleting a work package removes its shares', async () => {
    const id = await newWorkPackage();
    await share(`work_packages/${id}`, 'nonMember', 'view');
    await must('DELETE', `/api/v3/work_packages/${id}`, 'admin');
    const left = await ctx.db.selectFrom('shares').select('id').where('entity_type', '=', 'WorkPackage').where('entity_id', '=', id).execute();
    expect(left).toEqual([]);
  });
});

describe('a viewer share', () => {
  test('lets a non-member read the document, nowhere else, and refuses their edit', async () => {
    const id = await newDocument(project, 'Viewer only');
    await share(`documents/${id}`, 'nonMember', 'view');
    const read = await get(`/api/v3/documents/${id}`, 'nonMember');
    expect(read.statusCode).toBe(200);
    expect(read.json().title).toBe('Viewer only');
    const all = await get('/api/v3/documents?pageSize=1000', 'nonMember');
    expect(all.json().total).toBe(0);
    expect((await get(`/api/v3/projects/${project}/documents`, 'nonMember')).statusCode).toBe(404);
    expectError(await send('PATCH', `/api/v3/documents/${id}`, 'nonMember', { title: 'Forced', lockVersion: 0 }), 403, 'MissingPermission');
    expect((await get(`/api/v3/documents/${id}`, 'nonMember')).json().title).toBe('Viewer only');
  });

  test('an edit share may restore a version; a share in an archived project changes nothing', async () => {
    const id = await newDocument(archived);
    await share(`documents/${id}`, 'nonMember', 'edit');
    await must('PATCH', `/api/v3/projects/${archived}`, 'admin', { active: false });
    expect((await get(`/api/v3/documents/${id}`, 'nonMember')).statusCode).toBe(200);
    expectError(await send('PATCH', `/api/v3/documents/${id}`, 'nonMember', { title: 'Late', lockVersion: 0 }), 403, 'MissingPermission');
    expectError(await send('POST', `/api/v3/documents/${id}/shares`, 'admin', { permissionLevel: 'view', _links: { user: userLink(users.bystander) } }), 403, 'MissingPermission');
  });
});

describe('sharing calls', () => {
  test('a share is represented as spec 002 section 3 says, with its links', async () => {
    const id = await newDocument(project, 'Represented');
    const response = await send('POST', `/api/v3/documents/${id}/shares`, 'member', { permissionLevel: 'edit', _links: { user: userLink(users.nonMember) } });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      _type: 'Share',
      permissionLevel: 'edit',
      user: { id: users.nonMember, name: 'nonMember Tester', email: null },
      sharedEntity: { type: 'Document', id, title: 'Represented' },
    });
    expect(body._links.self.href).toBe(`/api/v3/sharing_permissions/${body.id}`);
    expect(body._links.user.href).toBe(`/api/v3/users/${users.nonMember}`);
    expect(body._links.sharedEntity).toEqual({ href: `/api/v3/documents/${id}`, title: 'Represented' });
    expect(body._links.update).toEqual({ href: `/api/v3/sharing_permissions/${body.id}`, method: 'put' });
    expect(body._links.delete.method).toBe('delete');
    // The recipient sees their email; the list of the document's shares shows everyone who may see the document.
    const mine = await get(`/api/v3/sharing_permissions/${body.id}`, 'nonMember');
    expect(mine.json().user.email).toBe('nonmember@share.test');
    expect(mine.json()._links.update).toBeUndefined();
    const list = await get(`/api/v3/documents/${id}/shares`, 'reader');
    expect(list.json()._embedded.elements.map((element: { id: number }) => element.id)).toEqual([body.id]);
    expect(list.json()._embedded.elements[0]._links.delete).toBeUndefined();
  });

  test('sharing again changes the level (200); PUT changes it; DELETE removes it and the access', async () => {
    const id = await newDocument();
    const first = await share(`documents/${id}`, 'nonMember', 'view');
    const again = await send('POST', `/api/v3/documents/${id}/shares`, 'admin', { permissionLevel: 'manage', _links: { user: userLink(users.nonMember) } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, permissionLevel: 'manage' });
    const put = await send('PUT', `/api/v3/sharing_permissions/${first.id}`, 'member', { permissionLevel: 'edit' });
    expect(put.statusCode).toBe(200);
    expect(put.json().permissionLevel).toBe('edit');
    // The recipient may not change their own share (they do not manage the document).
    expectError(await send('PUT', `/api/v3/sharing_permissions/${first.id}`, 'nonMember', { permissionLevel: 'manage' }), 403, 'MissingPermission');
    expectError(await send('DELETE', `/api/v3/sharing_permissions/${first.id}`, 'outsider'), 404, 'NotFound');
    expect((await send('DELETE', `/api/v3/sharing_permissions/${first.id}`, 'member')).statusCode).toBe(204);
    expect((await get(`/api/v3/documents/${id}`, 'nonMember')).statusCode).toBe(404);
    expect((await get(`/api/v3/sharing_permissions/${first.id}`, 'admin')).statusCode).toBe(404);
  });

  test('a new share tells its recipient (a notification); sharing again at another level does not', async () => {
    const id = await newDocument(project, 'Release checklist');
    const sharedNotifications = async () =>
      (await get(`/api/v3/notifications?filters=${q([{ reason: { operator: '=', values: ['shared'] } }])}`, 'notified')).json()._embedded.elements as {
        reason: string; _links: { resource: { href: string }; actor: { href: string } };
      }[];
    const before = (await sharedNotifications()).length;
    await share(`documents/${id}`, 'notified', 'view');
    const after = await sharedNotifications();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ reason: 'shared', _links: { resource: { href: `/api/v3/documents/${id}` }, actor: { href: `/api/v3/users/${users.admin}` } } });
    await share(`documents/${id}`, 'notified', 'edit');
    expect(await sharedNotifications()).toHaveLength(before + 1);
  });

  test('DELETE /documents/{id}/shares/{shareId} removes it; a share of another document is a 404', async () => {
    const id = await newDocument();
    const other = await newDocument();
    const created = await share(`documents/${id}`, 'nonMember', 'view');
    expectError(await send('DELETE', `/api/v3/documents/${other}/shares/${created.id}`, 'admin'), 404, 'NotFound');
    expectError(await send('DELETE', `/api/v3/documents/${id}/shares/${created.id}`, 'reader'), 403, 'MissingPermission');
    expect((await send('DELETE', `/api/v3/documents/${id}/shares/${created.id}`, 'member')).statusCode).toBe(204);
    expect((await get(`/api/v3/documents/${id}/shares`, 'admin')).json().total).toBe(0);
  });

  test('GET /sharing_permissions: received shares and those of managed entities, filtered and paged', async () => {
    const id = await newDocument(project, 'Listed');
    const toOutsider = await share(`documents/${id}`, 'outsider', 'view');
    const wp = await newWorkPackage();
    const wpShare = await share(`work_packages/${wp}`, 'outsider', 'edit');
    const ids = async (who: string, filters?: unknown) => {
      const response = await get(`/api/v3/sharing_permissions?pageSize=1000${filters ? `&filters=${q(filters)}` : ''}`, who);
      expect(response.statusCode).toBe(200);
      return response.json()._embedded.elements.map((element: { id: number }) => element.id) as number[];
    };
    expect(await ids('outsider')).toEqual(expect.arrayContaining([toOutsider.id, wpShare.id]));
    // The member manages documents (not work packages); the reader manages nothing and received nothing here.
    expect(await ids('member')).toContain(toOutsider.id);
    expect(await ids('member')).not.toContain(wpShare.id);
    expect(await ids('leader')).toEqual(expect.arrayContaining([toOutsider.id, wpShare.id]));
    expect(await ids('reader')).not.toContain(toOutsider.id);
    expect(await ids('bystander')).not.toContain(toOutsider.id);
    expect(await ids('leader', [{ entityType: { operator: '=', values: ['WorkPackage'] } }])).not.toContain(toOutsider.id);
    expect(await ids('leader', [{ entityId: { operator: '=', values: [String(id)] } }, { entityType: { operator: '=', values: ['Document'] } }])).toEqual([toOutsider.id]);
    expect(await ids('admin', [{ user: { operator: '=', values: [String(users.outsider)] } }])).toEqual(expect.arrayContaining([toOutsider.id, wpShare.id]));
    const paged = await get('/api/v3/sharing_permissions?pageSize=1&offset=1', 'outsider');
    expect(paged.json()).toMatchObject({ count: 1, pageSize: 1, offset: 1 });
    expect(paged.json().total).toBeGreaterThanOrEqual(2);
    expect((await get(`/api/v3/sharing_permissions/${toOutsider.id}`, 'reader')).statusCode).toBe(404);
  });

  test('the sharing permissions list takes the same number of statements for 1 or 20 shares', async () => {
    const count = async (pageSize: number) => {
      ctx.statements.count = 0;
      expect((await get(`/api/v3/sharing_permissions?pageSize=${pageSize}`, 'admin')).statusCode).toBe(200);
      return ctx.statements.count;
    };
    expect(await count(20)).toBe(await count(1));
  });
});

describe('Shared with me', () => {
  test('lists documents shared with the caller, with their level, without those they wrote', async () => {
    const theirs = await newDocument(project, 'Written by the member', 'member');
    const shared = await newDocument(project, 'Shared with the member');
    await share(`documents/${theirs}`, 'member', 'view', 'admin');
    await share(`documents/${shared}`, 'member', 'edit', 'admin');
    const response = await get('/api/v3/documents/shared_with_me', 'member');
    expect(response.statusCode).toBe(200);
    const elements = response.json()._embedded.elements as { id: number; title: string; permissionLevel: string; authorName: string; preview: string }[];
    expect(elements.map((element) => element.id)).toContain(shared);
    expect(elements.map((element) => element.id)).not.toContain(theirs);
    expect(elements.find((element) => element.id === shared)).toMatchObject({ _type: 'SharedDocument', title: 'Shared with the member', permissionLevel: 'edit', authorName: 'admin Tester' });
    expect(elements.find((element) => element.id === shared)?.preview).toMatch(/^Secret text/);
    expect((await get('/api/v3/documents/shared_with_me', 'loner')).json().total).toBe(0);
  });
});

describe('bad input', () => {
  let id = 0;
  beforeAll(async () => {
    id = await newDocument();
  });
  const post = (body: unknown, who = 'admin') => send('POST', `/api/v3/documents/${id}/shares`, who, body);

  test.each([
    ['a level outside view/edit/manage', { permissionLevel: 'owner', _links: { user: userLink(2) } }, 'permissionLevel'],
    ['no level', { _links: { user: userLink(2) } }, 'permissionLevel'],
    ['no user', { permissionLevel: 'view' }, 'user'],
    ['a user link that is not one', { permissionLevel: 'view', _links: { user: { href: '/api/v3/projects/1' } } }, 'user'],
    ['a user that does not exist', { permissionLevel: 'view', _links: { user: userLink(999_999) } }, 'user'],
  ])('%s is a 422 naming the field', async (_name, body, attribute) => {
    const error = expectError(await post(body), 422, 'PropertyConstraintViolation');
    expect(error._embedded.details.attribute).toBe(attribute);
  });

  test('a locked user, oneself, or a group is a 422 naming the user', async () => {
    expect(expectError(await post({ permissionLevel: 'view', _links: { user: userLink(users.locked) } }), 422, 'PropertyConstraintViolation').message).toMatch(/locked/);
    expect(expectError(await post({ permissionLevel: 'view', _links: { user: userLink(users.admin) } }), 422, 'PropertyConstraintViolation').message).toMatch(/yourself/);
  });

  test('PUT with a bad level is a 422; a wrong type a 400', async () => {
    const created = await share(`documents/${id}`, 'bystander', 'view');
    expectError(await send('PUT', `/api/v3/sharing_permissions/${created.id}`, 'admin', { permissionLevel: 'all' }), 422, 'PropertyConstraintViolation');
    expectError(await send('PUT', `/api/v3/sharing_permissions/${created.id}`, 'admin', { permissionLevel: 3 }), 400, 'InvalidRequestBody');
  });

  test("wikis answer 'Unsupported entity type for sharing'", async () => {
    for (const response of [await get('/api/v3/wikis/1/shares', 'admin'), await send('POST', '/api/v3/wikis/1/shares', 'admin', { permissionLevel: 'view' })]) {
      expect(expectError(response, 422, 'PropertyConstraintViolation').message).toBe('Unsupported entity type for sharing');
    }
  });

  test('a share of a document nobody may see is a 404, for every write', async () => {
    expectError(await post({ permissionLevel: 'view', _links: { user: userLink(users.bystander) } }, 'loner'), 404, 'NotFound');
    expectError(await send('POST', '/api/v3/documents/999999/shares', 'admin', { permissionLevel: 'view', _links: { user: userLink(users.bystander) } }), 404, 'NotFound');
  });
});
