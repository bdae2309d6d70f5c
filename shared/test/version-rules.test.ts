import dayjs from 'dayjs';
import {
  changedVersionFields,
  formatVersionDate,
  VERSION_DURATION_TOO_LONG_MESSAGE,
  VERSION_END_NOT_AFTER_START_MESSAGE,
  VERSION_FIELD_BY_ATTRIBUTE,
  VERSION_NAME_REQUIRED_MESSAGE,
  VERSION_NAME_TOO_LONG_MESSAGE,
  VERSION_NAME_TOO_SHORT_MESSAGE,
  VERSION_START_IN_PAST_MESSAGE,
  versionDurationDays,
  versionEndDateError,
  versionFormValues,
  versionNameError,
  versionSharingOptions,
  versionStartDateError,
  versionStatusOptions,
  type ProjectVersion,
} from '../src/domain';

const SPRINT: ProjectVersion = {
  id: 14, name: 'Sprint 14', description: 'Checkout polish', startDate: '2026-11-16', endDate: '2026-11-27', status: 'open',
  sharing: 'none', lockVersion: 2, daysRemaining: 2, definingProject: { id: 5, name: 'Apollo' }, createdAt: '', updatedAt: '',
  canUpdate: true, canDelete: true,
};

const start = dayjs('2026-11-16');
const after = (days: number) => start.add(days, 'day');

describe('version form rules (spec 002 section 5)', () => {
  it('wants a trimmed name of 2 to 99 characters', () => {
    expect(versionNameError(undefined)).toBe(VERSION_NAME_REQUIRED_MESSAGE);
    expect(versionNameError('  ')).toBe(VERSION_NAME_REQUIRED_MESSAGE);
    expect(versionNameError(' a ')).toBe(VERSION_NAME_TOO_SHORT_MESSAGE);
    expect(versionNameError('ab')).toBeNull();
    expect(versionNameError('x'.repeat(99))).toBeNull();
    expect(versionNameError('x'.repeat(100))).toBe(VERSION_NAME_TOO_LONG_MESSAGE);
  });

  it('says so in the words of the spec', () => {
    expect(VERSION_NAME_REQUIRED_MESSAGE).toBe('Sprint name is required');
    expect(VERSION_NAME_TOO_SHORT_MESSAGE).toBe('Sprint name must be at least 2 characters');
    expect(VERSION_NAME_TOO_LONG_MESSAGE).toBe('Sprint name must be less than 100 characters');
    expect(VERSION_END_NOT_AFTER_START_MESSAGE).toBe('End date must be after start date');
    expect(VERSION_DURATION_TOO_LONG_MESSAGE).toBe('Sprint duration cannot exceed 6 months');
    expect(VERSION_START_IN_PAST_MESSAGE).toBe('Start date cannot be in the past');
  });

  it('wants the end after the start, at most 180 days after it; one date alone is fine', () => {
    expect(versionEndDateError(start, start)).toBe(VERSION_END_NOT_AFTER_START_MESSAGE);
    expect(versionEndDateError(start, after(-1))).toBe(VERSION_END_NOT_AFTER_START_MESSAGE);
    expect(versionEndDateError(start, after(1))).toBeNull();
    expect(versionEndDateError(start, after(180))).toBeNull();
    expect(versionEndDateError(start, after(181))).toBe(VERSION_DURATION_TOO_LONG_MESSAGE);
    expect(versionEndDateError(null, after(1))).toBeNull();
    expect(versionEndDateError(start, null)).toBeNull();
  });

  it('counts whole days, whatever the time of day', () => {
    expect(versionDurationDays(dayjs('2026-11-16T23:00:00'), dayjs('2026-11-30T01:00:00'))).toBe(14);
    expect(versionDurationDays(start, undefined)).toBeNull();
  });

  it('refuses a start in the past on create only', () => {
    const today = dayjs('2026-11-25');
    expect(versionStartDateError(dayjs('2026-11-24'), true, today)).toBe(VERSION_START_IN_PAST_MESSAGE);
    expect(versionStartDateError(dayjs('2026-11-25'), true, today)).toBeNull();
    expect(versionStartDateError(dayjs('2026-11-24'), false, today)).toBeNull();
    expect(versionStartDateError(null, true, today)).toBeNull();
  });

  it('sends dates as YYYY-MM-DD', () => {
    expect(formatVersionDate(dayjs('2026-11-16T15:30:00'))).toBe('2026-11-16');
    expect(formatVersionDate(null)).toBeNull();
    expect(formatVersionDate(undefined)).toBeNull();
  });

  it("shows a 422 on the field of the attribute the server names", () => {
    expect(VERSION_FIELD_BY_ATTRIBUTE.startDate).toBe('startDate');
    expect(VERSION_FIELD_BY_ATTRIBUTE.sharing).toBe('sharing');
    expect(VERSION_FIELD_BY_ATTRIBUTE.lockVersion).toBeUndefined();
  });
});

