import { allowedTo, type Actor, type ProjectPermission } from '../access/index.ts';
import type { Db } from '../db/index.ts';

/** How long an answer is trusted: a revoked membership stops delivery at most this long after the change. */
export const VISIBILITY_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  expiresAt: number;
  allowed: Promise<boolean>;
}

/**
 * "May this user see this project's work packages (or documents, for a document event)?" for every event on every stream, cached briefly and shared by
 * all of a user's streams, so a burst of events costs one statement per user and project. Concurrent checks of one
 * pair share one statement. A failed check counts as "no" and is not cached.
 */
export class VisibilityCache {
  private readonly entries = new Map<string, Entry>();
  private readonly db: Db;
  private readonly ttlMs: number;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(db: Db, ttlMs: number = VISIBILITY_TTL_MS) {
    this.db = db;
    this.ttlMs = ttlMs;
  }

  canView(actor: Actor, projectId: number, permission: ProjectPermission = 'view_work_packages'): Promise<boolean> {
    if (actor.admin) return Promise.resolve(true);
    const key = `${actor.id}:${projectId}:${permission}`;
    const now = performance.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.allowed;
    if (cached) this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.evict(now);
    const allowed = allowedTo(this.db, actor, permission, projectId).catch(() => {
      this.entries.delete(key);
      return false;
    });
    this.entries.set(key, { expiresAt: now + this.ttlMs, allowed });
    return allowed;
  }

  /** Expired entries first (swept at most once per TTL); otherwise the oldest (Map order is insertion order). */
  private evict(now: number): void {
    if (now - this.lastSweep >= this.ttlMs) {
      this.lastSweep = now;
      for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}
