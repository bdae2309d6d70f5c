import { BoundedCache } from './bounded-cache.ts';
import type { Db } from './db/index.ts';

/**
 * Computed answers kept between requests (sprint figures, GitHub stats, dashboards), keyed by everything they depend
 * on (the generations that writes move, the day, the caller), so an entry never needs invalidating: a write changes
 * the key. Concurrent requests for the same key compute once; a failure is not kept. One cache per database, since
 * tests run several apps in one process.
 */
export class AnswerCache<T> {
  private readonly perDatabase = new WeakMap<Db, { answers: BoundedCache<string, T>; computing: Map<string, Promise<T>> }>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  /** The kept answer, if any (for callers that say where an answer came from). */
  peek(db: Db, key: string): T | undefined {
    return this.of(db).answers.get(key);
  }

  /** The kept answer, else the one being computed, else compute it now and keep it. */
  async get(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
    const cache = this.of(db);
    const kept = cache.answers.get(key);
    if (kept !== undefined) return kept;
    const computing = cache.computing.get(key);
    if (computing) return computing;
    const pending = compute();
    cache.computing.set(key, pending);
    try {
      return cache.answers.set(key, await pending);
    } finally {
      cache.computing.delete(key);
    }
  }

  private of(db: Db) {
    let cache = this.perDatabase.get(db);
    if (!cache) this.perDatabase.set(db, (cache = { answers: new BoundedCache<string, T>(this.capacity), computing: new Map() }));
    return cache;
  }
}
