import { collectionQuerySchema, ID_PARAMS } from '../../http/query.ts';
import { formattableInput, writableLink } from '../../http/body.ts';
import { created, halCollection, halResource, NO_CONTENT, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const TIME_ENTRY_COMPONENTS: readonly ComponentSchema[] = [
  halResource('TimeEntry', 'TimeEntry', {
    id: { type: 'integer' },
    comment: ref('Formattable'),
    spentOn: { type: 'string', format: 'date' },
    hours: { type: 'string', description: 'ISO 8601 duration (PT2H30M).' },
    ongoing: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    _embedded: object({
      user: object({ _type: { type: 'string', enum: ['User'] }, id: { type: 'integer' }, name: { type: 'string' }, avatar: nullable('string'), _links: ref('Links') }),
    }),
  }, ['id', 'comment', 'spentOn', 'hours', 'ongoing', 'createdAt', 'updatedAt', '_embedded']),
];

const LINK_NAMES = ['project', 'workPackage', 'entity', 'activity', 'user'] as const;

/** The writable properties of a time entry (OpenProject's, without start and end times). */
export const timeEntryBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    hours: { type: ['string', 'null'], maxLength: 64 },
    spentOn: { type: ['string', 'null'], maxLength: 64 },
    comment: formattableInput,
    ongoing: { type: 'boolean' },
    _links: { type: 'object', additionalProperties: false, properties: Object.fromEntries(LINK_NAMES.map((name) => [name, writableLink])) },
    // OpenProject's _meta is accepted and ignored.
    _meta: { type: 'object' },
  },
} as const;

const TAGS = ['Time entries'];

const TIME_ENTRY_COLLECTION = halCollection(ref('TimeEntry'));

/** The list also answers the hours of every matching entry, not only this page's (the time card's total). */
const TIME_ENTRY_LIST = {
  ...TIME_ENTRY_COLLECTION,
  required: [...TIME_ENTRY_COLLECTION.required, 'totalHours'],
  properties: { ...TIME_ENTRY_COLLECTION.properties, totalHours: { type: 'string', description: 'ISO 8601 duration: the hours of every matching entry.' } },
} as const;

export const listTimeEntriesSchema = {
  tags: TAGS,
  summary:
    'Visible time entries (filters: project, work_package, user, activity, spent_on (<>d, >=, <=, =, t, >t-, <t-), ongoing, id; sortBy id, hours, spentOn, createdAt, updatedAt)',
  querystring: collectionQuerySchema,
  response: ok(TIME_ENTRY_LIST),
} as const;

export const getTimeEntrySchema = { tags: TAGS, summary: 'A time entry', params: ID_PARAMS, response: ok(ref('TimeEntry')) } as const;

export const createTimeEntrySchema = { tags: TAGS, summary: 'Log time (log_own_time for oneself, log_time for any member)', body: timeEntryBodySchema, response: created(ref('TimeEntry')) } as const;

export const createWorkPackageTimeEntrySchema = {
  tags: TAGS,
  summary: "Log time on a work package (spentOn defaults to today, activity to the project's default)",
  params: ID_PARAMS,
  body: timeEntryBodySchema,
  response: created(ref('TimeEntry')),
} as const;

export const updateTimeEntrySchema = {
  tags: TAGS,
  summary: 'Change a time entry (edit_time_entries, or edit_own_time_entries for one\'s own)',
  params: ID_PARAMS,
  body: timeEntryBodySchema,
  response: ok(ref('TimeEntry')),
} as const;

export const deleteTimeEntrySchema = { tags: TAGS, summary: 'Delete a time entry (as for changing it)', params: ID_PARAMS, response: NO_CONTENT } as const;

export const availableProjectsSchema = {
  tags: TAGS,
  summary: 'Active projects where the caller may log time (filter activity: those offering that activity)',
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('Project'))),
} as const;

export const availableWorkPackagesSchema = {
  tags: TAGS,
  summary: 'Work packages time can be logged on (work package filters; no filters means all of them)',
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('WorkPackage'))),
} as const;

export const entryAvailableWorkPackagesSchema = {
  tags: TAGS,
  summary: 'Work packages a time entry can be moved to',
  params: ID_PARAMS,
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('WorkPackage'))),
} as const;
