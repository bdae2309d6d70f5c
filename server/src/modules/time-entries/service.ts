import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { permissionsInProjects, type Actor, actorOf, projectAccess, type ProjectAccess, type ProjectsEB } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow, TimeEntriesTable, TimeEntryRow } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { parseIsoDuration } from '../../http/durations.ts';
import { constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import type { FilterDefinition, PageRequest, ParsedFilter, ParsedSort, QueryContext } from '../../http/query.ts';
import { listProjects } from '../projects/index.ts';
import type { WorkPackagesEB } from '../work-packages/index.ts';
import { findPrincipal, findWorkPackage, listWorkPackages, membersAmong, visibleWorkPackage } from '../work-packages/index.ts';
import { dayOf, hrefPattern, isCalendarDate, linkedId, nextUpdatedAt, type LinkInput } from '../../http/inputs.ts';
import * as queries from './queries.ts';
import { LOG_PERMISSIONS, type TimeEntriesEB } from './queries.ts';
import { representTimeEntry, type TimeEntryRepresentation } from './representer.ts';
import { defaultActivityIn, findActivity, isAvailableIn, projectsWithActivity, projectsWithoutActivity } from '../time-entry-activities/index.ts';

/** Spec 001 section 5 wording where it has one; the rest says what to do. */
export const TIME_ENTRY_MESSAGES = {
  projectRequired: 'Project is required',
  projectNotALink: 'The project must be a project link (/api/v3/projects/{id}).',
  projectNotFound: 'The project does not exist or is not visible to you.',
  projectMismatch: "The work package in the path belongs to another project than the body's.",
  activityRequired: 'Activity is required',
  activityNotALink: 'The activity must be a time entry activity link (/api/v3/time_entries/activities/{id}).',
  activityNotFound: 'The activity does not exist.',
  activityUnavailable: (name: string) => `The activity ${name} is not available in this project.`,
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a date (YYYY-MM-DD).',
  dateInFuture: 'Date cannot be in the future.',
  hoursRequired: 'Hours are required',
  hoursInvalid: 'Hours must be an ISO 8601 duration such as PT1H30M.',
  hoursNotPositive: 'Hours must be greater than 0.',
  hoursTooMany: (max: number) => `Hours cannot be more than ${max} per entry.`,
  workPackageNotALink: 'The work package must be a work package link (/api/v3/work_packages/{id}) or null.',
  workPackageNotFound: 'The work package does not exist or is not visible to you.',
  workPackageOtherProject: 'The work package does not belong to the project of the time entry.',
  workPackageConflict: 'entity and workPackage name different work packages.',
  workPackageMismatch: 'The work package is given by the path; the body names another one.',
  userNotALink: 'The user must be a user link (/api/v3/users/{id}).',
  userNotFound: 'The user does not exist.',
  userNotMember: (name: string) => `${name} is not a member of this project.`,
  commentTooLong: (max: number) => `Comment is too long (maximum is ${max} characters).`,
  ongoingTaken: 'There is already a running timer for this user; stop it before starting another one.',
  logForbidden: 'You are not allowed to log time in this project.',
  logOthersForbidden: 'You may only log your own time in this project.',
  editForbidden: 'You are not allowed to change this time entry.',
  changeUserForbidden: 'You need the "Edit time entries" and "Log time" permissions to move a time entry to another user.',
  archived: 'The project is archived: its time entries cannot be changed.',
} as const;

/** Spec 001 / issue 4: more than zero and at most 24 hours per entry. */
export const TIME_ENTRY_MAX_HOURS = 24;
export const TIME_ENTRY_COMMENT_MAX_LENGTH = 1000;

const PROJECT_HREF = hrefPattern('projects');
const WORK_PACKAGE_HREF = hrefPattern('work_packages');
const ACTIVITY_HREF = hrefPattern('time_entries/activities');
const USER_HREF = hrefPattern('users');

export interface TimeEntryInput {
  hours?: string | null;
  spentOn?: string | null;
  comment?: { raw: string };
  ongoing?: boolean;
  _links?: { project?: LinkInput; workPackage?: LinkInput; entity?: LinkInput; activity?: LinkInput; user?: LinkInput };
  _meta?: Record<string, unknown>;
}

const NO_PERMISSIONS: ReadonlySet<string> = new Set();

/** Whether the actor may change or delete an entry: edit_time_entries, or edit_own_time_entries on their own. */
export function mayEditEntry(entry: { user_id: number }, actor: Actor, permissions: ReadonlySet<string>): boolean {
  return permissions.has('edit_time_entries') || (entry.user_id === actor.id && permissions.has('edit_own_time_entries'));
}

/** Entries with their action links: two statements whatever their number (rows with names, permissions). */
async function representMany(db: Db, actor: Actor, ids: number[]): Promise<Map<number, TimeEntryRepresentation>> {
  const records = await queries.findTimeEntriesByIds(db, ids);
  const projectIds = [...new Set(records.map((record) => record.project_id))];
  const publicIds = [...new Set(records.filter((record) => toBoolean(record.project_public)).map((record) => record.project_id))];
  const permissions = await permissionsInProjects(db, actor, projectIds, publicIds);
  return new Map(
    records.map((record) => {
      const mayEdit = toBoolean(record.project_active) && mayEditEntry(record, actor, permissions.get(record.project_id) ?? NO_PERMISSIONS);
      return [record.id, representTimeEntry(record, { mayEdit })];
    }),
  );
}

async function representOne(db: Db, actor: Actor, id: number): Promise<TimeEntryRepresentation> {
  const represented = (await representMany(db, actor, [id])).get(id);
  if (!represented) throw notFound();
  return represented;
}

/**
 * A page of visible time entries in a constant number of statements: page ids with the total and the hours of all
 * matching entries, then representMany's two.
 */
export async function listTimeEntries(app: FastifyInstance, user: PrincipalRow, filters: ParsedFilter<TimeEntriesEB>[], sort: ParsedSort[], page: PageRequest) {
  const actor = actorOf(user);
  const context: QueryContext = { currentUserId: actor.id };
  if (page.pageSize > 0) {
    const { ids, total, hours } = await queries.timeEntryPage(app.db, actor, filters, context, sort, page.pageSize, (page.offset - 1) * page.pageSize);
    if (ids.length > 0) {
      const represented = await representMany(app.db, actor, ids);
      return { total: total ?? 0, hours: hours ?? 0, elements: ids.flatMap((id) => represented.get(id) ?? []) };
    }
  }
  const { total, hours } = await queries.timeEntryTotals(app.db, actor, filters, context);
  return { total, hours, elements: [] };
}

/** A visible entry (404 otherwise) with the caller's access to its project. */
async function visibleEntry(db: Db, actor: Actor, id: number): Promise<{ row: TimeEntryRow; access: ProjectAccess }> {
  const row = await queries.findTimeEntry(db, id);
  const access = row ? await projectAccess(db, actor, row.project_id) : undefined;
  const visible = row && access && (actor.admin || access.permissions.has('view_time_entries') || (row.user_id === actor.id && LOG_PERMISSIONS.concat(['edit_own_time_entries']).some((p) => access.permissions.has(p))));
  if (!row || !access || !visible) throw notFound();
  return { row, access };
}

export async function getTimeEntry(app: FastifyInstance, user: PrincipalRow, id: number) {
  const actor = actorOf(user);
  await visibleEntry(app.db, actor, id);
  return representOne(app.db, actor, id);
}

const isActive = (access: ProjectAccess) => toBoolean(access.project.active);

/** Logging for oneself needs log_own_time (or log_time); for another member, log_time. Archived projects take none. */
function authoriseLog(access: ProjectAccess, actor: Actor, ownerId: number): void {
  if (!isActive(access)) throw missingPermission(TIME_ENTRY_MESSAGES.archived);
  if (ownerId === actor.id) {
    if (!LOG_PERMISSIONS.some((permission) => access.permissions.has(permission))) throw missingPermission(TIME_ENTRY_MESSAGES.logForbidden);
  } else if (!access.permissions.has('log_time')) {
    throw missingPermission(access.permissions.has('log_own_time') ? TIME_ENTRY_MESSAGES.logOthersForbidden : TIME_ENTRY_MESSAGES.logForbidden);
  }
}

/** The work package link, sent as `workPackage` or `entity` (both: they must agree). */
function workPackageLinkId(links: TimeEntryInput['_links']): number | null | undefined {
  const fromWorkPackage = linkedId(links?.workPackage, 'workPackage', WORK_PACKAGE_HREF, TIME_ENTRY_MESSAGES.workPackageNotALink);
  const fromEntity = linkedId(links?.entity, 'workPackage', WORK_PACKAGE_HREF, TIME_ENTRY_MESSAGES.workPackageNotALink);
  if (fromWorkPackage !== undefined && fromEntity !== undefined && fromWorkPackage !== fromEntity) {
    throw constraintViolation('workPackage', TIME_ENTRY_MESSAGES.workPackageConflict);
  }
  return fromWorkPackage !== undefined ? fromWorkPackage : fromEntity;
}

function projectLinkId(links: TimeEntryInput['_links']): number | null | undefined {
  return linkedId(links?.project, 'project', PROJECT_HREF, TIME_ENTRY_MESSAGES.projectNotALink);
}

/** hours as stored: ISO 8601 duration to hours, rounded to whole minutes (what the API gives back). */
function parseHours(value: string): number {
  const hours = parseIsoDuration(value);
  if (hours === null) throw constraintViolation('hours', TIME_ENTRY_MESSAGES.hoursInvalid);
  return Math.round(hours * 60) / 60;
}

function checkSpentOn(value: string, today: string): string {
  if (!isCalendarDate(value)) throw constraintViolation('spentOn', TIME_ENTRY_MESSAGES.dateInvalid);
  if (value > today) throw constraintViolation('spentOn', TIME_ENTRY_MESSAGES.dateInFuture);
  return value;
}

/** More than zero (zero only while a timer runs) and at most the maximum per entry. */
function checkHours(hours: number, ongoing: boolean): void {
  if (hours < 0 || (hours === 0 && !ongoing)) throw constraintViolation('hours', TIME_ENTRY_MESSAGES.hoursNotPositive);
  if (hours > TIME_ENTRY_MAX_HOURS) throw constraintViolation('hours', TIME_ENTRY_MESSAGES.hoursTooMany(TIME_ENTRY_MAX_HOURS));
}

/** The owner named by `_links.user`: an existing user who is a member of the project. */
async function resolveOwner(db: Db, projectId: number, ownerId: number): Promise<void> {
  const principal = await findPrincipal(db, ownerId);
  if (!principal || principal.type !== 'User') throw constraintViolation('user', TIME_ENTRY_MESSAGES.userNotFound);
  if (!(await membersAmong(db, projectId, [ownerId])).has(ownerId)) throw constraintViolation('user', TIME_ENTRY_MESSAGES.userNotMember(principal.name));
}

/** A work package of the entry's project that the caller can see. */
async function resolveWorkPackage(db: Db, access: ProjectAccess, workPackageId: number): Promise<void> {
  const workPackage = workPackageId === 0 ? undefined : await findWorkPackage(db, workPackageId);
  if (!workPackage) throw constraintViolation('workPackage', TIME_ENTRY_MESSAGES.workPackageNotFound);
  if (workPackage.project_id !== access.project.id) throw constraintViolation('workPackage', TIME_ENTRY_MESSAGES.workPackageOtherProject);
  if (!access.permissions.has('view_work_packages')) throw constraintViolation('workPackage', TIME_ENTRY_MESSAGES.workPackageNotFound);
}

async function resolveActivity(db: Db, projectId: number, activityId: number): Promise<void> {
  const activity = activityId === 0 ? undefined : await findActivity(db, activityId);
  if (!activity) throw constraintViolation('activity', TIME_ENTRY_MESSAGES.activityNotFound);
  if (!(await isAvailableIn(db, activityId, projectId))) throw constraintViolation('activity', TIME_ENTRY_MESSAGES.activityUnavailable(activity.name));
}

function checkComment(input: TimeEntryInput): string | undefined {
  if (input.comment === undefined) return undefined;
  if (input.comment.raw.length > TIME_ENTRY_COMMENT_MAX_LENGTH) throw constraintViolation('comment', TIME_ENTRY_MESSAGES.commentTooLong(TIME_ENTRY_COMMENT_MAX_LENGTH));
  return input.comment.raw;
}

const isUniqueViolation = (error: unknown) => {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** The one-running-timer rule, checked first and enforced by a unique index when two requests race. */
async function writeGuardingTimer<T>(db: Db, ownerId: number, ongoing: boolean, exceptId: number | undefined, write: () => Promise<T>): Promise<T> {
  if (ongoing && (await queries.hasOngoing(db, ownerId, exceptId))) throw constraintViolation('ongoing', TIME_ENTRY_MESSAGES.ongoingTaken);
  try {
    return await write();
  } catch (error) {
    if (ongoing && isUniqueViolation(error)) throw constraintViolation('ongoing', TIME_ENTRY_MESSAGES.ongoingTaken);
    throw error;
  }
}

/**
 * POST /time_entries (project from `_links.project`) and POST /work_packages/{id}/time_entries (project and work
 * package from the path; spentOn defaults to today and the activity to the project's default). Answers, first
 * failing first: 422 project, 403 (may not log there, archived), 422 user, workPackage, activity, spentOn, hours,
 * comment, ongoing.
 */
export async function createTimeEntry(app: FastifyInstance, user: PrincipalRow, input: TimeEntryInput, pathWorkPackageId?: number) {
  const actor = actorOf(user);
  const links = input._links;
  const linkedProject = projectLinkId(links);
  let workPackageId = workPackageLinkId(links);
  let access: ProjectAccess | undefined;
  if (pathWorkPackageId !== undefined) {
    const visible = await visibleWorkPackage(app.db, actor, pathWorkPackageId);
    access = visible.access;
    if (linkedProject !== undefined && linkedProject !== visible.row.project_id) throw constraintViolation('project', TIME_ENTRY_MESSAGES.projectMismatch);
    if (workPackageId !== undefined && workPackageId !== pathWorkPackageId) throw constraintViolation('workPackage', TIME_ENTRY_MESSAGES.workPackageMismatch);
    workPackageId = pathWorkPackageId;
  } else {
    if (linkedProject === undefined || linkedProject === null) throw constraintViolation('project', TIME_ENTRY_MESSAGES.projectRequired);
    access = linkedProject === 0 ? undefined : await projectAccess(app.db, actor, linkedProject);
    // OpenProject answers 422 for a project link in a body that does not resolve for the caller.
    if (!access?.visible) throw constraintViolation('project', TIME_ENTRY_MESSAGES.projectNotFound);
  }
  const projectId = access.project.id;

  const linkedUser = linkedId(links?.user, 'user', USER_HREF, TIME_ENTRY_MESSAGES.userNotALink);
  const ownerId = linkedUser ?? actor.id;
  authoriseLog(access, actor, ownerId);
  if (ownerId !== actor.id) await resolveOwner(app.db, projectId, ownerId);
  if (workPackageId !== undefined && workPackageId !== null && pathWorkPackageId === undefined) await resolveWorkPackage(app.db, access, workPackageId);

  const linkedActivity = linkedId(links?.activity, 'activity', ACTIVITY_HREF, TIME_ENTRY_MESSAGES.activityNotALink);
  let activityId: number;
  if (linkedActivity === undefined && pathWorkPackageId !== undefined) {
    const fallback = await defaultActivityIn(app.db, projectId);
    if (!fallback) throw constraintViolation('activity', TIME_ENTRY_MESSAGES.activityRequired);
    activityId = fallback.id;
  } else {
    if (linkedActivity === undefined || linkedActivity === null) throw constraintViolation('activity', TIME_ENTRY_MESSAGES.activityRequired);
    await resolveActivity(app.db, projectId, linkedActivity);
    activityId = linkedActivity;
  }

  const now = app.clock.now();
  const today = dayOf(now);
  let spentOn: string;
  if (input.spentOn === undefined || input.spentOn === null) {
    if (pathWorkPackageId === undefined) throw constraintViolation('spentOn', TIME_ENTRY_MESSAGES.dateRequired);
    spentOn = today;
  } else spentOn = checkSpentOn(input.spentOn, today);

  const ongoing = input.ongoing ?? false;
  let hours = 0;
  if (input.hours === undefined || input.hours === null) {
    if (!ongoing) throw constraintViolation('hours', TIME_ENTRY_MESSAGES.hoursRequired);
  } else hours = parseHours(input.hours);
  checkHours(hours, ongoing);
  const comment = checkComment(input) ?? '';

  const timestamp = now.toISOString();
  const id = await writeGuardingTimer(app.db, ownerId, ongoing, undefined, () =>
    queries.insertTimeEntry(app.db, {
      project_id: projectId,
      work_package_id: workPackageId ?? null,
      user_id: ownerId,
      logged_by_id: actor.id,
      activity_id: activityId,
      hours,
      spent_on: spentOn,
      comment,
      ongoing,
      created_at: timestamp,
      updated_at: timestamp,
    }),
  );
  return representOne(app.db, actor, id);
}

/** Changing or deleting an entry: 404 when not visible, 403 without the edit permission or in an archived project. */
function authoriseEdit(row: TimeEntryRow, access: ProjectAccess, actor: Actor): void {
  if (!isActive(access)) throw missingPermission(TIME_ENTRY_MESSAGES.archived);
  if (!mayEditEntry(row, actor, access.permissions)) throw missingPermission(TIME_ENTRY_MESSAGES.editForbidden);
}

/**
 * PATCH /time_entries/{id}: the properties sent, validated as on create against the entry as it will be (moving it to
 * another project re-checks its work package and activity there, and needs the edit permission there too). Values
 * sent back unchanged are not re-checked, so an old entry's date or activity does not block editing its hours.
 */
export async function updateTimeEntry(app: FastifyInstance, user: PrincipalRow, id: number, input: TimeEntryInput) {
  const actor = actorOf(user);
  const { row: current, access: currentAccess } = await visibleEntry(app.db, actor, id);
  authoriseEdit(current, currentAccess, actor);
  const links = input._links;
  const changes: Updateable<TimeEntriesTable> = {};

  let access = currentAccess;
  const linkedProject = projectLinkId(links);
  if (linkedProject === null) throw constraintViolation('project', TIME_ENTRY_MESSAGES.projectRequired);
  if (linkedProject !== undefined && linkedProject !== current.project_id) {
    const target = linkedProject === 0 ? undefined : await projectAccess(app.db, actor, linkedProject);
    if (!target?.visible) throw constraintViolation('project', TIME_ENTRY_MESSAGES.projectNotFound);
    authoriseEdit(current, target, actor);
    access = target;
    changes.project_id = linkedProject;
  }
  const projectId = access.project.id;
  const projectChanged = projectId !== current.project_id;

  const linkedUser = linkedId(links?.user, 'user', USER_HREF, TIME_ENTRY_MESSAGES.userNotALink);
  if (linkedUser === null) throw constraintViolation('user', TIME_ENTRY_MESSAGES.userNotFound);
  const ownerId = linkedUser ?? current.user_id;
  if (ownerId !== current.user_id) {
    if (!access.permissions.has('edit_time_entries') || !access.permissions.has('log_time')) throw missingPermission(TIME_ENTRY_MESSAGES.changeUserForbidden);
    changes.user_id = ownerId;
  }
  if (ownerId !== current.user_id || (projectChanged && ownerId !== actor.id)) await resolveOwner(app.db, projectId, ownerId);

  const linkedWorkPackage = workPackageLinkId(links);
  const workPackageId = linkedWorkPackage !== undefined ? linkedWorkPackage : current.work_package_id;
  if (workPackageId !== null && (workPackageId !== current.work_package_id || projectChanged)) await resolveWorkPackage(app.db, access, workPackageId);
  if (workPackageId !== current.work_package_id) changes.work_package_id = workPackageId;

  const linkedActivity = linkedId(links?.activity, 'activity', ACTIVITY_HREF, TIME_ENTRY_MESSAGES.activityNotALink);
  if (linkedActivity === null) throw constraintViolation('activity', TIME_ENTRY_MESSAGES.activityRequired);
  const activityId = linkedActivity ?? current.activity_id;
  if (activityId !== current.activity_id || projectChanged) await resolveActivity(app.db, projectId, activityId);
  if (activityId !== current.activity_id) changes.activity_id = activityId;

  const now = app.clock.now();
  if (input.spentOn === null) throw constraintViolation('spentOn', TIME_ENTRY_MESSAGES.dateRequired);
  if (input.spentOn !== undefined && input.spentOn !== current.spent_on) changes.spent_on = checkSpentOn(input.spentOn, dayOf(now));

  const ongoing = input.ongoing ?? toBoolean(current.ongoing);
  if (input.ongoing !== undefined && ongoing !== toBoolean(current.ongoing)) changes.ongoing = ongoing;
  if (input.hours === null && !ongoing) throw constraintViolation('hours', TIME_ENTRY_MESSAGES.hoursRequired);
  const hours = input.hours === undefined ? current.hours : input.hours === null ? 0 : parseHours(input.hours);
  if (input.hours !== undefined || input.ongoing !== undefined) checkHours(hours, ongoing);
  if (hours !== current.hours) changes.hours = hours;

  const comment = checkComment(input);
  if (comment !== undefined && comment !== current.comment) changes.comment = comment;

  if (Object.keys(changes).length > 0) {
    const startsTimer = ongoing && (!toBoolean(current.ongoing) || changes.user_id !== undefined);
    await writeGuardingTimer(app.db, ownerId, startsTimer, id, async () => {
      if (!(await queries.updateTimeEntry(app.db, id, { ...changes, updated_at: nextUpdatedAt(current.updated_at, now) }))) throw notFound();
    });
  }
  return representOne(app.db, actor, id);
}

export async function deleteTimeEntry(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  const actor = actorOf(user);
  const { row, access } = await visibleEntry(app.db, actor, id);
  authoriseEdit(row, access, actor);
  await queries.deleteTimeEntry(app.db, id);
}

/** Where the actor may log time: active projects where they hold log_own_time or log_time (admins: every active one). */
function loggableProjectIds(source: Db | { selectFrom: unknown }, actor: Actor) {
  let query = (source as Db).selectFrom('projects as lp').select('lp.id').where('lp.active', '=', true);
  if (!actor.admin) query = query.where('lp.id', 'in', queries.projectIdsWithAny(source, actor.id, LOG_PERMISSIONS));
  return query;
}

/** available_projects' own filter: the projects where an activity can be used. */
export const ACTIVITY_PROJECT_FILTER: FilterDefinition<ProjectsEB> = {
  name: 'activity',
  aliases: ['activity_id', 'activityId'],
  operators: ['='],
  valueType: 'integer',
  build: (eb, _operator, values) =>
    eb.or(
      (values as number[]).map((activityId) =>
        eb.and([
          eb('projects.id', 'not in', projectsWithoutActivity(eb, activityId)),
          eb.or([
            eb.exists(eb.selectFrom('time_entry_activities as fa').select('fa.id').where('fa.id', '=', activityId).where('fa.active', '=', true)),
            eb('projects.id', 'in', projectsWithActivity(eb, activityId)),
          ]),
        ]),
      ),
    ),
};

/** GET /time_entries/available_projects: the projects list, narrowed to where the caller may log time. */
export async function availableProjects(app: FastifyInstance, user: PrincipalRow, filters: ParsedFilter<ProjectsEB>[], sort: ParsedSort[], page: PageRequest) {
  const actor = actorOf(user);
  const loggable: ParsedFilter<ProjectsEB> = {
    definition: { name: 'loggable', operators: ['='], valueType: 'boolean', build: (eb) => eb('projects.id', 'in', loggableProjectIds(eb, actor)) },
    operator: '=',
    values: [true],
  };
  return listProjects(app, user, [loggable, ...filters], sort, page);
}

/**
 * GET /time_entries/available_work_packages and /time_entries/{id}/available_work_packages: the visible work packages
 * of the projects where the caller may log time, narrowed by the usual work package filters. For an entry, the
 * caller must be allowed to change it (404 / 403 as for PATCH).
 */
export async function availableWorkPackages(
  app: FastifyInstance,
  user: PrincipalRow,
  filters: ParsedFilter<WorkPackagesEB>[],
  sort: ParsedSort[],
  page: PageRequest,
  entryId?: number,
) {
  const actor = actorOf(user);
  if (entryId !== undefined) {
    const { row, access } = await visibleEntry(app.db, actor, entryId);
    authoriseEdit(row, access, actor);
  }
  const loggable: ParsedFilter<WorkPackagesEB> = {
    definition: {
      name: 'loggable',
      operators: ['='],
      valueType: 'boolean',
      build: (eb) => eb('work_packages.project_id', 'in', loggableProjectIds(eb, actor)),
    },
    operator: '=',
    values: [true],
  };
  return listWorkPackages(app, user, [loggable, ...filters], sort, page);
}
