// Mounts an exposed view of a remote by id ('mfe_tasks/ProjectTasksView'), with a skeleton while it loads
// (none for a quiet slot) and a Retry fallback when it cannot load or crashes.
import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Skeleton, remoteNameOf } from '@tessera/shared';
import { loadRemoteModule, registerRemoteEntries } from './load-remote-module';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { REMOTE_NOT_CONFIGURED_MESSAGE, fetchRemoteEntries, getRemoteEntry, isRemoteConfigLoaded, setRemoteEntries } from './remote-entries';

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

/**
 * Starts loading a remote view before it is mounted (e.g. while the page's own data loads): the federation runtime
 * keeps what it fetched, so the later mount finds the code there. A failure is left to that mount, which shows it.
 */
export function preloadRemoteView(id: RemoteViewId): void {
  if (isUnconfigured(remoteNameOf(id))) return;
  loadRemoteModule(id).catch(() => {});
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

interface LoadAttempt<P extends object> {
  id: string;
  attempt: number;
  View: LazyExoticComponent<ComponentType<P>>;
}

function newAttempt<P extends object>(id: string, attempt: number): LoadAttempt<P> {
  // A fresh lazy component per attempt: React.lazy caches a rejection forever.
  return { id, attempt, View: lazy(() => loadView<P>(id)) };
}

export function RemoteView<P extends object>({ id, props, inline = false, quiet = false, fallbackTitle, wholePage = false }: RemoteViewProps<P>) {
  const [state, setState] = useState<LoadAttempt<P>>(() => newAttempt<P>(id, 0));
  let current = state;
  if (state.id !== id) {
    // Another view was asked for: start over (state adjusted during render, not in an effect).
    current = newAttempt<P>(id, 0);
    setState(current);
  }
  const retry = useCallback(async () => {
    await prepareRetry(remoteNameOf(id));
    setState((previous) => newAttempt<P>(id, previous.attempt + 1));
  }, [id]);

  const { View } = current;
  return (
    <RemoteErrorBoundary
      key={`${current.id}#${current.attempt}`}
      remoteId={id}
      onRetry={retry}
      inline={inline || quiet}
      title={fallbackTitle}
      headingLevel={wholePage ? 1 : 2}
    >
      <Suspense
        fallback={
          quiet ? null : (
            // A status, not content: no heading of its own (antd's skeleton title is an h3).
            <div data-testid="remote-view-loading" role="status" aria-label="Loading">
              {inline ? <Skeleton.Button active size="small" /> : <Skeleton active title={false} paragraph={{ rows: 7 }} />}
            </div>
          )
        }
      >
        <View {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
