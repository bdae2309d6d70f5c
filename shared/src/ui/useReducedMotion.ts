// Issue 21: people who ask their system for less motion get none from the suite (WCAG 2.3.3).
import { useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
}

function subscribe(listener: () => void): () => void {
  const query = motionQuery();
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

/** True while the user's system asks for reduced motion; follows the setting when it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => motionQuery()?.matches ?? false, () => false);
}
