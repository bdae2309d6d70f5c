// A controllable EventSource for jsdom (which has none): install it, then open, feed and break streams by hand.
//   const restore = FakeEventSource.install();
//   ...render something that subscribes...
//   const stream = await waitFor(() => FakeEventSource.latest());  // subscriptions connect on the next tick
//   act(() => { stream.open().emit({ type: 'work_package.updated', projectId: 5, workPackageId: 12, actorId: 3 }); });
type Listener = (event: { type: string; data?: string }) => void;

let sequence = 0;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream created since install(), oldest first. */
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  readonly withCredentials = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  /** Puts the fake in place of the global EventSource; returns the function that restores the previous one. */
  static install(): () => void {
    const previous = (globalThis as { EventSource?: unknown }).EventSource;
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    return () => {
      (globalThis as { EventSource?: unknown }).EventSource = previous;
      FakeEventSource.instances = [];
    };
  }

  /** Streams not closed by the page. */
  static live(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  /** The newest live stream (subscriptions open it on the next tick: await a tick or use waitFor first). */
  static latest(): FakeEventSource {
    const live = FakeEventSource.live();
    if (live.length === 0) throw new Error('no live EventSource: nothing subscribed (or every stream was closed)');
    return live[live.length - 1];
  }

  /** The project ids the stream asked for (GET /api/v3/events?projects=...). */
  get projects(): number[] {
    const value = new URL(this.url, 'http://localhost').searchParams.get('projects') ?? '';
    return value === '' ? [] : value.split(',').map(Number);
  }

  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  private dispatch(type: string, data?: string): void {
    if (this.readyState === FakeEventSource.CLOSED) return;
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener({ type, data });
  }

  /** The server answered 200: the stream is open. */
  open(): this {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch('open');
    return this;
  }

  /** One event as the server sends it (`id` is filled in when missing). */
  emit(event: Record<string, unknown>): this {
    this.dispatch('message', JSON.stringify({ id: `fake-${++sequence}`, at: new Date().toISOString(), ...event }));
    return this;
  }

  /** The server's `event: resync` (events were lost between server instances). */
  resync(): this {
    this.dispatch('resync', '{}');
    return this;
  }

  /** The connection broke (or the server refused it). */
  fail(): this {
    this.dispatch('error');
    return this;
  }
}
