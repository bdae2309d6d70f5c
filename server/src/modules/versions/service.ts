import type { FastifyInstance } from 'fastify';
import { type Updateable } from 'kysely';
import { permissionsInProjects, type Actor, actorOf, projectAccess } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow, VersionSharing, VersionStatus, VersionsTable } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { daysFrom } from '../../http/dates.ts';
import { ApiError, constraintViolation, missingPermission, notFound, propertyIsReadOnly } from '../../http/errors.ts';
import type { PageRequest, ParsedFilter, ParsedSort, QueryContext } from '../../http/query.ts';
import { dayOf, hrefPattern, isCalendarDate, linkedId, nextUpdatedAt, type LinkInput } from '../../http/inputs.ts';
import { VERSION_SHARINGS, VERSION_STATUSES, type VersionsEB } from './filters.ts';
import { versionDetails, versionJournal, type JournaledColumn, type JournaledValues } from './journal.ts';
import * as queries from './queries.ts';
import { lockedWorkPackagesOfVersions, unassignWorkPackages, unusableLinks } from './unassign.ts';
import { mayManageVersion, representVersion, type VersionRepresentation, type VersionView, VERSION_NAME_MAX_LENGTH, VERSION_NAME_MIN_LENGTH } from './representer.ts';
import { totalledPage } from '../../http/collection.ts';
import { insertJournals } from '../../journals/index.ts';

/** Spec 002 sections 5 and 9: names of 2 to 99 characters, sprints of at most 180 days. */
export const VERSION_MAX_DURATION_DAYS = 180;
/**
 * The most projects one version event is published to. A version is usable in its project's tree at most, except a
 * system-wide one: that tells its defining project and the first others by id, and the rest find it when they refetch.
 */
export const VERSION_EVENT_PROJECT_LIMIT = 500;

/** Spec 002 section 5's wording where it has one. */
export const VERSION_MESSAGES = {
  nameRequired: 'Sprint name is required',
  nameTooShort: `Sprint name must be at least ${VERSION_NAME_MIN_LENGTH} characters`,
  nameTooLong: `Sprint name must be less than ${VERSION_NAME_MAX_LENGTH + 1} characters`,
  nameTaken: 'Sprint name is already used in this project.',
  dateInvalid: (label: string) => `${label} must be a date (YYYY-MM-DD) or null.`,
  endNotAfterStart: 'End date must be after start date',
  tooLong: 'Sprint duration cannot exceed 6 months',
  statusInvalid: 'Status must be open, locked or closed.',
  sharingInvalid: 'Sharing must be none, descendants, hierarchy, tree or system.',
  systemSharingForbidden: 'Only administrators can share a version with every project.',
  projectMissing: 'Please name the project the version belongs to (_links.definingProject).',
  projectNotALink: 'The defining project must be a project link (/api/v3/projects/{id}).',
  projectNotFound: 'The project does not exist or is not visible to you.',
  projectReadOnly: 'A version cannot be moved to another project.',
  manageForbidden: 'You are not allowed to manage versions in this project.',
  archived: 'The project is archived: its versions cannot be changed.',
  lockVersionMissing: 'lockVersion is required: send the lockVersion of the version as you last read it.',
  conflict: 'The version was changed in the meantime (its lockVersion is no longer current). Reload it and apply your changes again.',
} as const;

const PROJECT_HREF = hrefPattern('projects');
const NO_PERMISSIONS: ReadonlySet<string> = new Set();

