import { MAX_ROW_ID } from '../../db/values.ts';
import { collectionQuerySchema, ID_PARAMS } from '../../http/query.ts';
import { formattableInput, writableLink } from '../../http/body.ts';
import { arrayOf, created, halCollection, halResource, NO_CONTENT, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

const LINK_NAMES = ['type', 'status', 'priority', 'project', 'assignee', 'responsible', 'parent', 'version'] as const;

/**
 * The writable properties of a work package. Numbers are typed 'number' (not 'integer') so that 2.5 story points
 * reach the service and get its 422 naming the rule rather than a schema 400.
 */
const attributeProperties = {
  subject: { type: 'string', maxLength: 10_000 },
  description: formattableInput,
  startDate: { type: ['string', 'null'] },
  dueDate: { type: ['string', 'null'] },
  estimatedTime: { type: ['string', 'null'], maxLength: 64 },
  remainingTime: { type: ['string', 'null'], maxLength: 64 },
  storyPoints: { type: ['number', 'null'] },
  percentageDone: { type: ['number', 'null'] },
  position: { type: 'number' },
  _links: { type: 'object', additionalProperties: false, properties: Object.fromEntries(LINK_NAMES.map((name) => [name, writableLink])) },
  // OpenProject's _meta (notification and validation options) is accepted and ignored.
  _meta: { type: 'object' },
} as const;

export const workPackageBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...attributeProperties, lockVersion: { type: 'number' } },
} as const;

export const statusChangeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_links'],
  properties: {
    lockVersion: { type: 'number' },
    _links: { type: 'object', additionalProperties: false, required: ['status'], properties: { status: writableLink } },
  },
} as const;

/** The most work packages one bulk edit changes. */
export const BULK_MAX_IDS = 500;

export const bulkBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ids', 'changes'],
  properties: {
    ids: { type: 'array', minItems: 1, maxItems: BULK_MAX_IDS, items: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } },
    // The same properties as a PATCH, without lockVersion (each package is changed on top of its current state).
    changes: { type: 'object', additionalProperties: false, properties: attributeProperties },
  },
} as const;


const notifyQuery = {
  type: 'object',
  properties: { notify: { type: 'boolean', description: 'OpenProject\'s mail switch; accepted (Tessera sends no mail).' } },
} as const;

const TAGS = ['Work packages'];

const ISO_DURATION = { type: ['string', 'null'], description: 'ISO 8601 duration (PT2H30M).' } as const;
const MONEY = { type: ['number', 'null'], description: 'An amount in the currency, to the cent.' } as const;
const count = { type: 'integer' } as const;

