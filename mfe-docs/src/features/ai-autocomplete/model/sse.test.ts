import { readSse, SseParser, type SseEvent } from './sse';
import { fakeSseResponse } from '../test/fake-sse';

test('an event split over chunks (inside a field, between \\r and \\n) comes out once it is complete', () => {
  const parser = new SseParser();
  expect(parser.push('event: tok')).toEqual([]);
  expect(parser.push('en\r')).toEqual([]);
  expect(parser.push('\ndata: {"text":"the ')).toEqual([]);
  expect(parser.push('next "}\r\n')).toEqual([]);
  expect(parser.push('\r\n')).toEqual([{ event: 'token', data: '{"text":"the next "}' }]);
});

test('several events in one chunk, comments skipped, data lines joined, default event name', () => {
  const parser = new SseParser();
  const events = parser.push(': keep-alive\n\nevent: token\ndata: {"text":"a"}\n\nevent: token\ndata: {"text":"b"}\n\ndata: one\ndata: two\n\nevent: done\ndata: {}\n\n');
  expect(events).toEqual<SseEvent[]>([
    { event: 'token', data: '{"text":"a"}' },
    { event: 'token', data: '{"text":"b"}' },
    { event: 'message', data: 'one\ntwo' },
    { event: 'done', data: '{}' },
  ]);
});

test('an error event is an event like any other; an unfinished event at the end is dropped', () => {
  const parser = new SseParser();
  expect(parser.push('event: error\ndata: {"code":"API_ERROR","message":"Failed to generate completion"}\n\nevent: token\ndata: x')).toEqual([
    { event: 'error', data: '{"code":"API_ERROR","message":"Failed to generate completion"}' },
  ]);
  expect(parser.end()).toEqual([]);
});

test('readSse decodes a byte stream (a multi-byte character split across chunks) and stops when asked', async () => {
  const stream = fakeSseResponse();
  const seen: SseEvent[] = [];
  const done = readSse(stream.response.body!, (event) => {
    seen.push(event);
    return event.event === 'done' ? 'stop' : undefined;
  });
  const bytes = new TextEncoder().encode('event: token\ndata: {"text":"Über"}\n\nevent: done\ndata: {}\n\n');
  const split = bytes.indexOf(0xc3) + 1; // inside the two bytes of Ü
  stream.pushBytes(bytes.slice(0, split));
  stream.pushBytes(bytes.slice(split));
  await done;
  expect(seen).toEqual([
    { event: 'token', data: '{"text":"Über"}' },
    { event: 'done', data: '{}' },
  ]);
  expect(stream.cancelled).toBe(true);
});
