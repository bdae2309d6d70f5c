// GitHub settings (issue 17): admins only, secrets encrypted at rest and never answered, the environment's values
// read-only, private API hosts only when allowed, and the connection test against the fake GitHub (token and App).
import { generateKeyPairSync } from 'node:crypto';
import { createGithubWorld, expectError, WEBHOOK_SECRET, type GithubWorld } from './support/github-world.ts';

let world: GithubWorld;
beforeAll(async () => {
  world = await createGithubWorld();
}, 120_000);
afterAll(async () => world?.close());

const settings = '/api/v3/admin/github/settings';
const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

test('admins only: everyone else gets 403', async () => {
  for (const who of ['manager', 'member', 'outsider'] as const) {
    expectError(await world.get(settings, who), 403, 'MissingPermission');
    expectError(await world.send('PATCH', settings, who, { organization: 'acme' }), 403);
    expectError(await world.send('POST', `${settings}/test_connection`, who), 403);
  }
});

test('not configured at first, and the test connection says what is missing', async () => {
  const body = (await world.get(settings, 'admin')).json();
  expect(body).toMatchObject({ _type: 'GithubSettings', apiUrl: 'https://api.github.com', configured: false, authMethod: null, tokenSet: false });
  expect(body.missing).toEqual(expect.arrayContaining(['organization', 'appId', 'installationId']));
  const test = (await world.send('POST', `${settings}/test_connection`, 'admin')).json();
  expect(test).toMatchObject({ success: false, organization: null });
  expect(test.message).toContain('not configured');
});

test('bad input is a 422 naming the field', async () => {
  for (const [field, value] of [['appId', 'abc'], ['installationId', '12x'], ['organization', 'no spaces'], ['privateKey', 'not a key'], ['apiUrl', 'ftp://x'], ['token', 'has space']] as const) {
    const body = expectError(await world.send('PATCH', settings, 'admin', { [field]: value }), 422, 'PropertyConstraintViolation');
    expect(body._embedded.details.attribute).toBe(field);
  }
  expectError(await world.send('PATCH', settings, 'admin', { unknown: 1 }), 400);
});

test('a private API host needs GITHUB_ALLOWED_HOSTS', async () => {
  const body = expectError(await world.send('PATCH', settings, 'admin', { apiUrl: 'http://10.1.2.3/api/v3' }), 422);
  expect(body.message).toContain('GITHUB_ALLOWED_HOSTS');
  expect((await world.send('PATCH', settings, 'admin', { apiUrl: world.github.baseUrl })).statusCode).toBe(200);
});

test('secrets are stored encrypted and never answered; a token connects to the organization', async () => {
  const response = await world.send('PATCH', settings, 'admin', { organization: 'acme', token: world.github.token, webhookSecret: WEBHOOK_SECRET });
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toContain(world.github.token);
  expect(response.body).not.toContain(WEBHOOK_SECRET);
  expect(response.json()).toMatchObject({ organization: 'acme', tokenSet: true, webhookSecretSet: true, privateKeySet: false, authMethod: 'token', configured: true, missing: [] });
  const row = await world.ctx.db.selectFrom('github_settings').selectAll().executeTakeFirstOrThrow();
  expect(JSON.stringify(row)).not.toContain(world.github.token);
  expect(row.token_ciphertext).toBeTruthy();
  const test = (await world.send('POST', `${settings}/test_connection`, 'admin')).json();
  expect(test).toMatchObject({ success: true, organization: { login: 'acme', name: 'Acme Corp' } });
});

test('a wrong token: the test reports GitHub\'s reason', async () => {
  await world.must('PATCH', settings, 'admin', { token: 'ghp_wrong' });
  const test = (await world.send('POST', `${settings}/test_connection`, 'admin')).json();
  expect(test.success).toBe(false);
  expect(test.message).toContain('401');
  expect(test.message).toContain('Bad credentials');
  await world.must('PATCH', settings, 'admin', { token: null });
});

test('the GitHub App: a JWT for an installation token, then the organization', async () => {
  const body = await world.must('PATCH', settings, 'admin', { appId: '12345', installationId: '678', privateKey });
  expect(body).toMatchObject({ authMethod: 'app', privateKeySet: true, configured: true });
  expect(JSON.stringify(body)).not.toContain('PRIVATE KEY');
  const test = (await world.send('POST', `${settings}/test_connection`, 'admin')).json();
  expect(test).toMatchObject({ success: true, organization: { login: 'acme' } });
  expect(world.github.requestsTo('/app/installations/678/access_tokens').length).toBeGreaterThan(0);
});

test('the environment\'s values are read-only', async () => {
  const envWorld = await createGithubWorld({ env: { apiUrl: null, appId: null, installationId: null, organization: 'acme', privateKey: null, webhookSecret: null, token: 'ghp_env' } });
  try {
    const body = (await envWorld.get(settings, 'admin')).json();
    expect(body).toMatchObject({ organization: 'acme', tokenSet: true, fromEnvironment: ['organization', 'token'] });
    expect(JSON.stringify(body)).not.toContain('ghp_env');
    const error = expectError(await envWorld.send('PATCH', settings, 'admin', { organization: 'other' }), 422, 'PropertyIsReadOnly');
    expect(error.message).toContain('GITHUB_ORGANIZATION');
  } finally {
    await envWorld.close();
  }
}, 60_000);
