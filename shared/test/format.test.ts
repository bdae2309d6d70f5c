import {
  formatCompactNumber, formatDate, formatDateTime, formatHours, formatIsoDuration, formatRelativeTime, parseIsoDuration,
} from '../src/format';

describe('ISO 8601 durations', () => {
  it.each([
    ['PT1H30M', 1.5],
    ['PT8H', 8],
    ['PT45M', 0.75],
    ['PT0M', 0],
    ['PT0H', 0],
    ['P1DT2H', 26],
    ['P2D', 48],
    ['P1W', 168],
    ['PT1.5H', 1.5],
    ['PT0,5H', 0.5],
    ['PT90S', 0.025],
    ['pt2h', 2],
    [' PT2H ', 2],
  ])('parses %s as %s hours', (iso, hours) => {
    expect(parseIsoDuration(iso)).toBeCloseTo(hours, 10);
  });

  it.each(['', 'P', 'PT', '1H', 'PT1X', 'P1Y', 'P1M', 'PT-1H', 'hello'])('rejects %p', (value) => {
    expect(parseIsoDuration(value)).toBeNull();
  });

  it('rejects missing values', () => {
    expect(parseIsoDuration(null)).toBeNull();
    expect(parseIsoDuration(undefined)).toBeNull();
  });

  it.each([
    [1.5, 'PT1H30M'],
    [26, 'PT26H'],
    [0, 'PT0H'],
    [0.25, 'PT15M'],
    [2.999, 'PT3H'],
    [1 / 3, 'PT20M'],
  ])('formats %s hours as %s', (hours, iso) => {
    expect(formatIsoDuration(hours)).toBe(iso);
  });

  it('refuses negative or non-finite hours', () => {
    expect(() => formatIsoDuration(-1)).toThrow(RangeError);
    expect(() => formatIsoDuration(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips', () => {
    for (const hours of [0, 0.5, 1, 7.75, 26, 100.25]) expect(parseIsoDuration(formatIsoDuration(hours))).toBeCloseTo(hours, 10);
  });
});

describe('formatHours', () => {
  it.each([
    [1.5, '1h 30m'],
    [8, '8h'],
    [0.25, '15m'],
    [0, '0h'],
    ['P1DT2H', '26h'],
    [-2, '-2h'],
  ])('formats %p as %s', (value, text) => {
    expect(formatHours(value)).toBe(text);
  });

  it('shows a dash for a missing or malformed value', () => {
    expect(formatHours(null)).toBe('—');
    expect(formatHours('garbage')).toBe('—');
  });
});

describe('dates', () => {
  it('formats dates and date-times', () => {
    expect(formatDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDateTime(new Date(2026, 2, 4, 9, 5))).toBe('Mar 4, 2026 09:05');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime(undefined, 'never')).toBe('never');
  });

  it('formats relative times', () => {
    const now = new Date('2026-03-04T12:00:00Z');
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    expect(formatRelativeTime(ago(2), now)).toBe('just now');
    expect(formatRelativeTime(ago(45), now)).toBe('45 seconds ago');
    expect(formatRelativeTime(ago(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3 * 60 + 20), now)).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(5 * 3600), now)).toBe('5 hours ago');
    expect(formatRelativeTime(ago(3 * 86400), now)).toBe('3 days ago');
    expect(formatRelativeTime(ago(65 * 86400), now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(800 * 86400), now)).toBe('2 years ago');
    expect(formatRelativeTime(ago(-2 * 86400), now)).toBe('in 2 days');
    expect(formatRelativeTime('bad', now)).toBe('—');
  });
});

describe('formatCompactNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1200, '1.2K'],
    [15_340, '15.3K'],
    [999_960, '1M'],
    [3_400_000, '3.4M'],
    [2_500_000_000, '2.5B'],
    [-1200, '-1.2K'],
    [12.34, '12.3'],
  ])('formats %s as %s', (value, text) => {
    expect(formatCompactNumber(value)).toBe(text);
  });

  it('shows a dash for a missing value', () => {
    expect(formatCompactNumber(undefined)).toBe('—');
    expect(formatCompactNumber(Number.NaN)).toBe('—');
  });
});
