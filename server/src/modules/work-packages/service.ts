import type { FastifyInstance } from 'fastify';
import { actorOf, authoriseWrite, deleteSharesOf, projectAccess, projectAccessOfRows, shareLevelOf, withSharePermissions, type ProjectAccess } from '../../access/index.ts';
import { sql, type Updateable } from 'kysely';
import { permissionsInProjects, requireModule, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { NewWorkPackage, PrincipalRow, WorkPackageRow, WorkPackagesTable } from '../../db/schema.ts';
import { isStorableId, toBoolean, toCount } from '../../db/values.ts';
import { ApiError, constraintViolation, missingPermission, notFound, type ErrorBody } from '../../http/errors.ts';
import { actionLink } from '../../http/hal.ts';
import type { PageRequest, ParsedFilter, ParsedSort, QueryContext } from '../../http/query.ts';
import { findType } from '../types/index.ts';
import { versionForAssignment } from '../versions/index.ts';
import { diffDetails, snapshotDetails } from './attributes.ts';
import { PROJECT_FILTER } from './filters.ts';
import * as queries from './queries.ts';
import type { RelativeRow, WorkPackageRecord, WorkPackagesEB } from './queries.ts';
import { representWorkPackage, representWorkPackageSchema, type WorkPackageRepresentation } from './representer.ts';
import {
  projectLinkId,
  resolveChanges,
  updateConflict,
  WORK_PACKAGE_MESSAGES,
  WriteLookups,
  type WorkPackageInput,
} from './validation.ts';
import { nextUpdatedAt } from '../../http/inputs.ts';
import { isoDay } from '../../http/filters.ts';
import { totalledPage } from '../../http/collection.ts';
import { insertJournals, WORK_PACKAGE_JOURNABLE, type JournalEntry, type DetailInput } from '../../journals/index.ts';
import { toTimeAndCosts } from './time-and-costs.ts';
import { representSelected, type Selection } from './selection.ts';
import { deleteAttachmentsOfWorkPackages, removeUnusedFiles } from '../../storage/index.ts';
import { mentionedInComment, notify, publishNotifications, type CreatedNotification } from '../notifications/index.ts';
import { syncDescriptionReferences } from '../references/index.ts';

const NO_PERMISSIONS: ReadonlySet<string> = new Set();

/** The status the statistics count as "in progress" (fixed id, migration 0004). */
export const IN_PROGRESS_STATUS_ID = 2;

type PermissionsFor = (records: WorkPackageRecord[]) => Promise<Map<number, ReadonlySet<string>>>;

/** Each work package's ancestors from the root down to its parent, walking up the parent links of the rows read. */
function ancestorsOf(records: WorkPackageRecord[], ancestorRows: RelativeRow[]): Map<number, { id: number; subject: string }[]> {
  const byId = new Map(ancestorRows.map((row) => [row.id, row]));
  const result = new Map<number, { id: number; subject: string }[]>();
  for (const record of records) {
    const chain: { id: number; subject: string }[] = [];
    const seen = new Set<number>([record.id]);
    for (let parent = byId.get(record.parent_id ?? 0); parent && !seen.has(parent.id); parent = byId.get(parent.parent_id ?? 0)) {
      seen.add(parent.id);
      chain.unshift({ id: parent.id, subject: parent.subject });
    }
    result.set(record.id, chain);
  }
  return result;
}

/**
 * Hydrates work packages (row with linked names, comment counts, spent time and costs: one statement whatever their
 * number; their children and ancestors in a second one) and represents them with the caller's permissions in their
 * projects. `relativesWhenInHierarchy` leaves out the second statement when no package has a parent or children (one
 * package's answer); pages keep it, so that they cost the same statements whatever they hold.
 */
async function representMany(db: Db, ids: number[], permissionsFor: PermissionsFor, relativesWhenInHierarchy = false): Promise<Map<number, WorkPackageRepresentation>> {
  const records = await queries.findWorkPackagesByIds(db, ids);
  const inHierarchy = (record: WorkPackageRecord) => record.parent_id !== null || toBoolean(record.has_children);
  const relativesOf = relativesWhenInHierarchy ? records.filter(inHierarchy).map((record) => record.id) : ids;
  const [permissionsByProject, relatives] = await Promise.all([permissionsFor(records), queries.findChildrenAndAncestors(db, relativesOf)]);
  const childrenByParent = new Map<number, { id: number; subject: string }[]>();
  for (const child of relatives) {
    if (child.relation !== 'child' || child.parent_id === null) continue;
    const list = childrenByParent.get(child.parent_id) ?? [];
    list.push({ id: child.id, subject: child.subject });
    childrenByParent.set(child.parent_id, list);
  }
  const ancestors = ancestorsOf(records, relatives.filter((row) => row.relation === 'ancestor'));
  const result = new Map<number, WorkPackageRepresentation>();
  for (const record of records) {
    result.set(
      record.id,
      representWorkPackage(record, {
        permissions: permissionsByProject.get(record.project_id) ?? NO_PERMISSIONS,
        children: childrenByParent.get(record.id) ?? [],
        ancestors: ancestors.get(record.id) ?? [],
        commentCount: toCount(record.comment_count),
        timeAndCosts: toTimeAndCosts(record),
      }),
    );
  }
  return result;
}

/** The caller's permissions in the projects of some hydrated work packages: one statement (none for admins). */
function permissionsOfRecords(db: Db, actor: Actor): PermissionsFor {
  return (records) => {
    const projectIds = [...new Set(records.map((record) => record.project_id))];
    const publicIds = [...new Set(records.filter((record) => toBoolean(record.project_public)).map((record) => record.project_id))];
    return permissionsInProjects(db, actor, projectIds, publicIds);
  };
}

async function representOne(db: Db, id: number, projectId: number, permissions: ReadonlySet<string>): Promise<WorkPackageRepresentation> {
  const represented = (await representMany(db, [id], async () => new Map([[projectId, permissions]]), true)).get(id);
  if (!represented) throw notFound();
  return represented;
}

/**
 * A page of visible work packages in a constant number of statements whatever the page size: the page ids with the
 * total, the caller's permissions in the page's projects (not for admins), and the three of representMany.
 */
export async function listWorkPackages(app: FastifyInstance, user: PrincipalRow, filters: ParsedFilter<WorkPackagesEB>[], sort: ParsedSort[], page: PageRequest) {
  const actor = actorOf(user);
  const context: QueryContext = { currentUserId: actor.id };
  return totalledPage(page, {
    count: () => queries.countWorkPackages(app.db, actor, filters, context),
    page: async (limit, offset) => {
      const { ids, total } = await queries.workPackagePage(app.db, actor, filters, context, sort, limit, offset);
      return { rows: ids, total };
    },
    hydrate: async (ids) => {
      const represented = await representMany(app.db, ids, permissionsOfRecords(app.db, actor));
      // A work package deleted between the reads is left out.
      return ids.flatMap((id) => represented.get(id) ?? []);
    },
  });
}

/** The caller's permissions in a project whose work packages they list: 404 for an invisible project, 403 without view_work_packages. */
export async function projectListPermissions(app: FastifyInstance, user: PrincipalRow, projectId: number): Promise<ReadonlySet<string>> {
  const access = await projectAccess(app.db, actorOf(user), projectId);
  if (!access?.visible) throw notFound();
  requireModule(access, 'work_package_tracking');
  if (!access.permissions.has('view_work_packages')) throw missingPermission();
  return access.permissions;
}

/** A project's work packages, once projectListPermissions has let the caller in. */
export function listProjectWorkPackages(
  app: FastifyInstance,
  user: PrincipalRow,
  projectId: number,
  filters: ParsedFilter<WorkPackagesEB>[],
  sort: ParsedSort[],
  page: PageRequest,
) {
  return listWorkPackages(app, user, [{ definition: PROJECT_FILTER, operator: '=', values: [projectId] }, ...filters], sort, page);
}

/**
 * A visible work package with the caller's permissions on it: their project's joined with a share of the package (the
 * highest wins; only read when the roles do not already let them edit); 404 when it is missing or not visible.
 */
export async function visibleWorkPackage(db: Db, actor: Actor, id: number): Promise<{ row: WorkPackageRow; access: ProjectAccess }> {
  const found = await queries.findWorkPackageWithProject(db, id);
  const row = found?.row;
  let access = found ? await projectAccessOfRows(db, actor, found.projectRows) : undefined;
  if (access && !access.permissions.has('edit_work_packages')) {
    access = { ...access, permissions: withSharePermissions(access.permissions, 'WorkPackage', await shareLevelOf(db, actor, 'WorkPackage', id)) };
  }
  if (!row || !access?.permissions.has('view_work_packages')) throw notFound();
  return { row, access };
}

export async function getWorkPackage(app: FastifyInstance, user: PrincipalRow, id: number) {
  const { row, access } = await visibleWorkPackage(app.db, actorOf(user), id);
  return representOne(app.db, id, row.project_id, access.permissions);
}

/** `{projectId}-{typeId}`, OpenProject's identifier of a work package schema. */
const SCHEMA_IDENTIFIER = /^(\d{1,10})-(\d{1,10})$/;

/**
 * The schema of a project's work packages of one type: 404 for a malformed identifier, an unknown type, or a project
 * whose work packages the caller may not view (as OpenProject, never telling which).
 */
export async function getWorkPackageSchema(app: FastifyInstance, user: PrincipalRow, identifier: string) {
  const match = SCHEMA_IDENTIFIER.exec(identifier);
  const [projectId, typeId] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!isStorableId(projectId) || !isStorableId(typeId)) throw notFound();
  const [access, type] = await Promise.all([projectAccess(app.db, actorOf(user), projectId), findType(app.db, typeId)]);
  if (!access?.visible || !access.permissions.has('view_work_packages') || !type) throw notFound();
  return representWorkPackageSchema(projectId, typeId);
}

