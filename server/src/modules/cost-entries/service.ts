import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { permissionsInProjects, type Actor, actorOf, projectAccess, type ProjectAccess } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { CostEntriesTable, CostEntryRow, PrincipalRow } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { constraintViolation, missingPermission, notFound, propertyIsReadOnly } from '../../http/errors.ts';
import { API_PREFIX, link } from '../../http/hal.ts';
import type { PageRequest } from '../../http/query.ts';
import { costTypePath, findCostType } from '../cost-types/index.ts';
import { dayOf, hrefPattern, isCalendarDate, linkedId, money, nextUpdatedAt, type LinkInput } from '../../http/inputs.ts';
import { findPrincipal, membersAmong, visibleWorkPackage } from '../work-packages/index.ts';
import * as queries from './queries.ts';
import { representCostEntry, type CostEntryRepresentation } from './representer.ts';
import { totalledPage } from '../../http/collection.ts';

export const COST_ENTRY_MESSAGES = {
  workPackageRequired: 'Work package is required',
  workPackageNotALink: 'The work package must be a work package link (/api/v3/work_packages/{id}).',
  workPackageNotFound: 'The work package does not exist or is not visible to you.',
  workPackageReadOnly: 'A cost entry cannot be moved to another work package.',
  workPackageConflict: 'entity and workPackage name different work packages.',
  projectMismatch: 'The project of a cost entry is the project of its work package.',
  projectNotALink: 'The project must be a project link (/api/v3/projects/{id}).',
  costTypeRequired: 'Cost type is required',
  costTypeNotALink: 'The cost type must be a cost type link (/api/v3/cost_types/{id}).',
  costTypeNotFound: 'The cost type does not exist.',
  unitsRequired: 'Units are required',
  unitsNotPositive: 'Units must be greater than 0.',
  unitsTooMany: `Units must be less than ${1_000_000}.`,
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a date (YYYY-MM-DD).',
  dateInFuture: 'Date cannot be in the future.',
  costsNegative: 'Costs must be at least 0.',
  commentTooLong: (max: number) => `Comment is too long (maximum is ${max} characters).`,
  userNotALink: 'The user must be a user link (/api/v3/users/{id}).',
  userNotFound: 'The user does not exist.',
  userNotMember: (name: string) => `${name} is not a member of this project.`,
  logForbidden: 'You are not allowed to log costs in this project.',
  logOthersForbidden: 'You need the "Edit cost entries" permission to log costs for another user.',
  viewForbidden: 'You are not allowed to see the costs of this project.',
  editForbidden: 'You are not allowed to change this cost entry.',
  archived: 'The project is archived: its cost entries cannot be changed.',
} as const;

export const COST_ENTRY_COMMENT_MAX_LENGTH = 1000;
const MAX_UNITS = 1_000_000;
const MAX_COSTS = 1_000_000_000;
const PAGE_LIMITS = { defaultPageSize: 20, maxPageSize: 1000 };
export const COST_ENTRIES_PAGE_LIMITS = PAGE_LIMITS;

const WORK_PACKAGE_HREF = hrefPattern('work_packages');
const PROJECT_HREF = hrefPattern('projects');
const COST_TYPE_HREF = hrefPattern('cost_types');
const USER_HREF = hrefPattern('users');

export interface CostEntryInput {
  spentUnits?: number | null;
  spentOn?: string | null;
  comment?: { raw: string };
  overriddenCosts?: number | null;
  _links?: { project?: LinkInput; workPackage?: LinkInput; entity?: LinkInput; costType?: LinkInput; user?: LinkInput };
  _meta?: Record<string, unknown>;
}

const NO_PERMISSIONS: ReadonlySet<string> = new Set();

/** edit_cost_entries changes anyone's entries; log_costs one's own (OpenProject's edit_own_cost_entries). */
export function mayEditCostEntry(entry: { user_id: number }, actor: Actor, permissions: ReadonlySet<string>): boolean {
  return permissions.has('edit_cost_entries') || (entry.user_id === actor.id && permissions.has('log_costs'));
}

const mayViewCostEntries = (permissions: ReadonlySet<string>) => permissions.has('view_cost_entries') || permissions.has('log_costs');

async function representMany(db: Db, actor: Actor, ids: number[]): Promise<Map<number, CostEntryRepresentation>> {
  const records = await queries.findCostEntriesByIds(db, ids);
  const projectIds = [...new Set(records.map((record) => record.project_id))];
  const publicIds = [...new Set(records.filter((record) => toBoolean(record.project_public)).map((record) => record.project_id))];
  const permissions = await permissionsInProjects(db, actor, projectIds, publicIds);
  return new Map(
    records.map((record) => {
      const granted = permissions.get(record.project_id) ?? NO_PERMISSIONS;
      const mayEdit = toBoolean(record.project_active) && mayEditCostEntry(record, actor, granted);
      return [record.id, representCostEntry(record, { mayEdit, showCosts: granted.has('view_cost_rates') })];
    }),
  );
}

