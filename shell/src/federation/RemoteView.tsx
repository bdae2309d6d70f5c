// Mounts an exposed view of a remote by id ('mfe_tasks/ProjectTasksView'), with a skeleton while it loads
// (none for a quiet slot) and a Retry fallback when it cannot load or crashes.
import { useCallback, type ComponentType } from 'react';
import { Rethrow, Skeleton, preloadLazy, remoteNameOf, useLoadedModule } from '@tessera/shared';
import { loadRemoteModule, registerRemoteEntries } from './load-remote-module';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { REMOTE_NOT_CONFIGURED_MESSAGE, fetchRemoteEntries, getRemoteEntry, isRemoteConfigLoaded, setRemoteEntries, viewLoaderOf } from './remote-entries';

/** An exposed module of a remote: 'mfe_tasks/ProjectTasksView'. */
export type RemoteViewId = `mfe_${string}/${string}`;

export interface RemoteViewProps<P extends object> {
  id: RemoteViewId;
  props: P;
  /** A small slot inside a page (e.g. a row of buttons): a one-line placeholder and a one-line fallback. */
  inline?: boolean;
  /**
   * A slot that shows nothing of its own until the user asks (e.g. a drawer next to another remote's view):
   * no placeholder while it loads, and a one-line fallback when it fails, so the view beside it stays whole.
   */
  quiet?: boolean;
  /** What the fallback says is unavailable (the reason is shown with it). */
  fallbackTitle?: string;
  /** The remote is the whole page (it renders the page's h1), so its fallback's title is the h1. */
  wholePage?: boolean;
}

function isUnconfigured(name: string): boolean {
  return isRemoteConfigLoaded() && !getRemoteEntry(name);
}

/** Before loading: a remote without a configured entry fails with a readable message, not a runtime code. */
async function loadView<P extends object>(id: string): Promise<{ default: ComponentType<P> }> {
  const name = remoteNameOf(id);
  if (isUnconfigured(name)) throw new Error(REMOTE_NOT_CONFIGURED_MESSAGE(name));
  const loaded = await loadRemoteModule<{ default?: ComponentType<P> }>(id);
  if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
    throw new Error(`The view ${id} has no default export.`);
  }
  return loaded as { default: ComponentType<P> };
}

/** The view's loader: what it loaded is kept for every later mount of the view (until the entries change). */
const loaderOf = (id: string) => viewLoaderOf(id, () => () => loadView<object>(id));

/**
 * Starts loading a remote view before it is mounted (e.g. while the page's own data loads): the view then renders at
 * once when it mounts. A failure is left to that mount, which shows it.
 */
export function preloadRemoteView(id: RemoteViewId): void {
  if (isUnconfigured(remoteNameOf(id))) return;
  preloadLazy(loaderOf(id));
}

/** Before a retry: re-read the config if it never loaded, then re-register the remote so the runtime drops its failed entry. */
async function prepareRetry(name: string): Promise<void> {
  if (!isRemoteConfigLoaded()) {
    try {
      const entries = await fetchRemoteEntries();
      setRemoteEntries(entries);
      registerRemoteEntries(entries);
    } catch {
      // Still unavailable: the next attempt fails again and shows the fallback.
      return;
    }
  }
  const entry = getRemoteEntry(name);
  if (entry) registerRemoteEntries({ [name]: entry }, { force: true });
}

export function RemoteView<P extends object>({ id, props, inline = false, quiet = false, fallbackTitle, wholePage = false }: RemoteViewProps<P>) {
  const { module, failure, attempt, reload } = useLoadedModule(loaderOf(id));
  const retry = useCallback(async () => {
    await prepareRetry(remoteNameOf(id));
    reload();
  }, [id, reload]);

  const View = module?.default as ComponentType<P> | undefined;
  return (
    <RemoteErrorBoundary
      key={`${id}#${attempt}`}
      remoteId={id}
      onRetry={retry}
      inline={inline || quiet}
      title={fallbackTitle}
      headingLevel={wholePage ? 1 : 2}
    >
      {View ? (
        <View {...props} />
      ) : failure ? (
        <Rethrow error={failure.error} />
      ) : quiet ? null : (
        // A status, not content: no heading of its own (antd's skeleton title is an h3).
        <div data-testid="remote-view-loading" role="status" aria-label="Loading">
          {inline ? <Skeleton.Button active size="small" /> : <Skeleton active title={false} paragraph={{ rows: 7 }} />}
        </div>
      )}
    </RemoteErrorBoundary>
  );
}
