// Reads where the remotes are deployed, registers them with the federation runtime, then renders.
// Without a config the shell still renders: each remote slot shows its fallback (whose Retry re-reads it).
import { createRoot, type Root } from 'react-dom/client';
import { firstReadsOf, firstReadsOfUser, loadCurrentUser, startEarlyReads } from '@tessera/shared';
import { App } from './App';
import { projectPageRemoteViews } from '../features/project-detail';
import { registerRemoteEntries } from '../federation/load-remote-module';
import { preloadRemoteView, type RemoteViewId } from '../federation/RemoteView';
import { fetchRemoteEntries, isRemoteConfigLoaded, setRemoteEntries } from '../federation/remote-entries';

/** Whole pages that are a remote's view: their code starts loading as soon as the remotes are known, before the shell has rendered. */
const PAGE_REMOTE_VIEWS: ReadonlyArray<[RegExp, RemoteViewId]> = [
  [/^\/(projects\/?)?$/, 'mfe_projects/ProjectsPage'],
  [/^\/docs\/shared\/?$/, 'mfe_docs/SharedDocumentsPage'],
  [/^\/docs\/\d+\/?$/, 'mfe_docs/DocumentPage'],
  [/^\/backlogs\/?$/, 'mfe_sprints/OrganizationBacklogPage'],
];

/** How long the first render waits for the signed-in user's answer at most. */
export const SIGNED_IN_WAIT_MS = 300;

export async function startShell(container: HTMLElement | null, origin: string = window.location.origin): Promise<Root> {
  if (!container) throw new Error('The page has no #root element.');
  // The remote configuration is asked for first: the pages' code waits on it, and a browser opens only a few
  // connections to one server (HTTP/1.1), so the reads below would otherwise hold it up.
  const remoteEntries = fetchRemoteEntries(origin);
  const { pathname, search } = window.location;
  // Every page needs to know who is signed in: ask while the remote configuration loads, not after; then start the
  // page's reads that depend on who it is (the projects list: a member's own projects, or every project).
  const signedIn = loadCurrentUser().then((user) => {
    if (user) startEarlyReads(firstReadsOfUser(pathname, user));
  });
  // So does the page's own data, where the page says what it reads first (a document and its comments; a tasks view's
  // cards and reference data).
  startEarlyReads(firstReadsOf(pathname, search));
  try {
    const entries = await remoteEntries;
    setRemoteEntries(entries);
    registerRemoteEntries(entries);
  } catch (error) {
    // eslint-disable-next-line no-console -- diagnostics for whoever investigates a broken deployment
    console.warn('[shell] remote configuration unavailable', error);
  }
  const pageView = PAGE_REMOTE_VIEWS.find(([pattern]) => pattern.test(pathname))?.[1];
  if (isRemoteConfigLoaded()) {
    if (pageView) preloadRemoteView(pageView);
    // A project page's view, panel and actions load with the page, not after the project has loaded.
    for (const view of projectPageRemoteViews(pathname, window.location.search)) preloadRemoteView(view);
  }
  // The first render is one long task: the user's answer (asked for with the configuration) is waited for, briefly,
  // so the reads that depend on it leave before that task rather than after it.
  await Promise.race([signedIn, new Promise((resolve) => setTimeout(resolve, SIGNED_IN_WAIT_MS))]);
  const root = createRoot(container);
  root.render(<App />);
  return root;
}
