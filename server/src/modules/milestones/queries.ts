import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { viewableProjectIds, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { VersionStatus } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';

/** Guards against a (never valid) parent cycle looping forever, as the projects module's walks. */
const MAX_PROJECT_DEPTH = 64;

/** The projects, with their descendants when asked, that the actor sees work packages in. */
function scopeProjects(db: Db, actor: Actor, projectIds: number[], withDescendants: boolean): RawBuilder<unknown> {
  const ids = sql.join(projectIds);
  const tree = withDescendants
    ? sql`(with recursive mt (id, depth) as (
        select p.id, 0 from projects p where p.id in (${ids})
        union all
        select p.id, mt.depth + 1 from projects p join mt on p.parent_id = mt.id where mt.depth < ${MAX_PROJECT_DEPTH}
      ) select id from mt)`
    : sql`(select id from projects where id in (${ids}))`;
  return sql`(select sp.id from projects sp where sp.id in ${tree} and sp.id in ${viewableProjectIds(db, actor)})`;
}

export interface MilestoneRow {
  id: number;
  name: string;
  description: string;
  project_id: number;
  project_name: string;
  parent_id: number | null;
  start_date: string | null;
  end_date: string | null;
  status: VersionStatus;
  total: number;
  closed: number;
}

/**
 * Every version defined in the scope's projects with the counts of its work packages the actor may see (all and
 * closed ones): one statement, whatever the number of versions (the counts are one grouped subquery, through the
 * work_packages version_id index).
 */
export async function milestoneRows(db: Db, actor: Actor, projectIds: number[], withDescendants: boolean): Promise<MilestoneRow[]> {
  if (projectIds.length === 0) return [];
  const scope = scopeProjects(db, actor, projectIds, withDescendants);
  const counts = db
    .selectFrom('work_packages as w')
    .innerJoin('statuses as s', 's.id', 'w.status_id')
    .select((eb) => [
      'w.version_id',
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.sum<string | number>(eb.case().when('s.is_closed', '=', true).then(1).else(0).end()).as('closed'),
    ])
    .where(sql<SqlBool>`w.version_id in (select mv.id from versions mv where mv.project_id in ${scope})`)
    .where(sql<SqlBool>`w.project_id in ${viewableProjectIds(db, actor)}`)
    .groupBy('w.version_id')
    .as('c');
  const rows = await db
    .selectFrom('versions as v')
    .innerJoin('projects as p', 'p.id', 'v.project_id')
    .leftJoin(counts, 'c.version_id', 'v.id')
    .select(['v.id', 'v.name', 'v.description', 'v.project_id', 'p.name as project_name', 'p.parent_id', 'v.start_date', 'v.end_date', 'v.status', 'c.total', 'c.closed'])
    .where(sql<SqlBool>`v.project_id in ${scope}`)
    .orderBy(sql`v.end_date`, (ob) => ob.asc().nullsLast())
    .orderBy('v.id')
    .execute();
  return rows.map((row) => ({ ...row, total: toCount(row.total), closed: toCount(row.closed) }));
}