/**
 * Inside the writing transaction: the new assignee (a user being set, not cleared) is notified, unless they assigned
 * themself, and so is everyone the description newly mentions (issue 22: once per added mention, not on every save).
 * One notify call for both, so its statements stay constant.
 */
function notifyAssignee(trx: Db, workPackage: { id: number; projectId: number }, assigneeId: number | null | undefined, actorId: number, journalId: number | undefined, at: string, mentioned: readonly number[] = []): Promise<CreatedNotification[]> {
  const base = { resourceType: 'WorkPackage' as const, resourceId: workPackage.id, projectId: workPackage.projectId, actorId, journalId };
  const entries = [
    ...(typeof assigneeId === 'number' ? [{ ...base, recipientId: assigneeId, reason: 'assigned' as const }] : []),
    ...mentioned.map((recipientId) => ({ ...base, recipientId, reason: 'mentioned' as const })),
  ];
  if (entries.length === 0) return Promise.resolve([]);
  return notify(trx, entries, new Date(at));
}

/** The users a description mentions that its previous text did not (descriptions use OpenProject's mention tags). */
function newlyMentioned(before: string | null | undefined, after: string | null | undefined): number[] {
  const previous = new Set(mentionedInComment(before ?? ''));
  return mentionedInComment(after ?? '').filter((id) => !previous.has(id));
}

