import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Forum search on SQLite (issue 16 bench: 100,000 messages, p95 under 100 ms): a search reads, for every message its
 * words match (about a thousand for a common word), the message's forum (who may see it) and date (the order). From
 * the table that is a full row read each; this narrow index holds just those, so the count and the page are read from
 * it (the search names it with INDEXED BY, as SQLite's planner prefers the rowid for an `id in (...)`). PostgreSQL
 * plans its own search from the GIN index and needs none.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema.createIndex('forum_messages_search').on('forum_messages').columns(['id', 'forum_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await db.schema.dropIndex('forum_messages_search').execute();
}
