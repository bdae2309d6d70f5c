import { ID_PARAMS } from '../../http/query.ts';
import { arrayOf, created, halResource, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';
import { BACKLOG_DEFAULT_LIMIT, BACKLOG_MAX_LIMIT, ORGANIZATION_DEFAULT_LIMIT } from './service.ts';

const TAGS = ['Backlogs'];

const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const string = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
const named = object({ id: integer, name: string });
const sprintSummary = object({ id: integer, name: string, startDate: nullable('string', { format: 'date' }), endDate: nullable('string', { format: 'date' }), status: { type: 'string', enum: ['open', 'locked', 'closed'] } });
const stories = arrayOf(ref('Story'));
const sprintBacklog = object({ sprint: sprintSummary, stories, total: integer, totalPoints: number, completedPoints: number });
const productBacklog = object({ stories, total: { ...integer, description: 'Every story of the backlog; `stories` holds the first `limit`.' }, totalPoints: number });

export const BACKLOG_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Story', 'Story', {
    id: integer,
    subject: string,
    storyPoints: nullable('number'),
    position: { ...integer, description: 'Backlog order (sparse: only the order means anything).' },
    type: named,
    status: object({ id: integer, name: string, color: string, isClosed: boolean }),
    estimatedHours: nullable('number'),
    remainingHours: nullable('number'),
    percentageDone: nullable('integer'),
    assignee: { type: ['object', 'null'], required: ['id', 'name'], properties: { id: integer, name: string } },
    project: named,
    versionId: nullable('integer'),
    lockVersion: integer,
  }, ['id', 'subject', 'storyPoints', 'position', 'type', 'status', 'estimatedHours', 'remainingHours', 'percentageDone', 'assignee', 'project', 'versionId', 'lockVersion']),
  halResource('Backlogs', 'Backlogs', {
    project: named,
    productBacklog,
    sprintBacklogs: arrayOf(sprintBacklog),
    stats: object({
      productBacklogStories: integer,
      productBacklogPoints: number,
      openSprints: integer,
      sprintStories: integer,
      plannedPoints: number,
      completedPoints: number,
      velocity: nullable('number', { description: 'Average completed points of the last six finished sprints; null before any.' }),
      velocitySprints: integer,
    }),
    permissions: object({ order: boolean, assignSprints: boolean, create: boolean }),
  }, ['project', 'productBacklog', 'sprintBacklogs', 'stats', 'permissions']),
  halResource('OrganizationBacklogs', 'OrganizationBacklogs', {
    projects: arrayOf(object({ project: object({ id: integer, name: string, identifier: string }), productBacklog, sprintBacklogs: arrayOf(sprintBacklog) })),
  }, ['projects']),
  halResource('SprintBoard', 'SprintBoard', {
    sprint: sprintSummary,
    columns: arrayOf(object({ status: object({ id: integer, name: string, color: string, isClosed: boolean }), stories })),
    total: integer,
    totalPoints: number,
    completedPoints: number,
  }, ['sprint', 'columns', 'total', 'totalPoints', 'completedPoints']),
];

const limitQuery = (fallback: number) => ({
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: BACKLOG_MAX_LIMIT, default: fallback, description: `Stories per backlog (default ${fallback}, at most ${BACKLOG_MAX_LIMIT}).` } },
}) as const;

/** The move body (numbers, not integers: exactBodyTypes compares JSON types); the service answers a 422 naming `index` or `version` for values out of range. */
export const moveBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'index'],
  properties: {
    version: { type: ['number', 'null'], description: 'The target sprint (version) id; null for the product backlog.' },
    index: { type: 'number', description: 'The 0-based place in the target backlog (without the story), from 0 to its length.' },
    lockVersion: { type: 'number' },
  },
} as const;

/** The story create body (spec 002 section 3); the work packages' rules check the values (422 naming the field). */
export const storyBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subject'],
  properties: {
    subject: { type: 'string', maxLength: 10_000 },
    description: { type: 'string', maxLength: 100_000 },
    storyPoints: { type: ['number', 'null'] },
    type: { type: 'number' },
    assignee: { type: ['number', 'null'] },
    version: { type: ['number', 'null'] },
    position: { type: 'number', description: 'The 0-based place in the target backlog; the end without it.' },
  },
} as const;

export const projectBacklogsSchema = {
  tags: TAGS,
  summary: "A project's product backlog and one backlog per open sprint, in story order, with points, velocity and the caller's permissions",
  params: ID_PARAMS,
  querystring: limitQuery(BACKLOG_DEFAULT_LIMIT),
  response: ok(ref('Backlogs')),
} as const;

export const organizationBacklogsSchema = {
  tags: TAGS,
  summary: 'The backlogs of the first 30 projects (by name) the caller may read, a few stories each',
  querystring: limitQuery(ORGANIZATION_DEFAULT_LIMIT),
  response: ok(ref('OrganizationBacklogs')),
} as const;

export const sprintBoardSchema = {
  tags: TAGS,
  summary: "A sprint's stories the caller may see, one column per status, with totals",
  params: ID_PARAMS,
  querystring: limitQuery(BACKLOG_DEFAULT_LIMIT),
  response: ok(ref('SprintBoard')),
} as const;

export const createStorySchema = {
  tags: TAGS,
  summary: 'Create a story in a backlog (a work package), at a place in the list or at its end',
  params: ID_PARAMS,
  body: storyBodySchema,
  response: created(ref('Story')),
} as const;

export const moveStorySchema = {
  tags: TAGS,
  summary: 'Move a story to a place in the product backlog or an open sprint (writes one row; 422 for a closed sprint or a place outside the list)',
  params: ID_PARAMS,
  body: moveBodySchema,
  response: ok(ref('Story')),
} as const;