function journal(id: number, projectId: number, userId: number, createdAt: string, details: DetailInput[], notes = ''): JournalEntry {
  return { journableType: WORK_PACKAGE_JOURNABLE, journableId: id, projectId, userId, notes, createdAt, details };
}

/**
 * Inside the writing transaction, before the row is written: a version being assigned is still there and open (it may
 * have been closed or deleted since the checks). On PostgreSQL this shares the version's row lock until commit, so a
 * concurrent deletion waits for this write and then unassigns the package with the others.
 */
async function assertVersionAssignable(trx: Db, versionId: number | null | undefined): Promise<void> {
  if (typeof versionId !== 'number') return;
  const version = await versionForAssignment(trx, versionId);
  if (!version) throw constraintViolation('version', WORK_PACKAGE_MESSAGES.versionNotAvailable);
  if (version.status !== 'open') throw constraintViolation('version', WORK_PACKAGE_MESSAGES.versionNotOpen(version.name, version.status));
}

/** Inside the writing transaction: the new parent must not be the package or one of its descendants. */
async function assertNoCycle(trx: Db, projectId: number, parentId: number, movedIds: number[]): Promise<void> {
  await queries.lockProjectForHierarchy(trx, projectId, isPostgres(trx));
  const lineage = new Set([parentId, ...(await queries.ancestorIds(trx, parentId))]);
  if (movedIds.some((id) => lineage.has(id))) throw constraintViolation('parent', WORK_PACKAGE_MESSAGES.parentCycle);
}

/**
 * POST /work_packages (project from `_links.project`) and POST /projects/{id}/work_packages (project from the path):
 * 404/422 for a project the caller cannot see, 403 without add_work_packages, then the spec 001 section 5 rules.
 */
