import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Real-time co-editing of documents (issue 14): `collaboration_state` holds the document's Yjs state (an encoded
 * update), the shared history every editor's copy merges with. Null until the document is first opened for
 * co-editing: the state is then built from `content` and stored, so every later connection continues the same history
 * (two histories built separately from the same content would merge into a doubled text). The JSON snapshot
 * (`content`, `content_html`, `content_text`) stays the document's readable form, derived from this state on each save.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('collaboration_state', isPostgres(db) ? 'bytea' : 'blob')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('collaboration_state').execute();
}
