// A component whose code loads on first render (React.lazy) and whose failed load can be tried again: a chunk can
// fail to load (a deploy replaced it, the network dropped), and React.lazy remembers a failed import for good, so a
// retry needs a new lazy component. <LazyLoaded> puts it together: the shell's admin and account pages, the project
// header's dialogs, the tasks board, Create New Task, the task panel, the rich-text and forum editors, the sprint
// analytics load this way; the charts use the parts themselves (a failed chart's message must sit outside its image).
import { Component, lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type, as React.lazy itself takes
type AnyComponent = ComponentType<any>;

// One lazy component per loader, shared by every instance: a form or chart mounted again (a new key, a second chart)
// renders at once from the loaded code instead of suspending and flashing its placeholder. A failed load is forgotten,
// so the next instance (or a retry) loads anew.
const lazyOf = new WeakMap<() => Promise<{ default: AnyComponent }>, LazyExoticComponent<AnyComponent>>();

function lazyFor<T extends AnyComponent>(load: () => Promise<{ default: T }>, fresh: boolean): LazyExoticComponent<T> {
  const known = lazyOf.get(load);
  if (known && !fresh) return known as LazyExoticComponent<T>;
  const created = lazy(() =>
    load().catch((error: unknown) => {
      if (lazyOf.get(load) === created) lazyOf.delete(load);
      throw error;
    }),
  );
  lazyOf.set(load, created);
  return created;
}

/** The lazy component of `load` (keep `load` stable, e.g. a module-level function) and a `retry` that loads it anew. */
export function useRetryableLazy<T extends AnyComponent>(load: () => Promise<{ default: T }>): { Lazy: LazyExoticComponent<T>; retry: () => void } {
  const [Lazy, setLazy] = useState(() => lazyFor(load, false));
  const retry = useCallback(() => setLazy(() => lazyFor(load, true)), [load]);
  return { Lazy, retry };
}

interface LoadFailureBoundaryProps {
  /** Called when the user retries: load the component anew (`retry` of useRetryableLazy). */
  onRetry: () => void;
  /** What shows instead of the failed part; `retry` clears the failure and calls onRetry. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Shows `fallback` when its children fail to render (a lazy chunk that did not load), until the user retries. */
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

interface LazyLoadedProps<P extends object> {
  /** The component's code: a module-level function, so every instance shares one lazy component. */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  /** What shows while the code loads (nothing by default, as for a dialog). */
  placeholder?: ReactNode;
  /** What shows when the code could not load; `retry` loads it anew. */
  failed: (retry: () => void) => ReactNode;
}

/** The component `load` answers, rendered with `props` once its code has loaded; a failed load shows `failed`. */
export function LazyLoaded<P extends object>({ load, props, placeholder = null, failed }: LazyLoadedProps<P>) {
  const { Lazy, retry } = useRetryableLazy(load);
  const Loaded = Lazy as unknown as ComponentType<P>;
  return (
    <LoadFailureBoundary onRetry={retry} fallback={failed}>
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}

/** Starts loading a component's code ahead of need (a pointer or the focus on what opens it, or beside its data). */
export function preloadLazy(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/** A control's handlers that start `preload` when the user shows intent: a pointer reaches it, or the focus does. */
export function preloadOnIntent(preload: () => void): { onPointerEnter: () => void; onFocus: () => void } {
  return { onPointerEnter: preload, onFocus: preload };
}
