import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { announce, LiveAnnouncer, mapCurrentUser, queryClient, resetProjectEvents, setCurrentUser, TAB_ID } from '@tessera/shared';
import { FakeEventSource } from '@tessera/shared/test/fake-event-source';
import { halError, jsonResponse, mockFetch, requestsOf, type MockResponse } from '@tessera/shared/test/fetch-mock';
import { userHal } from '@tessera/shared/test/fixtures';
import { activityKeys } from '../../activities';
import { moveTaskToStatus } from '../../board';
import { summarizeTasks } from '../../summary';
import { fetchTask, taskKeys, useProjectTasks, useProjectVersions, type WorkPackageHal } from '../../../entities/task';
import { collectionOf, STATUSES_HAL, wpHal } from '../../../entities/task/testing/fixtures';
import { versionsCollection, type FakeVersion } from '../../../entities/task/testing/versions';
import { resetForeignChanges, useTaskChangedElsewhere } from './foreign-changes';
import { useLiveTaskUpdates } from './use-live-task-updates';

const PROJECT = 5;
const ME = 7;
const SOMEONE_ELSE = 9;

// ---- A small API: the project's work packages, one by one, and a timeline. ----

let packages: Map<number, WorkPackageHal>;
let versions: FakeVersion[] = [];
let fetchMock: jest.Mock;
let heldStatusCall: ((response: MockResponse) => void) | null = null;

function startServer(initial: WorkPackageHal[]) {
  packages = new Map(initial.map((wp) => [wp.id, wp]));
  fetchMock = mockFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname.replace('/api/v3', '');
    if (path === '/statuses') return jsonResponse(200, collectionOf(STATUSES_HAL));
    if (path === `/projects/${PROJECT}/versions`) return jsonResponse(200, versionsCollection(versions));
    if (path === `/projects/${PROJECT}/work_packages`) return jsonResponse(200, collectionOf([...packages.values()], packages.size, 1000, 1));
    const status = /^\/work_packages\/(\d+)\/status$/.exec(path);
    if (status && request.method === 'PATCH') return new Promise<MockResponse>((resolve) => (heldStatusCall = resolve));
    const activities = /^\/work_packages\/(\d+)\/activities$/.exec(path);
    if (activities) return jsonResponse(200, collectionOf([]));
    const one = /^\/work_packages\/(\d+)$/.exec(path);
    if (one) {
      const wp = packages.get(Number(one[1]));
      return wp ? jsonResponse(200, wp) : halError(404, 'NotFound', 'The requested resource could not be found.');
    }
    return halError(404, 'NotFound', `No fake for ${request.method} ${path}`);
  });
}

const gets = (pattern: RegExp) => requestsOf(fetchMock).filter((request) => request.method === 'GET' && pattern.test(new URL(request.url, 'http://localhost').pathname));
const LIST = /\/projects\/5\/work_packages$/;
const ONE = (id: number) => new RegExp(`/work_packages/${id}$`);

/** What another user's browser would change on the server, then the event the server would send. */
function change(id: number, overrides: Partial<WorkPackageHal>, options?: Parameters<typeof wpHal>[2]) {
  const previous = packages.get(id);
  packages.set(id, wpHal(id, { lockVersion: (previous?.lockVersion ?? -1) + 1, ...overrides }, options));
}

// ---- What the user sees: a board (subjects and statuses), the summary total, and an open panel. ----

function Board() {
  useLiveTaskUpdates(PROJECT);
  const tasks = useProjectTasks(PROJECT);
  return (
    <div>
      <ul>
        {tasks.data?.map((task) => (
          <li key={task.id}>
            {task.title} · {task.status}
          </li>
        ))}
      </ul>
      <span data-testid="total">{tasks.data && summarizeTasks(tasks.data, '2026-03-01').total}</span>
    </div>
  );
}

function Panel({ taskId, loadedLockVersion }: { taskId: number; loadedLockVersion?: number }) {
  const client = useQueryClient();
  const task = useQuery({ queryKey: taskKeys.detail(taskId), queryFn: () => fetchTask(client, taskId), retry: false });
  const timeline = useQuery({ queryKey: activityKeys.timeline(taskId), queryFn: () => Promise.resolve(Date.now()) });
  const elsewhere = useTaskChangedElsewhere(taskId, loadedLockVersion);
  return (
    <section>
      <h2>{task.isError ? 'Task gone' : task.data?.title}</h2>
      <span data-testid="timeline-loads">{timeline.dataUpdatedAt}</span>
      {elsewhere.changed && <p>{elsewhere.deleted ? 'Deleted by someone else' : `Changed by user ${elsewhere.actorId} (version ${elsewhere.lockVersion})`}</p>}
    </section>
  );
}

