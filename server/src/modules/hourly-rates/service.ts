import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { permissionsInProjects, type Actor, actorOf, projectAccess, type ProjectAccess } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { HourlyRatesTable, PrincipalRow } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { constraintViolation, missingPermission, notFound, propertyIsReadOnly } from '../../http/errors.ts';
import { API_PREFIX, link } from '../../http/hal.ts';
import { dayOf, hrefPattern, isCalendarDate, linkedId, money, nextUpdatedAt, type LinkInput } from '../../http/inputs.ts';
import * as queries from './queries.ts';
import type { HourlyRateRecord } from './queries.ts';
import { representHourlyRate } from './representer.ts';

export const HOURLY_RATE_MESSAGES = {
  rateRequired: 'Rate is required',
  rateInvalid: 'Rate must be a number of at least 0.',
  validFromRequired: 'Valid from is required',
  validFromInvalid: 'Valid from must be a date (YYYY-MM-DD).',
  validFromTaken: 'There is already a rate for this user and project starting on that day.',
  userRequired: 'User is required',
  userNotALink: 'The user must be a user link (/api/v3/users/{id}).',
  userNotFound: 'The user does not exist.',
  userNotMember: (name: string) => `${name} is not a member of this project.`,
  userReadOnly: 'The user of a rate cannot change; create a rate for the other user instead.',
  projectNotALink: 'The project must be a project link (/api/v3/projects/{id}), or null for the default rate.',
  projectNotFound: 'The project does not exist or is not visible to you.',
  projectReadOnly: 'The project of a rate cannot change; create a rate in the other project instead.',
  defaultForbidden: 'Only administrators can set default hourly rates.',
  editForbidden: 'You need the "Edit hourly rates" permission in this project.',
  viewForbidden: 'You need the "View hourly rates" permission in this project.',
  archived: 'The project is archived: its rates cannot be changed.',
} as const;

/** An upper bound that keeps typing slips (an extra zero or five) out of the data. */
const MAX_RATE = 10_000_000;

const USER_HREF = hrefPattern('users');
const PROJECT_HREF = hrefPattern('projects');

export interface HourlyRateInput {
  rate?: number | null;
  validFrom?: string | null;
  _links?: { user?: LinkInput; project?: LinkInput };
}

const NO_PERMISSIONS: ReadonlySet<string> = new Set();

/** Admins change every rate; project rates also holders of edit_hourly_rates in the (active) project. */
function mayEdit(rate: { project_id: number | null }, actor: Actor, permissions: Map<number, ReadonlySet<string>>, activeProjects: Set<number>): boolean {
  if (actor.admin) return true;
  if (rate.project_id === null) return false;
  return activeProjects.has(rate.project_id) && (permissions.get(rate.project_id) ?? NO_PERMISSIONS).has('edit_hourly_rates');
}

/** Rates with their action links: one more statement (the caller's permissions in their projects, none for admins). */
async function representRates(db: Db, actor: Actor, rates: HourlyRateRecord[]) {
  const projectIds = [...new Set(rates.flatMap((rate) => (rate.project_id === null ? [] : [rate.project_id])))];
  const [permissions, projects] = await Promise.all([
    permissionsInProjects(db, actor, projectIds),
    projectIds.length === 0 ? Promise.resolve([]) : db.selectFrom('projects').select(['id', 'active']).where('id', 'in', projectIds).execute(),
  ]);
  const activeProjects = new Set(projects.filter((project) => toBoolean(project.active)).map((project) => project.id));
  return rates.map((rate) => representHourlyRate(rate, mayEdit(rate, actor, permissions, activeProjects)));
}

const plainCollection = (href: string, elements: unknown[], extra: Record<string, unknown> = {}) => ({
  _type: 'Collection',
  total: elements.length,
  count: elements.length,
  ...extra,
  _embedded: { elements },
  _links: { self: { href: `${API_PREFIX}${href}` } },
});

async function existingUser(db: Db, id: number) {
  const principal = await queries.findUser(db, id);
  if (!principal || principal.type !== 'User') throw notFound();
  return principal;
}

