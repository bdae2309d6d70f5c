import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { isValidRemoteUrl, REMOTE_PACKAGES, type AppConfig } from '../../config.ts';

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
