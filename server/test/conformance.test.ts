// Every representation of a path that OpenProject also has validates against OpenProject's own schema for it
// (test/fixtures/openproject-schemas.json, extracted unchanged from OpenProject's published API v3 document).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, DEMO_PASSWORD, login, XHR, type TestContext } from './helpers.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'openproject-schemas.json');
const SPEC_ID = 'https://openproject.example/api/v3/spec.json';

interface SchemaFixture {
  schemas: Record<string, object>;
}

/** OpenProject's schemas compiled by Ajv's JSON Schema 2020-12 class (OpenAPI 3.1 uses that dialect). */
function openProjectValidator() {
  const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as SchemaFixture;
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
  addFormats.default(ajv);
  // OpenAPI's annotation keyword and the document's container of schemas; OpenProject's own string formats:
  // markdown and plain text are any string, a hex code is a CSS colour.
  ajv.addKeyword('example');
  ajv.addKeyword('components');
  ajv.addFormat('markdown', true);
  ajv.addFormat('plain', true);
  ajv.addFormat('hex-code', /^#(?:[0-9a-fA-F]{3}){1,2}$/);
  ajv.addSchema({ $id: SPEC_ID, components: { schemas: fixture.schemas } });
  return (schemaName: string, body: unknown): string[] => {
    if (!(schemaName in fixture.schemas)) throw new Error(`${schemaName} is not in the fixture`);
    const validate = ajv.getSchema(`${SPEC_ID}#/components/schemas/${schemaName}`);
    if (!validate) throw new Error(`cannot compile ${schemaName}`);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
  };
}

const validate = openProjectValidator();

let ctx: TestContext;
let admin: string;
let member: string;
const ids = { project: 0, childProject: 0, workPackage: 0, membership: 0, version: 0, status: 0, priority: 0, type: 0, timeEntry: 0, user: 0, document: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD);
  member = await login(ctx.app, 'member@tessera.local', DEMO_PASSWORD);
  const child = await ctx.db.selectFrom('projects').select(['id', 'parent_id']).where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  ids.childProject = child.id;
  ids.project = child.parent_id!;
  const wp = await ctx.db.selectFrom('work_packages').select('id').where('parent_id', 'is not', null).where('assigned_to_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  ids.workPackage = wp.id;
  ids.membership = (await ctx.db.selectFrom('memberships').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ids.version = (await ctx.db.selectFrom('versions').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ids.status = (await ctx.db.selectFrom('statuses').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ids.priority = (await ctx.db.selectFrom('priorities').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ids.type = (await ctx.db.selectFrom('types').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ids.timeEntry = (await ctx.db.selectFrom('time_entries').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ids.document = (await ctx.db.selectFrom('documents').select('id').where('project_id', '=', ids.project).orderBy('id').executeTakeFirstOrThrow()).id;
  ids.user = (await ctx.db.selectFrom('principals').select('id').where('type', '=', 'User').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await ctx.close();
});

async function getJson(url: string, cookie: string, status = 200) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  if (response.statusCode !== status) throw new Error(`GET ${url}: expected ${status}, got ${response.statusCode} ${response.body}`);
  return response.json();
}

function expectConforms(schemaName: string, body: unknown) {
  expect({ schema: schemaName, errors: validate(schemaName, body) }).toEqual({ schema: schemaName, errors: [] });
}

const PAGE = 'pageSize=100';
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe.each([
  ['an admin', () => admin],
  ['a member', () => member],
])('as %s', (_who, cookie) => {
  const cases: [string, string, () => string][] = [
    ['ProjectCollectionModel', 'projects', () => `/api/v3/projects?${PAGE}`],
    ['ProjectModel', 'a project with a parent', () => `/api/v3/projects/${ids.childProject}`],
    ['ProjectModel', 'a root project', () => `/api/v3/projects/${ids.project}`],
    ['View_project_statusModel', 'a project status', () => '/api/v3/project_statuses/on_track'],
    ['Categories_by_WorkspaceModel', "a project's categories", () => `/api/v3/projects/${ids.project}/categories`],
    ['Work_PackagesModel', 'work packages', () => `/api/v3/work_packages?${PAGE}&filters=${q([])}`],
    ['Work_PackagesModel', "a project's work packages", () => `/api/v3/projects/${ids.project}/work_packages?${PAGE}&filters=${q([])}`],
    ['WorkPackageModel', 'a work package', () => `/api/v3/work_packages/${ids.workPackage}`],
    ['WorkPackageSchemaModel', 'a work package schema', () => `/api/v3/work_packages/schemas/${ids.project}-${ids.type}`],
    ['MembershipCollectionModel', 'memberships', () => `/api/v3/memberships?${PAGE}`],
    ['MembershipReadModel', 'a membership', () => `/api/v3/memberships/${ids.membership}`],
    ['MembershipSchemaModel', 'the membership schema', () => '/api/v3/memberships/schema'],
    ['VersionCollectionModel', 'versions', () => '/api/v3/versions'],
    ['Versions_by_WorkspaceModel', "a project's versions", () => `/api/v3/projects/${ids.project}/versions`],
    ['VersionReadModel', 'a version', () => `/api/v3/versions/${ids.version}`],
    ['Version_schemaModel', 'the version schema', () => '/api/v3/versions/schema'],
    ['StatusCollectionModel', 'statuses', () => '/api/v3/statuses'],
    ['StatusModel', 'a status', () => `/api/v3/statuses/${ids.status}`],
    ['PriorityCollectionModel', 'priorities', () => '/api/v3/priorities'],
    ['PriorityModel', 'a priority', () => `/api/v3/priorities/${ids.priority}`],
    ['TypesModel', 'types', () => '/api/v3/types'],
    ['Types_by_WorkspaceModel', "a project's types", () => `/api/v3/projects/${ids.project}/types`],
    ['TypeModel', 'a type', () => `/api/v3/types/${ids.type}`],
    ['TimeEntryCollectionModel', 'time entries', () => `/api/v3/time_entries?${PAGE}`],
    ['TimeEntryModel', 'a time entry', () => `/api/v3/time_entries/${ids.timeEntry}`],
    ['UserCollectionModel', 'users', () => `/api/v3/users?${PAGE}`],
    ['UserModel', 'a user', () => `/api/v3/users/${ids.user}`],
    ['UserModel', 'the current user', () => '/api/v3/users/me'],
    ['DocumentsModel', 'documents', () => `/api/v3/documents?${PAGE}`],
    ['DocumentsModel', "a project's documents", () => `/api/v3/projects/${ids.project}/documents?${PAGE}`],
    ['DocumentModel', 'a document', () => `/api/v3/documents/${ids.document}`],
  ];
  test.each(cases)('%s: %s', async (schemaName, _what, url) => {
    const response = await ctx.app.inject({ method: 'GET', url: url(), headers: { cookie: cookie() } });
    if (response.statusCode === 403 || response.statusCode === 404) {
      // What the caller may not see is an Error in OpenProject's shape too.
      expectConforms('ErrorResponse', response.json());
      return;
    }
    expect(response.statusCode).toBe(200);
    expectConforms(schemaName, response.json());
    // OpenProject's documents collection describes no elements: each is held to its Document schema.
    if (schemaName === 'DocumentsModel') for (const element of response.json()._embedded.elements) expectConforms('DocumentModel', element);
  });
});

describe('errors', () => {
  const expectErrorConforms = (response: LightMyRequestResponse, status: number) => {
    expect(response.statusCode).toBe(status);
    expectConforms('ErrorResponse', response.json());
  };

  test('401, 404, 400 and 422 answers are OpenProject errors', async () => {
    expectErrorConforms(await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me' }), 401);
    expectErrorConforms(await ctx.app.inject({ method: 'GET', url: '/api/v3/work_packages/999999', headers: { cookie: admin } }), 404);
    expectErrorConforms(await ctx.app.inject({ method: 'GET', url: '/api/v3/project_statuses/nowhere', headers: { cookie: admin } }), 404);
    expectErrorConforms(await ctx.app.inject({ method: 'GET', url: `/api/v3/work_packages?filters=${q([{ nope: { operator: '=', values: [] } }])}`, headers: { cookie: admin } }), 400);
    expectErrorConforms(
      await ctx.app.inject({ method: 'POST', url: '/api/v3/projects', headers: { cookie: admin, ...XHR }, payload: { name: '' } }),
      422,
    );
  });
});

type Links = Record<string, { href: string | null; method?: string; templated?: boolean } | { href: string | null }[]>;

/** The resources a representation links to for reading: no action links, templates, empty or undisclosed links. */
function readableHrefs(links: Links): string[] {
  return Object.values(links)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value) => !('method' in value && value.method) && !('templated' in value && value.templated))
    .flatMap((value) => (value.href && value.href.startsWith('/api/v3/') ? [value.href] : []));
}

describe('links lead somewhere', () => {
  test.each([
    ['a project with a parent', () => `/api/v3/projects/${ids.childProject}`],
    ['a work package with a parent', () => `/api/v3/work_packages/${ids.workPackage}`],
    ['a membership', () => `/api/v3/memberships/${ids.membership}`],
    ['a version', () => `/api/v3/versions/${ids.version}`],
    ['a time entry', () => `/api/v3/time_entries/${ids.timeEntry}`],
  ])('every link of %s answers 200', async (_what, url) => {
    const body = await getJson(url(), admin);
    const answers = await Promise.all(
      readableHrefs(body._links).map(async (href) => [href, (await ctx.app.inject({ method: 'GET', url: href, headers: { cookie: admin } })).statusCode]),
    );
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
    expect(answers.length).toBeGreaterThan(3);
  });
});

describe('what the required links say', () => {
  test("a work package's ancestors run from the root down to its parent, in lists too", async () => {
    const post = async (url: string, payload: object) => {
      const response = await ctx.app.inject({ method: 'POST', url, headers: { cookie: admin, ...XHR }, payload });
      expect(response.statusCode).toBe(201);
      return response.json();
    };
    const projectPath = `/api/v3/projects/${ids.project}/work_packages`;
    const root = await post(projectPath, { subject: 'Ancestry root' });
    const middle = await post(projectPath, { subject: 'Ancestry middle', _links: { parent: { href: root._links.self.href } } });
    const leaf = await post(projectPath, { subject: 'Ancestry leaf', _links: { parent: { href: middle._links.self.href } } });
    const expected = [
      { href: `/api/v3/work_packages/${root.id}`, title: 'Ancestry root' },
      { href: `/api/v3/work_packages/${middle.id}`, title: 'Ancestry middle' },
    ];
    expect(leaf._links.ancestors).toEqual(expected);
    expect((await getJson(`/api/v3/work_packages/${leaf.id}`, member))._links.ancestors).toEqual(expected);
    expect((await getJson(`/api/v3/work_packages/${root.id}`, member))._links.ancestors).toEqual([]);
    const ids_ = [root.id, middle.id, leaf.id].map(String);
    const list = await getJson(`/api/v3/work_packages?filters=${q([{ id: { operator: '=', values: ids_ } }])}&sortBy=${q([['id', 'asc']])}`, member);
    expect(list._embedded.elements.map((element: { _links: { ancestors: unknown[] } }) => element._links.ancestors)).toEqual([[], expected.slice(0, 1), expected]);
    expect(list._embedded.elements[0]._links.children).toEqual([{ href: `/api/v3/work_packages/${middle.id}`, title: 'Ancestry middle' }]);
  });

  test("a work package's schema names its project and type, and lists where linked values come from", async () => {
    const wp = await getJson(`/api/v3/work_packages/${ids.workPackage}`, member);
    const [projectId, typeId] = [wp._links.project.href, wp._links.type.href].map((href: string) => href.split('/').at(-1));
    expect(wp._links.schema.href).toBe(`/api/v3/work_packages/schemas/${projectId}-${typeId}`);
    const schema = await getJson(wp._links.schema.href, member);
    expect(schema.subject).toMatchObject({ type: 'String', required: true, writable: true, minLength: 1, maxLength: 255 });
    expect(schema.type._links.allowedValues.href).toBe(`/api/v3/projects/${projectId}/types`);
    expect(schema.version._links.allowedValues.href).toBe(`/api/v3/projects/${projectId}/versions`);
    expect(schema.project.writable).toBe(false);
  });

  test('a work package schema is a 404 for an invisible project, an unknown type or a malformed identifier', async () => {
    const hidden = await ctx.db.selectFrom('projects').select('id').where('identifier', '=', 'internal_tools').executeTakeFirstOrThrow();
    await getJson(`/api/v3/work_packages/schemas/${hidden.id}-${ids.type}`, member, 404);
    await getJson(`/api/v3/work_packages/schemas/${hidden.id}-${ids.type}`, admin, 200);
    await getJson(`/api/v3/work_packages/schemas/${ids.project}-999999`, admin, 404);
    await getJson('/api/v3/work_packages/schemas/nonsense', admin, 404);
    await getJson('/api/v3/work_packages/schemas/1-99999999999', admin, 404);
  });

  test("a group's membership embeds the group with its users", async () => {
    const groupMembership = await ctx.db
      .selectFrom('memberships')
      .innerJoin('principals', 'principals.id', 'memberships.principal_id')
      .select(['memberships.id', 'principals.id as group_id'])
      .where('principals.type', '=', 'Group')
      .orderBy('memberships.id')
      .executeTakeFirstOrThrow();
    const users = await ctx.db
      .selectFrom('group_users')
      .innerJoin('principals', 'principals.id', 'group_users.user_id')
      .select(['principals.id', 'principals.name'])
      .where('group_users.group_id', '=', groupMembership.group_id)
      .orderBy('principals.name')
      .execute();
    expect(users.length).toBeGreaterThan(0);
    const { principal } = (await getJson(`/api/v3/memberships/${groupMembership.id}`, admin))._embedded;
    expect(principal._type).toBe('Group');
    expect(principal._embedded.members.map((user: { id: number; name: string }) => ({ id: user.id, name: user.name }))).toEqual(users);
    expect(principal._links.members.map((user: { href: string }) => user.href)).toEqual(users.map((user) => `/api/v3/users/${user.id}`));
  });

  test("a project's categories are an empty collection, and a 404 for a project the caller may not see", async () => {
    const hidden = await ctx.db.selectFrom('projects').select('id').where('identifier', '=', 'internal_tools').executeTakeFirstOrThrow();
    expect(await getJson(`/api/v3/projects/${ids.project}/categories`, member)).toMatchObject({ _type: 'Collection', total: 0, count: 0, _embedded: { elements: [] } });
    await getJson(`/api/v3/projects/${hidden.id}/categories`, member, 404);
  });
});