async function representOne(db: Db, actor: Actor, id: number): Promise<CostEntryRepresentation> {
  const represented = (await representMany(db, actor, [id])).get(id);
  if (!represented) throw notFound();
  return represented;
}

/** A visible work package whose costs the caller may see (404 / 403). */
async function workPackageWithCosts(db: Db, actor: Actor, workPackageId: number) {
  const visible = await visibleWorkPackage(db, actor, workPackageId);
  if (!mayViewCostEntries(visible.access.permissions)) throw missingPermission(COST_ENTRY_MESSAGES.viewForbidden);
  return visible;
}

/** GET /work_packages/{id}/cost_entries: a page in a constant number of statements. */
export async function listWorkPackageCostEntries(app: FastifyInstance, user: PrincipalRow, workPackageId: number, page: PageRequest) {
  const actor = actorOf(user);
  await workPackageWithCosts(app.db, actor, workPackageId);
  return totalledPage(page, {
    count: () => queries.countWorkPackageCostEntries(app.db, actor, workPackageId),
    page: async (limit, offset) => {
      const { ids, total } = await queries.workPackageCostEntryPage(app.db, actor, workPackageId, limit, offset);
      return { rows: ids, total };
    },
    hydrate: async (ids) => {
      const represented = await representMany(app.db, actor, ids);
      return ids.flatMap((id) => represented.get(id) ?? []);
    },
  });
}

/** GET /work_packages/{id}/summarized_costs_by_type: OpenProject's AggregatedCostEntry per cost type used. */
export async function summarizedCostsByType(app: FastifyInstance, user: PrincipalRow, workPackageId: number) {
  const actor = actorOf(user);
  const { access } = await workPackageWithCosts(app.db, actor, workPackageId);
  const showCosts = access.permissions.has('view_cost_rates');
  const rows = await queries.summarizedByType(app.db, actor, workPackageId);
  const elements = rows.map((row) => {
    const units = Number(row.units ?? 0);
    return {
      _type: 'AggregatedCostEntry',
      spentUnits: units,
      unit: units === 1 ? row.unit : row.unit_plural,
      entries: Number(row.entries),
      ...(showCosts ? { costs: money(row.costs ?? 0) } : {}),
      _links: { costType: link(costTypePath(row.id), row.name), workPackage: link(`/work_packages/${workPackageId}`) },
    };
  });
  return {
    _type: 'Collection',
    total: elements.length,
    count: elements.length,
    _embedded: { elements },
    _links: { self: { href: `${API_PREFIX}/work_packages/${workPackageId}/summarized_costs_by_type` } },
  };
}

async function visibleCostEntry(db: Db, actor: Actor, id: number): Promise<{ row: CostEntryRow; access: ProjectAccess }> {
  const row = await queries.findCostEntry(db, id);
  const access = row ? await projectAccess(db, actor, row.project_id) : undefined;
  const visible = row && access && (access.permissions.has('view_cost_entries') || (row.user_id === actor.id && access.permissions.has('log_costs')));
  if (!row || !access || !visible) throw notFound();
  return { row, access };
}

export async function getCostEntry(app: FastifyInstance, user: PrincipalRow, id: number) {
  const actor = actorOf(user);
  await visibleCostEntry(app.db, actor, id);
  return representOne(app.db, actor, id);
}

function workPackageLinkId(links: CostEntryInput['_links']): number | null | undefined {
  const fromWorkPackage = linkedId(links?.workPackage, 'workPackage', WORK_PACKAGE_HREF, COST_ENTRY_MESSAGES.workPackageNotALink);
  const fromEntity = linkedId(links?.entity, 'workPackage', WORK_PACKAGE_HREF, COST_ENTRY_MESSAGES.workPackageNotALink);
  if (fromWorkPackage !== undefined && fromEntity !== undefined && fromWorkPackage !== fromEntity) {
    throw constraintViolation('workPackage', COST_ENTRY_MESSAGES.workPackageConflict);
  }
  return fromWorkPackage !== undefined ? fromWorkPackage : fromEntity;
}

