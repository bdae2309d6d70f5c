// jsdom gaps hit by react-router 7, antd and tiptap.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null, addListener() {}, removeListener() {},
    addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
  const zeroRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON() {} }) as DOMRect;
  Range.prototype.getBoundingClientRect ??= zeroRect;
  Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
  // antd's Form (useWatch) and Select schedule macrotasks through MessageChannel, which jsdom lacks.
  // A timer-based pair of ports gives the same ordering (after the current task) and works with fake timers.
  if (typeof globalThis.MessageChannel === 'undefined') {
    type Port = { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void; start: () => void };
    const makePort = (target: () => Port): Port => ({
      onmessage: null,
      postMessage(data: unknown) {
        setTimeout(() => target().onmessage?.({ data }), 0);
      },
      close() {},
      start() {},
    });
    globalThis.MessageChannel = class {
      port1: Port;
      port2: Port;
      constructor() {
        this.port1 = makePort(() => this.port2);
        this.port2 = makePort(() => this.port1);
      }
    } as unknown as typeof MessageChannel;
  }
  // antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom does not implement.
  const original = window.getComputedStyle;
  window.getComputedStyle = (el: Element) => original(el);
}
