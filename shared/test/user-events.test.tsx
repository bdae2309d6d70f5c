import { act, renderHook } from '@testing-library/react';
import { mapCurrentUser } from '../src/auth';
import { resetAuthStore, setCurrentUser } from '../src/auth/auth-store';
import { RECONNECT_BASE_DELAY_MS, resetUserEvents, subscribeToUserEvents, useUserEvents, type UserEventMessage } from '../src/realtime';
import { FakeEventSource } from './fake-event-source';
import { adminHal, userHal } from './fixtures';

let restore: () => void;
beforeEach(() => {
  restore = FakeEventSource.install();
  setCurrentUser(mapCurrentUser(userHal()));
});
afterEach(() => {
  resetUserEvents();
  restore();
  jest.useRealTimers();
});

const nextTick = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const created = (notificationId: number) => ({ type: 'notification.created', userId: 2, notificationId, actorId: 1 });

describe("the user's own events", () => {
  it('opens one stream on /events/me for every listener and hands each its notifications', async () => {
    const first: UserEventMessage[] = [];
    const second: UserEventMessage[] = [];
    subscribeToUserEvents((message) => first.push(message));
    subscribeToUserEvents((message) => second.push(message));
    await nextTick();
    expect(FakeEventSource.instances).toHaveLength(1);
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/v3/events/me');
    act(() => {
      stream.open().emit(created(4));
      // Anything else on the stream is ignored.
      stream.emit({ type: 'work_package.updated', projectId: 5, workPackageId: 1, actorId: 1 });
    });
    expect(first.map((message) => message.type)).toEqual(['notification.created']);
    expect(second).toEqual(first);
  });

  it('closes when the last listener leaves or the user signs out, and reopens for the next account', async () => {
    const unsubscribe = subscribeToUserEvents(() => {});
    await nextTick();
    const stream = FakeEventSource.latest();
    unsubscribe();
    await nextTick();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);

    subscribeToUserEvents(() => {});
    await nextTick();
    const mine = FakeEventSource.latest();
    act(() => setCurrentUser(mapCurrentUser(adminHal())));
    await nextTick();
    // Another account signed in: the previous user's stream closes, a new one opens.
    expect(mine.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.live()).toHaveLength(1);
    act(() => resetAuthStore());
    await nextTick();
    expect(FakeEventSource.live()).toHaveLength(0);
  });

  it('reconnects after a failure with backoff and tells listeners to resync', async () => {
    jest.useFakeTimers();
    const messages: UserEventMessage[] = [];
    renderHook(() => useUserEvents((message) => messages.push(message)));
    await act(async () => jest.advanceTimersByTime(0));
    const broken = FakeEventSource.latest();
    act(() => {
      broken.open().fail();
    });
    expect(FakeEventSource.live()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(RECONNECT_BASE_DELAY_MS * 1.25));
    const again = FakeEventSource.latest();
    expect(again).not.toBe(broken);
    act(() => {
      again.open().emit(created(9));
    });
    expect(messages.map((message) => message.type)).toEqual(['resync', 'notification.created']);
  });
});
