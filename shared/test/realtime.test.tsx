import { act, renderHook } from '@testing-library/react';
import { mapCurrentUser } from '../src/auth';
import { setCurrentUser } from '../src/auth/auth-store';
import { TAB_ID } from '../src/api';
import {
  announceProjectChange,
  isDocumentEvent,
  isForumEvent,
  isFromThisTab,
  isGithubEvent,
  isVersionEvent,
  isWorkPackageEvent,
  RECONNECT_BASE_DELAY_MS,
  resetProjectEvents,
  STREAM_HANDOVER_MS,
  subscribeToProjectEvents,
  useProjectEvents,
  type ProjectEventMessage,
} from '../src/realtime';
import { FakeEventSource } from './fake-event-source';
import { adminHal, userHal } from './fixtures';

let restore: () => void;
beforeEach(() => {
  restore = FakeEventSource.install();
  setCurrentUser(mapCurrentUser(userHal()));
});
afterEach(() => {
  resetProjectEvents();
  restore();
  jest.useRealTimers();
});

/** Subscriptions connect on the next tick (several made in one render share one connection). */
const nextTick = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function recorder() {
  const messages: ProjectEventMessage[] = [];
  const handler = (message: ProjectEventMessage) => messages.push(message);
  return { messages, handler, types: () => messages.map((message) => (message.type === 'resync' ? 'resync' : `${message.type} #${'workPackageId' in message ? message.workPackageId : 'versionId' in message ? message.versionId : 'documentId' in message ? message.documentId : 'forumId' in message ? message.forumId : '-'}`)) };
}

const updated = (projectId: number, workPackageId: number, extra: Record<string, unknown> = {}) => ({
  type: 'work_package.updated',
  projectId,
  workPackageId,
  lockVersion: 2,
  actorId: 9,
  ...extra,
});

