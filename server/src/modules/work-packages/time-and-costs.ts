import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { rateOnDay } from '../hourly-rates/index.ts';

export interface WorkPackageTimeAndCosts {
  spentHours: number;
  laborCosts: number;
  materialCosts: number;
}

/**
 * Spent time, labour costs (each entry's hours × the owner's rate valid on its day) and material costs (cost entries)
 * of a page of work packages, in one statement whatever their number (the work package lists add it to theirs).
 */
export async function workPackageTimeAndCosts(db: Db, ids: number[]): Promise<Map<number, WorkPackageTimeAndCosts>> {
  if (ids.length === 0) return new Map();
  const rate = rateOnDay(sql.ref('tl.user_id'), sql.ref('tl.project_id'), sql.ref('tl.spent_on'));
  const rows = await db
    .selectFrom('work_packages as wp')
    .select([
      'wp.id',
      sql<number | string | null>`(select sum(ts.hours) from time_entries ts where ts.work_package_id = wp.id)`.as('spent_hours'),
      sql<number | string | null>`(select sum(tl.hours * coalesce(${rate}, 0)) from time_entries tl where tl.work_package_id = wp.id)`.as('labor_costs'),
      sql<number | string | null>`(select sum(coalesce(ce.overridden_costs, ce.costs)) from cost_entries ce where ce.work_package_id = wp.id)`.as('material_costs'),
    ])
    .where('wp.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { spentHours: Number(row.spent_hours ?? 0), laborCosts: Number(row.labor_costs ?? 0), materialCosts: Number(row.material_costs ?? 0) }]),
  );
}
