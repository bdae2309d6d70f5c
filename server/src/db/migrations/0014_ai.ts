import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * AI (issue 15): the providers an admin configured (tried in `position` order; the API key encrypted at rest with
 * AES-256-GCM, see outbound/secrets.ts; the last health check's result), one row of global settings (AI on or off,
 * prompt logging, the per-user rate limit), and `projects.ai_enabled`, the per-project switch.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .alterTable('projects')
    .addColumn('ai_enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('ai_providers')
    .addColumn('id', idType, id)
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('base_url', 'text')
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('temperature', 'double precision', (col) => col.notNull())
    .addColumn('max_tokens', 'integer', (col) => col.notNull())
    .addColumn('timeout_ms', 'integer', (col) => col.notNull())
    .addColumn('api_key_ciphertext', 'text')
    .addColumn('api_key_iv', 'text')
    .addColumn('api_key_tag', 'text')
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('health_status', 'text', (col) => col.notNull().defaultTo('unknown'))
    .addColumn('health_checked_at', timestamp)
    .addColumn('health_last_error', 'text')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ai_providers_position').on('ai_providers').columns(['position', 'id']).execute();

  await db.schema
    .createTable('ai_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('log_prompts', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('rate_limit_per_minute', 'integer', (col) => col.notNull().defaultTo(20))
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  const at = new Date().toISOString();
  await sql`insert into ai_settings (id, updated_at) values (1, ${at})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_settings').execute();
  await db.schema.dropTable('ai_providers').execute();
  await db.schema.alterTable('projects').dropColumn('ai_enabled').execute();
}
