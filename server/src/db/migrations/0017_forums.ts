import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Project forums (issue 16): a project's forums, their topics and replies (one table: a reply names its topic in
 * parent_id), global topic categories, and each user's state kept on the server (messages read, topics followed,
 * drafts), so it follows them across sessions and devices.
 *
 * Counters (a forum's topics and messages, its last message; a topic's replies and last activity) are kept by the
 * writes that move them, in the same transaction. Full-text search: an FTS5 table over subject and text (external
 * content, kept by triggers) on SQLite; a generated tsvector column with a GIN index on PostgreSQL. Both stem English.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

/** The topic categories every installation starts with; the first is the default. */
const CATEGORIES_AT_THIS_MIGRATION = ['General', 'Announcements', 'Introductions', 'Off-Topic Chatter', 'Feedback', 'Member Spotlight', 'Showcase', 'Jobs', "FAQ's"];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const now = new Date().toISOString();

  await db.schema
    .createTable('forum_categories')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await sql`create unique index forum_categories_lower_name on forum_categories (lower(name))`.execute(db);
  await db
    .insertInto('forum_categories' as never)
    .values(CATEGORIES_AT_THIS_MIGRATION.map((name, index) => ({ name, position: index + 1, created_at: now, updated_at: now })) as never)
    .execute();

  await db.schema
    .createTable('forums')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('topics_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('messages_count', 'integer', (col) => col.notNull().defaultTo(0))
    // The newest message (no foreign key: forum_messages refers to forums; the writes keep it).
    .addColumn('last_message_id', 'integer')
    .addColumn('last_message_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // Names are unique in a project whatever their case; the list sorts by position, name, updated_at, last message.
  await sql`create unique index forums_project_lower_name on forums (project_id, lower(name))`.execute(db);
  const forumIndexes: [string, string[]][] = [
    ['forums_project_position', ['project_id', 'position']],
    ['forums_project_updated_at', ['project_id', 'updated_at']],
    ['forums_project_last_message_at', ['project_id', 'last_message_at']],
  ];
  for (const [name, columns] of forumIndexes) await db.schema.createIndex(name).on('forums').columns(columns).execute();

  await db.schema
    .createTable('forum_messages')
    .addColumn('id', idType, id)
    .addColumn('forum_id', 'integer', (col) => col.notNull().references('forums.id').onDelete('cascade'))
    // Null for a topic; a reply's topic.
    .addColumn('parent_id', 'integer', (col) => col.references('forum_messages.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('content_html', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sticky', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('locked', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('replies_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('category_id', 'integer', (col) => col.references('forum_categories.id').onDelete('set null'))
    .addColumn('last_activity_at', timestamp, (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // A forum's topics: sticky first, then each sort (latest activity, replies, newest, views); a topic's replies oldest
  // first; a forum's messages newest first; the author and category filters; the search's date range.
  const messageIndexes: [string, string[]][] = [
    ['forum_messages_topics_latest', ['forum_id', 'parent_id', 'sticky', 'last_activity_at']],
    ['forum_messages_topics_popular', ['forum_id', 'parent_id', 'sticky', 'replies_count']],
    ['forum_messages_topics_newest', ['forum_id', 'parent_id', 'sticky', 'created_at']],
    ['forum_messages_topics_views', ['forum_id', 'parent_id', 'sticky', 'views']],
    ['forum_messages_parent_created_at', ['parent_id', 'created_at']],
    ['forum_messages_forum_created_at', ['forum_id', 'created_at']],
    ['forum_messages_author_id', ['author_id']],
    ['forum_messages_category_id', ['category_id']],
    ['forum_messages_created_at', ['created_at']],
  ];
  for (const [name, columns] of messageIndexes) await db.schema.createIndex(name).on('forum_messages').columns(columns).execute();

  if (postgres) {
    await sql`alter table forum_messages add column search_vector tsvector generated always as (to_tsvector('english', subject || ' ' || content_text)) stored`.execute(db);
    await sql`create index forum_messages_search_vector on forum_messages using gin (search_vector)`.execute(db);
  } else {
    await sql`create virtual table forum_messages_fts using fts5(subject, content_text, content='forum_messages', content_rowid='id', tokenize='porter unicode61')`.execute(db);
    await sql`create trigger forum_messages_fts_insert after insert on forum_messages begin
      insert into forum_messages_fts (rowid, subject, content_text) values (new.id, new.subject, new.content_text);
    end`.execute(db);
    await sql`create trigger forum_messages_fts_delete after delete on forum_messages begin
      insert into forum_messages_fts (forum_messages_fts, rowid, subject, content_text) values ('delete', old.id, old.subject, old.content_text);
    end`.execute(db);
    await sql`create trigger forum_messages_fts_update after update of subject, content_text on forum_messages begin
      insert into forum_messages_fts (forum_messages_fts, rowid, subject, content_text) values ('delete', old.id, old.subject, old.content_text);
      insert into forum_messages_fts (rowid, subject, content_text) values (new.id, new.subject, new.content_text);
    end`.execute(db);
  }

  await db.schema
    .createTable('forum_message_reads')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('principals.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (col) => col.notNull().references('forum_messages.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('forum_message_reads_pkey', ['user_id', 'message_id'])
    .execute();
  await db.schema.createIndex('forum_message_reads_message_id').on('forum_message_reads').column('message_id').execute();

  await db.schema
    .createTable('forum_topic_follows')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('principals.id').onDelete('cascade'))
    .addColumn('topic_id', 'integer', (col) => col.notNull().references('forum_messages.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('forum_topic_follows_pkey', ['user_id', 'topic_id'])
    .execute();
  await db.schema.createIndex('forum_topic_follows_topic_id').on('forum_topic_follows').column('topic_id').execute();

  await db.schema
    .createTable('forum_drafts')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('principals.id').onDelete('cascade'))
    .addColumn('forum_id', 'integer', (col) => col.notNull().references('forums.id').onDelete('cascade'))
    .addColumn('topic_id', 'integer', (col) => col.references('forum_messages.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // One draft per user and forum (a new topic) or topic (a reply).
  await sql`create unique index forum_drafts_user_forum_topic on forum_drafts (user_id, forum_id, (coalesce(topic_id, 0)))`.execute(db);
  await db.schema.createIndex('forum_drafts_forum_id').on('forum_drafts').column('forum_id').execute();
  await db.schema.createIndex('forum_drafts_topic_id').on('forum_drafts').column('topic_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('forum_drafts').execute();
  await db.schema.dropTable('forum_topic_follows').execute();
  await db.schema.dropTable('forum_message_reads').execute();
  if (!isPostgres(db)) await sql`drop table if exists forum_messages_fts`.execute(db);
  await db.schema.dropTable('forum_messages').execute();
  await db.schema.dropTable('forums').execute();
  await db.schema.dropTable('forum_categories').execute();
}
