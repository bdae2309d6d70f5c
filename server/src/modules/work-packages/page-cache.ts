import type { Db } from '../../db/index.ts';
import { BoundedCache } from '../../bounded-cache.ts';

/** Pages kept per server; a page of 100 is about 220 KB, and a page of the maximum size about 2 MB. */
const PAGE_CACHE_CAPACITY = 32;

/** One primary-key read: the generation the work_packages triggers move (migration 0007). */
export async function workPackagesGeneration(db: Db): Promise<string> {
  const row = await db.selectFrom('cache_generations').select('generation').where('name', '=', 'work_packages').executeTakeFirst();
  return String(row?.generation ?? 0);
}

/**
 * Serialized pages of a project's work packages, as OpenProject caches its representers: building and stringifying
 * a page of 100 costs several times more than reading it. An answer is kept under the generation read *before* its
 * data, so it is never older than its key; every write to a table the page reads moves the generation (database
 * triggers, so other instances' writes count too), and a new generation empties the cache. The rest of the key is
 * everything else the answer depends on: the caller (for 'me' filters), their permissions there (action links, costs),
 * the day (relative date filters) and the request URL (project, filters, sort, page).
 */
export class WorkPackagePageCache {
  private generation = '';
  private pages = new BoundedCache<string, Buffer>(PAGE_CACHE_CAPACITY);

  async answer(db: Db, key: string, build: () => Promise<unknown>): Promise<Buffer> {
    const generation = await workPackagesGeneration(db);
    if (generation !== this.generation) {
      this.generation = generation;
      this.pages = new BoundedCache<string, Buffer>(PAGE_CACHE_CAPACITY);
    }
    const fullKey = `${generation}|${key}`;
    const cached = this.pages.get(fullKey);
    if (cached) return cached;
    const body = Buffer.from(JSON.stringify(await build()));
    // A request that read an older generation while a newer one arrived keeps its answer to itself.
    return this.generation === generation ? this.pages.set(fullKey, body) : body;
  }
}
