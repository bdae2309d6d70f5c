// Changes other users made to tasks, as live updates report them: what the task panel needs to say "this task was
// changed by someone else" while the user is looking at (or editing) an older copy.
import { useState, useSyncExternalStore } from 'react';
import type { WorkPackageEvent } from '@tessera/shared';
import { REMEMBERED_FOREIGN_CHANGES } from './live-update-constants';

export interface ForeignChange {
  workPackageId: number;
  /** The task's lockVersion after the change; null when the change did not say (it did not move it). */
  lockVersion: number | null;
  deleted: boolean;
  actorId: number;
  at: string;
  /** Order of arrival on this page. */
  sequence: number;
}

let sequence = 0;
let changes: ReadonlyMap<number, ForeignChange> = new Map();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records another user's change to a task (live updates call it; comments do not change the task itself). */
export function recordForeignChange(event: WorkPackageEvent): void {
  if (event.type !== 'work_package.updated' && event.type !== 'work_package.deleted') return;
  const previous = changes.get(event.workPackageId);
  // Events can arrive out of order across server instances: keep the highest version seen.
  const versions = [event.lockVersion, previous?.lockVersion].filter((version): version is number => typeof version === 'number');
  const next = new Map(changes);
  next.delete(event.workPackageId);
  next.set(event.workPackageId, {
    workPackageId: event.workPackageId,
    lockVersion: versions.length > 0 ? Math.max(...versions) : null,
    deleted: event.type === 'work_package.deleted' || previous?.deleted === true,
    actorId: event.actorId,
    at: event.at,
    sequence: ++sequence,
  });
  if (next.size > REMEMBERED_FOREIGN_CHANGES) next.delete(next.keys().next().value as number);
  changes = next;
  listeners.forEach((listener) => listener());
}

/** Forgets every recorded change (tests). */
export function resetForeignChanges(): void {
  changes = new Map();
  listeners.forEach((listener) => listener());
}

export interface TaskChangedElsewhere {
  /** Another user changed (or deleted) the task after the copy on screen was loaded. */
  changed: boolean;
  deleted: boolean;
  /** Who changed it last, when `changed`. */
  actorId: number | null;
  /** The version they saved, when known. */
  lockVersion: number | null;
  /** Without `loadedLockVersion`: the user has seen the notice (e.g. reloaded); only later changes count again. */
  acknowledge: () => void;
}

/**
 * Whether another user changed the task since the copy on screen was loaded. Pass `loadedLockVersion` (the version
 * the user's edits started from) for the exact answer: a change counts when it saved a later version, so reloading
 * the task clears it by itself, and a comment (which keeps the version) does not count. Without it, a change counts
 * when it arrived after the hook mounted or was last acknowledged. Needs useLiveTaskUpdates mounted on the page
 * (the tasks view mounts it).
 */
export function useTaskChangedElsewhere(workPackageId: number | null | undefined, loadedLockVersion?: number): TaskChangedElsewhere {
  const change = useSyncExternalStore(
    subscribe,
    () => (workPackageId === null || workPackageId === undefined ? undefined : changes.get(workPackageId)),
    () => undefined,
  );
  const [baseline, setBaseline] = useState(() => ({ id: workPackageId, sequence }));
  // Another task: its own baseline (the derived-state pattern: set during render, React re-renders at once).
  if (baseline.id !== workPackageId) setBaseline({ id: workPackageId, sequence });
  const acknowledge = () => setBaseline({ id: workPackageId, sequence });

  let changed = false;
  if (change && baseline.id === workPackageId) {
    if (change.deleted) changed = true;
    else if (loadedLockVersion !== undefined) changed = change.lockVersion !== null && change.lockVersion > loadedLockVersion;
    else changed = change.sequence > baseline.sequence;
  }
  return {
    changed,
    deleted: changed && change!.deleted,
    actorId: changed ? change!.actorId : null,
    lockVersion: changed ? change!.lockVersion : null,
    acknowledge,
  };
}
