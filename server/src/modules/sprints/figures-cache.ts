import type { Db } from '../../db/index.ts';
import { BoundedCache } from '../../bounded-cache.ts';

/** Answers kept per server: a burndown or a project's figures is a few KB, so a thousand is a few MB. */
const FIGURES_CACHE_CAPACITY = 1000;

/**
 * Computed sprint figures (burndown, statistics), keyed by everything they depend on: the sprint or project, the day,
 * and the generations of the projects whose packages and journals they read and of the reference data (statuses,
 * versions), which the triggers of migration 0021 move with every write there. So any write that changes an answer
 * changes its key, on whichever instance it happened, and the journals are replayed once per change instead of once per
 * request. One cache per database (tests run several apps in one process).
 */
const caches = new WeakMap<Db, { answers: BoundedCache<string, unknown>; computing: Map<string, Promise<unknown>> }>();

export async function cachedFigures<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { answers: new BoundedCache<string, unknown>(FIGURES_CACHE_CAPACITY), computing: new Map() }));
  const cached = cache.answers.get(key) as T | undefined;
  if (cached !== undefined) return cached;
  // Concurrent requests for the same figures replay the journals once; a failure is not kept.
  const computing = cache.computing.get(key) as Promise<T> | undefined;
  if (computing) return computing;
  const pending = compute();
  cache.computing.set(key, pending);
  try {
    return cache.answers.set(key, await pending) as T;
  } finally {
    cache.computing.delete(key);
  }
}
