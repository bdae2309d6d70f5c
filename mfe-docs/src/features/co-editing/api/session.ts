// One co-editing session: the shared Yjs document of one document and its connection (a Hocuspocus provider) to our
// server, with what the page shows about it (connection state, who is present) as a store React can subscribe to.
import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { API_BASE } from '@tessera/shared';
import { INITIAL_FACTS, statusOf, type CoEditingStatus, type ConnectionFacts } from '../model/connection-status';
import { participantsOf, type CoEditor } from '../model/participants';

/** The server's co-editing endpoint, on the page's own origin (the session cookie authenticates it). */
export const COLLABORATION_PATH = `${API_BASE}/documents/collaboration`;
/** The Yjs field the editor binds to (the server derives the document's content from the same one). */
export const COLLABORATION_FIELD = 'default';

export const documentRoom = (documentId: number) => `document.${documentId}`;

export function collaborationUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${COLLABORATION_PATH}`;
}

/** A stateless message the server sends to everyone in the document (e.g. `{ "type": "comments.changed" }`). */
export interface CoEditingMessage {
  type: string;
  [key: string]: unknown;
}

/** The payload as a message with a type, else null (the server may send other stateless payloads). */
export function parseCoEditingMessage(payload: string): CoEditingMessage | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string') return value as CoEditingMessage;
  } catch {
    // Not JSON: not one of ours.
  }
  return null;
}

export interface CoEditingSnapshot {
  status: CoEditingStatus;
  facts: ConnectionFacts;
  participants: CoEditor[];
}

export class CoEditingSession {
  readonly ydoc = new Y.Doc();
  readonly provider: HocuspocusProvider;
  readonly user: CoEditor;
  private facts: ConnectionFacts = INITIAL_FACTS;
  private snapshot: CoEditingSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly messageListeners = new Set<(message: CoEditingMessage) => void>();
  private releaseTimer: ReturnType<typeof setTimeout> | undefined;
  private destroyed = false;

  /** Builds the session without connecting (see connect and release): the editor binds to it before it goes online. */
  constructor(documentId: number, user: CoEditor, url: string = collaborationUrl()) {
    this.user = user;
    this.snapshot = { status: statusOf(this.facts), facts: this.facts, participants: [user] };
    this.provider = new HocuspocusProvider({
      url,
      name: documentRoom(documentId),
      document: this.ydoc,
      // connect() opens the socket, from the page's effect.
      ...({ autoConnect: false } as object),
      onStatus: ({ status }) => this.refresh({ socket: status }),
      onSynced: () => this.refresh(),
      onAuthenticated: () => this.refresh({ refusal: null }),
      onAuthenticationFailed: ({ reason }) => this.refresh({ refusal: reason }),
      onAwarenessChange: () => this.refresh(),
      onStateless: ({ payload }) => {
        const message = parseCoEditingMessage(payload);
        if (message) for (const listener of this.messageListeners) listener(message);
      },
    });
  }

  /** Opens the connection (again); cancels a release that has not happened yet (React runs effects twice in development). */
  connect(): void {
    if (this.destroyed) return;
    clearTimeout(this.releaseTimer);
    // The browser knows first when the network is gone: say so at once (and keep the edits), reconnect when it is back.
    window.addEventListener('offline', this.goOffline);
    window.addEventListener('online', this.goOnline);
    if (typeof navigator === 'undefined' || navigator.onLine !== false) void this.provider.connect();
  }

  /** The page no longer shows the document: the session ends, unless connect() follows at once. */
  release(): void {
    window.removeEventListener('offline', this.goOffline);
    window.removeEventListener('online', this.goOnline);
    clearTimeout(this.releaseTimer);
    this.releaseTimer = setTimeout(() => this.destroy(), 0);
  }

  private readonly goOffline = () => {
    this.provider.configuration.websocketProvider.disconnect();
    this.refresh({ socket: 'disconnected' });
  };

  private readonly goOnline = () => void this.provider.configuration.websocketProvider.connect();

  private refresh(changes: Partial<ConnectionFacts> = {}): void {
    const provider = this.provider as HocuspocusProvider | undefined;
    const scope = provider?.authorizedScope;
    const synced = provider?.isSynced ?? false;
    this.facts = {
      ...this.facts,
      ...changes,
      synced,
      wasConnected: this.facts.wasConnected || synced,
      scope: scope === 'readonly' ? 'readonly' : scope === undefined ? this.facts.scope : 'read-write',
    };
    const states = provider?.awareness ? [...provider.awareness.getStates().values()] : [];
    this.snapshot = { status: statusOf(this.facts), facts: this.facts, participants: participantsOf([{ user: this.user }, ...states], this.user.id) };
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CoEditingSnapshot => this.snapshot;

  /** Hears the server's stateless messages for this document (other features react to them: comments refetch). */
  readonly onMessage = (listener: (message: CoEditingMessage) => void) => {
    this.messageListeners.add(listener);
    return () => void this.messageListeners.delete(listener);
  };

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    window.removeEventListener('offline', this.goOffline);
    window.removeEventListener('online', this.goOnline);
    this.listeners.clear();
    this.messageListeners.clear();
    this.provider.destroy();
    this.ydoc.destroy();
  }
}