/** GET /users/{id}/hourly_rates: the rates of the user the caller may see (default rates first, newest first). */
export async function listUserRates(app: FastifyInstance, user: PrincipalRow, userId: number) {
  const actor = actorOf(user);
  await existingUser(app.db, userId);
  const rates = await queries.visibleRatesOfUser(app.db, actor, userId);
  return plainCollection(`/users/${userId}/hourly_rates`, await representRates(app.db, actor, rates));
}

/**
 * GET /users/{id}/hourly_rates/project/{projectId}: the user's rates in the project, and the rate valid today
 * (`currentRate`: the project's, else the default). 404 for an invisible project; 403 without view_hourly_rates
 * there (one's own rates excepted).
 */
export async function listUserProjectRates(app: FastifyInstance, user: PrincipalRow, userId: number, projectId: number) {
  const actor = actorOf(user);
  await existingUser(app.db, userId);
  const access = await projectAccess(app.db, actor, projectId);
  if (!access?.visible) throw notFound();
  if (userId !== actor.id && !access.permissions.has('view_hourly_rates')) throw missingPermission(HOURLY_RATE_MESSAGES.viewForbidden);
  const today = dayOf(app.clock.now());
  const [rates, current] = await Promise.all([
    queries.visibleRatesOfUser(app.db, actor, userId, projectId),
    queries.rateInProjectOn(app.db, userId, projectId, today),
  ]);
  const currentRate = current
    ? { rate: money(current.rate), validFrom: current.validFrom, source: current.source, _links: { project: current.source === 'project' ? link(`/projects/${projectId}`, access.project.name) : { href: null } } }
    : null;
  return plainCollection(`/users/${userId}/hourly_rates/project/${projectId}`, await representRates(app.db, actor, rates), { currentRate });
}

export async function getRate(app: FastifyInstance, user: PrincipalRow, id: number) {
  const actor = actorOf(user);
  const rate = await queries.findVisibleRate(app.db, actor, id);
  if (!rate) throw notFound();
  return (await representRates(app.db, actor, [rate]))[0];
}

function checkRate(value: number | null | undefined): number {
  if (value === undefined || value === null) throw constraintViolation('rate', HOURLY_RATE_MESSAGES.rateRequired);
  if (!Number.isFinite(value) || value < 0 || value >= MAX_RATE) throw constraintViolation('rate', HOURLY_RATE_MESSAGES.rateInvalid);
  return Math.round(value * 100) / 100;
}

function checkValidFrom(value: string | null | undefined): string {
  if (value === undefined || value === null || value.trim() === '') throw constraintViolation('validFrom', HOURLY_RATE_MESSAGES.validFromRequired);
  if (!isCalendarDate(value)) throw constraintViolation('validFrom', HOURLY_RATE_MESSAGES.validFromInvalid);
  return value;
}

/** Who may write a rate: admins any; project rates holders of edit_hourly_rates in the active project (403/404). */
function authoriseWrite(actor: Actor, access: ProjectAccess | null): void {
  if (access === null) {
    if (!actor.admin) throw missingPermission(HOURLY_RATE_MESSAGES.defaultForbidden);
    return;
  }
  if (!access.permissions.has('edit_hourly_rates')) throw missingPermission(HOURLY_RATE_MESSAGES.editForbidden);
  if (!toBoolean(access.project.active)) throw missingPermission(HOURLY_RATE_MESSAGES.archived);
}

async function assertFree(db: Db, userId: number, projectId: number | null, validFrom: string, exceptId?: number): Promise<void> {
  if (await queries.rateTaken(db, userId, projectId, validFrom, exceptId)) throw constraintViolation('validFrom', HOURLY_RATE_MESSAGES.validFromTaken);
}

const isUniqueViolation = (error: unknown) => {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** Runs a write; losing a race for the same (user, project, day) is the same 422 as the check before it. */
async function guardingDay<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw constraintViolation('validFrom', HOURLY_RATE_MESSAGES.validFromTaken);
    throw error;
  }
}

