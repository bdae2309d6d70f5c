import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../access/index.ts';
import type { PrincipalRow, VersionStatus } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { daysFrom } from '../../http/dates.ts';
import { constraintViolation, missingPermission, notFound } from '../../http/errors.ts';
import { link } from '../../http/hal.ts';
import { dayOf } from '../../http/inputs.ts';
import { daysRemaining, findVersion, versionsAvailableIn } from '../versions/index.ts';
import { BLOCKED_STATUS_NAME, sprintHealth } from './health.ts';
import * as queries from './queries.ts';
import { burndown, commitments, figuresOf, PackageHistory, round2, velocity, type PackageState } from './replay.ts';
import { actorOf, projectAccess, requireModule, viewableProjectIds } from '../../access/index.ts';
import { projectGenerations } from '../work-packages/index.ts';
import { cachedFigures } from './figures-cache.ts';

export const SPRINT_MESSAGES = {
  burndownNeedsDates: "A burndown needs the sprint's start and end dates.",
} as const;

/** Spec 002 sections 2 and 9: the velocity tab shows the last six sprints. */
export const VELOCITY_SPRINTS = 6;

type StatusRow = Awaited<ReturnType<typeof queries.statuses>>[number];

const closedIdsOf = (statuses: StatusRow[]) => new Set(statuses.filter((status) => toBoolean(status.is_closed)).map((status) => status.id));

/** A sprint (version) the actor may see; 404 otherwise. One statement. */
async function visibleSprint(app: FastifyInstance, actor: Actor, id: number) {
  const version = await findVersion(app.db, actor, id);
  if (!version || Number(version.visible) !== 1) throw notFound();
  return version;
}

const sprintSummary = (version: { id: number; name: string; start_date: string | null; end_date: string | null; status: VersionStatus }) => ({
  id: version.id,
  name: version.name,
  startDate: version.start_date,
  endDate: version.end_date,
  status: version.status,
});

/**
 * The key of figures computed over the packages the actor may see: which projects those are and their generations
 * (with the reference data's), so the figures are shared by everyone who sees the same projects. One statement.
 */
const visibleGenerations = (app: FastifyInstance, actor: Actor) => projectGenerations(app.db, viewableProjectIds(app.db, actor));

/**
 * GET /sprints/{id}/burndown: the journals of every package that was ever in the sprint, replayed day by day
 * (replay.ts), once per generation of the projects the caller sees (figures-cache.ts). Two statements besides
 * authentication, the version and the generations, and three more when they changed: the packages now, their
 * journals, the statuses.
 */
export async function sprintBurndown(app: FastifyInstance, user: PrincipalRow, id: number) {
  const actor = actorOf(user);
  const version = await visibleSprint(app, actor, id);
  const { start_date: startDate, end_date: endDate } = version;
  if (startDate === null || endDate === null) throw constraintViolation('startDate', SPRINT_MESSAGES.burndownNeedsDates);
  const today = dayOf(app.clock.now());
  const key = ['burndown', id, startDate, endDate, today, await visibleGenerations(app, actor)].join('|');
  const result = await cachedFigures(app.db, key, async () => {
    const scope = { actor };
    const [current, changes, statuses] = await Promise.all([
      queries.currentPackages(app.db, [id], scope),
      queries.journalChanges(app.db, [id], scope),
      queries.statuses(app.db),
    ]);
    return burndown({ id, startDate, endDate }, today, new PackageHistory(current, changes), closedIdsOf(statuses));
  });
  return {
    _type: 'Burndown',
    sprint: sprintSummary(version),
    metrics: result.metrics,
    ideal: result.ideal,
    actual: result.actual,
    _links: { self: link(`/sprints/${id}/burndown`), sprint: link(`/versions/${id}`, version.name) },
  };
}

/** Elapsed days: from the start to today or the end (inclusive), 0 before the start; null without a start date. */
function elapsedDays(startDate: string | null, endDate: string | null, today: string): number | null {
  if (startDate === null) return null;
  if (today < startDate) return 0;
  const last = endDate !== null && endDate < today ? endDate : today;
  return daysFrom(startDate, last) + 1;
}