export async function createWorkPackage(app: FastifyInstance, user: PrincipalRow, input: WorkPackageInput, pathProjectId?: number) {
  const actor = actorOf(user);
  const linked = projectLinkId(input._links);
  let projectId: number;
  if (pathProjectId !== undefined) {
    if (linked !== undefined && linked !== pathProjectId) throw constraintViolation('project', WORK_PACKAGE_MESSAGES.projectMismatch);
    projectId = pathProjectId;
  } else {
    if (linked === undefined || linked === null) throw constraintViolation('project', WORK_PACKAGE_MESSAGES.projectMissing);
    projectId = linked;
  }
  const access = projectId === 0 ? undefined : await projectAccess(app.db, actor, projectId);
  if (!access?.visible) {
    // OpenProject answers 422 for a project link in a body that does not resolve for the caller.
    if (pathProjectId !== undefined) throw notFound();
    throw constraintViolation('project', WORK_PACKAGE_MESSAGES.projectNotFound);
  }
  authoriseWrite(access, 'add_work_packages', WORK_PACKAGE_MESSAGES.addForbidden);
  const changes = await resolveChanges(input, { projectId, permissions: access.permissions, current: null, lookups: new WriteLookups(app.db) });
  const now = app.clock.now().toISOString();
  const row = { ...changes, project_id: projectId, author_id: user.id, lock_version: 0, created_at: now, updated_at: now } as NewWorkPackage;
  const { id, notified } = await app.db.transaction().execute(async (trx) => {
    await assertVersionAssignable(trx, row.version_id);
    const created = await queries.insertWorkPackage(trx, row);
    const [journalId] = await insertJournals(trx, [journal(created, projectId, user.id, now, snapshotDetails(row, 'created'))]);
    if (row.description) await syncDescriptionReferences(trx, created, row.description);
    return { id: created, notified: await notifyAssignee(trx, { id: created, projectId }, row.assigned_to_id, user.id, journalId, now, newlyMentioned('', row.description)) };
  });
  app.events.publish({ type: 'work_package.created', projectId, workPackageId: id, lockVersion: 0, actorId: user.id });
  publishNotifications(app, notified);
  return representOne(app.db, id, projectId, access.permissions);
}

/**
 * POST /projects/{id}/work_packages/form (OpenProject's createWorkPackage): the create body checked, nothing saved.
 * 404 and 403 as the create itself; then 200 with the rule it breaks under its attribute in `validationErrors`
 * (the first one, as the create answers), and a `commit` link only when there is none. The payload is the body as sent.
 */
export async function workPackageCreateForm(app: FastifyInstance, user: PrincipalRow, input: WorkPackageInput, projectId: number) {
  const access = await projectAccess(app.db, actorOf(user), projectId);
  if (!access?.visible) throw notFound();
  authoriseWrite(access, 'add_work_packages', WORK_PACKAGE_MESSAGES.addForbidden);
  const validationErrors: Record<string, ErrorBody> = {};
  try {
    const linked = projectLinkId(input._links);
    if (linked !== undefined && linked !== projectId) throw constraintViolation('project', WORK_PACKAGE_MESSAGES.projectMismatch);
    await resolveChanges(input, { projectId, permissions: access.permissions, current: null, lookups: new WriteLookups(app.db) });
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 422 || error.attribute === null) throw error;
    validationErrors[error.attribute] = error.toBody();
  }
  const form = actionLink(`/projects/${projectId}/work_packages/form`, 'post');
  const valid = Object.keys(validationErrors).length === 0;
  return {
    _type: 'Form',
    _embedded: { payload: input, validationErrors },
    _links: { self: form, validate: form, ...(valid ? { commit: actionLink(`/projects/${projectId}/work_packages`, 'post') } : {}) },
  };
}

export interface UpdateOptions {
  /** PATCH /work_packages/{id} requires it (409 without); the panel's status call may leave it out. */
  requireLockVersion: boolean;
}

/**
 * PATCH: 404 → 403 → 409 (a missing or stale lockVersion wins over validation, as in OpenProject) → 422. The UPDATE
 * itself checks the lockVersion, so of two concurrent saves from the same version one is a 409 and changes nothing.
 * A body that changes nothing keeps the lockVersion and writes no journal.
 */
export async function updateWorkPackage(app: FastifyInstance, user: PrincipalRow, id: number, input: WorkPackageInput, options: UpdateOptions) {
  const { row: current, access } = await visibleWorkPackage(app.db, actorOf(user), id);
  await writeWorkPackageUpdate(app, user, current, access, input, options);
  return representOne(app.db, id, current.project_id, access.permissions);
}

