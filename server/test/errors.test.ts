import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext({
    // A route that fails unexpectedly, to check that internals never reach the caller.
    extend: (app) =>
      app.get('/api/v3/__explode', async () => {
        throw new Error('secret internal detail');
      }),
  });
  cookie = await login(ctx.app, 'member@tessera.local', DEMO_PASSWORD);
});
afterAll(async () => {
  await ctx.close();
});

describe('error bodies', () => {
  test('malformed JSON body is a 400 InvalidRequestBody', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v3/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "member@tessera.local", "password": ',
    });
    expect(expectError(response, 400, 'InvalidRequestBody').message).toBe('The request body is not valid JSON.');
  });

  test('a body of the wrong type is a 400 naming the attribute', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v3/session', payload: { email: { address: 'member@tessera.local' }, password: DEMO_PASSWORD } });
    expect(expectError(response, 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('email');
  });

  test('an unknown body property is a 400 naming it', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v3/access_tokens', headers: { cookie, ...XHR }, payload: { name: 'x', admin: true } });
    expect(expectError(response, 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('admin');
  });

  test('a non-JSON content type is a 415 TypeNotSupported', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v3/session',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=member@tessera.local',
    });
    expectError(response, 415, 'TypeNotSupported');
  });

  test('an unknown API path is a HAL 404, signed in or not', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/no/such/thing', headers: { cookie } }), 404, 'NotFound');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/no/such/thing' }), 404, 'NotFound');
    expectError(await ctx.app.inject({ method: 'PATCH', url: '/api/v3/nothing', headers: { cookie, ...XHR } }), 404, 'NotFound');
  });

  test('an unexpected failure is a 500 without internals', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v3/__explode', headers: { cookie } });
    const body = expectError(response, 500, 'InternalServerError');
    expect(response.body).not.toContain('secret internal detail');
    expect(body).not.toHaveProperty('stack');
  });

  test('an unauthenticated request to a protected route is a 401 before its input is examined', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/projects?filters=oops' }), 401, 'Unauthenticated');
  });
});
