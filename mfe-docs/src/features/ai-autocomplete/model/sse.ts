// An incremental parser for `text/event-stream` (the WHATWG rules that matter here): lines end in \n, \r\n or \r,
// `event:` names the event (default `message`), `data:` lines join with \n, a blank line dispatches, `:` starts a
// comment. Chunks may split anywhere, also between \r and \n, and one chunk may hold several events.

export interface SseEvent {
  event: string;
  data: string;
}

export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private sawCarriageReturn = false;

  /** Feeds a decoded chunk; answers the events it completed. */
  push(chunk: string): SseEvent[] {
    let text = chunk;
    // A \r ended the last chunk: a \n starting this one belongs to it.
    if (this.sawCarriageReturn && text.startsWith('\n')) text = text.slice(1);
    this.sawCarriageReturn = text.endsWith('\r');
    this.buffer += text;
    const events: SseEvent[] = [];
    const lines = this.buffer.split(/\r\n|\r|\n/);
    this.buffer = lines.pop() ?? '';
    for (const line of lines) {
      const dispatched = this.line(line);
      if (dispatched) events.push(dispatched);
    }
    return events;
  }

  /** The stream ended: an event without its blank line is dropped, as the standard says. */
  end(): SseEvent[] {
    this.buffer = '';
    this.event = '';
    this.data = [];
    return [];
  }

  private line(line: string): SseEvent | null {
    if (line === '') {
      if (this.data.length === 0) {
        this.event = '';
        return null;
      }
      const dispatched = { event: this.event || 'message', data: this.data.join('\n') };
      this.event = '';
      this.data = [];
      return dispatched;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    return null;
  }
}

/** Reads a response body to its end, handing each event over as it completes. */
export async function readSse(body: ReadableStream<Uint8Array>, onEvent: (event: SseEvent) => void | 'stop'): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const events = done ? parser.push(decoder.decode()).concat(parser.end()) : parser.push(decoder.decode(value, { stream: true }));
      for (const event of events) {
        if (onEvent(event) === 'stop') {
          void reader.cancel().catch(() => {});
          return;
        }
      }
      if (done) return;
    }
  } catch (error) {
    void reader.cancel().catch(() => {});
    throw error;
  }
}