async function resolveCostType(db: Db, costTypeId: number | null | undefined) {
  if (costTypeId === undefined || costTypeId === null) throw constraintViolation('costType', COST_ENTRY_MESSAGES.costTypeRequired);
  const costType = costTypeId === 0 ? undefined : await findCostType(db, costTypeId);
  if (!costType) throw constraintViolation('costType', COST_ENTRY_MESSAGES.costTypeNotFound);
  return costType;
}

function checkUnits(units: number | null | undefined): number {
  if (units === undefined || units === null) throw constraintViolation('spentUnits', COST_ENTRY_MESSAGES.unitsRequired);
  if (!Number.isFinite(units) || units <= 0) throw constraintViolation('spentUnits', COST_ENTRY_MESSAGES.unitsNotPositive);
  if (units >= MAX_UNITS) throw constraintViolation('spentUnits', COST_ENTRY_MESSAGES.unitsTooMany);
  return units;
}

function checkSpentOn(value: string | null | undefined, today: string): string {
  if (value === undefined || value === null) throw constraintViolation('spentOn', COST_ENTRY_MESSAGES.dateRequired);
  if (!isCalendarDate(value)) throw constraintViolation('spentOn', COST_ENTRY_MESSAGES.dateInvalid);
  if (value > today) throw constraintViolation('spentOn', COST_ENTRY_MESSAGES.dateInFuture);
  return value;
}

function checkOverriddenCosts(value: number | null): number | null {
  if (value !== null && (!Number.isFinite(value) || value < 0 || value >= MAX_COSTS)) throw constraintViolation('overriddenCosts', COST_ENTRY_MESSAGES.costsNegative);
  return value === null ? null : Math.round(value * 100) / 100;
}

function checkComment(raw: string): string {
  if (raw.length > COST_ENTRY_COMMENT_MAX_LENGTH) throw constraintViolation('comment', COST_ENTRY_MESSAGES.commentTooLong(COST_ENTRY_COMMENT_MAX_LENGTH));
  return raw;
}

async function resolveOwner(db: Db, projectId: number, ownerId: number): Promise<void> {
  const principal = ownerId === 0 ? undefined : await findPrincipal(db, ownerId);
  if (!principal || principal.type !== 'User') throw constraintViolation('user', COST_ENTRY_MESSAGES.userNotFound);
  if (!(await membersAmong(db, projectId, [ownerId])).has(ownerId)) throw constraintViolation('user', COST_ENTRY_MESSAGES.userNotMember(principal.name));
}

const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * POST /cost_entries: on a work package the caller can see (422 otherwise; the entry's project is the package's),
 * with log_costs (403), for another member only with edit_cost_entries; costs = units × the cost type's rate.
 */
export async function createCostEntry(app: FastifyInstance, user: PrincipalRow, input: CostEntryInput) {
  const actor = actorOf(user);
  const links = input._links;
  const workPackageId = workPackageLinkId(links);
  if (workPackageId === undefined || workPackageId === null) throw constraintViolation('workPackage', COST_ENTRY_MESSAGES.workPackageRequired);
  let visible: Awaited<ReturnType<typeof visibleWorkPackage>>;
  try {
    if (workPackageId === 0) throw notFound();
    visible = await visibleWorkPackage(app.db, actor, workPackageId);
  } catch (error) {
    // A link in a body that does not resolve for the caller is a 422, as OpenProject answers.
    if ((error as { statusCode?: number }).statusCode === 404) throw constraintViolation('workPackage', COST_ENTRY_MESSAGES.workPackageNotFound);
    throw error;
  }
  const { row: workPackage, access } = visible;
  const linkedProject = linkedId(links?.project, 'project', PROJECT_HREF, COST_ENTRY_MESSAGES.projectNotALink);
  if (linkedProject !== undefined && linkedProject !== workPackage.project_id) throw constraintViolation('project', COST_ENTRY_MESSAGES.projectMismatch);

  const ownerId = linkedId(links?.user, 'user', USER_HREF, COST_ENTRY_MESSAGES.userNotALink) ?? actor.id;
  if (!toBoolean(access.project.active)) throw missingPermission(COST_ENTRY_MESSAGES.archived);
  if (!access.permissions.has('log_costs')) throw missingPermission(COST_ENTRY_MESSAGES.logForbidden);
  if (ownerId !== actor.id) {
    if (!access.permissions.has('edit_cost_entries')) throw missingPermission(COST_ENTRY_MESSAGES.logOthersForbidden);
    await resolveOwner(app.db, workPackage.project_id, ownerId);
  }

  const costType = await resolveCostType(app.db, linkedId(links?.costType, 'costType', COST_TYPE_HREF, COST_ENTRY_MESSAGES.costTypeNotALink));
  const units = checkUnits(input.spentUnits);
  const now = app.clock.now();
  const spentOn = checkSpentOn(input.spentOn, dayOf(now));
  const overriddenCosts = checkOverriddenCosts(input.overriddenCosts ?? null);
  const comment = checkComment(input.comment?.raw ?? '');
  const timestamp = now.toISOString();
  const id = await queries.insertCostEntry(app.db, {
    project_id: workPackage.project_id,
    work_package_id: workPackage.id,
    user_id: ownerId,
    cost_type_id: costType.id,
    units,
    spent_on: spentOn,
    comment,
    overridden_costs: overriddenCosts,
    costs: rounded(units * Number(costType.rate)),
    created_at: timestamp,
    updated_at: timestamp,
  });
  return representOne(app.db, actor, id);
}