export interface VersionInput {
  name?: string;
  description?: { raw: string };
  startDate?: string | null;
  endDate?: string | null;
  status?: string;
  sharing?: string;
  lockVersion?: number;
  _links?: { definingProject?: LinkInput };
  _meta?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

/** Representations of version rows with the caller's permissions in their defining projects (one statement). */
async function representAll(db: Db, actor: Actor, rows: (VersionView & { project_public: boolean | number })[], today: string): Promise<VersionRepresentation[]> {
  const projectIds = [...new Set(rows.map((row) => row.project_id))];
  const publicIds = [...new Set(rows.filter((row) => toBoolean(row.project_public)).map((row) => row.project_id))];
  const permissions = await permissionsInProjects(db, actor, projectIds, publicIds);
  return rows.map((row) => representVersion(row, { permissions: permissions.get(row.project_id) ?? NO_PERMISSIONS, today }));
}

async function versionList(app: FastifyInstance, actor: Actor, scope: queries.VersionScope, filters: ParsedFilter<VersionsEB>[], sort: ParsedSort[], page: PageRequest) {
  const context: QueryContext = { currentUserId: actor.id };
  return totalledPage(page, {
    count: () => queries.countVersions(app.db, scope, filters, context),
    page: (limit, offset) => queries.versionPage(app.db, scope, filters, context, sort, limit, offset),
    hydrate: (rows) => representAll(app.db, actor, rows, dayOf(app.clock.now())),
  });
}

/** GET /projects/{id}/versions: the versions usable in a project; 404 when the project is invisible. */
export async function listProjectVersions(app: FastifyInstance, user: PrincipalRow, projectId: number, filters: ParsedFilter<VersionsEB>[], sort: ParsedSort[], page: PageRequest) {
  const actor = actorOf(user);
  const access = await projectAccess(app.db, actor, projectId);
  if (!access?.visible) throw notFound();
  // Whoever sees the project's work packages sees every version usable there; others only what they may see anyway.
  const scope: queries.VersionScope = access.permissions.has('view_work_packages') ? { availableInProject: projectId } : { availableInProject: projectId, visibleTo: actor };
  return versionList(app, actor, scope, filters, sort, page);
}

/** GET /versions: every version the caller may see. */
export function listVersions(app: FastifyInstance, user: PrincipalRow, filters: ParsedFilter<VersionsEB>[], sort: ParsedSort[], page: PageRequest) {
  const actor = actorOf(user);
  return versionList(app, actor, { visibleTo: actor }, filters, sort, page);
}

/** A version the actor may see, with their permissions in its defining project; 404 otherwise (two statements). */
export async function visibleVersion(db: Db, actor: Actor, id: number) {
  const version = await queries.findVersion(db, actor, id);
  if (!version || Number(version.visible) !== 1) throw notFound();
  const permissions = (await permissionsInProjects(db, actor, [version.project_id], toBoolean(version.project_public) ? [version.project_id] : [])).get(version.project_id) ?? NO_PERMISSIONS;
  return { version, permissions };
}

export async function getVersion(app: FastifyInstance, user: PrincipalRow, id: number) {
  const { version, permissions } = await visibleVersion(app.db, actorOf(user), id);
  return representVersion(version, { permissions, today: dayOf(app.clock.now()) });
}


// ---------------------------------------------------------------------------------------------------------------
// Writes

/** The defining project a body names: undefined when not sent, else its id (0 for one that cannot exist). */
function definingProjectId(input: VersionInput): number | null | undefined {
  return linkedId(input._links?.definingProject, 'definingProject', PROJECT_HREF, VERSION_MESSAGES.projectNotALink);
}

function authoriseManage(version: Pick<VersionView, 'project_active'>, permissions: ReadonlySet<string>): void {
  if (!permissions.has('manage_versions')) throw missingPermission(VERSION_MESSAGES.manageForbidden);
  if (!mayManageVersion(version, permissions)) throw missingPermission(VERSION_MESSAGES.archived);
}

/** Only admins share a version with every project (spec 002 leaves it open; a system-wide sprint reaches everyone). */
function authoriseSharing(user: PrincipalRow, sharing: string | undefined, current: VersionSharing | null): void {
  if (sharing === 'system' && current !== 'system' && user.role_type !== 'admin') throw missingPermission(VERSION_MESSAGES.systemSharingForbidden);
}

/**
 * The columns a body sets, checked against spec 002 section 5 (the first violation is thrown as a 422 naming the
 * property). Unchanged values are not re-checked (a version renamed elsewhere to a clashing case keeps saving).
 */
async function resolveChanges(db: Db, input: VersionInput, projectId: number, current: VersionView | null): Promise<Updateable<VersionsTable>> {
  const changes: Updateable<VersionsTable> = {};
  if (input.name !== undefined || current === null) {
    const name = (input.name ?? '').trim();
    if (current === null || name !== current.name) {
      if (name === '') throw constraintViolation('name', VERSION_MESSAGES.nameRequired);
      if (name.length < VERSION_NAME_MIN_LENGTH) throw constraintViolation('name', VERSION_MESSAGES.nameTooShort);
      if (name.length > VERSION_NAME_MAX_LENGTH) throw constraintViolation('name', VERSION_MESSAGES.nameTooLong);
      if (await queries.nameTaken(db, projectId, name, current?.id ?? null)) throw constraintViolation('name', VERSION_MESSAGES.nameTaken);
      changes.name = name;
    }
  }
  if (input.description !== undefined) changes.description = input.description.raw;
  for (const [attribute, column, label] of [
    ['startDate', 'start_date', 'Start date'],
    ['endDate', 'end_date', 'End date'],
  ] as const) {
    const value = input[attribute];
    if (value === undefined) continue;
    if (value !== null && !isCalendarDate(value)) throw constraintViolation(attribute, VERSION_MESSAGES.dateInvalid(label));
    changes[column] = value;
  }
  const start = changes.start_date !== undefined ? changes.start_date : (current?.start_date ?? null);
  const end = changes.end_date !== undefined ? changes.end_date : (current?.end_date ?? null);
  if ((changes.start_date !== undefined || changes.end_date !== undefined) && start !== null && end !== null) {
    if (end <= start) throw constraintViolation('endDate', VERSION_MESSAGES.endNotAfterStart);
    if (daysFrom(start, end) > VERSION_MAX_DURATION_DAYS) throw constraintViolation('endDate', VERSION_MESSAGES.tooLong);
  }
  if (input.status !== undefined) {
    if (!(VERSION_STATUSES as readonly string[]).includes(input.status)) throw constraintViolation('status', VERSION_MESSAGES.statusInvalid);
    changes.status = input.status as VersionStatus;
  } else if (current === null) changes.status = 'open';
  if (input.sharing !== undefined) {
    if (!(VERSION_SHARINGS as readonly string[]).includes(input.sharing)) throw constraintViolation('sharing', VERSION_MESSAGES.sharingInvalid);
    changes.sharing = input.sharing as VersionSharing;
  } else if (current === null) changes.sharing = 'none';
  return changes;
}

const isNameClash = (error: unknown): boolean => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') && typeof message === 'string' && message.includes('versions_project_lower_name');
};

