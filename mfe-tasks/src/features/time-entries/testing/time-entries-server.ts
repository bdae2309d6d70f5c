// An in-memory stand-in for the time entry endpoints (docs/api.md 'Time entries') behind the browser's fetch, so
// tests drive the real API client and see every request. `handleTimeEntryRequest` answers one request from a state
// and can be mounted in another fake server (the task panel's); `createTimeEntriesServer` mounts it on its own.
import { halError, jsonResponse, mockApi, type MockResponse, type RecordedRequest } from '@tessera/shared/test/fetch-mock';
import { projectHal } from '@tessera/shared/test/fixtures';
import { formatIsoDuration, parseIsoDuration, type TimeEntriesActivityHal, type TimeEntryHal } from '@tessera/shared';
import { wpHal } from '../../../entities/task/testing/fixtures';

export interface FakeTimeEntry {
  id: number;
  projectId: number;
  workPackageId: number | null;
  userId: number;
  userName: string;
  activityId: number;
  hours: number;
  spentOn: string;
  comment: string;
  canEdit: boolean;
}

export const FAKE_ACTIVITIES = [
  { id: 1, name: 'Development', isDefault: true },
  { id: 2, name: 'Design', isDefault: false },
  { id: 3, name: 'Testing', isDefault: false },
];
export const FAKE_PROJECTS = [
  { id: 5, name: 'Website relaunch' },
  { id: 6, name: 'Design system' },
];
export const FAKE_WORK_PACKAGES = [
  { id: 12, projectId: 5, subject: 'Pay with a saved card' },
  { id: 13, projectId: 5, subject: 'Checkout epic' },
  { id: 20, projectId: 6, subject: 'Button tokens' },
];

export interface TimeEntryState {
  entries: FakeTimeEntry[];
  nextId: number;
  /** The user the server answers for (owner of new entries). */
  user: { id: number; name: string };
}

const activityName = (id: number) => FAKE_ACTIVITIES.find((activity) => activity.id === id)?.name ?? 'Unknown';

/** A time entry as the server represents it (links with titles, the owner embedded). */
export function timeEntryHal(entry: FakeTimeEntry): TimeEntryHal {
  const workPackage = entry.workPackageId === null ? { href: null } : { href: `/api/v3/work_packages/${entry.workPackageId}` };
  const userHref = `/api/v3/users/${entry.userId}`;
  return {
    _type: 'TimeEntry',
    id: entry.id,
    hours: formatIsoDuration(entry.hours),
    spentOn: entry.spentOn,
    ongoing: false,
    comment: { format: 'plain', raw: entry.comment, html: `<p>${entry.comment}</p>` },
    createdAt: `${entry.spentOn}T09:00:00.000Z`,
    updatedAt: `${entry.spentOn}T09:00:00.000Z`,
    _embedded: { user: { _type: 'User', id: entry.userId, name: entry.userName, avatar: null, _links: { self: { href: userHref, title: entry.userName } } } },
    _links: {
      self: { href: `/api/v3/time_entries/${entry.id}` },
      project: { href: `/api/v3/projects/${entry.projectId}` },
      entity: workPackage,
      workPackage,
      user: { href: userHref, title: entry.userName },
      activity: { href: `/api/v3/time_entries/activities/${entry.activityId}`, title: activityName(entry.activityId) },
      ...(entry.canEdit ? { updateImmediately: { href: `/api/v3/time_entries/${entry.id}`, method: 'patch' } } : {}),
    },
  };
}

/** An activity as the server represents it. */
function timeEntriesActivityHal(activity: (typeof FAKE_ACTIVITIES)[number], position: number): TimeEntriesActivityHal {
  const self = `/api/v3/time_entries/activities/${activity.id}`;
  return {
    _type: 'TimeEntriesActivity', id: activity.id, name: activity.name, position: position + 1, default: activity.isDefault, isDefault: activity.isDefault, active: true,
    _links: { self: { href: self, title: activity.name }, projects: { href: `/api/v3/time_entries/available_projects?filters=${encodeURIComponent(JSON.stringify([{ activity: { operator: '=', values: [String(activity.id)] } }]))}` } },
  };
}

const collection = (elements: unknown[], extra: Record<string, unknown> = {}) => ({ _type: 'Collection', total: elements.length, count: elements.length, ...extra, _embedded: { elements } });
const idOf = (href: string | null | undefined) => (href ? Number(/\/(\d+)$/.exec(href)?.[1]) : null);

type Filter = Record<string, { operator: string; values: string[] }>;

function filtersOf(url: URL): Filter[] {
  const raw = url.searchParams.get('filters');
  return raw ? (JSON.parse(raw) as Filter[]) : [];
}

