// Test support: a fetch Response whose body streams server-sent events as the test pushes them, and that fails the
// pending read with an AbortError when the request's signal aborts (as browsers do).

export interface FakeStream {
  response: Response;
  /** Sends raw text (any split of the event stream). */
  push: (text: string) => void;
  pushBytes: (bytes: Uint8Array) => void;
  token: (text: string) => void;
  done: () => void;
  close: () => void;
  readonly cancelled: boolean;
}

const abortError = () => Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });

export function fakeSseResponse(signal?: AbortSignal | null): FakeStream {
  const encoder = new TextEncoder();
  const queue: Array<Uint8Array | null> = [];
  let waiting: { resolve: (value: ReadableStreamReadResult<Uint8Array>) => void; reject: (error: unknown) => void } | null = null;
  let cancelled = false;
  const deliver = () => {
    if (!waiting || queue.length === 0) return;
    const chunk = queue.shift()!;
    const { resolve } = waiting;
    waiting = null;
    resolve(chunk === null ? { done: true, value: undefined } : { done: false, value: chunk });
  };
  signal?.addEventListener('abort', () => {
    cancelled = true;
    if (waiting) {
      const { reject } = waiting;
      waiting = null;
      reject(abortError());
    }
  });
  const reader = {
    read: () =>
      new Promise<ReadableStreamReadResult<Uint8Array>>((resolve, reject) => {
        if (signal?.aborted) return reject(abortError());
        waiting = { resolve, reject };
        deliver();
      }),
    cancel: async () => {
      cancelled = true;
    },
    releaseLock: () => {},
  };
  const response = {
    ok: true,
    status: 200,
    headers: new Headers({ 'Content-Type': 'text/event-stream' }),
    body: { getReader: () => reader },
    text: async () => '',
  } as unknown as Response;
  const push = (text: string) => {
    queue.push(encoder.encode(text));
    deliver();
  };
  return {
    response,
    push,
    pushBytes: (bytes) => {
      queue.push(bytes);
      deliver();
    },
    token: (text) => push(`event: token\ndata: ${JSON.stringify({ text })}\n\n`),
    done: () => push('event: done\ndata: {"provider":"Fake"}\n\n'),
    close: () => {
      queue.push(null);
      deliver();
    },
    get cancelled() {
      return cancelled;
    },
  };
}

export function halAiError(status: number, aiCode: string, message: string, headers: Record<string, string> = {}): Response {
  const body = JSON.stringify({ _type: 'Error', errorIdentifier: 'urn:openproject-org:api:v3:errors:X', message, _embedded: { details: { aiCode } } });
  return { ok: false, status, headers: new Headers({ 'Content-Type': 'application/hal+json', ...headers }), body: null, text: async () => body } as unknown as Response;
}
