// A component whose code loads on first render and whose failed load can be tried again: a chunk can fail to load (a
// deploy replaced it, the network dropped). <LazyLoaded> puts it together: the shell's admin and account pages, the
// project header's dialogs, the tasks board, Create New Task, the task panel, the rich-text and forum editors, the
// sprint analytics load this way; the charts and the lazy antd components use LoadedComponent, and the shell's remote
// views useLoadedModule itself (its Retry also re-registers the remote).
//
// Not React.lazy and Suspense: React reveals a Suspense boundary's content at most every 300 ms after another boundary
// showed or hid its fallback (its 'fallback throttle'), so a page whose remote view, board and charts each wait for
// their code showed each of them up to 300 ms after it had arrived (issue 18: the board page lost about half a second
// that way). Here the loaded code is state: it renders in the next ordinary update.
import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Loader<T = unknown> = () => Promise<T>;

// What each loader answered, shared by every instance: a form or chart mounted again (a new key, a second chart)
// renders at once from the loaded code instead of showing its placeholder. A failed load is not kept, so the next
// instance (or a retry) loads anew.
const loaded = new WeakMap<Loader, unknown>();

export interface LoadedModule<T> {
  /** What `load` answered; undefined while it loads or after it failed. */
  module: T | undefined;
  /** Why the last load failed; null while loading or once loaded. */
  failure: { error: unknown } | null;
  /** Counts the loads asked for with `reload` (a key for what must start over with them). */
  attempt: number;
  /** Loads anew (after a failure, or to replace what was loaded). */
  reload: () => void;
}

/** The module `load` answers (keep `load` stable: a module-level function), loaded on first render. */
export function useLoadedModule<T>(load: Loader<T>): LoadedModule<T> {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<{ load: Loader<T>; attempt: number; error: unknown } | null>(null);
  const [, setLoads] = useState(0);
  const module = loaded.get(load) as T | undefined;
  const rendered = module !== undefined;
  useEffect(() => {
    // Asked again unless this render had the code: a preload may have answered between the render (which showed the
    // placeholder) and this effect, and then only this answer renders it (a loaded chunk answers at once).
    if (rendered) return undefined;
    let current = true;
    load().then(
      (answer) => {
        loaded.set(load, answer);
        if (current) setLoads((count) => count + 1);
      },
      (error: unknown) => {
        if (current) setFailed({ load, attempt, error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, rendered]);
  const reload = useCallback(() => {
    loaded.delete(load);
    setAttempt((count) => count + 1);
  }, [load]);
  const failure = module === undefined && failed && failed.load === load && failed.attempt === attempt ? { error: failed.error } : null;
  return { module, failure, attempt, reload };
}

/** Throws `error` where it renders: a failed load reaches the error boundary above it, as a render error does. */
export function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

interface LoadFailureBoundaryProps {
  /** Called when the user retries: load the component anew (a new key for LoadedComponent, or useLoadedModule's `reload`). */
  onRetry: () => void;
  /** What shows instead of the failed part; `retry` clears the failure and calls onRetry. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Shows `fallback` when its children fail to render (code that did not load), until the user retries. */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.setState({ failed: false });
      this.props.onRetry();
    });
  }
}

interface LoadedComponentProps<P extends object> {
  /** The component's code: a module-level function, so every instance shares what it loaded. */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  /** What shows while the code loads (nothing by default, as for a dialog). */
  placeholder?: ReactNode;
}

/**
 * The component `load` answers, rendered with `props` once its code has loaded, `placeholder` until then; a failed
 * load is thrown to the error boundary above. A new key loads again after a failure (a failure is not kept).
 */
export function LoadedComponent<P extends object>({ load, props, placeholder = null }: LoadedComponentProps<P>) {
  const { module, failure } = useLoadedModule(load);
  const Loaded = module?.default;
  if (failure) return <Rethrow error={failure.error} />;
  return Loaded ? <Loaded {...props} /> : placeholder;
}

interface LazyLoadedProps<P extends object> extends LoadedComponentProps<P> {
  /** What shows when the code could not load; `retry` loads it anew. */
  failed: (retry: () => void) => ReactNode;
}

/** LoadedComponent with its own failure: `failed` shows instead, and its retry loads the code anew. */
export function LazyLoaded<P extends object>({ failed, ...loaded }: LazyLoadedProps<P>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <LoadFailureBoundary onRetry={() => setAttempt((count) => count + 1)} fallback={failed}>
      <LoadedComponent key={attempt} {...loaded} />
    </LoadFailureBoundary>
  );
}

/**
 * Starts loading a component's code ahead of need (a pointer or the focus on what opens it, or beside its data); what
 * it answers is kept, so the component renders at once when it mounts later.
 */
export function preloadLazy(load: Loader): void {
  if (loaded.has(load)) return;
  load().then(
    (answer) => loaded.set(load, answer),
    () => undefined,
  );
}

/** A control's handlers that start `preload` when the user shows intent: a pointer reaches it, or the focus does. */
export function preloadOnIntent(preload: () => void): { onPointerEnter: () => void; onFocus: () => void } {
  return { onPointerEnter: preload, onFocus: preload };
}
