import { collectionQuerySchema, ID_PARAMS } from '../../http/query.ts';
import { formattableInput, writableLink } from '../../http/body.ts';
import { created, halCollection, halResource, NO_CONTENT, nullable, ok, ref, type ComponentSchema } from '../../http/responses.ts';

/**
 * The writable properties of a version. Status, sharing and dates are plain strings here so that a wrong value gets
 * the service's 422 naming the rule (spec 002 section 5's messages), and a wrong JSON type a 400.
 */
export const versionBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 10_000 },
    description: formattableInput,
    startDate: { type: ['string', 'null'], maxLength: 64 },
    endDate: { type: ['string', 'null'], maxLength: 64 },
    status: { type: 'string', maxLength: 64 },
    sharing: { type: 'string', maxLength: 64 },
    lockVersion: { type: 'number' },
    _links: { type: 'object', additionalProperties: false, properties: { definingProject: writableLink } },
    // OpenProject's _meta is accepted and ignored.
    _meta: { type: 'object' },
  },
} as const;

const TAGS = ['Versions'];

const DAY = nullable('string', { format: 'date' });

export const VERSION_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Version', 'Version', {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: ref('Formattable'),
    startDate: DAY,
    endDate: DAY,
    status: { type: 'string', enum: ['open', 'locked', 'closed'] },
    sharing: { type: 'string', enum: ['none', 'descendants', 'hierarchy', 'tree', 'system'] },
    lockVersion: { type: 'integer' },
    daysRemaining: nullable('integer', { description: 'Days until the end date, only for an open version with one (negative once it has passed).' }),
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  }, ['id', 'name', 'description', 'startDate', 'endDate', 'status', 'sharing', 'lockVersion', 'daysRemaining', 'createdAt', 'updatedAt']),
];

const VERSIONS = halCollection(ref('Version'));
const VERSION_FILTERS_TEXT = 'filters: status (=, !), name (~), sharing (=, !)';

export const listProjectVersionsSchema = {
  tags: TAGS,
  summary: `The versions (sprints) usable in a project, its own and those shared into it, by start date then name (${VERSION_FILTERS_TEXT})`,
  params: ID_PARAMS,
  querystring: collectionQuerySchema,
  response: ok(VERSIONS),
} as const;

export const listVersionsSchema = {
  tags: TAGS,
  summary: `Every visible version (${VERSION_FILTERS_TEXT}, definingProject (=, !); sortBy id, name, startDate, endDate)`,
  querystring: collectionQuerySchema,
  response: ok(VERSIONS),
} as const;

export const versionSchemaSchema = { tags: TAGS, summary: "OpenProject's schema of a version: its properties, which are writable, their limits", response: ok() } as const;

export const getVersionSchema = { tags: TAGS, summary: 'A version (sprint)', params: ID_PARAMS, response: ok(ref('Version')) } as const;

export const createVersionSchema = {
  tags: TAGS,
  summary: 'Create a version in _links.definingProject (manage_versions there; sharing system only by admins)',
  body: versionBodySchema,
  response: created(ref('Version')),
} as const;

export const updateVersionSchema = {
  tags: TAGS,
  summary: 'Change a version (manage_versions in its defining project; lockVersion required, 409 when stale)',
  params: ID_PARAMS,
  body: versionBodySchema,
  response: ok(ref('Version')),
} as const;

export const deleteVersionSchema = {
  tags: TAGS,
  summary: 'Delete a version; its work packages (in any project) are unassigned, each with a journal',
  params: ID_PARAMS,
  response: NO_CONTENT,
} as const;