/** POST /hourly_rates: a user's rate in a project (or default, project null) from a day on. */
export async function createRate(app: FastifyInstance, user: PrincipalRow, input: HourlyRateInput) {
  const actor = actorOf(user);
  const userId = linkedId(input._links?.user, 'user', USER_HREF, HOURLY_RATE_MESSAGES.userNotALink);
  if (userId === undefined || userId === null) throw constraintViolation('user', HOURLY_RATE_MESSAGES.userRequired);
  const projectId = linkedId(input._links?.project, 'project', PROJECT_HREF, HOURLY_RATE_MESSAGES.projectNotALink) ?? null;
  let access: ProjectAccess | null = null;
  if (projectId !== null) {
    const found = projectId === 0 ? undefined : await projectAccess(app.db, actor, projectId);
    if (!found?.visible) throw constraintViolation('project', HOURLY_RATE_MESSAGES.projectNotFound);
    access = found;
  }
  authoriseWrite(actor, access);
  const principal = userId === 0 ? undefined : await queries.findUser(app.db, userId);
  if (!principal || principal.type !== 'User') throw constraintViolation('user', HOURLY_RATE_MESSAGES.userNotFound);
  if (projectId !== null && !(await queries.isMember(app.db, projectId, userId))) throw constraintViolation('user', HOURLY_RATE_MESSAGES.userNotMember(principal.name));
  const rate = checkRate(input.rate);
  const validFrom = checkValidFrom(input.validFrom);
  await assertFree(app.db, userId, projectId, validFrom);
  const now = app.clock.now().toISOString();
  const id = await guardingDay(() => queries.insertRate(app.db, { user_id: userId, project_id: projectId, rate, valid_from: validFrom, created_at: now, updated_at: now }));
  return getRate(app, user, id);
}

/** A rate the caller may change: 404 when they may not see it, 403 when they may see but not change it. */
async function editableRate(app: FastifyInstance, actor: Actor, id: number) {
  const rate = await queries.findVisibleRate(app.db, actor, id);
  if (!rate) throw notFound();
  const access = rate.project_id === null ? null : ((await projectAccess(app.db, actor, rate.project_id)) ?? null);
  authoriseWrite(actor, access);
  return rate;
}

/** PATCH /hourly_rates/{id}: the rate and its first day; user and project stay (sending them back unchanged is fine). */
export async function updateRate(app: FastifyInstance, user: PrincipalRow, id: number, input: HourlyRateInput) {
  const actor = actorOf(user);
  const current = await editableRate(app, actor, id);
  const userId = linkedId(input._links?.user, 'user', USER_HREF, HOURLY_RATE_MESSAGES.userNotALink);
  if (userId !== undefined && userId !== current.user_id) throw propertyIsReadOnly('user', HOURLY_RATE_MESSAGES.userReadOnly);
  const projectId = linkedId(input._links?.project, 'project', PROJECT_HREF, HOURLY_RATE_MESSAGES.projectNotALink);
  if (projectId !== undefined && projectId !== current.project_id) throw propertyIsReadOnly('project', HOURLY_RATE_MESSAGES.projectReadOnly);
  const changes: Updateable<HourlyRatesTable> = {};
  if (input.rate !== undefined) {
    const rate = checkRate(input.rate);
    if (rate !== current.rate) changes.rate = rate;
  }
  if (input.validFrom !== undefined) {
    const validFrom = checkValidFrom(input.validFrom);
    if (validFrom !== current.valid_from) {
      await assertFree(app.db, current.user_id, current.project_id, validFrom, id);
      changes.valid_from = validFrom;
    }
  }
  if (Object.keys(changes).length > 0) {
    await guardingDay(() => queries.updateRate(app.db, id, { ...changes, updated_at: nextUpdatedAt(current.updated_at, app.clock.now()) }));
  }
  return getRate(app, user, id);
}

export async function deleteRate(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  const actor = actorOf(user);
  await editableRate(app, actor, id);
  await queries.deleteRate(app.db, id);
}
