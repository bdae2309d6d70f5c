// A component whose code loads on first render (React.lazy) and whose failed load can be tried again: a chunk can
// fail to load (a deploy replaced it, the network dropped), and React.lazy remembers a failed import for good, so a
// retry needs a new lazy component. The charts, the sprint analytics and the forum editor load this way.
import { Component, lazy, useCallback, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** The lazy component of `load` (keep `load` stable, e.g. a module-level function) and a `retry` that loads it anew. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type, as React.lazy itself takes
export function useRetryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): { Lazy: LazyExoticComponent<T>; retry: () => void } {
  const [Lazy, setLazy] = useState(() => lazy(load));
  const retry = useCallback(() => setLazy(() => lazy(load)), [load]);
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
