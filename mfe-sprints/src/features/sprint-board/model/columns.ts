// The sprint board's columns (spec 002 section 2 'Sprint board'): one per sprint (version) that passes the status
// filter and the search, in the chosen order, plus the 'Unassigned Tasks' column. Each holds its tasks in board
// position order (the order the tasks arrive in).
import type { ProjectVersion, VersionStatus } from '@tessera/shared';
import { sameItems } from '@tessera/shared/dnd';
import type { SprintTask } from '../../../entities/task';
import { sprintDroppableId, UNASSIGNED_DROPPABLE_ID } from './board-ids';

export const COLUMN_WIDTH_PX = 350;
export const UNASSIGNED_COLUMN_TITLE = 'Unassigned Tasks';
export const EMPTY_SPRINT_MESSAGE = 'No tasks assigned to this version';
export const ALL_TASKS_ASSIGNED_MESSAGE = 'All tasks assigned!';
export const RELEASE_TO_UNASSIGN_MESSAGE = 'Release to unassign';
export const RELEASE_TO_ASSIGN_MESSAGE = 'Release to assign';
export const NO_MATCHING_TASKS_MESSAGE = 'No tasks match the search';
/** Why a column takes no drops (the server refuses to add work packages to a version that is not open). */
export const dropRefusalMessage = (status: Exclude<VersionStatus, 'open'>) =>
  status === 'locked'
    ? 'This sprint is locked: no work items can be added to it. Unlock it (Edit Sprint) to plan work into it.'
    : 'This sprint is closed: no work items can be added to it. Reopen it (Edit Sprint) to plan work into it.';

export type StatusFilter = 'all' | VersionStatus;
export const STATUS_FILTER_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'locked', label: 'Locked' },
];

export type SprintSort = 'startDate' | 'name' | 'endDate' | 'workItems';
export const SORT_OPTIONS: ReadonlyArray<{ value: SprintSort; label: string }> = [
  { value: 'startDate', label: 'Start Date' },
  { value: 'name', label: 'Name' },
  { value: 'endDate', label: 'End Date' },
  { value: 'workItems', label: 'Work Items' },
];

export interface BoardFilters {
  search: string;
  status: StatusFilter;
  sort: SprintSort;
  showUnassigned: boolean;
}

export interface ColumnSummary {
  itemCount: number;
  completedItems: number;
  totalPoints: number;
  completedPoints: number;
}

export interface SprintColumn {
  /** The droppable id: 'version-7' or 'unassigned'. */
  id: string;
  /** null for the Unassigned column. */
  version: ProjectVersion | null;
  title: string;
  /** The tasks shown (the search may hide some), in board position order. */
  tasks: SprintTask[];
  /** Over every task of the column, whatever the search. */
  summary: ColumnSummary;
  acceptsDrops: boolean;
  /** Why it takes no drops (a tooltip), null when it does. */
  dropRefusal: string | null;
}

export interface SprintBoardModel {
  /** The Unassigned column (when shown) first, then the sprints. */
  columns: SprintColumn[];
  /** Every sprint of the project, whatever the filters. */
  sprintCount: number;
  /** Sprints shown after the status filter and the search. */
  shownSprintCount: number;
  /** Tasks the board holds: those in the project's sprints plus the open unassigned ones. */
  taskCount: number;
}

export function summarize(tasks: readonly SprintTask[]): ColumnSummary {
  const summary: ColumnSummary = { itemCount: tasks.length, completedItems: 0, totalPoints: 0, completedPoints: 0 };
  for (const task of tasks) {
    const points = task.storyPoints ?? 0;
    summary.totalPoints += points;
    if (task.isClosed) {
      summary.completedItems += 1;
      summary.completedPoints += points;
    }
  }
  return summary;
}

/** Percent done: by story points when the column has any, else by work items (the server's completion rule). */
export function columnProgress(summary: ColumnSummary): number {
  if (summary.totalPoints > 0) return Math.round((summary.completedPoints / summary.totalPoints) * 100);
  if (summary.itemCount > 0) return Math.round((summary.completedItems / summary.itemCount) * 100);
  return 0;
}

export function normalizeSearch(search: string): string {
  return search.trim().toLowerCase();
}