function authoriseEdit(row: CostEntryRow, access: ProjectAccess, actor: Actor): void {
  if (!toBoolean(access.project.active)) throw missingPermission(COST_ENTRY_MESSAGES.archived);
  if (!mayEditCostEntry(row, actor, access.permissions)) throw missingPermission(COST_ENTRY_MESSAGES.editForbidden);
}

/**
 * PATCH /cost_entries/{id}: units, day, comment, overridden costs, cost type and (with edit_cost_entries) the user.
 * The work package and project stay. Changing units or cost type recomputes the costs at the current rate.
 */
export async function updateCostEntry(app: FastifyInstance, user: PrincipalRow, id: number, input: CostEntryInput) {
  const actor = actorOf(user);
  const { row: current, access } = await visibleCostEntry(app.db, actor, id);
  authoriseEdit(current, access, actor);
  const links = input._links;
  const workPackageId = workPackageLinkId(links);
  if (workPackageId !== undefined && workPackageId !== current.work_package_id) throw propertyIsReadOnly('workPackage', COST_ENTRY_MESSAGES.workPackageReadOnly);
  const linkedProject = linkedId(links?.project, 'project', PROJECT_HREF, COST_ENTRY_MESSAGES.projectNotALink);
  if (linkedProject !== undefined && linkedProject !== current.project_id) throw propertyIsReadOnly('project', COST_ENTRY_MESSAGES.projectMismatch);

  const changes: Updateable<CostEntriesTable> = {};
  const linkedUser = linkedId(links?.user, 'user', USER_HREF, COST_ENTRY_MESSAGES.userNotALink);
  if (linkedUser === null) throw constraintViolation('user', COST_ENTRY_MESSAGES.userNotFound);
  if (linkedUser !== undefined && linkedUser !== current.user_id) {
    if (!access.permissions.has('edit_cost_entries')) throw missingPermission(COST_ENTRY_MESSAGES.logOthersForbidden);
    await resolveOwner(app.db, current.project_id, linkedUser);
    changes.user_id = linkedUser;
  }

  const linkedCostType = linkedId(links?.costType, 'costType', COST_TYPE_HREF, COST_ENTRY_MESSAGES.costTypeNotALink);
  let rate: number | null = null;
  if (linkedCostType !== undefined && linkedCostType !== current.cost_type_id) {
    const costType = await resolveCostType(app.db, linkedCostType);
    changes.cost_type_id = costType.id;
    rate = Number(costType.rate);
  }
  if (input.spentUnits !== undefined) {
    const units = checkUnits(input.spentUnits);
    if (units !== current.units) changes.units = units;
  }
  if (changes.units !== undefined || changes.cost_type_id !== undefined) {
    rate ??= Number((await findCostType(app.db, current.cost_type_id))?.rate ?? 0);
    changes.costs = rounded((changes.units ?? current.units) * rate);
  }
  const now = app.clock.now();
  if (input.spentOn !== undefined && input.spentOn !== current.spent_on) changes.spent_on = checkSpentOn(input.spentOn, dayOf(now));
  if (input.overriddenCosts !== undefined) {
    const overridden = checkOverriddenCosts(input.overriddenCosts);
    if (overridden !== current.overridden_costs) changes.overridden_costs = overridden;
  }
  if (input.comment !== undefined && input.comment.raw !== current.comment) changes.comment = checkComment(input.comment.raw);

  if (Object.keys(changes).length > 0) {
    if (!(await queries.updateCostEntry(app.db, id, { ...changes, updated_at: nextUpdatedAt(current.updated_at, now) }))) throw notFound();
  }
  return representOne(app.db, actor, id);
}

export async function deleteCostEntry(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  const actor = actorOf(user);
  const { row, access } = await visibleCostEntry(app.db, actor, id);
  authoriseEdit(row, access, actor);
  await queries.deleteCostEntry(app.db, id);
}