/** A write that lost a race for the name to another request: the same 422 as the check before it. */
async function guardingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isNameClash(error)) throw constraintViolation('name', VERSION_MESSAGES.nameTaken);
    throw error;
  }
}

/** version.* events, one per project the version is (or, for a changed sharing, was) available in. */
function publishVersionEvent(
  app: FastifyInstance,
  type: 'version.created' | 'version.updated' | 'version.deleted',
  versionId: number,
  projectIds: number[],
  actorId: number,
): void {
  for (const projectId of projectIds) app.events.publish({ type, projectId, versionId, actorId });
}

const eventProjects = (db: Db, projectId: number, sharings: VersionSharing[]) => queries.projectIdsOfVersion(db, projectId, sharings, VERSION_EVENT_PROJECT_LIMIT);

/**
 * POST /versions: the defining project must be visible (else 422 naming definingProject), the caller must manage
 * versions there (403), then spec 002 section 5's rules (422). The version and its creation journal in one transaction.
 */
export async function createVersion(app: FastifyInstance, user: PrincipalRow, input: VersionInput): Promise<VersionRepresentation> {
  const actor = actorOf(user);
  const projectId = definingProjectId(input);
  if (projectId === undefined || projectId === null) throw constraintViolation('definingProject', VERSION_MESSAGES.projectMissing);
  const access = projectId === 0 ? undefined : await projectAccess(app.db, actor, projectId);
  if (!access?.visible) throw constraintViolation('definingProject', VERSION_MESSAGES.projectNotFound);
  authoriseManage({ project_active: access.project.active }, access.permissions);
  authoriseSharing(user, input.sharing, null);
  const changes = await resolveChanges(app.db, input, projectId, null);
  const now = app.clock.now().toISOString();
  const row = {
    project_id: projectId,
    name: changes.name as string,
    description: changes.description ?? '',
    start_date: changes.start_date ?? null,
    end_date: changes.end_date ?? null,
    status: changes.status as VersionStatus,
    sharing: changes.sharing as VersionSharing,
    lock_version: 0,
    created_at: now,
    updated_at: now,
  };
  const id = await guardingName(() =>
    app.db.transaction().execute(async (trx) => {
      const created = await queries.insertVersion(trx, row);
      await insertJournals(trx, [versionJournal(created, projectId, user.id, now, versionDetails(null, row))]);
      return created;
    }),
  );
  publishVersionEvent(app, 'version.created', id, await eventProjects(app.db, projectId, [row.sharing]), user.id);
  return getVersion(app, user, id);
}

export const updateConflict = (message: string = VERSION_MESSAGES.conflict) => new ApiError(409, 'UpdateConflict', message);

