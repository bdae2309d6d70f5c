import type { FastifyInstance } from 'fastify';
import { actorOf, authoriseWrite, projectAccess, requireModule, viewableProjectIds, type Actor } from '../../access/index.ts';
import type { PrincipalRow, VersionStatus } from '../../db/schema.ts';
import { isStorableId, toBoolean } from '../../db/values.ts';
import { constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { link } from '../../http/hal.ts';
import { dayOf } from '../../http/inputs.ts';
import { findVersion, versionsAvailableIn, versionsForProject } from '../versions/index.ts';
import { createWorkPackage, visibleWorkPackage, writeWorkPackageUpdate } from '../work-packages/index.ts';
import { MAX_POSITION, positionAfterRenumber, positionBetween, renumberGap } from './ordering.ts';
import * as queries from './queries.ts';
import { representStory, type Story } from './representer.ts';

export const BACKLOG_MESSAGES = {
  moveForbidden: 'You need the "Edit work packages" permission to order the backlog.',
  versionsForbidden: 'You need the "Assign versions" permission to move a story to another sprint.',
  createForbidden: 'You need the "Add work packages" permission to create a story.',
  versionNotAvailable: 'The sprint is not available in this project.',
  versionNotOpen: (name: string, status: string) => `${name} is ${status}: stories cannot be moved into it.`,
  versionInvalid: 'Version must be the id of a sprint (a whole number) or null.',
  typeInvalid: 'Type must be the id of a type (a whole number).',
  assigneeInvalid: 'Assignee must be the id of a user (a whole number) or null.',
  notAnIndex: (field: string) => `${field} must be a whole number of at least 0.`,
  indexOutOfRange: (total: number, field = 'Index') => `${field} must be a whole number from 0 to ${total} (the length of the target backlog).`,
} as const;

/** Stories per backlog in one answer: enough for any plannable sprint, bounded for a 5,000-story product backlog. */
export const BACKLOG_DEFAULT_LIMIT = 500;
export const BACKLOG_MAX_LIMIT = 5000;
/** Spec 002 section 9: organization-level backlogs read the first 30 projects, a few stories each. */
export const ORGANIZATION_PROJECTS = 30;
export const ORGANIZATION_DEFAULT_LIMIT = 20;
/** Spec 002 sections 2 and 9: velocity over the last six finished sprints. */
const VELOCITY_SPRINTS = 6;

type VersionSummary = { id: number; name: string; start_date: string | null; end_date: string | null; status: VersionStatus };
const sprintSummary = (version: VersionSummary) => ({ id: version.id, name: version.name, startDate: version.start_date, endDate: version.end_date, status: version.status });
const points = (value: number | string | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;
const listKey = (projectId: number, versionId: number | null) => `${projectId}:${versionId ?? ''}`;

/** The stories of each backlog (project and version), with each backlog's full count. */
function groupStories(rows: queries.ListedStoryRow[]) {
  const lists = new Map<string, { stories: Story[]; total: number }>();
  for (const row of rows) {
    const key = listKey(row.project_id, row.version_id);
    let list = lists.get(key);
    if (!list) lists.set(key, (list = { stories: [], total: Number(row.list_total) }));
    list.stories.push(representStory(row));
  }
  return (projectId: number, versionId: number | null) => lists.get(listKey(projectId, versionId)) ?? { stories: [], total: 0 };
}

/** A sprint is finished (counts for velocity) once closed or past its end date. */
const isFinished = (version: VersionSummary, today: string) => version.status === 'closed' || (version.end_date !== null && version.end_date < today);

async function readableProject(app: FastifyInstance, actor: Actor, projectId: number) {
  const access = await projectAccess(app.db, actor, projectId);
  if (!access?.visible) throw notFound();
  if (!access.permissions.has('view_work_packages')) throw missingPermission();
  requireModule(access, 'backlogs');
  return access;
}

/**
 * GET /projects/{id}/backlogs (spec 002 section 3 'Backlog response'): the product backlog (the project's open packages
 * in no sprint) and one backlog per open sprint usable in the project (its packages of this project), each in
 * `position` order, at most `limit` stories each with their full count; points, and velocity over the last six finished
 * sprints for capacity. Five statements besides authentication whatever the number of sprints or stories: the versions,
 * the stories, the sprints' points, the product backlog's points (and the project access).
 */
export async function projectBacklogs(app: FastifyInstance, user: PrincipalRow, projectId: number, limit: number) {
  const actor = actorOf(user);
  const access = await readableProject(app, actor, projectId);
  const versions = await versionsAvailableIn(app.db, projectId);
  const open = versions.filter((version) => version.status === 'open');
  const [rows, sprintPoints, productPoints] = await Promise.all([
    queries.backlogStories(app.db, [projectId], open.map((version) => version.id), limit),
    queries.versionPoints(app.db, [projectId], versions.map((version) => version.id)),
    queries.productBacklogPoints(app.db, [projectId]),
  ]);
  const listOf = groupStories(rows);
  const pointsOf = new Map(sprintPoints.map((row) => [row.version_id, { total: points(row.points), completed: points(row.completed_points) }]));
  const today = dayOf(app.clock.now());
  const finished = versions
    .filter((version) => isFinished(version, today))
    .sort((a, b) => (a.end_date ?? a.start_date ?? '').localeCompare(b.end_date ?? b.start_date ?? '') || a.id - b.id)
    .slice(-VELOCITY_SPRINTS);
  const velocity = finished.length === 0 ? null : points(finished.reduce((sum, version) => sum + (pointsOf.get(version.id)?.completed ?? 0), 0) / finished.length);
  const product = listOf(projectId, null);
  const sprintBacklogs = open.map((version) => {
    const list = listOf(projectId, version.id);
    const figures = pointsOf.get(version.id) ?? { total: 0, completed: 0 };
    return { sprint: sprintSummary(version), stories: list.stories, total: list.total, totalPoints: figures.total, completedPoints: figures.completed };
  });
  const productBacklogPoints = points(productPoints[0]?.points);
  return {
    _type: 'Backlogs',
    project: { id: projectId, name: access.project.name },
    productBacklog: { stories: product.stories, total: product.total, totalPoints: productBacklogPoints },
    sprintBacklogs,
    stats: {
      productBacklogStories: product.total,
      productBacklogPoints,
      openSprints: open.length,
      sprintStories: sprintBacklogs.reduce((sum, backlog) => sum + backlog.total, 0),
      plannedPoints: points(sprintBacklogs.reduce((sum, backlog) => sum + backlog.totalPoints, 0)),
      completedPoints: points(sprintBacklogs.reduce((sum, backlog) => sum + backlog.completedPoints, 0)),
      velocity,
      velocitySprints: finished.length,
    },
    permissions: {
      order: access.permissions.has('edit_work_packages'),
      assignSprints: access.permissions.has('assign_versions'),
      create: access.permissions.has('add_work_packages'),
    },
    _links: { self: link(`/projects/${projectId}/backlogs`), project: link(`/projects/${projectId}`, access.project.name) },
  };
}

/**
 * GET /backlogs: the first 30 projects (by name) the caller may read backlogs of, each with its product backlog and
 * the open sprints it defines, at most `limit` stories per backlog. Five statements whatever the number of projects.
 */
export async function organizationBacklogs(app: FastifyInstance, user: PrincipalRow, limit: number) {
  const actor = actorOf(user);
  const projects = await queries.backlogProjects(app.db, actor, ORGANIZATION_PROJECTS, viewableProjectIds(app.db, actor));
  const projectIds = projects.map((project) => project.id);
  const versions = await queries.openVersionsOf(app.db, projectIds);
  const versionIds = versions.map((version) => version.id);
  const [rows, sprintPoints, productPoints] = await Promise.all([
    queries.backlogStories(app.db, projectIds, versionIds, limit),
    queries.versionPoints(app.db, projectIds, versionIds),
    queries.productBacklogPoints(app.db, projectIds),
  ]);
  const listOf = groupStories(rows);
  const sprintPointsOf = new Map(sprintPoints.map((row) => [listKey(row.project_id, row.version_id), { total: points(row.points), completed: points(row.completed_points) }]));
  const productPointsOf = new Map(productPoints.map((row) => [row.project_id, points(row.points)]));
  return {
    _type: 'OrganizationBacklogs',
    projects: projects.map((project) => {
      const product = listOf(project.id, null);
      return {
        project: { id: project.id, name: project.name, identifier: project.identifier },
        productBacklog: { stories: product.stories, total: product.total, totalPoints: productPointsOf.get(project.id) ?? 0 },
        sprintBacklogs: versions
          .filter((version) => version.project_id === project.id)
          .map((version) => {
            const list = listOf(project.id, version.id);
            const figures = sprintPointsOf.get(listKey(project.id, version.id)) ?? { total: 0, completed: 0 };
            return { sprint: sprintSummary(version), stories: list.stories, total: list.total, totalPoints: figures.total, completedPoints: figures.completed };
          }),
      };
    }),
    _links: { self: link('/backlogs') },
  };
}

/**
 * GET /sprints/{id}/board: a sprint's stories the caller may see (every project sharing it), one column per status in
 * the statuses' order, with totals. Three statements: the version, the statuses, the stories.
 */
export async function sprintBoard(app: FastifyInstance, user: PrincipalRow, id: number, limit: number) {
  const actor = actorOf(user);
  const version = await findVersion(app.db, actor, id);
  if (!version || Number(version.visible) !== 1) throw notFound();
  const [statuses, rows] = await Promise.all([
    app.db.selectFrom('statuses').select(['id', 'name', 'color', 'is_closed']).orderBy('position').orderBy('id').execute(),
    queries.sprintStories(app.db, actor, id, limit),
  ]);
  const stories = rows.map(representStory);
  const totalPoints = points(stories.reduce((sum, story) => sum + (story.storyPoints ?? 0), 0));
  const completedPoints = points(stories.filter((story) => story.status.isClosed).reduce((sum, story) => sum + (story.storyPoints ?? 0), 0));
  return {
    _type: 'SprintBoard',
    sprint: sprintSummary(version),
    columns: statuses.map((status) => {
      const inColumn = stories.filter((story) => story.status.id === status.id);
      return { status: { id: status.id, name: status.name, color: status.color, isClosed: toBoolean(status.is_closed) }, stories: inColumn };
    }),
    total: rows.length > 0 ? Number(rows[0].list_total) : 0,
    totalPoints,
    completedPoints,
    _links: { self: link(`/sprints/${id}/board`), sprint: link(`/versions/${id}`, version.name) },
  };
}

/** A target backlog's sprint: usable in the project and open (422 naming `version` otherwise). One statement. */
async function assertOpenSprint(app: FastifyInstance, projectId: number, versionId: number): Promise<void> {
  const [version] = await versionsForProject(app.db, projectId, [versionId]);
  if (!version || Number(version.available) !== 1) throw constraintViolation('version', BACKLOG_MESSAGES.versionNotAvailable);
  if (version.status !== 'open') throw constraintViolation('version', BACKLOG_MESSAGES.versionNotOpen(version.name, version.status));
}

/**
 * The position for a story dropped at `index` of a backlog: between its neighbours there, renumbering that one list
 * first only when their gap is used up (ordering.ts). 422 naming `index` outside 0..length, before anything is written.
 */
async function positionAt(app: FastifyInstance, projectId: number, versionId: number | null, movingId: number, index: number, field = 'index'): Promise<number> {
  const { total, before, after } = await queries.neighbours(app.db, projectId, versionId, movingId, index);
  if (index > total) throw constraintViolation(field, BACKLOG_MESSAGES.indexOutOfRange(total, field === 'index' ? 'Index' : 'Position'));
  const position = positionBetween(before, after);
  if (position !== null) return position;
  const gap = renumberGap(total);
  await queries.renumber(app.db, projectId, versionId, movingId, gap);
  return positionAfterRenumber(index, gap);
}

/** A place in a list: a whole number from 0 (beyond the largest position no list is that long; the read stays bounded). */
const isIndex = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_POSITION;

/** An id in a body: a storable row id, or null (422 naming the field otherwise). */
function assertId(value: number | null, attribute: string, message: string): void {
  if (value !== null && !isStorableId(value)) throw constraintViolation(attribute, message);
}

const versionLink = (versionId: number | null) => ({ href: versionId === null ? null : `/api/v3/versions/${versionId}` });

export interface MoveInput {
  version: number | null;
  index: number;
  lockVersion?: number;
}

/**
 * POST /work_packages/{id}/backlog_move: puts a story at `index` of a backlog (the product backlog with version null,
 * else the sprint's), through the work packages' own PATCH (journal, lockVersion, live event, notifications). Checked
 * before anything is written: 404 for a story the caller cannot see, 403 without edit_work_packages (or assign_versions
 * to change its sprint), 422 for a sprint that is not open here or an index outside the list. Writes one row, plus a
 * renumbering of the target list when the gap is used up.
 */
export async function moveStory(app: FastifyInstance, user: PrincipalRow, id: number, input: MoveInput) {
  const actor = actorOf(user);
  const { row, access } = await visibleWorkPackage(app.db, actor, id);
  authoriseWrite(access, 'edit_work_packages', BACKLOG_MESSAGES.moveForbidden);
  requireModule(access, 'backlogs');
  assertId(input.version, 'version', BACKLOG_MESSAGES.versionInvalid);
  const changesSprint = input.version !== row.version_id;
  if (changesSprint && !access.permissions.has('assign_versions')) throw missingPermission(BACKLOG_MESSAGES.versionsForbidden);
  if (!isIndex(input.index)) throw constraintViolation('index', BACKLOG_MESSAGES.notAnIndex('Index'));
  if (changesSprint && input.version !== null) await assertOpenSprint(app, row.project_id, input.version);
  const position = await positionAt(app, row.project_id, input.version, id, input.index);
  // The package and access read above go to the normal update (journal, lockVersion, live event), which answers
  // nothing: the move answers with the story, so neither is read twice.
  await writeWorkPackageUpdate(
    app,
    user,
    row,
    access,
    { lockVersion: input.lockVersion ?? row.lock_version, position, ...(changesSprint ? { _links: { version: versionLink(input.version) } } : {}) },
    { requireLockVersion: false },
  );
  return representStory((await queries.findStory(app.db, id))!);
}

export interface StoryInput {
  subject: string;
  description?: string;
  storyPoints?: number | null;
  type?: number;
  assignee?: number | null;
  version?: number | null;
  position?: number;
}

/**
 * POST /projects/{id}/backlogs/stories (spec 002 section 3 story payload): a work package created through the work
 * packages' own create (its rules, journal, live event), placed at `position` (an index of the target backlog, the end
 * without it).
 */
export async function createStory(app: FastifyInstance, user: PrincipalRow, projectId: number, input: StoryInput) {
  const actor = actorOf(user);
  const access = await readableProject(app, actor, projectId);
  authoriseWrite(access, 'add_work_packages', BACKLOG_MESSAGES.createForbidden);
  const versionId = input.version ?? null;
  assertId(versionId, 'version', BACKLOG_MESSAGES.versionInvalid);
  if (input.type !== undefined) assertId(input.type, 'type', BACKLOG_MESSAGES.typeInvalid);
  if (input.assignee !== undefined) assertId(input.assignee, 'assignee', BACKLOG_MESSAGES.assigneeInvalid);
  if (input.position !== undefined && !isIndex(input.position)) throw constraintViolation('position', BACKLOG_MESSAGES.notAnIndex('Position'));
  if (versionId !== null) await assertOpenSprint(app, projectId, versionId);
  // 0 stands for "no row": the new story takes part in no list yet.
  const position = input.position === undefined ? undefined : await positionAt(app, projectId, versionId, 0, input.position, 'position');
  const links: Record<string, { href: string | null }> = {};
  if (input.type !== undefined) links.type = { href: `/api/v3/types/${input.type}` };
  if (input.assignee !== undefined) links.assignee = { href: input.assignee === null ? null : `/api/v3/users/${input.assignee}` };
  if (versionId !== null) links.version = versionLink(versionId);
  const created = await createWorkPackage(
    app,
    user,
    {
      subject: input.subject,
      ...(input.description !== undefined ? { description: { raw: input.description } } : {}),
      ...(input.storyPoints !== undefined ? { storyPoints: input.storyPoints } : {}),
      ...(position !== undefined ? { position } : {}),
      _links: links,
    },
    projectId,
  );
  return representStory((await queries.findStory(app.db, (created as { id: number }).id))!);
}
