import { createApiToken, createTestContext, DEMO_PASSWORD, expectError, login, sessionCookieFrom, XHR, type TestContext } from './helpers.ts';
import { LOGIN_FAILURE_LIMIT, LOGIN_LOCK_DURATION_MS } from '../src/modules/session/service.ts';
import { PASSWORD_POLICY_MESSAGE } from '../src/auth/password-policy.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const session = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/v3/session', payload: payload as object });

describe('POST /session', () => {
  test('signs in, sets an httpOnly SameSite=Lax cookie, and answers the user', async () => {
    const response = await session({ email: 'Member@Tessera.local', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _type: 'User', login: 'member', email: 'member@tessera.local', roleType: 'member' });
    const cookie = response.cookies.find((c) => c.name === 'tessera_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { cookie: sessionCookieFrom(response) } });
    expect(me.json().login).toBe('member');
  });

  test('a wrong password or unknown email is a 401 with one message', async () => {
    const wrong = expectError(await session({ email: 'member@tessera.local', password: 'nope-Nope-1' }), 401, 'Unauthenticated');
    const unknown = expectError(await session({ email: 'ghost@tessera.local', password: DEMO_PASSWORD }), 401, 'Unauthenticated');
    expect(wrong.message).toBe('Invalid email or password.');
    expect(unknown.message).toBe(wrong.message);
  });

  test('a missing field is a 422 naming it', async () => {
    const body = expectError(await session({ email: 'member@tessera.local' }), 422, 'PropertyConstraintViolation');
    expect(body._embedded.details.attribute).toBe('password');
  });

  test(`${LOGIN_FAILURE_LIMIT} failures in a minute lock that account for 30 minutes only`, async () => {
    const victim = 'hannah.becker@tessera.local';
    for (let attempt = 1; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) {
      expect((await session({ email: victim, password: `wrong-Password-${attempt}` })).statusCode).toBe(401);
    }
    expectError(await session({ email: victim, password: 'wrong-Password-last' }), 429, 'TooManyRequests');
    // Even the right password is refused while locked.
    expectError(await session({ email: victim, password: DEMO_PASSWORD }), 429, 'TooManyRequests');
    // Other accounts are unaffected.
    expect((await session({ email: 'sofia.rossi@tessera.local', password: DEMO_PASSWORD })).statusCode).toBe(200);

    ctx.clock.advance(LOGIN_LOCK_DURATION_MS - 60_000);
    expectError(await session({ email: victim, password: DEMO_PASSWORD }), 429, 'TooManyRequests');
    ctx.clock.advance(61_000);
    expect((await session({ email: victim, password: DEMO_PASSWORD })).statusCode).toBe(200);
    // The successful login reset the counter: one new failure does not lock again.
    expect((await session({ email: victim, password: 'wrong-Password-x' })).statusCode).toBe(401);
    expect((await session({ email: victim, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  test('failures spread over more than a minute do not lock the account', async () => {
    const user = 'kwame.mensah@tessera.local';
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT + 5; attempt += 1) {
      expect((await session({ email: user, password: 'wrong-Password-1' })).statusCode).toBe(401);
      ctx.clock.advance(4_000);
    }
    expect((await session({ email: user, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('DELETE /session', () => {
  test('ends the session: the cookie stops working', async () => {
    const cookie = await login(ctx.app, 'noah.fischer@tessera.local', DEMO_PASSWORD);
    const logout = await ctx.app.inject({ method: 'DELETE', url: '/api/v3/session', headers: { cookie, ...XHR } });
    expect(logout.statusCode).toBe(204);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { cookie } }), 401, 'Unauthenticated');
  });
});

describe('session cookies are signed', () => {
  test('a cookie whose token or signature was altered is refused, even after the real one was used', async () => {
    const cookie = await login(ctx.app, 'member@tessera.local', DEMO_PASSWORD);
    const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers });
    expect((await me({ cookie })).statusCode).toBe(200);
    // cookie = tessera_session=<token>.<signature>
    const [name, value] = cookie.split('=');
    const dot = value.lastIndexOf('.');
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    expect((await me({ cookie: `${name}=${flip(value, 3)}` })).statusCode).toBe(401);
    expect((await me({ cookie: `${name}=${flip(value, dot + 3)}` })).statusCode).toBe(401);
    expect((await me({ cookie: `${name}=${value.slice(0, dot)}` })).statusCode).toBe(401);
  });
});

describe('sessions expire when idle', () => {
  test('a session unused for longer than the idle timeout is refused; use slides it', async () => {
    const cookie = await login(ctx.app, 'mei.chen@tessera.local', DEMO_PASSWORD);
    ctx.clock.advance(7 * 60 * 60 * 1000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { cookie } })).statusCode).toBe(200);
    ctx.clock.advance(7 * 60 * 60 * 1000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { cookie } })).statusCode).toBe(200);
    ctx.clock.advance(9 * 60 * 60 * 1000);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { cookie } }), 401, 'Unauthenticated');
  });
});

