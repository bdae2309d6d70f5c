import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Shares (issue 14, spec 002 sections 3 and 6): one user's access to one document or work package beyond their
 * project roles, at a level of view, edit or manage. One share per entity and user (sharing again changes the
 * level). The entity is polymorphic (no foreign key): deleting a document or work package removes its shares in the
 * same transaction, and every read joins the entity, so a share of an entity gone another way (a project deleted
 * with its documents) matches nothing; ids are never reused on either database.
 */
// Migrations are frozen in time: they must not depend on the current Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('shares')
    .addColumn('id', idType, id)
    .addColumn('entity_type', 'varchar(32)', (col) => col.notNull().check(sql`entity_type in ('Document', 'WorkPackage')`))
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('principals.id').onDelete('cascade'))
    .addColumn('level', 'varchar(16)', (col) => col.notNull().check(sql`level in ('view', 'edit', 'manage')`))
    .addColumn('creator_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // The unique index serves an entity's shares (and the access check of one user on one entity); the user index a
  // user's received shares (Shared with me, the sharing permissions list); creator for principals being deleted.
  await db.schema.createIndex('shares_entity_user').on('shares').columns(['entity_type', 'entity_id', 'user_id']).unique().execute();
  await db.schema.createIndex('shares_user_entity').on('shares').columns(['user_id', 'entity_type']).execute();
  await db.schema.createIndex('shares_creator_id').on('shares').columns(['creator_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shares').execute();
}
