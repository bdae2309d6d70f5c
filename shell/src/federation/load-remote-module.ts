// The only module that talks to the Module Federation runtime (tests mock this file).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntries } from './remote-entries';

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const loaded = await loadRemote<T>(id);
  if (!loaded) throw new Error(`The view ${id} could not be loaded.`);
  return loaded;
}

/** Registers remotes by manifest URL. `force` replaces a registered remote and drops its cached (failed) entry. */
export function registerRemoteEntries(entries: RemoteEntries, options: { force?: boolean } = {}): void {
  const remotes = Object.entries(entries).map(([name, entry]) => ({ name, entry }));
  if (remotes.length > 0) registerRemotes(remotes, options.force ? { force: true } : undefined);
}