describe('authentication is required', () => {
  test('API routes answer 401 without credentials; root, openapi and login do not', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/projects' }), 401, 'Unauthenticated');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me' }), 401, 'Unauthenticated');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v3' })).json()._type).toBe('Root');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v3/openapi.json' })).statusCode).toBe(200);
  });
});

describe('API tokens', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await login(ctx.app, 'liam.oconnor@tessera.local', DEMO_PASSWORD);
  });

  test('Bearer and Basic apikey both authenticate; the token is shown once', async () => {
    const { id, token } = await createApiToken(ctx.app, cookie, 'CI pipeline');
    expect(token).toMatch(/^tsr_/);
    const bearer = await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(bearer.json().login).toBe('liam.oconnor');
    const basic = Buffer.from(`apikey:${token}`).toString('base64');
    const viaBasic = await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { authorization: `Basic ${basic}` } });
    expect(viaBasic.json().login).toBe('liam.oconnor');

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v3/access_tokens', headers: { cookie } });
    const listed = list.json()._embedded.elements.find((element: { id: number }) => element.id === id);
    expect(listed).toMatchObject({ name: 'CI pipeline' });
    expect(listed.token).toBeUndefined();
    expect(listed.lastUsedAt).toBe(ctx.clock.now().toISOString());
  });

  test('a revoked token is rejected; someone else cannot revoke it', async () => {
    const { id, token } = await createApiToken(ctx.app, cookie);
    const other = await login(ctx.app, 'tomas.herrera@tessera.local', DEMO_PASSWORD);
    expectError(await ctx.app.inject({ method: 'DELETE', url: `/api/v3/access_tokens/${id}`, headers: { cookie: other, ...XHR } }), 404, 'NotFound');
    const revoke = await ctx.app.inject({ method: 'DELETE', url: `/api/v3/access_tokens/${id}`, headers: { cookie, ...XHR } });
    expect(revoke.statusCode).toBe(204);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { authorization: `Bearer ${token}` } }), 401, 'Unauthenticated');
  });

  test('a wrong Basic user name or a garbage token is a 401 even with a valid cookie', async () => {
    const { token } = await createApiToken(ctx.app, cookie);
    const wrongUser = Buffer.from(`liam:${token}`).toString('base64');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { authorization: `Basic ${wrongUser}`, cookie } }), 401, 'Unauthenticated');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { authorization: 'Bearer tsr_nope' } }), 401, 'Unauthenticated');
  });

  test('a token with an expiry stops working when it passes; a malformed expiry is refused', async () => {
    const expiresAt = new Date(ctx.clock.now().getTime() + 3_600_000).toISOString();
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v3/access_tokens', headers: { cookie, ...XHR }, payload: { name: 'short-lived', expiresAt } });
    expect(created.json().expiresAt).toBe(expiresAt);
    const { token } = created.json();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    ctx.clock.advance(3_600_001);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { authorization: `Bearer ${token}` } }), 401, 'Unauthenticated');
    cookie = await login(ctx.app, 'liam.oconnor@tessera.local', DEMO_PASSWORD);
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/v3/access_tokens', headers: { cookie, ...XHR }, payload: { name: 'x', expiresAt: 'next tuesday' } });
    expect(expectError(malformed, 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('expiresAt');
    const past = await ctx.app.inject({ method: 'POST', url: '/api/v3/access_tokens', headers: { cookie, ...XHR }, payload: { name: 'x', expiresAt: '2020-01-01T00:00:00Z' } });
    expect(expectError(past, 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('expiresAt');
  });

  test('a token name is required', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v3/access_tokens', headers: { cookie, ...XHR }, payload: { name: '  ' } });
    expect(expectError(response, 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('name');
  });
});

describe('CSRF', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await login(ctx.app, 'sofia.rossi@tessera.local', DEMO_PASSWORD);
  });
  const createToken = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/v3/access_tokens', headers, payload: { name: 'csrf check' } });

  test('a cookie write without X-Requested-With is refused', async () => {
    expectError(await createToken({ cookie }), 403, 'MissingPermission');
  });

  test('a cookie write with the header succeeds', async () => {
    expect((await createToken({ cookie, ...XHR })).statusCode).toBe(201);
  });

  test('a cross-site cookie write is refused even with the header', async () => {
    expectError(await createToken({ cookie, ...XHR, 'sec-fetch-site': 'cross-site' }), 403, 'MissingPermission');
    expectError(await createToken({ cookie, ...XHR, origin: 'https://evil.example' }), 403, 'MissingPermission');
    expect((await createToken({ cookie, ...XHR, origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(201);
  });

  test('a token write needs no header', async () => {
    const { token } = await createApiToken(ctx.app, cookie);
    expect((await createToken({ authorization: `Bearer ${token}` })).statusCode).toBe(201);
  });

  test('a cross-site login is refused', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v3/session',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: 'sofia.rossi@tessera.local', password: DEMO_PASSWORD },
    });
    expectError(response, 403, 'MissingPermission');
  });
});

