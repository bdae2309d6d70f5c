import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../access/index.ts';
import { sql, type SqlBool } from 'kysely';
import { allowedTo, permissionsInProjects, type Actor } from '../../access/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { isStorableId, toBoolean } from '../../db/values.ts';
import { constraintViolation, missingPermission, notFound, propertyIsReadOnly } from '../../http/errors.ts';
import { API_PREFIX } from '../../http/hal.ts';
import type { FilterDefinition, FilterValue, PageRequest, ParsedFilter, ParsedSort, QueryContext, SortDefinition } from '../../http/query.ts';
import * as queries from './queries.ts';
import type { AccessRow, MembershipsEB } from './queries.ts';
import { hydrateMemberships, representMembership, type MembershipActions } from './representer.ts';
import { currentRatesOfMemberships } from '../hourly-rates/index.ts';
import { dayOf } from '../../http/inputs.ts';
import { countedPage } from '../../http/collection.ts';

export const MEMBERSHIP_MESSAGES = {
  principalMissing: 'Please select a user or group',
  principalNotUserOrGroup: 'The principal must be a user (/api/v3/users/{id}) or a group (/api/v3/groups/{id}).',
  principalNotFound: 'The selected user or group does not exist.',
  projectMissing: 'Please select a project.',
  projectNotALink: 'The project must be a project link (/api/v3/projects/{id}).',
  projectNotFound: 'The project does not exist or is not visible to you.',
  rolesMissing: 'Please select at least one role',
  roleNotALink: 'Each role must be a role link (/api/v3/roles/{id}).',
  ownMembershipUpdate: 'You cannot change the roles of your own membership; ask another member who manages members or an administrator.',
  ownMembershipDelete: 'You cannot remove your own membership; ask another member who manages members or an administrator.',
  manageMembersRequired: 'You need the "Manage members" permission in this project.',
} as const;

const ids = (values: FilterValue[], context: QueryContext) => values.map((value) => (value === 'me' ? context.currentUserId : Number(value)));

export const MEMBERSHIP_FILTERS: FilterDefinition<MembershipsEB>[] = [
  {
    name: 'project',
    operators: ['='],
    valueType: 'integer',
    build: (eb, _operator, values) => {
      const projectIds = values as number[];
      return projectIds.length ? eb('memberships.project_id', 'in', projectIds) : sql<SqlBool>`1 = 0`;
    },
  },
  {
    // The principal the membership belongs to (a user's direct memberships, or a group's); "me" is the caller.
    name: 'principal',
    operators: ['='],
    valueType: 'principal',
    build: (eb, _operator, values, context) => {
      const principalIds = ids(values, context);
      return principalIds.length ? eb('memberships.principal_id', 'in', principalIds) : sql<SqlBool>`1 = 0`;
    },
  },
];

export const MEMBERSHIP_SORTS: SortDefinition[] = [
  { name: 'id', column: 'memberships.id' },
  { name: 'name', column: 'principals.name', caseInsensitive: true },
  { name: 'createdAt', aliases: ['created_at'], column: 'memberships.created_at' },
  { name: 'updatedAt', aliases: ['updated_at'], column: 'memberships.updated_at' },
];

/** Members are shown by principal name, as on the project page. */
export const DEFAULT_MEMBERSHIP_SORT: ParsedSort[] = [{ column: 'principals.name', direction: 'asc', caseInsensitive: true }];

/** Admins change anyone's membership; managers of members every membership but their own. */
function actionsFor(actor: Actor, principalId: number, mayManage: boolean): MembershipActions {
  const allowed = mayManage && (actor.admin || principalId !== actor.id);
  return { update: allowed, delete: allowed };
}

/**
 * A page of visible memberships in a constant number of statements: count, page ids, the caller's permissions in
 * the page's projects (not for admins), and the three of hydrateMemberships.
 */
export async function listMemberships(app: FastifyInstance, user: PrincipalRow, filters: ParsedFilter<MembershipsEB>[], sort: ParsedSort[], page: PageRequest) {
  const actor = actorOf(user);
  const context: QueryContext = { currentUserId: actor.id };
  return countedPage(page, {
    count: () => queries.countMemberships(app.db, actor, filters, context),
    page: (limit, offset) => queries.membershipPageIds(app.db, actor, filters, context, sort, limit, offset),
    hydrate: (pageIds) => representMembershipPage(app, actor, pageIds),
  });
}