/** Completed over total points when the sprint has points, else over work items; 0 when empty. */
function completionPercentage(figures: { points: number; closedPoints: number; count: number; closedCount: number }): number {
  if (figures.points > 0) return Math.round((figures.closedPoints / figures.points) * 100);
  return figures.count > 0 ? Math.round((figures.closedCount / figures.count) * 100) : 0;
}

function statusCounts(states: Iterable<PackageState>, versionId: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const state of states) if (state.version_id === versionId && state.status_id !== null) counts.set(state.status_id, (counts.get(state.status_id) ?? 0) + 1);
  return counts;
}

/**
 * GET /sprints/{id}/statistics: the packages in the sprint now (those the caller may see), and the sprint's health
 * (health.ts). Three statements besides authentication: the version, the generations of the projects the caller sees,
 * the logged hours (which follow the caller's view_time_entries); and the packages and the statuses when the
 * generations changed (figures-cache.ts).
 */
export async function sprintStatistics(app: FastifyInstance, user: PrincipalRow, id: number) {
  const actor = actorOf(user);
  const version = await visibleSprint(app, actor, id);
  const scope = { actor };
  const key = ['sprint-packages', id, await visibleGenerations(app, actor)].join('|');
  const [{ inSprint, statuses }, burned] = await Promise.all([
    cachedFigures(app.db, key, async () => {
      const [current, statuses] = await Promise.all([queries.currentPackages(app.db, [id], scope), queries.statuses(app.db)]);
      return { inSprint: current.filter((row) => row.version_id === id), statuses };
    }),
    queries.burnedHours(app.db, id, scope),
  ]);
  const figures = figuresOf(inSprint, id, closedIdsOf(statuses));
  const today = dayOf(app.clock.now());
  const elapsed = elapsedDays(version.start_date, version.end_date, today);
  const remaining = daysRemaining(version, today);
  const counts = statusCounts(inSprint, id);
  const totalDays = version.start_date !== null && version.end_date !== null ? daysFrom(version.start_date, version.end_date) + 1 : null;
  const teamMemberCount = new Set(inSprint.map((row) => row.assigned_to_id).filter((assignee) => assignee !== null)).size;
  const blocked = statuses.filter((status) => status.name === BLOCKED_STATUS_NAME).reduce((sum, status) => sum + (counts.get(status.id) ?? 0), 0);
  return {
    _type: 'SprintStatistics',
    sprint: { ...sprintSummary(version), daysRemaining: remaining },
    totalWorkItems: figures.count,
    completedWorkItems: figures.closedCount,
    totalStoryPoints: figures.points,
    completedStoryPoints: figures.closedPoints,
    totalHours: round2(figures.estimatedHours),
    remainingHours: round2(figures.openRemainingHours),
    burnedHours: round2(burned),
    velocity: elapsed === null ? null : elapsed === 0 ? 0 : round2(figures.closedPoints / elapsed),
    elapsedDays: elapsed,
    totalDays,
    daysRemaining: remaining,
    completionPercentage: completionPercentage(figures),
    teamMemberCount,
    statusDistribution: statuses.map((status) => ({ statusId: status.id, status: status.name, color: status.color, isClosed: toBoolean(status.is_closed), count: counts.get(status.id) ?? 0 })),
    health: sprintHealth({
      startDate: version.start_date,
      endDate: version.end_date,
      today,
      elapsedDays: elapsed,
      totalDays,
      totalWorkItems: figures.count,
      completedWorkItems: figures.closedCount,
      totalStoryPoints: figures.points,
      completedStoryPoints: figures.closedPoints,
      estimatedHours: round2(figures.estimatedHours),
      assignees: teamMemberCount,
      blocked,
    }),
    _links: { self: link(`/sprints/${id}/statistics`), sprint: link(`/versions/${id}`, version.name) },
  };
}

/** A sprint counts for velocity once it is done: closed, or its end date has passed. */
const isFinished = (version: { status: VersionStatus; end_date: string | null }, today: string) => version.status === 'closed' || (version.end_date !== null && version.end_date < today);

/**
 * GET /projects/{id}/statistics: every version usable in the project with the figures of the project's own packages in
 * it, and velocity over the last finished ones. Five statements besides authentication, whatever the number of
 * sprints: the project and the caller's permissions, the versions, the generations of the project and the reference
 * data, the members; and three more when the generations changed (figures-cache.ts): the packages, their journals,
 * the statuses. The figures are the same for everyone who may see them (the project's packages only).
 */
