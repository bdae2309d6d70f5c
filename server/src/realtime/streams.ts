import { PassThrough } from 'node:stream';
import type { Actor } from '../access/index.ts';
import type { PrincipalRow } from '../db/schema.ts';
import { isUserEvent, viewPermissionOf, type EventBus, type RealtimeEvent } from './events.ts';
import type { VisibilityCache } from './visibility.ts';
import { actorOf } from '../access/index.ts';

export interface StreamSettings {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /** The stream's session or token is checked again this often; a signed-out or locked user's stream ends. */
  credentialRecheckMs: number;
  /** Per user and server instance; one more is a 429. */
  maxStreamsPerUser: number;
  /** The `retry:` hint: how long a browser waits before reconnecting on its own. */
  retryMs: number;
  /** A client this far behind (bytes not yet taken by its socket) is disconnected; it resyncs when it reconnects. */
  maxBufferedBytes: number;
}

export const DEFAULT_STREAM_SETTINGS: StreamSettings = {
  heartbeatMs: 15_000,
  credentialRecheckMs: 30_000,
  maxStreamsPerUser: 20,
  retryMs: 3_000,
  maxBufferedBytes: 256 * 1024,
};

interface Logger {
  warn(object: object, message: string): void;
}

export interface StreamOptions {
  actor: Actor;
  projectIds: ReadonlySet<number>;
  /** Whether the stream carries the user's own events (their notifications): GET /events/me. */
  ownEvents?: boolean;
  /** The user the credential still belongs to, or null when it is no longer valid (throws on a database error). */
  recheck: () => Promise<PrincipalRow | null>;
}

/**
 * The open event streams of this instance: the per-user cap, and the list the server ends before it closes (an open
 * response would otherwise keep the HTTP server from closing).
 */
export class EventStreams {
  private readonly open = new Set<EventStream>();
  private readonly perUser = new Map<number, number>();
  readonly settings: StreamSettings;
  private readonly bus: EventBus;
  private readonly visibility: VisibilityCache;
  private readonly log: Logger;

  constructor(bus: EventBus, visibility: VisibilityCache, settings: StreamSettings, log: Logger) {
    this.bus = bus;
    this.visibility = visibility;
    this.settings = settings;
    this.log = log;
  }

  /** A new stream for the user, or null when they already hold the maximum. */
  start(options: StreamOptions): EventStream | null {
    const held = this.perUser.get(options.actor.id) ?? 0;
    if (held >= this.settings.maxStreamsPerUser) return null;
    this.perUser.set(options.actor.id, held + 1);
    const stream = new EventStream(options, this.bus, this.visibility, this.settings, this.log, () => this.forget(stream, options.actor.id));
    this.open.add(stream);
    return stream;
  }

  private forget(stream: EventStream, userId: number): void {
    if (!this.open.delete(stream)) return;
    const held = (this.perUser.get(userId) ?? 1) - 1;
    if (held > 0) this.perUser.set(userId, held);
    else this.perUser.delete(userId);
  }

  get size(): number {
    return this.open.size;
  }

  closeAll(): void {
    for (const stream of [...this.open]) stream.close();
  }
}

/** One browser's text/event-stream: events of its projects that it may see (or its user's own events), in publishing order. */
export class EventStream {
  readonly body = new PassThrough();
  private actor: Actor;
  private readonly projectIds: ReadonlySet<number>;
  private readonly ownEvents: boolean;
  private readonly recheck: () => Promise<PrincipalRow | null>;
  private readonly visibility: VisibilityCache;
  private readonly settings: StreamSettings;
  private readonly log: Logger;
  private readonly onClosed: () => void;
  private readonly unsubscribe: () => void;
  private readonly unsubscribeResync: () => void;
  private readonly timer: NodeJS.Timeout;
  /** Deliveries wait on async visibility checks; chaining them keeps the order events were published in. */
  private queue: Promise<void> = Promise.resolve();
  private lastRecheck = performance.now();
  private rechecking = false;
  private closed = false;

  constructor(options: StreamOptions, bus: EventBus, visibility: VisibilityCache, settings: StreamSettings, log: Logger, onClosed: () => void) {
    this.actor = options.actor;
    this.projectIds = options.projectIds;
    this.ownEvents = options.ownEvents ?? false;
    this.recheck = options.recheck;
    this.visibility = visibility;
    this.settings = settings;
    this.log = log;
    this.onClosed = onClosed;
    // Written before the response starts, so the headers and the hint leave at once (EventSource fires `open`).
    this.write(`retry: ${settings.retryMs}\n: connected\n\n`);
    this.unsubscribe = bus.subscribe((event) => this.enqueue(event));
    this.unsubscribeResync = bus.onResync(() => this.write('event: resync\ndata: {}\n\n'));
    this.timer = setInterval(() => this.tick(), settings.heartbeatMs);
    this.timer.unref();
    this.body.on('close', () => this.close());
  }

  private enqueue(event: RealtimeEvent): void {
    if (this.closed) return;
    if (isUserEvent(event)) {
      // A user's own events reach only that user (the recipient of the notification), and need no project check.
      if (!this.ownEvents || event.userId !== this.actor.id) return;
      this.queue = this.queue.then(() => this.write(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`));
      return;
    }
    if (!this.projectIds.has(event.projectId)) return;
    this.queue = this.queue
      .then(async () => {
        if (this.closed || !(await this.visibility.canView(this.actor, event.projectId, viewPermissionOf(event.type)))) return;
        this.write(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'realtime: delivering an event failed'));
  }

  private write(chunk: string): void {
    if (this.closed || this.body.destroyed) return;
    if (this.body.writableLength > this.settings.maxBufferedBytes) {
      this.close();
      return;
    }
    this.body.write(chunk);
  }

  private tick(): void {
    this.write(': heartbeat\n\n');
    if (this.rechecking || performance.now() - this.lastRecheck < this.settings.credentialRecheckMs) return;
    this.rechecking = true;
    this.recheck()
      .then((user) => {
        this.lastRecheck = performance.now();
        if (!user) this.close();
        else this.actor = actorOf(user);
      })
      // A database hiccup is not a sign-out: keep the stream and try again at the next tick.
      .catch((error: unknown) => this.log.warn({ err: error }, 'realtime: re-checking a stream credential failed'))
      .finally(() => {
        this.rechecking = false;
      });
  }

  /** Ends the response; safe to call more than once (the socket closing calls it too). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    this.unsubscribe();
    this.unsubscribeResync();
    this.onClosed();
    this.body.end();
  }
}
