import { sql, type RawBuilder } from 'kysely';
import { rateOnDay } from '../hourly-rates/index.ts';

export interface WorkPackageTimeAndCosts {
  spentHours: number;
  laborCosts: number;
  materialCosts: number;
}

type Sum = number | string | null;

/**
 * Spent time, labour costs (each entry's hours × the owner's rate valid on its day) and material costs (cost entries)
 * of the work package whose id is `workPackageId`, as columns of the statement that reads it (the representation's).
 */
export function timeAndCostColumns(workPackageId: RawBuilder<unknown>) {
  const rate = rateOnDay(sql.ref('tl.user_id'), sql.ref('tl.project_id'), sql.ref('tl.spent_on'));
  return [
    sql<Sum>`(select sum(ts.hours) from time_entries ts where ts.work_package_id = ${workPackageId})`.as('spent_hours'),
    sql<Sum>`(select sum(tl.hours * coalesce(${rate}, 0)) from time_entries tl where tl.work_package_id = ${workPackageId})`.as('labor_costs'),
    sql<Sum>`(select sum(coalesce(ce.overridden_costs, ce.costs)) from cost_entries ce where ce.work_package_id = ${workPackageId})`.as('material_costs'),
  ] as const;
}

export function toTimeAndCosts(row: { spent_hours: Sum; labor_costs: Sum; material_costs: Sum }): WorkPackageTimeAndCosts {
  return { spentHours: Number(row.spent_hours ?? 0), laborCosts: Number(row.labor_costs ?? 0), materialCosts: Number(row.material_costs ?? 0) };
}