/**
 * The write of a PATCH on a package the caller has just read with visibleWorkPackage (checks, journal, live event,
 * notifications), without the answer: the backlog's move answers with its own story and reads the package once.
 */
export async function writeWorkPackageUpdate(app: FastifyInstance, user: PrincipalRow, current: WorkPackageRow, access: ProjectAccess, input: WorkPackageInput, options: UpdateOptions): Promise<void> {
  const id = current.id;
  authoriseWrite(access, 'edit_work_packages', WORK_PACKAGE_MESSAGES.editForbidden);
  if (input.lockVersion === undefined && options.requireLockVersion) throw updateConflict(WORK_PACKAGE_MESSAGES.lockVersionMissing);
  const lockVersion = input.lockVersion ?? current.lock_version;
  if (lockVersion !== current.lock_version) throw updateConflict();
  const changes = await resolveChanges(input, { projectId: current.project_id, permissions: access.permissions, current, lookups: new WriteLookups(app.db) });
  const details = diffDetails(current, changes);
  if (details.length > 0) {
    const now = app.clock.now();
    const effective: Updateable<WorkPackagesTable> = Object.fromEntries(details.map((detail) => [detail.property, changes[detail.property as keyof typeof changes]]));
    const notified = await app.db.transaction().execute(async (trx) => {
      await assertVersionAssignable(trx, effective.version_id);
      if (!(await queries.updateWorkPackage(trx, id, lockVersion, { ...effective, updated_at: nextUpdatedAt(current.updated_at, now) }))) throw updateConflict();
      if (typeof effective.parent_id === 'number') await assertNoCycle(trx, current.project_id, effective.parent_id, [id]);
      const [journalId] = await insertJournals(trx, [journal(id, current.project_id, user.id, now.toISOString(), details)]);
      const mentioned = 'description' in effective ? newlyMentioned(current.description, effective.description) : [];
      if ('description' in effective) await syncDescriptionReferences(trx, id, effective.description);
      return notifyAssignee(trx, { id, projectId: current.project_id }, effective.assigned_to_id, user.id, journalId, now.toISOString(), mentioned);
    });
    app.events.publish({ type: 'work_package.updated', projectId: current.project_id, workPackageId: id, lockVersion: lockVersion + 1, actorId: user.id });
    publishNotifications(app, notified);
  }
}

export interface BulkInput {
  ids: number[];
  changes: WorkPackageInput;
}

/**
 * PATCH /work_packages/bulk: the same changes applied to many work packages, each validated against its own state
 * and project, all in one transaction or none. A package the caller cannot see is a 422 naming `ids`; one they may
 * not edit a 403. Every changed package gets a journal and a new lockVersion; the UPDATE re-checks each package's
 * lockVersion as read, so a package changed concurrently turns the whole request into a 409.
 */
