import { documentsCopier } from '../src/modules/documents/copier.ts';
import { createTestContext, DEMO_PASSWORD, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
let adminCookie: string;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  adminCookie = await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD);
  adminId = (await ctx.db.selectFrom('principals').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: adminCookie, ...XHR } });

async function newProject(identifier: string): Promise<number> {
  const now = ctx.clock.now().toISOString();
  const [project] = await ctx.db
    .insertInto('projects')
    .values({ identifier, name: identifier, description: '', public: false, active: true, templated: false, parent_id: null, status_code: null, status_explanation: '', created_at: now, updated_at: now })
    .returning('id')
    .execute();
  return project.id;
}

async function copy(sourceProjectId: number, targetProjectId: number) {
  const idMaps = new Map<string, Map<number, number>>();
  const result = await ctx.db.transaction().execute((trx) =>
    documentsCopier.copy({ trx, sourceProjectId, targetProjectId, now: ctx.clock.now().toISOString(), userId: adminId, idMaps, options: new Set(['documents']) }),
  );
  return { result, idMap: idMaps.get('documents')! };
}

describe('documentsCopier', () => {
  test('is the documents option', () => {
    expect(documentsCopier.option).toBe('documents');
  });

  test('copies every document with its title, category and content, by the copier, at lockVersion 0 with one version', async () => {
    const source = await ctx.db.selectFrom('documents').select(['project_id']).groupBy('project_id').orderBy('project_id').executeTakeFirstOrThrow();
    const originals = await ctx.db.selectFrom('documents').selectAll().where('project_id', '=', source.project_id).orderBy('id').execute();
    expect(originals.length).toBeGreaterThan(0);
    const targetId = await newProject('documents_copy_target');

    const { result, idMap } = await copy(source.project_id, targetId);

    expect(result).toEqual({ copied: originals.length });
    expect(idMap.size).toBe(originals.length);
    for (const original of originals) {
      const response = await get(`/api/v3/documents/${idMap.get(original.id)}`);
      expect(response.statusCode).toBe(200);
      const copied = response.json();
      expect(copied).toMatchObject({ title: original.title, lockVersion: 0, content: JSON.parse(original.content) });
      expect(copied._links.project.href).toBe(`/api/v3/projects/${targetId}`);
      expect(copied._links.author.href).toBe(`/api/v3/users/${adminId}`);
      const versions = (await get(`/api/v3/documents/${idMap.get(original.id)}/versions`)).json();
      expect(versions.total).toBe(1);
    }
    // The source is untouched.
    expect(await ctx.db.selectFrom('documents').selectAll().where('project_id', '=', source.project_id).orderBy('id').execute()).toEqual(originals);
  });

  test('a project without documents copies none', async () => {
    const empty = await newProject('documents_copy_empty');
    const target = await newProject('documents_copy_empty_target');
    expect((await copy(empty, target)).result).toEqual({ copied: 0 });
  });
});
