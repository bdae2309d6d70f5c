// Reads where the remotes are deployed, registers them with the federation runtime, then renders.
// Without a config the shell still renders: each remote slot shows its fallback (whose Retry re-reads it).
import { createRoot, type Root } from 'react-dom/client';
import { loadCurrentUser } from '@tessera/shared';
import { App } from './App';
import { registerRemoteEntries } from '../federation/load-remote-module';
import { fetchRemoteEntries, setRemoteEntries } from '../federation/remote-entries';

export async function startShell(container: HTMLElement | null, origin: string = window.location.origin): Promise<Root> {
  if (!container) throw new Error('The page has no #root element.');
  // Every page needs to know who is signed in: ask while the remote configuration loads, not after.
  void loadCurrentUser();
  try {
    const entries = await fetchRemoteEntries(origin);
    setRemoteEntries(entries);
    registerRemoteEntries(entries);
  } catch (error) {
    // eslint-disable-next-line no-console -- diagnostics for whoever investigates a broken deployment
    console.warn('[shell] remote configuration unavailable', error);
  }
  const root = createRoot(container);
  root.render(<App />);
  return root;
}