/** The WorkPackage's own properties (WorkPackage requires most; a selected element only those named). */
const WORK_PACKAGE_PROPERTIES = {
  id: { type: 'integer' },
  lockVersion: { type: 'integer' },
  subject: { type: 'string' },
  description: ref('Formattable'),
  startDate: nullable('string', { format: 'date' }),
  dueDate: nullable('string', { format: 'date' }),
  estimatedTime: ISO_DURATION,
  remainingTime: ISO_DURATION,
  storyPoints: nullable('number'),
  percentageDone: nullable('integer'),
  position: nullable('number'),
  isClosed: { type: 'boolean', description: 'Whether the status is a closed one (Completed, Rejected).' },
  commentCount: count,
  spentTime: { type: 'string', description: 'With view_time_entries: ISO 8601 duration.' },
  laborCosts: { ...MONEY, description: 'With view_hourly_rates.' },
  materialCosts: { ...MONEY, description: 'With view_cost_rates.' },
  overallCosts: { ...MONEY, description: 'With view_hourly_rates and view_cost_rates.' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;

export const WORK_PACKAGE_COMPONENTS: readonly ComponentSchema[] = [
  halResource('WorkPackage', 'WorkPackage', WORK_PACKAGE_PROPERTIES, ['id', 'lockVersion', 'subject', 'description', 'startDate', 'dueDate', 'estimatedTime', 'remainingTime', 'storyPoints', 'percentageDone', 'position', 'isClosed', 'commentCount', 'createdAt', 'updatedAt']),
  {
    $id: 'WorkPackageSelection',
    description: 'A work package projected to a collection\'s select: only the selected properties, and _links only when a link was selected.',
    type: 'object',
    additionalProperties: false,
    properties: {
      ...WORK_PACKAGE_PROPERTIES,
      descriptionExcerpt: {
        type: 'string',
        description: 'The description as a card shows it: plain text, whitespace collapsed, at most 100 characters followed by an ellipsis when cut.',
      },
      _links: ref('Links'),
    },
  },
  {
    $id: 'WorkPackageStatistics',
    additionalProperties: true,
    ...object({
      _type: { type: 'string', enum: ['WorkPackageStatistics'] },
      total: count,
      completed: count,
      in_progress: count,
      overdue: count,
      by_priority: arrayOf(object({ id: count, name: { type: 'string' }, color: { type: 'string' }, count })),
      by_status: arrayOf(object({ id: count, name: { type: 'string' }, color: { type: 'string' }, isClosed: { type: 'boolean' }, count })),
      by_assignee: arrayOf(object({ id: nullable('integer'), name: { type: 'string' }, count })),
    }),
  },
];

const WORK_PACKAGES = halCollection(ref('WorkPackage'));

/**
 * The work package collections answer in full, or projected to their `select`: then the collection carries only the
 * selected total/count/pageSize/offset/self, and each element only its selected properties and links.
 */
const SELECTABLE_WORK_PACKAGES = {
  ...WORK_PACKAGES,
  required: ['_type', '_embedded'],
  properties: {
    ...WORK_PACKAGES.properties,
    _embedded: {
      ...WORK_PACKAGES.properties._embedded,
      properties: { elements: { type: 'array', items: { anyOf: [ref('WorkPackage'), ref('WorkPackageSelection')] } } },
    },
  },
} as const;

/** `select`: OpenProject's projection of the collection (selection.ts lists what may be named). */
const selectableQuerySchema = {
  ...collectionQuerySchema,
  properties: {
    ...collectionQuerySchema.properties,
    select: {
      type: 'string',
      maxLength: 2000,
      description: 'Comma separated properties to include, e.g. total,elements/id,elements/subject,elements/status (links by name).',
    },
  },
} as const;

export const listWorkPackagesSchema = {
  tags: TAGS,
  summary:
    'Visible work packages (filters: status (o, c, =, !, *), type, priority, assignee, author, responsible, version, project, parent, id, subject, start_date, due_date, created_at, updated_at; without filters only open ones)',
  querystring: selectableQuerySchema,
  response: ok(SELECTABLE_WORK_PACKAGES),
} as const;

export const listProjectWorkPackagesSchema = {
  tags: TAGS,
  summary: "A project's work packages (same query as GET /work_packages)",
  params: ID_PARAMS,
  querystring: selectableQuerySchema,
  response: ok(SELECTABLE_WORK_PACKAGES),
} as const;

export const getWorkPackageSchema = { tags: TAGS, summary: 'A work package', params: ID_PARAMS, response: ok(ref('WorkPackage')) } as const;

export const getWorkPackageSchemaSchema = {
  tags: TAGS,
  summary: "The schema of a project's work packages of one type, `{projectId}-{typeId}` (view_work_packages; 404 otherwise)",
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 32 } } },
  response: ok(),
} as const;

export const createWorkPackageSchema = {
  tags: TAGS,
  summary: 'Create a work package in the project of _links.project (add_work_packages)',
  querystring: notifyQuery,
  body: workPackageBodySchema,
  response: created(ref('WorkPackage')),
} as const;

export const createProjectWorkPackageSchema = {
  tags: TAGS,
  summary: 'Create a work package in the project (add_work_packages)',
  params: ID_PARAMS,
  querystring: notifyQuery,
  body: workPackageBodySchema,
  response: created(ref('WorkPackage')),
} as const;

export const createProjectWorkPackageFormSchema = {
  tags: TAGS,
  summary: "Check a create body in the project (the project's createWorkPackage link): 200 Form, nothing saved",
  params: ID_PARAMS,
  body: workPackageBodySchema,
  response: ok(),
} as const;

export const updateWorkPackageSchema = {
  tags: TAGS,
  summary: 'Update a work package (edit_work_packages; lockVersion required, 409 when stale)',
  params: ID_PARAMS,
  querystring: notifyQuery,
  body: workPackageBodySchema,
  response: ok(ref('WorkPackage')),
} as const;

export const changeStatusSchema = {
  tags: TAGS,
  summary: "Change a work package's status (the task panel's status call; lockVersion optional)",
  params: ID_PARAMS,
  querystring: notifyQuery,
  body: statusChangeBodySchema,
  response: ok(ref('WorkPackage')),
} as const;

export const bulkUpdateSchema = {
  tags: TAGS,
  summary: 'Apply the same changes to several work packages, all or nothing',
  body: bulkBodySchema,
  response: ok(WORK_PACKAGES),
} as const;

export const deleteWorkPackageSchema = {
  tags: TAGS,
  summary: 'Delete a work package and its descendants (delete_work_packages)',
  params: ID_PARAMS,
  response: NO_CONTENT,
} as const;

export const statisticsSchema = {
  tags: TAGS,
  summary: 'Work package statistics: total, completed, in_progress, overdue, by_priority, by_status, by_assignee',
  querystring: {
    type: 'object',
    properties: {
      project: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID, description: 'Only this project\'s work packages.' },
      filters: collectionQuerySchema.properties.filters,
    },
  },
  response: ok(ref('WorkPackageStatistics')),
} as const;