/** The version choices the tasks area offers (the create dialog, the panel and the filters read this query). */
function VersionNames() {
  const query = useProjectVersions(PROJECT);
  return <p data-testid="versions">{query.data?.map((version) => version.name).join(', ')}</p>;
}

function renderPage(ui: React.ReactNode) {
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

async function openStream(): Promise<FakeEventSource> {
  const stream = await waitFor(() => FakeEventSource.latest());
  act(() => void stream.open());
  return stream;
}

const event = (type: string, workPackageId: number, extra: Record<string, unknown> = {}) => ({
  type,
  projectId: PROJECT,
  workPackageId,
  actorId: SOMEONE_ELSE,
  ...extra,
});

let restoreEventSource: () => void;
beforeEach(() => {
  restoreEventSource = FakeEventSource.install();
  setCurrentUser(mapCurrentUser(userHal({ id: ME })));
});
afterEach(() => {
  resetProjectEvents();
  resetForeignChanges();
  restoreEventSource();
  heldStatusCall = null;
  versions = [];
});

describe('useLiveTaskUpdates', () => {
  it("shows another user's edit, new task and deletion on the board without reloading the whole board", async () => {
    startServer([wpHal(12, { subject: 'Write release notes' }), wpHal(13, { subject: 'Fix login' })]);
    renderPage(<Board />);
    expect(await screen.findByText('Write release notes · New')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('2');
    const stream = await openStream();

    change(12, { subject: 'Write release notes' }, { statusId: 2 });
    act(() => void stream.emit(event('work_package.updated', 12, { lockVersion: 1 })));
    expect(await screen.findByText('Write release notes · In Progress')).toBeInTheDocument();

    change(40, { subject: 'Translate the FAQ' });
    act(() => void stream.emit(event('work_package.created', 40, { lockVersion: 0 })));
    expect(await screen.findByText('Translate the FAQ · New')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent('3'));

    packages.delete(13);
    act(() => void stream.emit(event('work_package.deleted', 13)));
    await waitFor(() => expect(screen.queryByText('Fix login · New')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent('2'));

    // One read of the board at the start; each change fetched only its own task.
    expect(gets(LIST)).toHaveLength(1);
    expect(gets(ONE(12))).toHaveLength(1);
    expect(gets(ONE(40))).toHaveLength(1);
  });

  it('tells screen readers politely who moved which task where, by the mover\'s name', async () => {
    startServer([wpHal(12, { subject: 'Write release notes' }), wpHal(13, { subject: 'Fix login' })]);
    queryClient.setQueryData(taskKeys.assignees(PROJECT), [{ id: SOMEONE_ELSE, type: 'User', name: 'Hannah Becker', avatar: null }]);
    renderPage(
      <>
        <Board />
        <LiveAnnouncer />
      </>,
    );
    expect(await screen.findByText('Write release notes · New')).toBeInTheDocument();
    const stream = await openStream();
    const region = screen.getByTestId('live-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    // The region is the page's one: clear what earlier tests left in it.
    act(() => announce(''));

    // An edit that keeps the status is not read out.
    change(13, { subject: 'Fix the login' });
    act(() => void stream.emit(event('work_package.updated', 13, { lockVersion: 1 })));
    expect(await screen.findByText('Fix the login · New')).toBeInTheDocument();
    expect(region.textContent).toBe('');

    change(12, { subject: 'Write release notes' }, { statusId: 2 });
    act(() => void stream.emit(event('work_package.updated', 12, { lockVersion: 1 })));
    await waitFor(() => expect(region).toHaveTextContent('Hannah Becker moved Write release notes to In Progress'));
  });

  it("ignores this tab's own changes (the request that made them already updated the screen) and documents, not the user's other tabs'", async () => {
    startServer([wpHal(12), wpHal(13)]);
    renderPage(<Board />);
    await screen.findByText('Task 12 · New');
    const stream = await openStream();
    change(12, {}, { statusId: 2 });
    act(() => void stream.emit(event('work_package.updated', 12, { lockVersion: 1, actorId: ME, tabId: TAB_ID })));
    act(() => void stream.emit(event('work_package.updated', 12, { lockVersion: 1, projectId: 99 })));
    // A document of the project changed: nothing on the board does.
    act(() => void stream.emit({ type: 'document.updated', projectId: PROJECT, documentId: 12, lockVersion: 3, actorId: SOMEONE_ELSE }));
    // The same user in another tab, handled with the same batch: once it shows, the batch is done.
    change(13, { subject: 'Marker' });
    act(() => void stream.emit(event('work_package.updated', 13, { lockVersion: 1, actorId: ME, tabId: 'the-users-other-tab' })));
    await screen.findByText('Marker · New');
    expect(gets(ONE(12))).toHaveLength(0);
    expect(gets(LIST)).toHaveLength(1);
  });

  it('reloads the board once for a bulk change of many tasks, and everything after a resync', async () => {
    startServer(Array.from({ length: 12 }, (_, index) => wpHal(index + 1)));
    renderPage(
      <>
        <Board />
        <Panel taskId={3} />
      </>,
    );
    await screen.findByText('Task 12 · New');
    await screen.findByRole('heading', { name: 'Task 3' });
    const stream = await openStream();

    for (let id = 1; id <= 12; id++) change(id, {}, { statusId: 4 });
    act(() => {
      for (let id = 1; id <= 12; id++) stream.emit(event('work_package.updated', id, { lockVersion: 1 }));
    });
    await waitFor(() => expect(screen.getAllByText(/· Completed$/)).toHaveLength(12));
    expect(gets(LIST)).toHaveLength(2);
    expect(gets(ONE(1))).toHaveLength(0);
    expect(gets(ONE(3))).toHaveLength(2); // the open panel's task

    change(3, { subject: 'Renamed while we were away' });
    act(() => void stream.resync());
    expect(await screen.findByRole('heading', { name: 'Renamed while we were away' })).toBeInTheDocument();
    await waitFor(() => expect(gets(LIST)).toHaveLength(3));
  });

  it("refreshes an open panel's task and timeline on another user's comment; a deleted task's panel finds it gone", async () => {
    startServer([wpHal(12, { subject: 'Plan the launch', commentCount: 0 })]);
    renderPage(
      <>
        <Board />
        <Panel taskId={12} />
      </>,
    );
    await screen.findByRole('heading', { name: 'Plan the launch' });
    const stream = await openStream();
    const timelineLoadedAt = Number(screen.getByTestId('timeline-loads').textContent);

    packages.set(12, wpHal(12, { subject: 'Plan the launch', commentCount: 1 }));
    act(() => void stream.emit(event('activity.created', 12, { activityId: 300 })));
    await waitFor(() => expect(Number(screen.getByTestId('timeline-loads').textContent)).toBeGreaterThan(timelineLoadedAt));
    expect(gets(ONE(12)).length).toBeGreaterThanOrEqual(2);
    expect(queryClient.getQueryData<{ commentCount: number }>(taskKeys.detail(12))?.commentCount).toBe(1);

    packages.delete(12);
    act(() => void stream.emit(event('work_package.deleted', 12)));
    expect(await screen.findByRole('heading', { name: 'Task gone' })).toBeInTheDocument();
    expect(screen.getByText('Deleted by someone else')).toBeInTheDocument();
  });

  it('leaves a card this user is moving where they dropped it until the move is saved', async () => {
    startServer([wpHal(12, { subject: 'Review the design' }), wpHal(13)]);
    renderPage(<Board />);
    await screen.findByText('Review the design · New');
    const stream = await openStream();

    const status = STATUSES_HAL[1];
    let moved: Promise<unknown> = Promise.resolve();
    act(() => {
      moved = moveTaskToStatus({ queryClient, projectId: PROJECT, taskId: 12, target: { id: status.id, name: status.name, color: status.color, isClosed: false } });
    });
    expect(await screen.findByText('Review the design · In Progress')).toBeInTheDocument();

    change(12, { subject: 'Review the new design' });
    act(() => void stream.emit(event('work_package.updated', 12, { lockVersion: 1 })));
    change(13, { subject: 'Marker' });
    act(() => void stream.emit(event('work_package.updated', 13, { lockVersion: 1 })));
    await screen.findByText('Marker · New');
    expect(gets(ONE(12))).toHaveLength(0);
    expect(screen.getByText('Review the design · In Progress')).toBeInTheDocument();

    // The status call answers (on top of the other user's change); then the deferred refresh runs.
    packages.set(12, wpHal(12, { subject: 'Review the new design', lockVersion: 2 }, { statusId: 2 }));
    await act(async () => {
      heldStatusCall!(jsonResponse(200, packages.get(12)));
      await moved;
    });
    expect(await screen.findByText('Review the new design · In Progress')).toBeInTheDocument();
  });
});

describe('useLiveTaskUpdates: versions', () => {
  const versionEvent = (type: string, versionId: number, extra: Record<string, unknown> = {}) => ({
    type, projectId: PROJECT, versionId, actorId: SOMEONE_ELSE, ...extra,
  });

  it("refreshes the version choices and the board when another user changes a version", async () => {
    versions = [{ id: 7, name: 'Sprint 14' }];
    startServer([wpHal(12, { subject: 'Plan the launch' }, { versionId: 7, versionName: 'Sprint 14' })]);
    renderPage(
      <>
        <Board />
        <VersionNames />
      </>,
    );
    await screen.findByText('Plan the launch · New');
    await waitFor(() => expect(screen.getByTestId('versions')).toHaveTextContent('Sprint 14'));
    const stream = await openStream();

    versions = [{ id: 7, name: 'Sprint 14: checkout' }, { id: 8, name: 'Sprint 15' }];
    act(() => void stream.emit(versionEvent('version.updated', 7)));
    await waitFor(() => expect(screen.getByTestId('versions')).toHaveTextContent('Sprint 14: checkout, Sprint 15'));
    // The cards name the version from the work packages' links: the board is read again.
    await waitFor(() => expect(gets(LIST)).toHaveLength(2));
    expect(gets(/\/projects\/5\/versions$/)).toHaveLength(2);
  });

  it('also refreshes for a version changed in this tab (by project settings or the sprint board: other remotes)', async () => {
    versions = [{ id: 7, name: 'Sprint 14' }];
    startServer([wpHal(12, { subject: 'Plan the launch' }, { versionId: 7, versionName: 'Sprint 14' })]);
    renderPage(
      <>
        <Board />
        <VersionNames />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('versions')).toHaveTextContent('Sprint 14'));
    const stream = await openStream();

    versions = [];
    packages.set(12, wpHal(12, { subject: 'Plan the launch', lockVersion: 1 }));
    act(() => void stream.emit(versionEvent('version.deleted', 7, { actorId: ME, tabId: TAB_ID })));
    await waitFor(() => expect(screen.getByTestId('versions')).toBeEmptyDOMElement());
    await waitFor(() => expect(gets(LIST)).toHaveLength(2));
    expect(gets(/\/projects\/5\/versions$/)).toHaveLength(2);
    await waitFor(() => expect(queryClient.getQueryData<Array<{ version: unknown }>>(taskKeys.list(PROJECT))?.[0].version).toBeNull());
  });
});

describe('useTaskChangedElsewhere', () => {
  it('says when another user saved a newer version than the one the edits started from', async () => {
    startServer([wpHal(12, { subject: 'Plan the launch', lockVersion: 2 })]);
    const { rerender } = renderPage(
      <>
        <Board />
        <Panel taskId={12} loadedLockVersion={2} />
      </>,
    );
    await screen.findByRole('heading', { name: 'Plan the launch' });
    const stream = await openStream();

    // A comment keeps the version; this tab's own save is not someone else's.
    act(() => void stream.emit(event('activity.created', 12, { activityId: 5 })));
    act(() => void stream.emit(event('work_package.updated', 12, { lockVersion: 3, actorId: ME, tabId: TAB_ID })));
    expect(screen.queryByText(/Changed by user/)).not.toBeInTheDocument();

    change(12, { subject: 'Plan the big launch' });
    act(() => void stream.emit(event('work_package.updated', 12, { lockVersion: 3 })));
    expect(await screen.findByText(`Changed by user ${SOMEONE_ELSE} (version 3)`)).toBeInTheDocument();

    // Reloaded (the edits now start from version 3): nothing left to say.
    rerender(
      <QueryClientProvider client={queryClient}>
        <Board />
        <Panel taskId={12} loadedLockVersion={3} />
      </QueryClientProvider>,
    );
    expect(screen.queryByText(/Changed by user/)).not.toBeInTheDocument();
  });
});
