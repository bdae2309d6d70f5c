import dayjs from 'dayjs';
import { changedVersionFields, type ProjectVersion } from '@tessera/shared';
import { createVersionBody, initialVersionValues } from './version-form';

const SPRINT: ProjectVersion = {
  id: 14, name: 'Sprint 14', description: 'Checkout polish', startDate: '2026-11-16', endDate: '2026-11-27', status: 'open',
  sharing: 'none', lockVersion: 2, daysRemaining: 2, definingProject: { id: 5, name: 'Apollo' }, createdAt: '', updatedAt: '',
  canUpdate: true, canDelete: true,
};

describe('version dialog values', () => {
  it('starts a new version blank, open and in this project only', () => {
    expect(initialVersionValues()).toEqual({ name: '', description: '', startDate: null, endDate: null, status: 'open', sharing: 'none' });
  });

  it('starts an edit from the version, with nothing to send until the user changes something', () => {
    const values = initialVersionValues(SPRINT);
    expect(values).toMatchObject({ name: 'Sprint 14', description: 'Checkout polish', status: 'open', sharing: 'none' });
    expect(values.startDate?.format('YYYY-MM-DD')).toBe('2026-11-16');
    expect(changedVersionFields(SPRINT, values)).toEqual({});
    expect(changedVersionFields(SPRINT, { ...values, description: 'Refunds', endDate: null, status: 'closed' })).toEqual({
      description: { raw: 'Refunds' }, endDate: null, status: 'closed',
    });
  });
});

describe('version bodies', () => {
  it('creates a version with every field, blank ones too', () => {
    const values = { ...initialVersionValues(), name: ' Sprint 15 ', startDate: dayjs('2026-11-30'), sharing: 'tree' as const };
    expect(createVersionBody(values)).toEqual({
      name: 'Sprint 15', description: { raw: '' }, startDate: '2026-11-30', endDate: null, status: 'open', sharing: 'tree',
    });
  });
});
