import { collectionQuerySchema, ID_PARAMS } from '../../http/query.ts';
import { halCollection, halResource, nullable, ok, ref, type ComponentSchema } from '../../http/responses.ts';
import { MILESTONE_HEALTH, MILESTONE_STATUSES } from './health.ts';

const TAGS = ['Milestones'];
const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;
const date = (description: string) => nullable('string', { format: 'date', description });

export const MILESTONE_COMPONENTS: readonly ComponentSchema[] = [
  halResource(
    'Milestone',
    'Milestone',
    {
      id: { type: 'integer', description: 'The id of the version the milestone is derived from.' },
      name: string,
      description: { type: 'string', description: 'Raw markdown.' },
      project_id: integer,
      project_name: string,
      due_date: date("The version's end date."),
      start_date: date("The version's start date."),
      status: { type: 'string', enum: [...MILESTONE_STATUSES], description: 'A locked version is an open milestone.' },
      progress: { type: 'integer', minimum: 0, maximum: 100, description: 'Percent of its work packages closed; 100 when closed.' },
      days_until_due: nullable('integer', { description: 'Days from today to the due date, 0 once passed; null without one.' }),
      days_overdue: nullable('integer', { description: 'Days past the due date of an open milestone, else 0; null without one.' }),
      is_overdue: { type: 'boolean' },
      health_status: { type: 'string', enum: [...MILESTONE_HEALTH] },
      work_packages_total: integer,
      work_packages_closed: integer,
    },
    ['id', 'name', 'description', 'project_id', 'project_name', 'due_date', 'start_date', 'status', 'progress', 'days_until_due', 'days_overdue', 'is_overdue', 'health_status', 'work_packages_total', 'work_packages_closed'],
  ),
];

const { filters, offset, pageSize } = collectionQuerySchema.properties;

export const listProjectMilestonesSchema = {
  tags: TAGS,
  summary: "The milestones (versions) of a project and of the sub-projects whose work packages the caller sees, by due date (filters health, status: =, !)",
  params: ID_PARAMS,
  querystring: { type: 'object', properties: { filters, offset, pageSize } },
  response: ok(halCollection(ref('Milestone'))),
} as const;
