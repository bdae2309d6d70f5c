// Security headers: every answer (pages, API, assets) carries them; pages get a Content-Security-Policy that allows
// exactly this origin and the configured remotes' origins, the API documentation its own, everything else nothing.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createTestContext, DEMO_PASSWORD, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
let remotesFile: string;

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  ctx = await createTestContext({ config: { remoteUrlOverrides: { mfe_tasks: 'https://cdn.example.com/mfe-tasks/b42/mf-manifest.json' } } });
  remotesFile = path.join(ctx.config.dataDir, 'remotes.json');
  ctx.config.remotesFile = remotesFile;
  write(path.join(ctx.config.appsDir, 'shell/dist/index.html'), '<!doctype html><div id="root"></div>');
  write(path.join(ctx.config.appsDir, 'shell/dist/main.0a1b2c3d.js'), 'boot()');
  write(path.join(ctx.config.appsDir, 'mfe-docs/dist/remoteEntry.js'), 'var mfe_docs;');
});
afterAll(async () => {
  await ctx.close();
});

const page = { accept: 'text/html,application/xhtml+xml' };
const get = (url: string, headers: Record<string, string> = {}, app: FastifyInstance = ctx.app) => app.inject({ method: 'GET', url, headers });

/** A policy as directive -> sources. */
function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name, ...sources]) => [name, sources]),
  );
}

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

describe('on every answer', () => {
  test('pages, API answers (also errors), assets and remote files carry the headers', async () => {
    const cookie = await login(ctx.app, 'member@tessera.local', DEMO_PASSWORD);
    const answers = [
      await get('/', page),
      await get('/projects/5', page),
      await get('/api/v3/users/me', { cookie }),
      await get('/api/v3/projects'),
      await get('/api/v3/nowhere'),
      await get('/main.0a1b2c3d.js'),
      await get('/remotes/mfe-docs/remoteEntry.js'),
      await get('/config/remotes.json'),
      await get('/api/docs'),
    ];
    for (const response of answers) {
      expect(response.headers).toMatchObject(COMMON);
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.headers).not.toHaveProperty('strict-transport-security');
    }
  });

  test('answers that are not pages may load and run nothing', async () => {
    for (const url of ['/api/v3/projects', '/api/v3/openapi.json', '/main.0a1b2c3d.js', '/config/remotes.json']) {
      const csp = parseCsp((await get(url)).headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  test('file downloads keep the policy their module chose: a sandbox, or none for the PDF viewer', async () => {
    const cookie = await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD);
    const workPackage = (await ctx.db.selectFrom('work_packages').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const upload = async (fileName: string, data: string) => {
      const boundary = '----security-headers';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n${data}\r\n--${boundary}--\r\n`;
      const headers = { cookie, ...XHR, 'content-type': `multipart/form-data; boundary=${boundary}` };
      const response = await ctx.app.inject({ method: 'POST', url: `/api/v3/work_packages/${workPackage}/attachments`, headers, payload });
      return (await get(`/api/v3/attachments/${response.json().id}/content`, { cookie })).headers;
    };
    expect(await upload('notes.html', '<script>alert(1)</script>')).toMatchObject({ 'content-security-policy': expect.stringContaining('sandbox'), 'x-frame-options': 'DENY' });
    expect(await upload('contract.pdf', '%PDF-1.7\n%%EOF\n')).not.toHaveProperty('content-security-policy');
  });

  test('HSTS once the public URL is https', async () => {
    const app = await buildApp({ ...ctx.config, publicUrl: new URL('https://tessera.example') }, { db: ctx.db, clock: ctx.clock, logger: false });
    try {
      expect((await get('/api/v3', {}, app)).headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await app.close();
    }
  });
});

describe('the shell page', () => {
  afterEach(() => rmSync(remotesFile, { force: true }));

  test('a strict policy: no inline script, no plugins, never framed; styles inline for antd', async () => {
    for (const url of ['/', '/projects/5/board']) {
      const csp = parseCsp((await get(url, page)).headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    }
  });

  test("remotes deployed elsewhere: their origins (only) are allowed, as configured at this page load", async () => {
    let csp = parseCsp((await get('/', page)).headers['content-security-policy']);
    for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
      expect(csp[directive]).toContain('https://cdn.example.com');
      expect(csp[directive]).not.toContain('https://docs.example.com:8443');
    }
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com']);

    // A redeploy through REMOTES_FILE: the next page load allows the new origin, with no restart.
    write(remotesFile, JSON.stringify({ mfe_docs: 'https://docs.example.com:8443/b7/mf-manifest.json', mfe_tasks: '/remotes/mfe-tasks/mf-manifest.json' }));
    csp = parseCsp((await get('/', page)).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://docs.example.com:8443']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://docs.example.com:8443']);
  });
  test('a revalidated page (304) carries the page policy as configured now (a browser keeps the headers of a 304)', async () => {
    const first = await get('/', page);
    const etag = String(first.headers.etag);
    write(remotesFile, JSON.stringify({ mfe_docs: 'https://docs.example.com:8443/b8/mf-manifest.json' }));
    const revalidated = await get('/', { ...page, 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(parseCsp(revalidated.headers['content-security-policy'])['script-src']).toContain('https://docs.example.com:8443');
    // An asset's 304 carries no policy (it would replace nothing that matters, and never a page's).
    const asset = await get('/main.0a1b2c3d.js');
    const assetRevalidated = await get('/main.0a1b2c3d.js', { 'if-none-match': String(asset.headers.etag) });
    expect(assetRevalidated.statusCode).toBe(304);
    expect(assetRevalidated.headers).not.toHaveProperty('content-security-policy');
  });
});

describe('the API documentation', () => {
  test('has its own policy: its own scripts only', async () => {
    const csp = parseCsp((await get('/api/docs')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });
});
