import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { isValidRemoteUrl, REMOTE_PACKAGES, type AppConfig } from '../../config.ts';
import { PAGE_CSP_BASE, serializeCsp } from '../../http/security-headers.ts';

const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

export function defaultRemoteUrl(packageName: string): string {
  return `/remotes/${packageName}/mf-manifest.json`;
}

/** Entries of REMOTES_FILE that are well-formed; anything else is logged and skipped. */
async function readRemotesFile(file: string, log: FastifyBaseLogger): Promise<Record<string, string>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    log.warn({ file, reason: (error as Error).message }, 'REMOTES_FILE could not be read; using defaults');
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    log.warn({ file }, 'REMOTES_FILE must hold a JSON object of remote name -> manifest URL; ignored');
    return {};
  }
  const entries: Record<string, string> = {};
  for (const [name, url] of Object.entries(parsed)) {
    if (REMOTE_NAME_PATTERN.test(name) && typeof url === 'string' && isValidRemoteUrl(url)) entries[name] = url;
    else log.warn({ file, name }, 'REMOTES_FILE entry ignored: needs a lower_snake_case name and an http(s) URL or /path');
  }
  return entries;
}

/** Built-in locations, then REMOTE_<NAME>_URL, then REMOTES_FILE (read on every call, so edits apply at once). */
export async function resolveRemotes(config: AppConfig, log: FastifyBaseLogger): Promise<Record<string, string>> {
  const remotes: Record<string, string> = {};
  for (const [name, packageName] of Object.entries(REMOTE_PACKAGES)) remotes[name] = defaultRemoteUrl(packageName);
  Object.assign(remotes, config.remoteUrlOverrides);
  if (config.remotesFile) Object.assign(remotes, await readRemotesFile(config.remotesFile, log));
  return remotes;
}

/** The origins of remotes deployed elsewhere (absolute manifest URLs); remotes on a path of this server are 'self'. */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = Object.values(remotes).flatMap((url) => (url.startsWith('/') ? [] : [new URL(url).origin]));
  return [...new Set(origins)];
}

/**
 * The shell page's Content-Security-Policy. A remote's manifest is fetched and its chunks (scripts, and any styles,
 * images or fonts) load from its manifest's origin, so each remote origin is allowed for those and nothing else.
 * No inline script anywhere. Styles need 'unsafe-inline': antd's CSS-in-JS (and the icons, drag and drop, charts and
 * editor libraries) insert <style> elements at runtime; a nonce would have to reach each of those libraries in the
 * shell and every remote. Inline styles cannot run code; scripts stay strict.
 */
export function shellContentSecurityPolicy(remotes: Record<string, string>): string {
  const origins = remoteOrigins(remotes);
  return serializeCsp({
    ...PAGE_CSP_BASE,
    'script-src': ["'self'", ...origins],
    'style-src': ["'self'", "'unsafe-inline'", ...origins],
    // The shell's icon is a data: URL.
    'img-src': ["'self'", 'data:', ...origins],
    'font-src': ["'self'", 'data:', ...origins],
    // Remote manifests are fetched; the API and the live update stream are this origin.
    'connect-src': ["'self'", ...origins],
  });
}
