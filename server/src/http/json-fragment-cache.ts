/**
 * Serialized representations kept by a key that captures everything they depend on (OpenProject caches its
 * representers the same way). Building, stringifying and UTF-8-encoding a HAL resource costs far more than
 * reading its row, so a page of 1,000 projects is mostly a byte copy once warm. Keys change when their inputs
 * change (updated_at, the caller's relevant permissions, ...), so entries never need invalidating: the oldest
 * are dropped first when the cache is full.
 */
export class JsonFragmentCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: string): Buffer | undefined {
    return this.entries.get(key);
  }

  /** Serializes and keeps a representation; returns its JSON. */
  set(key: string, representation: unknown): Buffer {
    const json = Buffer.from(JSON.stringify(representation));
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, json);
    return json;
  }

  get size(): number {
    return this.entries.size;
  }
}
