// The answer cache of the dashboards (spec 002 §9 'Admin caches': 120, 300, 600, 900 s). An answer is kept at most its
// section's TTL, and only while the data it reads is unchanged: its key holds a fingerprint of the writes, read in one
// cheap statement per request (the sum of the project generations that migration 0021's triggers move on every write to
// packages, journals, time, costs, projects, versions, statuses and principals; and the memberships' count and newest
// change, and the newest sign-in, which no generation covers). So a write shows at the next request, on whichever instance it happened.
import { sql } from 'kysely';
import { AnswerCache } from '../../answer-cache.ts';
import type { Db } from '../../db/index.ts';

/** Seconds an answer is kept at most, per section. */
export const CACHE_TTL_SECONDS = { short: 120, medium: 300, long: 600, longest: 900 } as const;
/** A few hundred answers of a few KB each per database. */
const CAPACITY = 500;

const answers = new AnswerCache<unknown>(CAPACITY);

/** The fingerprint of everything the dashboards read: one statement. */
export async function writeFingerprint(db: Db): Promise<string> {
  const { rows } = await sql<{ g: unknown; m: unknown; mu: unknown; r: unknown; l: unknown }>`
    select (select coalesce(sum(generation), 0) from project_generations) as g, (select count(*) from memberships) as m,
      (select max(updated_at) from memberships) as mu, (select count(*) from member_roles) as r, (select max(last_login_at) from principals) as l`.execute(db);
  const row = rows[0];
  return `${String(row?.g)}:${String(row?.m)}:${String(row?.mu)}:${String(row?.r)}:${String(row?.l)}`;
}

/** The answer for `key`, computed at most once per TTL window (the window is part of the key, so none is older). */
export function cachedAnswer<T>(db: Db, key: string, ttlSeconds: number, nowMs: number, compute: () => Promise<T>): Promise<T> {
  const window = Math.floor(nowMs / (ttlSeconds * 1000));
  return answers.get(db, `${key}|${window}`, compute) as Promise<T>;
}
