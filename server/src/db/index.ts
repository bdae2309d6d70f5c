import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database } from './schema.ts';
import { BoundedCache } from '../bounded-cache.ts';
import { isPostgres } from './dialect.ts';
import * as initial from './migrations/0001_initial.ts';
import * as types from './migrations/0002_types.ts';
import * as jobRunner from './migrations/0003_job_runner.ts';
import * as workPackages from './migrations/0004_work_packages.ts';
import * as attachmentsReactions from './migrations/0005_attachments_reactions.ts';
import * as timeCosts from './migrations/0006_time_costs.ts';
import * as representationGenerations from './migrations/0007_representation_generations.ts';
import * as versions from './migrations/0008_versions.ts';
import * as documents from './migrations/0009_documents.ts';
import * as shares from './migrations/0011_shares.ts';
import * as notifications from './migrations/0012_notifications.ts';
import * as documentCollaboration from './migrations/0010_document_collaboration.ts';
import * as documentComments from './migrations/0013_document_comments.ts';
import * as ai from './migrations/0014_ai.ts';
import * as documentWorkPackages from './migrations/0015_document_work_packages.ts';
import * as projectModules from './migrations/0016_project_modules.ts';
import * as forums from './migrations/0017_forums.ts';
import * as github from './migrations/0018_github.ts';
import * as forumTopicFilters from './migrations/0019_forum_topic_filters.ts';
import * as forumSearchIndex from './migrations/0024_forum_search_index.ts';
import * as projectGenerations from './migrations/0021_project_generations.ts';
import * as githubActivity from './migrations/0020_github_activity.ts';
import * as githubStatsIndexes from './migrations/0023_github_stats_indexes.ts';
import * as githubStatsSpeed from './migrations/0025_github_stats_speed.ts';
import * as budgets from './migrations/0026_budgets.ts';
import * as backlogOrder from './migrations/0027_backlog_order.ts';
import * as financeIndexes from './migrations/0029_finance_indexes.ts';
import * as textReferences from './migrations/0031_text_references.ts';
import * as lastLogin from './migrations/0032_last_login.ts';
import * as backfillTextReferences from './migrations/0033_backfill_text_references.ts';
import * as financeUserDayIndex from './migrations/0034_finance_user_day_index.ts';
import * as workPackagesProjectType from './migrations/0035_work_packages_project_type.ts';
import * as nameTaskCheckboxes from './migrations/0036_name_task_checkboxes.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://... or null for SQLite. */
  databaseUrl: string | null;
  /** SQLite file path (ignored for PostgreSQL). */
  sqliteFile: string;
  /** PostgreSQL schema to use as search_path (tests give each file its own). */
  postgresSchema?: string;
  /** Called for every executed statement (tests count statements with it). */
  onQuery?: (event: LogEvent) => void;
  /** PostgreSQL: prepare statements once per connection (default true; off for a pooler that cannot keep them). */
  preparedStatements?: boolean;
}

const POSTGRES_POOL_SIZE = 10;
const SQLITE_BUSY_TIMEOUT_MS = 5000;

export function createDatabase(options: DatabaseOptions): Db {
  const log = options.onQuery ? (event: LogEvent) => options.onQuery?.(event) : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POSTGRES_POOL_SIZE,
      ...(options.postgresSchema ? { options: `-c search_path=${options.postgresSchema}` } : {}),
    });
    if (options.preparedStatements !== false) pool.on('connect', prepareStatementsOf);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  }
  const sqlite = new BetterSqlite3(options.sqliteFile);
  // WAL lets readers proceed during a write; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqliteDatabase(sqlite) }), log });
}

/** Statements a PostgreSQL connection prepares at most; beyond them, statements are parsed and planned each time. */
const POSTGRES_PREPARED_PER_CONNECTION = 500;
/** Reads and writes (not schema changes or transaction control) are prepared. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL's answer when a prepared statement's columns changed under it (a migration by another instance). */
const RESULT_TYPE_CHANGED = '0A000';