export async function bulkUpdateWorkPackages(app: FastifyInstance, user: PrincipalRow, input: BulkInput) {
  const actor = actorOf(user);
  const ids = [...new Set(input.ids)];
  const rows = await queries.findWorkPackagesRows(app.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const projectIds = [...new Set(rows.map((row) => row.project_id))];
  const projects = new Map((await queries.findProjects(app.db, projectIds)).map((project) => [project.id, project]));
  const permissions = await permissionsInProjects(app.db, actor, projectIds, projectIds.filter((pid) => toBoolean(projects.get(pid)?.public)));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || !permissions.get(row.project_id)?.has('view_work_packages')) {
      throw constraintViolation('ids', `Work package #${id} does not exist or is not visible to you.`);
    }
  }
  for (const projectId of projectIds) {
    authoriseWrite({ project: projects.get(projectId)!, permissions: permissions.get(projectId) ?? NO_PERMISSIONS }, 'edit_work_packages', WORK_PACKAGE_MESSAGES.editForbidden);
  }
  const lookups = new WriteLookups(app.db);
  const planned: { row: WorkPackageRow; details: DetailInput[] }[] = [];
  // Each package's changes hold the columns that differ for it; the values come from the one body, so they agree.
  const changes: Updateable<WorkPackagesTable> = {};
  for (const id of ids) {
    const row = byId.get(id)!;
    let itemChanges: Updateable<WorkPackagesTable>;
    try {
      itemChanges = await resolveChanges(input.changes, { projectId: row.project_id, permissions: permissions.get(row.project_id)!, current: row, lookups });
    } catch (error) {
      // Name the package: the same change can be fine for one and wrong for another.
      if (error instanceof Error) error.message = `Work package #${id}: ${error.message}`;
      throw error;
    }
    Object.assign(changes, itemChanges);
    const details = diffDetails(row, itemChanges);
    if (details.length > 0) planned.push({ row, details });
  }
  if (planned.length > 0) {
    const now = app.clock.now();
    const columns = [...new Set(planned.flatMap((entry) => entry.details.map((detail) => detail.property)))];
    const effective: Updateable<WorkPackagesTable> = Object.fromEntries(columns.map((column) => [column, changes[column as keyof typeof changes]]));
    const latest = planned.reduce((max, entry) => Math.max(max, new Date(entry.row.updated_at).getTime()), 0);
    const notified = await app.db.transaction().execute(async (trx) => {
      await assertVersionAssignable(trx, effective.version_id);
      const versions = planned.map((entry) => sql`(cast(${entry.row.id} as integer), cast(${entry.row.lock_version} as integer))`);
      const result = await trx
        .updateTable('work_packages')
        .set({ ...effective, lock_version: sql<number>`lock_version + 1`, updated_at: nextUpdatedAt(new Date(latest), now) })
        .where(sql<boolean>`(id, lock_version) in (values ${sql.join(versions)})`)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== planned.length) throw updateConflict();
      if (typeof effective.parent_id === 'number') {
        const movedIds = planned.map((entry) => entry.row.id);
        // Projects locked in one order, so two bulk edits cannot wait on each other.
        const projects = [...new Set(planned.map((entry) => entry.row.project_id))].sort((a, b) => a - b);
        for (const projectId of projects) await assertNoCycle(trx, projectId, effective.parent_id, movedIds);
      }
      const journalIds = await insertJournals(
        trx,
        planned.map((entry) => journal(entry.row.id, entry.row.project_id, user.id, now.toISOString(), entry.details)),
      );
      const assignee = effective.assigned_to_id;
      if (typeof assignee !== 'number') return [];
      // One notification per package whose assignee this edit changed (insertJournals answers in entry order).
      return notify(
        trx,
        planned.flatMap((entry, index) =>
          entry.details.some((detail) => detail.property === 'assigned_to_id')
            ? [{ recipientId: assignee, reason: 'assigned' as const, resourceType: 'WorkPackage' as const, resourceId: entry.row.id, projectId: entry.row.project_id, actorId: user.id, journalId: journalIds[index] }]
            : [],
        ),
        now,
      );
    });
    for (const { row } of planned) {
      app.events.publish({ type: 'work_package.updated', projectId: row.project_id, workPackageId: row.id, lockVersion: row.lock_version + 1, actorId: user.id });
    }
    publishNotifications(app, notified);
  }
  const represented = await representMany(app.db, ids, async () => permissions);
  return ids.flatMap((id) => represented.get(id) ?? []);
}

/**
 * DELETE: the package and its descendants (as OpenProject does), in one transaction; each gets a last journal
 * recording its values going away, so sprint scope and burndown stay computable from journals.
 */
export async function deleteWorkPackage(app: FastifyInstance, user: PrincipalRow, id: number): Promise<void> {
  const actor = actorOf(user);
  const { row, access } = await visibleWorkPackage(app.db, actor, id);
  authoriseWrite(access, 'delete_work_packages', WORK_PACKAGE_MESSAGES.deleteForbidden);
  const now = app.clock.now().toISOString();
  const removedFiles: string[] = [];
  const deleted = await app.db.transaction().execute(async (trx) => {
    const ids = await queries.withDescendantIds(trx, [id]);
    // Taking the rows' locks first keeps a concurrent comment from taking a journal version in between.
    await queries.updateWorkPackages(trx, ids, {});
    const rows = await queries.findWorkPackagesRows(trx, ids);
    await insertJournals(
      trx,
      rows.map((deleted) => journal(deleted.id, row.project_id, user.id, now, snapshotDetails(deleted, 'deleted'))),
    );
    removedFiles.push(...(await deleteAttachmentsOfWorkPackages(trx, ids)));
    await queries.deleteWorkPackages(trx, ids);
    await deleteSharesOf(trx, 'WorkPackage', ids);
    return rows;
  });
  await removeUnusedFiles(app, removedFiles);
  for (const gone of deleted) app.events.publish({ type: 'work_package.deleted', projectId: gone.project_id, workPackageId: gone.id, actorId: user.id });
}

