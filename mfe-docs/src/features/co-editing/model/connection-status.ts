// The co-editing connection as the page shows it: one state, its badge text and colour.

export type CoEditingStatus =
  /** Opening the connection (the first time). */
  | 'connecting'
  /** Connected and synced; edits reach the others as they are typed. */
  | 'connected'
  /** Connected, but the server accepts no edits from this user. */
  | 'read-only'
  /** The connection is down: edits stay in this browser and merge when it is back. */
  | 'offline'
  /** The server refused the document (no longer visible) or the session (signed out). */
  | 'refused';

export const CO_EDITING_MESSAGES = {
  connecting: 'Connecting…',
  connected: 'Connected',
  readOnly: 'Read only',
  offline: 'Offline — your changes are kept and will merge',
  offlineReadOnly: 'Offline — reconnecting…',
  notFound: 'This document is no longer available to you.',
  unauthenticated: 'Your session has ended: sign in again to keep editing.',
  peopleLabel: 'People in this document',
  you: (name: string) => `${name} (you)`,
} as const;

/** What the provider has told so far. */
export interface ConnectionFacts {
  /** The socket's state (the provider's 'status' event). */
  socket: 'connecting' | 'connected' | 'disconnected';
  /** The document's content has arrived from the server at least once. */
  synced: boolean;
  /** The scope the server granted, once it has. */
  scope: 'read-write' | 'readonly' | null;
  /** Why the server refused the document, if it did. */
  refusal: string | null;
  /** The document has been synced before (a drop after that is 'offline', not 'connecting', until synced again). */
  wasConnected: boolean;
}

export const INITIAL_FACTS: ConnectionFacts = { socket: 'connecting', synced: false, scope: null, refusal: null, wasConnected: false };

export function statusOf(facts: ConnectionFacts): CoEditingStatus {
  if (facts.refusal !== null) return 'refused';
  if (facts.socket !== 'connected' || !facts.synced) return facts.wasConnected ? 'offline' : 'connecting';
  return facts.scope === 'readonly' ? 'read-only' : 'connected';
}

/** The badge's text: what the state means for this user (an offline viewer has no changes to keep). */
export function statusText(status: CoEditingStatus, facts: Pick<ConnectionFacts, 'refusal' | 'scope'>): string {
  switch (status) {
    case 'connecting':
      return CO_EDITING_MESSAGES.connecting;
    case 'connected':
      return CO_EDITING_MESSAGES.connected;
    case 'read-only':
      return CO_EDITING_MESSAGES.readOnly;
    case 'offline':
      return facts.scope === 'readonly' ? CO_EDITING_MESSAGES.offlineReadOnly : CO_EDITING_MESSAGES.offline;
    case 'refused':
      return facts.refusal === 'unauthenticated' ? CO_EDITING_MESSAGES.unauthenticated : CO_EDITING_MESSAGES.notFound;
  }
}

/** The antd Badge status of each state. */
export const STATUS_BADGE: Record<CoEditingStatus, 'processing' | 'success' | 'default' | 'warning' | 'error'> = {
  connecting: 'processing',
  connected: 'success',
  'read-only': 'default',
  offline: 'warning',
  refused: 'error',
};
