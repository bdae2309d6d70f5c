import { link } from '../../http/hal.ts';
import { milestoneFigures } from './health.ts';
import type { MilestoneRow } from './queries.ts';

/** Spec 002 section 3's milestone (snake_case, as the spec names it), with its project and work package counts. */
export function representMilestone(row: MilestoneRow, today: string) {
  return {
    _type: 'Milestone' as const,
    id: row.id,
    name: row.name,
    description: row.description,
    project_id: row.project_id,
    project_name: row.project_name,
    due_date: row.end_date,
    start_date: row.start_date,
    ...milestoneFigures(row, today),
    work_packages_total: row.total,
    work_packages_closed: row.closed,
    _links: { self: link(`/versions/${row.id}`, row.name), project: link(`/projects/${row.project_id}`, row.project_name) },
  };
}

export type Milestone = ReturnType<typeof representMilestone>;
