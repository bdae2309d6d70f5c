import type { Kysely } from 'kysely';

/**
 * The topic list's status filter (issue 16): open and locked topics of a forum. The sorts' indexes lead with
 * (forum_id, parent_id, sticky): this one puts locked before sticky, so a page of open or locked topics, latest
 * first, and its count are read from the index alone. Pinned needs none (sticky is in the sorts' indexes).
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('forum_messages_topics_locked')
    .on('forum_messages')
    .columns(['forum_id', 'parent_id', 'locked', 'sticky', 'last_activity_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('forum_messages_topics_locked').execute();
}