describe('version form values and changes', () => {
  it('starts the form from the version', () => {
    const values = versionFormValues(SPRINT);
    expect(values).toMatchObject({ name: 'Sprint 14', description: 'Checkout polish', status: 'open', sharing: 'none' });
    expect(formatVersionDate(values.startDate)).toBe('2026-11-16');
    expect(formatVersionDate(values.endDate)).toBe('2026-11-27');
    expect(versionFormValues({ ...SPRINT, startDate: null, endDate: null })).toMatchObject({ startDate: null, endDate: null });
  });

  it('finds nothing to send for the values it started from, or for fields not reported yet', () => {
    expect(changedVersionFields(SPRINT, versionFormValues(SPRINT))).toEqual({});
    expect(changedVersionFields(SPRINT, {})).toEqual({});
    // Only spaces added around the name or the description: nothing changed.
    expect(changedVersionFields(SPRINT, { ...versionFormValues(SPRINT), name: ' Sprint 14 ', description: 'Checkout polish  ' })).toEqual({});
  });

  it('sends only what changed: trimmed text, dates as YYYY-MM-DD, a cleared date as null', () => {
    expect(
      changedVersionFields(SPRINT, {
        ...versionFormValues(SPRINT),
        name: ' Sprint 14b ',
        description: ' Refunds ',
        startDate: null,
        endDate: dayjs('2026-11-30'),
        status: 'closed',
        sharing: 'tree',
      }),
    ).toEqual({
      name: 'Sprint 14b', description: { raw: 'Refunds' }, startDate: null, endDate: '2026-11-30', status: 'closed', sharing: 'tree',
    });
    expect(changedVersionFields(SPRINT, { ...versionFormValues(SPRINT), description: '', endDate: null })).toEqual({
      description: { raw: '' }, endDate: null,
    });
  });
});

describe('version select options', () => {
  it('offers the statuses in order', () => {
    expect(versionStatusOptions()).toEqual([
      { value: 'open', label: 'Open' },
      { value: 'locked', label: 'Locked' },
      { value: 'closed', label: 'Closed' },
    ]);
  });

  it("offers 'System-wide' to administrators only, unless the version is already shared so", () => {
    const system = (options: ReturnType<typeof versionSharingOptions>) => options.find((option) => option.value === 'system');
    expect(versionSharingOptions(true).map((option) => option.value)).toEqual(['none', 'descendants', 'hierarchy', 'tree', 'system']);
    expect(versionSharingOptions(true).every((option) => !option.disabled)).toBe(true);
    expect(system(versionSharingOptions(false))).toEqual({ value: 'system', label: 'System-wide (administrators only)', disabled: true });
    expect(system(versionSharingOptions(false, 'system'))).toEqual({ value: 'system', label: 'System-wide', disabled: false });
    expect(system(versionSharingOptions(false, 'tree'))).toMatchObject({ disabled: true });
    expect(versionSharingOptions(false).filter((option) => option.disabled)).toHaveLength(1);
  });
});
