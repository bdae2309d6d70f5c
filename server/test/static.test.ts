import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { createTestContext, type TestContext } from './helpers.ts';
import { NOT_BUILT_MESSAGE } from '../src/modules/static/routes.ts';

let ctx: TestContext;
let remotesFile: string;

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    config: { remoteUrlOverrides: { mfe_tasks: 'https://cdn.example.com/mfe-tasks/b42/mf-manifest.json' } },
  });
  remotesFile = path.join(ctx.config.dataDir, 'remotes.json');
  // The config is shared by reference, so setting the file here is what a deploy would configure.
  ctx.config.remotesFile = remotesFile;
  const apps = ctx.config.appsDir;
  write(path.join(apps, 'mfe-tasks/dist/mf-manifest.json'), '{"name":"mfe_tasks"}');
  write(path.join(apps, 'mfe-tasks/dist/remoteEntry.js'), 'var mfe_tasks;');
  write(path.join(apps, 'mfe-tasks/dist/main.3fa2b91c.js'), 'console.log(1)');
  write(path.join(apps, 'mfe-tasks/dist/assets/logo.svg'), '<svg/>');
  // What the production build writes beside a chunk (see shared/webpack/create-config.cjs).
  write(path.join(apps, 'mfe-tasks/dist/chunk.0badc0de.js'), 'plain();');
  writeFileSync(path.join(apps, 'mfe-tasks/dist/chunk.0badc0de.js.br'), brotliCompressSync('plain();'));
  writeFileSync(path.join(apps, 'mfe-tasks/dist/chunk.0badc0de.js.gz'), gzipSync('plain();'));
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('when the shell is not built', () => {
  test('a page request explains how to build it', async () => {
    const response = await get('/projects/3', { accept: 'text/html' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(NOT_BUILT_MESSAGE);
  });

  test('a missing remote build is a plain 404 for that remote only', async () => {
    expect((await get('/remotes/mfe-docs/mf-manifest.json')).statusCode).toBe(404);
    expect((await get('/remotes/mfe-tasks/mf-manifest.json')).statusCode).toBe(200);
  });
});

describe('remote builds', () => {
  test('manifest and remoteEntry revalidate (no-cache + ETag), with CORS', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await get(`/remotes/mfe-tasks/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeTruthy();
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const again = await get(`/remotes/mfe-tasks/${file}`, { 'if-none-match': String(response.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  test('content-hashed chunks are immutable; unhashed assets revalidate', async () => {
    expect((await get('/remotes/mfe-tasks/main.3fa2b91c.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remotes/mfe-tasks/assets/logo.svg')).headers['cache-control']).toBe('no-cache');
  });

  test('precompressed files go to browsers that accept them, cached like the file they stand for', async () => {
    const brotli = await get('/remotes/mfe-tasks/chunk.0badc0de.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('plain();');
    const gzip = await get('/remotes/mfe-tasks/chunk.0badc0de.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('plain();');
    const identity = await get('/remotes/mfe-tasks/chunk.0badc0de.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe('plain();');
  });
});

describe('the shell', () => {
  beforeAll(() => {
    write(path.join(ctx.config.appsDir, 'shell/dist/index.html'), '<!doctype html><div id="root"></div>');
    write(path.join(ctx.config.appsDir, 'shell/dist/main.0a1b2c3d.js'), 'boot()');
  });

  test('is served at / and for any client route (SPA fallback) with no-cache', async () => {
    for (const url of ['/', '/projects/12', '/docs/4?from=project']) {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/main.0a1b2c3d.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('no fallback for API, remotes, config or non-HTML requests', async () => {
    expect((await get('/api/v3/nowhere', { accept: 'text/html' })).headers['content-type']).toContain('application/hal+json');
    expect((await get('/remotes/mfe-tasks/missing.js', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/config/other.json', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/missing.png', { accept: 'image/png' })).statusCode).toBe(404);
    expect((await get('/main.deadbeef.js', { accept: '*/*' })).statusCode).toBe(404);
  });
});

describe('GET /config/remotes.json', () => {
  afterEach(() => rmSync(remotesFile, { force: true }));

  test('defaults, then REMOTE_<NAME>_URL overrides, no-store', async () => {
    const response = await get('/config/remotes.json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      mfe_projects: '/remotes/mfe-projects/mf-manifest.json',
      mfe_tasks: 'https://cdn.example.com/mfe-tasks/b42/mf-manifest.json',
      mfe_sprints: '/remotes/mfe-sprints/mf-manifest.json',
      mfe_docs: '/remotes/mfe-docs/mf-manifest.json',
      mfe_forums: '/remotes/mfe-forums/mf-manifest.json',
      mfe_insights: '/remotes/mfe-insights/mf-manifest.json',
    });
  });

  test('REMOTES_FILE wins and is re-read on every request', async () => {
    write(remotesFile, JSON.stringify({ mfe_tasks: 'https://cdn.example.com/mfe-tasks/b43/mf-manifest.json', mfe_docs: '/other/docs/mf-manifest.json' }));
    let body = (await get('/config/remotes.json')).json();
    expect(body.mfe_tasks).toBe('https://cdn.example.com/mfe-tasks/b43/mf-manifest.json');
    expect(body.mfe_docs).toBe('/other/docs/mf-manifest.json');
    write(remotesFile, JSON.stringify({ mfe_docs: 'https://docs.example.com/mf-manifest.json' }));
    body = (await get('/config/remotes.json')).json();
    expect(body.mfe_docs).toBe('https://docs.example.com/mf-manifest.json');
    expect(body.mfe_tasks).toBe('https://cdn.example.com/mfe-tasks/b42/mf-manifest.json');
  });

  test('a broken or missing file is ignored; bad entries are skipped', async () => {
    write(remotesFile, '{ not json');
    expect((await get('/config/remotes.json')).json().mfe_docs).toBe('/remotes/mfe-docs/mf-manifest.json');
    rmSync(remotesFile);
    expect((await get('/config/remotes.json')).statusCode).toBe(200);
    write(remotesFile, JSON.stringify({ mfe_docs: 'javascript:alert(1)', mfe_forums: 42, 'Bad-Name': '/x.json' }));
    const body = (await get('/config/remotes.json')).json();
    expect(body.mfe_docs).toBe('/remotes/mfe-docs/mf-manifest.json');
    expect(body.mfe_forums).toBe('/remotes/mfe-forums/mf-manifest.json');
    expect(body).not.toHaveProperty('Bad-Name');
  });
});

describe('OpenAPI', () => {
  test('/api/v3/openapi.json describes the routes with their schemas', async () => {
    const response = await get('/api/v3/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v3/projects', '/api/v3/projects/{id}', '/api/v3/session', '/api/v3/users/me', '/api/v3/access_tokens']));
    const projectParams = document.paths['/api/v3/projects'].get.parameters.map((p: { name: string }) => p.name);
    expect(projectParams).toEqual(expect.arrayContaining(['filters', 'sortBy', 'offset', 'pageSize']));
    expect(document.paths['/api/v3/session'].post.requestBody).toBeDefined();
  });

  test('the documentation UI is served at /api/docs', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