function matches(entry: FakeTimeEntry, filters: Filter[]): boolean {
  return filters.every((filter) => {
    const [name, { operator, values }] = Object.entries(filter)[0];
    if (name === 'work_package') return values.map(Number).includes(entry.workPackageId ?? -1);
    if (name === 'spent_on' && operator === '>=') return entry.spentOn >= values[0];
    if (name === 'spent_on' && operator === '<=') return entry.spentOn <= values[0];
    throw new Error(`the fake server does not know the filter ${name} ${operator}`);
  });
}

/** Answers a time entry request from the state, or undefined when the request is not one of these endpoints. */
export function handleTimeEntryRequest(state: TimeEntryState, request: RecordedRequest): MockResponse | undefined {
  const url = new URL(request.url, 'http://localhost');
  const path = url.pathname.replace(/^\/api\/v3/, '');
  if (request.method === 'GET' && path === '/time_entries') {
    const found = state.entries
      .filter((entry) => matches(entry, filtersOf(url)))
      .sort((a, b) => (a.spentOn === b.spentOn ? b.id - a.id : a.spentOn < b.spentOn ? 1 : -1));
    return jsonResponse(200, collection(found.map(timeEntryHal), { totalHours: formatIsoDuration(found.reduce((sum, entry) => sum + entry.hours, 0)) }));
  }
  if (request.method === 'GET' && path === '/time_entries/available_projects') {
    return jsonResponse(200, collection(FAKE_PROJECTS.map((project) => projectHal({ id: project.id, name: project.name, identifier: `project-${project.id}` }))));
  }
  if (request.method === 'GET' && path === '/time_entries/available_work_packages') {
    const projectId = Number(filtersOf(url)[0]?.project?.values[0]);
    const found = FAKE_WORK_PACKAGES.filter((wp) => wp.projectId === projectId);
    return jsonResponse(200, collection(found.map((wp) => wpHal(wp.id, { subject: wp.subject }, { projectId: wp.projectId }))));
  }
  if (request.method === 'GET' && path === '/time_entries/activities') {
    return jsonResponse(200, collection(FAKE_ACTIVITIES.map(timeEntriesActivityHal)));
  }
  if (request.method === 'POST' && path === '/time_entries') {
    const body = request.body as { hours: string; spentOn: string; comment?: { raw: string }; _links: Record<string, { href: string | null }> };
    const entry: FakeTimeEntry = {
      id: state.nextId++,
      projectId: idOf(body._links.project?.href) ?? 0,
      workPackageId: idOf(body._links.workPackage?.href),
      userId: state.user.id,
      userName: state.user.name,
      activityId: idOf(body._links.activity?.href) ?? 0,
      hours: parseIsoDuration(body.hours) ?? 0,
      spentOn: body.spentOn,
      comment: body.comment?.raw ?? '',
      canEdit: true,
    };
    state.entries.push(entry);
    return jsonResponse(201, timeEntryHal(entry));
  }
  const one = /^\/time_entries\/(\d+)$/.exec(path);
  if (one && request.method === 'PATCH') {
    const entry = state.entries.find((candidate) => candidate.id === Number(one[1]));
    if (!entry) return halError(404, 'NotFound', 'The requested resource could not be found.');
    const body = request.body as { hours?: string };
    if (body.hours !== undefined) entry.hours = parseIsoDuration(body.hours) ?? entry.hours;
    return jsonResponse(200, timeEntryHal(entry));
  }
  return undefined;
}

export interface TimeEntriesServer {
  state: TimeEntryState;
  requests(method: string, path: RegExp): RecordedRequest[];
  /** The next request matching method and path gets this answer instead (once). */
  answerNext(method: string, path: RegExp, response: MockResponse): void;
  /** The next request matching method and path waits until the returned function is called. */
  hold(method: string, path: RegExp): () => void;
}

export function createTimeEntriesServer(entries: FakeTimeEntry[], user = { id: 3, name: 'Priya Raman' }): TimeEntriesServer {
  const state: TimeEntryState = { entries: entries.map((entry) => ({ ...entry })), nextId: 1000, user };
  const api = mockApi((request) => handleTimeEntryRequest(state, request) ?? halError(404, 'NotFound', `No fake for ${request.method} ${request.url}`));
  return {
    state,
    requests: (method, path) => api.requests(method, path),
    answerNext: (method, path, response) => api.answerNext(method, path, response),
    hold: (method, path) => api.hold(method, path),
  };
}

export function fakeTimeEntry(overrides: Partial<FakeTimeEntry> & { id: number }): FakeTimeEntry {
  return {
    projectId: 5,
    workPackageId: 12,
    userId: 3,
    userName: 'Priya Raman',
    activityId: 1,
    hours: 1,
    spentOn: '2026-03-01',
    comment: '',
    canEdit: true,
    ...overrides,
  };
}
