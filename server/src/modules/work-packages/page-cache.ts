import { createHash } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import type { ProjectIdSet } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import { BoundedCache } from '../../bounded-cache.ts';

/** Pages kept per server; a page of 100 is about 220 KB, and a page of the maximum size about 2 MB. */
const PAGE_CACHE_CAPACITY = 32;

/** The generation of the reference data every project reads (statuses, types, priorities, names, versions). */
export const REFERENCE_GENERATION = 0;

/**
 * One statement: the generations of the reference data and of the given projects (ids, or a subquery of them), as one
 * key part (a digest: an admin's visible projects are all of them). The triggers of migration 0021 move a project's
 * generation with every write its pages or figures read; every project has a row, so the key also says which projects
 * it covers. Aggregated in the database: a thousand projects cost one short row, not a thousand.
 */
export async function projectGenerations(db: Db, projects: number[] | ProjectIdSet): Promise<string> {
  const condition = Array.isArray(projects)
    ? sql<SqlBool>`project_id in (${sql.join([REFERENCE_GENERATION, ...projects])})`
    : sql<SqlBool>`(project_id = ${REFERENCE_GENERATION} or project_id in ${projects})`;
  const aggregate = isPostgres(db)
    ? sql<{ generations: string | null }>`select string_agg(project_id || ':' || generation, ',' order by project_id) as generations from project_generations where ${condition}`
    : sql<{ generations: string | null }>`select group_concat(pair, ',') as generations
        from (select project_id || ':' || generation as pair from project_generations where ${condition} order by project_id)`;
  const generations = (await aggregate.execute(db)).rows[0]?.generations ?? '';
  return Array.isArray(projects) ? generations : createHash('sha256').update(generations).digest('base64url');
}

/**
 * Serialized pages of a project's work packages, as OpenProject caches its representers: building and stringifying
 * a page of 100 costs several times more than reading it. An answer is kept under the generations read *before* its
 * data (the project's and the reference data's), so it is never older than its key; every write to a table the page
 * reads moves one of them (database triggers, so other instances' writes count too), and answers under older
 * generations are never asked for again and age out. The rest of the key is everything else the answer depends on: the
 * caller (for 'me' filters), their permissions there (action links, costs), the day (relative date filters) and the
 * request URL (project, filters, sort, page).
 */
export class WorkPackagePageCache {
  private pages = new BoundedCache<string, Buffer>(PAGE_CACHE_CAPACITY);

  async answer(db: Db, projectId: number, key: string, build: () => Promise<unknown>): Promise<Buffer> {
    const fullKey = `${await projectGenerations(db, [projectId])}|${key}`;
    const cached = this.pages.get(fullKey);
    if (cached) return cached;
    return this.pages.set(fullKey, Buffer.from(JSON.stringify(await build())));
  }
}