/**
 * PATCH /versions/{id}: 404 → 403 (manage_versions, archived project, system sharing) → 409 (a missing or stale
 * lockVersion, checked again by the UPDATE) → 422. A body that changes nothing keeps the lockVersion, writes no journal.
 */
export async function updateVersion(app: FastifyInstance, user: PrincipalRow, id: number, input: VersionInput): Promise<VersionRepresentation> {
  const actor = actorOf(user);
  const { version: current, permissions } = await visibleVersion(app.db, actor, id);
  authoriseManage(current, permissions);
  authoriseSharing(user, input.sharing, current.sharing);
  if (input.lockVersion === undefined) throw updateConflict(VERSION_MESSAGES.lockVersionMissing);
  if (input.lockVersion !== current.lock_version) throw updateConflict();
  const linkedProject = input._links?.definingProject === undefined ? undefined : definingProjectIdOrReadOnly(input);
  if (linkedProject !== undefined && linkedProject !== current.project_id) throw propertyIsReadOnly('definingProject', VERSION_MESSAGES.projectReadOnly);
  const changes = await resolveChanges(app.db, input, current.project_id, current);
  const details = versionDetails(current, changes as JournaledValues);
  if (details.length > 0) {
    const now = app.clock.now();
    const effective: Updateable<VersionsTable> = Object.fromEntries(details.map((detail) => [detail.property, changes[detail.property as JournaledColumn]]));
    const sharing = (effective.sharing as VersionSharing | undefined) ?? current.sharing;
    const unassigned = await guardingName(() =>
      app.db.transaction().execute(async (trx) => {
        if (!(await queries.updateVersion(trx, id, current.lock_version, { ...effective, updated_at: nextUpdatedAt(current.updated_at, now) }))) throw updateConflict();
        await insertJournals(trx, [versionJournal(id, current.project_id, user.id, now.toISOString(), details)]);
        if (effective.sharing === undefined) return [];
        // Packages of projects that can no longer use the version leave it (as OpenProject does), each journaled.
        const links = (await lockedWorkPackagesOfVersions(trx, [id])).map((row) => ({ ...row, version_project_id: current.project_id, sharing }));
        return unassignWorkPackages(trx, await unusableLinks(trx, links), user.id, now);
      }),
    );
    for (const wp of unassigned) {
      app.events.publish({ type: 'work_package.updated', projectId: wp.projectId, workPackageId: wp.id, lockVersion: wp.lockVersion, actorId: user.id });
    }
    // Projects that lose a version when its sharing narrows are told too.
    publishVersionEvent(app, 'version.updated', id, await eventProjects(app.db, current.project_id, [current.sharing, sharing]), user.id);
  }
  return getVersion(app, user, id);
}

/** On PATCH a malformed or impossible definingProject link is not "the same project": read-only, like a different one. */
function definingProjectIdOrReadOnly(input: VersionInput): number | null {
  try {
    return definingProjectId(input) ?? null;
  } catch {
    throw propertyIsReadOnly('definingProject', VERSION_MESSAGES.projectReadOnly);
  }
}

/**
 * DELETE /versions/{id}: manage_versions in the defining project. Its work packages, in any project, are unassigned in
 * the same transaction (journal, lockVersion, event each); the version gets a last journal (its values -> null).
 */
export async function deleteVersion(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  const actor = actorOf(user);
  const { version, permissions } = await visibleVersion(app.db, actor, id);
  authoriseManage(version, permissions);
  const projects = await eventProjects(app.db, version.project_id, [version.sharing]);
  const now = app.clock.now();
  const unassigned = await app.db.transaction().execute(async (trx) => {
    // The version's row lock first: assignments to it wait for this transaction and then find it gone.
    const locked = await queries.lockVersionRow(trx, id);
    if (!locked) throw notFound();
    const packages = await lockedWorkPackagesOfVersions(trx, [id]);
    const changed = await unassignWorkPackages(trx, packages, user.id, now);
    await insertJournals(trx, [versionJournal(id, version.project_id, user.id, now.toISOString(), versionDetails(version, null))]);
    await queries.deleteVersion(trx, id);
    return changed;
  });
  for (const wp of unassigned) {
    app.events.publish({ type: 'work_package.updated', projectId: wp.projectId, workPackageId: wp.id, lockVersion: wp.lockVersion, actorId: user.id });
  }
  publishVersionEvent(app, 'version.deleted', id, projects, user.id);
}
