/**
 * A Map with a size limit: when full, the oldest entry goes first. For the in-process caches on the request path
 * (prepared statements, serialized representations, token hashes, verified cookies), whose keys encode everything
 * the value depends on, so entries never need invalidating.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): V {
    if (!this.entries.has(key) && this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
    return value;
  }
}
