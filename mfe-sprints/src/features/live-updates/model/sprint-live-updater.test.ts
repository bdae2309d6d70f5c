import { queryClient, queryKeys, TAB_ID, type ProjectEventMessage } from '@tessera/shared';
import { sprintKeys } from '../../../entities/sprint';
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

  it("ignores this tab's own changes, comments, other projects, and anything after it is disposed", () => {
    const { updater, invalidate } = setup();
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
});
