import type { Db } from '../db/index.ts';
import type { NewVersion, NewWorkPackage, VersionSharing, VersionStatus } from '../db/schema.ts';
import { versionDetails } from '../modules/versions/index.ts';
import { insertJournals, type JournalEntry, VERSION_JOURNABLE } from '../journals/index.ts';

/**
 * Demo versions (sprints, spec 002) and the way work moves through them. Website relaunch runs two-week sprints
 * (Monday to the Friday after): four finished and closed, the current one (started a few days before the seed date),
 * and the next one planned. Mobile app shares its 'Release 3.0' with its sub-projects, iOS runs sprints of its own,
 * and the template defines the versions a copied project starts with. Every date follows from the seed date.
 *
 * A work package placed in a sprint gets the history a team would leave behind: created in the backlog, planned into
 * the sprint on its first morning, started and completed on working days of the sprint; some join mid-sprint, are
 * re-estimated, descoped, carried over to the next sprint or reopened. Burndowns and velocity replay these journals.
 */

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const at = (day: string, hours: number, minutes = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + hours * 3_600_000 + minutes * 60_000);

/** The Monday on or before a day. */
function mondayOnOrBefore(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Monday to Friday of a sprint, in order. */
function workingDays(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
}

export interface DemoVersion {
  /** '<project key>:<name>', how work package plans name it. */
  key: string;
  project: string;
  name: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  status: VersionStatus;
  sharing: VersionSharing;
  createdAt: Date;
  /** When a finished sprint was closed (its status open -> closed journal). */
  closedAt: Date | null;
}

const WEB_SPRINT_GOALS = [
  'Homepage foundations: the hero, the offer cards and a working contact form.',
  'Navigation and media: the mega menu, the product video and the office map.',
  'Search: site search in the header, the newsletter sign-up and the cookie banner.',
  'Accessibility and comparison: WCAG fixes, the plan comparison and the error pages.',
  'Landing pages: the block editor, search suggestions and the keyboard fixes.',
  'Publishing: previews, scheduled go-live and analytics events.',
];

const SPRINT_LENGTH_DAYS = 14;
/** Monday to the Friday of the following week. */
const SPRINT_LAST_DAY = 11;

/** Every demo version, dated from the seed date: `now` decides which sprint is the current one. */
export function demoVersions(now: Date): DemoVersion[] {
  const today = isoDay(now);
  // The current sprint started on the Monday at least two days ago, so it has a few days behind it and ends ahead.
  const currentStart = mondayOnOrBefore(addDays(today, -2));
  const created = (start: string | null, daysBefore: number) =>
    new Date(Math.min(start === null ? now.getTime() : at(start, 15).getTime() - daysBefore * DAY_MS, now.getTime() - DAY_MS));
  const web = WEB_SPRINT_GOALS.map((goal, index): DemoVersion => {
    const number = index + 1;
    const start = addDays(currentStart, (number - 5) * SPRINT_LENGTH_DAYS);
    const end = addDays(start, SPRINT_LAST_DAY);
    const finished = number < 5;
    return {
      key: `web:${number}`,
      project: 'web',
      name: `Sprint ${number}`,
      description: goal,
      startDate: start,
      endDate: end,
      status: finished ? 'closed' : 'open',
      sharing: 'none',
      createdAt: created(start, 4),
      closedAt: finished ? at(end, 17, 30) : null,
    };
  });
  const iosSprint = (number: number, offset: number, goal: string): DemoVersion => {
    const start = addDays(currentStart, offset * SPRINT_LENGTH_DAYS);
    const end = addDays(start, SPRINT_LAST_DAY);
    const finished = offset < 0;
    return {
      key: `ios:${number}`,
      project: 'ios',
      name: `iOS sprint ${number}`,
      description: goal,
      startDate: start,
      endDate: end,
      status: finished ? 'closed' : 'open',
      sharing: 'none',
      createdAt: created(start, 3),
      closedAt: finished ? at(end, 16, 45) : null,
    };
  };
  return [
    ...web,
    {
      key: 'mobile:release',
      project: 'mobile',
      name: 'Release 3.0',
      description: 'Both apps in the stores with offline mode, the new checkout and widgets.',
      startDate: addDays(today, -60),
      endDate: addDays(today, 30),
      status: 'open',
      // iOS and Android plan their release work against it.
      sharing: 'descendants',
      createdAt: created(addDays(today, -60), 2),
      closedAt: null,
    },
    iosSprint(6, -1, 'Offline mode: cached orders and the sync queue.'),
    iosSprint(7, 0, 'App review fixes and the new checkout.'),
    { key: 'template:sprint1', project: 'template', name: 'Sprint 1', description: 'Kickoff, team rituals and the engineering setup.', startDate: null, endDate: null, status: 'open', sharing: 'none', createdAt: created(null, 0), closedAt: null },
    { key: 'template:sprint2', project: 'template', name: 'Sprint 2', description: 'The first features on the new foundation.', startDate: null, endDate: null, status: 'open', sharing: 'none', createdAt: created(null, 0), closedAt: null },
    { key: 'template:release', project: 'template', name: 'Release 1.0', description: 'The first release to users.', startDate: null, endDate: null, status: 'open', sharing: 'none', createdAt: created(null, 0), closedAt: null },
  ];
}

/** A seeded version as the work package plans need it. */
export interface SprintWindow {
  id: number;
  startDate: string | null;
  endDate: string | null;
  /** Its working days (none without dates). */
  days: string[];
}

/**
 * Inserts the demo versions of the given projects (key -> id) with their journals (creation; closing for finished
 * sprints) by each project's first member. Returns the versions by key.
 */
export async function seedDemoVersions(db: Db, projectIds: Map<string, number>, authors: Map<string, number>, now: Date): Promise<Map<string, SprintWindow>> {
  const versions = demoVersions(now).filter((version) => projectIds.has(version.project));
  const result = new Map<string, SprintWindow>();
  if (versions.length === 0) return result;
  const rows: NewVersion[] = versions.map((version) => ({
    project_id: projectIds.get(version.project)!,
    name: version.name,
    description: version.description,
    start_date: version.startDate,
    end_date: version.endDate,
    status: version.status,
    sharing: version.sharing,
    lock_version: version.closedAt === null ? 0 : 1,
    created_at: version.createdAt.toISOString(),
    updated_at: (version.closedAt ?? version.createdAt).toISOString(),
  }));
  await db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('versions').values(rows).returning('id').execute();
    const journals: JournalEntry[] = [];
    versions.forEach((version, index) => {
      const id = inserted[index].id;
      const row = rows[index];
      const author = authors.get(version.project) ?? null;
      const journal = (createdAt: Date, details: JournalEntry['details']): JournalEntry => ({
        journableType: VERSION_JOURNABLE,
        journableId: id,
        projectId: row.project_id,
        userId: author,
        notes: '',
        createdAt: createdAt.toISOString(),
        details,
      });
      journals.push(journal(version.createdAt, versionDetails(null, { ...row, status: 'open' })));
      if (version.closedAt !== null) journals.push(journal(version.closedAt, [{ property: 'status', old_value: 'open', new_value: 'closed' }]));
      result.set(version.key, {
        id,
        startDate: version.startDate,
        endDate: version.endDate,
        days: version.startDate && version.endDate ? workingDays(version.startDate, version.endDate) : [],
      });
    });
    await insertJournals(trx, journals);
  });
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Work in sprints

