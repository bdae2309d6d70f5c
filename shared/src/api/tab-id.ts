// Each browser tab names itself on every API request, so live updates can tell this tab's own changes (already on
// screen) from the same user's changes in another tab (docs/api.md 'Live updates').

export const TAB_ID_HEADER = 'X-Tab-Id';

function newTabId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers and plain-HTTP origins (randomUUID needs a secure context).
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One per page load; @tessera/shared is a federation singleton, so the shell and every remote share it. */
export const TAB_ID: string = newTabId();
