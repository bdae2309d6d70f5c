import { sql, type ExpressionBuilder, type RawBuilder, type SqlBool, type Updateable } from 'kysely';
import { memberProjectIds, projectIdsWithPermission, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { Database, HourlyRateRow, HourlyRatesTable } from '../../db/schema.ts';

export type HourlyRatesEB = ExpressionBuilder<Database, 'hourly_rates'>;

/**
 * The hourly rate of a user in a project on a day, as a correlated SQL expression: the project's rate valid on that
 * day, else the user's default rate valid on it, else null. The lookups match the unique index
 * (user_id, coalesce(project_id, 0), valid_from), so each is one index probe.
 */
export function rateOnDay(userId: RawBuilder<unknown>, projectId: RawBuilder<unknown>, day: RawBuilder<unknown>): RawBuilder<number | null> {
  return sql<number | null>`coalesce(
    (select hrp.rate from hourly_rates hrp
      where hrp.user_id = ${userId} and coalesce(hrp.project_id, 0) = ${projectId} and hrp.valid_from <= ${day}
      order by hrp.valid_from desc limit 1),
    (select hrd.rate from hourly_rates hrd
      where hrd.user_id = ${userId} and coalesce(hrd.project_id, 0) = 0 and hrd.valid_from <= ${day}
      order by hrd.valid_from desc limit 1))`;
}

/** The rate valid today for each user membership of a page (groups have none): one statement. */
export async function currentRatesOfMemberships(db: Db, membershipIds: number[], today: string): Promise<Map<number, number | null>> {
  if (membershipIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('principals', 'principals.id', 'memberships.principal_id')
    .select(['memberships.id', 'principals.type', rateOnDay(sql.ref('memberships.principal_id'), sql.ref('memberships.project_id'), sql.val(today)).as('rate')])
    .where('memberships.id', 'in', membershipIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.type === 'User' && row.rate !== null ? Number(row.rate) : null]));
}

/**
 * Which rates the actor may see: admins all; a user their own; project rates to holders of view_hourly_rates in the
 * project; default rates to holders of view_hourly_rates in a project the user is a member of (the default applies
 * there, and the Members tab shows it).
 */
export function visibleRateCondition(eb: HourlyRatesEB, actor: Actor) {
  if (actor.admin) return sql<SqlBool>`1 = 1`;
  const viewerProjects = projectIdsWithPermission(eb, actor.id, 'view_hourly_rates');
  return eb.or([
    eb('hourly_rates.user_id', '=', actor.id),
    eb('hourly_rates.project_id', 'in', viewerProjects),
    eb.and([
      eb('hourly_rates.project_id', 'is', null),
      eb.exists(
        eb
          .selectFrom('memberships as rm')
          .select('rm.id')
          .where('rm.project_id', 'in', projectIdsWithPermission(eb, actor.id, 'view_hourly_rates'))
          .where((inner) =>
            inner.or([
              inner('rm.principal_id', '=', inner.ref('hourly_rates.user_id')),
              inner('rm.principal_id', 'in', inner.selectFrom('group_users as rg').select('rg.group_id').whereRef('rg.user_id', '=', 'hourly_rates.user_id')),
            ]),
          ),
      ),
    ]),
  ]);
}

export type HourlyRateRecord = HourlyRateRow & { user_name: string; project_name: string | null };

function withNames(db: Db) {
  return db
    .selectFrom('hourly_rates')
    .innerJoin('principals', 'principals.id', 'hourly_rates.user_id')
    .leftJoin('projects', 'projects.id', 'hourly_rates.project_id')
    .selectAll('hourly_rates')
    .select(['principals.name as user_name', 'projects.name as project_name']);
}

/** A user's visible rates, newest first within each scope (default rates first, then by project name). */
export function visibleRatesOfUser(db: Db, actor: Actor, userId: number, projectId?: number): Promise<HourlyRateRecord[]> {
  let query = withNames(db)
    .where('hourly_rates.user_id', '=', userId)
    .where((eb) => visibleRateCondition(eb as unknown as HourlyRatesEB, actor));
  if (projectId !== undefined) query = query.where('hourly_rates.project_id', '=', projectId);
  return query
    .orderBy(sql`case when hourly_rates.project_id is null then 0 else 1 end`)
    .orderBy(sql`lower(projects.name)`)
    .orderBy('hourly_rates.valid_from', 'desc')
    .execute();
}

export function findRate(db: Db, id: number): Promise<HourlyRateRecord | undefined> {
  return withNames(db).where('hourly_rates.id', '=', id).executeTakeFirst();
}

/** The rate valid on a day for the user in the project (project rate, else default), with where it comes from. */
export async function rateInProjectOn(db: Db, userId: number, projectId: number, day: string): Promise<{ rate: number; source: 'project' | 'default'; validFrom: string } | null> {
  const pick = (scope: 'project' | 'default') =>
    db
      .selectFrom('hourly_rates')
      .select(['rate', 'valid_from'])
      .where('user_id', '=', userId)
      .where(sql`coalesce(project_id, 0)`, '=', scope === 'project' ? projectId : 0)
      .where('valid_from', '<=', day)
      .orderBy('valid_from', 'desc')
      .limit(1)
      .executeTakeFirst();
  const [project, fallback] = await Promise.all([pick('project'), pick('default')]);
  if (project) return { rate: Number(project.rate), source: 'project', validFrom: project.valid_from };
  if (fallback) return { rate: Number(fallback.rate), source: 'default', validFrom: fallback.valid_from };
  return null;
}

export async function rateTaken(db: Db, userId: number, projectId: number | null, validFrom: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('hourly_rates')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql`coalesce(project_id, 0)`, '=', projectId ?? 0)
    .where('valid_from', '=', validFrom);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertRate(db: Db, row: { user_id: number; project_id: number | null; rate: number; valid_from: string; created_at: string; updated_at: string }): Promise<number> {
  const inserted = await db.insertInto('hourly_rates').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateRate(db: Db, id: number, changes: Updateable<HourlyRatesTable>): Promise<void> {
  await db.updateTable('hourly_rates').set(changes).where('id', '=', id).execute();
}

export async function deleteRate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('hourly_rates').where('id', '=', id).execute();
}

export function findUser(db: Db, id: number) {
  return db.selectFrom('principals').select(['id', 'type', 'name', 'status']).where('id', '=', id).executeTakeFirst();
}

/** Whether the user is a member of the project, directly or through a group. */
export async function isMember(db: Db, projectId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('projects.id')
    .where('projects.id', '=', projectId)
    .where('projects.id', 'in', memberProjectIds(db, userId))
    .executeTakeFirst();
  return row !== undefined;
}

/** One rate if the actor may see it. */
export function findVisibleRate(db: Db, actor: Actor, id: number): Promise<HourlyRateRecord | undefined> {
  return withNames(db)
    .where('hourly_rates.id', '=', id)
    .where((eb) => visibleRateCondition(eb as unknown as HourlyRatesEB, actor))
    .executeTakeFirst();
}
