import dayjs from 'dayjs';
import type { ProjectVersion } from '@tessera/shared';
import {
  createVersionBody, endDateError, initialVersionValues, nameError, patchChangesSomething, startDateError, versionPatch,
} from './version-form';

const SPRINT: ProjectVersion = {
  id: 14, name: 'Sprint 14', description: 'Checkout polish', startDate: '2026-11-16', endDate: '2026-11-27', status: 'open',
  sharing: 'none', lockVersion: 2, daysRemaining: 2, definingProject: { id: 5, name: 'Apollo' }, createdAt: '', updatedAt: '',
  canUpdate: true, canDelete: true,
};

describe('version form rules (spec 002 section 5)', () => {
  it('wants a trimmed name of 2 to 99 characters', () => {
    expect(nameError('  ')).toBe('Sprint name is required');
    expect(nameError(' a ')).toBe('Sprint name must be at least 2 characters');
    expect(nameError('ab')).toBeNull();
    expect(nameError('x'.repeat(99))).toBeNull();
    expect(nameError('x'.repeat(100))).toBe('Sprint name must be less than 100 characters');
  });

  it('wants the end after the start, at most 180 days after it', () => {
    const start = dayjs('2026-11-16');
    expect(endDateError(start, dayjs('2026-11-16'))).toBe('End date must be after start date');
    expect(endDateError(start, dayjs('2026-11-15'))).toBe('End date must be after start date');
    expect(endDateError(start, dayjs('2026-11-17'))).toBeNull();
    expect(endDateError(start, start.add(180, 'day'))).toBeNull();
    expect(endDateError(start, start.add(181, 'day'))).toBe('Sprint duration cannot exceed 6 months');
    expect(endDateError(null, start)).toBeNull();
  });

  it('refuses a start in the past on create only', () => {
    const today = dayjs('2026-11-25');
    expect(startDateError(dayjs('2026-11-24'), true, today)).toBe('Start date cannot be in the past');
    expect(startDateError(dayjs('2026-11-25'), true, today)).toBeNull();
    expect(startDateError(dayjs('2026-11-24'), false, today)).toBeNull();
  });
});

describe('version bodies', () => {
  it('creates a version of the project with every field', () => {
    const values = { ...initialVersionValues(), name: ' Sprint 15 ', startDate: dayjs('2026-11-30'), sharing: 'tree' as const };
    expect(createVersionBody(values, 5)).toEqual({
      name: 'Sprint 15', description: { raw: '' }, startDate: '2026-11-30', endDate: null, status: 'open', sharing: 'tree',
      _links: { definingProject: { href: '/api/v3/projects/5' } },
    });
  });

  it('patches only what changed from the version as the dialog opened, on the latest lockVersion', () => {
    const unchanged = initialVersionValues(SPRINT);
    expect(versionPatch(unchanged, SPRINT, 2)).toEqual({ lockVersion: 2 });
    expect(patchChangesSomething(versionPatch(unchanged, SPRINT, 2))).toBe(false);

    const edited = { ...unchanged, description: 'Refunds', endDate: null, status: 'closed' as const };
    expect(versionPatch(edited, SPRINT, 3)).toEqual({ lockVersion: 3, description: { raw: 'Refunds' }, endDate: null, status: 'closed' });
    expect(patchChangesSomething(versionPatch(edited, SPRINT, 3))).toBe(true);
  });
});