/**
 * GET /work_packages/stats: counts over the visible work packages (of one project when given, narrowed by optional
 * filters) in four aggregate statements: totals, by priority and by status (every one, zero included), by assignee.
 */
export async function workPackageStatistics(app: FastifyInstance, user: PrincipalRow, projectId: number | undefined, filters: ParsedFilter<WorkPackagesEB>[]) {
  const actor = actorOf(user);
  const scoped = [...filters];
  if (projectId !== undefined) {
    const access = await projectAccess(app.db, actor, projectId);
    if (!access?.visible) throw notFound();
    if (!access.permissions.has('view_work_packages')) throw missingPermission();
    scoped.unshift({ definition: PROJECT_FILTER, operator: '=', values: [projectId] });
  }
  const today = isoDay(app.clock.now());
  const context: QueryContext = { currentUserId: actor.id };
  const stats = await queries.statistics(app.db, actor, scoped, context, { today, inProgressStatusId: IN_PROGRESS_STATUS_ID });
  return {
    _type: 'WorkPackageStatistics',
    total: toCount(stats.totals?.total),
    completed: toCount(stats.totals?.completed),
    in_progress: toCount(stats.totals?.in_progress),
    overdue: toCount(stats.totals?.overdue),
    by_priority: stats.byPriority.map((row) => ({ id: row.id, name: row.name, color: row.color, count: toCount(row.count) })),
    by_status: stats.byStatus.map((row) => ({ id: row.id, name: row.name, color: row.color, isClosed: toBoolean(row.is_closed), count: toCount(row.count) })),
    by_assignee: stats.byAssignee.map((row) => ({ id: row.id, name: row.name ?? 'Unassigned', count: toCount(row.count) })),
  };
}

/**
 * A page of visible work packages projected to a `select`: one statement for the page, its total and the selected
 * columns (comment counts included), and one more for the caller's permissions only when an action link is selected
 * (none for admins).
 */
export async function listSelectedWorkPackages(
  app: FastifyInstance,
  user: PrincipalRow,
  filters: ParsedFilter<WorkPackagesEB>[],
  sort: ParsedSort[],
  page: PageRequest,
  selection: Selection,
  /** The caller's permissions when every package is of one project and they are known already. */
  knownPermissions?: { projectId: number; permissions: ReadonlySet<string> },
) {
  const actor = actorOf(user);
  const context: QueryContext = { currentUserId: actor.id };
  const readPermissions = selection.permissions && !knownPermissions;
  return totalledPage(page, {
    count: () => queries.countWorkPackages(app.db, actor, filters, context),
    page: (limit, offset) =>
      queries.selectedWorkPackagePage(app.db, actor, filters, context, sort, { limit, offset }, { ...selection, withPublic: readPermissions && !actor.admin }),
    hydrate: async (rows) => {
      let permissions = new Map<number, ReadonlySet<string>>(knownPermissions ? [[knownPermissions.projectId, knownPermissions.permissions]] : []);
      if (readPermissions) {
        const projectIds = [...new Set(rows.map((row) => row.project_id))];
        const publicIds = [...new Set(rows.filter((row) => toBoolean(row.project_public as never)).map((row) => row.project_id))];
        permissions = await permissionsInProjects(app.db, actor, projectIds, publicIds);
      }
      return rows.map((row) =>
        representSelected(row, selection, { permissions: permissions.get(row.project_id) ?? NO_PERMISSIONS, commentCount: toCount(row.comment_count ?? 0) }),
      );
    },
  });
}

/** A project's work packages projected to a `select`, once projectListPermissions has let the caller in. */
export function listSelectedProjectWorkPackages(
  app: FastifyInstance,
  user: PrincipalRow,
  projectId: number,
  filters: ParsedFilter<WorkPackagesEB>[],
  sort: ParsedSort[],
  page: PageRequest,
  selection: Selection,
  permissions: ReadonlySet<string>,
) {
  const scoped = [{ definition: PROJECT_FILTER, operator: '=', values: [projectId] }, ...filters];
  return listSelectedWorkPackages(app, user, scoped, sort, page, selection, { projectId, permissions });
}