describe('password change and policy', () => {
  test('a weak new password is a 422 naming newPassword with the policy message', async () => {
    const cookie = await login(ctx.app, 'tomas.herrera@tessera.local', DEMO_PASSWORD);
    for (const weak of ['short1A!', 'alllowercaseletters', 'lowercase123456']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v3/users/me/password',
        headers: { cookie, ...XHR },
        payload: { currentPassword: DEMO_PASSWORD, newPassword: weak },
      });
      const body = expectError(response, 422, 'PropertyConstraintViolation');
      expect(body._embedded.details.attribute).toBe('newPassword');
      expect(body.message).toBe(PASSWORD_POLICY_MESSAGE);
    }
  });

  test('a wrong current password is refused; a good change ends other sessions and keeps this one', async () => {
    const cookie = await login(ctx.app, 'member@tessera.local', DEMO_PASSWORD);
    const otherSession = await login(ctx.app, 'member@tessera.local', DEMO_PASSWORD);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v3/users/me/password',
      headers: { cookie, ...XHR },
      payload: { currentPassword: 'Not-the-password-1', newPassword: 'Brand-new-secret-9' },
    });
    expect(expectError(wrong, 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('currentPassword');

    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/v3/users/me/password',
      headers: { cookie, ...XHR },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Brand-new-secret-9' },
    });
    expect(change.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { cookie } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v3/users/me', headers: { cookie: otherSession } })).statusCode).toBe(401);
    expect((await session({ email: 'member@tessera.local', password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await session({ email: 'member@tessera.local', password: 'Brand-new-secret-9' })).statusCode).toBe(200);
  });
});
