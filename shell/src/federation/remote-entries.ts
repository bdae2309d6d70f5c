// Where each remote's manifest lives, from /config/remotes.json (read at startup, no-store). Kept here so
// Retry can re-register a remote that failed, and so a failed config fetch can be retried later.

export const REMOTES_CONFIG_PATH = '/config/remotes.json';
export const REMOTES_CONFIG_UNAVAILABLE_MESSAGE = 'The list of views could not be loaded. Check your connection and try again.';
export const REMOTE_NOT_CONFIGURED_MESSAGE = (name: string) => `No deployment is configured for ${name}.`;

export type RemoteEntries = Record<string, string>;

let entries: RemoteEntries = {};
let configLoaded = false;
/** Per view id, the function that loads it (RemoteView keeps what each loaded); new entries start them over. */
const viewLoaders = new Map<string, () => Promise<unknown>>();

export function setRemoteEntries(next: RemoteEntries): void {
  entries = { ...next };
  configLoaded = true;
  viewLoaders.clear();
}

/** The loader of view `id` (made by `create` the first time), the same one until the entries change. */
export function viewLoaderOf<T>(id: string, create: () => () => Promise<T>): () => Promise<T> {
  let loader = viewLoaders.get(id);
  if (!loader) {
    loader = create();
    viewLoaders.set(id, loader);
  }
  return loader as () => Promise<T>;
}

export function getRemoteEntry(name: string): string | undefined {
  return entries[name];
}

export function getRemoteEntries(): RemoteEntries {
  return { ...entries };
}

/** False until a config has been read successfully. */
export function isRemoteConfigLoaded(): boolean {
  return configLoaded;
}

/** Test helper. */
export function resetRemoteEntries(): void {
  entries = {};
  configLoaded = false;
  viewLoaders.clear();
}

/** Keeps string entries only; relative ones ('/remotes/mfe-tasks/mf-manifest.json') become absolute on `origin`. */
export function parseRemoteEntries(config: unknown, origin: string): RemoteEntries {
  if (!config || typeof config !== 'object' || Array.isArray(config)) throw new Error(REMOTES_CONFIG_UNAVAILABLE_MESSAGE);
  const result: RemoteEntries = {};
  for (const [name, entry] of Object.entries(config as Record<string, unknown>)) {
    if (typeof entry !== 'string' || entry.trim() === '') continue;
    try {
      result[name] = new URL(entry, origin).href;
    } catch {
      // An unusable URL leaves that one remote unconfigured; its slot shows the fallback.
    }
  }
  return result;
}

/** Reads /config/remotes.json. Rejects with a readable message when it cannot be read. */
export async function fetchRemoteEntries(origin: string = window.location.origin): Promise<RemoteEntries> {
  let response: Response;
  try {
    response = await fetch(REMOTES_CONFIG_PATH, { cache: 'no-store', credentials: 'same-origin' });
  } catch {
    throw new Error(REMOTES_CONFIG_UNAVAILABLE_MESSAGE);
  }
  if (!response.ok) throw new Error(REMOTES_CONFIG_UNAVAILABLE_MESSAGE);
  let config: unknown;
  try {
    config = await response.json();
  } catch {
    throw new Error(REMOTES_CONFIG_UNAVAILABLE_MESSAGE);
  }
  return parseRemoteEntries(config, origin);
}
