// Control characters in request bodies: one rule for every write route and both databases (PostgreSQL cannot store
// NUL in text at all), checked before any module sees the body.
import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: string;
let projectId: number;
let workPackage: { id: number; lockVersion: number };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD);
  projectId = (await ctx.db.selectFrom('projects').select('id').where('identifier', '=', 'website_relaunch').executeTakeFirstOrThrow()).id;
  const row = await ctx.db.selectFrom('work_packages').select(['id', 'lock_version']).where('project_id', '=', projectId).orderBy('id').executeTakeFirstOrThrow();
  workPackage = { id: row.id, lockVersion: row.lock_version };
});
afterAll(async () => {
  await ctx.close();
});

const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: admin, ...XHR }, payload: payload as object });

describe('a control character in a body', () => {
  test('a NUL in the login email is a 422 naming email, not a database error', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v3/session', payload: { email: '\u0000', password: 'x' } });
    expect(expectError(response, 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('email');
  });

  test.each([
    ['a top-level text', { name: 'Web\u0000site' }, 'name'],
    ['formattable text', { description: { raw: 'line one\u0007' } }, 'description'],
    ['a link href', { _links: { parent: { href: '/api/v3/projects/1\u0000' } } }, 'parent'],
    ['DEL', { name: 'Web\u007fsite' }, 'name'],
    ['a C1 control', { name: 'Web\u0085site' }, 'name'],
  ])('%s is a 422 naming the attribute on a project update; nothing is stored', async (_label, body, attribute) => {
    const response = await send('PATCH', `/api/v3/projects/${projectId}`, body);
    const error = expectError(response, 422, 'PropertyConstraintViolation');
    expect(error._embedded.details.attribute).toBe(attribute);
    expect(error.message).toMatch(/control characters/);
    const stored = await ctx.db.selectFrom('projects').select(['name', 'description']).where('id', '=', projectId).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Website relaunch');
  });

  test('every kind of write is covered: work packages, comments, versions, users, tokens', async () => {
    const cases: [string, string, unknown, string][] = [
      ['PATCH', `/api/v3/work_packages/${workPackage.id}`, { lockVersion: workPackage.lockVersion, subject: 'Home\u0000page' }, 'subject'],
      ['POST', `/api/v3/work_packages/${workPackage.id}/activities`, { comment: { raw: 'Looks good\u0000' } }, 'comment'],
      ['POST', '/api/v3/versions', { name: 'Sprint\u0001', _links: { definingProject: { href: `/api/v3/projects/${projectId}` } } }, 'name'],
      ['POST', '/api/v3/users', { email: 'new@tessera.local', firstName: 'N\u0000', lastName: 'User', password: 'Tessera-demo-1' }, 'firstName'],
      ['POST', '/api/v3/access_tokens', { name: 'token\u001b[31m' }, 'name'],
    ];
    for (const [method, url, body, attribute] of cases) {
      const response = await send(method as 'POST' | 'PATCH', url, body);
      expect(`${method} ${url}: ${expectError(response, 422, 'PropertyConstraintViolation')._embedded.details.attribute}`).toBe(`${method} ${url}: ${attribute}`);
    }
  });

  test('tabs and line breaks are text: accepted and stored as sent', async () => {
    const response = await send('PATCH', `/api/v3/projects/${projectId}`, { description: { raw: 'First line\r\nSecond\tline\n\nNew paragraph' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().description.raw).toBe('First line\r\nSecond\tline\n\nNew paragraph');
  });
});