/** The memberships of a page, represented with the caller's actions and (where they may see them) hourly rates. */
async function representMembershipPage(app: FastifyInstance, actor: Actor, pageIds: number[]) {
  const hydrated = await hydrateMemberships(app.db, pageIds);
  const projectIds = [...new Set([...hydrated.values()].map((entry) => entry.membership.project_id))];
  const permissions = await permissionsInProjects(app.db, actor, projectIds);
  // Hourly rates (spec 000 Members tab) for the memberships of projects where the caller may see them: one statement.
  const mayViewRate = (entry: { membership: { project_id: number } }) => permissions.get(entry.membership.project_id)?.has('view_hourly_rates') ?? false;
  const rates = await currentRatesOfMemberships(app.db, [...hydrated.values()].filter(mayViewRate).map((entry) => entry.membership.id), dayOf(app.clock.now()));
  // A membership deleted between the reads is left out.
  return pageIds.flatMap((id) => {
    const entry = hydrated.get(id);
    if (!entry) return [];
    const mayManage = permissions.get(entry.membership.project_id)?.has('manage_members') ?? false;
    return [representMembership(entry, actionsFor(actor, entry.membership.principal_id, mayManage), mayViewRate(entry) ? (rates.get(id) ?? null) : undefined)];
  });
}

/** The memberships of one project: 404 when the project is invisible, an empty list when its members are not visible. */
export async function listProjectMemberships(
  app: FastifyInstance,
  user: PrincipalRow,
  projectId: number,
  filters: ParsedFilter<MembershipsEB>[],
  sort: ParsedSort[],
  page: PageRequest,
) {
  const access = await queries.findProjectAccess(app.db, actorOf(user), projectId);
  if (!access || !toBoolean(access.visible)) throw notFound();
  if (!toBoolean(access.may_view_members)) return { total: 0, elements: [] };
  const projectFilter: ParsedFilter<MembershipsEB> = { definition: MEMBERSHIP_FILTERS[0], operator: '=', values: [projectId] };
  return listMemberships(app, user, [projectFilter, ...filters], sort, page);
}

async function representOne(app: FastifyInstance, actor: Actor, id: number, mayManage: boolean) {
  const entry = (await hydrateMemberships(app.db, [id])).get(id);
  if (!entry) throw notFound();
  const mayViewRate = await allowedTo(app.db, actor, 'view_hourly_rates', entry.membership.project_id);
  const rate = mayViewRate ? ((await currentRatesOfMemberships(app.db, [id], dayOf(app.clock.now()))).get(id) ?? null) : undefined;
  return representMembership(entry, actionsFor(actor, entry.membership.principal_id, mayManage), rate);
}

export async function getMembership(app: FastifyInstance, user: PrincipalRow, id: number) {
  const actor = actorOf(user);
  const access = await queries.findMembershipAccess(app.db, actor, id);
  if (!access || !toBoolean(access.may_view_members)) throw notFound();
  return representOne(app, actor, id, toBoolean(access.may_manage_members));
}

/** 404 for what the caller may not see, 403 for a visible project where they may not manage members. */
function authoriseManage(access: AccessRow | undefined): asserts access is AccessRow {
  if (!access || !toBoolean(access.visible)) throw notFound();
  if (!toBoolean(access.may_manage_members)) throw missingPermission(MEMBERSHIP_MESSAGES.manageMembersRequired);
}

interface LinkInput {
  href?: string | null;
}

export interface MembershipLinksInput {
  principal?: LinkInput;
  project?: LinkInput;
  roles?: LinkInput[];
}

const ID = '([1-9]\\d{0,15})';
const PRINCIPAL_HREF = new RegExp(`^${API_PREFIX}/(users|groups)/${ID}$`);
const PROJECT_HREF = new RegExp(`^${API_PREFIX}/projects/${ID}$`);
const ROLE_HREF = new RegExp(`^${API_PREFIX}/roles/${ID}$`);

const hrefOf = (value: LinkInput | undefined): string | null => (typeof value?.href === 'string' && value.href.trim() !== '' ? value.href.trim() : null);

function parsePrincipalLink(value: LinkInput | undefined): { type: 'User' | 'Group'; id: number } {
  const href = hrefOf(value);
  if (href === null) throw constraintViolation('principal', MEMBERSHIP_MESSAGES.principalMissing);
  const match = PRINCIPAL_HREF.exec(href);
  if (!match) throw constraintViolation('principal', MEMBERSHIP_MESSAGES.principalNotUserOrGroup);
  return { type: match[1] === 'groups' ? 'Group' : 'User', id: Number(match[2]) };
}

function parseProjectLink(value: LinkInput | undefined): number {
  const href = hrefOf(value);
  if (href === null) throw constraintViolation('project', MEMBERSHIP_MESSAGES.projectMissing);
  const match = PROJECT_HREF.exec(href);
  if (!match) throw constraintViolation('project', MEMBERSHIP_MESSAGES.projectNotALink);
  return Number(match[1]);
}

