import dayjs from 'dayjs';
import { versionDurationDays } from '@tessera/shared';
import {
  buildCreateBody,
  durationWarning,
  isBeforeStart,
  longSprintWarning,
  newSprintDefaults,
  plusTwoWeeks,
  shortSprintWarning,
} from './sprint-form';

const start = dayjs('2026-11-16');
const after = (days: number) => start.add(days, 'day');

describe('sprint form rules', () => {
  it("'+2w' ends the sprint 14 days after the start", () => {
    expect(plusTwoWeeks(start).format('YYYY-MM-DD')).toBe('2026-11-30');
    expect(versionDurationDays(start, plusTwoWeeks(start))).toBe(14);
  });

  it('warns under 7 days and over 28 days, not for invalid dates', () => {
    expect(durationWarning(start, after(6))).toBe(shortSprintWarning(6));
    expect(durationWarning(start, after(1))).toBe(shortSprintWarning(1));
    expect(shortSprintWarning(1)).toMatch(/only 1 day long/);
    expect(durationWarning(start, after(7))).toBeNull();
    expect(durationWarning(start, after(28))).toBeNull();
    expect(durationWarning(start, after(29))).toBe(longSprintWarning(29));
    expect(durationWarning(start, after(0))).toBeNull();
    expect(durationWarning(start, after(200))).toBeNull();
    expect(durationWarning(null, after(3))).toBeNull();
  });

  it('offers no end date before the start in the picker', () => {
    const disabled = isBeforeStart(start);
    expect(disabled(after(-1))).toBe(true);
    expect(disabled(start)).toBe(false);
    expect(isBeforeStart(null)(after(-100))).toBe(false);
  });

  it('starts a new sprint today, two weeks long, open and in this project only', () => {
    const defaults = newSprintDefaults(dayjs('2026-11-16T15:30:00'));
    expect(defaults.startDate!.format('YYYY-MM-DD')).toBe('2026-11-16');
    expect(defaults.endDate!.format('YYYY-MM-DD')).toBe('2026-11-30');
    expect(defaults).toMatchObject({ name: '', status: 'open', sharing: 'none' });
  });

  it('sends the trimmed name, the description only when given, and the dates as YYYY-MM-DD', () => {
    expect(buildCreateBody({ name: '  Sprint 15 ', description: '  ', startDate: start, endDate: after(14), status: 'open', sharing: 'descendants' })).toEqual({
      name: 'Sprint 15', status: 'open', sharing: 'descendants', startDate: '2026-11-16', endDate: '2026-11-30',
    });
    expect(buildCreateBody({ name: 'S2', description: 'Goal', startDate: null, endDate: null, status: 'locked', sharing: 'none' })).toEqual({
      name: 'S2', status: 'locked', sharing: 'none', description: { raw: 'Goal' },
    });
  });
});