/** A title containing the text, or the task's number ('42' or '#42'). */
export function taskMatches(task: SprintTask, query: string): boolean {
  if (query === '') return true;
  if (task.title.toLowerCase().includes(query)) return true;
  const number = query.startsWith('#') ? query.slice(1) : query;
  return number !== '' && String(task.id) === number;
}

const byName = (a: ProjectVersion, b: ProjectVersion) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }) || a.id - b.id;

/** Dates ascending with undated sprints last; ties by name. */
function byDate(field: 'startDate' | 'endDate') {
  return (a: ProjectVersion, b: ProjectVersion) => {
    const x = a[field];
    const y = b[field];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -1 : 1;
    }
    return byName(a, b);
  };
}

/** The sprints in the chosen order: dates ascending (undated last), names naturally ('Sprint 2' before 'Sprint 10'), most work items first. */
export function sortSprints(versions: readonly ProjectVersion[], sort: SprintSort, itemCount: (versionId: number) => number): ProjectVersion[] {
  const list = [...versions];
  if (sort === 'name') return list.sort(byName);
  if (sort === 'workItems') return list.sort((a, b) => itemCount(b.id) - itemCount(a.id) || byName(a, b));
  return list.sort(byDate(sort));
}

/**
 * Builds the board. Closed unassigned tasks are left out of the Unassigned column: it is the backlog of work still
 * to plan, and a project's history of finished tasks would bury it.
 */
export function buildSprintBoard(versions: readonly ProjectVersion[], tasks: readonly SprintTask[], filters: BoardFilters): SprintBoardModel {
  const byVersion = new Map<number, SprintTask[]>();
  const unassigned: SprintTask[] = [];
  for (const task of tasks) {
    if (task.versionId === null) {
      if (!task.isClosed) unassigned.push(task);
      continue;
    }
    const list = byVersion.get(task.versionId);
    if (list) list.push(task);
    else byVersion.set(task.versionId, [task]);
  }
  const query = normalizeSearch(filters.search);
  const itemCount = (versionId: number) => byVersion.get(versionId)?.length ?? 0;

  const sprintColumns: SprintColumn[] = [];
  for (const version of sortSprints(versions, filters.sort, itemCount)) {
    if (filters.status !== 'all' && version.status !== filters.status) continue;
    const all = byVersion.get(version.id) ?? [];
    // A sprint whose name matches shows all its tasks; otherwise it shows (and is shown for) its matching tasks.
    const nameMatches = query === '' || version.name.toLowerCase().includes(query);
    const shown = nameMatches ? all : all.filter((task) => taskMatches(task, query));
    if (!nameMatches && shown.length === 0) continue;
    const acceptsDrops = version.status === 'open';
    sprintColumns.push({
      id: sprintDroppableId(version.id),
      version,
      title: version.name,
      tasks: shown,
      summary: summarize(all),
      acceptsDrops,
      dropRefusal: version.status === 'open' ? null : dropRefusalMessage(version.status),
    });
  }

  const columns: SprintColumn[] = [];
  if (filters.showUnassigned) {
    columns.push({
      id: UNASSIGNED_DROPPABLE_ID,
      version: null,
      title: UNASSIGNED_COLUMN_TITLE,
      tasks: query === '' ? unassigned : unassigned.filter((task) => taskMatches(task, query)),
      summary: summarize(unassigned),
      acceptsDrops: true,
      dropRefusal: null,
    });
  }
  columns.push(...sprintColumns);

  const known = new Set(versions.map((version) => version.id));
  let inSprints = 0;
  for (const [versionId, list] of byVersion) if (known.has(versionId)) inSprints += list.length;
  return { columns, sprintCount: versions.length, shownSprintCount: sprintColumns.length, taskCount: inSprints + unassigned.length };
}

/** Same header and the same task objects: rendering it again would change nothing (a drop touches two columns). */
export function sameColumnContent(a: SprintColumn, b: SprintColumn): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.version === b.version &&
      a.title === b.title &&
      a.acceptsDrops === b.acceptsDrops &&
      a.summary.itemCount === b.summary.itemCount &&
      a.summary.completedItems === b.summary.completedItems &&
      a.summary.totalPoints === b.summary.totalPoints &&
      a.summary.completedPoints === b.summary.completedPoints &&
      sameItems(a.tasks, b.tasks))
  );
}