/** Role ids from role links, without repeats; at least one. */
function parseRoleLinks(values: LinkInput[] | undefined): number[] {
  if (!values || values.length === 0) throw constraintViolation('roles', MEMBERSHIP_MESSAGES.rolesMissing);
  const result = new Set<number>();
  for (const value of values) {
    const match = ROLE_HREF.exec(hrefOf(value) ?? '');
    if (!match) throw constraintViolation('roles', MEMBERSHIP_MESSAGES.roleNotALink);
    result.add(Number(match[1]));
  }
  return [...result];
}

/** Every role must exist and be a project role (global roles cannot be granted in a project). */
async function checkProjectRoles(app: FastifyInstance, roleIds: number[]): Promise<void> {
  const found = new Map((await queries.findRoles(app.db, roleIds.filter(isStorableId))).map((role) => [role.id, role]));
  for (const id of roleIds) {
    const role = found.get(id);
    if (!role) throw constraintViolation('roles', `The role ${API_PREFIX}/roles/${id} does not exist.`);
    if (role.scope !== 'project') throw constraintViolation('roles', `${role.name} is not a project role.`);
  }
}

const alreadyMember = (name: string) => constraintViolation('principal', `${name} is already a member of this project.`);

export async function createMembership(app: FastifyInstance, user: PrincipalRow, links: MembershipLinksInput) {
  const actor = actorOf(user);
  // Shape first (no lookups), then the project and the right to manage its members, then the referenced rows.
  const principalRef = parsePrincipalLink(links.principal);
  const projectId = parseProjectLink(links.project);
  const roleIds = parseRoleLinks(links.roles);
  const access = isStorableId(projectId) ? await queries.findProjectAccess(app.db, actor, projectId) : undefined;
  // OpenProject answers 422 for a project link in a body that does not resolve for the caller.
  if (!access || !toBoolean(access.visible)) throw constraintViolation('project', MEMBERSHIP_MESSAGES.projectNotFound);
  if (!toBoolean(access.may_manage_members)) throw missingPermission(MEMBERSHIP_MESSAGES.manageMembersRequired);
  const principal = isStorableId(principalRef.id) ? await queries.findPrincipal(app.db, principalRef.id) : undefined;
  if (!principal || principal.type !== principalRef.type) throw constraintViolation('principal', MEMBERSHIP_MESSAGES.principalNotFound);
  await checkProjectRoles(app, roleIds);
  const now = app.clock.now().toISOString();
  let id: number;
  try {
    id = await app.db.transaction().execute(async (trx) => {
      const membershipId = await queries.insertMembership(trx, projectId, principal.id, now);
      await queries.insertMemberRoles(trx, membershipId, roleIds);
      return membershipId;
    });
  } catch (error) {
    // The unique (project, principal) constraint decides, so two requests adding the same member at once cannot both win.
    if (queries.isUniqueViolation(error)) throw alreadyMember(principal.name);
    throw error;
  }
  return representOne(app, actor, id, true);
}

/** PATCH replaces the role set; principal and project are fixed once the membership exists. */
export async function updateMembership(app: FastifyInstance, user: PrincipalRow, id: number, links: MembershipLinksInput) {
  const actor = actorOf(user);
  const access = await queries.findMembershipAccess(app.db, actor, id);
  authoriseManage(access);
  if (access.principal_id === actor.id && !actor.admin) throw missingPermission(MEMBERSHIP_MESSAGES.ownMembershipUpdate);
  // Clients may echo the links they read; only a different value is an attempt to change them.
  if (links.principal !== undefined && parsePrincipalLink(links.principal).id !== access.principal_id) {
    throw propertyIsReadOnly('principal', 'The principal of a membership cannot be changed; add a new membership instead.');
  }
  if (links.project !== undefined && parseProjectLink(links.project) !== access.project_id) {
    throw propertyIsReadOnly('project', 'The project of a membership cannot be changed; add a new membership instead.');
  }
  if (links.roles !== undefined) {
    const roleIds = parseRoleLinks(links.roles);
    await checkProjectRoles(app, roleIds);
    const now = app.clock.now().toISOString();
    await app.db.transaction().execute(async (trx) => {
      await queries.deleteOwnMemberRoles(trx, id);
      await queries.insertMemberRoles(trx, id, roleIds);
      await queries.touchMembership(trx, id, now);
    });
  }
  return representOne(app, actor, id, true);
}

export async function deleteMembership(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  const actor = actorOf(user);
  const access = await queries.findMembershipAccess(app.db, actor, id);
  authoriseManage(access);
  if (access.principal_id === actor.id && !actor.admin) throw missingPermission(MEMBERSHIP_MESSAGES.ownMembershipDelete);
  await app.db.transaction().execute((trx) => queries.deleteMembership(trx, id));
}