describe('project events: one shared stream', () => {
  it('opens one stream for every watched project and hands each event to that project’s subscribers only', async () => {
    const board = recorder();
    const panel = recorder();
    const other = recorder();
    subscribeToProjectEvents(5, board.handler);
    subscribeToProjectEvents(5, panel.handler);
    subscribeToProjectEvents(7, other.handler);
    await nextTick();
    expect(FakeEventSource.instances).toHaveLength(1);
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/v3/events?projects=5%2C7');
    expect(stream.projects).toEqual([5, 7]);

    stream.open().emit(updated(5, 12)).emit(updated(7, 30));
    expect(board.types()).toEqual(['work_package.updated #12']);
    expect(panel.types()).toEqual(['work_package.updated #12']);
    expect(other.types()).toEqual(['work_package.updated #30']);
    expect(board.messages[0]).toMatchObject({ projectId: 5, workPackageId: 12, lockVersion: 2, actorId: 9 });
  });

  it('drops malformed and repeated events, and keeps delivering when a subscriber throws', async () => {
    const good = recorder();
    subscribeToProjectEvents(5, () => {
      throw new Error('a broken view');
    });
    subscribeToProjectEvents(5, good.handler);
    await nextTick();
    const stream = FakeEventSource.latest().open();
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      thrown.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      stream.emit({ type: 'project.exploded', projectId: 5, workPackageId: 1, actorId: 1 });
      stream.emit(updated(5, 12, { id: 'same' }));
      stream.emit(updated(5, 12, { id: 'same' }));
      await nextTick();
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(good.types()).toEqual(['work_package.updated #12']);
    // The broken subscriber's error is still reported (once: the repeat was dropped before reaching it).
    expect(thrown).toEqual([new Error('a broken view')]);
  });

  it("keeps the tab that made a change, so this tab can tell its own changes from the same user's other tabs", async () => {
    const seen = recorder();
    subscribeToProjectEvents(5, seen.handler);
    await nextTick();
    const stream = FakeEventSource.latest().open();
    stream.emit(updated(5, 12, { id: 'mine', tabId: TAB_ID }));
    stream.emit(updated(5, 13, { id: 'other-tab', tabId: 'another-tab-of-the-same-user' }));
    stream.emit(updated(5, 14, { id: 'bad-tab', tabId: 42 }));
    await nextTick();
    expect(seen.types()).toEqual(['work_package.updated #12', 'work_package.updated #13']);
    expect(seen.messages.map((message) => message.type !== 'resync' && isFromThisTab(message))).toEqual([true, false]);
  });

  it('parses version events by their version id', async () => {
    const seen = recorder();
    subscribeToProjectEvents(5, seen.handler);
    await nextTick();
    const stream = FakeEventSource.latest().open();
    stream.emit({ id: 'v1', type: 'version.updated', projectId: 5, versionId: 7, actorId: 9, at: '2026-11-25T10:00:00.000Z' });
    stream.emit({ id: 'v2', type: 'version.deleted', projectId: 5, actorId: 9, at: '2026-11-25T10:00:00.000Z' });
    stream.emit({ id: 'v3', type: 'work_package.updated', projectId: 5, versionId: 7, actorId: 9, at: '2026-11-25T10:00:00.000Z' });
    expect(seen.types()).toEqual(['version.updated #7']);
    expect(seen.messages[0].type !== 'resync' && isVersionEvent(seen.messages[0])).toBe(true);
  });

  it('parses document events by their document id', async () => {
    const seen = recorder();
    subscribeToProjectEvents(5, seen.handler);
    await nextTick();
    const stream = FakeEventSource.latest().open();
    stream.emit({ id: 'd1', type: 'document.updated', projectId: 5, documentId: 3, lockVersion: 4, actorId: 9, at: '2026-11-25T10:00:00.000Z' });
    stream.emit({ id: 'd2', type: 'document.deleted', projectId: 5, actorId: 9, at: '2026-11-25T10:00:00.000Z' });
    expect(seen.types()).toEqual(['document.updated #3']);
    const [message] = seen.messages;
    expect(message.type !== 'resync' && isDocumentEvent(message) && !isWorkPackageEvent(message)).toBe(true);
  });

  it('parses forum, forum message and typing events by their ids, and drops those missing one', async () => {
    const seen = recorder();
    subscribeToProjectEvents(5, seen.handler);
    await nextTick();
    const stream = FakeEventSource.latest().open();
    const base = { projectId: 5, actorId: 9, at: '2026-11-25T10:00:00.000Z' };
    stream.emit({ ...base, id: 'f1', type: 'forum.created', forumId: 2 });
    stream.emit({ ...base, id: 'f2', type: 'forum_message.created', forumId: 2, topicId: 8, messageId: 11 });
    stream.emit({ ...base, id: 'f3', type: 'forum.typing', forumId: 2, topicId: 8, actorName: 'Ana Lima' });
    stream.emit({ ...base, id: 'f4', type: 'forum_message.deleted', forumId: 2, topicId: 8 });
    stream.emit({ ...base, id: 'f5', type: 'forum.typing', forumId: 2, topicId: 8 });
    expect(seen.types()).toEqual(['forum.created #2', 'forum_message.created #2', 'forum.typing #2']);
    expect(seen.messages.every((message) => message.type !== 'resync' && isForumEvent(message) && !isWorkPackageEvent(message))).toBe(true);
  });

  it("parses a task's GitHub event by its work package, and the project's GitHub event by its project only", async () => {
    const seen = recorder();
    subscribeToProjectEvents(5, seen.handler);
    await nextTick();
    const stream = FakeEventSource.latest().open();
    const base = { projectId: 5, actorId: 0, at: '2026-11-25T10:00:00.000Z' };
    stream.emit({ ...base, id: 'g1', type: 'github_pull_requests.changed', workPackageId: 12 });
    stream.emit({ ...base, id: 'g2', type: 'github_pull_requests.changed' });
    stream.emit({ ...base, id: 'g3', type: 'github.updated' });
    // A project event never names a work package, whatever it carries: a task's GitHub tab must not take it as its own.
    stream.emit({ ...base, id: 'g4', type: 'github.updated', workPackageId: 12 });
    stream.emit({ ...base, id: 'g5', type: 'github.updated', projectId: '5' });
    expect(seen.messages.map((message) => message.type !== 'resync' && [message.type, message.id, 'workPackageId' in message ? message.workPackageId : 'none'])).toEqual([
      ['github_pull_requests.changed', 'g1', 12],
      ['github.updated', 'g3', 'none'],
      ['github.updated', 'g4', 'none'],
    ]);
    expect(seen.messages.every((message) => message.type !== 'resync' && isGithubEvent(message) && !isWorkPackageEvent(message))).toBe(true);
  });

  it("hands a change announced in this page to the project's subscribers at once, not as this tab's own", () => {
    const board = recorder();
    const other = recorder();
    subscribeToProjectEvents(5, board.handler);
    subscribeToProjectEvents(7, other.handler);
    announceProjectChange({ type: 'work_package.updated', projectId: 5, workPackageId: 12, lockVersion: 3, origin: 'mfe_sprints' });
    expect(board.types()).toEqual(['work_package.updated #12']);
    expect(board.messages[0]).toMatchObject({ origin: 'mfe_sprints', lockVersion: 3, actorId: userHal().id });
    expect(board.messages[0].type !== 'resync' && isFromThisTab(board.messages[0])).toBe(false);
    expect(other.types()).toEqual([]);
  });

  it('closes the stream when the last subscriber leaves', async () => {
    const unsubscribe = subscribeToProjectEvents(5, recorder().handler);
    await nextTick();
    const stream = FakeEventSource.latest().open();
    unsubscribe();
    await nextTick();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.live()).toHaveLength(0);
  });

  it('switches to a stream for the new set of projects without a gap: the old one closes after the new one opened', async () => {
    jest.useFakeTimers();
    const first = recorder();
    const second = recorder();
    subscribeToProjectEvents(5, first.handler);
    await act(async () => jest.advanceTimersByTime(0));
    const old = FakeEventSource.latest().open();

    subscribeToProjectEvents(7, second.handler);
    await act(async () => jest.advanceTimersByTime(0));
    const replacement = FakeEventSource.latest();
    expect(replacement).not.toBe(old);
    expect(replacement.projects).toEqual([5, 7]);
    // Until the new stream is open the old one still delivers.
    old.emit(updated(5, 1));
    replacement.open();
    // During the handover both deliver; an event seen on both arrives once.
    old.emit(updated(5, 2, { id: 'both' }));
    replacement.emit(updated(5, 2, { id: 'both' })).emit(updated(7, 3));
    expect(first.types()).toEqual(['work_package.updated #1', 'work_package.updated #2']);
    expect(second.types()).toEqual(['work_package.updated #3']);
    expect(old.readyState).not.toBe(FakeEventSource.CLOSED);
    await act(async () => jest.advanceTimersByTime(STREAM_HANDOVER_MS));
    expect(old.readyState).toBe(FakeEventSource.CLOSED);
    // A switch is not an interruption: nobody is asked to refetch.
    expect(first.messages.some((message) => message.type === 'resync')).toBe(false);
  });
});

