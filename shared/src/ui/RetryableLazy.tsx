// A component whose code loads on first render (React.lazy) and whose failed load can be tried again: a chunk can
// fail to load (a deploy replaced it, the network dropped), and React.lazy remembers a failed import for good, so a
// retry needs a new lazy component. The charts, the sprint analytics, the forum editor and the task rich-text editor load this way.
import { Component, lazy, useCallback, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

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