export async function projectStatistics(app: FastifyInstance, user: PrincipalRow, projectId: number) {
  const actor = actorOf(user);
  const access = await projectAccess(app.db, actor, projectId);
  if (!access?.visible) throw notFound();
  if (!access.permissions.has('view_work_packages')) throw missingPermission();
  requireModule(access, 'backlogs');
  const versions = await versionsAvailableIn(app.db, projectId);
  const today = dayOf(app.clock.now());
  // The versions usable here follow the project hierarchy too, which is read afresh: their ids are in the key.
  const key = ['project', projectId, versions.map((version) => version.id).join(','), today, await projectGenerations(app.db, [projectId])].join('|');
  const [figures, memberCount] = await Promise.all([
    cachedFigures(app.db, key, () => projectFigures(app, actor, projectId, versions, today)),
    queries.memberUserCount(app.db, projectId),
  ]);
  return { ...figures, teamPerformance: { memberCount }, _links: { self: link(`/projects/${projectId}/statistics`) } };
}

async function projectFigures(app: FastifyInstance, actor: Actor, projectId: number, versions: Awaited<ReturnType<typeof versionsAvailableIn>>, today: string) {
  const ids = versions.map((version) => version.id);
  const scope = { actor, projectId };
  const [current, changes, statuses] = await Promise.all([
    queries.currentPackages(app.db, ids, scope),
    queries.journalChanges(app.db, ids, scope),
    queries.statuses(app.db),
  ]);
  const closedIds = closedIdsOf(statuses);
  const history = new PackageHistory(current, changes);
  const committed = commitments(
    versions.map((version) => ({ id: version.id, startDate: version.start_date, endDate: version.end_date })),
    today,
    history,
    closedIds,
  );
  const sprints = versions.map((version) => {
    const figures = figuresOf(history.current.values(), version.id, closedIds);
    const counts = statusCounts(history.current.values(), version.id);
    return {
      version,
      figures,
      row: {
        id: version.id,
        name: version.name,
        status: version.status,
        startDate: version.start_date,
        endDate: version.end_date,
        totalWorkItems: figures.count,
        completedWorkItems: figures.closedCount,
        totalStoryPoints: figures.points,
        completedStoryPoints: figures.closedPoints,
        plannedPoints: committed.get(version.id)!.plannedPoints,
        committedCompletedPoints: committed.get(version.id)!.committedCompletedPoints,
        statusDistribution: statuses.map((status) => ({ statusId: status.id, count: counts.get(status.id) ?? 0 })),
      },
    };
  });
  const sum = (pick: (entry: (typeof sprints)[number]) => number) => sprints.reduce((total, entry) => total + pick(entry), 0);
  // Oldest first by when they ended (or started); the last six count.
  const finished = sprints
    .filter((entry) => isFinished(entry.version, today))
    .sort((a, b) => (a.version.end_date ?? a.version.start_date ?? '').localeCompare(b.version.end_date ?? b.version.start_date ?? '') || a.version.id - b.version.id)
    .slice(-VELOCITY_SPRINTS);
  const historicalData = finished.map((entry) => ({
    sprintId: entry.row.id,
    sprintName: entry.row.name,
    startDate: entry.row.startDate,
    endDate: entry.row.endDate,
    plannedPoints: entry.row.plannedPoints,
    completedPoints: entry.row.committedCompletedPoints,
  }));
  return {
    _type: 'ProjectSprintStatistics',
    overview: {
      totalSprints: versions.length,
      openSprints: versions.filter((version) => version.status === 'open').length,
      lockedSprints: versions.filter((version) => version.status === 'locked').length,
      closedSprints: versions.filter((version) => version.status === 'closed').length,
      totalWorkPackages: sum((entry) => entry.figures.count),
      totalStoryPoints: sum((entry) => entry.figures.points),
      completedStoryPoints: sum((entry) => entry.figures.closedPoints),
      totalHours: round2(sum((entry) => entry.figures.estimatedHours)),
      remainingHours: round2(sum((entry) => entry.figures.openRemainingHours)),
    },
    sprints: sprints.map((entry) => entry.row),
    velocity: { ...velocity(historicalData.map((entry) => entry.completedPoints)), historicalData },
  };
}
