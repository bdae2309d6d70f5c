import { mockFetch } from '@tessera/shared/test/fetch-mock';
import { timeEntryHal, fakeTimeEntry } from '../testing/time-entries-server';
import { mapTimeEntry, timeEntryBody, updateTimeEntryHours } from './time-entries-api';

describe('time entries API', () => {
  it('maps an entry: hours from the ISO 8601 duration, owner, activity, work package, the edit offered', () => {
    const entry = mapTimeEntry(timeEntryHal(fakeTimeEntry({ id: 9, hours: 1.25, comment: 'Review', activityId: 2, userId: 4, userName: 'Tomás Herrera' })));
    expect(entry).toEqual({
      id: 9, hours: 1.25, spentOn: '2026-03-01', comment: 'Review', userId: 4, userName: 'Tomás Herrera', activityId: 2, activityName: 'Design',
      projectId: 5, workPackageId: 12, ongoing: false, canEdit: true,
    });
  });

  it('sends zero hours as PT0M and leaves out an empty comment and a missing work package', () => {
    expect(timeEntryBody({ projectId: 5, workPackageId: null, activityId: 1, spentOn: '2026-03-01', hours: 0, comment: '  ' })).toEqual({
      spentOn: '2026-03-01',
      hours: 'PT0M',
      _links: { project: { href: '/api/v3/projects/5' }, activity: { href: '/api/v3/time_entries/activities/1' } },
    });
  });

  it("refuses to update an entry without a positive id ('Invalid time entry ID'), sending nothing", async () => {
    const fetch = mockFetch(() => {
      throw new Error('no request expected');
    });
    await expect(updateTimeEntryHours(0, 1)).rejects.toThrow('Invalid time entry ID');
    await expect(updateTimeEntryHours(-3, 1)).rejects.toThrow('Invalid time entry ID');
    expect(fetch).not.toHaveBeenCalled();
  });
});
