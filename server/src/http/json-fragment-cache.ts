/**
 * Serialized representations kept by a key that captures everything they depend on (OpenProject caches its
 * representers the same way). Building and stringifying a HAL resource costs far more than reading its row,
 * so a page of 1,000 projects is mostly string joins once warm. Keys change when their inputs change
 * (updated_at, the caller's relevant permissions, ...), so entries never need invalidation: stale ones age out.
 */
export class JsonFragmentCache {
  private readonly entries = new Map<string, string>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: string, build: () => unknown): string {
    let json = this.entries.get(key);
    if (json !== undefined) {
      // Re-insert so the Map's first key is always the least recently used.
      this.entries.delete(key);
    } else {
      json = JSON.stringify(build());
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, json);
    return json;
  }

  get size(): number {
    return this.entries.size;
  }
}
