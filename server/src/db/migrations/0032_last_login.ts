import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * When each user last signed in (issue 20, the admin dashboard's managers list and users table): sessions are deleted
 * at sign-out and expiry, so they cannot tell. Written at every sign-in; filled here from the sessions still open.
 * Indexes: the managers list filters users by type and global role, and sorts by the last sign-in.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = isPostgres(db) ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('principals').addColumn('last_login_at', timestamp).execute();
  await sql`update principals set last_login_at = (select max(s.created_at) from sessions s where s.user_id = principals.id)
    where exists (select 1 from sessions s where s.user_id = principals.id)`.execute(db);
  await db.schema.createIndex('principals_type_role_type').on('principals').columns(['type', 'role_type']).execute();
  await db.schema.createIndex('principals_last_login_at').on('principals').column('last_login_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('principals_last_login_at').execute();
  await db.schema.dropIndex('principals_type_role_type').execute();
  await db.schema.alterTable('principals').dropColumn('last_login_at').execute();
}