describe('project events: interruptions', () => {
  it('reconnects with a growing backoff and then asks every subscriber to resync', async () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const board = recorder();
    subscribeToProjectEvents(5, board.handler);
    await act(async () => jest.advanceTimersByTime(0));
    FakeEventSource.latest().open().fail();
    expect(FakeEventSource.live()).toHaveLength(0);

    await act(async () => jest.advanceTimersByTime(RECONNECT_BASE_DELAY_MS - 1));
    expect(FakeEventSource.live()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    // The server refuses (a restart): the next attempt waits twice as long.
    FakeEventSource.latest().fail();
    await act(async () => jest.advanceTimersByTime(2 * RECONNECT_BASE_DELAY_MS - 1));
    expect(FakeEventSource.live()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(board.types()).toEqual([]);
    FakeEventSource.latest().open();
    expect(board.types()).toEqual(['resync']);
    expect(FakeEventSource.instances).toHaveLength(3);
    (Math.random as jest.Mock).mockRestore();
  });

  it('passes on the server’s resync notice (events were lost between server instances)', async () => {
    const board = recorder();
    subscribeToProjectEvents(5, board.handler);
    await nextTick();
    FakeEventSource.latest().open().resync();
    expect(board.messages).toEqual([{ type: 'resync', projectId: 5 }]);
  });

  it('connects only while someone is signed in, and reconnects for another account', async () => {
    setCurrentUser(null);
    subscribeToProjectEvents(5, recorder().handler);
    await nextTick();
    expect(FakeEventSource.instances).toHaveLength(0);

    act(() => setCurrentUser(mapCurrentUser(userHal())));
    await nextTick();
    const memberStream = FakeEventSource.latest().open();

    act(() => setCurrentUser(mapCurrentUser(adminHal())));
    await nextTick();
    expect(memberStream.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.live()).toHaveLength(1);

    act(() => setCurrentUser(null));
    await nextTick();
    expect(FakeEventSource.live()).toHaveLength(0);
  });
});

describe('useProjectEvents', () => {
  it('subscribes while mounted, follows the project, and always calls the latest handler', async () => {
    const calls: string[] = [];
    const { rerender, unmount } = renderHook(({ projectId, label }) => useProjectEvents(projectId, (message) => calls.push(`${label}:${message.type}`)), {
      initialProps: { projectId: 5 as number | null, label: 'first' },
    });
    await nextTick();
    let stream = FakeEventSource.latest().open();
    rerender({ projectId: 5, label: 'second' });
    stream.emit(updated(5, 12));
    expect(calls).toEqual(['second:work_package.updated']);

    rerender({ projectId: 8, label: 'second' });
    await nextTick();
    stream = FakeEventSource.latest().open();
    expect(stream.projects).toEqual([8]);
    stream.emit(updated(8, 40));
    expect(calls).toEqual(['second:work_package.updated', 'second:work_package.updated']);

    rerender({ projectId: null, label: 'second' });
    await nextTick();
    expect(FakeEventSource.live()).toHaveLength(0);
    unmount();
  });
});
