import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_PACKAGES } from '../../config.ts';
import { isApiPath, sendApiNotFound } from '../../http/error-handler.ts';
import { ok } from '../../http/responses.ts';
import { resolveRemotes, shellContentSecurityPolicy } from './remotes.ts';

export const NOT_BUILT_MESSAGE = 'The web app is not built yet: run npm run build';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** /config/remotes.json: each remote's federation name and the URL of its mf-manifest.json. */
const REMOTES_CONFIG = { type: 'object', additionalProperties: { type: 'string' } } as const;

/** name.[8 hex].ext, as the webpack configs emit ([contenthash:8]). */
const CONTENT_HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
/** Entry points that must always be revalidated, whatever their name looks like. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

export function cacheControlFor(filePath: string): string {
  // A precompressed sibling (main.1a2b3c4d.js.br) is cached like the file it stands for.
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(base)) return REVALIDATE_CACHE_CONTROL;
  return CONTENT_HASHED_FILE.test(base) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

const NON_SPA_PREFIXES = ['/api/', '/remotes/', '/config/'];

// Browser navigations ask for text/html; a missing script or image (Accept: any type) must stay a 404, not get the page.
function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function notBuiltPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tessera</title></head>` +
    `<body style="font-family: system-ui, sans-serif; padding: 2rem"><h1>Tessera</h1><p>${NOT_BUILT_MESSAGE}</p></body></html>`;
}

/**
 * Hosting of the shell (at /, with SPA fallback) and each remote's build (at /remotes/<package>/),
 * plus /config/remotes.json. Folders are read per request, so a build made after start is served,
 * and a missing one only fails its own slot.
 */
export async function staticRoutes(app: FastifyInstance): Promise<void> {
  const shellDist = path.join(app.config.appsDir, 'shell', 'dist');

  // Pages get the shell's policy, with the remotes' origins as configured right now (REMOTES_FILE is re-read, so a
  // remote moved to another origin is allowed on the next page load). Runs after the app-wide security headers.
  // A revalidated page (304, no content type) gets it too: the browser replaces the cached page's headers with its.
  app.addHook('onSend', (request, reply, payload, done) => {
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html') || (reply.statusCode === 304 && wantsHtml(request));
    if (!isPage) return done(null, payload);
    resolveRemotes(app.config, request.log).then(
      (remotes) => {
        reply.header('content-security-policy', shellContentSecurityPolicy(remotes));
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });

  app.get('/config/remotes.json', { schema: { tags: ['Front-end configuration'], summary: 'Manifest URL of each remote', response: ok(REMOTES_CONFIG) }, config: { public: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return resolveRemotes(app.config, request.log);
  });

  // Builds write .br and .gz beside each file; they are sent to browsers that accept them.
  const builtFiles = (root: string, prefix: string, headers: Record<string, string> = {}) => ({
    root,
    prefix,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    dotfiles: 'ignore' as const,
    suppressWarning: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
      for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    },
  });

  await app.register(fastifyStatic, { ...builtFiles(shellDist, '/'), index: ['index.html'] });
  for (const packageName of Object.values(REMOTE_PACKAGES)) {
    // Manifests are fetched with fetch(): a shell on another origin needs CORS to read them.
    const remoteFiles = builtFiles(path.join(app.config.appsDir, packageName, 'dist'), `/remotes/${packageName}/`, { 'Access-Control-Allow-Origin': '*' });
    await app.register(fastifyStatic, { ...remoteFiles, decorateReply: false, index: false });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) return sendApiNotFound(reply);
    const isSpaRoute = (request.method === 'GET' || request.method === 'HEAD') && !NON_SPA_PREFIXES.some((prefix) => request.url.startsWith(prefix)) && wantsHtml(request);
    if (!isSpaRoute) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (!existsSync(path.join(shellDist, 'index.html'))) {
      return reply.code(503).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(notBuiltPage());
    }
    reply.header('Cache-Control', REVALIDATE_CACHE_CONTROL);
    return reply.sendFile('index.html', shellDist, { cacheControl: false });
  });
}
