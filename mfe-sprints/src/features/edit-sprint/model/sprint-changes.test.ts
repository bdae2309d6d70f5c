import dayjs from 'dayjs';
import { versionFormValues } from '@tessera/shared';
import { version } from '../../../../test/fixtures';
import {
  diffSprint,
  isReopeningWithItems,
  NO_CHANGES_LABEL,
  reopenWarning,
  SAVE_CHANGES_LABEL,
  saveButtonState,
  statusChangeMessage,
} from './sprint-changes';

const sprint = version(7, { name: 'Sprint 14', startDate: '2026-11-16', endDate: '2026-11-27', status: 'closed', lockVersion: 2 });

describe('Edit Sprint changes', () => {
  it('finds nothing to send for the values it started from', () => {
    const diff = diffSprint(sprint, versionFormValues(sprint));
    expect(diff).toEqual({ changes: [], body: {} });
    expect(saveButtonState(diff, sprint.name)).toEqual({ label: NO_CHANGES_LABEL, disabled: true });
    // Fields not read yet count as unchanged.
    expect(diffSprint(sprint, {}).changes).toEqual([]);
  });

  it('lists each change as old versus new and sends only those properties', () => {
    const diff = diffSprint(sprint, {
      ...versionFormValues(sprint),
      name: ' Sprint 14b ',
      status: 'open',
      endDate: dayjs('2026-11-30'),
      startDate: null,
      sharing: 'tree',
      description: 'Checkout polish',
    });
    expect(diff.changes.map(({ field, before, after }) => [field, before, after])).toEqual([
      ['name', 'Sprint 14', 'Sprint 14b'],
      ['status', 'Closed', 'Open'],
      ['startDate', 'Nov 16, 2026', '—'],
      ['endDate', 'Nov 27, 2026', 'Nov 30, 2026'],
      ['description', '—', 'Checkout polish'],
      ['sharing', 'Project Only', 'Project Tree'],
    ]);
    expect(diff.body).toEqual({
      name: 'Sprint 14b', status: 'open', startDate: null, endDate: '2026-11-30', description: { raw: 'Checkout polish' }, sharing: 'tree',
    });
    expect(saveButtonState(diff, 'Sprint 14b')).toEqual({ label: SAVE_CHANGES_LABEL, disabled: false });
  });

  it('disables Save for a blank name, without an error text', () => {
    const diff = diffSprint(sprint, { ...versionFormValues(sprint), name: '  ' });
    expect(saveButtonState(diff, '  ')).toEqual({ label: SAVE_CHANGES_LABEL, disabled: true });
  });

  it('says how the status changes, and warns when a closed sprint with work items is reopened', () => {
    expect(statusChangeMessage('closed', 'locked')).toBe('Status will change from Closed to Locked');
    expect(isReopeningWithItems('closed', 'open', 3)).toBe(true);
    expect(isReopeningWithItems('closed', 'open', 0)).toBe(false);
    expect(isReopeningWithItems('locked', 'open', 3)).toBe(false);
    expect(isReopeningWithItems('closed', 'locked', 3)).toBe(false);
    expect(reopenWarning(1)).toMatch(/its 1 work item active again/);
  });
});
