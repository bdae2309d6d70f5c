import { createElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { InvalidateQueryFilters } from '@tanstack/react-query';
import { announce, LiveAnnouncer, queryClient, queryKeys, TAB_ID, type ProjectEventMessage } from '@tessera/shared';
import { sprintKeys } from '../../../entities/sprint';
import { mapSprintTask } from '../../../entities/task';
import { version, wpHal } from '../../../../test/fixtures';
import { usePendingAssignments } from '../../sprint-board';
import { SprintLiveUpdater } from './sprint-live-updater';

const event = (type: string, extra: Record<string, unknown> = {}) =>
  ({ id: `${type}-${Math.random()}`, type, projectId: 5, actorId: 3, at: '2026-11-20T10:00:00Z', workPackageId: 12, ...extra }) as ProjectEventMessage;

function setup() {
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const updater = new SprintLiveUpdater(queryClient, 5, 300);
  const invalidated = () => invalidate.mock.calls.map(([filters]) => JSON.stringify(filters!.queryKey));
  return { updater, invalidate, invalidated };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  usePendingAssignments.setState({ ids: new Set() });
});

describe('SprintLiveUpdater', () => {
  it('refetches the tasks and figures once for a burst of work package events from elsewhere', () => {
    const { updater, invalidated } = setup();
    updater.handle(event('work_package.updated'));
    updater.handle(event('work_package.created', { workPackageId: 13 }));
    expect(invalidated()).toEqual([]);
    jest.advanceTimersByTime(300);
    expect(invalidated()).toEqual([sprintKeys.tasks(5), sprintKeys.projectStatistics(5), sprintKeys.sprints].map((key) => JSON.stringify(key)));
  });

  it('refetches the sprints on version events, everything on a resync', () => {
    const { updater, invalidated } = setup();
    updater.handle(event('version.deleted', { versionId: 7, workPackageId: undefined }));
    jest.advanceTimersByTime(300);
    expect(invalidated()).toContain(JSON.stringify(queryKeys.projectVersions(5)));
    expect(invalidated()).not.toContain(JSON.stringify(sprintKeys.tasks(5)));

    const second = setup();
    second.updater.handle({ type: 'resync', projectId: 5 });
    jest.advanceTimersByTime(300);
    expect(second.invalidated()).toEqual(expect.arrayContaining([JSON.stringify(queryKeys.projectVersions(5)), JSON.stringify(sprintKeys.tasks(5))]));
  });

  it("ignores this tab's own changes, comments, documents, other projects, and anything after it is disposed", () => {
    const { updater, invalidate } = setup();
    updater.handle(event('document.updated', { documentId: 3, workPackageId: undefined }));
    updater.handle(event('work_package.updated', { tabId: TAB_ID }));
    updater.handle(event('work_package.updated', { origin: 'mfe_sprints' }));
    updater.handle(event('activity.created', { activityId: 4 }));
    updater.handle(event('work_package.updated', { projectId: 6 }));
    jest.advanceTimersByTime(1000);
    expect(invalidate).not.toHaveBeenCalled();
    updater.handle(event('work_package.updated'));
    updater.dispose();
    jest.advanceTimersByTime(1000);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('waits for a drop being saved before reloading the tasks (the card keeps its new place)', () => {
    const { updater, invalidated } = setup();
    usePendingAssignments.setState({ ids: new Set([12]) });
    updater.handle(event('work_package.updated'));
    jest.advanceTimersByTime(300);
    expect(invalidated()).toEqual([]);
    usePendingAssignments.setState({ ids: new Set() });
    jest.advanceTimersByTime(300);
    expect(invalidated()).toContain(JSON.stringify(sprintKeys.tasks(5)));
  });

  it("reads out the tasks other people moved once they are refetched, not a drop of this user's made meanwhile", async () => {
    const task = (id: number, subject: string, versionId: number | null) => mapSprintTask(wpHal(id, { subject }, { versionId }));
    queryClient.setQueryData(queryKeys.projectVersions(5), [version(1, { name: 'Sprint 1' }), version(2, { name: 'Sprint 2' })]);
    queryClient.setQueryData(sprintKeys.tasks(5), [task(12, 'Refund flow', 1), task(13, 'Login page', null), task(14, 'Release notes', null)]);
    jest.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters?: InvalidateQueryFilters) => {
      if (JSON.stringify(filters?.queryKey) !== JSON.stringify(sprintKeys.tasks(5))) return;
      // While the tasks are read again, this user drops task 14 into Sprint 1 (its save is still running).
      usePendingAssignments.setState({ ids: new Set([14]) });
      queryClient.setQueryData(sprintKeys.tasks(5), [task(12, 'Refund flow', 2), task(13, 'Login page', 2), task(14, 'Release notes', 1)]);
    });
    render(createElement(LiveAnnouncer));
    const region = screen.getByTestId('live-announcer');
    act(() => announce(''));
    const updater = new SprintLiveUpdater(queryClient, 5, 300);

    // Someone moved 12 (and touched 14); 13 moved too, but no event named it yet.
    updater.handle(event('work_package.updated', { workPackageId: 12 }));
    updater.handle(event('work_package.updated', { workPackageId: 14 }));
    act(() => void jest.advanceTimersByTime(300));
    await waitFor(() => expect(region).toHaveTextContent('Refund flow moved to Sprint 2'));
    expect(region.textContent).toBe('Refund flow moved to Sprint 2');
    queryClient.clear();
  });
});
