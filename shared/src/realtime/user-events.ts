// The signed-in user's own live events (docs/api.md 'Live updates'): one EventSource per page on GET /api/v3/events/me
// while anyone listens, carrying their notifications' arrivals and read marks. Separate from the project stream,
// whose projects change with the page; this one stays open for as long as the user is signed in.
import { apiUrl } from '../api/client';
import { authStore } from '../auth/auth-store';
import { callSafely, reconnectDelayMs } from './project-events';

export type UserEventType = 'notification.created' | 'notification.read';

/** A notification arrived for the user, or one (notificationId) or several (none) were marked read or unread. */
export interface UserEvent {
  id: string;
  type: UserEventType;
  userId: number;
  notificationId?: number;
  actorId: number;
  tabId?: string;
  at: string;
}

/** Events may have been missed (the stream was interrupted): refetch. */
export interface UserResyncNotice {
  type: 'resync';
}

export type UserEventMessage = UserEvent | UserResyncNotice;
export type UserEventHandler = (message: UserEventMessage) => void;

export const USER_EVENTS_PATH = '/events/me';
const USER_EVENT_TYPES: readonly string[] = ['notification.created', 'notification.read'];

function parseUserEvent(data: unknown): UserEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<UserEvent> | null;
    if (!value || typeof value.id !== 'string' || typeof value.userId !== 'number' || !USER_EVENT_TYPES.includes(value.type as string)) return null;
    return value as UserEvent;
  } catch {
    return null;
  }
}

/** Exported for tests; the app uses the singleton through subscribeToUserEvents / useUserEvents. */
export class UserEventStream {
  private readonly handlers = new Set<UserEventHandler>();
  private source: EventSource | null = null;
  private userId: number | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private reconcileTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  /** The stream failed: listeners refetch once the next one is open. */
  private resyncOnOpen = false;
  private readonly unsubscribeAuth: () => void;

  constructor() {
    this.unsubscribeAuth = authStore.subscribe(() => this.scheduleReconcile());
  }

  subscribe(handler: UserEventHandler): () => void {
    const entry: UserEventHandler = (message) => handler(message);
    this.handlers.add(entry);
    this.scheduleReconcile();
    return () => {
      if (this.handlers.delete(entry)) this.scheduleReconcile();
    };
  }

  private scheduleReconcile(): void {
    if (this.reconcileTimer !== null) return;
    this.reconcileTimer = setTimeout(() => {
      this.reconcileTimer = null;
      this.reconcile();
    }, 0);
  }

  private wantedUser(): number | null {
    const { user, status } = authStore.getState();
    if (typeof EventSource === 'undefined' || status !== 'authenticated' || !user || this.handlers.size === 0) return null;
    return user.id;
  }

  private reconcile(): void {
    if (this.reconnectTimer !== null) return;
    const wanted = this.wantedUser();
    // Another account signed in: the open stream speaks for the previous one.
    if (this.source && wanted !== this.userId) this.close();
    if (wanted === null || this.source) return;
    this.userId = wanted;
    const source = new EventSource(apiUrl(USER_EVENTS_PATH));
    this.source = source;
    source.addEventListener('open', () => {
      if (source !== this.source) return;
      this.failures = 0;
      if (this.resyncOnOpen) {
        this.resyncOnOpen = false;
        this.deliver({ type: 'resync' });
      }
    });
    source.addEventListener('message', (event) => {
      if (source !== this.source) return;
      const parsed = parseUserEvent((event as MessageEvent).data);
      if (parsed) this.deliver(parsed);
    });
    source.addEventListener('resync', () => {
      if (source === this.source) this.deliver({ type: 'resync' });
    });
    source.addEventListener('error', () => this.onError(source));
  }

  private onError(source: EventSource): void {
    // EventSource would retry on its own, without backoff and without saying what was missed: we do it instead.
    source.close();
    if (source !== this.source) return;
    this.source = null;
    this.resyncOnOpen = true;
    this.failures += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.reconcile();
    }, reconnectDelayMs(this.failures));
  }

  private deliver(message: UserEventMessage): void {
    for (const handler of [...this.handlers]) callSafely(handler, message);
  }

  private close(): void {
    this.source?.close();
    this.source = null;
    this.userId = null;
  }

  /** Closes the stream and forgets every listener (tests). */
  dispose(): void {
    this.close();
    this.handlers.clear();
    for (const timer of [this.reconcileTimer, this.reconnectTimer]) if (timer !== null) clearTimeout(timer);
    this.reconcileTimer = null;
    this.reconnectTimer = null;
    this.failures = 0;
    this.resyncOnOpen = false;
    this.unsubscribeAuth();
  }
}

let instance: UserEventStream | null = null;

/**
 * Calls `handler` with each of the signed-in user's own events (their notifications), and with `{ type: 'resync' }`
 * when events may have been missed. Returns the unsubscribe function; all listeners share one connection.
 */
export function subscribeToUserEvents(handler: UserEventHandler): () => void {
  instance ??= new UserEventStream();
  return instance.subscribe(handler);
}

/** Closes the page's user stream and drops every listener (tests). */
export function resetUserEvents(): void {
  instance?.dispose();
  instance = null;
}