/**
 * Where a work package sits in the sprints, and what happened to it there. Days are working-day indexes of its final
 * sprint (0 = the first Monday); events of the current sprint that would fall on today or later have not happened.
 */
export interface SprintPlacement {
  /** The sprint it ends up in (a version key). */
  sprint: string;
  /** Story points (user stories and bugs). */
  points?: number;
  /** Work started on this day (none: not started). */
  started?: number;
  /** Completed on this day. */
  done?: number;
  /** Joined the sprint mid-way: created that day with the version (a bug found during the sprint). */
  added?: number;
  /** Planned into that earlier sprint first and started there, but not finished: carried over at this sprint's planning. */
  carriedFrom?: string;
  /** Planned into that earlier sprint first, taken out to the backlog on `day` of it, planned again into this one. */
  descopedFrom?: { sprint: string; day: number };
  /** Re-estimated on this day. */
  reestimated?: { day: number; points: number };
  /** Completed, reopened on `day` (a regression), completed again on `doneAgain`. */
  reopened?: { day: number; doneAgain: number };
}

export type SprintOutcome = 'new' | 'inProgress' | 'completed';

export interface SprintHistoryStep {
  at: Date;
  userId: number;
  changes: Partial<NewWorkPackage>;
  notes?: string;
}

const STATUS = { new: 1, inProgress: 2, completed: 4 } as const;

/**
 * Fills a planned work package's row (version, dates, points as created) and history for its placement. `worker`
 * changes the status, `planner` plans the sprints. Returns where it stands now.
 */
