import { toIsoString } from '../../db/values.ts';
import { actionLink, formattable, link, type Link } from '../../http/hal.ts';
import { costTypePath } from '../cost-types/index.ts';
import { money } from '../../http/inputs.ts';
import type { CostEntryRecord } from './queries.ts';

export interface CostEntryContext {
  mayEdit: boolean;
  /** view_cost_rates in the project: money amounts are shown. */
  showCosts: boolean;
}

/** The costs an entry counts with: the amount entered by hand, else units × rate as computed when it was written. */
export const effectiveCosts = (entry: { overridden_costs: number | null; costs: number }) => entry.overridden_costs ?? entry.costs;

/** OpenProject's CostEntry (spentUnits, spentOn, links to project, work package, user and cost type). */
export function representCostEntry(entry: CostEntryRecord, context: CostEntryContext) {
  const self = `/cost_entries/${entry.id}`;
  const links: Record<string, Link> = {
    self: link(self),
    project: link(`/projects/${entry.project_id}`, entry.project_name),
    workPackage: link(`/work_packages/${entry.work_package_id}`, entry.work_package_subject),
    user: link(`/users/${entry.user_id}`, entry.user_name),
    costType: link(costTypePath(entry.cost_type_id), entry.cost_type_name),
  };
  if (context.mayEdit) {
    links.updateImmediately = actionLink(self, 'patch');
    links.delete = actionLink(self, 'delete');
  }
  const units = Number(entry.units);
  return {
    _type: 'CostEntry',
    id: entry.id,
    spentUnits: units,
    /** The cost type's unit, singular or plural as the units need ("3 days"). */
    unit: units === 1 ? entry.cost_type_unit : entry.cost_type_unit_plural,
    spentOn: entry.spent_on,
    comment: formattable(entry.comment, 'plain'),
    ...(context.showCosts ? { costs: money(effectiveCosts(entry)), overriddenCosts: money(entry.overridden_costs) } : {}),
    createdAt: toIsoString(entry.created_at),
    updatedAt: toIsoString(entry.updated_at),
    _links: links,
  };
}

export type CostEntryRepresentation = ReturnType<typeof representCostEntry>;
