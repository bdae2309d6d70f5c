// Tasks whose status update is in flight. A second status change of the same task is refused until the first one
// is saved (spec 001 section 4), wherever it comes from: a board drop or the task panel's status field.
import { useSyncExternalStore } from 'react';

let pendingIds: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

export function setStatusUpdatePending(taskId: number, pending: boolean): void {
  if (pendingIds.has(taskId) === pending) return;
  const next = new Set(pendingIds);
  if (pending) next.add(taskId);
  else next.delete(taskId);
  pendingIds = next;
  listeners.forEach((listener) => listener());
}

export function isStatusUpdatePending(taskId: number): boolean {
  return pendingIds.has(taskId);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of the tasks whose status update is in flight (a new Set on every change). */
export function usePendingStatusIds(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, () => pendingIds, () => pendingIds);
}
