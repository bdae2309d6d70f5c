// Issue 21: what changes without a reload (a card moved by someone else, a saved edit, a drop) is read out by screen
// readers. `announce` writes into one polite live region that AppProviders renders once for the whole suite; shared
// is a federation singleton, so every remote's call reaches the same region.
import { useSyncExternalStore } from 'react';
import { visuallyHiddenStyle } from './VisuallyHidden';

let current = { text: '', serial: 0 };
const listeners = new Set<() => void>();

/** Reads `message` out to screen-reader users (politely: after what they are hearing now). */
export function announce(message: string): void {
  // The serial makes a repeated message a new text node, which screen readers announce again.
  current = { text: message, serial: current.serial + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}


export function LiveAnnouncer() {
  const { text, serial } = useSyncExternalStore(subscribe, () => current, () => current);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer" style={visuallyHiddenStyle}>
      <span key={serial}>{text}</span>
    </div>
  );
}