const statementName = (text: string) => `t${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;

/**
 * PostgreSQL: each connection prepares a statement the first time it runs it and then only binds and executes it, as
 * the SQLite statement cache below does. Parsing and planning every statement again cost PostgreSQL more CPU than running
 * most of our writes' statements (measured: work package creates and moves at 10 connections, 102 to 217 creates/s, p50 53 to 25 ms).
 * A statement whose prepared form PostgreSQL refuses (its table's columns changed) fails once and is then sent unprepared.
 */
function prepareStatementsOf(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const prepared = new Set<string>();
  const refused = new Set<string>();
  // Kysely's form (text, values); any other call goes through as it came.
  const run = (...args: unknown[]): Promise<pg.QueryResult> => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || !PREPARABLE.test(text)) return query(...args);
    const name = statementName(text);
    if (refused.has(name) || (!prepared.has(name) && prepared.size >= POSTGRES_PREPARED_PER_CONNECTION)) return query(text, values);
    prepared.add(name);
    return query({ name, text, values }).catch((error: unknown) => {
      if ((error as { code?: string }).code === RESULT_TYPE_CHANGED) refused.add(name);
      throw error;
    });
  };
  client.query = run as typeof client.query;
}

/** Prepared statements kept per SQL text; preparing costs more than running most of our reads. */
const STATEMENT_CACHE_SIZE = 1000;

/** better-sqlite3 refuses to bind JS booleans; queries use true/false on both databases. */
const toSqliteValue = (value: unknown): unknown => (typeof value === 'boolean' ? (value ? 1 : 0) : value);
const toSqliteParameters = (parameters: readonly unknown[]) => (parameters.some((value) => typeof value === 'boolean') ? parameters.map(toSqliteValue) : parameters);

/**
 * The database as Kysely's SQLite dialect sees it: statements are cached by SQL text (the oldest dropped first
 * when full) and their boolean parameters bound as 0/1. Doing that here, at binding, costs far less than a
 * Kysely plugin rewriting every query's tree.
 */
function sqliteDatabase(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const cache = new BoundedCache<string, SqliteStatement>(STATEMENT_CACHE_SIZE);
  const wrap = (statement: BetterSqlite3.Statement): SqliteStatement => ({
    reader: statement.reader,
    all: (parameters) => statement.all(...toSqliteParameters(parameters)),
    run: (parameters) => statement.run(...toSqliteParameters(parameters)),
    iterate: (parameters) => statement.iterate(...toSqliteParameters(parameters)),
  });
  return {
    close: () => sqlite.close(),
    prepare: (sqlText: string) => {
      return cache.get(sqlText) ?? cache.set(sqlText, wrap(sqlite.prepare(sqlText)));
    },
  };
}

/** Migrations are imported statically so they work the same under node, jest and a bundler. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_types': types,
  '0003_job_runner': jobRunner,
  '0004_work_packages': workPackages,
  '0005_attachments_reactions': attachmentsReactions,
  '0006_time_costs': timeCosts,
  '0007_representation_generations': representationGenerations,
  '0008_versions': versions,
  '0009_documents': documents,
  '0011_shares': shares,
  '0012_notifications': notifications,
  '0010_document_collaboration': documentCollaboration,
  '0013_document_comments': documentComments,
  '0014_ai': ai,
  '0015_document_work_packages': documentWorkPackages,
  '0016_project_modules': projectModules,
  '0017_forums': forums,
  '0018_github': github,
  '0019_forum_topic_filters': forumTopicFilters,
  '0024_forum_search_index': forumSearchIndex,
  '0021_project_generations': projectGenerations,
  '0020_github_activity': githubActivity,
  '0023_github_stats_indexes': githubStatsIndexes,
  '0025_github_stats_speed': githubStatsSpeed,
  '0026_budgets': budgets,
  '0027_backlog_order': backlogOrder,
  '0029_finance_indexes': financeIndexes,
  '0031_text_references': textReferences,
  '0032_last_login': lastLogin,
  '0033_backfill_text_references': backfillTextReferences,
  '0034_finance_user_day_index': financeUserDayIndex,
  '0035_work_packages_project_type': workPackagesProjectType,
  '0036_name_task_checkboxes': nameTaskCheckboxes,
};

const migrationProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * PostgreSQL advisory lock held while migrating, and by whoever drops a schema of the same database: Kysely's migrator
 * lists the tables of every schema (pg_get_serial_sequence on each), which fails with "schema ... does not exist" when
 * another schema is dropped meanwhile (parallel test files, each in its own schema). Instances starting together also
 * take turns on it.
 */
export const SCHEMA_CHANGE_LOCK = 7_340_021;

export async function migrateToLatest(db: Db): Promise<void> {
  if (!isPostgres(db)) return migrate(db);
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`.execute(connection);
    try {
      await migrate(db);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`.execute(connection);
    }
  });
}

async function migrate(db: Db): Promise<void> {
  // On PostgreSQL the migration table lives in the current schema; naming it keeps Kysely from
  // finding another schema's migration table (parallel test schemas share one database).
  let migrationTableSchema: string | undefined;
  if (isPostgres(db)) {
    const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = result.rows[0]?.schema;
  }
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? String(error)}`);
  }
}

export type { Database } from './schema.ts';
