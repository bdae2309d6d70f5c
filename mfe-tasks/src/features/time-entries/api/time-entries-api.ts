// Time entries of a task and the time entry form's choices (docs/api.md 'Time entries'; spec 001 section 7).
import {
  api,
  elementsOf,
  filtersParam,
  hasAction,
  idFromHref,
  linkOf,
  parseIsoDuration,
  sortByParam,
  type ApiAnswer,
  type ApiRequestBody,
  type FilterSpec,
  type HalCollection,
  type ProjectHal,
  type TimeEntriesActivityHal,
  type TimeEntryHal,
  type WorkPackageHal,
} from '@tessera/shared';
import { hoursToIsoDuration } from '../model/duration';
import { INVALID_TIME_ENTRY_ID, TIME_ENTRIES_PAGE_SIZE, TIME_ENTRY_CHOICES_PAGE_SIZE } from '../model/time-entries-constants';

export interface TimeEntry {
  id: number;
  hours: number;
  spentOn: string;
  comment: string;
  userId: number | null;
  userName: string;
  activityId: number | null;
  activityName: string;
  projectId: number | null;
  workPackageId: number | null;
  ongoing: boolean;
  /** The server offers updateImmediately only to who may change the entry. */
  canEdit: boolean;
}

const DELETED_USER = 'Deleted user';

export function mapTimeEntry(hal: TimeEntryHal): TimeEntry {
  const user = linkOf(hal, 'user');
  const activity = linkOf(hal, 'activity');
  return {
    id: hal.id,
    hours: parseIsoDuration(hal.hours) ?? 0,
    spentOn: hal.spentOn,
    comment: hal.comment?.raw ?? '',
    userId: idFromHref(user?.href),
    userName: user?.title ?? DELETED_USER,
    activityId: idFromHref(activity?.href),
    activityName: activity?.title ?? '',
    projectId: idFromHref(linkOf(hal, 'project')?.href),
    workPackageId: idFromHref((linkOf(hal, 'entity') ?? linkOf(hal, 'workPackage'))?.href),
    ongoing: hal.ongoing === true,
    canEdit: hasAction(hal, 'updateImmediately'),
  };
}

/** The card's date filters ('YYYY-MM-DD', inclusive; null: open). */
export interface SpentOnRange {
  from: string | null;
  to: string | null;
}

export interface TimeEntriesPage {
  /** Newest first. */
  entries: TimeEntry[];
  total: number;
  /** The hours of every matching entry (the server's sum). */
  totalHours: number;
}

type TimeEntryCollection = ApiAnswer<'/api/v3/time_entries', 'get'>;

/** Newest first: the card shows the latest three. */
export const TIME_ENTRIES_SORT = sortByParam([
  ['spentOn', 'desc'],
  ['id', 'desc'],
]);

export function timeEntryFilters(workPackageId: number, range: SpentOnRange): FilterSpec[] {
  return [
    { name: 'work_package', operator: '=', values: [workPackageId] },
    ...(range.from ? [{ name: 'spent_on', operator: '>=', values: [range.from] }] : []),
    ...(range.to ? [{ name: 'spent_on', operator: '<=', values: [range.to] }] : []),
  ];
}

export async function fetchTimeEntries(workPackageId: number, range: SpentOnRange, signal?: AbortSignal): Promise<TimeEntriesPage> {
  const collection = await api.get<TimeEntryCollection>('/time_entries', {
    query: { filters: filtersParam(timeEntryFilters(workPackageId, range)), sortBy: TIME_ENTRIES_SORT, pageSize: TIME_ENTRIES_PAGE_SIZE },
    signal,
  });
  const entries = elementsOf(collection).map(mapTimeEntry);
  const totalHours = parseIsoDuration(collection.totalHours) ?? entries.reduce((sum, entry) => sum + entry.hours, 0);
  return { entries, total: collection.total ?? entries.length, totalHours };
}

export interface NewTimeEntry {
  projectId: number;
  workPackageId: number | null;
  activityId: number;
  /** 'YYYY-MM-DD'. */
  spentOn: string;
  hours: number;
  comment: string;
}

/** The POST /time_entries body: links by href, hours as an ISO 8601 duration (PT0M for zero). */
export function timeEntryBody(entry: NewTimeEntry): ApiRequestBody<'/api/v3/time_entries', 'post'> {
  return {
    spentOn: entry.spentOn,
    hours: hoursToIsoDuration(entry.hours),
    ...(entry.comment.trim() ? { comment: { raw: entry.comment.trim() } } : {}),
    _links: {
      project: { href: `/api/v3/projects/${entry.projectId}` },
      activity: { href: `/api/v3/time_entries/activities/${entry.activityId}` },
      ...(entry.workPackageId !== null ? { workPackage: { href: `/api/v3/work_packages/${entry.workPackageId}` } } : {}),
    },
  };
}

export async function createTimeEntry(entry: NewTimeEntry): Promise<TimeEntry> {
  return mapTimeEntry(await api.post<TimeEntryHal>('/time_entries', timeEntryBody(entry)));
}

/** Saves new hours (spec 001 section 5: stored as an hours-and-minutes duration). */
export async function updateTimeEntryHours(id: number, hours: number): Promise<TimeEntry> {
  if (!Number.isInteger(id) || id <= 0) throw new Error(INVALID_TIME_ENTRY_ID);
  const body: ApiRequestBody<'/api/v3/time_entries/{id}', 'patch'> = { hours: hoursToIsoDuration(hours) };
  return mapTimeEntry(await api.patch<TimeEntryHal>(`/time_entries/${id}`, body));
}

export interface Choice {
  id: number;
  name: string;
  isDefault?: boolean;
}

/** The projects where the user may log time, by name. */
export async function fetchAvailableProjects(signal?: AbortSignal): Promise<Choice[]> {
  const collection = await api.get<HalCollection<ProjectHal>>('/time_entries/available_projects', {
    query: { pageSize: TIME_ENTRY_CHOICES_PAGE_SIZE, sortBy: sortByParam([['name', 'asc']]) },
    signal,
  });
  return elementsOf(collection).map((project) => ({ id: project.id, name: project.name ?? `#${project.id}` }));
}

/** The work packages of a project that time can be logged on (closed ones too). */
export async function fetchAvailableWorkPackages(projectId: number, signal?: AbortSignal): Promise<Choice[]> {
  const collection = await api.get<HalCollection<WorkPackageHal>>('/time_entries/available_work_packages', {
    query: {
      filters: filtersParam([{ name: 'project', operator: '=', values: [projectId] }]),
      sortBy: sortByParam([['id', 'asc']]),
      pageSize: TIME_ENTRY_CHOICES_PAGE_SIZE,
    },
    signal,
  });
  return elementsOf(collection).map((wp) => ({ id: wp.id, name: `#${wp.id} ${wp.subject ?? ''}`.trim() }));
}

/** The activities a project offers (the default one flagged). */
export async function fetchActivities(projectId: number, signal?: AbortSignal): Promise<Choice[]> {
  const collection = await api.get<HalCollection<TimeEntriesActivityHal>>('/time_entries/activities', {
    query: { filters: filtersParam([{ name: 'project', operator: '=', values: [projectId] }]) },
    signal,
  });
  return elementsOf(collection).map((activity) => ({ id: activity.id, name: activity.name ?? `#${activity.id}`, isDefault: activity.isDefault === true }));
}
