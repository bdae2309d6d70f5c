import { collectionQuerySchema, ID_PARAMS } from '../../http/query.ts';
import { writableLink } from '../../http/body.ts';
import { arrayOf, created, halCollection, halResource, NO_CONTENT, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';


/**
 * A link sent back by a client: only href is read, other link fields (title, ...) are ignored as in OpenProject.
 * href is checked by the service, so a missing or malformed one is a 422 naming the link rather than `_links`.
 */
/** The most roles one membership can be given in one request (there are only a handful of project roles). */
const MAX_ROLES_PER_REQUEST = 50;

const membershipBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    _links: {
      type: 'object',
      additionalProperties: false,
      properties: {
        principal: writableLink,
        project: writableLink,
        roles: { type: 'array', maxItems: MAX_ROLES_PER_REQUEST, items: writableLink },
      },
    },
    // OpenProject's notification options; accepted and ignored (no mail is sent).
    _meta: { type: 'object' },
  },
} as const;

/** A principal as a membership embeds it: a user (name, avatar) or a group (with its users). */
const embeddedPrincipal = {
  type: 'object',
  required: ['_type', 'id', 'name', '_links'],
  properties: {
    _type: { type: 'string', enum: ['User', 'Group'] },
    id: { type: 'integer' },
    name: { type: 'string' },
    avatar: nullable('string'),
    _embedded: { type: 'object', properties: { members: arrayOf({ type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } }) } },
    _links: ref('Links'),
  },
} as const;

export const MEMBERSHIP_COMPONENTS: readonly ComponentSchema[] = [
  halResource('Membership', 'Membership', {
    id: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    hourlyRate: nullable('number', { description: "With view_hourly_rates: the member's rate valid today (null for none, or for a group)." }),
    _embedded: object({
      principal: embeddedPrincipal,
      roles: arrayOf(object({ _type: { type: 'string', enum: ['Role'] }, id: { type: 'integer' }, name: { type: 'string' }, permissions: arrayOf({ type: 'string' }), _links: ref('Links') })),
    }),
  }, ['id', 'createdAt', 'updatedAt', '_embedded']),
];

const MEMBERSHIPS = halCollection(ref('Membership'));

export const listMembershipsSchema = {
  tags: ['Memberships'],
  summary: 'Visible memberships (filters: project, principal; sortBy: id, name, createdAt, updatedAt)',
  querystring: collectionQuerySchema,
  response: ok(MEMBERSHIPS),
} as const;

export const listProjectMembershipsSchema = {
  tags: ['Memberships'],
  summary: "A project's memberships (404 for an invisible project; empty when its members are not visible)",
  params: ID_PARAMS,
  querystring: collectionQuerySchema,
  response: ok(MEMBERSHIPS),
} as const;

export const membershipSchemaSchema = { tags: ['Memberships'], summary: "OpenProject's schema of a membership: its properties, which are writable, where links are chosen from", response: ok() } as const;

export const getMembershipSchema = { tags: ['Memberships'], summary: 'A membership', params: ID_PARAMS, response: ok(ref('Membership')) } as const;

export const createMembershipSchema = {
  tags: ['Memberships'],
  summary: 'Add a user or group to a project with roles (manage_members)',
  body: membershipBody,
  response: created(ref('Membership')),
} as const;

export const updateMembershipSchema = {
  tags: ['Memberships'],
  summary: "Replace a membership's roles (manage_members; not one's own membership)",
  params: ID_PARAMS,
  body: membershipBody,
  response: ok(ref('Membership')),
} as const;

export const deleteMembershipSchema = {
  tags: ['Memberships'],
  summary: 'Remove a membership and its roles (manage_members; not one\'s own membership)',
  params: ID_PARAMS,
  response: NO_CONTENT,
} as const;
