import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { createEvent, LocalFanout, parseEvent, type EventBus, type EventInput, type EventListener, type ResyncListener } from './events.ts';

/** One channel for every event: instances filter per stream, so there is nothing to gain from more. */
export const DEFAULT_REDIS_CHANNEL = 'tessera:events';
/** Reconnect backoff: 200 ms more per attempt, at most this long between attempts, forever. */
const RECONNECT_MAX_DELAY_MS = 5000;
const DISCONNECT_TIMEOUT_MS = 300;

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

interface Envelope {
  /** The publishing instance: it already delivered the event to its own streams. */
  origin: string;
  event: unknown;
}

export interface RedisEventBusOptions {
  log: Logger;
  now?: () => Date;
  channel?: string;
}

/**
 * Fan-out across server instances (REDIS_URL): each event goes to this instance's streams at once and to the
 * others through Redis pub/sub. Redis being down never fails a request: events then reach this instance's streams
 * only, errors are logged once per outage, the connections retry forever, and when the subscription comes back
 * the streams are told to resync (what was published meanwhile is lost).
 */
export class RedisEventBus implements EventBus {
  private readonly fanout: LocalFanout;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly origin = randomUUID();
  private readonly channel: string;
  private readonly log: Logger;
  private readonly now: () => Date;
  private readonly subscribed: Promise<void>;
  private connectedOnce = false;
  private subscriberDown = false;
  private publisherDown = false;

  constructor(url: string, options: RedisEventBusOptions) {
    this.log = options.log;
    this.now = options.now ?? (() => new Date());
    this.channel = options.channel ?? DEFAULT_REDIS_CHANNEL;
    this.fanout = new LocalFanout(this.log);
    // disconnectTimeout: how long a closed connection's socket may linger (ioredis keeps a timer that long even
    // for a socket that never connected, which would hold a shutting-down process for its default 2 s).
    const common: RedisOptions = { retryStrategy: (attempt) => Math.min(attempt * 200, RECONNECT_MAX_DELAY_MS), disconnectTimeout: DISCONNECT_TIMEOUT_MS };
    // A publish while Redis is away fails at once (no queue growing during an outage); the subscription waits.
    // The names show in CLIENT LIST (an operator can tell the connections apart).
    this.publisher = new Redis(url, { ...common, connectionName: 'tessera-realtime-pub', enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.subscriber = new Redis(url, { ...common, connectionName: `tessera-realtime-sub:${this.channel}`, maxRetriesPerRequest: null, autoResubscribe: true });

    this.publisher.on('error', (error: Error) => {
      if (this.publisherDown) return;
      this.publisherDown = true;
      this.log.warn({ err: error }, 'realtime: Redis is unavailable for publishing; retrying (events reach this instance only meanwhile)');
    });
    this.publisher.on('ready', () => {
      this.publisherDown = false;
    });
    this.subscriber.on('error', (error: Error) => {
      if (this.subscriberDown) return;
      this.subscriberDown = true;
      this.log.warn({ err: error }, 'realtime: Redis subscription interrupted; retrying');
    });
    this.subscriber.on('ready', () => {
      const reconnected = this.connectedOnce;
      this.connectedOnce = true;
      this.subscriberDown = false;
      if (reconnected) {
        this.log.info({}, 'realtime: Redis subscription restored');
        this.fanout.resync();
      }
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
    this.subscribed = this.subscriber.subscribe(this.channel).then(() => undefined);
    // ready() reports the failure to whoever waits; nobody waiting must not mean an unhandled rejection.
    this.subscribed.catch(() => undefined);
  }

  private receive(message: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      return;
    }
    if (envelope?.origin === this.origin) return;
    const event = parseEvent(envelope?.event);
    if (event) this.fanout.deliver(event);
  }

  publish(input: EventInput): void {
    const event = createEvent(input, this.now());
    this.fanout.deliver(event);
    const envelope: Envelope = { origin: this.origin, event };
    this.publisher.publish(this.channel, JSON.stringify(envelope)).catch((error: Error) => {
      // Logged once per outage by the error handler; a failure while connected is worth a line of its own.
      if (!this.publisherDown) this.log.warn({ err: error, eventType: event.type }, 'realtime: publishing to Redis failed');
    });
  }

  subscribe(listener: EventListener): () => void {
    return this.fanout.subscribe(listener);
  }

  onResync(listener: ResyncListener): () => void {
    return this.fanout.onResync(listener);
  }

  ready(): Promise<void> {
    return this.subscribed;
  }

  async close(): Promise<void> {
    await Promise.allSettled([closeConnection(this.subscriber), closeConnection(this.publisher)]);
  }
}

/** QUIT when connected (pending commands finish); otherwise stop retrying at once. */
async function closeConnection(connection: Redis): Promise<void> {
  if (connection.status === 'ready') {
    try {
      await connection.quit();
      return;
    } catch {
      // fall through to a hard disconnect
    }
  }
  connection.disconnect();
}
