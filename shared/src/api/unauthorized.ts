// A 401 means the session is gone. The API client announces it here and the auth store listens,
// so the client does not depend on the store (and the store can use the client).
// Requests are numbered so a listener can ignore a 401 for a request sent before the current sign-in.
type UnauthorizedListener = (requestNumber: number) => void;
const listeners = new Set<UnauthorizedListener>();
let lastRequestNumber = 0;

/** Numbers a request when it is sent. */
export function nextRequestNumber(): number {
  return ++lastRequestNumber;
}

/** The number of the most recently sent request. */
export function lastSentRequestNumber(): number {
  return lastRequestNumber;
}

export function onUnauthorized(listener: UnauthorizedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyUnauthorized(requestNumber: number): void {
  listeners.forEach((listener) => listener(requestNumber));
}
