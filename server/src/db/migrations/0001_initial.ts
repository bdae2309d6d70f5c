import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The foundation tables. One definition for both databases: the only differences are the id column
 * (serial vs INTEGER PRIMARY KEY AUTOINCREMENT) and timestamps (timestamptz vs ISO 8601 text).
 */
// Migrations are frozen in time: they must not depend on the current Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('principals')
    .addColumn('id', idType, id)
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('login', 'varchar(255)')
    .addColumn('email', 'varchar(255)')
    .addColumn('first_name', 'varchar(255)')
    .addColumn('last_name', 'varchar(255)')
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('role_type', 'varchar(16)')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('active'))
    .addColumn('failed_login_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('first_failed_login_at', timestamp)
    .addColumn('locked_until', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('principals_email_unique').on('principals').column('email').unique().execute();
  await db.schema.createIndex('principals_login_unique').on('principals').column('login').unique().execute();
  await db.schema.createIndex('principals_type_status_name').on('principals').columns(['type', 'status', 'name']).execute();

  await db.schema
    .createTable('group_users')
    .addColumn('group_id', 'integer', (col) => col.notNull().references('principals.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('principals.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_users_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('group_users_user_id').on('group_users').column('user_id').execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('scope', 'varchar(16)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('builtin', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
    .execute();
  await db.schema.createIndex('role_permissions_permission').on('role_permissions').columns(['permission', 'role_id']).execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', idType, id)
    .addColumn('identifier', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('public', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('templated', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('parent_id', 'integer', (col) => col.references('projects.id').onDelete('restrict'))
    .addColumn('status_code', 'varchar(32)')
    .addColumn('status_explanation', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('projects_parent_id').on('projects').column('parent_id').execute();
  await db.schema.createIndex('projects_updated_at').on('projects').columns(['updated_at', 'id']).execute();
  await db.schema.createIndex('projects_created_at').on('projects').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('projects_active').on('projects').columns(['active', 'updated_at']).execute();
  await db.schema.createIndex('projects_public').on('projects').column('public').execute();
  // Name sorting and search are case-insensitive (lower(name)).
  await db.schema.createIndex('projects_lower_name').on('projects').expression(sql`lower(name)`).execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('principal_id', 'integer', (col) => col.notNull().references('principals.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('memberships_project_principal_unique', ['project_id', 'principal_id'])
    .execute();
  await db.schema.createIndex('memberships_principal_id').on('memberships').columns(['principal_id', 'project_id']).execute();

  await db.schema
    .createTable('member_roles')
    .addColumn('id', idType, id)
    .addColumn('membership_id', 'integer', (col) => col.notNull().references('memberships.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('inherited_from_membership_id', 'integer', (col) => col.references('memberships.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('member_roles_membership_id').on('member_roles').columns(['membership_id', 'role_id']).execute();
  await db.schema.createIndex('member_roles_role_id').on('member_roles').column('role_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('principals.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('last_seen_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('principals.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('last_used_at', timestamp)
    .addColumn('expires_at', timestamp)
    .execute();
  await db.schema.createIndex('access_tokens_user_id').on('access_tokens').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('user_id', 'integer', (col) => col.references('principals.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('jobs_status_created_at').on('jobs').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('jobs_user_id').on('jobs').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['jobs', 'access_tokens', 'sessions', 'member_roles', 'memberships', 'projects', 'role_permissions', 'roles', 'group_users', 'principals']) {
    await db.schema.dropTable(table).execute();
  }
}