export function planSprintWork(
  row: NewWorkPackage,
  placement: SprintPlacement,
  windows: Map<string, SprintWindow>,
  people: { worker: number; planner: number },
  now: Date,
  push: (step: SprintHistoryStep) => void,
): { outcome: SprintOutcome; createdAt: Date } {
  const window = windows.get(placement.sprint);
  if (!window || window.days.length === 0) throw new Error(`seed: sprint ${placement.sprint} is missing or has no dates`);
  const today = isoDay(now);
  const dayIn = (target: SprintWindow, index: number) => target.days[Math.min(index, target.days.length - 1)];
  // Whether a day of a sprint is behind us (today is not over, so nothing on it has happened yet).
  const past = (target: SprintWindow, index: number) => dayIn(target, index) < today;
  const first = placement.carriedFrom ?? placement.descopedFrom?.sprint;
  const firstWindow = first === undefined ? window : windows.get(first);
  if (!firstWindow) throw new Error(`seed: sprint ${first} is missing`);
  const estimate = row.estimated_hours ?? null;

  // Planning happens on a sprint's first morning; the next sprint is filled during the current one (never later than now).
  const planningTime = (target: SprintWindow) => new Date(Math.min(at(target.startDate!, 9, 30).getTime(), now.getTime() - 2 * 3_600_000));
  // As created: in the backlog a week or two before it was first planned, or mid-sprint straight into the sprint.
  const createdAt =
    placement.added !== undefined
      ? past(window, placement.added)
        ? at(dayIn(window, placement.added), 9, 5)
        : new Date(now.getTime() - 3 * 3_600_000)
      : new Date(planningTime(firstWindow).getTime() - (5 + ((row.position ?? 0) % 9)) * DAY_MS);
  Object.assign(row, {
    version_id: placement.added !== undefined ? window.id : null,
    start_date: firstWindow.startDate,
    due_date: window.endDate,
    story_points: placement.points ?? row.story_points ?? null,
    status_id: STATUS.new,
    done_ratio: 0,
    remaining_hours: estimate,
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
  });
  const plan = (target: SprintWindow, versionId: number | null, notes?: string) => push({ at: planningTime(target), userId: people.planner, changes: { version_id: versionId }, notes });
  const step = (target: SprintWindow, index: number, hours: number, minutes: number, userId: number, changes: Partial<NewWorkPackage>, notes?: string) => {
    if (past(target, index)) push({ at: at(dayIn(target, index), hours, minutes), userId, changes, notes });
    return past(target, index);
  };
  const start = (target: SprintWindow, index: number) =>
    step(target, index, 10, 15 + ((row.position ?? 0) * 7) % 40, people.worker, {
      status_id: STATUS.inProgress,
      done_ratio: 30,
      remaining_hours: estimate === null ? null : Math.round(estimate * 0.7 * 2) / 2,
    });
  const complete = (target: SprintWindow, index: number) =>
    step(target, index, 15, 40, people.worker, { status_id: STATUS.completed, done_ratio: 100, remaining_hours: estimate === null ? null : 0 });

  let outcome: SprintOutcome = 'new';
  if (placement.carriedFrom !== undefined) {
    plan(firstWindow, firstWindow.id);
    if (start(firstWindow, 4)) outcome = 'inProgress';
    plan(window, window.id, 'Carried over: not finished in the last sprint.');
  } else if (placement.descopedFrom !== undefined) {
    plan(firstWindow, firstWindow.id);
    step(firstWindow, placement.descopedFrom.day, 11, 0, people.planner, { version_id: null }, 'Descoped in the mid-sprint check: we take it into the next sprint.');
    plan(window, window.id);
  } else if (placement.added === undefined) {
    plan(window, window.id);
  }
  if (placement.reestimated && placement.points !== undefined) {
    step(window, placement.reestimated.day, 11, 30, people.planner, { story_points: placement.reestimated.points }, 'Re-estimated after the refinement: bigger than we thought.');
  }
  if (placement.started !== undefined && outcome === 'new' && start(window, placement.started)) outcome = 'inProgress';
  if (placement.done !== undefined && complete(window, placement.done)) {
    outcome = 'completed';
    if (placement.reopened) {
      if (step(window, placement.reopened.day, 9, 50, people.planner, { status_id: STATUS.inProgress, done_ratio: 80, remaining_hours: estimate === null ? null : 1 }, 'Reopened: the fix broke the focus order on Safari.')) {
        outcome = 'inProgress';
        if (complete(window, placement.reopened.doneAgain)) outcome = 'completed';
      }
    }
  }
  return { outcome, createdAt };
}
